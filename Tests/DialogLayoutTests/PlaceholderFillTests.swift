import DialogModel
import DialogTokens
@testable import DialogLayout
import Testing

/// A placeholder of a parameter with an `example` or `maxLength` is laid out filled with the
/// wider stand-in in its text's font (docs/format/spec.md, "Parameters").
@Suite struct PlaceholderFillTests {
    static let light = EmbeddedDefaultTokens.shared.theme(named: "light")!
    static let iphoneSE = Device.defaults.first { $0.name == "iphone-se" }!

    static func spec(_ parameters: String, title: String = "Delete {fileName}?", extra: String = "") -> DialogSpec {
        LayoutFixtures.decodeSpec(#"""
            {
              "id": "file.delete",
              "title": "\#(title)",
              "parameters": \#(parameters),
              "buttons": [{ "id": "cancel", "title": "Cancel", "role": "cancel" }]\#(extra)
            }
            """#)!
    }

    func title(_ spec: DialogSpec, locale: String = "en", defaultLocale: String? = nil, placeholders: LayoutSession.PlaceholderFilling = .standIns) -> String? {
        let session = LayoutSession(spec: spec, defaultLocale: defaultLocale, placeholders: placeholders)
        return session.layout(theme: Self.light, device: Self.iphoneSE, size: .large, locale: locale).firstNode(.title)?.text?.text
    }

    /// Measured width, not a count: eight `i` lose to eight `W`, and the wide character is the
    /// locale's script's.
    @Test func theWiderStandInInTheTextsFontIsDrawn() {
        let spec = Self.spec(#"{ "fileName": { "type": "String", "example": "iiiiiiii", "maxLength": 8 } }"#)
        #expect(title(spec) == "Delete WWWWWWWW?")
        #expect(title(spec, locale: "ko") == "Delete 한한한한한한한한?")
        // As many characters, wider than `W`: the example wins.
        let example = Self.spec(#"{ "fileName": { "type": "String", "example": "📄📄📄📄", "maxLength": 4 } }"#)
        #expect(title(example) == "Delete 📄📄📄📄?")
        let onlyExample = Self.spec(#"{ "fileName": { "type": "String", "example": "Quarterly.pdf" } }"#)
        #expect(title(onlyExample) == "Delete Quarterly.pdf?")
        let number = Self.spec(#"{ "count": { "type": "Int", "maxLength": 3 } }"#, title: "Delete {count} files?")
        #expect(title(number) == "Delete 000 files?")
    }

    @Test func withoutExampleOrMaxLengthThePlaceholderIsWrittenOut() {
        #expect(title(Self.spec(#"{ "fileName": "String" }"#)) == "Delete {fileName}?")
        #expect(title(Self.spec(#"{ "other": { "type": "String", "example": "x" } }"#)) == "Delete {fileName}?")
    }

    /// A locale takes its own example, else the best match, else the first; a pseudo-locale
    /// the default locale's.
    @Test func examplesArePerLocale() {
        let spec = Self.spec(#"{ "fileName": { "type": "String", "example": { "en": "Report.pdf", "ko": "보고서.pdf" } } }"#)
        #expect(title(spec, locale: "en") == "Delete Report.pdf?")
        #expect(title(spec, locale: "ko") == "Delete 보고서.pdf?")
        #expect(title(spec, locale: "ko-KR") == "Delete 보고서.pdf?")
        #expect(title(spec, locale: "fr") == "Delete Report.pdf?")
        let pseudo = title(spec, locale: "en-XA", defaultLocale: "ko")
        #expect(pseudo?.contains("보고서.pdf") == true, "\(pseudo ?? "nil")")
    }

    /// The older `highlights` form finds a needle with the placeholder in the filled text.
    @Test func aHighlightNeedleIsFilledAsTheText() {
        let spec = Self.spec(
            #"{ "fileName": { "type": "String", "example": "Report.pdf" } }"#,
            extra: #", "message": "Move {fileName} to the bin?", "highlights": [{ "text": "{fileName}", "style": "accent" }]"#)
        let tree = LayoutSession(spec: spec).layout(theme: Self.light, device: Self.iphoneSE, size: .large, locale: "en")
        let message = tree.firstNode(.message)?.text
        #expect(message?.text == "Move Report.pdf to the bin?")
        #expect(message?.highlights.map(\.range) == [5..<15])
    }

    /// What length budgets measure the text without: every placeholder drawn as nothing.
    @Test func placeholdersDrawnAsNothing() {
        let spec = Self.spec(#"{ "fileName": { "type": "String", "example": "Report.pdf" } }"#, title: "Delete {fileName} and {other}?")
        #expect(title(spec) == "Delete Report.pdf and {other}?")
        #expect(title(spec, placeholders: .nothing) == "Delete  and ?")
    }

    /// The session's shared texts give the trees a fresh layout gives, across sizes and
    /// themes whose fonts differ (the fill is chosen per font and is part of the text key).
    @Test func sessionTreesEqualFreshLayouts() {
        let spec = Self.spec(#"{ "fileName": { "type": "String", "example": "Quarterly_Report_FINAL_v2.pdf", "maxLength": 30 } }"#)
        let session = LayoutSession(spec: spec)
        for theme in [Self.light, LayoutSessionTests.largerDark] {
            for size in [DynamicTypeSize.large, .accessibility3] {
                for locale in ["en", "ko"] {
                    let shared = session.layout(theme: theme, device: Self.iphoneSE, size: size, locale: locale)
                    let fresh = LayoutEngine.layout(spec: spec, theme: theme, device: Self.iphoneSE, size: size, locale: locale)
                    #expect(shared == fresh, "\(theme.name) \(size) \(locale)")
                }
            }
        }
    }
}
