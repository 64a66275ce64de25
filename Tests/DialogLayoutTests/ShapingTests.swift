@testable import DialogLayout
import DialogTestSupport
import Testing

/// `locl` and `kern` on hand-made `GSUB`, `GPOS` and `kern` tables added to the DejaVu
/// fixture (which has none), and the same tables broken: a broken table is left out with
/// one problem naming it, and text measures as if the font lacked it.
@Suite struct ShapingTests {
    static let base: [UInt8] = (try? FixtureFonts.bytes(FixtureFonts.latin)) ?? []
    static let plain: FontFace? = try? FontFile.parseFace(base)

    func glyph(_ scalar: Unicode.Scalar) throws -> UInt16 {
        let plain = try #require(Self.plain)
        return try #require(plain.glyph(for: scalar))
    }

    func font(_ face: FontFace, locale: String) -> MeasuringFont {
        MeasuringFont(face: face, shaping: face.shaping(forLocale: locale), fallback: FallbackMetrics(), size: 2048, letterSpacing: 0, lineHeight: 20)
    }

    func face(adding tables: [String: [UInt8]]) throws -> FontFace {
        try FontFile.parseFace(SfntEditing.adding(tables, to: Self.base))
    }

    /// 2048 units per em at 2048 pt: widths are in font units.
    func width(_ text: String, _ face: FontFace, locale: String = "en") -> Double {
        font(face, locale: locale).width(of: Array(text.unicodeScalars))
    }

    @Test func pairKerningNarrowsTheKernedPairOnly() throws {
        let (a, v) = (try glyph("A"), try glyph("V"))
        let face = try self.face(adding: ["GPOS": OpenTypeTables.gpos(kerning: [(a, v, -150)])])
        let plain = try #require(Self.plain)
        #expect(face.shapingProblems.isEmpty)
        #expect(width("AV", face) == width("AV", plain) - 150)
        #expect(width("VA", face) == width("VA", plain))
        // Kerning belongs inside a line: "AV" broken between its letters is not narrowed.
        let lines = font(face, locale: "en").lines(Array("AV".unicodeScalars), maxWidth: width("A", plain) + 1)
        #expect(lines.map(\.text) == ["A", "V"])
        #expect(lines.map(\.width) == [width("A", plain), width("V", plain)])
    }

    @Test func classPairKerningAppliesToTheClasses() throws {
        let (a, v, w) = (try glyph("A"), try glyph("V"), try glyph("W"))
        let face = try self.face(adding: ["GPOS": OpenTypeTables.gpos(classKerning: (first: [a], second: [v, w], value: -80))])
        let plain = try #require(Self.plain)
        #expect(width("AW", face) == width("AW", plain) - 80)
        #expect(width("AV", face) == width("AV", plain) - 80)
        #expect(width("WA", face) == width("WA", plain))
    }

    @Test func legacyKernTableAppliesWithoutGPOSKern() throws {
        let (a, v) = (try glyph("A"), try glyph("V"))
        let plain = try #require(Self.plain)
        let legacy = try face(adding: ["kern": OpenTypeTables.kern([(a, v, -100)])])
        #expect(width("AV", legacy) == width("AV", plain) - 100)
        // With a GPOS kern feature, the kern table is not read (HarfBuzz's choice).
        let both = try face(adding: ["kern": OpenTypeTables.kern([(a, v, -100)]), "GPOS": OpenTypeTables.gpos(kerning: [(a, v, -30)])])
        #expect(width("AV", both) == width("AV", plain) - 30)
    }

    @Test func loclSubstitutesInItsLanguageOnly() throws {
        let (a, i) = (try glyph("A"), try glyph("i"))
        let face = try self.face(adding: ["GSUB": OpenTypeTables.gsubLocl(script: "latn", language: "TRK ", from: a, to: i)])
        let plain = try #require(Self.plain)
        try #require(width("i", plain) != width("A", plain))
        #expect(face.shapingProblems.isEmpty)
        #expect(width("A", face, locale: "tr") == width("i", plain))
        #expect(width("A", face, locale: "en") == width("A", plain))
        #expect(width("A", face, locale: "ko") == width("A", plain))
    }

    @Test func unknownScriptAndLanguageTagsApplyNothing() throws {
        let (a, i) = (try glyph("A"), try glyph("i"))
        let face = try self.face(adding: ["GSUB": OpenTypeTables.gsubLocl(script: "zzzz", language: "QQQ ", from: a, to: i)])
        #expect(face.shapingProblems.isEmpty)
        #expect(width("A", face, locale: "tr") == width("A", try #require(Self.plain)))
    }

    @Test(arguments: OpenTypeTables.Breakage.allCases)
    func aBrokenTableIsLeftOutAndNamed(breakage: OpenTypeTables.Breakage) throws {
        let (a, v) = (try glyph("A"), try glyph("V"))
        let face = try self.face(adding: [breakage.table: OpenTypeTables.broken(breakage, first: a, second: v)])
        #expect(face.shapingProblems.count == 1)
        #expect(face.shapingProblems.first?.table == breakage.table)
        #expect(face.shapingProblems.first?.message.contains(breakage.expectedMessage) == true, "\(face.shapingProblems)")
        let plain = try #require(Self.plain)
        #expect(width("AV", face, locale: "tr") == width("AV", plain))
    }

    @Test func emojiSequencesMeasureAsOneGlyph() {
        let font = MeasuringFont(face: nil, fallback: FallbackMetrics(), size: 1000, letterSpacing: 0, lineHeight: 20)
        let one = Double(FallbackMetrics.emojiWidth)
        for sequence in [
            "\u{1F44D}\u{1F3FD}",  // thumbs up, medium skin tone
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family ZWJ sequence
            "\u{1F1F0}\u{1F1F7}",  // flag: KR
            "1\u{FE0F}\u{20E3}",  // keycap 1
            "\u{2764}\u{FE0F}",  // red heart, emoji presentation
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // flag: Scotland (tags)
        ] {
            let scalars = Array(sequence.unicodeScalars)
            #expect(font.width(of: scalars) == one, "\(scalars.map { String($0.value, radix: 16) })")
            #expect(EmojiSequence.end(scalars, from: 0) == scalars.count)
        }
        // Two flags are two glyphs; a digit without the keycap mark is a digit.
        #expect(font.width(of: Array("\u{1F1F0}\u{1F1F7}\u{1F1EF}\u{1F1F5}".unicodeScalars)) == 2 * one)
        #expect(font.width(of: Array("1".unicodeScalars)) == Double(FallbackMetrics().units(of: "1")))
        #expect(EmojiSequence.end(Array("ab".unicodeScalars), from: 0) == 1)
    }
}

/// Hand-made `GSUB`, `GPOS` and `kern` tables with one script, one feature and one lookup.
enum OpenTypeTables {
    static func be16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
    static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }

    /// Header, a script list with `script` (its default system and `language`, both with
    /// feature 0), a feature list with `feature` -> lookup 0, and `lookups`.
    static func layoutTable(script: String = "DFLT", language: String? = nil, feature: String, lookups: [[UInt8]], lookupCount: Int? = nil) -> [UInt8] {
        let langSys = be16(0) + be16(0xFFFF) + be16(1) + be16(0)
        var scriptTable = be16(4 + (language == nil ? 0 : 6)) + be16(language == nil ? 0 : 1)
        if let language { scriptTable += Array(language.utf8) + be16(4 + 6 + langSys.count) }
        scriptTable += langSys
        if language != nil { scriptTable += langSys }
        let scriptList = be16(1) + Array(script.utf8) + be16(8) + scriptTable
        let featureList = be16(1) + Array(feature.utf8) + be16(8) + be16(0) + be16(1) + be16(0)
        var lookupList = be16(lookupCount ?? lookups.count)
        var offset = 2 + 2 * lookups.count
        var bodies: [UInt8] = []
        for lookup in lookups {
            lookupList += be16(offset)
            bodies += lookup
            offset += lookup.count
        }
        lookupList += bodies
        let header = 10
        return be16(1) + be16(0) + be16(header) + be16(header + scriptList.count) + be16(header + scriptList.count + featureList.count)
            + scriptList + featureList + lookupList
    }

    static func lookup(type: Int, subtables: [[UInt8]]) -> [UInt8] {
        var table = be16(type) + be16(0) + be16(subtables.count)
        var offset = 6 + 2 * subtables.count
        for subtable in subtables {
            table += be16(offset)
            offset += subtable.count
        }
        return table + subtables.flatMap { $0 }
    }

    static func coverage(_ glyphs: [UInt16]) -> [UInt8] {
        be16(1) + be16(glyphs.count) + glyphs.sorted().flatMap { be16(Int($0)) }
    }

    /// PairPos format 1, XAdvance on the first glyph.
    static func pairPos(_ pairs: [(UInt16, UInt16, Int)]) -> [UInt8] {
        let firsts = Array(Set(pairs.map(\.0))).sorted()
        var sets: [[UInt8]] = []
        for first in firsts {
            let seconds = pairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
            sets.append(be16(seconds.count) + seconds.flatMap { be16(Int($0.1)) + be16($0.2) })
        }
        let headerSize = 10 + 2 * sets.count
        let cover = coverage(firsts)
        var table = be16(1) + be16(headerSize) + be16(0x4) + be16(0) + be16(sets.count)
        var offset = headerSize + cover.count
        for set in sets {
            table += be16(offset)
            offset += set.count
        }
        return table + cover + sets.flatMap { $0 }
    }

    static func gpos(kerning pairs: [(UInt16, UInt16, Int)]) -> [UInt8] {
        layoutTable(feature: "kern", lookups: [lookup(type: 2, subtables: [pairPos(pairs)])])
    }

    /// PairPos format 2: every glyph of `first` (class 1) before every glyph of `second`
    /// (class 1) gets `value`.
    static func gpos(classKerning: (first: [UInt16], second: [UInt16], value: Int)) -> [UInt8] {
        let cover = coverage(classKerning.first)
        func classDef(_ glyphs: [UInt16]) -> [UInt8] {
            let sorted = glyphs.sorted()
            return be16(2) + be16(sorted.count) + sorted.flatMap { be16(Int($0)) + be16(Int($0)) + be16(1) }
        }
        let class1 = classDef(classKerning.first)
        let class2 = classDef(classKerning.second)
        let values = [0, 0, 0, classKerning.value].flatMap { be16($0) }  // 2 x 2 classes
        let headerSize = 16 + values.count
        let table = be16(2) + be16(headerSize) + be16(0x4) + be16(0) + be16(headerSize + cover.count)
            + be16(headerSize + cover.count + class1.count) + be16(2) + be16(2) + values + cover + class1 + class2
        return layoutTable(feature: "kern", lookups: [lookup(type: 2, subtables: [table])])
    }

    static func kern(_ pairs: [(UInt16, UInt16, Int)]) -> [UInt8] {
        let sorted = pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let body = be16(sorted.count) + be16(0) + be16(0) + be16(0) + sorted.flatMap { be16(Int($0.0)) + be16(Int($0.1)) + be16($0.2) }
        return be16(0) + be16(1) + be16(0) + be16(6 + body.count) + be16(0x0001) + body
    }

    /// `locl` replacing `from` with `to` in `script`'s `language` system, through an
    /// extension lookup (type 7) wrapping a format 2 single substitution.
    static func gsubLocl(script: String, language: String, from: UInt16, to: UInt16) -> [UInt8] {
        let single = be16(2) + be16(8) + be16(1) + be16(Int(to)) + coverage([from])
        let extensionSubtable = be16(1) + be16(1) + be32(8) + single
        // Only the language system has the feature: the script's default has none.
        var table = layoutTable(script: script, language: language, feature: "locl", lookups: [lookup(type: 7, subtables: [extensionSubtable])])
        // Default langSys (first copy) lists no feature: its featureIndexCount -> 0.
        let scriptTable = 10 + 2 + 6
        let defaultLangSys = scriptTable + 4 + 6
        table.replaceSubrange((defaultLangSys + 4)..<(defaultLangSys + 6), with: be16(0))
        return table
    }

    enum Breakage: String, CaseIterable, CustomTestStringConvertible {
        case subtableOffsetOutOfRange, extensionCycle, hugeLookupList, unknownFeatureIndex, kernPairsPastTheEnd, badCoverageFormat

        var table: String {
            switch self {
            case .kernPairsPastTheEnd: "kern"
            case .badCoverageFormat: "GSUB"
            default: "GPOS"
            }
        }

        var expectedMessage: String {
            switch self {
            case .subtableOffsetOutOfRange: "needs 2 bytes"
            case .extensionCycle: "wraps another extension"
            case .hugeLookupList: "more than the 4096"
            case .unknownFeatureIndex: "names feature 7"
            case .kernPairsPastTheEnd: "kerning pairs needs"
            case .badCoverageFormat: "coverage format 9"
            }
        }

        var testDescription: String { rawValue }
    }

    static func broken(_ breakage: Breakage, first: UInt16, second: UInt16) -> [UInt8] {
        let pair = pairPos([(first, second, -100)])
        switch breakage {
        case .subtableOffsetOutOfRange:
            return layoutTable(feature: "kern", lookups: [be16(2) + be16(0) + be16(1) + be16(0x7000)])
        case .extensionCycle:
            let inner = be16(1) + be16(9) + be32(8) + be16(1) + be16(2) + be32(8) + pair
            return layoutTable(feature: "kern", lookups: [lookup(type: 9, subtables: [inner])])
        case .hugeLookupList:
            return layoutTable(feature: "kern", lookups: [lookup(type: 2, subtables: [pair])], lookupCount: 0xFFFF)
        case .unknownFeatureIndex:
            var table = layoutTable(feature: "kern", lookups: [lookup(type: 2, subtables: [pair])])
            // The default language system's only feature index (after the script table's
            // header, its langSys' lookupOrder, requiredFeatureIndex and count).
            let featureIndex = 10 + 2 + 6 + 4 + 6
            table.replaceSubrange(featureIndex..<(featureIndex + 2), with: be16(7))
            return table
        case .kernPairsPastTheEnd:
            var table = kern([(first, second, -100)])
            table.replaceSubrange(10..<12, with: be16(500))  // nPairs
            return table
        case .badCoverageFormat:
            let single = be16(1) + be16(6) + be16(1) + be16(9) + be16(1) + be16(Int(first))
            return layoutTable(feature: "locl", lookups: [lookup(type: 1, subtables: [single])])
        }
    }
}
