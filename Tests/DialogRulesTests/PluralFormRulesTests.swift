import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens
import Testing

/// Every form of a plural is checked like a string of its own: placeholders (a form may
/// leave out its count), text length, and layout, which lays out every form.
@Suite struct PluralFormRulesTests {
    static let config = #"{ "locales": ["en", "ko"], "defaultLocale": "en" }"#

    static func findings(message: String, title: String = #"{ "en": "Delete?", "ko": "삭제할까요?" }"#) throws -> [Diagnostic] {
        let decoded = RuleHarness.decode(
            spec: """
                {
                  "id": "inbox.delete",
                  "title": \(title),
                  "message": \(message),
                  "parameters": { "count": "Int", "folder": "String", "folders": "Int" },
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

    // MARK: A plural on two parameters: every combination is checked like a string.

    @Test func aCombinationMayLeaveOutEitherCountButNotAnotherPlaceholder() throws {
        let fine = try Self.findings(message: #"{ "en": { "plural": "count", "one": { "plural": "folders", "one": "Delete this message from {folder}?", "other": "Delete it from {folders} copies of {folder}?" }, "other": "Delete {count} messages from {folder} in {folders} places?" }, "ko": "{folder}에서 {folders}곳 메시지 {count}개를 삭제할까요?" }"#)
        #expect(!fine.contains { $0.rule == .placeholderMismatch || $0.rule == .unusedParameter }, "\(fine.map(\.message))")
        let broken = try Self.findings(message: #"{ "en": { "plural": "count", "one": { "plural": "folders", "one": "Delete this message from {folder}?", "other": "Delete it from {folders} copies?" }, "other": "Delete {count} messages from {folder} in {folders} places?" }, "ko": "{folder}에서 {folders}곳 메시지 {count}개를 삭제할까요?" }"#)
        let finding = try #require(broken.first { $0.rule == .placeholderMismatch })
        #expect(finding.message.hasPrefix("the 'en' 'one'/'other' form of the message lacks '{folder}'"), "\(finding.message)")
    }

    @Test func aNestedPluralLackingACategoryIsAMissingPluralForm() throws {
        let found = try Self.findings(message: #"{ "en": { "plural": "count", "one": { "plural": "folders", "other": "Delete it from {folders} folders?" }, "other": "Delete {count} messages?" }, "ko": "메시지 {count}개를 {folders}곳에서 삭제할까요?" }"#)
        let finding = try #require(found.first { $0.rule == .missingPluralForm })
        #expect(finding.message.hasPrefix("the 'one' form of the 'en' plural of the message varies by {folders} but has no 'one' form"), "\(finding.message)")
        #expect(finding.location?.start.column == 50)
    }

    /// Every combination is laid out: the longest is found wherever it is.
    @Test(arguments: ["one", "other"])
    func theLongestCombinationOverflows(_ category: String) throws {
        let long = String(repeating: "Delete all of these many old messages now ", count: 3)
        let nested = category == "one" ? #"{ "plural": "folders", "one": "\#(long)", "other": "Delete {folders}?" }"# : #"{ "plural": "folders", "other": "\#(long){folders}" }"#
        let found = try Self.findings(
            message: #"{ "en": "Gone for good.", "ko": "되돌릴 수 없어요." }"#,
            title: #"{ "en": { "plural": "count", "one": \#(nested), "other": "Delete {count}?" }, "ko": "삭제할까요?" }"#)
        #expect(found.contains { $0.rule == .textOverflow && $0.message.contains("title") }, "\(found.map(\.message))")
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

    /// Every form is laid out, so an overflowing title is found whichever form it is.
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

/// The layout rules lay out every plural form, one category at a time, and name the form
/// that breaks; a spec without plurals keeps one layout per combination.
@Suite struct PluralLayoutTests {
    static let config = #"{ "locales": ["en", "ru", "ko"], "defaultLocale": "en", "dynamicType": ["large"], "rules": { "text-overflow": { "title": 1 } } }"#

    /// A title whose `ru` `few` form is the one that wraps: it has fewer characters than
    /// `many` and `other` but is wider, so laying out the longest form alone missed it.
    static let spec = #"""
        {
          "id": "files.move",
          "title": {
            "en": { "plural": "count", "one": "Move this file?", "other": "Move {count} files?" },
            "ru": { "plural": "count", "one": "Убрать файл?", "few": "Убрать WWDC MEMO WAVs?", "many": "Убрать все {count} файлов?", "other": "Убрать все {count} файла?" },
            "ko": "파일 {count}개를 옮길까요?"
          },
          "message": { "en": "You can move them back.", "ru": "Их можно вернуть.", "ko": "되돌릴 수 있어요." },
          "parameters": { "count": "Int" },
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "ru": "Отмена", "ko": "취소" }, "role": "cancel" },
            { "id": "move", "title": { "en": "Move", "ru": "Переместить", "ko": "옮기기" }, "role": "primary" }
          ]
        }
        """#

    @Test func eachLocaleIsLaidOutInTheCategoriesItsTextsHave() throws {
        let decoded = RuleHarness.decode(spec: Self.spec, config: Self.config)
        #expect(decoded.problems.isEmpty, "\(decoded.problems.map(\.message))")
        let spec = try #require(decoded.spec)
        let layouts = SpecLayouts(spec: spec, config: decoded.config, designSystem: EmbeddedDefaultTokens.shared, measurer: TextMeasurer())
        let first = try #require(layouts.combinations.first)
        let group = layouts.combinations.filter { $0.device == first.device && $0.theme == first.theme }
        #expect(group.map(\.locale) == ["en", "en", "ru", "ru", "ru", "ru", "ko"])
        #expect(group.map(\.plural) == [.one, .other, .one, .few, .many, .other, nil])
        // Each layout shows its category's form; `other` where a text has none.
        let few = try #require(group.first { $0.locale == "ru" && $0.plural == .few })
        #expect(few.landmarks.title?.text?.text == "Убрать WWDC MEMO WAVs?")
    }

    @Test func aSpecWithoutPluralsHasOneLayoutPerCombination() throws {
        let decoded = RuleHarness.decode(spec: Self.spec.replacingOccurrences(of: #"{ "plural": "count", "one": "Move this file?", "other": "Move {count} files?" }"#, with: #""Move {count} files?""#)
            .replacingOccurrences(of: #"{ "plural": "count", "one": "Убрать файл?", "few": "Убрать WWDC MEMO WAVs?", "many": "Убрать все {count} файлов?", "other": "Убрать все {count} файла?" }"#, with: #""Убрать все {count} файла?""#),
            config: Self.config)
        let spec = try #require(decoded.spec)
        #expect(spec.title?.hasPlural == false)
        let design = EmbeddedDefaultTokens.shared
        let layouts = SpecLayouts(spec: spec, config: decoded.config, designSystem: design, measurer: TextMeasurer())
        #expect(layouts.combinations.count == decoded.config.devices.count * 3 * design.themes.count)
        #expect(layouts.combinations.allSatisfy { $0.plural == nil })
    }

    @Test func theFormThatWrapsIsFoundAndNamed() throws {
        let decoded = RuleHarness.decode(spec: Self.spec, config: Self.config)
        let spec = try #require(decoded.spec)
        let findings = RuleRunner.check(spec, config: decoded.config).filter { $0.rule == .textOverflow }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.message.hasPrefix("the 'few' form of the 'ru' text of the title needs 2 lines on "), "\(finding.message)")
        // At the `few` form's literal.
        let few = try #require(spec.title?.entries.first { $0.locale?.value == "ru" }?.plural?.form(.few))
        #expect(finding.location == spec.file.location(of: few.range))
    }

    /// A spec-wide layout rule names the category of the layout that fails.
    @Test func aSpecWideFindingNamesTheCategory() throws {
        let long = String(repeating: "Файлы будут перемещены в другую папку, и их можно будет вернуть позже. ", count: 12)
        let text = Self.spec.replacingOccurrences(
            of: #""ru": "Их можно вернуть.""#,
            with: #""ru": { "plural": "count", "one": "Их можно вернуть.", "many": "\#(long)", "other": "Их можно вернуть." }"#)
        let decoded = RuleHarness.decode(spec: text, config: Self.config)
        #expect(decoded.problems.isEmpty, "\(decoded.problems.map(\.message))")
        let spec = try #require(decoded.spec)
        let finding = try #require(RuleRunner.check(spec, config: decoded.config).first { $0.rule == .contentScrolls })
        #expect(finding.message.contains("in locale 'ru' (the 'many' plural forms) and theme"), "\(finding.message)")
    }

    /// Highlights are placed in every form of a plural message: an entry missing from one
    /// form names it; one missing from every form names none.
    @Test(arguments: [
        ("Delete the message forever.", "Delete these {count} messages forever.", "does not occur in the 'en' message;"),
        ("Delete the message forever.", "Delete these {count} messages for good.", "does not occur in the 'one' form of the 'en' message"),
        ("Delete the message for good.", "Delete these {count} messages forever.", "does not occur in the 'other' form of the 'en' message"),
    ])
    func aHighlightIsLookedForInEveryForm(one: String, other: String, expected: String) throws {
        let decoded = RuleHarness.decode(
            spec: #"""
                {
                  "id": "inbox.delete",
                  "title": "Delete?",
                  "message": { "en": { "plural": "count", "one": "\#(one)", "other": "\#(other)" } },
                  "parameters": { "count": "Int" },
                  "highlights": [{ "text": "for good", "style": "danger" }],
                  "buttons": [{ "id": "cancel", "title": "Cancel", "role": "cancel" }]
                }
                """#, config: #"{ "locales": ["en"] }"#)
        let spec = try #require(decoded.spec)
        let found = RuleRunner.check(spec, config: decoded.config).filter { $0.rule == .highlightNotFound }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(expected) == true, "\(found.map(\.message))")
    }
}
