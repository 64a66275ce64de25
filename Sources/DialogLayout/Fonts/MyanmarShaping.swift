/// Myanmar shaping, as HarfBuzz's Myanmar shaper applies a font's `GSUB` and `GPOS` (the
/// `mym2` script): `locl` and `ccmp` on the syllable as written, then the syllable
/// reordered (a kinzi, Nga + asat + virama, after the base; the medial Ra and the pre-base
/// vowel E before it, the E first; below-base vowels and marks in their order), then
/// `rphf`, `pref`, `blwf` and `pstf`, each a stage of its own, then the presentation
/// features (`pres`, `abvs`, `blws`, `psts` and the common `calt`, `clig`, `rlig`, `rclt`;
/// not `liga`, which HarfBuzz turns off for Myanmar). Mark glyphs (`GDEF` class 3) take no
/// advance (HarfBuzz zeroes them before `GPOS`); `GPOS` adjusts advances across syllables.
///
/// Read once per font whose `GSUB` has the `mym2` script (its default language system).
final class MyanmarPlan: Sendable, SyllableShaper {
    static let firstFeatures = ["locl", "ccmp"]
    static let basicFeatures = ["rphf", "pref", "blwf", "pstf"]
    static let presentationFeatures = ["pres", "abvs", "blws", "psts", "calt", "clig", "rlig", "rclt"]

    let substitutions: GlyphLookups
    let positions: GlyphLookups?
    /// The lookups of each stage, in the order the stages apply (`locl` and `ccmp`; each
    /// basic feature; the presentation features), each stage's in lookup order.
    let first: [Int]
    let stages: [[Int]]
    let positioning: [Int]
    let marks: Set<UInt16>

    init(substitutions: GlyphLookups, positions: GlyphLookups?, first: [Int], stages: [[Int]], positioning: [Int], marks: Set<UInt16>) {
        self.substitutions = substitutions
        self.positions = positions
        self.first = first
        self.stages = stages
        self.positioning = positioning
        self.marks = marks
    }

    /// The plan of the `mym2` script's default language system, nil when `GSUB` has none
    /// (HarfBuzz shapes the old `mymr` tag with its default shaper).
    /// `layout` is the face's `GSUB`, read once for every script's plan.
    static func read(gsub layout: OpenTypeLayoutTable, gpos: FontBytes?, gdef: FontBytes?) throws(FontError) -> MyanmarPlan? {
        guard let tables = try ScriptSubstitutions(layout, gdef: gdef, script: "mym2") else { return nil }
        let first = try tables.lookups(firstFeatures)
        var stages: [[Int]] = []
        for tag in basicFeatures { stages.append(try tables.lookups([tag])) }
        stages.append(try tables.lookups(presentationFeatures))
        let substitutions = try tables.substitutions(Set(first + stages.flatMap { $0 }))
        let (positioning, positions) = try tables.positioning(gpos)
        let marks = Set(tables.definitions.glyphClasses.lazy.filter { $0.value == 3 }.map(\.key))
        return MyanmarPlan(substitutions: substitutions, positions: positions, first: first, stages: stages, positioning: positioning, marks: marks)
    }

    /// The glyphs one syllable becomes in `face`, after `GSUB` (positions not applied).
    func shape(_ syllable: ArraySlice<Unicode.Scalar>, face: FontFace) -> [ShapingGlyph] {
        let scalars = Array(syllable)
        let places = Self.positions(scalars)
        var buffer = zip(scalars, places).map { scalar, place in
            ShapingGlyph(glyph: face.glyph(for: scalar) ?? 0, features: 1, category: DevanagariCategory(myanmar: scalar), position: place)
        }
        for lookup in first { substitutions.apply(lookup, feature: 0, to: &buffer) }
        // A stable sort by position: HarfBuzz's `compare_myanmar_order`.
        buffer = buffer.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
        for stage in stages.dropLast() {
            for lookup in stage { substitutions.apply(lookup, feature: 0, to: &buffer) }
        }
        return buffer
    }

    /// The presentation features, across the syllables in a row: HarfBuzz clears the
    /// syllables before them, so their contexts see the syllable before (Noto Sans
    /// Myanmar adds a space before a stacked consonant only at the start of a word).
    func present(_ buffer: inout [ShapingGlyph]) {
        for lookup in stages.last ?? [] { substitutions.apply(lookup, feature: 0, to: &buffer) }
    }

    func zeroesAdvance(of glyph: UInt16) -> Bool { marks.contains(glyph) }

    /// HarfBuzz's `initial_reordering_consonant_syllable` for Myanmar: the position of each
    /// character of a syllable (it is then sorted by them, stably). A syllable that does
    /// not start with a consonant, an independent vowel or a kinzi keeps its order.
    static func positions(_ scalars: [Unicode.Scalar]) -> [DevanagariPosition] {
        let end = scalars.count
        guard let leading = scalars.first, DevanagariCategory(myanmar: leading).isConsonant else { return Array(repeating: .end, count: end) }
        let hasKinzi = end >= 3 && DevanagariCategory(myanmar: scalars[0]) == .ra && scalars[1].value == 0x103A && scalars[2].value == 0x1039
        let limit = hasKinzi ? 3 : 0
        var base = 0
        for index in limit..<end where DevanagariCategory(myanmar: scalars[index]).isConsonant {
            base = index
            break
        }
        var places = Array(repeating: DevanagariPosition.end, count: end)
        var index = 0
        while index < limit {
            places[index] = .afterMain
            index += 1
        }
        while index < base {
            places[index] = .preConsonant
            index += 1
        }
        if index < end {
            places[index] = .baseConsonant
            index += 1
        }
        var place = DevanagariPosition.afterMain
        while index < end {
            defer { index += 1 }
            let value = scalars[index].value
            let belowVowel = [0x102F, 0x1030, 0x1058, 0x1059].contains(value)
            if value == 0x103C {
                places[index] = .preConsonant
            } else if value == 0x1031 || value == 0x1084 {
                places[index] = .preMatra
            } else if place == .afterMain && belowVowel {
                place = .belowConsonant
                places[index] = place
            } else if place == .belowConsonant && value == 0x1036 {
                places[index] = .beforeSub
            } else if place == .belowConsonant && belowVowel {
                places[index] = place
            } else if place == .belowConsonant {
                place = .afterSub
                places[index] = place
            } else {
                places[index] = place
            }
        }
        return places
    }
}

extension DevanagariCategory {
    /// The Myanmar character's category, in the Indic terms the syllable grammar uses: the
    /// virama U+1039 stacks the next consonant as a halant joins one; Nga, Ra and Shan Ra
    /// begin a kinzi; the other signs (the asat, medials, vowel signs, tones) are marks.
    init(myanmar scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x1004, 0x101B, 0x105A: self = .ra
        case 0x1000...0x1022, 0x103F, 0x1050, 0x1051, 0x105B...0x105D, 0x1061, 0x1065, 0x1066, 0x106E...0x1070, 0x1075...0x1081, 0x108E, 0xA9E0...0xA9E4,
            0xA9E7...0xA9EF, 0xA9FA...0xA9FE, 0xAA60...0xAA6F, 0xAA71...0xAA76, 0xAA7A:
            self = .consonant
        case 0x1023...0x102A, 0x1052...0x1055: self = .vowel
        case 0x1039: self = .halant
        case 0x102B...0x1038, 0x103A...0x103E, 0x1056...0x1059, 0x105E...0x1060, 0x1062...0x1064, 0x1067...0x106D, 0x1071...0x1074, 0x1082...0x108D,
            0x108F, 0x109A...0x109D, 0xA9E5, 0xAA7B...0xAA7D:
            self = .matra
        case 0x104E, 0x25CC: self = .placeholder
        case 0x200D: self = .joiner
        case 0x200C: self = .nonJoiner
        default: self = .other
        }
    }
}
