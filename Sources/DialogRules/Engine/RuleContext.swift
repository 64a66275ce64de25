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
    /// The rule's declared severity, which its findings start with.
    let defaultSeverity: Severity
    /// The config's entry for the rule, if it has one (severity and options).
    public let setting: RuleSetting?
    /// What every rule of the spec sees, held once: a context per rule copying the spec and
    /// the config (dozens of reference-counted members) cost a twentieth of lint. Read in
    /// place (`_read`), so a rule reading `context.spec.title` copies nothing either.
    let inputs: Inputs

    public var spec: DialogSpec { _read { yield inputs.spec } }
    public var config: ProjectConfig { _read { yield inputs.config } }
    /// The resolved design system: one theme of concrete tokens per configured theme.
    /// Rules that read tokens check every theme and name the theme a finding is in.
    public var designSystem: DesignSystem { _read { yield inputs.designSystem } }
    /// Measures text for layout: the config's fonts, or the embedded fallback metrics.
    public var measurer: TextMeasurer { _read { yield inputs.measurer } }
    /// The spec laid out in every configured combination, for the layout rules.
    public var layouts: SpecLayouts { _read { yield inputs.layouts } }
    /// What the spec's token references come to in each theme, for the three rules that
    /// report at them (`SpecTokenReferences`); found once per spec.
    var tokenReferences: [(rule: RuleID, problem: ThemedProblem)] { _read { yield inputs.tokenReferences } }
    /// `spec.texts`, listed once for the spec's many text rules.
    public var texts: [SpecText] { _read { yield inputs.texts } }
    /// `spec.highlightUses`, listed once for the rules that check highlight styles.
    var highlightUses: [HighlightUse] { _read { yield inputs.highlightUses } }

    /// The inputs of one spec's check, shared by the contexts of all its rules.
    final class Inputs: Sendable {
        let spec: DialogSpec
        let config: ProjectConfig
        let designSystem: DesignSystem
        let measurer: TextMeasurer
        let layouts: SpecLayouts
        let tokenReferences: [(rule: RuleID, problem: ThemedProblem)]
        let texts: [SpecText]
        let highlightUses: [HighlightUse]

        /// `layouts` and `tokenReferences` nil: found here.
        init(
            spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer, layouts: SpecLayouts?,
            tokenReferences: [(rule: RuleID, problem: ThemedProblem)]?
        ) {
            self.spec = spec
            self.config = config
            self.designSystem = designSystem
            self.measurer = measurer
            self.layouts = layouts ?? SpecLayouts(spec: spec, config: config, designSystem: designSystem, measurer: measurer)
            self.tokenReferences = tokenReferences ?? SpecTokenReferences.problems(in: spec, designSystem: designSystem)
            texts = spec.texts
            highlightUses = spec.highlightUses(of: texts)
        }
    }

    /// `layouts` nil: the spec is laid out here, so a context made by hand still has them;
    /// `RuleRunner` passes the ones it built once for all the spec's rules.
    public convenience init(
        rule: RuleID, spec: DialogSpec, config: ProjectConfig,
        designSystem: DesignSystem = EmbeddedDefaultTokens.shared,
        measurer: TextMeasurer = TextMeasurer(faces: []),
        layouts: SpecLayouts? = nil
    ) {
        self.init(
            rule: rule, defaultSeverity: RuleRegistry.catalog.descriptor(for: rule)?.defaultSeverity ?? .error, setting: config.rules[rule],
            inputs: Inputs(spec: spec, config: config, designSystem: designSystem, measurer: measurer, layouts: layouts, tokenReferences: nil))
    }

    /// `setting`: the config's entry for `rule`, looked up once per run by `RuleRunner.Plan`.
    init(rule: RuleID, defaultSeverity: Severity, setting: RuleSetting?, inputs: Inputs) {
        self.rule = rule
        self.defaultSeverity = defaultSeverity
        self.setting = setting
        self.inputs = inputs
    }

    // MARK: Options

    /// A whole-number option of the rule's descriptor: the config's value (the config decoder
    /// has checked its kind and range), else the option's declared default.
    public func integer(_ option: RuleOption) -> Int {
        configuredInteger(option) ?? Int(declaredDefault(option))
    }

    /// A whole-number option whose default depends on the spec (`RuleOption.Default.described`):
    /// the config's value, else `fallback`.
    public func integer(_ option: RuleOption, otherwise fallback: Int) -> Int {
        configuredInteger(option) ?? fallback
    }

    /// The config's value of a whole-number option, nil when the config sets none.
    public func configuredInteger(_ option: RuleOption) -> Int? {
        setting?.integer(option.name)
    }

    /// A number option: the config's value, else the option's declared default.
    public func number(_ option: RuleOption) -> Double {
        setting?.number(option.name) ?? declaredDefault(option)
    }

    private func declaredDefault(_ option: RuleOption) -> Double {
        guard case .value(let value) = option.defaultValue else {
            preconditionFailure("option '\(option.name)' of '\(rule)' has no fixed default; read it with a fallback")
        }
        return value
    }

    // MARK: Reporting

    /// A finding of this rule at `range` of the spec file, with the rule's default severity
    /// (the compiler applies configured severities and `lint.disable` afterwards).
    public func finding(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(rule, message, in: spec.file, at: range, notes: notes, severity: defaultSeverity)
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

    /// The locale a form of a text is in: its key, or the default locale for a plain string.
    public func locale(of form: TextForm) -> String {
        form.locale?.value ?? config.defaultLocale.value
    }

    /// A form of a text in words, for messages: "'en' text", or "'en' 'one' form" for a
    /// plural form, "'en' 'one'/'other' form" for one of a plural on two parameters (`noun`
    /// names a plain one: "'en' title").
    public func label(of form: TextForm, noun: String = "text") -> String {
        let locale = "'\(locale(of: form))'"
        guard let category = form.category else { return "\(locale) \(noun)" }
        guard let nested = form.nestedCategory else { return "\(locale) '\(category.rawValue)' form" }
        return "\(locale) '\(category.rawValue)'/'\(nested.rawValue)' form"
    }

    /// The locales of `wanted`, in its order, that `text` has no entry for.
    /// (Searched while there are few, hashed past that: docs/DECISIONS.md "Cost of big specs".)
    public func missingLocales(_ wanted: [String], in text: LocalizedText) -> [String] {
        let present = text.entries.map(locale(of:))
        if present.count <= FirstPositions<String>.searchedKeys { return wanted.filter { !present.contains($0) } }
        let set = Set(present)
        return wanted.filter { !set.contains($0) }
    }

    /// The entry of `text` in `locale`: the keyed entry, or a plain string when `locale` is
    /// the default locale (a plain string is the default locale's text only).
    public func entry(of text: LocalizedText, in locale: String) -> LocalizedText.Entry? {
        text.entries.first { self.locale(of: $0) == locale }
    }
}
