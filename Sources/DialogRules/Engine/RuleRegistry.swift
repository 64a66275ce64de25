import DialogDiagnostics

/// Every rule the check stage runs, one line per rule, by category. A test fails when a rule
/// file is missing here.
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
        UnusedParameterRule(),
        MissingPluralFormRule(),
        ControlCharacterRule(),
        // Layout
        TextOverflowRule(),
        DialogOverflowRule(),
        ContentScrollsRule(),
        FontCoverageRule(),
        // Generated Swift
        PayloadConformanceRule(),
        TCAContentRule(),
    ]

    /// Every rule dialogc reports: the stages' declarations and the rules' own, by category.
    /// What `dialogc rules`, `explain`, SARIF, config validation and the config schema read.
    public static let catalog = RuleCatalog(
        RuleCatalog.stages.all + all.map(\.descriptor).filter { RuleCatalog.stages.descriptor(for: $0.id) == nil })

    /// The registered rule with `id`, if any.
    public static func rule(_ id: RuleID) -> (any Rule)? {
        all.first { $0.id == id }
    }
}
