/// A token with every alias followed: a concrete value in dialogc's units.
///
/// A value with one reference inside, like `Theme`: lookups hand tokens of the run's
/// shared themes to every worker, and a copy held field by field took half a dozen atomic
/// reference-count changes. Setting a property makes new storage.
public struct ResolvedToken: Sendable, Hashable {
    private final class Storage: Sendable {
        let path: String
        let type: TokenType
        let value: TokenValue
        let definition: TokenSourceLocation
        let aliasChain: [String]
        let deprecated: String?
        let description: String?

        init(
            path: String, type: TokenType, value: TokenValue, definition: TokenSourceLocation, aliasChain: [String],
            deprecated: String?, description: String?
        ) {
            self.path = path
            self.type = type
            self.value = value
            self.definition = definition
            self.aliasChain = aliasChain
            self.deprecated = deprecated
            self.description = description
        }
    }

    private var storage: Storage

    public var path: String {
        _read { yield storage.path }
        set { replace(path: newValue) }
    }
    public var type: TokenType {
        _read { yield storage.type }
        set { replace(type: newValue) }
    }
    public var value: TokenValue {
        _read { yield storage.value }
        set { replace(value: newValue) }
    }
    /// Where the definition in effect names the token.
    public var definition: TokenSourceLocation {
        _read { yield storage.definition }
        set { replace(definition: newValue) }
    }
    /// The paths the value was reached through, nearest first: `a` aliasing `b` aliasing
    /// `c` has `["b", "c"]`. Empty for a literal value.
    public var aliasChain: [String] {
        _read { yield storage.aliasChain }
        set { replace(aliasChain: newValue) }
    }
    /// Nil when not deprecated; the explanation otherwise (empty when none was given).
    public var deprecated: String? {
        _read { yield storage.deprecated }
        set { replace(deprecated: .some(newValue)) }
    }
    public var description: String? {
        _read { yield storage.description }
        set { replace(description: .some(newValue)) }
    }

    public init(
        path: String, type: TokenType, value: TokenValue, definition: TokenSourceLocation,
        aliasChain: [String] = [], deprecated: String? = nil, description: String? = nil
    ) {
        storage = Storage(
            path: path, type: type, value: value, definition: definition, aliasChain: aliasChain, deprecated: deprecated,
            description: description)
    }

    /// New storage with the given fields changed and the others kept.
    private mutating func replace(
        path: String? = nil, type: TokenType? = nil, value: TokenValue? = nil, definition: TokenSourceLocation? = nil,
        aliasChain: [String]? = nil, deprecated: String?? = nil, description: String?? = nil
    ) {
        let old = storage
        storage = Storage(
            path: path ?? old.path, type: type ?? old.type, value: value ?? old.value, definition: definition ?? old.definition,
            aliasChain: aliasChain ?? old.aliasChain, deprecated: deprecated ?? old.deprecated,
            description: description ?? old.description)
    }

    public static func == (a: ResolvedToken, b: ResolvedToken) -> Bool {
        if a.storage === b.storage { return true }
        return a.path == b.path && a.type == b.type && a.value == b.value && a.definition == b.definition
            && a.aliasChain == b.aliasChain && a.deprecated == b.deprecated && a.description == b.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(type)
        hasher.combine(value)
        hasher.combine(definition)
        hasher.combine(aliasChain)
        hasher.combine(deprecated)
        hasher.combine(description)
    }
}

/// The resolved tokens of one token set (one theme).
public struct ResolvedTokens: Sendable {
    /// Every token that resolved, by path.
    public var tokens: [String: ResolvedToken]
    /// Tokens defined but without a value: invalid, or part of a broken alias chain. Their
    /// problem is reported where they are defined, so a use of one reports nothing more.
    public var failedPaths: Set<String>
    /// Tokens of DTCG types dialogc does not read, with that type's name.
    public var unreadTypes: [String: String]
    /// Group paths, for group lookups and "refers to a group" findings.
    public var groupPaths: Set<String>
    /// Failed tokens of a design system's files whose findings were held back
    /// (`HeldBackFindings`), with the first finding's message: a spec that names one
    /// directly is told why it has no value.
    public var heldBack: [String: String] = [:]

    public init(tokens: [String: ResolvedToken] = [:], failedPaths: Set<String> = [], unreadTypes: [String: String] = [:], groupPaths: Set<String> = []) {
        self.tokens = tokens
        self.failedPaths = failedPaths
        self.unreadTypes = unreadTypes
        self.groupPaths = groupPaths
    }

    public subscript(path: String) -> ResolvedToken? { tokens[path] }

    /// Resolved tokens sorted by path.
    public var sorted: [ResolvedToken] {
        tokens.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Whether anything is defined at `path`, resolved or not.
    public func isDefined(_ path: String) -> Bool {
        tokens[path] != nil || failedPaths.contains(path) || unreadTypes[path] != nil
    }

    /// Every defined path, for did-you-mean.
    public var definedPaths: [String] {
        Array(tokens.keys) + Array(failedPaths) + Array(unreadTypes.keys)
    }
}
