import DialogDiagnostics
import DialogJSON

/// The spec's own settings: `accessibility` and `lint`.
extension SpecDecoder {
    static func decodeAccessibility(_ root: ObjectReader) -> DialogAccessibility? {
        guard let accessibility = root.object("accessibility", what: "'accessibility'", keys: ["identifier"]) else { return nil }
        return DialogAccessibility(identifier: accessibility.string("identifier"))
    }

    static func decodeLint(_ root: ObjectReader) -> LintSettings {
        let context = root.context
        guard let lint = root.object("lint", what: "'lint'", keys: ["disable"]),
            let value = lint["disable"], let elements = context.array(value, what: "'lint.disable'")
        else { return LintSettings() }
        let disabled = elements.enumerated().compactMap { index, element -> Located<RuleID>? in
            guard let name = context.string(element, at: lint.pointer("disable").appending(index), what: "each disabled rule")
            else { return nil }
            guard let descriptor = RuleCatalog.descriptor(for: RuleID(name.value)) else {
                var notes: [Diagnostic.Note] = []
                if let suggestion = Suggestion.closest(to: name.value, among: disableableRuleNames) {
                    notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
                }
                context.report(.invalidValue, SpecMessage.unknownRule(name.value), at: name.range, notes: notes)
                return nil
            }
            // Fixed rules guard the input itself; silencing one would let a broken spec through.
            guard !descriptor.isFixed else {
                context.report(.invalidValue, SpecMessage.fixedRule(name.value), at: name.range)
                return nil
            }
            return name.map { RuleID($0) }
        }
        return LintSettings(disabled: disabled)
    }

    /// The ids `lint.disable` accepts: every rule that is not fixed.
    static var disableableRuleNames: [String] {
        RuleCatalog.all.filter { !$0.isFixed }.map(\.id.name)
    }
}

// MARK: Wording

extension SpecMessage {
    static func unknownRule(_ name: String) -> String {
        "'\(name)' is not a rule id; 'dialogc rules' lists them"
    }

    static func fixedRule(_ name: String) -> String {
        "'\(name)' is a fixed rule and cannot be disabled; fix what it reports instead"
    }
}
