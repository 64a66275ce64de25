import DialogDiagnostics
import DialogModel
@testable import DialogRules
import Testing

@Suite struct RuleSupportTests {
    @Test func quotedListsReadAsEnglish() {
        #expect(Wording.quotedList(["en"]) == "'en'")
        #expect(Wording.quotedList(["ko", "en"]) == "'ko' and 'en'")
        #expect(Wording.quotedList(["ko", "en", "ja"]) == "'ko', 'en' and 'ja'")
    }

    @Test func ordinals() {
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(Wording.ordinal) == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"])
    }

    @Test func widthSumsPrintWithoutNoise() {
        #expect(ButtonWidthsMessage.formatted(0.3 + 0.6) == "0.9")
        #expect(ButtonWidthsMessage.formatted(1.0005) == "1.0005")
        #expect(ButtonWidthsMessage.formatted(2) == "2")
    }

    @Test func vagueTitlesAreTrimmedAndCaseInsensitiveForLatin() {
        #expect(VagueButtonTitleRule.isVague(" ok "))
        #expect(VagueButtonTitleRule.isVague("Yes"))
        #expect(VagueButtonTitleRule.isVague("아니요\n"))
        #expect(!VagueButtonTitleRule.isVague("OK, delete"))
        #expect(!VagueButtonTitleRule.isVague("Okay"))
    }

    /// `SmallestSize` gives what `compactMap { $0 }.min()` gives: nil without a size, else
    /// the smallest, skipping nils wherever they fall.
    @Test func smallestSizeMatchesCompactMapMin() {
        let cases: [[Double?]] = [[], [nil], [nil, nil], [12], [nil, 17, 11, nil], [11, 11], [20, 9.5, 13], [-1, 0]]
        for sizes in cases {
            var smallest = SmallestSize()
            for size in sizes { smallest.add(size) }
            #expect(smallest.size == sizes.compactMap { $0 }.min(), "\(sizes)")
        }
    }

    @Test func markersAreStrippedForTheReference() {
        #expect(ExampleMarkers.strip("a1️⃣b🔟c") == "abc")
        #expect(ExampleMarkers.strip("1 2") == "1 2")
    }

    /// The runner runs every registered rule by default and returns findings in reporting
    /// order, whichever rule found them.
    @Test func runnerSortsFindingsOfAllRules() throws {
        let decoded = RuleHarness.decode(
            spec: #"""
                {
                  "id": "timer.delete",
                  "title": "Delete? ",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "delete", "title": "OK", "role": "destructive", "style": "button.mono" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#, config: nil)
        let spec = try #require(decoded.spec)
        let findings = RuleRunner.check(spec, config: decoded.config)
        #expect(findings.map(\.rule) == [.textWhitespace, .cancelPlacement, .vagueButtonTitle, .destructiveStyle, .unknownToken])
        #expect(findings == findings.sorted(by: Diagnostic.reportingOrder))
    }

    /// Options come from the config's entry for the rule; absent ones keep their declared
    /// defaults, and an option whose default depends on the spec takes the rule's fallback.
    @Test func contextReadsOptionsWithDefaults() throws {
        let decoded = RuleHarness.decode(
            spec: #"{ "id": "a", "title": "T", "buttons": [{ "id": "ok", "title": "OK" }] }"#,
            config: #"{ "rules": { "text-length": { "title": 5 } } }"#)
        let spec = try #require(decoded.spec)
        let context = RuleContext(rule: .textLength, spec: spec, config: decoded.config)
        let options = try #require(RuleRegistry.catalog.descriptor(for: .textLength)?.options)
        #expect(context.integer(try #require(options.first { $0.name == "title" })) == 5)
        #expect(context.integer(try #require(options.first { $0.name == "message" })) == 240)
        let buttonCount = RuleContext(rule: .buttonCount, spec: spec, config: decoded.config)
        let maxVertical = try #require(RuleRegistry.catalog.descriptor(for: .buttonCount)?.option("maxVertical"))
        #expect(buttonCount.integer(maxVertical, otherwise: 3) == 3)
    }
}
