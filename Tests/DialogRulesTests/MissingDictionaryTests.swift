import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogRules
import DialogTestSupport
import DialogTokens
import Testing

/// A text in a script written without spaces between words (Thai, Lao, Khmer, Myanmar)
/// laid out where the platform has no line-break dictionary is not broken silently at
/// spaces only: `font-coverage` reports it, naming the locale and the script. No platform
/// dialogc builds on lacks one today, so the test lays out with the dictionary taken away.
@Suite struct MissingDictionaryTests {
    static let spec = #"""
        {
          "id": "timer.delete",
          "title": { "en": "Delete this timer?", "th": 1️⃣"ลบตัวจับเวลานี้ไหม" },
          "message": { "en": "Its history goes too.", "th": 2️⃣"ถ้าคุณเปิดใช้งานการแปลอัตโนมัติ ข้อความของคุณจะถูกส่งไปยังบริการแปลภาษา" },
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "th": 3️⃣"ยกเลิก" }, "role": "cancel" },
            { "id": "delete", "title": { "en": "Delete", "th": 4️⃣"ลบ" }, "role": "destructive" }
          ]
        }
        """#
    static let config = #"""
        { "locales": ["en", "th"], "devices": ["iphone-15"], "dynamicType": ["large"] }
        """#

    static func findings(dictionary: (any LineBreakDictionary)?) throws -> [Diagnostic] {
        let markers = LocationMarkers(parsing: Self.spec)
        let decoded = RuleHarness.decode(spec: markers.cleanText, config: Self.config)
        let spec = try #require(decoded.spec)
        let layouts = SpecLayouts(
            spec: spec, matrix: LayoutMatrix(config: decoded.config, designSystem: EmbeddedDefaultTokens.shared),
            koreanLineBreak: decoded.config.koreanLineBreak.value, measurer: TextMeasurer(faces: []), pluralForms: .each, dictionary: dictionary)
        return FontCoverageRule().check(RuleContext(rule: .fontCoverage, spec: spec, config: decoded.config, layouts: layouts))
    }

    @Test func aThaiTextBrokenWithoutADictionaryIsReported() throws {
        let markers = LocationMarkers(parsing: Self.spec)
        let missing = try Self.findings(dictionary: nil).filter { $0.message.contains("without a line-break dictionary") }
        #expect(RuleHarness.mismatch(missing, markers) == nil, "\(RuleHarness.mismatch(missing, markers) ?? "")")
        let message = try #require(missing.first { $0.location?.start.offset == markers.offsets[2] }?.message)
        #expect(message.hasPrefix("the 'th' message is Thai, which breaks between dictionary words, but dialogc runs here without a line-break dictionary"), "\(message)")
        // Where the platform has its dictionary (every platform dialogc builds on), nothing.
        #expect(DictionaryBreaks.system != nil)
        #expect(try Self.findings(dictionary: DictionaryBreaks.system).allSatisfy { !$0.message.contains("line-break dictionary") })
    }
}
