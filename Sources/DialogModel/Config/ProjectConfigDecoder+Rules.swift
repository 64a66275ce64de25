import DialogDiagnostics
import DialogJSON

/// `rules`: `{rule id: "off" | "warning" | "error" | {"severity": …, option: …}}`.
extension ConfigReader {
    func readRules() -> [RuleID: RuleSetting] {
        guard let value = object["rules"] else { return [:] }
        guard let members = value.objectMembers else {
            context.reportTypeMismatch(value, expected: "an object", what: "'rules'")
            return [:]
        }
        var settings: [RuleID: RuleSetting] = [:]
        for member in members where !ObjectReader.ignoredKeys.contains(member.key) {
            guard let descriptor = readRuleID(member) else { continue }
            // With a duplicate key (reported by the parser) the last one wins, as in ObjectReader.
            if let setting = readSetting(member, of: descriptor) { settings[descriptor.id] = setting }
        }
        return settings
    }

    /// The rule a key names, or `invalid-value` with did-you-mean when it names none.
    private func readRuleID(_ member: JSONMember) -> RuleDescriptor? {
        if let descriptor = catalog.descriptor(for: RuleID(member.key)) { return descriptor }
        let notes = didYouMean(member.key, among: catalog.all.map(\.id.name))
        context.report(.invalidValue, ConfigMessage.unknownRule(member.key), at: member.keyRange, notes: notes)
        return nil
    }

    private func readSetting(_ member: JSONMember, of descriptor: RuleDescriptor) -> RuleSetting? {
        let pointer = object.pointer("rules").appending(member.key)
        let what = ConfigMessage.ruleSetting(member.key)
        let severityValue: JSONValue?
        var options: [String: JSONValue] = [:]
        switch member.value.kind {
        case .string:
            severityValue = member.value
        case .object:
            let optionSpecs = descriptor.options
            let keys = ["severity"] + optionSpecs.map(\.name)
            guard let reader = ObjectReader(member.value, at: pointer, what: what, keys: keys, context: context) else { return nil }
            severityValue = reader["severity"]
            options = readOptions(reader, specs: optionSpecs)
        default:
            context.reportTypeMismatch(member.value, expected: ConfigMessage.expectedRuleSetting, what: what)
            return nil
        }
        var severity = descriptor.defaultSeverity == .error ? RuleSeverity.error : .warning
        if let severityValue {
            let severityPointer = member.value.objectMembers == nil ? pointer : pointer.appending("severity")
            let names = RuleSeverity.allCases.map(\.rawValue)
            guard let written = oneOf(severityValue, at: severityPointer, what: "the severity of '\(member.key)'", names: names),
                let parsed = RuleSeverity(rawValue: written.value)
            else { return nil }
            if descriptor.isFixed, parsed != .error {
                context.report(.invalidValue, ConfigMessage.fixedRule(member.key, severity: parsed), at: written.range)
                return nil
            }
            severity = parsed
        }
        return RuleSetting(
            rule: descriptor.id, severity: severity, severityIsWritten: severityValue != nil, options: options, range: member.keyRange, pointer: pointer)
    }

    /// The written options that are valid; each problem reported at the option's value.
    private func readOptions(_ reader: ObjectReader, specs: [RuleOption]) -> [String: JSONValue] {
        var options: [String: JSONValue] = [:]
        for spec in specs {
            guard let value = reader[spec.name] else { continue }
            let what = "option '\(spec.name)'"
            switch spec.kind {
            case .positiveInteger:
                guard let number = value.numberValue, let integer = number.integer else {
                    context.reportTypeMismatch(value, expected: "an integer", what: what)
                    continue
                }
                guard integer >= 1 else {
                    context.report(.invalidValue, ConfigMessage.optionBelowOne(spec.name), at: value.range)
                    continue
                }
            case .nonNegativeNumber:
                guard let number = nonNegativeNumber(value, at: reader.pointer(spec.name), what: what) else { continue }
                // The kind is seconds: past a dialog's longest duration it has no meaning.
                guard ValueLimits.seconds.contains(number.value) else {
                    context.report(.invalidValue, ConfigMessage.optionTooLarge(spec.name), at: value.range)
                    continue
                }
            }
            options[spec.name] = value
        }
        if let min = options["min"], let max = options["max"],
            let minSeconds = min.numberValue?.double, let maxSeconds = max.numberValue?.double, minSeconds > maxSeconds
        {
            context.report(.invalidValue, ConfigMessage.minAboveMax, at: min.range)
            options["min"] = nil
            options["max"] = nil
        }
        return options
    }
}

extension ConfigMessage {
    static func optionTooLarge(_ name: String) -> String {
        "option '\(name)' is a number of seconds, at most \(Int(ValueLimits.seconds.upperBound)); write a duration a dialog can have, such as 0.5"
    }

    static func unknownRule(_ id: String) -> String {
        "'\(id)' is not a rule id; 'dialogc rules' lists them all"
    }

    static func ruleSetting(_ id: String) -> String { "the setting of rule '\(id)'" }

    static let expectedRuleSetting = "\"off\", \"warning\", \"error\", or an object with a 'severity' and options"

    static func fixedRule(_ id: String, severity: RuleSeverity) -> String {
        "'\(id)' is a fixed rule: it is always an error and cannot be set to '\(severity.rawValue)'; fix the input instead, or remove this entry"
    }

    static func optionBelowOne(_ option: String) -> String { "option '\(option)' must be at least 1" }

    static let minAboveMax = "option 'min' is greater than 'max'; no duration could pass"
}
