import DialogDiagnostics
import DialogModel
import DialogRules
import Testing

/// Every form of a plural is checked like a string of its own: placeholders (a form may
/// leave out its count), text length, and layout, which lays out the longest form.
@Suite struct PluralFormRulesTests {
    static let config = #"{ "locales": ["en", "ko"], "defaultLocale": "en" }"#

    static func findings(message: String, title: String = #"{ "en": "Delete?", "ko": "삭제할까요?" }"#) throws -> [Diagnostic] {
        let decoded = RuleHarness.decode(
            spec: """
                {
                  "id": "inbox.delete",
                  "title": \(title),
                  "message": \(message),
                  "parameters": { "count": "Int", "folder": "String" },
                  "buttons": [
                    { "id": "cancel", "title": { "en": "Cancel", "ko": "취소" }, "role": "cancel" },
                    { "id": "delete", "title": { "en": "Delete", "ko": "삭제" }, "role": "destructive" }
                  ],
                  "layout": { "buttons": "horizontal" }
                }
                """,
            config: config)
        let spec = try #require(decoded.spec)
        return RuleRunner.check(spec, config: decoded.config)
    }

    @Test func aFormMayLeaveOutItsCountButNotAnotherPlaceholder() throws {
        let fine = try Self.findings(message: #"{ "en": { "plural": "count", "one": "Delete this message from {folder}?", "other": "Delete {count} messages from {folder}?" }, "ko": "{folder}에서 메시지 {count}개를 삭제할까요?" }"#)
        #expect(!fine.contains { $0.rule == .placeholderMismatch }, "\(fine.map(\.message))")
        let broken = try Self.findings(message: #"{ "en": { "plural": "count", "one": "Delete this message?", "other": "Delete {count} messages from {folder}?" }, "ko": "{folder}에서 메시지 {count}개를 삭제할까요?" }"#)
        let finding = try #require(broken.first { $0.rule == .placeholderMismatch })
        #expect(finding.message.hasPrefix("the 'en' 'one' form of the message lacks '{folder}'"), "\(finding.message)")
        #expect(finding.location?.start.line == 4)
    }

    @Test func aLongOneFormIsJudgedByTextLength() throws {
        let long = String(repeating: "very ", count: 60) + "long"
        let found = try Self.findings(message: #"{ "en": { "plural": "count", "one": "\#(long)", "other": "Delete {count}?" }, "ko": "메시지 {count}개" }"#)
        let finding = try #require(found.first { $0.rule == .textLength })
        #expect(finding.message.hasPrefix("the 'en' 'one' form of the message is 304 characters"), "\(finding.message)")
    }

    /// Layout lays out the longest form, so an overflowing title is found whichever form it is.
    @Test(arguments: ["one", "other"])
    func theLongestFormOverflows(_ category: String) throws {
        let long = String(repeating: "Delete all of these many old messages now ", count: 3)
        let forms = category == "one" ? #""one": "\#(long)", "other": "Delete {count}?""# : #""one": "Delete it?", "other": "\#(long){count}""#
        let found = try Self.findings(
            message: #"{ "en": "Gone for good.", "ko": "되돌릴 수 없어요." }"#,
            title: #"{ "en": { "plural": "count", \#(forms) }, "ko": "삭제할까요?" }"#)
        #expect(found.contains { $0.rule == .textOverflow && $0.message.contains("title") }, "\(found.map(\.message))")
    }
}
