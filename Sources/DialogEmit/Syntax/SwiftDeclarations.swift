/// The declarations dialogc emits, as data: emitters build these, and only `SwiftRenderer`
/// turns them into text (ARCHITECTURE.md habit 7). Names and types are Swift the emitter
/// chose or validated identifiers from a spec; spec *text* only ever enters through
/// `SwiftExpression.string` and `.interpolation`, which the renderer escapes, and through
/// `SwiftDocComment`, which it sanitizes.

/// One generated `.swift` file.
public struct SwiftFile: Sendable, Hashable {
    /// The single constant line at the top, without the `// `.
    public var header: String
    public var imports: [String]
    public var declarations: [SwiftDeclaration]

    public init(header: String, imports: [String], declarations: [SwiftDeclaration]) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}

public enum SwiftAccess: String, Sendable, Hashable {
    case `public`
    case `internal`
    case `fileprivate`
    case `private`
}

/// A `///` comment; each element is one line of prose.
public struct SwiftDocComment: Sendable, Hashable {
    public var lines: [String]

    public init(_ lines: String...) { self.lines = lines }
    public init(lines: [String]) { self.lines = lines }
}

public indirect enum SwiftDeclaration: Sendable, Hashable {
    case structure(SwiftStruct)
    case enumeration(SwiftEnum)
    case extensionDeclaration(SwiftExtension)
    case property(SwiftProperty)
    case initializer(SwiftInitializer)
    case function(SwiftFunction)
    case protocolDeclaration(SwiftProtocol)
}

/// `struct Name<Generics>: Conformances { members }`.
public struct SwiftStruct: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var name: String
    /// Generic parameters with their constraints, `Action: Equatable & Sendable`.
    public var genericParameters: [String]
    public var conformances: [String]
    public var members: [SwiftDeclaration]

    public init(
        doc: SwiftDocComment? = nil, access: SwiftAccess?, name: String, genericParameters: [String] = [],
        conformances: [String] = [], members: [SwiftDeclaration]
    ) {
        self.doc = doc
        self.access = access
        self.name = name
        self.genericParameters = genericParameters
        self.conformances = conformances
        self.members = members
    }
}

/// `enum Name: Conformances { cases; members }`.
public struct SwiftEnum: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var name: String
    public var conformances: [String]
    public var cases: [SwiftEnumCase]
    public var members: [SwiftDeclaration]

    public init(
        doc: SwiftDocComment? = nil, access: SwiftAccess?, name: String, conformances: [String] = [],
        cases: [SwiftEnumCase], members: [SwiftDeclaration] = []
    ) {
        self.doc = doc
        self.access = access
        self.name = name
        self.conformances = conformances
        self.cases = cases
        self.members = members
    }
}

/// `case name`, `case name(AssociatedType, …)` or `case name = "raw value"`.
public struct SwiftEnumCase: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var name: String
    public var associatedTypes: [String]
    /// A `String` raw value, written only when it differs from `name` (Swift's default).
    public var rawValue: String?

    public init(doc: SwiftDocComment? = nil, name: String, associatedTypes: [String] = [], rawValue: String? = nil) {
        self.doc = doc
        self.name = name
        self.associatedTypes = associatedTypes
        self.rawValue = rawValue
    }
}

/// `protocol Name { associatedtype …; func …(…) -> … }`: associated types and function
/// requirements, written without bodies.
public struct SwiftProtocol: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var name: String
    /// With their constraints, `Action: Equatable & Sendable`.
    public var associatedTypes: [String]
    /// Read-only property requirements (`static var spec: DialogSpec { get }`); their
    /// `value` and mutability are ignored.
    public var properties: [SwiftProperty]
    /// Their `body` is ignored.
    public var requirements: [SwiftFunction]

    public init(
        doc: SwiftDocComment? = nil, access: SwiftAccess?, name: String, associatedTypes: [String], properties: [SwiftProperty] = [],
        requirements: [SwiftFunction]
    ) {
        self.doc = doc
        self.access = access
        self.name = name
        self.associatedTypes = associatedTypes
        self.properties = properties
        self.requirements = requirements
    }
}

/// `extension Type: Conformances { members }`.
public struct SwiftExtension: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var extendedType: String
    public var conformances: [String]
    public var members: [SwiftDeclaration]

    public init(
        doc: SwiftDocComment? = nil, access: SwiftAccess? = nil, extendedType: String, conformances: [String] = [],
        members: [SwiftDeclaration]
    ) {
        self.doc = doc
        self.access = access
        self.extendedType = extendedType
        self.conformances = conformances
        self.members = members
    }
}

/// A stored property, `var name: Type` or `static let name = value`.
public struct SwiftProperty: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var isStatic: Bool
    public var isMutable: Bool
    public var name: String
    public var type: String?
    public var value: SwiftExpression?

    public init(
        doc: SwiftDocComment? = nil, access: SwiftAccess?, isStatic: Bool = false, isMutable: Bool = true,
        name: String, type: String?, value: SwiftExpression? = nil
    ) {
        self.doc = doc
        self.access = access
        self.isStatic = isStatic
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.value = value
    }
}

/// A parameter of a function or initializer: `label name: Type = default`.
public struct SwiftParameter: Sendable, Hashable {
    /// The argument label when it differs from `name`; `_` for none.
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: SwiftExpression?

    public init(label: String? = nil, name: String, type: String, defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

public struct SwiftInitializer: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var parameters: [SwiftParameter]
    public var body: [SwiftStatement]

    public init(doc: SwiftDocComment? = nil, access: SwiftAccess?, parameters: [SwiftParameter], body: [SwiftStatement]) {
        self.doc = doc
        self.access = access
        self.parameters = parameters
        self.body = body
    }
}

public struct SwiftFunction: Sendable, Hashable {
    public var doc: SwiftDocComment?
    public var access: SwiftAccess?
    public var isStatic: Bool
    public var name: String
    public var parameters: [SwiftParameter]
    public var returnType: String?
    public var body: [SwiftStatement]

    public init(
        doc: SwiftDocComment? = nil, access: SwiftAccess?, isStatic: Bool = false, name: String,
        parameters: [SwiftParameter], returnType: String?, body: [SwiftStatement]
    ) {
        self.doc = doc
        self.access = access
        self.isStatic = isStatic
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}
