import DialogModel
import DialogTokens

/// Reads the dialog contract tokens (docs/format/tokens.md#contract-tokens) for one spec in one theme, with
/// the spec's `style` overrides applied.
///
/// Layout never fails for a token problem: an override that does not resolve (an unknown
/// token, a wrong type) falls back to the theme's contract token, and a contract token the
/// theme lacks (or gives a value outside its `ContractRange`) falls back to the embedded
/// default's theme of the same name (`light` for any other name). Those problems are
/// reported by the check stage and the theme loader, not here.
final class ContractStyle {
    let theme: Theme
    let presentation: Presentation
    /// The spec's overrides (one per spec, shared by its styles in every theme).
    let styleOverrides: StyleOverrides
    private let defaults: Theme?
    /// Answers already looked up. A style is one spec in one theme, and every answer
    /// depends only on those and the question, so a `LayoutSession` shares one style
    /// across devices, sizes and locales and each token is looked up once.
    let memo = Memo()

    /// Every answer this style gave, so that `ThemeRecolouring` can tell whether another
    /// theme would answer every layout question the same except for colours.
    /// Used by one thread (its session's), so its members are not checked for exclusive
    /// access at run time: those checks were a twentieth of lint.
    final class Memo {
        struct ValueKey: Hashable {
            var key: String
            var type: TokenType
        }
        /// Per `StyleQuestion.rawValue`: nil until asked, then the answer (itself nil when
        /// nothing resolves).
        @exclusivity(unchecked) var answers = [TokenValue??](repeating: nil, count: StyleQuestion.allCases.count)
        @exclusivity(unchecked) var buttonColors: [ButtonColorsKey: (background: RGBAColor, foreground: RGBAColor)] = [:]
        @exclusivity(unchecked) var highlights: [String: RGBAColor?] = [:]
        @exclusivity(unchecked) var tokens: [ValueKey: TokenValue?] = [:]
        @exclusivity(unchecked) var dimColor: RGBAColor?
        @exclusivity(unchecked) private(set) var answeredQuestions = 0

        /// How many questions were answered; grows with every new one.
        var answerCount: Int { answeredQuestions + buttonColors.count + highlights.count + tokens.count + (dimColor == nil ? 0 : 1) }

        func remember(_ answer: TokenValue?, for question: StyleQuestion) {
            answers[question.rawValue] = .some(answer)
            answeredQuestions += 1
        }

        /// The questions asked so far, with their answers.
        var answered: [(question: StyleQuestion, answer: TokenValue?)] {
            StyleQuestion.allCases.compactMap { question in answers[question.rawValue].map { (question, $0) } }
        }
    }

    struct ButtonColorsKey: Hashable {
        var styleGroup: String
        var role: ButtonRole
    }

    /// The theme's answers to the questions a spec does not override, when the session has
    /// them for the whole run (`ContractAnswers`).
    private let shared: ContractAnswers.ThemeAnswers?

    init(spec: DialogSpec, theme: Theme, overrides: StyleOverrides? = nil, shared: ContractAnswers? = nil) {
        self.theme = theme
        self.presentation = spec.presentation.value
        self.styleOverrides = overrides ?? StyleOverrides(spec: spec)
        self.defaults = Self.defaults(for: theme)
        self.shared = shared?.answers(for: theme)
    }

    /// The embedded default's theme a theme falls back to: the one of the same name, else
    /// `light`.
    static func defaults(for theme: Theme) -> Theme? {
        let embedded = EmbeddedDefaultTokens.shared
        return embedded.theme(named: theme.name) ?? embedded.theme(named: "light")
    }

    /// The answer to a layout question: a style key's value (`padding.top` is
    /// `dialog.<presentation>.padding.top` unless the spec overrides it), or a contract
    /// token's.
    func value(_ question: StyleQuestion) -> TokenValue? {
        if let known = memo.answers[question.rawValue] { return known }
        let value: TokenValue?
        if !question.isContractToken, let written = override(question) {
            value = written
        } else if let shared {
            value = shared.answer(question, presentation)
        } else {
            value = Self.unoverriddenAnswer(question, presentation, theme: theme, defaults: defaults)
        }
        memo.remember(value, for: question)
        return value
    }

    /// Whether the spec writes a value for `question` that applies to its presentation
    /// (resolving or not): then its answer may differ from the theme's contract answer.
    func overrides(_ question: StyleQuestion) -> Bool {
        overridden & (1 << question.rawValue) != 0
    }

    /// One bit per `StyleQuestion` the spec's `style` writes a value for.
    private lazy var overridden: UInt64 = StyleQuestion.allCases.reduce(0) { bits, question in
        question.isContractToken || styleOverrides.override(named: question.key) == nil ? bits : bits | (1 << question.rawValue)
    }

    /// The spec's own value for a style key, when it writes one that resolves.
    private func override(_ question: StyleQuestion) -> TokenValue? {
        styleOverrides.override(named: question.key)?.value(in: theme, as: question.type)
    }

    /// The answer when the spec overrides nothing: the contract token of the question (for a
    /// style key, of the presentation), from the theme or else the embedded default.
    static func unoverriddenAnswer(_ question: StyleQuestion, _ presentation: Presentation, theme: Theme, defaults: Theme?) -> TokenValue? {
        lookUpToken(question.tokenPath(for: presentation), question.type, range: question.range, theme: theme, defaults: defaults)
    }

    func dimension(_ question: StyleQuestion) -> Double { value(question)?.scalar ?? 0 }
    func color(_ question: StyleQuestion) -> RGBAColor { value(question)?.color ?? .black }
    func typography(_ question: StyleQuestion) -> Typography {
        value(question)?.typography ?? Typography(fontFamily: ["system"], fontSize: 16, fontWeight: 400, lineHeight: 1.2)
    }

    /// A token by path, from the theme or else the embedded default, remembered in the memo
    /// (the backdrop's tokens; the engine's other questions go through `value(_:)`).
    func token(_ path: String, _ type: TokenType) -> TokenValue? {
        let memoKey = Memo.ValueKey(key: path, type: type)
        if let known = memo.tokens[memoKey] { return known }
        let value = lookUpToken(path, type)
        memo.tokens[memoKey] = value
        return value
    }

    /// A line count token (`button.titleMaxLines`) as a number of lines, at least 1.
    func lineCount(_ question: StyleQuestion) -> Int {
        // Out-of-range values fall back in the lookup; the cap keeps a huge one convertible.
        Int(min(max(value(question)?.scalar ?? 1, 1), 10_000))
    }

    /// The theme's token, else the embedded default's when the theme lacks it, gives it
    /// another type, or a value outside `range` (`ContractTokens.range(of:)`, reported by the
    /// loader; the bounded tokens are all `StyleQuestion`s, which know their range).
    private func lookUpToken(_ path: String, _ type: TokenType) -> TokenValue? {
        Self.lookUpToken(path, type, theme: theme, defaults: defaults)
    }

    private static func lookUpToken(_ path: String, _ type: TokenType, range: ContractRange? = nil, theme: Theme, defaults: Theme?) -> TokenValue? {
        func accepts(_ token: ResolvedToken?) -> TokenValue? {
            guard let token, token.type == type else { return nil }
            if let range, let scalar = token.value.scalar, !range.contains(scalar) { return nil }
            return token.value
        }
        return accepts(theme.tokens[path]) ?? accepts(defaults?.tokens[path])
    }

    /// A token or literal the spec writes outside `style` (the backdrop's colour), else the
    /// contract token at `path`.
    private func written(_ override: StyleOverrides.Override?, _ type: TokenType, contract path: String) -> TokenValue? {
        override?.value(in: theme, as: type) ?? token(path, type)
    }

    /// The backdrop's colour with its opacity applied.
    func dimColor() -> RGBAColor {
        if let known = memo.dimColor { return known }
        let color = written(styleOverrides.dimColor, .color, contract: "dialog.dim.color")?.color ?? .black
        let opacity = written(styleOverrides.dimOpacity, .number, contract: "dialog.dim.opacity")?.scalar ?? 0.4
        let dim = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
        memo.dimColor = dim
        return dim
    }

    /// A button's colours: its style group, else the group of its role, else the
    /// embedded default's.
    func buttonColors(_ button: DialogButton) -> (background: RGBAColor, foreground: RGBAColor) {
        buttonColors(styleGroup: button.styleGroup, role: button.role.value)
    }

    func buttonColors(styleGroup: String, role: ButtonRole) -> (background: RGBAColor, foreground: RGBAColor) {
        let key = ButtonColorsKey(styleGroup: styleGroup, role: role)
        if let known = memo.buttonColors[key] { return known }
        let colors = lookUpButtonColors(styleGroup: styleGroup, role: role)
        memo.buttonColors[key] = colors
        return colors
    }

    /// The style group the button's colours come from (its own, else its role's, in the
    /// theme and then in the embedded default's): what draws its border too.
    func buttonStyle(_ button: DialogButton) -> ButtonStyleTokens? {
        ButtonStyleResolution.style(group: button.styleGroup, role: button.role.value, in: theme, fallback: .roleThenDefaults(defaults))
    }

    private func lookUpButtonColors(styleGroup: String, role: ButtonRole) -> (background: RGBAColor, foreground: RGBAColor) {
        guard let style = ButtonStyleResolution.style(group: styleGroup, role: role, in: theme, fallback: .roleThenDefaults(defaults)),
            let background = style.background.value.color, let foreground = style.foreground.value.color
        else { return (.black, .white) }
        return (background, foreground)
    }

    /// The colour of a highlight style, nil when the theme has none (reported elsewhere).
    func highlightColor(_ name: String) -> RGBAColor? {
        if let known = memo.highlights[name] { return known }
        let color = lookUpHighlightColor(name)
        memo.highlights[name] = color
        return color
    }

    private func lookUpHighlightColor(_ name: String) -> RGBAColor? {
        if case .value(let value, _) = theme.highlight(named: name) { return value.color }
        return nil
    }
}

/// Each theme's answers to the layout questions a spec does not override (its contract
/// tokens, else the embedded default's), worked out once for all the specs of a run: every
/// spec asked them of every theme again, a dictionary lookup by a token path each.
public final class ContractAnswers: Sendable {
    private let themes: [String: ThemeAnswers]
    /// Per pair of themes (by `ThemeAnswers.index`) and presentation: `agreesExceptColours`.
    private let agreement: [Bool]

    /// One theme's answers, per presentation and question.
    struct ThemeAnswers: Sendable {
        /// The theme's position in its design system.
        fileprivate var index: Int
        fileprivate var values: [TokenValue?]

        func answer(_ question: StyleQuestion, _ presentation: Presentation) -> TokenValue? {
            values[Self.index(question, presentation)]
        }

        fileprivate static func index(_ question: StyleQuestion, _ presentation: Presentation) -> Int {
            ContractAnswers.block(presentation) * StyleQuestion.allCases.count + question.rawValue
        }
    }

    fileprivate static func block(_ presentation: Presentation) -> Int {
        switch presentation {
        case .alert: 0
        case .sheet: 1
        }
    }

    /// The answers of every theme of `designSystem`, by theme name (a design system's theme
    /// names are unique); use them only with that design system's themes.
    public init(designSystem: DesignSystem) {
        var themes: [String: ThemeAnswers] = [:]
        var ordered: [ThemeAnswers] = []
        for theme in designSystem.themes {
            let defaults = ContractStyle.defaults(for: theme)
            var values = [TokenValue?](repeating: nil, count: Presentation.allCases.count * StyleQuestion.allCases.count)
            for presentation in Presentation.allCases {
                for question in StyleQuestion.allCases {
                    values[ThemeAnswers.index(question, presentation)] =
                        ContractStyle.unoverriddenAnswer(question, presentation, theme: theme, defaults: defaults)
                }
            }
            let answers = ThemeAnswers(index: ordered.count, values: values)
            themes[theme.name] = answers
            ordered.append(answers)
        }
        self.themes = themes
        var agreement: [Bool] = []
        for a in ordered {
            for b in ordered {
                for presentation in Presentation.allCases { agreement.append(Self.agreeExceptColours(a, b, presentation)) }
            }
        }
        self.agreement = agreement
    }

    func answers(for theme: Theme) -> ThemeAnswers? { themes[theme.name] }

    /// Whether `other` answers every layout question of `presentation` as `first` does,
    /// except colours (where only having an answer matters): then a spec that overrides no
    /// style key lays out the same in both, whatever it asks (`ThemeRecolouring`).
    /// (Worked out for every pair of themes when the answers are.)
    func agreesExceptColours(_ first: Theme, _ other: Theme, _ presentation: Presentation) -> Bool {
        guard let a = themes[first.name], let b = themes[other.name] else { return false }
        return agreement[(a.index * themes.count + b.index) * Presentation.allCases.count + Self.block(presentation)]
    }

    /// `agreesExceptColours` for answers `a` and `b`.
    private static func agreeExceptColours(_ a: ThemeAnswers, _ b: ThemeAnswers, _ presentation: Presentation) -> Bool {
        for question in StyleQuestion.allCases {
            let (x, y) = (a.answer(question, presentation), b.answer(question, presentation))
            if question.type == .color ? (x == nil) != (y == nil) : x != y { return false }
        }
        return true
    }
}
