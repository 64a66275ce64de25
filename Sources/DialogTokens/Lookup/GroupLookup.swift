import DialogModel

/// What a reference to a token group (a button style such as `button.mono`) comes to.
public enum GroupLookup: Sendable, Hashable {
    /// The group's tokens by relative path (`background`, `foreground`, ...).
    case group([String: ResolvedToken])
    /// The path names a token, not a group.
    case token(ResolvedToken)
    /// No group has the path; `suggestion` is the closest group path.
    case unknownGroup(path: String, suggestion: String?)
}

/// A button style: the colours a button is drawn with, from a group `button.<name>`.
public struct ButtonStyleTokens: Sendable, Hashable {
    public var background: ResolvedToken
    public var foreground: ResolvedToken
    /// Every token of the group, by relative path, including the two above.
    public var members: [String: ResolvedToken]
}

extension Theme {
    /// Looks up a group of tokens, such as a button style.
    public func lookupGroup(_ path: String) -> GroupLookup {
        let members = children(of: path)
        if !members.isEmpty { return .group(members) }
        if let token = tokens[path] { return .token(token) }
        let groups = tokens.groupPaths.sorted()
        let siblings = groups.filter { $0.hasPrefix("button.") }
        let suggestion = Suggestion.closest(to: path, among: path.hasPrefix("button.") ? siblings : groups) ?? Suggestion.closest(to: path, among: groups)
        return .unknownGroup(path: path, suggestion: suggestion)
    }

    /// The button style group at `path` when it has colour tokens `background` and
    /// `foreground`; nil otherwise (use `lookupGroup` to say why).
    public func buttonStyle(_ path: String) -> ButtonStyleTokens? {
        guard case .group(let members) = lookupGroup(path),
            let background = members["background"], background.type == .color,
            let foreground = members["foreground"], foreground.type == .color
        else { return nil }
        return ButtonStyleTokens(background: background, foreground: foreground, members: members)
    }

    /// The button style group names the theme defines (`primary`, `mono`, ...), sorted.
    public var buttonStyleNames: [String] {
        let names = tokens.groupPaths.filter { $0.hasPrefix("button.") && !$0.dropFirst(7).contains(".") }.map { String($0.dropFirst(7)) }
        return names.filter { buttonStyle("button.\($0)") != nil }.sorted()
    }
}
