import DialogDiagnostics
import DialogJSON

/// The spec's own settings: `accessibility` and `lint`.
extension SpecDecoder {
    static func decodeAccessibility(_ root: ObjectReader) -> DialogAccessibility? {
        guard let accessibility = root.object("accessibility", what: "'accessibility'", keys: ["identifier"]) else { return nil }
        return DialogAccessibility(identifier: accessibility.string("identifier"))
    }

    /// The root's `lint`: `"disable"` as a list of rule ids (those rules do not run for the
    /// spec) or as an object of rule ids and reasons (suppressions scoped to the whole
    /// dialog); and the suppressions of every button and content element.
    static func decodeLint(_ root: ObjectReader, rules catalog: RuleCatalog) -> LintSettings {
        let context = root.context
        var settings = LintSettings(suppressions: nestedSuppressions(root, catalog: catalog))
        guard let lint = root.object("lint", what: "'lint'", keys: ["disable"]), let value = lint["disable"] else { return settings }
        if value.objectMembers != nil {
            settings.suppressions =
                suppressions(value, at: lint.pointer("disable"), scope: root.value.range, context: context, catalog: catalog) + settings.suppressions
            return settings
        }
        guard let elements = context.array(value, what: "'lint.disable'") else { return settings }
        settings.disabled = elements.enumerated().compactMap { index, element -> Located<RuleID>? in
            guard let name = context.string(element, at: lint.pointer("disable").appending(index), what: "each disabled rule")
            else { return nil }
            guard let descriptor = catalog.descriptor(for: RuleID(name.value)) else {
                context.report(.invalidValue, SpecMessage.unknownRule(name.value), at: name.range, notes: didYouMean(name.value, catalog: catalog))
                return nil
            }
            // Fixed rules guard the input itself; silencing one would let a broken spec through.
            guard !descriptor.isFixed else {
                context.report(.invalidValue, SpecMessage.fixedRule(name.value), at: name.range)
                return nil
            }
            return name.map { RuleID($0) }
        }
        return settings
    }

    /// The `lint.disable` objects of buttons and content elements, each scoped to its object.
    /// (Their decoders accept the `lint` key and leave it to this pass.)
    private static func nestedSuppressions(_ root: ObjectReader, catalog: RuleCatalog) -> [Suppression] {
        let context = root.context
        var found: [Suppression] = []
        for key in ["content", "buttons"] {
            guard let elements = root[key]?.arrayValue else { continue }
            for (index, element) in elements.enumerated() {
                guard let members = element.objectMembers, let value = members.last(where: { $0.key == "lint" })?.value else { continue }
                let pointer = root.pointer(key).appending(index).appending("lint")
                let what = key == "buttons" ? "a button's 'lint'" : "a content element's 'lint'"
                guard let lint = ObjectReader(value, at: pointer, what: what, keys: ["disable"], context: context),
                    let disable = lint["disable"]
                else { continue }
                guard disable.objectMembers != nil else {
                    context.reportTypeMismatch(disable, expected: "an object of rule ids and reasons", what: "\(what) 'disable'")
                    continue
                }
                found += suppressions(disable, at: lint.pointer("disable"), scope: element.range, context: context, catalog: catalog)
            }
        }
        return found
    }

    /// `{rule id: reason}`: each a known, configurable rule with a reason that says something.
    /// An unknown id is an `unused-suppression` warning (it can suppress nothing), not an
    /// input error: the rest of the spec is still checked.
    private static func suppressions(
        _ value: JSONValue, at pointer: JSONPointer, scope: SourceRange, context: DecodingContext, catalog: RuleCatalog
    ) -> [Suppression] {
        ObjectReader.lastOccurrences(value.objectMembers ?? []).compactMap { member -> Suppression? in
            let name = member.key
            guard let reason = context.string(member.value, at: pointer.appending(name), what: "the reason for disabling '\(name)'") else { return nil }
            guard let descriptor = catalog.descriptor(for: RuleID(name)) else {
                context.report(.unusedSuppression, SpecMessage.unknownSuppressedRule(name), at: member.keyRange, notes: didYouMean(name, catalog: catalog))
                return nil
            }
            guard !descriptor.isFixed else {
                context.report(.invalidValue, SpecMessage.fixedRule(name), at: member.keyRange)
                return nil
            }
            guard reason.value.contains(where: { !$0.isWhitespace }) else {
                context.report(.invalidValue, SpecMessage.missingReason(name), at: reason.range)
                return nil
            }
            return Suppression(rule: Located(RuleID(name), range: member.keyRange, pointer: pointer.appending(name)), reason: reason, scope: scope)
        }
    }

    /// A did-you-mean among the ids `lint.disable` accepts: every rule that is not fixed.
    private static func didYouMean(_ name: String, catalog: RuleCatalog) -> [Diagnostic.Note] {
        let names = catalog.all.filter { !$0.isFixed }.map(\.id.name)
        return Suggestion.closest(to: name, among: names).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
    }
}

// MARK: Wording

extension SpecMessage {
    static func unknownRule(_ name: String) -> String {
        "'\(name)' is not a rule id; 'dialogc rules' lists them"
    }

    static func unknownSuppressedRule(_ name: String) -> String {
        "'\(name)' is not a rule id, so disabling it suppresses nothing; 'dialogc rules' lists them"
    }

    static func missingReason(_ name: String) -> String {
        "disabling '\(name)' needs a reason: say why its finding is acceptable here, for the next reader"
    }

    static func fixedRule(_ name: String) -> String {
        "'\(name)' is a fixed rule and cannot be disabled; fix what it reports instead"
    }
}
