import DialogDiagnostics

/// One theme of a design system: its name and its resolved tokens.
public struct Theme: Sendable {
    public var name: String
    public var tokens: ResolvedTokens {
        didSet { groups = TokenGroupIndex(tokens) }
    }
    /// Where the config names the theme; nil for the embedded default's themes.
    public var nameLocation: SourceLocation?
    /// `children(of:)` for every group, built with the tokens and rebuilt whenever they
    /// change, so it is never stale and, being immutable, safe to read from every thread.
    private(set) var groups: TokenGroupIndex

    public init(name: String, tokens: ResolvedTokens, nameLocation: SourceLocation? = nil) {
        self.name = name
        self.tokens = tokens
        self.nameLocation = nameLocation
        self.groups = TokenGroupIndex(tokens)
    }
}

/// The themes every check runs in, in the order the config names them.
public struct DesignSystem: Sendable {
    public var themes: [Theme]

    public init(themes: [Theme]) {
        self.themes = themes
    }

    public func theme(named name: String) -> Theme? {
        themes.first { $0.name == name }
    }

    public var themeNames: [String] { themes.map(\.name) }
}
