import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// What one rule sees of one spec: the spec, the project config, the rule's configured
/// options, and the means to report a finding against the spec file.
///
/// Later stages add inputs as new stored properties with defaults in `init` (the resolved
/// design system, one theme of concrete tokens per configured theme, for `contrast`,
/// `motion-duration` and `deprecated-token`), so existing rules and callers keep compiling.
public final class RuleContext: Sendable {
    /// The rule being run; findings carry its id.
    public let rule: RuleID
    public let spec: DialogSpec
    public let config: ProjectConfig
    /// The config's entry for the rule, if it has one (severity and options).
    public let setting: RuleSetting?
    /// The resolved design system: one theme of concrete tokens per configured theme.
    /// Rules that read tokens check every theme and name the theme a finding is in.
    public let designSystem: DesignSystem
    /// Measures text for layout: the config's fonts, or the embedded fallback metrics.
    public let measurer: TextMeasurer
    /// The spec laid out in every configured combination, for the layout rules.
    public let layouts: SpecLayouts
    /// What the spec's token references come to in each theme, for the three rules that
    /// report at them (`SpecTokenReferences`); found once per spec.
    let tokenReferences: [(rule: RuleID, problem: ThemedProblem)]

    /// `layouts` nil: the spec is laid out here, so a context made by hand still has them;
    /// `RuleRunner` passes the ones it built once for all the spec's rules.
    public convenience init(
        rule: RuleID, spec: DialogSpec, config: ProjectConfig,
        designSystem: DesignSystem = EmbeddedDefaultTokens.shared,
        measurer: TextMeasurer = TextMeasurer(faces: []),
        layouts: SpecLayouts? = nil
    ) {
        self.init(
            rule: rule, spec: spec, config: config, setting: config.rules[rule], designSystem: designSystem, measurer: measurer, layouts: layouts,
            tokenReferences: nil)
    }

    /// `setting`: the config's entry for `rule`, looked up once per run by `RuleRunner.Plan`;
    /// `layouts` and `tokenReferences` nil: found here.
    init(
        rule: RuleID, spec: DialogSpec, config: ProjectConfig, setting: RuleSetting?, designSystem: DesignSystem, measurer: TextMeasurer,
        layouts: SpecLayouts?, tokenReferences: [(rule: RuleID, problem: ThemedProblem)]?
    ) {
        self.rule = rule
        self.spec = spec
        self.config = config
        self.setting = setting
        self.designSystem = designSystem
        self.measurer = measurer
        self.layouts = layouts ?? SpecLayouts(spec: spec, config: config, designSystem: designSystem, measurer: measurer)
        self.tokenReferences = tokenReferences ?? SpecTokenReferences.problems(in: spec, designSystem: designSystem)
    }

    // MARK: Options

    /// A whole-number option from the config, or `defaultValue` when the config sets none.
    /// The config decoder has already checked the option's name and kind.
    public func integerOption(_ name: String, default defaultValue: Int) -> Int {
        setting?.integer(name) ?? defaultValue
    }

    /// A number option from the config, or `defaultValue` when the config sets none.
    public func numberOption(_ name: String, default defaultValue: Double) -> Double {
        setting?.number(name) ?? defaultValue
    }

    // MARK: Reporting

    /// A finding of this rule at `range` of the spec file, with the rule's default severity
    /// (the compiler applies configured severities and `lint.disable` afterwards).
    public func finding(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(rule, message, in: spec.file, at: range, notes: notes)
    }

    /// A note that points at `range` of the spec file.
    public func note(_ message: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(message, at: spec.file.location(of: range))
    }

    /// The bytes of the spec at `range` as written, for messages: `0.50` stays `0.50`.
    public func sourceText(of range: SourceRange) -> String {
        let bytes = spec.file.bytes
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    // MARK: Locales

    /// The locale an entry of a text is in: its key, or the default locale for a plain string.
    public func locale(of entry: LocalizedText.Entry) -> String {
        entry.locale?.value ?? config.defaultLocale.value
    }

    /// The entry of `text` in `locale`: the keyed entry, or a plain string when `locale` is
    /// the default locale (a plain string is the default locale's text only).
    public func entry(of text: LocalizedText, in locale: String) -> LocalizedText.Entry? {
        text.entries.first { self.locale(of: $0) == locale }
    }
}
