import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// `contrast` of the design system itself: the pairs of colours the tokens alone decide,
/// checked once per theme and reported at the token, not once per spec that shows them.
///
/// The pairs: each button style's foreground on its background; the title colour, the
/// message colour and every highlight colour on each card background (alert and sheet). The
/// computation is `ContrastRule`'s (WCAG 2.x, translucency composited, a translucent card
/// over the dim over white and black app content), with the contract's typographies; a
/// highlight is held to the stricter of the title's and the message's thresholds, since it
/// may sit in either. `ContrastRule` leaves out of a spec's findings exactly the pairs this
/// check reports (the tokens' own colours on the contract's card in the contract's
/// typography, and every `button.<name>` style on its own background), so a brand colour with too little contrast is one
/// finding at the brand file, not one per spec and theme.
///
/// A finding points at the token a team wrote: of the two, the one defined outside the
/// embedded default (the foreground when both are), with a note at the other.
public enum TokenContrast {
    public static func check(_ designSystem: DesignSystem) -> [Diagnostic] {
        findings(designSystem).map(\.diagnostic)
    }

    /// Each finding with the pair of colours it is about, so that a run over specs can name
    /// the specs that show it (`shows(_:in:overrides:)`).
    public static func findings(_ designSystem: DesignSystem) -> [Finding] {
        var problems: [(theme: String, problem: Problem)] = []
        for theme in designSystem.themes {
            problems += ThemeTokenContrast(theme: theme).problems().map { (theme.name, $0) }
        }
        return merge(problems)
    }

    /// A pair of colours the tokens decide, measured in one theme, whether it passes or not:
    /// what the language server's hover on a colour token shows.
    public struct Measurement: Sendable {
        public var theme: String
        /// The text's token and the surface's token (the contract's paths, as resolved).
        public var foreground: ResolvedToken
        public var background: ResolvedToken
        /// "the title", "the title of a 'button.primary' button", as in a finding.
        public var what: String
        public var surfaceName: String
        /// The worst ratio over the backdrops, and the threshold the text's size needs.
        public var ratio: Double
        public var needed: Double

        /// The ratio as a finding writes it ("4.49").
        public var ratioText: String { ContrastMessage.format(ratio, needed: needed) }
        /// The threshold as a finding writes it ("4.5", "3").
        public var neededText: String { ContrastMessage.neededText(needed) }
    }

    /// Every pair the check measures, in each theme, in the check's order.
    public static func measurements(_ designSystem: DesignSystem) -> [Measurement] {
        designSystem.themes.flatMap { theme in ThemeTokenContrast(theme: theme).measurements().map(\.measurement) }
    }

    /// A finding and the pair of colours it is about.
    public struct Finding: Sendable {
        public var diagnostic: Diagnostic
        public var pair: Pair

        public init(diagnostic: Diagnostic, pair: Pair) {
            self.diagnostic = diagnostic
            self.pair = pair
        }
    }

    /// A pair of colours the tokens alone decide: what a spec must draw to show a finding.
    public enum Pair: Sendable, Hashable {
        /// A `button.<name>` style's foreground on its opaque background.
        case buttonStyle(String)
        /// A translucent `button.<name>` style on the card of a presentation.
        case buttonOnCard(String, Presentation)
        case title(Presentation)
        case message(Presentation)
        /// A highlight style (`highlight.<name>`) on the card of a presentation.
        case highlight(String, Presentation)
    }

    /// Whether `spec` draws `pair` exactly as the tokens decide it: the pairs whose findings
    /// `ContrastRule` leaves to this check for that spec. `overrides` are the spec's, as
    /// `ContrastRule` reads them.
    public static func shows(_ pair: Pair, in spec: DialogSpec, overrides: StyleOverrides) -> Bool {
        let cardIsTheContracts = overrides.cardIsTheContracts
        func hasButton(_ name: String) -> Bool {
            spec.buttons.contains { $0.styleGroup == "button.\(name)" }
        }
        func tokensDecide(_ text: LocalizedText?, typographyKey: String) -> Bool {
            text != nil && overrides.override(named: typographyKey) == nil
        }
        switch pair {
        case .buttonStyle(let name):
            return hasButton(name)
        case .buttonOnCard(let name, let presentation):
            return spec.presentation.value == presentation && cardIsTheContracts && hasButton(name)
        case .title(let presentation):
            return spec.presentation.value == presentation && cardIsTheContracts
                && tokensDecide(spec.title, typographyKey: "title.typography") && overrides.override(named: "title.color") == nil
        case .message(let presentation):
            return spec.presentation.value == presentation && cardIsTheContracts
                && tokensDecide(spec.message, typographyKey: "message.typography") && overrides.override(named: "message.color") == nil
        case .highlight(let name, let presentation):
            guard spec.presentation.value == presentation, cardIsTheContracts else { return false }
            func spans(_ text: LocalizedText?) -> Bool {
                text?.forms.contains { $0.text.highlights.contains { $0.style == name } } ?? false
            }
            if tokensDecide(spec.title, typographyKey: "title.typography"), spans(spec.title) { return true }
            guard tokensDecide(spec.message, typographyKey: "message.typography") else { return false }
            return spans(spec.message) || spec.highlights.contains { $0.style.value == name }
        }
    }

    /// One failing pair in one theme, before themes are merged.
    struct Problem {
        var foreground: ResolvedToken
        var background: ResolvedToken
        var what: String
        var surfaceName: String
        var ratio: Double
        var needed: Double
        var notes: [Diagnostic.Note]
        var pair: Pair
    }

    /// One finding per pair and place, naming every theme where it fails.
    private static func merge(_ problems: [(theme: String, problem: Problem)]) -> [Finding] {
        var order: [String] = []
        var groups: [String: (problem: Problem, themes: [String])] = [:]
        for (theme, problem) in problems {
            let key = "\(problem.foreground.definition.location)|\(problem.background.definition.location)|\(problem.what)|\(ContrastMessage.format(problem.ratio, needed: problem.needed))|\(problem.notes)"
            if groups[key] == nil {
                order.append(key)
                groups[key] = (problem, [])
            }
            if !groups[key]!.themes.contains(theme) { groups[key]!.themes.append(theme) }
        }
        return order.map { key in
            let (problem, themes) = groups[key]!
            let (at, other) = reportedAt(problem)
            var notes = problem.notes
            notes.append(Diagnostic.Note(TokenContrastMessage.other(other.path), at: other.definition.location))
            notes.append(Diagnostic.Note(TokenContrastMessage.everySpec))
            let message = ContrastMessage.tooLow(
                problem.what, on: problem.surfaceName, ratio: problem.ratio, needed: problem.needed, themes: ThemedFindings.phrase(themes))
            let diagnostic = Diagnostic(
                rule: .contrast, severity: ContrastRule.declaration.defaultSeverity, message: message, location: at.definition.location, notes: notes)
            return Finding(diagnostic: diagnostic, pair: problem.pair)
        }
    }

    /// The token the team wrote: outside the embedded default, the foreground when both are.
    private static func reportedAt(_ problem: Problem) -> (at: ResolvedToken, other: ResolvedToken) {
        let foregroundIsEmbedded = isEmbedded(problem.foreground)
        if foregroundIsEmbedded && !isEmbedded(problem.background) { return (problem.background, problem.foreground) }
        return (problem.foreground, problem.background)
    }

    static func isEmbedded(_ token: ResolvedToken) -> Bool {
        token.definition.file.path.hasPrefix("(embedded)/")
    }
}

/// The token pairs of one theme.
private struct ThemeTokenContrast {
    let theme: Theme

    func problems() -> [TokenContrast.Problem] {
        measurements().compactMap(\.problem)
    }

    /// Each pair measured, with its problem when the ratio is below the threshold.
    func measurements() -> [(measurement: TokenContrast.Measurement, problem: TokenContrast.Problem?)] {
        var problems: [(measurement: TokenContrast.Measurement, problem: TokenContrast.Problem?)] = []
        let titleTypography = typography("dialog.title.typography")
        let messageTypography = typography("dialog.message.typography")
        let buttonTypography = typography("button.typography")
        var translucentButtons: [(String, ButtonStyleTokens)] = []
        for name in theme.buttonStyleNames {
            guard let style = theme.buttonStyle("button.\(name)"), let typography = buttonTypography else { continue }
            if style.background.value.color?.alpha ?? 1 < 1 {
                translucentButtons.append((name, style))
            } else {
                problems += check(
                    "the title of a 'button.\(name)' button", style.foreground, on: style.background, surfaceName: "its background",
                    cards: [ContrastBackdrop(appContent: nil, card: style.background.value.color!)], needed: ContrastRule.threshold(for: typography),
                    pair: .buttonStyle(name))
            }
        }
        for presentation in [Presentation.alert, .sheet] {
            guard let card = theme.tokens["dialog.\(presentation.rawValue).background"], let cardColor = card.value.color else { continue }
            let backdrops = self.backdrops(under: cardColor)
            let surfaceName = "the \(presentation.rawValue) background"
            if let title = theme.tokens["dialog.title.color"], let typography = titleTypography {
                problems += check(
                    "the title", title, on: card, surfaceName: surfaceName, cards: backdrops, needed: ContrastRule.threshold(for: typography),
                    pair: .title(presentation))
            }
            if let message = theme.tokens["dialog.message.color"], let typography = messageTypography {
                problems += check(
                    "the message", message, on: card, surfaceName: surfaceName, cards: backdrops, needed: ContrastRule.threshold(for: typography),
                    pair: .message(presentation))
            }
            let highlightNeeded = [titleTypography, messageTypography].compactMap { $0.map(ContrastRule.threshold(for:)) }.max() ?? 4.5
            for name in theme.highlightNames {
                guard let highlight = theme.tokens["highlight.\(name)"] else { continue }
                problems += check(
                    "a <\(name)> span", highlight, on: card, surfaceName: surfaceName, cards: backdrops, needed: highlightNeeded,
                    pair: .highlight(name, presentation))
            }
            for (name, style) in translucentButtons {
                guard let typography = buttonTypography, let color = style.background.value.color else { continue }
                let onCard = backdrops.map { ContrastBackdrop(appContent: $0.appContent, card: color.composited(over: $0.card)) }
                problems += check(
                    "the title of a 'button.\(name)' button on \(surfaceName)", style.foreground, on: style.background, surfaceName: "its background",
                    cards: onCard, needed: ContrastRule.threshold(for: typography), pair: .buttonOnCard(name, presentation))
            }
        }
        return problems
    }

    private func check(
        _ what: String, _ text: ResolvedToken, on surface: ResolvedToken, surfaceName: String, cards: [ContrastBackdrop], needed: Double,
        pair: TokenContrast.Pair
    ) -> [(measurement: TokenContrast.Measurement, problem: TokenContrast.Problem?)] {
        guard let textColor = text.value.color, let surfaceColor = surface.value.color else { return [] }
        let measured = cards.map { backdrop -> (ContrastBackdrop, RGBAColor, Double) in
            let shown = textColor.composited(over: backdrop.card)
            return (backdrop, shown, RGBAColor.contrastRatio(shown, backdrop.card))
        }
        guard let (backdrop, shownText, ratio) = measured.min(by: { $0.2 < $1.2 }) else { return [] }
        let measurement = TokenContrast.Measurement(
            theme: theme.name, foreground: text, background: surface, what: what, surfaceName: surfaceName, ratio: ratio, needed: needed)
        guard ratio < needed else { return [(measurement, nil)] }
        let textSource = SourcedColor(color: textColor, tokenPath: text.path)
        let surfaceSource = SourcedColor(color: surfaceColor, tokenPath: surface.path)
        var notes = [Diagnostic.Note(ContrastMessage.colors(text: textSource, surface: surfaceSource))]
        if textColor.alpha < 1 || surfaceColor.alpha < 1 || backdrop.card != surfaceColor {
            notes.append(Diagnostic.Note(ContrastMessage.composited(text: shownText, surface: backdrop.card, appContent: backdrop.appContent)))
        }
        return [
            (
                measurement,
                TokenContrast.Problem(
                    foreground: text, background: surface, what: what, surfaceName: surfaceName, ratio: ratio, needed: needed, notes: notes, pair: pair)
            )
        ]
    }

    /// The card over the contract's dim over white and black app content, as `ThemeContrast`.
    private func backdrops(under card: RGBAColor) -> [ContrastBackdrop] {
        guard card.alpha < 1 else { return [ContrastBackdrop(appContent: nil, card: card)] }
        var dim = theme.tokens["dialog.dim.color"]?.value.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        dim.alpha *= min(max(theme.tokens["dialog.dim.opacity"]?.value.scalar ?? 0, 0), 1)
        return [("white", RGBAColor.white), ("black", RGBAColor.black)].map { name, app in
            ContrastBackdrop(appContent: name, card: card.composited(over: dim.composited(over: app)))
        }
    }

    private func typography(_ path: String) -> Typography? {
        theme.tokens[path]?.value.typography
    }
}

enum TokenContrastMessage {
    static func other(_ path: String) -> String { "'\(path)' is defined here" }

    static let everySpec =
        "every dialog drawn with these tokens shows this; it is reported once, here, not for each spec and theme"
}
