import DialogModel

/// What a spec's style value comes to in one theme: a value, or why there is none, so the
/// spec-side stage can report at the reference in the spec (`unknown-token`, `token-type`,
/// `deprecated-token` when `token.deprecated` is set, `raw-value` when `token` is nil).
public enum TokenLookup: Sendable, Hashable {
    /// The value, and the token it came from (nil for a literal).
    case value(TokenValue, ResolvedToken?)
    /// No token has the path; `suggestion` is the closest path, for a did-you-mean note.
    case unknownToken(path: String, suggestion: String?)
    /// The path names a group where a token is needed.
    case group(path: String)
    /// The token has another type; `chain` is the path and the aliases it went through.
    case wrongType(path: String, found: String, expected: TokenType, chain: [String])
    /// A literal of the wrong kind (a colour where a dimension is needed).
    case wrongLiteral(expected: TokenType)
    /// The token is defined but has no value (invalid, or a broken alias): already
    /// reported in its token file, so report nothing more.
    case unavailable(path: String)
}

extension Theme {
    /// Looks up a token reference or reads a literal as `type`.
    ///
    /// Literals: a colour for `color`; a number for `dimension` (points), `number` and
    /// `fontWeight`; a duration for `duration`, and for `transition` a transition of that
    /// duration with no delay and ease-in-out timing (`lookupTransition` keeps a contract
    /// token's timing instead).
    public func lookup(_ value: StyleValue, expecting type: TokenType) -> TokenLookup {
        switch value {
        case .token(let path): return lookupToken(path, expecting: type)
        case .colorLiteral(let red, let green, let blue, let alpha):
            guard type == .color else { return .wrongLiteral(expected: type) }
            return .value(.color(RGBAColor(red8: red, green8: green, blue8: blue, alpha8: alpha)), nil)
        case .number(let number):
            switch type {
            case .dimension: return .value(.dimension(number), nil)
            case .number: return .value(.number(number), nil)
            case .fontWeight:
                // The range of a font weight token (`TokenValueReader.fontWeight`).
                guard (1...1000).contains(number) else { return .wrongLiteral(expected: type) }
                return .value(.fontWeight(Int(number.rounded())), nil)
            default: return .wrongLiteral(expected: type)
            }
        case .durationLiteral(let seconds):
            switch type {
            case .duration: return .value(.duration(seconds), nil)
            case .transition: return .value(.transition(TransitionValue(duration: seconds, timing: .cubicBezier(.easeInOut))), nil)
            default: return .wrongLiteral(expected: type)
            }
        }
    }

    /// Like `lookup(_:expecting: .transition)`, but a duration literal only sets the
    /// duration of the contract transition at `contractPath` (docs/format/spec.md: "a duration such
    /// as `200ms`"); its delay and timing stay, and a spring's duration becomes the literal.
    public func lookupTransition(_ value: StyleValue, contractPath: String) -> TokenLookup {
        guard case .durationLiteral(let seconds) = value, var base = tokens[contractPath]?.value.transition else {
            return lookup(value, expecting: .transition)
        }
        base.duration = seconds
        if case .spring(_, let bounce, let velocity) = base.timing { base.timing = .spring(duration: seconds, bounce: bounce, initialVelocity: velocity) }
        return .value(.transition(base), nil)
    }

    /// The colour of highlight style `name` (`highlight.<name>`).
    public func highlight(named name: String) -> TokenLookup {
        lookupToken("highlight.\(name)", expecting: .color)
    }

    /// The highlight style names the theme defines, sorted.
    public var highlightNames: [String] {
        children(of: "highlight").filter { !$0.key.contains(".") && $0.value.type == .color }.keys.sorted()
    }

    private func lookupToken(_ path: String, expecting type: TokenType) -> TokenLookup {
        if let token = tokens[path] {
            guard token.type == type else {
                return .wrongType(path: path, found: token.type.rawValue, expected: type, chain: [path] + token.aliasChain)
            }
            return .value(token.value, token)
        }
        if tokens.failedPaths.contains(path) { return .unavailable(path: path) }
        if let unread = tokens.unreadTypes[path] {
            return .wrongType(path: path, found: unread, expected: type, chain: [path])
        }
        if tokens.groupPaths.contains(path) { return .group(path: path) }
        let candidates = tokens.tokens.values.filter { $0.type == type }.map(\.path)
        let suggestion = Suggestion.closest(to: path, among: candidates.sorted()) ?? Suggestion.closest(to: path, among: tokens.definedPaths.sorted())
        return .unknownToken(path: path, suggestion: suggestion)
    }

    /// Every resolved token under `group`, keyed by its path relative to the group
    /// (`background`, `pressed.background`).
    /// (From the theme's `TokenGroupIndex`: button styles are looked up per button, per
    /// theme, per spec, and scanning every token each time was a tenth of lint.)
    public func children(of group: String) -> [String: ResolvedToken] {
        groups.children(of: group)
    }
}
