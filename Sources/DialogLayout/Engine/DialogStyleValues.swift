import DialogModel
import DialogTokens

/// Every style value the layout engine reads for one spec in one theme, answered by the
/// same `ContractStyle` the engine uses (the spec's `style` overrides applied, fallbacks
/// included). Whatever draws a dialog beside the engine (the HTML catalog) reads these, so
/// the two cannot disagree on a token.
public struct DialogStyleValues: Sendable {
    /// One style value: the key a spec writes (`padding.top`) or the contract token's path
    /// (`button.height`), and whether the spec's `style` gave it.
    public struct Entry: Sendable, Hashable {
        public var key: String
        /// The contract token the value comes from when the spec does not override it.
        public var tokenPath: String
        public var isOverridden: Bool
        public var value: TokenValue
    }

    /// A button's colours, and the border its style group gives it in this theme.
    public struct ButtonColors: Sendable, Hashable {
        public var buttonID: String
        public var background: RGBAColor
        public var foreground: RGBAColor
        /// Drawn inside the button's edge: no size depends on it, so the engine does not read it.
        /// That of the style group the colours come from (`ContractStyle.buttonStyle`).
        public var border: ButtonBorder?
    }

    public var theme: String
    /// In a fixed order (the engine's questions), only those that resolve.
    public var entries: [Entry]
    /// The backdrop's colour with its opacity applied.
    public var dim: RGBAColor
    /// In the spec's button order.
    public var buttons: [ButtonColors]
    /// The highlight styles asked for, with their colours (nil where the theme has none).
    public var highlights: [(style: String, color: RGBAColor?)]

    public init(spec: DialogSpec, theme: Theme, highlightStyles: [String]) {
        let style = ContractStyle(spec: spec, theme: theme)
        let presentation = spec.presentation.value
        self.theme = theme.name
        self.entries = StyleQuestion.allCases.compactMap { question in
            guard let value = style.value(question) else { return nil }
            let path = question.tokenPath(for: presentation)
            let overridden = !question.isContractToken && style.styleOverrides.override(named: question.key) != nil
            return Entry(key: question.key, tokenPath: path, isOverridden: overridden, value: value)
        }
        self.dim = style.dimColor()
        self.buttons = spec.buttons.map { button in
            let colors = style.buttonColors(button)
            return ButtonColors(
                buttonID: button.id.value, background: colors.background, foreground: colors.foreground,
                border: style.buttonStyle(button)?.border)
        }
        self.highlights = highlightStyles.map { ($0, style.highlightColor($0)) }
    }

    /// The value of a key (`padding.top`, `button.height`).
    public func value(_ key: String) -> TokenValue? {
        entries.first { $0.key == key }?.value
    }
}
