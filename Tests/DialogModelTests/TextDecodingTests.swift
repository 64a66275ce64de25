import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Testing

/// Inputs are `{"t": <text>}`; `1️⃣`, `2️⃣`, … mark where each expected diagnostic starts.
@Suite struct TextDecodingTests {
    @Test func plainStringIsTheDefaultLocale() throws {
        let (text, _) = decode(#"{"t": "<accent>{teamName}</accent> 팀의 초대를 수락할까요?"}"#, rules: [])
        let decoded = try #require(text)
        #expect(decoded.isPlainString)
        #expect(decoded.entries[0].locale == nil)
        #expect(decoded.entries[0].text.placeholders == ["teamName"])
        #expect(decoded.pointer == JSONPointer(["t"]))
        #expect(decoded.text(for: "ko") == decoded.entries[0].text)
    }

    @Test func localeMapKeepsEveryLocaleInOrder() throws {
        let (text, _) = decode(#"{"t": {"ko": "이 타이머를 삭제할까요?", "en": "Delete this timer?", "zh-Hans": "删除?", "pt-BR": "Excluir?", "$comment": "x"}}"#, rules: [])
        let decoded = try #require(text)
        #expect(!decoded.isPlainString)
        #expect(decoded.entries.compactMap(\.locale?.value) == ["ko", "en", "zh-Hans", "pt-BR"])
        #expect(decoded.entries[1].locale?.pointer == JSONPointer(["t", "en"]))
        #expect(decoded.text(for: "en")?.plainText == "Delete this timer?")
        #expect(decoded.text(for: "fr") == nil)
    }

    @Test func markupProblemPointsIntoTheStringPastEscapes() {
        decode(#"{"t": "\u2709\uFE0F\n1️⃣<a>x2️⃣</b>"}"#, rules: [.markup, .markup])
    }

    @Test func placeholderNameIsAnInvalidIdentifier() {
        decode(#"{"t": "팀 {1️⃣team name}"}"#, rules: [.invalidIdentifier])
    }

    @Test func markupProblemsInEveryLocale() {
        decode(#"{"t": {"ko": "팀 1️⃣<accent>초대", "en": "2️⃣} team"}}"#, rules: [.markup, .markup])
    }

    @Test func invalidLocaleCodeIsReportedAtTheKeyWithASuggestion() throws {
        let (text, diagnostics) = decode(#"{"t": {"ko": "팀", 1️⃣"en_US": "Team"}}"#, rules: [.invalidValue])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'en-US'?"])
        // The bad locale is left out; the rest is kept.
        #expect(try #require(text).entries.compactMap(\.locale?.value) == ["ko"])
    }

    @Test(arguments: ["EN", "e", "english", "en-", "en-x", "en-US-toolongsubtag", "1en", "", "-", "-en", "en--US", "en-U$", "kö", "en_US"])
    func invalidLocaleCodes(_ code: String) {
        #expect(!LocaleCode.isValid(code))
    }

    @Test(arguments: ["en", "ko", "zh-Hans", "pt-BR", "yue", "sr-Latn-RS", "es-419", "en-us", "de-CH-1996"])
    func validLocaleCodes(_ code: String) {
        #expect(LocaleCode.isValid(code))
    }

    @Test func emptyLocaleMapIsInvalid() {
        let (text, _) = decode(#"{"t": 1️⃣{"$comment": "nothing yet"}}"#, rules: [.invalidValue])
        #expect(text == nil)
    }

    @Test func nonStringLocaleValueIsATypeMismatch() {
        decode(#"{"t": {"ko": 1️⃣42, "en": "x"}}"#, rules: [.typeMismatch])
    }

    @Test func wrongTypeIsATypeMismatch() {
        let (text, diagnostics) = decode(#"{"t": 1️⃣["a"]}"#, rules: [.typeMismatch])
        #expect(text == nil)
        #expect(diagnostics.first?.message.contains("locale codes") == true)
    }

    @Test func everyProblemInOneRun() {
        decode(#"{"t": {1️⃣"EN": "2️⃣<b>x", "ko": 3️⃣null, "en": "{4️⃣class}"}}"#, rules: [.invalidValue, .markup, .typeMismatch, .invalidIdentifier])
    }

    // MARK: Helpers

    /// Decodes the `t` member of the marked document, expecting one diagnostic per marker,
    /// in marker order, with the given rules.
    @discardableResult
    private func decode(
        _ marked: String, rules: [RuleID], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (LocalizedText?, [Diagnostic]) {
        let markers = LocationMarkers(parsing: marked)
        let file = SourceFile(path: "test.dialog.json", text: markers.cleanText)
        let (root, parseDiagnostics) = JSONParser().parse(file)
        #expect(parseDiagnostics.isEmpty, sourceLocation: sourceLocation)
        guard let value = root?.objectMembers?.first(where: { $0.key == "t" })?.value else {
            Issue.record("no 't' member", sourceLocation: sourceLocation)
            return (nil, [])
        }
        let context = DecodingContext(file: file)
        let text = context.decodeText(value, at: JSONPointer(["t"]), what: "'t'")
        let diagnostics = context.diagnostics.sorted { ($0.location?.start.offset ?? 0) < ($1.location?.start.offset ?? 0) }
        #expect(diagnostics.map { $0.location?.start.offset } == markers.markerNumbers.map { markers.offsets[$0] }, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(diagnostics.map(\.rule) == rules, sourceLocation: sourceLocation)
        return (text, diagnostics)
    }
}
