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

    /// The border drawn inside the button's edge: `border.color` and `border.width` when
    /// both are there with their types and the width is not negative; nil otherwise (lint
    /// reports a group that has one without the other).
    public var border: ButtonBorder? {
        guard let color = members["border.color"]?.value.color, let widthToken = members["border.width"], widthToken.type == .dimension,
            let width = widthToken.value.scalar, width >= 0
        else { return nil }
        return ButtonBorder(color: color, width: width)
    }
}

/// A button style's border: a colour and a width in points.
public struct ButtonBorder: Sendable, Hashable {
    public var color: RGBAColor
    public var width: Double
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
