import DialogModel

/// The parts of `DialogSupport.swift` that let a dialog build its state from one table of
/// texts per locale: `DialogLocale` (the build's locales and the lookup), `LocalizedDialog`
/// (the `Locale` and preferred-languages forms of `state(locale:)`, written once), `DialogTexts`
/// and the initializers of `DialogState` and `DialogButtonState` that take their texts from it.
struct LocalizedStateBuilder {
    let access: SwiftAccess?
    /// The configured locales, the default first.
    let locales: [String]

    var declarations: [SwiftDeclaration] {
        [dialogLocale, localizedDialog, localizedDialogForms, texts]
    }

    // MARK: DialogLocale

    private var dialogLocale: SwiftDeclaration {
        let configured = SwiftExpression.identifier("configured")
        let lookup = { (identifier: SwiftExpression) in
            SwiftExpression.call(.identifier("DialogLocaleMatching").member("match"), [SwiftArgument(nil, identifier), SwiftArgument("among", configured)])
        }
        let defaultLocale = SwiftExpression.subscripted(configured, .integer(0))
        let listed = locales.map { "`\($0)`" }.joined(separator: ", ")
        let members: [SwiftDeclaration] = [
            .property(SwiftProperty(
                doc: SwiftDocComment("The configured locales, the default first: \(listed)."),
                access: access, isStatic: true, isMutable: false, name: "configured", type: "[Swift.String]",
                value: .array(locales.map(SwiftExpression.string)))),
            .function(SwiftFunction(
                doc: SwiftDocComment(
                    "The configured locale that best matches `identifier` (`zh-Hans-CN` or `zh_Hans_CN` gives",
                    "`zh-Hans`, else `zh`); the default for nil, no match or a malformed identifier."),
                access: access, isStatic: true, name: "match", parameters: [SwiftParameter(label: "_", name: "identifier", type: "Swift.String?")],
                returnType: "Swift.String",
                body: [
                    .conditional(
                        conditions: [.optionalBinding(name: "identifier", value: .identifier("identifier")),
                                     .optionalBinding(name: "match", value: lookup(.identifier("identifier")))],
                        body: [.returning(.identifier("match"))], elseBody: nil),
                    .returning(defaultLocale),
                ])),
            .function(SwiftFunction(
                doc: SwiftDocComment("The configured locale that best matches `locale`, as `match(_:)` its identifier."),
                access: access, isStatic: true, name: "match", parameters: [SwiftParameter(label: "_", name: "locale", type: "Foundation.Locale")],
                returnType: "Swift.String",
                body: [.returning(.call(.identifier("match"), [SwiftArgument(nil, .identifier("locale").member("identifier"))]))])),
            .function(SwiftFunction(
                doc: SwiftDocComment(
                    "The configured locale of the first of `preferredLanguages` (most preferred first, as",
                    "`Locale.preferredLanguages`) that matches one; the default when none does."),
                access: access, isStatic: true, name: "match",
                parameters: [SwiftParameter(label: "_", name: "preferredLanguages", type: "[Swift.String]")], returnType: "Swift.String",
                body: [
                    .forIn(element: "identifier", sequence: .identifier("preferredLanguages"), body: [
                        .conditional(
                            conditions: [.optionalBinding(name: "match", value: lookup(.identifier("identifier")))],
                            body: [.returning(.identifier("match"))], elseBody: nil),
                    ]),
                    .returning(defaultLocale),
                ])),
        ]
        return .enumeration(SwiftEnum(
            doc: SwiftDocComment(
                "The locales of this build's dialogs and the lookup that picks one for a requested locale:",
                "`DialogLocaleMatching`, the same code `dialogc layout --locale` runs."),
            access: access, name: "DialogLocale", conformances: [], cases: [], members: members))
    }

    // MARK: LocalizedDialog

    private var stateRequirement: SwiftFunction {
        SwiftFunction(
            doc: SwiftDocComment("The dialog in the configured locale that best matches `locale` (`DialogLocale.match`)."),
            access: nil, name: GeneratedSwiftNames.Member.state,
            parameters: [SwiftParameter(name: "locale", type: "Swift.String?")], returnType: "DialogState<Action>", body: [])
    }

    private var localizedDialog: SwiftDeclaration {
        .protocolDeclaration(SwiftProtocol(
            doc: SwiftDocComment("A generated dialog: its spec, and its state in any locale with its parameters substituted."),
            access: access, name: "LocalizedDialog<Action>", associatedTypes: ["Action: Swift.Equatable & Swift.Sendable"],
            properties: [SwiftProperty(
                doc: SwiftDocComment("The dialog apart from its parameters."), access: nil, isStatic: true, name: GeneratedSwiftNames.Member.spec,
                type: "DialogSpec")],
            requirements: [stateRequirement]))
    }

    private var localizedDialogForms: SwiftDeclaration {
        func form(_ type: String, label: String, doc: SwiftDocComment) -> SwiftDeclaration {
            .function(SwiftFunction(
                doc: doc, access: access, name: GeneratedSwiftNames.Member.state,
                parameters: [SwiftParameter(label: label == "locale" ? nil : "locale", name: label, type: type)], returnType: "DialogState<Action>",
                body: [.returning(.call(
                    .identifier(GeneratedSwiftNames.Member.state),
                    [SwiftArgument("locale", .call(.identifier("DialogLocale").member("match"), [SwiftArgument(nil, .identifier(label))]))]))]))
        }
        return .extensionDeclaration(SwiftExtension(extendedType: "LocalizedDialog", members: [
            form("Foundation.Locale", label: "locale", doc: SwiftDocComment("The dialog in the configured locale that best matches `locale`, such as the environment's.")),
            form("[Swift.String]", label: "preferredLanguages", doc: SwiftDocComment(
                "The dialog in the configured locale of the first of `preferredLanguages` that matches one,",
                "such as `Locale.preferredLanguages`; the default locale when none does.")),
        ]))
    }

    // MARK: DialogTexts

    private var texts: SwiftDeclaration {
        typealias Field = SwiftBuilders.Field
        let fields = [
            Field("title", "DialogTextState?"),
            Field("message", "DialogTextState?"),
            Field("buttons", "[Swift.String]", doc: SwiftDocComment("The buttons' titles, in display order.")),
            Field("accessibilityLabels", "[Swift.String?]", doc: SwiftDocComment("The buttons' accessibility labels in this locale, in display order; nil for none.")),
            Field("accessibilityHints", "[Swift.String?]", doc: SwiftDocComment("The buttons' accessibility hints in this locale, in display order; nil for none.")),
            Field("successAnnouncements", "[Swift.String?]", doc: SwiftDocComment("What VoiceOver announces when each button's async action succeeds; nil for nothing.")),
            Field("failureAnnouncements", "[Swift.String?]", doc: SwiftDocComment("What VoiceOver announces when each button's async action fails; nil for nothing.")),
        ]
        let properties = SwiftBuilders.storedFields(fields, access: access).filter {
            if case .property = $0 { return true } else { return false }
        }
        // Optional `var`s start as nil, so a text is set only when given.
        func setText(_ name: String, from value: SwiftExpression) -> SwiftStatement {
            .conditional(
                conditions: [.optionalBinding(name: name, value: .identifier(name))],
                body: [.assignment(.identifier("self").member(name), operator: "=", .call("DialogTextState", ("text", value)))],
                elseBody: nil)
        }
        let title = SwiftParameter(name: "title", type: "Swift.String?", defaultValue: .nilLiteral)
        let buttons = [
            SwiftParameter(name: "buttons", type: "[Swift.String]"),
            SwiftParameter(name: "accessibilityLabels", type: "[Swift.String?]", defaultValue: .array([])),
            SwiftParameter(name: "accessibilityHints", type: "[Swift.String?]", defaultValue: .array([])),
            SwiftParameter(name: "successAnnouncements", type: "[Swift.String?]", defaultValue: .array([])),
            SwiftParameter(name: "failureAnnouncements", type: "[Swift.String?]", defaultValue: .array([])),
        ]
        let setButtons = ["buttons", "accessibilityLabels", "accessibilityHints", "successAnnouncements", "failureAnnouncements"].map {
            SwiftStatement.assignment(.identifier("self").member($0), operator: "=", .identifier($0))
        }
        let plain = SwiftDeclaration.initializer(SwiftInitializer(
            doc: SwiftDocComment("Texts without highlights."), access: access,
            parameters: [title, SwiftParameter(name: "message", type: "Swift.String?", defaultValue: .nilLiteral)] + buttons,
            body: [setText("title", from: .identifier("title")), setText("message", from: .identifier("message"))] + setButtons))
        let highlighted = SwiftDeclaration.initializer(SwiftInitializer(
            doc: SwiftDocComment("Texts whose message has highlight spans."), access: access,
            parameters: [title, SwiftParameter(name: "highlightedMessage", type: "[DialogTextState.Segment]")] + buttons,
            body: [
                setText("title", from: .identifier("title")),
                .assignment(.identifier("self").member("message"), operator: "=", .call("DialogTextState", ("segments", .identifier("highlightedMessage")))),
            ] + setButtons))
        return .structure(SwiftStruct(
            doc: SwiftDocComment(
                "A dialog's texts in one locale with its parameters substituted: all `state(locale:)` picks by",
                "locale, the rest of the state being the same in every locale."),
            access: access, name: "DialogTexts", conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: properties + [plain, highlighted]))
    }

    // MARK: Initializers taking texts

    /// `DialogState(id:texts:buttons:…)`: the titles, labels and hints from the texts, by
    /// position, and each button's accessibility identifier, when it has none,
    /// `<dialog identifier>.<button id>` (docs/format/spec.md).
    static func stateInitializer(_ access: SwiftAccess?) -> SwiftDeclaration {
        let buttons = SwiftExpression.identifier("buttons")
        let button = SwiftExpression.subscripted(buttons, .identifier("index"))
        return .initializer(SwiftInitializer(
            doc: SwiftDocComment(
                "A dialog in one locale: the title, message, button titles and the buttons' accessibility",
                "labels and hints from `texts`, and the accessibility identifier of a button without one",
                "`<accessibilityIdentifier>.<button id>`."),
            access: access,
            parameters: [
                SwiftParameter(name: "id", type: "Swift.String"), SwiftParameter(name: "texts", type: "DialogTexts"),
                SwiftParameter(name: "buttons", type: "[DialogButtonState<Action>]"),
                SwiftParameter(name: "presentation", type: "DialogPresentation", defaultValue: .implicitMember("alert")),
                SwiftParameter(name: "dismissOnTap", type: "Swift.Bool", defaultValue: .boolean(true)),
                SwiftParameter(name: "accessibilityIdentifier", type: "Swift.String?", defaultValue: .nilLiteral),
            ],
            body: [
                .binding(isMutable: true, name: "buttons", type: nil, value: buttons),
                .forIn(element: "(index, title)", sequence: .call("zip", (nil, buttons.member("indices")), (nil, .identifier("texts").member("buttons"))), body: [
                    .assignment(button.member("title"), operator: "=", .identifier("title")),
                    optionalText("accessibilityLabels", into: button.member("accessibilityLabel")),
                    optionalText("accessibilityHints", into: button.member("accessibilityHint")),
                    optionalText("successAnnouncements", into: button.member("successAnnouncement")),
                    optionalText("failureAnnouncements", into: button.member("failureAnnouncement")),
                    .conditional(
                        conditions: [
                            .boolean(.binary(button.member("accessibilityIdentifier"), "==", .nilLiteral)),
                            .optionalBinding(name: "dialogIdentifier", value: .identifier("accessibilityIdentifier")),
                        ],
                        body: [.assignment(button.member("accessibilityIdentifier"), operator: "=", .interpolation([
                            .expression(.identifier("dialogIdentifier")), .literal("."), .expression(button.member("id")),
                        ]))],
                        elseBody: nil),
                ]),
                .expression(.call(.identifier("self").member("init"), [
                    SwiftArgument("id", .identifier("id")), SwiftArgument("title", .identifier("texts").member("title")),
                    SwiftArgument("message", .identifier("texts").member("message")), SwiftArgument("buttons", buttons),
                    SwiftArgument("presentation", .identifier("presentation")), SwiftArgument("dismissOnTap", .identifier("dismissOnTap")),
                    SwiftArgument("accessibilityIdentifier", .identifier("accessibilityIdentifier")),
                ])),
            ]))
    }

    /// `if index < texts.<list>.count, let text = texts.<list>[index] { <target> = text }`.
    private static func optionalText(_ list: String, into target: SwiftExpression) -> SwiftStatement {
        let texts = SwiftExpression.identifier("texts").member(list)
        return .conditional(
            conditions: [
                .boolean(.binary(.identifier("index"), "<", texts.member("count"))),
                .optionalBinding(name: "text", value: .subscripted(texts, .identifier("index"))),
            ],
            body: [.assignment(target, operator: "=", .identifier("text"))], elseBody: nil)
    }

    /// `DialogButtonState(_:_:role:…)`: a button whose title (from the texts of a locale) and
    /// accessibility label and hint `DialogState(id:texts:buttons:…)` fills in.
    static func buttonInitializer(_ access: SwiftAccess?, fields: [SwiftBuilders.Field]) -> SwiftDeclaration {
        let fromTexts = ["title", "accessibilityLabel", "accessibilityHint", "successAnnouncement", "failureAnnouncement"]
        let rest = fields.filter { !(["id", "action", "role"] + fromTexts).contains($0.name) }
        return .initializer(SwiftInitializer(
            doc: SwiftDocComment("A button whose title, label and hint `DialogState(id:texts:buttons:…)` fills in."),
            access: access,
            parameters: [
                SwiftParameter(label: "_", name: "id", type: "Swift.String"), SwiftParameter(label: "_", name: "action", type: "Action"),
                SwiftParameter(name: "role", type: "DialogButtonRole"),
            ] + rest.map { SwiftParameter(name: $0.name, type: $0.type, defaultValue: $0.defaultValue) },
            body: [.expression(.call(
                .identifier("self").member("init"),
                [SwiftArgument("id", .identifier("id")), SwiftArgument("action", .identifier("action")), SwiftArgument("title", .string("")),
                 SwiftArgument("role", .identifier("role"))] + rest.map { SwiftArgument($0.name, .identifier($0.name)) }))]))

    }
}
