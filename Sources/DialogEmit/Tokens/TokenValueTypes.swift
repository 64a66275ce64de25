import DialogModel

/// The value types of `DialogTokens.swift`: plain Foundation-free structs, so the file
/// compiles anywhere and the SwiftUI layer converts them at the edge (`Color(_:)`, `Font`).
struct TokenValueTypes {
    var access: SwiftAccess?
    /// The themes as Swift names, in the design system's order.
    var themes: [String]
    /// The themes used for the system light and dark appearances.
    var lightTheme: String
    var darkTheme: String

    var declarations: [SwiftDeclaration] {
        [rgba, theme, color, typography, transition]
    }

    private func field(_ name: String, _ type: String, _ doc: String) -> SwiftBuilders.Field {
        SwiftBuilders.Field(name, type, doc: SwiftDocComment(doc))
    }

    private var rgba: SwiftDeclaration {
        let fields = ["red", "green", "blue", "alpha"].map { SwiftBuilders.Field($0, "Swift.Double") }
        let hexInit = SwiftInitializer(
            doc: SwiftDocComment("From `0xRRGGBBAA`, as a `#RRGGBBAA` token writes it."),
            access: access, parameters: [SwiftParameter(name: "hex", type: "Swift.UInt32")],
            body: hexInitBody)
        return .structure(SwiftStruct(
            doc: SwiftDocComment("An sRGB colour with straight alpha, every component in 0...1."),
            access: access, name: "DialogRGBA", conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: SwiftBuilders.storedFields(fields, access: access) + [.initializer(hexInit)]))
    }

    /// Each component is bound to a `UInt32` first and divided as a `Double` after. Written as
    /// one expression, `Double(hex >> 24 & 0xFF) / 255` has the type checker try the integer
    /// literal and every overload of `>>`, `&`, `Double.init` and `/` together: the four of
    /// them took 45–100 ms, the slowest body of a whole build (`dialogc-bench typecheck`);
    /// split, 15–40 ms.
    private var hexInitBody: [SwiftStatement] {
        let components = [("red", 24), ("green", 16), ("blue", 8), ("alpha", 0)]
        let bindings = components.map { name, shift -> SwiftStatement in
            let shifted: SwiftExpression = shift == 0 ? .identifier("hex") : .binary(.identifier("hex"), ">>", .integer(shift))
            return .binding(isMutable: false, name: name, type: "Swift.UInt32", value: .binary(shifted, "&", .identifier("0xFF")))
        }
        let initializer = SwiftStatement.expression(.call(
            .identifier("self.init"),
            components.map { name, _ in SwiftArgument(name, .binary(.call("Swift.Double", (nil, .identifier(name))), "/", .integer(255))) }))
        return bindings + [initializer]
    }

    private var theme: SwiftDeclaration {
        .enumeration(SwiftEnum(
            doc: SwiftDocComment("The design system's themes, in the order the config names them."),
            access: access, name: "DialogTheme", conformances: ["Swift.Equatable", "Swift.Sendable", "Swift.CaseIterable"],
            cases: themes.map { SwiftEnumCase(name: $0) }))
    }

    private var color: SwiftDeclaration {
        let fields = themes.map { SwiftBuilders.Field($0, "DialogRGBA") }
        let resolved = SwiftFunction(
            doc: SwiftDocComment("The colour in `theme`."), access: access, name: GeneratedSwiftNames.ColorMember.resolved,
            parameters: [SwiftParameter(label: "in", name: "theme", type: "DialogTheme")], returnType: "DialogRGBA",
            body: [.switching(SwiftSwitch(
                subject: .identifier("theme"),
                cases: themes.map { .init(patterns: [.implicitMember($0)], body: [.returning(.identifier($0))]) }))])
        let every = SwiftDeclaration.initializer(SwiftInitializer(
            doc: SwiftDocComment("The same colour in every theme, as a spec's colour literal is."), access: access,
            parameters: [SwiftParameter(label: "_", name: "color", type: "DialogRGBA")],
            body: themes.map { .assignment(.identifier("self").member($0), operator: "=", .identifier("color")) }))
        let appearance = SwiftFunction(
            doc: SwiftDocComment(
                "The colour for the system appearance: theme `\(darkTheme)` in dark mode, `\(lightTheme)` otherwise."),
            access: access, name: GeneratedSwiftNames.ColorMember.forAppearance,
            parameters: [SwiftParameter(name: "isDark", type: "Swift.Bool")], returnType: "DialogRGBA",
            body: [.conditional(
                conditions: [.boolean(.identifier("isDark"))], body: [.returning(.identifier(darkTheme))],
                elseBody: [.returning(.identifier(lightTheme))])])
        return .structure(SwiftStruct(
            doc: SwiftDocComment("A colour token: its value in every theme."),
            access: access, name: "DialogColor", conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: SwiftBuilders.storedFields(fields, access: access) + [every, .function(resolved), .function(appearance)]))
    }

    private var typography: SwiftDeclaration {
        let fields = [
            field("family", "Swift.String", "The preferred font family; `system` is the platform's UI font."),
            field("size", "Swift.Double", "Points at the default Dynamic Type size."),
            field("weight", "Swift.Int", "1...1000, as CSS writes weights (400 regular, 600 semibold)."),
            field("lineHeight", "Swift.Double", "A multiplier of `size`."),
            field("letterSpacing", "Swift.Double", "Points."),
        ]
        return .structure(SwiftStruct(
            doc: SwiftDocComment("A typography token."), access: access, name: "DialogTypography",
            conformances: ["Swift.Equatable", "Swift.Sendable"], members: SwiftBuilders.storedFields(fields, access: access)))
    }

    private var transition: SwiftDeclaration {
        let curve = SwiftEnum(
            doc: SwiftDocComment("How the motion progresses."), access: access, name: "Curve",
            conformances: ["Swift.Equatable", "Swift.Sendable"],
            cases: [
                SwiftEnumCase(doc: SwiftDocComment("A CSS cubic Bézier through (x1, y1) and (x2, y2)."),
                    name: "cubicBezier", associatedTypes: ["Swift.Double", "Swift.Double", "Swift.Double", "Swift.Double"]),
                SwiftEnumCase(doc: SwiftDocComment("SwiftUI's `.spring(duration:bounce:)`."),
                    name: "spring", associatedTypes: ["duration: Swift.Double", "bounce: Swift.Double"]),
            ])
        let fields = [
            field("duration", "Swift.Double", "Seconds (a spring's own duration is in its curve)."),
            SwiftBuilders.Field("delay", "Swift.Double", doc: SwiftDocComment("Seconds before the motion starts."), defaultValue: .identifier("0")),
            field("curve", "Curve", "The timing function."),
        ]
        return .structure(SwiftStruct(
            doc: SwiftDocComment("A transition token."), access: access, name: "DialogTransition",
            conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: [.enumeration(curve)] + SwiftBuilders.storedFields(fields, access: access)))
    }
}
