import DialogModel

/// The calls that present a dialog, for its catalog page, rendered by `SwiftRenderer` from
/// the same names the emitters use: the SwiftUI `dialog(isPresented:_:…)` with every argument it needs
/// (the presenter draws every element; `content:` binds the fields and checkboxes to the
/// page's `@State`), the UIKit presenter's `try … present(from:...)`, and the TCA adapter's
/// state and modifier.
enum CatalogSwiftSnippet {
    static func presenting(_ spec: DialogSpec, config: ProjectConfig) -> String {
        let model = DialogFileBuilder(spec: spec, config: config)
        let typeName = DialogFileBuilder.typeName(of: spec)
        let dialog = SwiftExpression.call(.identifier(typeName), model.inputs.properties.map { SwiftArgument($0.name, .identifier($0.name)) })
        var arguments = [SwiftArgument("isPresented", .identifier("$isPresented")), SwiftArgument(nil, dialog)]
        var texts: [SwiftDictionaryEntry] = []
        var toggles: [SwiftDictionaryEntry] = []
        for element in spec.content {
            let entry = SwiftDictionaryEntry(.string(element.id.value), .identifier("$" + element.id.value))
            switch element.kind {
            case .textField: texts.append(entry)
            case .checkbox: toggles.append(entry)
            case .slot: break
            }
        }
        let bindings = (texts.isEmpty ? [] : [SwiftArgument("texts", .dictionary(texts))])
            + (toggles.isEmpty ? [] : [SwiftArgument("toggles", .dictionary(toggles))])
        if !bindings.isEmpty {
            arguments.append(SwiftArgument("content", .closure(.call(.identifier("$0").member(GeneratedSwiftNames.Member.content), bindings))))
        }
        if spec.content.contains(where: { $0.type.value == .slot }) {
            arguments.append(SwiftArgument("slot", .identifier("slotView")))
        }
        if spec.buttons.contains(where: { $0.isAsync.value }) {
            arguments.append(SwiftArgument("onAsyncAction", .identifier("handleAsyncAction")))
        }
        arguments.append(SwiftArgument("onAction", .identifier("handleAction")))
        let call = SwiftExpression.call(.identifier("content").member(GeneratedSwiftNames.modifierMethod), arguments)
        return SwiftRenderer().inline(call)
    }

    /// `try TimerDeleteDialog().present(from: self, onAction: handleAction)`, with the dialog's
    /// inputs, `values` for text fields and checkboxes, the slot and async handlers (`try`:
    /// it throws when the controller is in no window).
    static func presentingInUIKit(_ spec: DialogSpec, config: ProjectConfig) -> String {
        let model = DialogFileBuilder(spec: spec, config: config)
        let typeName = DialogFileBuilder.typeName(of: spec)
        let dialog = SwiftExpression.call(.identifier(typeName), model.inputs.properties.map { SwiftArgument($0.name, .identifier($0.name)) })
        var arguments = [SwiftArgument("from", .identifier("self"))]
        if spec.content.contains(where: { $0.type.value != .slot }) { arguments.append(SwiftArgument("values", .identifier("values"))) }
        if spec.content.contains(where: { $0.type.value == .slot }) { arguments.append(SwiftArgument("slot", .identifier("slotView"))) }
        if spec.buttons.contains(where: { $0.isAsync.value }) {
            arguments.append(SwiftArgument("onAsyncAction", .identifier("handleAsyncAction")))
        }
        arguments.append(SwiftArgument("onAction", .identifier("handleAction")))
        return "try " + SwiftRenderer().inline(.call(dialog.member("present"), arguments))
    }

    /// The reducer's state and the view's modifier with the TCA adapter (`swift.tca`): a
    /// dialog with content is kept as a `DialogContentState`, which holds its values.
    static func presentingWithTCA(_ spec: DialogSpec) -> String {
        let typeName = DialogFileBuilder.typeName(of: spec)
        guard !spec.content.isEmpty else {
            return "@Presents var dialog: DialogState<\(typeName).Action>?\n"
                + ".dialog($store.scope(state: \\.dialog, action: \\.dialog), \(typeName).self)"
        }
        let slot = spec.content.contains(where: { $0.type.value == .slot }) ? ", slot: slotView" : ""
        return "@Presents var dialog: DialogContentState<\(typeName)>?\n"
            + ".dialog($store.scope(state: \\.dialog, action: \\.dialog)\(slot))"
    }
}
