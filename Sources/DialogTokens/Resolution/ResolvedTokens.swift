/// A token with every alias followed: a concrete value in dialogc's units.
public struct ResolvedToken: Sendable, Hashable {
    public var path: String
    public var type: TokenType
    public var value: TokenValue
    /// Where the definition in effect names the token.
    public var definition: TokenSourceLocation
    /// The paths the value was reached through, nearest first: `a` aliasing `b` aliasing
    /// `c` has `["b", "c"]`. Empty for a literal value.
    public var aliasChain: [String]
    /// Nil when not deprecated; the explanation otherwise (empty when none was given).
    public var deprecated: String?
    public var description: String?

    public init(
        path: String, type: TokenType, value: TokenValue, definition: TokenSourceLocation,
        aliasChain: [String] = [], deprecated: String? = nil, description: String? = nil
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
