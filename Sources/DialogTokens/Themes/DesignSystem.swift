import DialogDiagnostics

/// One theme of a design system: its name and its resolved tokens.
///
/// A value with one reference inside: every worker of a run reads the same themes, and a
/// copy of a theme held field by field took a dozen atomic reference-count changes on
/// storage all workers share. Setting a property makes new storage (themes are only
/// changed while they are built, and in tests).
public struct Theme: Sendable {
    private final class Storage: Sendable {
        let name: String
        let tokens: ResolvedTokens
        let nameLocation: SourceLocation?
        /// `children(of:)` for every group, built with the tokens, so it is never stale
        /// and, being immutable, safe to read from every thread.
        let groups: TokenGroupIndex

        init(name: String, tokens: ResolvedTokens, nameLocation: SourceLocation?, groups: TokenGroupIndex) {
            self.name = name
            self.tokens = tokens
            self.nameLocation = nameLocation
            self.groups = groups
        }
    }

    private var storage: Storage

    public var name: String {
        _read { yield storage.name }
        set { storage = Storage(name: newValue, tokens: storage.tokens, nameLocation: storage.nameLocation, groups: storage.groups) }
    }

    public var tokens: ResolvedTokens {
        _read { yield storage.tokens }
        set { storage = Storage(name: storage.name, tokens: newValue, nameLocation: storage.nameLocation, groups: TokenGroupIndex(newValue)) }
    }

    /// Where the config names the theme; nil for the embedded default's themes.
    public var nameLocation: SourceLocation? {
        _read { yield storage.nameLocation }
        set { storage = Storage(name: storage.name, tokens: storage.tokens, nameLocation: newValue, groups: storage.groups) }
    }

    var groups: TokenGroupIndex {
        _read { yield storage.groups }
    }

    public init(name: String, tokens: ResolvedTokens, nameLocation: SourceLocation? = nil) {
        storage = Storage(name: name, tokens: tokens, nameLocation: nameLocation, groups: TokenGroupIndex(tokens))
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
