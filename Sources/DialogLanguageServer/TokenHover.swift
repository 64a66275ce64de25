import DialogDiagnostics
import DialogTokens

/// A token reference under the cursor: a string value naming a token of the design system,
/// with or without braces (`"dialog.alert.background"`, `"{dialog.alert.background}"`).
struct TokenReference {
    var path: String
    /// The string's bytes, quotes excluded.
    var range: SourceRange

    /// The reference at `cursor`, when the string there names a token of `designSystem`.
    init?(at cursor: JSONCursor, in bytes: [UInt8], designSystem: DesignSystem?) {
        guard cursor.place == .value, let string = cursor.string, let end = cursor.stringEnd, let designSystem else { return nil }
        var text = String(decoding: bytes[(string.start + 1)..<end], as: UTF8.self)
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        guard designSystem.themes.contains(where: { $0.tokens[text] != nil }) else { return nil }
        path = text
        range = SourceRange(string.start + 1, end)
    }

    /// Markdown: the token's type, its value in each theme (colours as hex), the alias
    /// chain and where it is defined.
    func hover(in designSystem: DesignSystem) -> String {
        var lines: [String] = []
        let tokens = designSystem.themes.compactMap { theme in theme.tokens[path].map { (theme.name, $0) } }
        let type = tokens.first.map { " (\($0.1.type.rawValue))" } ?? ""
        lines.append("**`\(path)`**\(type)")
        lines.append("")
        lines.append("| theme | value |")
        lines.append("|---|---|")
        for theme in designSystem.themes {
            let value = theme.tokens[path].map { "`\(TokenReport.textValue($0.value))`" } ?? "not defined"
            lines.append("| \(theme.name) | \(value) |")
        }
        for (theme, token) in tokens where !token.aliasChain.isEmpty {
            lines.append("")
            lines.append("\(theme): " + ([path] + token.aliasChain).map { "`\($0)`" }.joined(separator: " → "))
        }
        var places: [String] = []
        for (theme, token) in tokens {
            let location = token.definition.location
            let place = "\(location.path):\(location.start.line):\(location.start.column)"
            if !places.contains(where: { $0.hasSuffix(place) }) { places.append("\(theme): \(place)") }
        }
        if !places.isEmpty {
            lines.append("")
            lines.append("Defined at " + places.joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }
}
