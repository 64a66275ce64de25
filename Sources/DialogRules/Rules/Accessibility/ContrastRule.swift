import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// `contrast`: text below WCAG 2.x contrast against what it is drawn on, in some theme.
///
/// Checked: the title and the message on the card, each highlight style in them (spans and
/// `highlights` entries) on the card, and each button title on its button. Colours come from
/// the contract tokens with the spec's `style` overrides, and the button's style group.
/// Translucent colours are composited first: text over its surface, a button over the card,
/// the card over the dim over the app. The app beneath is unknown, so a translucent card is
/// checked over both white and black app content and the worse ratio counts.
public struct ContrastRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .contrast, .accessibility, .error,
        summary: "text is below WCAG 2.x contrast against what it is drawn on, in any theme: 4.5:1, or 3:1 for large text",
        rationale: "WCAG 2.x success criterion 1.4.3 keeps text readable for people with low vision.",
        why: "Text below WCAG contrast cannot be read by many people; it is an accessibility failure, not a matter of taste. A team that accepts a known case configures the rule or disables it for the spec.")

    public var reads: Set<SpecPart> { SpecPart.texts.union([.presentation, .style, .dim]) }

    public var details: String {
        "WCAG 2.x relative luminance and contrast ratio. Large text (3:1) is 18 pt and up, or 14 pt and up at weight 700 and up, read from the typography tokens at their own size (Dynamic Type `large`); other text needs 4.5:1. Checked in every theme: the title and message (colors `title.color`, `message.color` and typographies from the contract or the spec's `style`) on the card background (`dialog.<presentation>.background` or the spec's `background`), each highlight style of a title or message span and each `highlights` entry (`highlight.<style>`, in the text's typography) on the card, and each button title (`<group>.foreground`, `button.typography`) on its button (`<group>.background`). Translucent colors are composited with \"source over\" first: text over its surface, a button over the card, the card over the dim color at the dim opacity over the app. What the app shows beneath is unknown, so a translucent card is checked over white and over black app content and the worse ratio is reported. Findings point at the text (at the first tag of a span style, at a `highlights` entry's `style`); the ratio is rounded to two decimals, but cut instead where rounding would make a failing ratio read as the threshold (4.497 reads 4.49, not 4.50). A note names the two colors as `#RRGGBBAA` and where they came from. Colors that do not resolve are the token rules' findings and are skipped here; spans in button titles and content elements are not checked (the contract gives no colors for them)."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let overrides = StyleOverrides(spec: context.spec)
        return ThemedFindings.merge(
            context.designSystem.themes.flatMap { ThemeContrast(spec: context.spec, theme: $0, overrides: overrides).problems() }, in: context)
    }

    /// Every pair of colours this rule checks on `spec` (the pairs its `style` makes; those
    /// the tokens alone decide are `TokenContrast`'s), in each theme, passing or not: what
    /// the language server's hover on a colour token in the spec shows.
    public static func measurements(of spec: DialogSpec, in designSystem: DesignSystem) -> [Measurement] {
        let overrides = StyleOverrides(spec: spec)
        return designSystem.themes.flatMap { ThemeContrast(spec: spec, theme: $0, overrides: overrides).measurements().map(\.measurement) }
    }

    /// What the rule measured of one text on its surface in one theme.
    public struct Measurement: Sendable {
        public var theme: String
        public var subject: Subject
        /// "the dialog background", "its background", as in a finding.
        public var surfaceName: String
        /// The tokens the text's and the surface's colours come from; nil for a literal.
        public var foregroundToken: String?
        public var backgroundToken: String?
        /// The worst ratio over the backdrops, and the threshold the text's size needs.
        public var ratio: Double
        public var needed: Double

        /// Whether the rule reports it (in this theme).
        public var isTooLow: Bool { ratio < needed }
        /// The ratio as a finding writes it ("4.49").
        public var ratioText: String { ContrastMessage.format(ratio, needed: needed) }
        /// The threshold as a finding writes it ("4.5", "3").
        public var neededText: String { ContrastMessage.neededText(needed) }
    }

    /// The text a measurement is of.
    public enum Subject: Sendable, Hashable {
        case title
        case message
        /// A highlight style's first span in the title or the message.
        case span(style: String, inMessage: Bool)
        /// An entry of `highlights` (its index from 0).
        case highlight(index: Int, style: String)
        case buttonTitle(id: String)

        /// As a finding names it: "the title", "the <danger> span of the message".
        public var name: String {
            switch self {
            case .title: "the title"
            case .message: "the message"
            case .span(let style, let inMessage): "the <\(style)> span of \(inMessage ? Subject.message.name : Subject.title.name)"
            case .highlight(let index, let style): "highlight \(index + 1) ('\(style)')"
            case .buttonTitle(let id): "the title of button '\(id)'"
            }
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": 1️⃣"Delete this timer?",
                  "message": "It can't be 2️⃣<danger>restored</danger>.",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "delete", "title": "Delete", "role": "destructive" }
                  ],
                  "style": { "background": "button.destructive.background", "message.color": "button.destructive.foreground" }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "notice.simple",
                  "title": 1️⃣"Something new",
                  "message": 2️⃣"Timers now have a widget.",
                  "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }],
                  "style": { "background": "#FFFFFF40", "message.color": "#767676" }
                }
                """#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": "It can't be <danger>restored</danger>.",
                  "highlights": [{ "text": "It", "style": "accent" }],
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "delete", "title": "Delete", "role": "destructive" }
                  ],
                  "style": { "background": "dialog.sheet.background", "title.typography": "button.typography" }
                }
                """#)
            ])
    }
}

/// A colour and where it came from, for notes: a token path in quotes, or the spec's literal.
struct SourcedColor {
    var color: RGBAColor
    /// The token it comes from, nil for a literal the spec writes.
    var tokenPath: String?

    /// Where the colour comes from, for a note: `'color.ink'`, or the spec's literal.
    /// (Worded only for a finding: most colours pass.)
    var origin: String { tokenPath.map { "'\($0)'" } ?? "the spec's literal" }
}

/// What lies under the text's surface: the dim over white or black app content. A
/// translucent card shows what is beneath; an opaque card hides it and needs one check.
struct ContrastBackdrop {
    /// "white" or "black", nil when the card is opaque and the app does not matter.
    var appContent: String?
    /// The card as the eye sees it over this backdrop.
    var card: RGBAColor
}

/// The contrast checks of one spec in one theme.
struct ThemeContrast {
    let spec: DialogSpec
    let theme: Theme
    /// The spec's overrides, resolved once for every theme.
    let overrides: StyleOverrides

    var cardIsTheContracts: Bool { overrides.cardIsTheContracts }

    /// One pair measured, with the problem the rule reports when it is too low.
    typealias Measured = (measurement: ContrastRule.Measurement, problem: ThemedProblem?)

    func problems() -> [ThemedProblem] {
        measurements().compactMap(\.problem)
    }

    /// Every pair the rule checks, in the order of its findings.
    func measurements() -> [Measured] {
        guard let background = color(styleKey: "background") else { return [] }
        let backdrops = self.backdrops(under: background)
        var problems: [Measured] = []
        let fields = [
            (name: ContrastRule.Subject.title, typographyKey: "title.typography", colorKey: "title.color", text: spec.title, isMessage: false),
            (name: ContrastRule.Subject.message, typographyKey: "message.typography", colorKey: "message.color", text: spec.message, isMessage: true),
        ]
        for (name, typographyKey, colorKey, text, isMessage) in fields {
            guard let text, let typography = typography(styleKey: typographyKey) else { continue }
            // Pairs of the tokens' own colours on the contract's card, in the contract's
            // typography, are `TokenContrast`'s findings, reported once at the token.
            let tokensDecideSpans = cardIsTheContracts && overrides.override(named: typographyKey) == nil
            if let color = color(styleKey: colorKey), !(tokensDecideSpans && overrides.override(named: colorKey) == nil) {
                problems += check(name, at: text.range, text: color, on: background, backdrops: backdrops, typography: typography)
            }
            for (style, range) in firstSpans(of: text) where !tokensDecideSpans {
                guard let color = highlightColor(style) else { continue }
                problems += check(.span(style: style, inMessage: isMessage), at: range, text: color, on: background, backdrops: backdrops, typography: typography)
            }
            if isMessage, !tokensDecideSpans {
                for (index, entry) in spec.highlights.enumerated() {
                    guard let color = highlightColor(entry.style.value) else { continue }
                    problems += check(
                        .highlight(index: index, style: entry.style.value), at: entry.style.range, text: color, on: background,
                        backdrops: backdrops, typography: typography)
                }
            }
        }
        problems += buttonProblems(backdrops: backdrops)
        return problems
    }

    private func buttonProblems(backdrops: [ContrastBackdrop]) -> [Measured] {
        guard case .value(let value, _) = theme.lookup(.token(path: "button.typography"), expecting: .typography),
            let typography = value.typography
        else { return [] }
        return spec.buttons.flatMap { button -> [Measured] in
            let group = button.styleGroup
            // No fallback: a group the theme lacks is the token rules' finding.
            guard let style = ButtonStyleResolution.style(group: group, role: button.role.value, in: theme, fallback: .none),
                let backgroundColor = style.background.value.color, let foregroundColor = style.foreground.value.color
            else { return [] }
            let background = SourcedColor(color: backgroundColor, tokenPath: style.background.path)
            let foreground = SourcedColor(color: foregroundColor, tokenPath: style.foreground.path)
            // A `button.<name>` group's own pair is the tokens' finding (`TokenContrast`); a
            // translucent one also lies on the card, which must then be the contract's too.
            let isTokenStyle = group.utf8.starts(with: "button.".utf8) && !group.utf8.dropFirst(7).contains(UInt8(ascii: "."))
            if isTokenStyle, background.color.alpha == 1 || cardIsTheContracts { return [] }
            // The button lies on the card: a translucent one shows each backdrop's card.
            let buttonBackdrops =
                background.color.alpha < 1
                ? backdrops.map { ContrastBackdrop(appContent: $0.appContent, card: background.color.composited(over: $0.card)) }
                : [ContrastBackdrop(appContent: nil, card: background.color)]
            return check(
                .buttonTitle(id: button.id.value), at: button.title.range, text: foreground, on: background, backdrops: buttonBackdrops,
                typography: typography, surfaceName: "its background")
        }
    }

    /// `text` on the worst of `backdrops` measured, with a finding when it is below the
    /// threshold. (The subject is worded only for a finding: most texts pass.)
    private func check(
        _ subject: ContrastRule.Subject, at range: SourceRange, text: SourcedColor, on surface: SourcedColor, backdrops: [ContrastBackdrop],
        typography: Typography, surfaceName: String = "the dialog background"
    ) -> [Measured] {
        let needed = ContrastRule.threshold(for: typography)
        var worst: (backdrop: ContrastBackdrop, shown: RGBAColor, ratio: Double)?
        for backdrop in backdrops {
            let shown = text.color.composited(over: backdrop.card)
            let ratio = RGBAColor.contrastRatio(shown, backdrop.card)
            if worst == nil || ratio < worst!.ratio { worst = (backdrop, shown, ratio) }
        }
        guard let (backdrop, shownText, ratio) = worst else { return [] }
        let measurement = ContrastRule.Measurement(
            theme: theme.name, subject: subject, surfaceName: surfaceName, foregroundToken: text.tokenPath, backgroundToken: surface.tokenPath,
            ratio: ratio, needed: needed)
        guard ratio < needed else { return [(measurement, nil)] }
        let name = subject.name
        var notes = [Diagnostic.Note(ContrastMessage.colors(text: text, surface: surface))]
        if text.color.alpha < 1 || surface.color.alpha < 1 || backdrop.card != surface.color {
            notes.append(Diagnostic.Note(ContrastMessage.composited(text: shownText, surface: backdrop.card, appContent: backdrop.appContent)))
        }
        return [
            (
                measurement,
                ThemedProblem(
                    theme: theme.name, range: range, message: { ContrastMessage.tooLow(name, on: surfaceName, ratio: ratio, needed: needed, themes: $0) },
                    notes: notes)
            )
        ]
    }

    // MARK: Backdrops

    /// The card over the dim over white and black app content; one entry for an opaque card.
    private func backdrops(under card: SourcedColor) -> [ContrastBackdrop] {
        guard card.color.alpha < 1 else { return [ContrastBackdrop(appContent: nil, card: card.color)] }
        let dimColor = resolve(overrides.dimColor, contract: "dialog.dim.color", type: .color)?.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        let opacity = resolve(overrides.dimOpacity, contract: "dialog.dim.opacity", type: .number)?.scalar ?? 0
        var dim = dimColor
        dim.alpha *= min(max(opacity, 0), 1)
        return [("white", RGBAColor.white), ("black", RGBAColor.black)].map { name, app in
            ContrastBackdrop(appContent: name, card: card.color.composited(over: dim.composited(over: app)))
        }
    }

    // MARK: Lookups

    /// The colour of a `style` key: the spec's override, else the contract token.
    private func color(styleKey: String) -> SourcedColor? {
        let override = overrides.override(named: styleKey)
        let contract = contractPath(styleKey)
        guard let value = resolve(override, contract: contract, type: .color)?.color else { return nil }
        return SourcedColor(color: value, tokenPath: override.map(\.written.value.tokenPath) ?? contract)
    }

    private func typography(styleKey: String) -> Typography? {
        resolve(overrides.override(named: styleKey), contract: contractPath(styleKey), type: .typography)?.typography
    }

    private func highlightColor(_ style: String) -> SourcedColor? {
        guard case .value(let value, _) = theme.highlight(named: style), let color = value.color else { return nil }
        return SourcedColor(color: color, tokenPath: "highlight.\(style)")
    }

    /// The value of the spec's override, or of the contract token when it writes none; nil
    /// when it does not resolve (the token rules report why).
    private func resolve(_ override: StyleOverrides.Override?, contract: String, type: TokenType) -> TokenValue? {
        if let override { return override.value(in: theme, as: type) }
        guard case .value(let value, _) = theme.lookup(.token(path: contract), expecting: type) else { return nil }
        return value
    }

    private func contractPath(_ styleKey: String) -> String {
        DialogStyleKey.named(styleKey)!.contractTokenPath(for: spec.presentation.value)
    }

    /// Each highlight style of a text once, at its first opening tag in document order: a
    /// style's colour is the same in every locale, so one finding per style is enough.
    private func firstSpans(of text: LocalizedText) -> [(String, SourceRange)] {
        var seen: Set<String> = []
        var spans: [(String, SourceRange)] = []
        for form in text.forms {
            var map = StringLiteralMap(literal: form.range, in: spec.file)
            for span in form.text.highlights where seen.insert(span.style).inserted {
                spans.append((span.style, map.byteRange(ofScalars: span.openingTag)))
            }
        }
        return spans
    }
}

extension ContrastRule {
    /// WCAG 2.x: 3:1 for large text (18 pt, or 14 pt at weight 700 and up), else 4.5:1.
    static func threshold(for typography: Typography) -> Double {
        let isLarge = typography.fontSize >= 18 || (typography.fontSize >= 14 && typography.fontWeight >= 700)
        return isLarge ? 3 : 4.5
    }
}

enum ContrastMessage {
    static func tooLow(_ name: String, on surface: String, ratio: Double, needed: Double, themes: String) -> String {
        let large = needed < 4.5 ? " for large text" : ""
        return "contrast of \(name) on \(surface) is \(format(ratio, needed: needed)):1 \(themes); needs \(neededText(needed)):1\(large)"
    }

    static func colors(text: SourcedColor, surface: SourcedColor) -> String {
        "text \(text.color.hexRGBA) from \(text.origin) on \(surface.color.hexRGBA) from \(surface.origin)"
    }

    static func composited(text: RGBAColor, surface: RGBAColor, appContent: String?) -> String {
        let under = appContent.map { " (the card over the dim over \($0) app content, the worse case)" } ?? ""
        return "with translucency composited, \(text.hexRGBA) on \(surface.hexRGBA)\(under)"
    }

    /// The ratio to two decimals, rounded, except that a failing ratio is cut instead when
    /// rounding would reach the threshold: 4.497 reads "4.49", never "4.50" beside "needs 4.5".
    static func format(_ ratio: Double, needed: Double) -> String {
        var hundredths = Int((ratio * 100).rounded())
        if Double(hundredths) >= needed * 100 { hundredths = Int((ratio * 100).rounded(.down)) }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func neededText(_ needed: Double) -> String {
        needed == needed.rounded() ? String(Int(needed)) : "\(needed)"
    }
}

extension RuleID {
    public static let contrast = RuleID("contrast")
}
