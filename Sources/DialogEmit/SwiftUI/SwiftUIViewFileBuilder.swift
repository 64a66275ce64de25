import DialogModel
import DialogTokens

/// `<TypeName>+View.swift`: what one spec adds to the shared SwiftUI runtime.
///
/// - `static let appearance`, outside `#if canImport(SwiftUI)` (every presenter reads it), in
///   the extension that makes the dialog a `PresentableDialog`, with `contentItems()` when
///   the spec has content: the spec's button styles as `DialogTokens` references (a button
///   in its role's style, `button.<role>`, with no width and no border is left out: the
///   runtime falls back to it), the border where a theme gives the style one, the `layout` arrangement and widths, the icon, and a
///   `DialogStyle` with the spec's `style`, `dim` and `transition` overrides resolved
///   (`SwiftUIStyleOverrides`). Resolved here, at generation time, so a style the design
///   system lacks fails the build, not the app.
/// - `view(locale:...)`: the card alone, for previews and snapshot tests.
/// - The modifier in the house style of SwiftUI alerts, named after the type
///   (`TimerDeleteDialog` -> `timerDeleteDialog`), taking the dialog's properties in the
///   order of its `init`, then the content's bindings and slot (`SwiftUIContentBuilder`),
///   then `onAsyncAction` when a button is async, then `onAction` (last, so it can be the
///   trailing closure). An async button's action goes to `onAsyncAction` only.
/// - A slot makes the modifier and `view` generic over `Slot: View`. `SwiftFunction` has no
///   generic parameters or parameter attributes, so `<Slot: View>` is written after the name
///   and `@ViewBuilder` before the parameter name: both are emitter-chosen text.
/// - No view bodies: `view` is one `DialogCard(` call and the modifier one
///   `modifier(DialogPresenter(`, so a dialog adds no result-builder (`@ViewBuilder`) work to
///   the type check; the bodies are written once, in small computed properties, in
///   `DialogSupport+SwiftUI.swift`. `appearance` names each type it builds
///   (`DialogAppearance.ButtonAppearance(`, `DialogStyle(`) and references tokens by path.
struct SwiftUIViewFileBuilder {
    static let availability = SwiftUIRuntimeSource.availability

    let spec: DialogSpec
    let config: ProjectConfig
    let model: DialogFileBuilder
    let typeName: String
    let overrides: SwiftUIStyleOverrides
    let content: SwiftUIContentBuilder

    init(spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem) {
        self.spec = spec
        self.config = config
        model = DialogFileBuilder(spec: spec, config: config)
        typeName = DialogFileBuilder.typeName(of: spec)
        overrides = SwiftUIStyleOverrides(designSystem: designSystem)
        content = SwiftUIContentBuilder(spec: spec, model: model)
    }

    private var hasAsyncButtons: Bool { spec.buttons.contains { $0.isAsync.value } }

    /// Whether a content text fills in a parameter (`"Type {name}"`): its elements then name
    /// the dialog's properties, which only `view` and the `Bool` modifier have in scope, so
    /// the item modifier and the previews are not generated for it.
    private var contentNamesProperties: Bool {
        spec.content.contains { element in
            let texts: [LocalizedText] =
                switch element.kind {
                case .textField(let placeholder, _): placeholder.map { [$0] } ?? []
                case .checkbox(let title, _): [title]
                case .slot: []
                }
            return texts.contains { $0.entries.contains { !$0.text.placeholders.isEmpty } }
        }
    }

    private typealias Names = GeneratedSwiftNames
    private typealias Parameter = GeneratedSwiftNames.Parameter

    /// `<Slot: View>` when the spec has slots.
    private var genericClause: String { content.hasSlots ? "<\(Names.slotType): View>" : "" }

    /// The item modifier's generic parameters: the item, and `Slot` when the spec has slots.
    private var itemGenericClause: String {
        "<\(Names.itemType): Identifiable" + (content.hasSlots ? ", \(Names.slotType): View>" : ">")
    }

    /// The parameters after the dialog's properties and content bindings, before `onAction`.
    private func callbackParameters(action: String) -> [SwiftParameter] {
        (content.hasSlots ? [SwiftParameter(name: "@ViewBuilder \(Parameter.slot)", type: "@escaping (String) -> \(Names.slotType)")] : [])
            + (hasAsyncButtons
                ? [SwiftParameter(name: Parameter.onAsyncAction, type: "@escaping @MainActor (\(action)) async throws -> Bool")] : [])
            + [SwiftParameter(name: Parameter.onAction, type: "@escaping (\(action)) -> Void")]
    }

    /// The arguments that pass the content, slot and callbacks on.
    private func callbackArguments(preview: Bool, snapshot: Bool = false) -> [SwiftArgument] {
        (spec.content.isEmpty ? [] : [SwiftArgument("content", content.elements(preview: preview))])
            + (snapshot ? [SwiftArgument("phases", .identifier(Parameter.phases)), SwiftArgument("dimmed", .identifier(Parameter.dimmed))] : [])
            + (content.hasSlots ? [SwiftArgument("slot", .identifier(Parameter.slot))] : [])
            + (hasAsyncButtons ? [SwiftArgument("onAsyncAction", .identifier(Parameter.onAsyncAction))] : [])
            + [SwiftArgument("onAction", .identifier(Parameter.onAction))]
    }

    func file() -> ConditionalSwiftFile {
        ConditionalSwiftFile(
            header: "Generated by dialogc from \(spec.id.value): its appearance, SwiftUI view and modifier. Do not edit.", module: "SwiftUI",
            unconditional: [.init(attributes: [], declaration: .extensionDeclaration(SwiftExtension(
                extendedType: typeName, conformances: ["PresentableDialog"], members: [appearance] + (spec.content.isEmpty ? [] : [contentItems]))))],
            entries: [
                .init(attributes: [Self.availability, "@MainActor"], declaration: .extensionDeclaration(SwiftExtension(extendedType: typeName, members: [view]))),
                .init(
                    attributes: [Self.availability, "@MainActor"],
                    declaration: .extensionDeclaration(SwiftExtension(extendedType: "View", members: [modifier] + (contentNamesProperties ? [] : [itemModifier])))),
            ] + (previews.map { [.init(attributes: [Self.availability], declaration: $0, condition: "DEBUG")] } ?? []))
    }

    /// `<Type>_Previews`, a `PreviewProvider` whose `previews` is one `DialogPreviews` of the
    /// dialog with sample values (a `String` parameter shows its placeholder, `{name}`, as the
    /// layout does; a number 0) at the config's Dynamic Type sizes. A `PreviewProvider`, not
    /// `#Preview`: a macro cannot be expanded by the Linux type check (docs/DECISIONS.md).
    /// None when the config turns previews off, for a dialog with a payload, whose
    /// app-defined type dialogc cannot make a value of, or whose content fills in parameters.
    private var previews: SwiftDeclaration? {
        let properties = model.inputs.properties
        guard config.swift.previews.value, !contentNamesProperties, !properties.contains(where: { $0.source != .placeholder }) else { return nil }
        let dialog = SwiftExpression.call(.identifier(typeName), properties.map { property in
            SwiftArgument(property.name, property.type == ParameterType.string.rawValue ? .string("{\(property.name)}") : .integer(0))
        })
        let sizes = config.dynamicTypeSizes.map { SwiftExpression.implicitMember($0.rawValue) }
        let value = SwiftExpression.call(
            .identifier("DialogPreviews"),
            [SwiftArgument("dialog", dialog), SwiftArgument("appearance", .identifier(typeName).member(Names.Member.appearance))]
                + (spec.content.isEmpty ? [] : [SwiftArgument("content", content.elements(preview: true))])
                + [SwiftArgument("sizes", .array(sizes))])
        return .structure(SwiftStruct(
            access: nil, name: typeName + "_Previews", conformances: ["PreviewProvider"],
            members: [.property(SwiftProperty(access: nil, isStatic: true, isMutable: false, name: "previews", type: nil, value: value))]))
    }

    // MARK: Members

    private var appearance: SwiftDeclaration {
        let widths = spec.layout.widths?.value.map(\.value)
        // A button in its role's style at an equal share of the row is left out: the runtime
        // draws it so.
        let buttons = spec.buttons.enumerated().compactMap { index, button -> SwiftExpression? in
            let group = Self.tokenReference(button.styleGroup)
            let width = widths.flatMap { index < $0.count ? TokenLiterals.number($0[index]) : nil } ?? .nilLiteral
            let hasBorder = overrides.designSystem.themes.contains { $0.buttonStyle(button.styleGroup)?.border != nil }
            if width == .nilLiteral, !hasBorder, button.styleGroup == ButtonRole.defaultStyleGroup(for: button.role.value) { return nil }
            var arguments: [(String, SwiftExpression)] = [
                ("id", .string(button.id.value)), ("background", group.member("background")), ("foreground", group.member("foreground")),
                ("width", width),
            ]
            if hasBorder {
                let border = Self.tokenReference(button.styleGroup + ".border")
                arguments.append(("border", .call("DialogAppearance.Border", ("color", border.member("color")), ("width", border.member("width")))))
            }
            return SwiftExpression.call(.identifier("DialogAppearance.ButtonAppearance"), arguments.map { SwiftArgument($0.0, $0.1) })
        }
        var arguments = [SwiftArgument("arrangement", .implicitMember(spec.layout.buttons.value.rawValue))]
        if !buttons.isEmpty { arguments.append(SwiftArgument("buttons", .array(buttons))) }
        arguments.append(SwiftArgument("style", overrides.style(of: spec)))
        switch spec.icon {
        case .symbol(let name): arguments.append(SwiftArgument("icon", .call(.implicitMember("symbol"), [SwiftArgument(nil, .string(name.value))])))
        case .asset(let name):
            // From `Bundle.module` when the config says the code lives in a package target.
            let bundle = config.swift.assetBundle.value == .module ? [SwiftArgument("bundle", .implicitMember("module"))] : []
            arguments.append(SwiftArgument("icon", .call(.implicitMember("asset"), [SwiftArgument(nil, .string(name.value))] + bundle)))
        case nil: break
        }
        let value = SwiftExpression.call(.identifier("DialogAppearance"), arguments)
        return .property(SwiftProperty(
            doc: SwiftDocComment("How the dialog is drawn beyond its state: button styles, arrangement, tokens, icon."),
            access: nil, isStatic: true, isMutable: false, name: Names.Member.appearance, type: nil, value: value))
    }

    /// The content without the caller's values, for the presenters that have no bindings.
    private var contentItems: SwiftDeclaration {
        .function(SwiftFunction(
            doc: SwiftDocComment("The `content` elements, their texts substituted, for the UIKit presenter and the TCA adapter."),
            access: nil, name: Names.Member.contentItems, parameters: [], returnType: "[DialogContentItem]",
            body: [.returning(content.items)]))
    }

    private var view: SwiftDeclaration {
        .function(SwiftFunction(
            doc: SwiftDocComment(
                "The card, for previews and snapshot tests: async buttons in `phases` (by button id),",
                "on its dim where it is presented when `dimmed`; without presentation or animation."),
            access: model.access, name: Names.Member.view + genericClause,
            parameters: [
                SwiftParameter(name: Parameter.locale, type: "String?", defaultValue: .nilLiteral),
                // `[:]`: the syntax model has no dictionary literal; emitter-chosen text.
                SwiftParameter(name: Parameter.phases, type: "[String: DialogButtonPhase]", defaultValue: .identifier("[:]")),
                SwiftParameter(name: Parameter.dimmed, type: "Bool", defaultValue: .boolean(false)),
            ] + callbackParameters(action: Names.actionType),
            returnType: "some View",
            body: [.returning(.call(
                .identifier("DialogCard"),
                [SwiftArgument("state", .call(Names.Member.state, ("locale", .identifier(Parameter.locale)))),
                 SwiftArgument("appearance", .identifier("Self").member(Names.Member.appearance)),
                 SwiftArgument("locale", .identifier(Parameter.locale))] + callbackArguments(preview: true, snapshot: true)))]))
    }

    private var modifier: SwiftDeclaration {
        let properties = model.inputs.properties
        let dialog = SwiftExpression.call(.identifier(typeName), properties.map { SwiftArgument($0.name, .identifier($0.name)) })
        return .function(SwiftFunction(
            doc: SwiftDocComment(lines: modifierDoc),
            access: model.access, name: SwiftIdentifier.lowercasingFirstLetter(typeName) + genericClause,
            parameters: [SwiftParameter(name: Parameter.isPresented, type: "Binding<Bool>")]
                + properties.map { SwiftParameter(name: $0.name, type: $0.type) }
                + content.bindingParameters + callbackParameters(action: typeName + "." + Names.actionType),
            returnType: "some View",
            body: [.returning(.call(
                Names.modifierMethod,
                (nil, .call(
                    .identifier("DialogPresenter"),
                    [SwiftArgument("isPresented", .identifier(Parameter.isPresented)),
                     // The overlay calls its `state(locale:)` with the locale it resolves.
                     SwiftArgument("dialog", dialog),
                     SwiftArgument("appearance", .identifier(typeName).member(Names.Member.appearance))] + callbackArguments(preview: false)))))]))
    }

    /// The modifier driven by an optional item, beside the `Bool` one: the dialog is made
    /// from the item by `dialog`, so it takes no properties of the dialog.
    private var itemModifier: SwiftDeclaration {
        .function(SwiftFunction(
            doc: SwiftDocComment(lines: [
                "Presents `\(spec.id.value)` while `item` is set, made from it by `dialog`; another item (a new `id`)",
                "replaces it. A button that dismisses sends its action to `onAction` while `item` is still set,",
                "then sets `item` to nil unless `onAction` changed it, so a reducer sees the action first.",
            ]),
            access: model.access, name: SwiftIdentifier.lowercasingFirstLetter(typeName) + itemGenericClause,
            parameters: [
                SwiftParameter(name: Parameter.item, type: "Binding<\(Names.itemType)?>"),
                SwiftParameter(name: Parameter.dialog, type: "@escaping (\(Names.itemType)) -> \(typeName)"),
            ] + content.bindingParameters + callbackParameters(action: typeName + "." + Names.actionType),
            returnType: "some View",
            body: [.returning(.call(
                Names.modifierMethod,
                (nil, .call(
                    .identifier("DialogItemPresenter"),
                    [SwiftArgument("item", .identifier(Parameter.item)), SwiftArgument("dialog", .identifier(Parameter.dialog)),
                     SwiftArgument("appearance", .identifier(typeName).member(Names.Member.appearance))] + callbackArguments(preview: false)))))]))
    }

    private var modifierDoc: [String] {
        var lines = [
            "Presents `\(spec.id.value)` while `isPresented` is true, in the environment's locale; a button",
            "that dismisses closes it and sets `isPresented` to false before `onAction` gets its action.",
        ]
        if content.hasSlots { lines.append("`slot` draws the spec's slots, given a slot's id.") }
        if hasAsyncButtons {
            lines += [
                "An async button calls `onAsyncAction` instead, showing progress until it returns, then",
                "success (true) or failure (false); a dismissing one closes the dialog after success.",
            ]
        }
        return lines
    }

    /// `button.mono` -> `DialogTokens.Button.Mono`, named as `SwiftTokensEmitter` names groups.
    static func tokenReference(_ path: String) -> SwiftExpression {
        path.split(separator: ".").reduce(SwiftExpression.identifier("DialogTokens")) { base, component in
            base.member(TokenSwiftNames.type(String(component)) ?? String(component))
        }
    }
}
