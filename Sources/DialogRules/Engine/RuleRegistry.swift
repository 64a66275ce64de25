import DialogDiagnostics

/// Every rule the check stage runs, one line per rule, in docs/rules.md order. A test fails when
/// a checked rule of `RuleCatalog` is missing here, or a rule here is not in the catalogue.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        // Tokens
        UnknownTokenRule(),
        TokenTypeRule(),
        DeprecatedTokenRule(),
        RawValueRule(),
        // Design
        ButtonCountRule(),
        OnePrimaryActionRule(),
        OneCancelRule(),
        CancelPlacementRule(),
        DestructiveNeedsCancelRule(),
        DestructiveStyleRule(),
        VagueButtonTitleRule(),
        ButtonWidthsRule(),
        TextLengthRule(),
        EmptyTextRule(),
        TextWhitespaceRule(),
        MotionDurationRule(),
        // Accessibility
        ContrastRule(),
        HitTargetRule(),
        MinFontSizeRule(),
        AccessibilityLocalesRule(),
        // Localization
        MissingTranslationRule(),
        UnknownLocaleRule(),
        PlaceholderMismatchRule(),
        MarkupRule(),
        HighlightNotFoundRule(),
        // Layout
        TextOverflowRule(),
        DialogOverflowRule(),
        ContentScrollsRule(),
        // Added after the first release (catalogue order)
        UnusedParameterRule(),
        PayloadConformanceRule(),
        TCAContentRule(),
    ]

    /// The registered rule with `id`, if any.
    public static func rule(_ id: RuleID) -> (any Rule)? {
        all.first { $0.id == id }
    }
}
