import DialogDiagnostics
import DialogModel

/// `markup`, the parts a rule checks: the locales of one text differ in highlight spans, or
/// a highlight style has no colour token `highlight.<style>` in some theme.
///
/// Malformed markup (unclosed, unopened, nested or crossing spans) is reported by the
/// decoder, where the markup is parsed. An unknown highlight style is reported here, at the
/// `<style>` tag or the `highlights` entry's `style`, rather than as `unknown-token`:
/// docs/rules.md lists it under `markup`, and the writer wrote a tag, not a token path.
/// docs/format/spec.md asks that "every locale of one text use the same placeholders and the same
/// highlight spans"; differing spans are malformed markup of
/// a localized text, so they are reported here rather than as `placeholder-mismatch`, which
/// is about values. Spans are compared by style, as a multiset: a translation may reorder
/// them, as word order differs between languages, but not add, drop or restyle one.
public struct MarkupRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { RuleCatalog.stages.descriptor(for: .markup)! }

    public var reads: Set<SpecPart> { SpecPart.texts }

    public var scope: FindingScope { .text }

    public var details: String {
        "The decoder reports malformed markup where it parses it. This rule reports locales of one text that differ in highlight spans (docs/format/spec.md: every locale uses the same spans), compared by style as a multiset, since translations may reorder them. It also reports a highlight style (a `<style>` tag or a `highlights` entry's `style`) with no color token `highlight.<style>` in some theme, at the tag or the `style`, with a did-you-mean note; a style unknown in several themes is one finding naming them."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        spanDifferences(context) + HighlightStyleCheck.unknownStyles(context)
    }

    private func spanDifferences(_ context: RuleContext) -> [Diagnostic] {
        context.texts.flatMap { text -> [Diagnostic] in
            let forms = text.forms
            guard forms.count > 1, let reference = LocaleComparison.reference(of: text.text, in: context) else { return [] }
            let expected = Self.spanStyles(reference.text)
            let referenceLabel = context.label(of: reference)
            return forms.compactMap { form in
                let found = Self.spanStyles(form.text)
                guard found != expected else { return nil }
                let message = MarkupMessage.spansDiffer(
                    text.name, label: context.label(of: form), found: found, referenceLabel: referenceLabel, expected: expected)
                let note = context.note(MarkupMessage.referenceNote(referenceLabel, expected), at: reference.range)
                return context.finding(message, at: form.range, notes: [note])
            }
        }
    }

    /// The styles of a text's spans, sorted so that order does not matter.
    static func spanStyles(_ text: DialogText) -> [String] {
        text.highlights.map(\.style).sorted()
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": { "ko": "팀 초대장 도착!", "en": "Team invitation!" },
                  "message": {
                    "ko": "<accent>{teamName}</accent> 팀의 초대를 수락할까요?",
                    "en": 1️⃣"Accept the invitation to join {teamName}?"
                  },
                  "buttons": [{ "id": "accept", "title": { "ko": "수락", "en": "Accept" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#),
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Team invitation!",
                  "message": "Accept the invitation to join 1️⃣<acent>{teamName}</acent>? It expires today.",
                  "highlights": [{ "text": "today", "style": 2️⃣"warning" }],
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary" }]
                }
                """#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": { "ko": "팀 초대장 도착!", "en": "Team invitation!" },
                  "message": {
                    "ko": "<accent>{teamName}</accent> 팀의 초대를 수락할까요?",
                    "en": "Accept the invitation to join <accent>{teamName}</accent>?"
                  },
                  "buttons": [{ "id": "accept", "title": { "ko": "수락", "en": "Accept" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ])
    }
}

enum MarkupMessage {
    static func spansDiffer(_ name: String, label: String, found: [String], referenceLabel: String, expected: [String]) -> String {
        "the \(label) of \(name) highlights \(describe(found)), but the \(referenceLabel) highlights \(describe(expected)); "
            + "every locale of a text must mark the same highlight spans, so mark the translated words with the same tags"
    }

    static func referenceNote(_ label: String, _ styles: [String]) -> String {
        "the \(label) highlights \(describe(styles))"
    }

    /// "nothing", "one <accent> span", "<accent> and <danger> spans".
    private static func describe(_ styles: [String]) -> String {
        if styles.isEmpty { return "nothing" }
        let tags = styles.map { "<\($0)>" }
        if tags.count == 1 { return "one \(tags[0]) span" }
        return tags.dropLast().joined(separator: ", ") + " and " + tags[tags.count - 1] + " spans"
    }
}
