import DialogModel

/// `DialogLocale` of the embedded `DialogSupport.swift`: the build's locales and the lookup
/// that picks one for a requested locale, for the app. A dialog's own state reads the same
/// locales from its text table (`DialogTextTable.locales`), and the presenters from the
/// tokens' `DialogContract.project`.
enum LocalizedStateBuilder {
    static func dialogLocale(access: SwiftAccess?, locales: [String]) -> SwiftDeclaration {
        let configured = SwiftExpression.identifier("configured")
        let lookup = { (identifier: SwiftExpression) in
            SwiftExpression.call(.identifier("DialogTextTable").member("locale"), [SwiftArgument("matching", identifier), SwiftArgument("among", configured)])
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
}
