import DialogDiagnostics
import DialogJSON
import DialogModel

/// `text-whitespace`: a displayed text starts or ends with white space (a new line
/// included), as displayed: markup removed.
///
/// Covers titles, messages, button titles, checkbox titles and text field placeholders.
/// Not `highlights` entries: they are substrings to find in the message, and a space there
/// is `highlight-not-found`'s business. A text of only white space is `empty-text`'s finding
/// where that rule applies (titles, messages, button titles), and this rule's elsewhere.
public struct TextWhitespaceRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .textWhitespace, .design, .warning,
        summary: "a text starts or ends with white space",
        rationale: "Stray white space shifts centred text and is usually a copy-paste slip.")

    public var reads: Set<SpecPart> { SpecPart.texts }

    public var scope: FindingScope { .text }

    public var details: String {
        "Covers titles, messages, button titles, checkbox titles and text field placeholders, as displayed (tags removed); a line break counts as white space. Not `highlights` entries, which are substrings to find. A text of only white space is `empty-text`'s finding where that rule applies."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.texts.filter { $0.field != .highlight }.flatMap { text in
            text.forms.compactMap { form -> Diagnostic? in
                let plain = form.text.plainText
                guard let first = plain.first, let last = plain.last else { return nil }
                if EmptyTextRule.isBlank(form.text), EmptyTextRule.fields.contains(text.field) { return nil }
                let edge: TextWhitespaceMessage.Edge
                switch (first.isWhitespace, last.isWhitespace) {
                case (true, true): edge = .both
                case (true, false): edge = .start
                case (false, true): edge = .end
                case (false, false): return nil
                }
                var finding = context.finding(TextWhitespaceMessage.stray(text.name, label: context.label(of: form), edge: edge), at: form.range)
                finding.fixes = Self.trim(form.text, at: form.range, in: context.spec.file.bytes).map { [$0] } ?? []
                return finding
            }
        }
    }

    /// The fix that deletes the white space the text starts and ends with, when that white
    /// space is written outside any markup (the string's first and last characters), so that
    /// trimming the string trims the displayed text exactly (a plural form is a string of its own); nil otherwise (white space inside
    /// a tag, a text of only white space, a combining mark that would lose its base).
    static func trim(_ text: DialogText, at range: SourceRange, in bytes: [UInt8]) -> FixIt? {
        guard let units = JSONStringLiteral.units(of: bytes, at: range) else { return nil }
        let displayed = Array(text.plainText.unicodeScalars)
        let leading = units.prefix { $0.scalar.properties.isWhitespace }.count
        guard leading < units.count else { return nil }
        let trailing = units.reversed().prefix { $0.scalar.properties.isWhitespace }.count
        guard leading == displayed.prefix(while: \.properties.isWhitespace).count,
            trailing == displayed.reversed().prefix(while: \.properties.isWhitespace).count,
            !isCombining(units[leading].scalar)
        else { return nil }
        var edits: [FixIt.Edit] = []
        if leading > 0 { edits.append(FixIt.Edit(range: SourceRange(units[0].range.lowerBound, units[leading - 1].range.upperBound), replacement: "")) }
        if trailing > 0 {
            edits.append(FixIt.Edit(range: SourceRange(units[units.count - trailing].range.lowerBound, units[units.count - 1].range.upperBound), replacement: ""))
        }
        return FixIt(TextWhitespaceMessage.trim, edits: edits)
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": 1️⃣"Delete this timer? ",
                  "message": 2️⃣"\nA deleted timer can't be restored.",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive" },
                    { "id": "cancel", "title": 3️⃣" Cancel ", "role": "cancel" }
                  ]
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "✉️\nTeam invitation!",
                  "message": "Join <accent>{teamName}</accent>?",
                  "buttons": [{ "id": "accept", "title": "Accept" }]
                }
                """#)
            ])
    }
}

enum TextWhitespaceMessage {
    enum Edge {
        case start, end, both

        var words: String {
            switch self {
            case .start: "starts"
            case .end: "ends"
            case .both: "starts and ends"
            }
        }
    }

    static let trim = "remove the white space at the text's start and end"

    static func stray(_ name: String, label: String, edge: Edge) -> String {
        "the \(label) of \(name) \(edge.words) with white space, which shifts centred text; "
            + "remove it, and use spacing tokens for room around the text"
    }
}

extension RuleID {
    public static let textWhitespace = RuleID("text-whitespace")
}
