import DialogDiagnostics
import DialogModel
import DialogTestSupport
import Testing

/// `parameters`: the short form `"String"` and the long form with `example` and
/// `maxLength` (docs/format/spec.md, "Parameters").
@Suite struct ParameterDecodingTests {
    static func spec(_ parameters: String) -> String {
        #"{"id": "a", "title": "Delete {name} {count} {ratio}?", "buttons": [{"id": "x", "title": "X"}], "parameters": \#(parameters)}"#
    }

    @Test func theLongFormReadsTypeExampleAndMaxLength() throws {
        let result = SpecHarness.decode(
            Self.spec(
                #"""
                {"name": {"type": "String", "example": "Quarterly_Report_FINAL_v2.pdf", "maxLength": 40},
                 "count": {"type": "Int", "example": 12500}, "ratio": {"type": "Double", "example": 3.75, "maxLength": 6}}
                """#))
        #expect(result.diagnostics.isEmpty, "\(SpecHarness.describe(result.diagnostics))")
        let parameters = try #require(result.spec?.parameters)
        #expect(parameters.map(\.name.value) == ["name", "count", "ratio"])
        #expect(parameters.map(\.type.value) == [.string, .int, .double])
        #expect(parameters[0].example?.value(for: "en") == "Quarterly_Report_FINAL_v2.pdf")
        #expect(parameters[0].maxLength?.value == 40)
        // A number is measured as written.
        #expect(parameters[1].example?.value(for: "en") == "12500")
        #expect(parameters[2].example?.value(for: nil) == "3.75")
        #expect(parameters.allSatisfy { $0.isMeasured })
    }

    @Test func theShortFormStaysAndMeasuresNothing() throws {
        let result = SpecHarness.decode(Self.spec(#"{"name": "String", "count": "Int"}"#))
        #expect(result.diagnostics.isEmpty)
        let parameters = try #require(result.spec?.parameters)
        #expect(parameters.map(\.type.value) == [.string, .int])
        #expect(parameters.allSatisfy { !$0.isMeasured && $0.standIns(locale: "en").isEmpty })
    }

    /// A locale with no example of its own takes the best match, else the first entry: one
    /// example serves every locale.
    @Test func localizedExamplesFallBackToTheBestMatchThenTheFirst() throws {
        let result = SpecHarness.decode(Self.spec(#"{"name": {"type": "String", "example": {"en": "Report.pdf", "de": "Quartalsbericht.pdf"}}}"#))
        #expect(result.diagnostics.isEmpty, "\(SpecHarness.describe(result.diagnostics))")
        let example = try #require(result.spec?.parameters.first?.example)
        #expect(example.value(for: "de") == "Quartalsbericht.pdf")
        #expect(example.value(for: "de-AT") == "Quartalsbericht.pdf")
        #expect(example.value(for: "fr") == "Report.pdf")
        #expect(example.value(for: nil) == "Report.pdf")
    }

    @Test func everyProblemOfALongFormIsReportedAtItsValue() {
        let result = SpecHarness.expectFindings(
            Self.spec(
                #"""
                {"name": {"type": "String", "example": 1️⃣"Quarterly_Report_FINAL_v2.pdf", "maxLength": 10},
                 "count": {"type": "Int", "example": 2️⃣2.5, "maxLength": 3️⃣0},
                 "ratio": {"type": "Double", "example": {"en": 4️⃣"a\nb", 5️⃣"e n": "1.5", "de": 6️⃣""}, 7️⃣"maxLenght": 3},
                 "other": 8️⃣{"example": 9️⃣true},
                 "more": 🔟3}
                """#),
            [1: .invalidValue, 2: .typeMismatch, 3: .invalidValue, 4: .invalidValue, 5: .invalidValue, 6: .invalidValue, 7: .unknownKey,
             8: .missingKey, 9: .typeMismatch, 10: .typeMismatch])
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("the example of parameter 'name' has 29 characters, more than its 'maxLength' of 10; shorten the example or raise 'maxLength'"))
        #expect(result.diagnostics.first?.notes.map(\.message) == ["'maxLength' is set here"])
        #expect(messages.contains(#"the example of parameter 'count' must be a whole number, or a string as the app shows the number ("12,500"), not a number"#))
        #expect(messages.contains("'maxLength' of parameter 'count' is 0; write the most characters the value has, from 1 to 10000, or remove 'maxLength'"))
        #expect(messages.contains("the 'en' example of parameter 'ratio' holds a line break; an example is one line of plain text, as a placeholder's value is drawn"))
        #expect(messages.contains("the 'de' example of parameter 'ratio' is empty and measures nothing; write a typical value, or remove it"))
        #expect(messages.contains("parameter 'other' is missing required key 'type'"))
        #expect(messages.contains(#"parameter 'more' must be a type ("String", "Int" or "Double") or an object such as {"type": "String", "example": "…", "maxLength": 40}, not an integer"#))
        // A parameter whose example is wrong is kept, without it; one without a type is not.
        #expect(result.spec?.parameters.map(\.name.value) == ["name", "count", "ratio"])
        #expect(result.spec?.parameters.first?.example == nil)
        #expect(result.spec?.parameters.first?.maxLength?.value == 10)
    }

    @Test func anEmptyExampleMapAndANegativeOrFractionalMaxLengthAreFindings() {
        SpecHarness.expectFindings(
            Self.spec(#"{"name": {"type": "String", "example": 1️⃣{}, "maxLength": 2️⃣-1}, "count": {"type": "Int", "maxLength": 3️⃣2.5}}"#),
            [1: .invalidValue, 2: .invalidValue, 3: .typeMismatch])
        SpecHarness.expectFindings(
            Self.spec(#"{"name": {"type": "String", "maxLength": 1️⃣10001}, "count": {"type": 2️⃣"Integer", "example": 12}}"#), [1: .invalidValue, 2: .invalidValue])
    }

    /// The `maxLength` stand-in repeats a wide letter of the locale's script; a number's is `0`.
    @Test func theWideCharacterFollowsTheLocalesScript() {
        let expected: [(String?, Character)] = [
            ("en", "W"), ("de-AT", "W"), (nil, "W"), ("ru", "Ш"), ("sr-Latn", "W"), ("el", "Ω"), ("ja", "国"), ("zh-Hant-TW", "国"),
            ("ko", "한"), ("ar", "ش"), ("he", "ש"), ("th", "ม"), ("hi", "म"), ("!!", "W"),
        ]
        for (locale, character) in expected {
            #expect(WideCharacter.character(for: .string, locale: locale) == character, "\(locale ?? "nil")")
        }
        #expect(WideCharacter.character(for: .int, locale: "ko") == "0")
        #expect(WideCharacter.character(for: .double, locale: "en") == "0")
    }
}
