import DialogDiagnostics
import DialogJSON
import DialogModel

/// The parts of the JSON Schemas made from the rules' declarations: the config schema's
/// per-rule settings with each rule's options, and the spec schema's list of rule ids that
/// `lint.disable` accepts. A test keeps `Schemas/` equal to them (re-recorded with
/// `DIALOGC_RECORD=1`), so a rule added or given an option changes the schemas by itself.
public enum RuleSchema {
    /// `properties.rules.properties` of `Schemas/dialogc.schema.json`: every rule's setting.
    public static func configRules(_ catalog: RuleCatalog) -> JSONOutput {
        .object(Dictionary(uniqueKeysWithValues: catalog.all.map { ($0.id.name, setting(of: $0)) }))
    }

    /// `$defs.ruleID` of `Schemas/dialog.schema.json`: the rules a spec may switch off.
    public static func specRuleID(_ catalog: RuleCatalog) -> JSONOutput {
        let configurable = catalog.all.filter { !$0.isFixed }
        return [
            "description": "A rule that can be switched off (docs/rules.md; fixed input and token rules cannot).",
            "type": "string",
            "enum": .array(configurable.map { .string($0.id.name) }),
            "markdownEnumDescriptions": .array(configurable.map { .string("(default: \($0.defaultSeverity.rawValue)) \($0.summary)") }),
        ]
    }

    private static func setting(of rule: RuleDescriptor) -> JSONOutput {
        let severity = rule.isFixed ? "fixed: always an error" : "default \(rule.defaultSeverity.rawValue)"
        let description = JSONOutput.string("`\(rule.id)` (\(severity)) fires when: \(sentence(rule.summary))")
        if rule.isFixed { return ["$ref": "#/$defs/fixedRuleSetting", "description": description] }
        guard !rule.options.isEmpty else { return ["$ref": "#/$defs/ruleSetting", "description": description] }
        var properties: [String: JSONOutput] = ["severity": ["$ref": "#/$defs/severity"]]
        for option in rule.options { properties[option.name] = schema(of: option) }
        let withOptions: JSONOutput = [
            "description": .string("The severity and options of `\(rule.id)`."),
            "type": "object",
            "properties": .object(properties),
            "patternProperties": ["^\\$(schema|comment)$": ["$ref": "#/$defs/annotation"]],
            "additionalProperties": false,
        ]
        return ["description": description, "oneOf": [["$ref": "#/$defs/severity"], withOptions]]
    }

    private static func schema(of option: RuleOption) -> JSONOutput {
        var members: [String: JSONOutput] =
            switch option.kind {
            case .positiveInteger: ["type": "integer", "minimum": 1]
            // Seconds, bounded as the config decoder bounds them.
            case .nonNegativeNumber: ["type": "number", "minimum": 0, "maximum": .int(Int(ValueLimits.seconds.upperBound))]
            }
        switch option.defaultValue {
        case .value(let value):
            members["default"] = option.kind == .positiveInteger ? .int(Int(value)) : .double(value)
            members["description"] = .string(sentence(capitalized(option.summary)))
        case .described(let text):
            members["description"] = .string(sentence(capitalized(option.summary) + "; default " + text))
        }
        return .object(members)
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }
}
