import DialogDiagnostics
import DialogModel

/// `unused-parameter`: a name declared in `parameters` that no text of the dialog shows.
///
/// A warning, as Swift's own "never used" is: the generated model still compiles and the
/// dialog still shows the right text; the declaration is only dead (usually a renamed or
/// misspelled placeholder left behind). A placeholder shown in one locale and not another
/// is `placeholder-mismatch`, which is an error: there the dialog shows different values
/// to different people. Reported at the parameter's name.
public struct UnusedParameterRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .unusedParameter, .localization, .warning,
        summary: "a parameter declared in `parameters` that no text of the dialog shows",
        rationale: "A declaration nothing uses is usually a renamed or misspelled placeholder left behind. It is a warning, as Swift warns about an unused value: the generated model compiles and every text shows what it should.")

    public var reads: Set<SpecPart> { SpecPart.texts.union([.parameters]) }

    public var details: String {
        "A parameter counts as used when any locale of any text (title, message, highlights, button titles, element texts) shows `{name}` or selects a plural's form. A placeholder shown in some locales only is `placeholder-mismatch`."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let parameters = context.spec.parameters
        guard !parameters.isEmpty else { return [] }
        let used = Set(context.texts.flatMap { text in
            text.forms.flatMap(\.text.placeholders) + text.text.entries.flatMap { [$0.plural?.selector.value, $0.plural?.nestedSelector?.value].compactMap { $0 } }
        })
        return parameters.compactMap { parameter in
            guard !used.contains(parameter.name.value) else { return nil }
            return context.finding(UnusedParameterMessage.unused(parameter.name.value, type: parameter.type.value), at: parameter.name.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": "Upload failed",
                  "message": "{fileName} could not be uploaded.",
                  "parameters": { "fileName": "String", 1️⃣"retryLimit": "Int" },
                  "buttons": [{ "id": "retry", "title": "Try again", "role": "primary" }]
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": "Upload failed",
                  "message": "{fileName} could not be uploaded ({retryLimit} tries left).",
                  "parameters": { "fileName": "String", "retryLimit": "Int" },
                  "buttons": [{ "id": "retry", "title": "Try again", "role": "primary" }]
                }
                """#)
            ])
    }
}

enum UnusedParameterMessage {
    static func unused(_ name: String, type: ParameterType) -> String {
        "parameter '\(name)' is declared \(type.rawValue), but no text of the dialog shows {\(name)}; "
            + "use it in a text, or remove the declaration (a renamed placeholder leaves this behind)"
    }
}

extension RuleID {
    public static let unusedParameter = RuleID("unused-parameter")
}
