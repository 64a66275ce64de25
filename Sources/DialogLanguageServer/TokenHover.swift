import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTokens

/// A token reference under the cursor: a string value naming a token of the design system,
/// with or without braces (`"dialog.alert.background"`, `"{dialog.alert.background}"`), or
/// a button style group (`"button.primary"`, a `background` and a `foreground` colour).
struct TokenReference {
    var path: String
    /// The string's bytes, quotes excluded.
    var range: SourceRange
    /// Whether `path` names a button style group rather than a token.
    var isButtonStyle = false

    /// The reference at `cursor`, when the string there names a token of `designSystem`.
    init?(at cursor: JSONCursor, in bytes: [UInt8], designSystem: DesignSystem?) {
        guard cursor.place == .value, let string = cursor.string, let end = cursor.stringEnd, let designSystem else { return nil }
        var text = String(decoding: bytes[(string.start + 1)..<end], as: UTF8.self)
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if !designSystem.themes.contains(where: { $0.tokens[text] != nil }) {
            guard designSystem.themes.contains(where: { $0.buttonStyle(text) != nil }) else { return nil }
            isButtonStyle = true
        }
        path = text
        range = SourceRange(string.start + 1, end)
    }

    /// Whether a token (its path and alias chain) is this one, or one of this button style's.
    private func refers(to token: String, aliasChain: [String]) -> Bool {
        let prefix = path + "."
        return ([token] + aliasChain).contains { isButtonStyle ? $0.hasPrefix(prefix) : $0 == path }
    }

    /// Markdown: the token's type, its value in each theme (colours as hex), the alias
    /// chain, the contrast of the pairs `contrast` checks it in (on the design system, and
    /// on `spec`, the spec it is hovered in), and where it is defined.
    func hover(in designSystem: DesignSystem, spec: DialogSpec? = nil) -> String {
        if isButtonStyle { return buttonStyleHover(in: designSystem, spec: spec) }
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
        if let spec { lines += contrast(in: spec, designSystem: designSystem) }
        lines += Self.definitions(tokens)
        return lines.joined(separator: "\n")
    }

    /// Markdown for a button style group: its two colours in each theme, the contrast of
    /// the pairs it is in, and where its colours are defined.
    private func buttonStyleHover(in designSystem: DesignSystem, spec: DialogSpec?) -> String {
        var lines = ["**`\(path)`** (button style)", "", "| theme | background | foreground |", "|---|---|---|"]
        var tokens: [(String, ResolvedToken)] = []
        for theme in designSystem.themes {
            guard let style = theme.buttonStyle(path) else {
                lines.append("| \(theme.name) | not defined | not defined |")
                continue
            }
            lines.append("| \(theme.name) | `\(TokenReport.textValue(style.background.value))` | `\(TokenReport.textValue(style.foreground.value))` |")
            tokens += [(theme.name, style.background), (theme.name, style.foreground)]
        }
        lines += contrast(in: designSystem)
        if let spec { lines += contrast(in: spec, designSystem: designSystem) }
        lines += Self.definitions(tokens)
        return lines.joined(separator: "\n")
    }

    /// "Defined at" each token's file, line and column, once per place.
    private static func definitions(_ tokens: [(theme: String, token: ResolvedToken)]) -> [String] {
        var places: [String] = []
        for (theme, token) in tokens {
            let location = token.definition.location
            let place = "\(location.path):\(location.start.line):\(location.start.column)"
            if !places.contains(where: { $0.hasSuffix(place) }) { places.append("\(theme): \(place)") }
        }
        return places.isEmpty ? [] : ["", "Defined at " + places.joined(separator: "; ")]
    }

    /// The pairs of colours the `contrast` rule checks on the tokens (`TokenContrast`) that
    /// this token is one of, itself or through an alias: each pair's ratio per theme.
    private func contrast(in designSystem: DesignSystem) -> [String] {
        let measured = TokenContrast.measurements(designSystem).filter { measurement in
            [measurement.foreground, measurement.background].contains { refers(to: $0.path, aliasChain: $0.aliasChain) }
        }
        return Self.contrastLines(
            TokenHoverMessage.contrastHeading,
            measured.map { ($0.theme, $0.what, $0.surfaceName, $0.ratioText, $0.neededText, $0.ratio >= $0.needed) })
    }

    /// The pairs the `contrast` rule checks on `spec` because of its `style` (a background,
    /// a text colour or typography, a button's style group of its own) that this token is
    /// one of, itself or through an alias: each pair's ratio per theme, as the spec's
    /// `contrast` findings give them.
    private func contrast(in spec: DialogSpec, designSystem: DesignSystem) -> [String] {
        var themes: [String: Theme] = [:]
        for theme in designSystem.themes { themes[theme.name] = theme }
        func isThis(_ token: String?, in theme: String) -> Bool {
            guard let token else { return false }
            return refers(to: token, aliasChain: themes[theme]?.tokens[token]?.aliasChain ?? [])
        }
        let measured = ContrastRule.measurements(of: spec, in: designSystem).filter {
            isThis($0.foregroundToken, in: $0.theme) || isThis($0.backgroundToken, in: $0.theme)
        }
        return Self.contrastLines(
            TokenHoverMessage.specContrastHeading,
            measured.map { ($0.theme, $0.subject.name, $0.surfaceName, $0.ratioText, $0.neededText, !$0.isTooLow) })
    }

    /// A heading and one line per pair: its ratio in each theme beside the ratio needed.
    private static func contrastLines(
        _ heading: String, _ measured: [(theme: String, what: String, surface: String, ratio: String, needed: String, passes: Bool)]
    ) -> [String] {
        guard !measured.isEmpty else { return [] }
        var order: [String] = []
        var ratios: [String: [String]] = [:]
        for measurement in measured {
            let pair = TokenHoverMessage.pair(measurement.what, on: measurement.surface, needed: measurement.needed)
            if ratios[pair] == nil { order.append(pair) }
            ratios[pair, default: []].append(TokenHoverMessage.ratio(measurement.ratio, theme: measurement.theme, passes: measurement.passes))
        }
        return ["", heading] + order.map { "- \($0): " + ratios[$0]!.joined(separator: ", ") }
    }
}

enum TokenHoverMessage {
    static let contrastHeading = "Contrast (`contrast`):"
    static let specContrastHeading = "Contrast in this spec (`contrast`):"
    static func pair(_ what: String, on surface: String, needed: String) -> String { "\(what) on \(surface) (needs \(needed):1)" }
    static func ratio(_ ratio: String, theme: String, passes: Bool) -> String { "\(theme) \(ratio):1" + (passes ? "" : " **too low**") }
}
