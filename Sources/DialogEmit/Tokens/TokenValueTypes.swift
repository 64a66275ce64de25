import DialogModel

/// What `DialogTokens.swift` declares beside the tokens, per project: `DialogTheme` (a case
/// per theme, its raw value the theme's config name) and an extension of the runtime's
/// `DialogColor` with the initializer that takes one `DialogRGBA` per theme, in config order
/// (so a token reads `DialogColor(light: …, dark: …)`), and `resolved(in:)`. The value types
/// themselves (`DialogRGBA`, `DialogColor`, `DialogTypography`, `DialogTransition`) are
/// `Sources/DialogRuntime/Appearance/DialogTokenValues.swift`, written at the head of the file
/// when the runtime is embedded.
struct TokenValueTypes {
    var access: SwiftAccess?
    /// The themes as Swift names, in the design system's order.
    var themes: [String]
    /// The themes' names in the config, in the same order.
    var themeNames: [String]
    /// The themes used for the system light and dark appearances.
    var lightTheme: String
    var darkTheme: String

    var declarations: [SwiftDeclaration] {
        [theme, color]
    }

    private var theme: SwiftDeclaration {
        .enumeration(SwiftEnum(
            doc: SwiftDocComment("The design system's themes, in the order the config names them; a raw value is the config's name."),
            access: access, name: "DialogTheme", conformances: ["Swift.String", "Swift.Equatable", "Swift.Sendable", "Swift.CaseIterable"],
            cases: zip(themes, themeNames).map { SwiftEnumCase(name: $0, rawValue: $1) }))
    }

    /// The runtime's `init(light:dark:themes:)` takes a dictionary where this one takes a
    /// `DialogRGBA` per theme, so no theme's name (`themes` included) makes the two clash.
    private var color: SwiftDeclaration {
        let perTheme = SwiftInitializer(
            doc: SwiftDocComment(
                "A colour in every theme; the system appearance draws theme `\(darkTheme)` in dark mode, `\(lightTheme)` otherwise."),
            access: access, parameters: themes.map { SwiftParameter(name: $0, type: "DialogRGBA") },
            body: [.expression(.call(.identifier("self.init"), [
                SwiftArgument("light", .identifier(lightTheme)), SwiftArgument("dark", .identifier(darkTheme)),
                SwiftArgument("themes", .dictionary(zip(themes, themeNames).map { SwiftDictionaryEntry(.string($1), .identifier($0)) })),
            ]))])
        let resolved = SwiftFunction(
            doc: SwiftDocComment("The colour in `theme`."), access: access, name: GeneratedSwiftNames.ColorMember.resolved,
            parameters: [SwiftParameter(label: "in", name: "theme", type: "DialogTheme")], returnType: "DialogRGBA",
            body: [.returning(.call(.identifier("value"), [SwiftArgument("inTheme", .identifier("theme").member("rawValue"))]))])
        return .extensionDeclaration(SwiftExtension(
            extendedType: "DialogColor", members: [.initializer(perTheme), .function(resolved)]))
    }
}
