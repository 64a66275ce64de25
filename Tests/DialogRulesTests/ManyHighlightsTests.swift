import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTestSupport
import Testing

/// With more than a few `highlights` entries, `highlight-not-found` looks them up in an index
/// of each locale's message rather than searching it once per entry: the same entries must
/// be found, by characters as `String.contains` compares them (a decomposed `é` matches a
/// precomposed one; an `e` does not match the start of an `é`).
@Suite struct ManyHighlightsTests {
    @Test func everyMissingEntryOfTwelveIsReported() throws {
        var entries = (0..<9).map { #"{ "text": { "en": "w\#($0)", "ko": "k\#($0)" }, "style": "accent" }"# }
        entries += [
            #"{ "text": { "en": 1️⃣"w12", "ko": "k1" }, "style": "accent" }"#,
            #"{ "text": { "en": "caf\u00e9", "ko": 2️⃣"cafe" }, "style": "accent" }"#,
            #"{ "text": { "en": "w9", "ko": 3️⃣"k9 k8" }, "style": "accent" }"#,
        ]
        let spec = """
            {
              "id": "many.highlights",
              "title": { "en": "Title", "ko": "제목" },
              "message": {
                "en": "w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 cafe\\u0301",
                "ko": "k0 k1 k2 k3 k4 k5 k6 k7 k8 k9 caf\\u00e9"
              },
              "highlights": [\(entries.joined(separator: ",\n"))],
              "buttons": [{ "id": "ok", "title": { "en": "OK", "ko": "확인" } }]
            }
            """
        let markers = LocationMarkers(parsing: spec)
        let decoded = RuleHarness.decode(spec: markers.cleanText, config: #"{ "locales": ["en", "ko"] }"#)
        #expect(decoded.problems.isEmpty, "\(decoded.problems.map(\.message))")
        let rule = try #require(RuleRegistry.rule(.highlightNotFound))
        let (designSystem, _) = FixtureDesignSystem.load(decoded.config)
        let findings = RuleRunner.check(try #require(decoded.spec), config: decoded.config, designSystem: try #require(designSystem), rules: [rule])
        if let mismatch = RuleHarness.mismatch(findings, markers) { Issue.record(Comment(rawValue: mismatch)) }
    }
}
