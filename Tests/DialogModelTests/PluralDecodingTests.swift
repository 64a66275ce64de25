import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// The plural form of a locale's text (docs/format/spec.md, "Plurals"): decoded forms, every
/// problem at its place, and the selector checked against the declared parameters.
@Suite struct PluralDecodingTests {
    static func spec(message: String, parameters: String = #"{"count": "Int"}"#) -> String {
        #"{"id": "inbox.delete", "message": "# + message + #", "parameters": "# + parameters
            + #", "buttons": [{"id": "ok", "title": "OK"}]}"#
    }

    @Test func pluralFormsAreDecodedInWrittenOrderWithOtherAsTheEntrysText() throws {
        let result = SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": "count", "one": "Delete this message?", "other": "Delete {count} <accent>messages</accent>?"}, "ko": "메시지 {count}개"}"#),
            [:])
        let message = try #require(result.spec?.message)
        let english = try #require(message.entries.first)
        let plural = try #require(english.plural)
        #expect(plural.selector.value == "count")
        #expect(plural.forms.map(\.category.value) == [.one, .other])
        #expect(english.text.plainText == "Delete {count} messages?")
        #expect(english.text.highlights.map(\.style) == ["accent"])
        #expect(message.hasPlural)
        // Every form of every entry, the Korean string last.
        #expect(message.forms.map(\.category) == [.one, .other, nil])
        #expect(message.forms.map(\.text.plainText) == ["Delete this message?", "Delete {count} messages?", "메시지 {count}개"])
        // Each form's range is its string literal.
        let file = try #require(result.spec?.file)
        let literal = String(decoding: file.bytes[message.forms[0].range.lowerBound..<message.forms[0].range.upperBound], as: UTF8.self)
        #expect(literal == #""Delete this message?""#)
        // Layout takes the longest form.
        #expect(english.longestText.plainText == "Delete {count} messages?")
    }

    @Test func theLongestFormIsLaidOutEvenWhenItIsNotOther() throws {
        let result = SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": "count", "one": "Delete this one message and its attachments?", "other": "Delete {count}?"}}"#), [:])
        let entry = try #require(result.spec?.message?.entries.first)
        #expect(entry.longestText.plainText == "Delete this one message and its attachments?")
    }

    @Test func missingOtherIsAMissingKeyAtTheBrace() {
        SpecHarness.expectFindings(Self.spec(message: #"{"en": 1️⃣{"plural": "count", "one": "One"}}"#), [1: .missingKey])
    }

    @Test func unknownCategoryIsAnUnknownKeyWithASuggestion() {
        let result = SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": "count", 1️⃣"onee": "One", "other": "Many"}}"#), [1: .unknownKey])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'one'?"])
    }

    @Test func missingSelectorIsAMissingKey() {
        SpecHarness.expectFindings(Self.spec(message: #"{"en": 1️⃣{"one": "One", "other": "Many"}}"#), [1: .missingKey])
    }

    @Test func aFormThatIsNotAStringIsATypeMismatch() {
        SpecHarness.expectFindings(Self.spec(message: #"{"en": {"plural": "count", "one": 1️⃣1, "other": "Many"}}"#), [1: .typeMismatch])
    }

    @Test func markupProblemsArePlacedInsideTheForm() {
        SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": "count", "one": "x 1️⃣<b>y", "other": "{2️⃣bad name}"}}"#), [1: .markup, 2: .invalidIdentifier])
    }

    @Test func undeclaredSelectorIsAnInvalidValue() {
        let result = SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": 1️⃣"n", "other": "Many"}}"#), [1: .invalidValue])
        #expect(result.diagnostics.first?.message.contains(#"declare it in 'parameters' as "n": "Int""#) == true)
    }

    @Test func selectorOfAnotherTypeIsAnInvalidValueWithANoteAtTheDeclaration() {
        let result = SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": 1️⃣"count", "other": "{count} items"}}"#, parameters: #"{"count": "Double"}"#), [1: .invalidValue])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["'count' is declared here"])
    }

    // MARK: A plural on two parameters

    static let twoCounts = #"{"files": "Int", "folders": "Int"}"#

    @Test func aFormMayBeAPluralOnASecondParameter() throws {
        let result = SpecHarness.expectFindings(
            Self.spec(
                message: #"{"en": {"plural": "files", "one": {"plural": "folders", "one": "{files} file in {folders} folder", "other": "{files} file in {folders} folders"}, "other": {"plural": "folders", "one": "{files} files in {folders} folder", "other": "{files} files in all {folders} folders"}}}"#,
                parameters: Self.twoCounts),
            [:])
        let entry = try #require(result.spec?.message?.entries.first)
        let plural = try #require(entry.plural)
        #expect(plural.selector.value == "files")
        #expect(plural.nestedSelector?.value == "folders")
        #expect(plural.forms.map { $0.nested?.selector.value } == ["folders", "folders"])
        // The entry's text is the `other` of the `other`; its forms are every combination.
        #expect(entry.text.plainText == "{files} files in all {folders} folders")
        #expect(entry.forms.map(\.category) == [.one, .one, .other, .other])
        #expect(entry.forms.map(\.nestedCategory) == [.one, .other, .one, .other])
        #expect(entry.longestText.plainText == "{files} files in all {folders} folders")
        #expect(plural.text(.one, .one)?.plainText == "{files} file in {folders} folder")
        #expect(plural.text(.few, .one)?.plainText == "{files} files in {folders} folder")
        #expect(plural.longestText(.one)?.plainText == "{files} file in {folders} folders")
    }

    @Test func theLongestCombinationIsLaidOutWhereverItIs() throws {
        let result = SpecHarness.expectFindings(
            Self.spec(
                message: #"{"en": {"plural": "files", "one": {"plural": "folders", "one": "One file in one folder, the longest one by far", "other": "x"}, "other": "{files} files"}}"#,
                parameters: Self.twoCounts),
            [:])
        let entry = try #require(result.spec?.message?.entries.first)
        #expect(entry.longestText.plainText == "One file in one folder, the longest one by far")
    }

    @Test func aPluralTwoLevelsDeepIsAnInvalidValueAtItsBrace() {
        SpecHarness.expectFindings(
            Self.spec(
                message: #"{"en": {"plural": "files", "other": {"plural": "folders", "one": 1️⃣{"plural": "files", "other": "x"}, "other": "y"}}}"#,
                parameters: Self.twoCounts),
            [1: .invalidValue])
    }

    @Test func theSameParameterTwiceIsAnInvalidValueWithANoteAtTheFirst() {
        let result = SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": "files", "other": {"plural": 1️⃣"files", "other": "y"}}}"#, parameters: Self.twoCounts),
            [1: .invalidValue])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["the outer plural varies by {files} here"])
    }

    @Test func aNestedSelectorThatIsNotAnIntIsAnInvalidValue() {
        let result = SpecHarness.expectFindings(
            Self.spec(
                message: #"{"en": {"plural": "files", "other": {"plural": 1️⃣"name", "other": "{files} files of {name}"}}}"#,
                parameters: #"{"files": "Int", "name": "String"}"#),
            [1: .invalidValue])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["'name' is declared here"])
    }

    @Test func aNestedPluralWithoutOtherIsAMissingKeyAtItsBrace() {
        SpecHarness.expectFindings(
            Self.spec(message: #"{"en": {"plural": "files", "one": 1️⃣{"plural": "folders", "one": "x"}, "other": "y"}}"#, parameters: Self.twoCounts),
            [1: .missingKey])
    }

    @Test func nestedPluralsOnDifferentParametersAreAnInvalidValue() {
        SpecHarness.expectFindings(
            Self.spec(
                message: #"{"en": {"plural": "files", "one": {"plural": "folders", "other": "x"}, "other": {"plural": 1️⃣"drives", "other": "y"}}}"#,
                parameters: #"{"files": "Int", "folders": "Int", "drives": "Int"}"#),
            [1: .invalidValue])
    }

    @Test func aPlainStringCannotBeAPlural() {
        // Without a locale key the object is a locale map: "plural" and "other" are not locale codes.
        SpecHarness.expectFindings(Self.spec(message: #"{1️⃣"plural": "count", 2️⃣"other": "Many"}"#), [1: .invalidValue, 2: .invalidValue])
    }
}

/// The CLDR rules dialogc reads: which categories a locale needs for whole numbers.
@Suite struct PluralRulesTests {
    @Test(arguments: [
        ("en", [PluralCategory.one, .other]), ("en-GB", [.one, .other]), ("ko", [.other]), ("ja", [.other]),
        ("ru", [.one, .few, .many, .other]), ("ar", [.zero, .one, .two, .few, .many, .other]), ("fr", [.one, .many, .other]),
        ("pt-PT", [.one, .many, .other]), ("pl", [.one, .few, .many, .other]), ("zz", [.other]),
    ])
    func requiredCategories(_ locale: String, _ expected: [PluralCategory]) {
        #expect(PluralRules.requiredCategories(for: locale) == expected)
    }

    /// `PluralRules+CLDR.swift` is what the generator makes of the installed CLDR data.
    @Test(.enabled(if: PluralRulesDrift.canRun, PluralRulesDrift.reason))
    func theGeneratedRulesMatchTheCLDRData() throws {
        let generated = try PythonOracle.transcript(of: [RepositoryPaths.root + "/Tests/DialogModelTests/make_plural_rules.py", PluralRulesDrift.data])
        try #require(generated.status == 0, Comment(rawValue: generated.output))
        let committed = try String(contentsOfFile: RepositoryPaths.root + "/Sources/DialogModel/Text/PluralRules+CLDR.swift", encoding: .utf8)
        #expect(generated.output == committed, "regenerate Sources/DialogModel/Text/PluralRules+CLDR.swift with Tests/DialogModelTests/make_plural_rules.py")
    }
}

enum PluralRulesDrift {
    static let data = "/usr/share/unicode/cldr/common/supplemental/plurals.xml"
    static var canRun: Bool { FileManager.default.fileExists(atPath: data) && PythonOracle.canImport("xml.etree.ElementTree") }
    static let reason: Comment = "needs CLDR's plurals.xml (Debian: apt-get install unicode-cldr-core) and python3"
}
