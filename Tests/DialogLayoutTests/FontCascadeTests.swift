@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// A typography's family list is a cascade per grapheme cluster; the `system` family's
/// script fallbacks; what no face covers is marked; marks, invisible characters and spaces
/// measure as a renderer draws them (docs/layout-model.md, "Text: wrapping").
@Suite struct FontCascadeTests {
    static func typography(_ families: [String], size: Double = 20, letterSpacing: Double = 0) -> Typography {
        Typography(fontFamily: families, fontSize: size, fontWeight: 400, lineHeight: 1.25, letterSpacing: letterSpacing)
    }

    static func latinAndHangul() throws -> (latin: FontFace, hangul: FontFace) {
        (try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin)), try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.hangul)))
    }

    /// Noto Sans Thai's Thai block (`Fixtures/fonts/README.md`).
    static let thaiFontPath = FixtureFonts.folder + "/" + FixtureFonts.thai

    static func thaiFace() throws -> FontFace { try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.thai)) }

    @Test func eachClusterTakesTheFirstFamilyThatCoversIt() throws {
        let (latin, hangul) = try Self.latinAndHangul()
        #expect(hangul.glyph(for: "é") == nil && latin.glyph(for: "é") != nil)
        let measurer = TextMeasurer(faces: [
            .init(family: "Korean", weight: 400, face: hangul), .init(family: "Brand", weight: 400, face: latin),
        ])
        let font = measurer.font(for: Self.typography(["Korean", "Brand", "system"]))
        let text = Array("확인 café".unicodeScalars)
        // The Hangul face measures what it has, Latin letters and the space included; the
        // Latin face, the second of the list, only the 'é' the first lacks (no kerning
        // across the two).
        let inHangul = MeasuringFont(face: hangul, fallback: FallbackMetrics(), size: 20, letterSpacing: 0, lineHeight: 25)
        let inLatin = MeasuringFont(face: latin, fallback: FallbackMetrics(), size: 20, letterSpacing: 0, lineHeight: 25)
        let expected = inHangul.width(of: Array("확인 caf".unicodeScalars)) + inLatin.width(of: ["é"])
        #expect(abs(font.width(of: text) - expected) < 1e-9)
        // Not what the first face with the embedded metrics for its gaps gives.
        #expect(abs(inHangul.width(of: text) - expected) > 0.5)
    }

    @Test func textTheFirstFamilyCoversMeasuresAsInThatFaceAlone() throws {
        let (latin, hangul) = try Self.latinAndHangul()
        let alone = TextMeasurer(faces: [.init(family: "system", weight: 400, face: hangul)]).font(for: Self.typography(["system"]), locale: "ko")
        let cascade = TextMeasurer(
            faces: [.init(family: "system", weight: 400, face: hangul), .init(family: "Latin", weight: 400, face: latin)],
            fallbacks: [.init(script: .latin, families: ["Latin"])]
        ).font(for: Self.typography(["system", "Brand"]), locale: "ko")
        for text in ["팀에 초대할까요? Invite them", "AVAWAY, 'quoted' — done…", "확인"] {
            let scalars = Array(text.unicodeScalars)
            #expect(cascade.width(of: scalars) == alone.width(of: scalars), "\(text)")
            #expect(cascade.lines(scalars, maxWidth: 90).map(\.range) == alone.lines(scalars, maxWidth: 90).map(\.range), "\(text)")
        }
    }

    @Test func systemFallsBackPerScriptOnlyForThatScript() throws {
        let (latin, hangul) = try Self.latinAndHangul()
        let measurer = TextMeasurer(
            faces: [.init(family: "system", weight: 400, face: latin), .init(family: "Noto Sans Hangul", weight: 400, face: hangul)],
            fallbacks: [.init(script: .hangul, families: ["Noto Sans Hangul"])])
        let font = measurer.font(for: Self.typography(["system"]))
        #expect(font.cascade.map(\.family) == ["system", "Noto Sans Hangul"])
        let hangulOnly = MeasuringFont(face: hangul, fallback: FallbackMetrics(), size: 20, letterSpacing: 0, lineHeight: 25)
        #expect(font.advance(of: "한") == hangulOnly.advance(of: "한"))
        // '中' is in the Hangul face but is Han, not Hangul: the embedded metrics measure it.
        #expect(hangul.glyph(for: "中") != nil)
        #expect(font.advance(of: "中") == FallbackMetrics().advance(of: "中", size: 20))
        // After a brand family too, at the end of the list.
        let brand = TextMeasurer(
            faces: [.init(family: "Brand", weight: 400, face: latin), .init(family: "Noto Sans Hangul", weight: 400, face: hangul)],
            fallbacks: [.init(script: .hangul, families: ["Noto Sans Hangul"])]
        ).font(for: Self.typography(["Brand"]))
        #expect(brand.advance(of: "한") == hangulOnly.advance(of: "한"))
    }

    @Test func aLineMeasuredInAnotherFaceNamesItsFacesAndAnUncoveredScriptIsMarked() throws {
        let (latin, hangul) = try Self.latinAndHangul()
        let measurer = TextMeasurer(
            faces: [.init(family: "system", weight: 400, face: latin), .init(family: "Noto Sans Hangul", weight: 400, face: hangul)],
            fallbacks: [.init(script: .hangul, families: ["Noto Sans Hangul"])])
        let font = measurer.font(for: Self.typography(["system"]))
        let shaped = ShapedText(Array("OK 확인 ยกเลิก".unicodeScalars), font: font)
        #expect(shaped.faceRuns(in: 0..<12) == [
            FaceRun(range: 0..<3, family: "system"), FaceRun(range: 3..<5, family: "Noto Sans Hangul"), FaceRun(range: 5..<6, family: "system"),
            FaceRun(range: 6..<12, family: nil),
        ])
        #expect(shaped.faceRuns(in: 0..<3) == [], "a line in the typography's own face names none")
        #expect(shaped.uncovered(before: 12) == [UncoveredRun(range: 6..<12, script: .thai)])
        // Without any font, only what the embedded metrics do not stand for is uncovered.
        let embedded = ShapedText(Array("Ďéľéţé Удалить 確認 확인 😀 ยกเลิก".unicodeScalars), font: TextMeasurer().font(for: Self.typography(["system"])))
        #expect(embedded.uncovered(before: embedded.scalars.count).map(\.script) == [.thai])
    }

    /// `isApproximate` is the one test readers of every text make first (the rule, the
    /// layout JSON, the catalog's badge): it says yes for each of the three reasons alone.
    @Test func aTextIsApproximateForAnyOfItsThreeReasons() {
        func text(uncovered: [UncoveredRun] = [], unsegmented: [UnicodeScript] = [], unshaped: [UnicodeScript] = []) -> TextLayout {
            TextLayout(text: "x", lines: [], highlights: [], maxWidth: nil, uncovered: uncovered, unsegmented: unsegmented, unshaped: unshaped)
        }
        #expect(!text().isApproximate)
        #expect(text().approximateScripts.isEmpty)
        #expect(text(uncovered: [UncoveredRun(range: 0..<1, script: .thai)]).isApproximate)
        #expect(text(uncovered: [UncoveredRun(range: 0..<1, script: .thai)]).approximateScripts == [.thai])
        #expect(text(unsegmented: [.lao]).isApproximate)
        #expect(text(unshaped: [.bengali]).isApproximate)
    }

    /// A measurer without configured faces gives every typography an empty cascade (the
    /// embedded metrics measure everything), whatever families it names.
    @Test func withoutConfiguredFacesTheCascadeIsEmpty() {
        let font = TextMeasurer(fallbacks: [.init(script: .thai, families: ["Noto Sans Thai"])]).font(for: Self.typography(["Brand", "system"]))
        #expect(font.cascade.isEmpty)
    }

    @Test func invisibleCharactersTakeNoWidthWhateverGlyphTheFaceHas() throws {
        let (latin, _) = try Self.latinAndHangul()
        // The Latin face draws U+00AD (a soft hyphen) 739 units wide; a renderer draws nothing.
        #expect(latin.glyph(for: "\u{AD}").map { latin.advance(glyph: $0) } == 739)
        let font = TextMeasurer(faces: [.init(family: "system", weight: 400, face: latin)]).font(for: Self.typography(["system"], letterSpacing: 1))
        for invisible in ["\u{AD}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{200E}"] {
            #expect(font.width(of: Array("m\(invisible)n".unicodeScalars)) == font.width(of: Array("mn".unicodeScalars)), "U+\(String(invisible.unicodeScalars.first!.value, radix: 16))")
        }
        // The Arabic number sign is a format character that is drawn.
        #expect(!SpecialCharacters.isInvisible("\u{600}"))
    }

    @Test func aSpaceTheFaceLacksMeasuresAsHarfBuzzDrawsIt() throws {
        let (latin, _) = try Self.latinAndHangul()
        #expect(latin.glyph(for: "\u{202F}") == nil && latin.glyph(for: "\u{2009}") == nil)
        let font = TextMeasurer(faces: [.init(family: "system", weight: 400, face: latin)]).font(for: Self.typography(["system"], size: 2048))
        let space = Double(latin.advance(glyph: latin.glyph(for: " ")!))
        #expect(font.advance(of: "\u{202F}") == Double(Int(space) / 2))
        #expect(font.advance(of: "\u{2009}") == Double(2048 / 5))
        #expect(font.advance(of: "\u{2003}") == 2048)
        #expect(font.advance(of: "\u{A0}") == space)
        // The embedded metrics likewise: a narrow no-break space is half their space, not a letter.
        let embedded = FallbackMetrics()
        #expect(embedded.units(of: "\u{202F}") == embedded.units(of: " ") / 2)
        #expect(embedded.units(of: "\u{2007}") == embedded.units(of: "0"))
    }

    /// A no-break space before French punctuation keeps it on the word, at any width.
    @Test func aNarrowNoBreakSpaceNeverBreaks() {
        let font = TextMeasurer().font(for: Self.typography(["system"]))
        let text = Array("Supprimer ce minuteur\u{202F}?".unicodeScalars)
        // From the width of the last word with its mark: narrower, any word breaks between letters.
        let last = font.width(of: Array("minuteur\u{202F}?".unicodeScalars))
        for width in stride(from: last.rounded(.up), through: 400, by: 5) {
            let lines = font.lines(text, maxWidth: width)
            #expect(lines.allSatisfy { $0.text != "?" && !$0.text.hasSuffix("\u{202F}") }, "at \(width): \(lines.map(\.text))")
        }
    }

    @Test func scriptsComeFromTheUnicodeTable() {
        #expect(UnicodeScript("a") == .latin && UnicodeScript("1") == .common)
        #expect(UnicodeScript("ก") == .thai && UnicodeScript("\u{E48}") == .thai)
        #expect(UnicodeScript("ش") == .arabic && UnicodeScript("ש") == .hebrew && UnicodeScript("म") == .devanagari)
        #expect(UnicodeScript("\u{301}") == .inherited && UnicodeScript("한") == .hangul && UnicodeScript("漢") == .han)
        #expect(UnicodeScript(identifier: "Thai") == .thai && UnicodeScript(identifier: "Old_Italic") == .oldItalic)
        #expect(UnicodeScript(identifier: "Common") == nil && UnicodeScript(identifier: "thai") == nil)
    }

    /// The config schema's `fontFallbacks` keys are the scripts the config may name.
    @Test func theConfigSchemaNamesEveryScript() throws {
        let schema = try #require(FileManager.default.contents(atPath: RepositoryPaths.schemas + "/dialogc.schema.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: schema) as? [String: Any])
        let fallbacks = try #require((root["properties"] as? [String: Any])?["fontFallbacks"] as? [String: Any])
        let names = try #require((fallbacks["propertyNames"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        #expect(names.compactMap { $0["enum"] as? [String] }.first == UnicodeScript.nameable.map(\.identifier))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/unicode/Scripts.txt"), "Debian's unicode-data is not installed"))
    func theScriptTableIsTheInstalledUnicodeVersion() throws {
        let header = try String(contentsOfFile: "/usr/share/unicode/Scripts.txt", encoding: .utf8).prefix { $0 != "\n" }
        #expect(header == "# Scripts-\(UnicodeScript.tableUnicodeVersion).txt", "regenerate UnicodeScriptTable.swift with make_script_table.py")
    }

    @Test func gdefClassesThaiVowelsAndTonesAsMarks() throws {
        let thai = try Self.thaiFace()
        for mark in ["\u{E31}", "\u{E34}", "\u{E48}"] as [Unicode.Scalar] {
            #expect(thai.isMark(glyph: try #require(thai.glyph(for: mark))), "U+\(String(mark.value, radix: 16))")
        }
        #expect(!thai.isMark(glyph: try #require(thai.glyph(for: "ก"))))
    }

    static let devanagariPath = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"

    static let bengaliPath = "/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf"

    /// Only a face whose cmap has a script dialogc measures unshaped (Bengali, Tamil, …) has
    /// its texts looked at for one: the fixtures' Latin and Hangul faces and Noto Sans
    /// Devanagari (shaped, so not listed) have none; Noto Sans Bengali has.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: bengaliPath) && FileManager.default.fileExists(atPath: devanagariPath), "fonts-noto-core is not installed"))
    func onlyAFaceWithAScriptMeasuredUnshapedIsLookedAtForOne() throws {
        let (latin, hangul) = try Self.latinAndHangul()
        #expect(!latin.mapsScriptsShapedWithoutModel)
        #expect(!hangul.mapsScriptsShapedWithoutModel)
        let devanagari = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: Self.devanagariPath))))
        #expect(!devanagari.mapsScriptsShapedWithoutModel)
        let bengali = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: Self.bengaliPath))))
        #expect(bengali.mapsScriptsShapedWithoutModel)
        // And the Bengali text measured in it is still reported.
        let font = MeasuringFont(face: bengali, fallback: FallbackMetrics(), size: 20, letterSpacing: 0, lineHeight: 25)
        let shaped = ShapedText(Array("বাংলা ভাষা".unicodeScalars), font: font)
        #expect(shaped.unshaped(before: shaped.scalars.count) == [.bengali])
    }

    /// Noto Sans Devanagari classes the visarga (U+0903, a spacing mark) as a `GDEF` mark
    /// 272 units wide: HarfBuzz's Indic shaper keeps that advance, and so does dialogc.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: devanagariPath), "fonts-noto-core is not installed (Noto Sans Devanagari)"))
    func aSpacingMarkKeepsItsAdvance() throws {
        let face = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: Self.devanagariPath))))
        let visarga = try #require(face.glyph(for: "\u{903}"))
        #expect(face.isMark(glyph: visarga) && face.advance(glyph: visarga) > 0)
        let font = MeasuringFont(face: face, fallback: FallbackMetrics(), size: Double(face.unitsPerEm), letterSpacing: 0, lineHeight: 20)
        #expect(font.advance(in: Array("क\u{903}".unicodeScalars), at: 1) == Double(face.advance(glyph: visarga)))
    }

    /// Thai words with vowel and tone marks, measured in Noto Sans Thai behind a Latin
    /// system face, against HarfBuzz shaping them in Noto Sans Thai with the features a
    /// browser uses (marks positioned, not spaced).
    @Test(.enabled(if: HarfBuzzOracle.shouldRun, "the Python package uharfbuzz is not importable (pip install uharfbuzz)"))
    func thaiAdvancesAgreeWithHarfBuzz() throws {
        let (latin, _) = try Self.latinAndHangul()
        let thai = try Self.thaiFace()
        let measurer = TextMeasurer(
            faces: [.init(family: "system", weight: 400, face: latin), .init(family: "Noto Sans Thai", weight: 400, face: thai)],
            fallbacks: [.init(script: .thai, families: ["Noto Sans Thai"])])
        let font = measurer.font(for: Self.typography(["system"], size: 17), locale: "th")
        // No sara am (U+0E33): HarfBuzz decomposes it, which is shaping (not yet done).
        let words = ["ยกเลิก", "ตั้งค่า", "ลบตัวจับเวลานี้ไหม", "เปิดใช้งาน", "ที่เก็บข้อมูลเต็มแล้ว", "ลองอีกครั้ง", "คุณแน่ใจหรือไม่"]
        let script = """
            import json, sys
            import uharfbuzz as hb
            request = json.load(sys.stdin)
            font = hb.Font(hb.Face(open(request["font"], "rb").read()))
            widths = []
            for text in request["words"]:
                buffer = hb.Buffer()
                buffer.add_str(text)
                buffer.guess_segment_properties()
                buffer.language = "th"
                hb.shape(font, buffer, {})
                widths.append(sum(p.x_advance for p in buffer.glyph_positions) * 17 / request["unitsPerEm"])
            json.dump(widths, sys.stdout)
            """
        let request = try JSONSerialization.data(withJSONObject: ["font": Self.thaiFontPath, "unitsPerEm": thai.unitsPerEm, "words": words] as [String: Any])
        let widths = try JSONDecoder().decode([Double].self, from: try PythonOracle.output(of: script, input: request))
        for (word, reference) in zip(words, widths) {
            let width = font.width(of: Array(word.unicodeScalars))
            #expect(abs(width - reference) <= reference * 0.005, "'\(word)': dialogc \(width), HarfBuzz \(reference)")
        }
    }
}
