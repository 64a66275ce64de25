import DialogDiagnostics
import DialogModel

/// The rule reference, `docs/rules.md`: every rule of `RuleRegistry.catalog` by category, with its
/// severity, summary, rationale, options and, for registered rules, an example that
/// triggers it and one that does not. Deterministic, so a test can compare it with the
/// checked-in file; `dialogc rules --markdown` prints it.
public enum RuleDocumentation {
    public static func markdown(catalog: [RuleDescriptor] = RuleRegistry.catalog.all, rules: [any Rule] = RuleRegistry.all) -> String {
        var lines = RuleDocumentationText.preamble
        for category in RuleDescriptor.Category.allCases {
            let descriptors = catalog.filter { $0.category == category }
            guard !descriptors.isEmpty else { continue }
            lines += ["", "## \(category.rawValue)", ""]
            lines += summaryTable(descriptors)
            for descriptor in descriptors {
                lines += [""] + section(descriptor, rule: rules.first { $0.id == descriptor.id })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func summaryTable(_ descriptors: [RuleDescriptor]) -> [String] {
        ["| id | default | fires when |", "|---|---|---|"]
            + descriptors.map { "| [`\($0.id)`](#\(anchor($0.id))) | \(severityCell($0)) | \(escapeCell($0.summary)) |" }
    }

    private static func section(_ descriptor: RuleDescriptor, rule: (any Rule)?) -> [String] {
        var lines = ["### `\(descriptor.id)`", ""]
        lines.append(RuleDocumentationText.severityLine(descriptor))
        lines.append(RuleDocumentationText.statusLine(descriptor, isRegistered: rule != nil))
        lines += ["", "Fires when: " + sentence(descriptor.summary), "", descriptor.rationale]
        if !descriptor.severityReason.isEmpty {
            lines += ["", "Why \(descriptor.defaultSeverity == .error ? "an error" : "a warning"): " + descriptor.severityReason]
        }
        return lines + reference(descriptor, rule: rule)
    }

    /// `dialogc explain ID`, and the language server's hover on a rule id: the rule's
    /// category, severity, when it fires and why, its reference and how to configure it.
    public static func explanation(_ rule: RuleDescriptor) -> String {
        var text = "\(rule.id.name)\n\n"
        text += "Category:  \(rule.category.rawValue)\n"
        text += "Severity:  \(rule.isFixed ? "error (fixed: cannot be configured or disabled)" : "\(rule.defaultSeverity.rawValue) by default")\n"
        text += "\nFires when \(rule.summary).\n\n\(rule.rationale)\n"
        if !rule.severityReason.isEmpty {
            text += "\nWhy \(rule.defaultSeverity == .error ? "an error" : "a warning"): \(rule.severityReason)\n"
        }
        let details = reference(rule)
        if !details.isEmpty { text += details.joined(separator: "\n") + "\n" }
        if !rule.isFixed {
            text += """

                Configure it in dialogc.json:  "rules": { "\(rule.id.name)": "warning" }   (off, warning or error)
                Disable it for one spec:       "lint": { "disable": ["\(rule.id.name)"] }
                Suppress it in one object:     "lint": { "disable": { "\(rule.id.name)": "why it is fine here" } }   (the dialog, a button or a content element)

                """
        }
        return text
    }

    /// What the catalogue's summary and rationale leave out: the rule's details, options
    /// and examples. `dialogc explain` prints the same, so the terminal and the reference
    /// never say different things.
    public static func reference(_ descriptor: RuleDescriptor, rules: [any Rule] = RuleRegistry.all) -> [String] {
        reference(descriptor, rule: rules.first { $0.id == descriptor.id })
    }

    private static func reference(_ descriptor: RuleDescriptor, rule: (any Rule)?) -> [String] {
        var lines: [String] = []
        if let details = rule?.details, !details.isEmpty {
            lines += ["", details]
        }
        if !descriptor.options.isEmpty {
            lines += ["", "Options:", ""]
            lines += descriptor.options.map { "- `\($0.name)` (\(RuleDocumentationText.kind($0.kind))): \($0.documentation)" }
        }
        if let rule {
            if let example = rule.examples.triggering.first {
                lines += ["", "Triggers:", ""] + exampleBlock(example)
            }
            if let example = rule.examples.nonTriggering.first {
                lines += ["", "Does not trigger:", ""] + exampleBlock(example)
            }
        }
        return lines
    }

    private static func exampleBlock(_ example: RuleExample) -> [String] {
        var lines = ["```json", example.unmarkedSpec, "```"]
        if let config = example.config {
            lines += ["", "with `dialogc.json`:", "", "```json", config, "```"]
        }
        return lines
    }

    /// GitHub's heading anchor for "`button-count`": lower case, punctuation but `-` dropped.
    private static func anchor(_ id: RuleID) -> String { id.name }

    private static func severityCell(_ descriptor: RuleDescriptor) -> String {
        descriptor.isFixed ? "\(descriptor.defaultSeverity.rawValue) (fixed)" : descriptor.defaultSeverity.rawValue
    }

    private static func escapeCell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }

    /// The catalogue's summary (written for a "fires when" column) as a sentence.
    private static func sentence(_ summary: String) -> String {
        summary.hasSuffix(".") ? summary : summary + "."
    }
}

/// The fixed wording of the rule reference.
enum RuleDocumentationText {
    static let preamble = [
        "# dialogc rules",
        "",
        "<!-- Generated from the rules' declarations and examples by `dialogc rules --markdown`; do not edit.",
        "     Re-record with `DIALOGC_RECORD=1 swift test --filter RuleDocumentationTests`. -->",
        "",
        "Every finding dialogc reports carries one of these ids. Fixed rules are always errors.",
        "The others take a severity (`off`, `warning`, `error`) and options in `dialogc.json`",
        "(`\"rules\": {\"button-count\": {\"severity\": \"warning\", \"maxHorizontal\": 3}}`), and a spec can",
        "switch them off for itself with `\"lint\": {\"disable\": [\"rule-id\"]}`, or suppress their findings inside",
        "the dialog, a button or a content element, with the reason, with",
        "`\"lint\": {\"disable\": {\"rule-id\": \"reason\"}}` (docs/format/spec.md).",
    ]

    static func severityLine(_ descriptor: RuleDescriptor) -> String {
        descriptor.isFixed
            ? "Default: **\(descriptor.defaultSeverity.rawValue)**, fixed (configuration cannot change or silence it)."
            : "Default: **\(descriptor.defaultSeverity.rawValue)**, configurable."
    }

    static func statusLine(_ descriptor: RuleDescriptor, isRegistered: Bool) -> String {
        isRegistered ? "Checked on every decoded spec." : "Checked while reading files."
    }

    static func kind(_ kind: RuleOption.Kind) -> String {
        switch kind {
        case .positiveInteger: "a whole number, at least 1"
        case .nonNegativeNumber: "a number, at least 0"
        }
    }
}
