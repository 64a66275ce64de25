/// Khmer shaping, as HarfBuzz's Khmer shaper applies a font's `GSUB` and `GPOS`: split
/// vowels decomposed (their left part U+17C1 first), a coeng + Ro moved before the base
/// with `pref`, a pre-base vowel moved to the syllable's start, the basic features (`locl`,
/// `ccmp`, `pref`, `blwf`, `abvf`, `pstf`, `cfar`) in one stage with their masks, then the
/// presentation features; `GPOS` adjusts advances across syllables. A subscript consonant
/// (coeng + consonant, `blwf`) then measures as the font draws it, under its base.
///
/// Read once per font whose `GSUB` has the `khmr` script (its default language system).
final class KhmerPlan: Sendable, SyllableShaper {
    enum Feature {
        static let global: UInt32 = 1
        static let pref: UInt32 = 2
        /// `blwf`, `abvf` and `pstf`: every glyph after the syllable's first.
        static let postBase: UInt32 = 4
        static let cfar: UInt32 = 8
    }

    static let basicFeatures: [(tag: String, bit: UInt32)] = [
        ("locl", Feature.global), ("ccmp", Feature.global), ("pref", Feature.pref), ("blwf", Feature.postBase), ("abvf", Feature.postBase),
        ("pstf", Feature.postBase), ("cfar", Feature.cfar),
    ]
    static let presentationFeatures = ["pres", "abvs", "blws", "psts", "clig", "liga", "calt", "rlig", "rclt"]

    let substitutions: GlyphLookups
    let positions: GlyphLookups?
    let basic: [(lookup: Int, bit: UInt32)]
    let presentation: [(lookup: Int, bit: UInt32)]
    let positioning: [Int]

    init(substitutions: GlyphLookups, positions: GlyphLookups?, basic: [(lookup: Int, bit: UInt32)], presentation: [(lookup: Int, bit: UInt32)], positioning: [Int]) {
        self.substitutions = substitutions
        self.positions = positions
        self.basic = basic
        self.presentation = presentation
        self.positioning = positioning
    }

    /// The plan of the `khmr` script's default language system, nil when `GSUB` has none.
    /// `layout` is the face's `GSUB`, read once for every script's plan.
    static func read(gsub layout: OpenTypeLayoutTable, gpos: FontBytes?, gdef: FontBytes?) throws(FontError) -> KhmerPlan? {
        guard let tables = try ScriptSubstitutions(layout, gdef: gdef, script: "khmr") else { return nil }
        var basic: [(lookup: Int, bit: UInt32)] = []
        for feature in basicFeatures { basic += try tables.lookups([feature.tag]).map { ($0, feature.bit) } }
        var presentation: [(lookup: Int, bit: UInt32)] = []
        for tag in presentationFeatures { presentation += try tables.lookups([tag]).map { ($0, Feature.global) } }
        basic.sort { $0.lookup < $1.lookup }
        presentation.sort { $0.lookup < $1.lookup }
        let substitutions = try tables.substitutions(Set(basic.map(\.lookup) + presentation.map(\.lookup)))
        let (positioning, positions) = try tables.positioning(gpos)
        return KhmerPlan(substitutions: substitutions, positions: positions, basic: basic, presentation: presentation, positioning: positioning)
    }

    /// The glyphs one syllable becomes in `face`, after `GSUB` (positions not applied).
    func shape(_ syllable: ArraySlice<Unicode.Scalar>, face: FontFace) -> [ShapingGlyph] {
        var scalars: [Unicode.Scalar] = []
        for scalar in syllable {
            // Split vowels: HarfBuzz decomposes them into U+17C1 and the vowel itself.
            if [0x17BE, 0x17BF, 0x17C0, 0x17C4, 0x17C5].contains(scalar.value) { scalars.append("\u{17C1}") }
            scalars.append(scalar)
        }
        var items: [(scalar: Unicode.Scalar, glyph: ShapingGlyph)] = scalars.map { scalar in
            (scalar, ShapingGlyph(glyph: face.glyph(for: scalar) ?? 0, features: Feature.global, category: DevanagariCategory(khmer: scalar), position: .end))
        }
        if items.first?.glyph.category.isConsonant == true { reorder(&items) }
        var buffer = items.map(\.glyph)
        for (lookup, bit) in basic { substitutions.apply(lookup, feature: bit, to: &buffer) }
        for (lookup, bit) in presentation { substitutions.apply(lookup, feature: bit, to: &buffer) }
        return buffer
    }

    /// HarfBuzz's `reorder_consonant_syllable` for Khmer: the masks, a coeng + Ro to the
    /// start with `pref` (and `cfar` on what follows it), a pre-base vowel to the start.
    private func reorder(_ items: inout [(scalar: Unicode.Scalar, glyph: ShapingGlyph)]) {
        let end = items.count
        for index in stride(from: 1, to: end, by: 1) { items[index].glyph.features |= Feature.postBase }
        var coengs = 0
        for index in stride(from: 1, to: end, by: 1) {
            if items[index].glyph.category == .halant, coengs <= 2, index + 1 < end {
                coengs += 1
                guard items[index + 1].glyph.category == .ra else { continue }
                items[index].glyph.features |= Feature.pref
                items[index + 1].glyph.features |= Feature.pref
                let pair = Array(items[index...index + 1])
                items.removeSubrange(index...index + 1)
                items.insert(contentsOf: pair, at: 0)
                for later in stride(from: index + 2, to: end, by: 1) { items[later].glyph.features |= Feature.cfar }
                coengs = 2
            } else if (0x17C1...0x17C3).contains(items[index].scalar.value) {
                let vowel = items.remove(at: index)
                items.insert(vowel, at: 0)
            }
        }
    }
}

extension DevanagariCategory {
    /// The Khmer character's category, in the Indic terms the syllable grammar uses: a
    /// coeng (U+17D2) joins consonants as a halant does; dependent vowels are matras.
    init(khmer scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x179A: self = .ra
        case 0x1780...0x17A2: self = .consonant
        case 0x17A3...0x17B3: self = .vowel
        case 0x17D2: self = .halant
        case 0x17B6...0x17C5: self = .matra
        case 0x17B4, 0x17B5, 0x17C6...0x17D1, 0x17D3, 0x17DD: self = .modifier
        case 0x200D: self = .joiner
        case 0x200C: self = .nonJoiner
        case 0x25CC: self = .placeholder
        default: self = .other
        }
    }
}
