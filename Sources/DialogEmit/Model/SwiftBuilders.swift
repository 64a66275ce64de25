import DialogModel

/// Shorthands for the declaration shapes the model emitters repeat.
enum SwiftBuilders {
    /// A stored property of a plain value type, and how its initializer takes it.
    struct Field {
        var name: String
        var type: String
        var doc: SwiftDocComment?
        var defaultValue: SwiftExpression?

        init(_ name: String, _ type: String, doc: SwiftDocComment? = nil, defaultValue: SwiftExpression? = nil) {
            self.name = name
            self.type = type
            self.doc = doc
            self.defaultValue = defaultValue
        }
    }

    /// `var` properties for `fields` and an `init` taking each one by its name, in order.
    /// Written out even where Swift would synthesize it, because a synthesized memberwise
    /// initializer is never `public`.
    static func storedFields(_ fields: [Field], access: SwiftAccess?) -> [SwiftDeclaration] {
        let properties = fields.map { field in
            SwiftDeclaration.property(SwiftProperty(doc: field.doc, access: access, name: field.name, type: field.type))
        }
        let initializer = SwiftInitializer(
            access: access,
            parameters: fields.map { SwiftParameter(name: $0.name, type: $0.type, defaultValue: $0.defaultValue) },
            body: fields.map { .assignment(.identifier("self").member($0.name), operator: "=", .identifier($0.name)) })
        return properties + [.initializer(initializer)]
    }

    /// The modifier for `config.swift.accessLevel`: `public`, or nothing for `internal`
    /// (the default, which generated code leaves implicit as a person would).
    static func access(_ level: SwiftSettings.AccessLevel) -> SwiftAccess? {
        level == .public ? .public : nil
    }
}
