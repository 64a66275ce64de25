import DialogDiagnostics
import DialogRules
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
    /// chain, the contrast of the pairs `contrast` checks it in, and where it is defined.
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
        lines += contrast(in: designSystem)
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

    /// The pairs of colours the `contrast` rule checks on the tokens (`TokenContrast`) that
    /// this token is one of, itself or through an alias: each pair's ratio per theme.
    private func contrast(in designSystem: DesignSystem) -> [String] {
        let measured = TokenContrast.measurements(designSystem).filter { measurement in
            [measurement.foreground, measurement.background].contains { $0.path == path || $0.aliasChain.contains(path) }
        }
        guard !measured.isEmpty else { return [] }
        var order: [String] = []
        var ratios: [String: [String]] = [:]
        for measurement in measured {
            let pair = TokenHoverMessage.pair(measurement.what, on: measurement.surfaceName, needed: measurement.neededText)
            if ratios[pair] == nil { order.append(pair) }
            ratios[pair, default: []].append(TokenHoverMessage.ratio(measurement.ratioText, theme: measurement.theme, passes: measurement.ratio >= measurement.needed))
        }
        return ["", TokenHoverMessage.contrastHeading] + order.map { "- \($0): " + ratios[$0]!.joined(separator: ", ") }
    }
}

enum TokenHoverMessage {
    static let contrastHeading = "Contrast (`contrast`):"
    static func pair(_ what: String, on surface: String, needed: String) -> String { "\(what) on \(surface) (needs \(needed):1)" }
    static func ratio(_ ratio: String, theme: String, passes: Bool) -> String { "\(theme) \(ratio):1" + (passes ? "" : " **too low**") }
}
