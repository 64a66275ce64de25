/// Measuring Devanagari, Khmer and Myanmar in a face that has their shaping rules
/// (`DevanagariPlan`, `KhmerPlan`, `MyanmarPlan`): a syllable is shaped as a whole, and its advance (its glyphs' advances
/// after `GSUB`, with the `GPOS` adjustments worked out together with the syllables on
/// either side) is measured on its first character; the rest of it measure nothing. A
/// line never breaks inside a syllable for a reason of its own: UAX #14 keeps a Hindi word
/// of letters and marks together (Hindi breaks at spaces), and Khmer's and Burmese's
/// dictionary breaks fall between syllables.
///
/// Every value depends only on the syllable and its neighbours, a bounded stretch of the
/// text, so a character's advance does not depend on where lines break, and a long run
/// without spaces costs time in proportion to its length.
enum ShapedSyllables {
    /// A syllable longer than this is cut there: what follows measures as characters alone
    /// (real syllables have a few characters; this bounds the work on any text).
    static let longest = 32

    /// The scripts shaped a syllable at a time.
    enum Script {
        case devanagari, khmer, myanmar

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .devanagari: scalar.value >= 0x900 && scalar.value <= 0x97F
            case .khmer: scalar.value >= 0x1780 && scalar.value <= 0x17FF
            case .myanmar: (0x1000...0x109F).contains(scalar.value) || (0xA9E0...0xA9FF).contains(scalar.value) || (0xAA60...0xAA7F).contains(scalar.value)
            }
        }

        func category(_ scalar: Unicode.Scalar) -> DevanagariCategory {
            switch self {
            case .devanagari: DevanagariCategory(scalar)
            case .khmer: DevanagariCategory(khmer: scalar)
            case .myanmar: DevanagariCategory(myanmar: scalar)
            }
        }

        /// The most consonants a halant (Khmer: a coeng; Myanmar: the virama) joins into one
        /// syllable.
        var joinedConsonants: Int {
            switch self {
            case .devanagari: 5
            case .khmer, .myanmar: 3
            }
        }
    }

    /// Whether `scalars[index]` belongs to a run of `script`: one of its characters, or a
    /// joiner after one. (A face with the script's rules is taken to draw every character
    /// of it: one that lacks some measures them in the syllable as `.notdef`.)
    static func inRun(_ scalars: [Unicode.Scalar], _ index: Int, script: Script) -> Bool {
        let scalar = scalars[index]
        if script.contains(scalar) { return true }
        if scalar.value == 0x200C || scalar.value == 0x200D { return index > 0 && script.contains(scalars[index - 1]) }
        return false
    }

    /// Whether a syllable starts at `scalars[index]`, which follows a character of its run:
    /// a consonant, vowel or sign that no halant joins to the consonants before it
    /// (HarfBuzz's syllable grammars: at most five consonants joined by halants in
    /// Devanagari, three by coengs in Khmer). Only the script's characters are halants and
    /// consonants, so the walk back never leaves the run.
    private static func startsAfterRun(_ scalars: [Unicode.Scalar], _ index: Int, script: Script) -> Bool {
        let category = script.category(scalars[index])
        if category.isMark { return false }
        guard category == .consonant || category == .ra else { return true }
        var consonant = index
        var joined = 0
        while joined < script.joinedConsonants {
            var halant = consonant - 1
            if halant > 0, script.category(scalars[halant]) == .joiner { halant -= 1 }
            guard halant >= 0, script.category(scalars[halant]) == .halant else { break }
            joined += 1
            var before = halant - 1
            if before > 0, script.category(scalars[before]) == .nukta { before -= 1 }
            guard before >= 0, script.category(scalars[before]) == .consonant || script.category(scalars[before]) == .ra else { break }
            consonant = before
        }
        return joined == 0 || joined >= script.joinedConsonants
    }

    /// The start of the syllable `scalars[index]` belongs to, nil when it is more than
    /// `longest` characters back (then the character measures alone).
    static func start(_ scalars: [Unicode.Scalar], of index: Int, script: Script = .devanagari) -> Int? {
        var candidate = index
        while candidate >= 0, index - candidate < longest {
            if candidate == 0 || !inRun(scalars, candidate - 1, script: script) || startsAfterRun(scalars, candidate, script: script) { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The end of the syllable that starts at `start`.
    static func end(_ scalars: [Unicode.Scalar], from start: Int, script: Script = .devanagari) -> Int {
        var end = start + 1
        while end < scalars.count, end - start < longest, inRun(scalars, end, script: script), !startsAfterRun(scalars, end, script: script) { end += 1 }
        return end
    }
}

extension ShapedSyllables {
    /// The last few syllables shaped for one text in one font (`ShapedText`, measured in
    /// order by one thread): measuring a syllable shapes it and its two neighbours, so each
    /// syllable is asked for three times in a row.
    final class Recent {
        private var entries: [(range: Range<Int>, member: Int, glyphs: [ShapingGlyph])] = []

        func glyphs(_ range: Range<Int>, member: Int, shape: () -> [ShapingGlyph]) -> [ShapingGlyph] {
            if let entry = entries.first(where: { $0.range == range && $0.member == member }) { return entry.glyphs }
            let glyphs = shape()
            if entries.count == 4 { entries.removeFirst() }
            entries.append((range, member, glyphs))
            return glyphs
        }
    }
}

/// A script's shaping of one syllable in one face, and the positioning across syllables.
protocol SyllableShaper {
    /// The `GPOS` engine, none for a face without `GPOS`, and the lookups that adjust advances.
    var positions: GlyphLookups? { get }
    var positioning: [Int] { get }
    func shape(_ syllable: ArraySlice<Unicode.Scalar>, face: FontFace) -> [ShapingGlyph]
    /// The substitutions that apply across syllables, to the shaped syllables in a row
    /// (HarfBuzz's Myanmar shaper clears the syllables before its presentation features).
    func present(_ buffer: inout [ShapingGlyph])
    /// Whether the glyph takes no advance of its own (HarfBuzz's Myanmar shaper zeroes mark
    /// glyphs; the Indic and Khmer shapers keep every advance).
    func zeroesAdvance(of glyph: UInt16) -> Bool
}

extension SyllableShaper {
    /// `GPOS`'s advance adjustments across `buffer` (the glyphs of neighbouring syllables).
    func position(_ buffer: inout [ShapingGlyph]) {
        guard let positions else { return }
        for lookup in positioning { positions.apply(lookup, feature: 0, to: &buffer) }
    }

    func present(_ buffer: inout [ShapingGlyph]) {}
    func zeroesAdvance(of glyph: UInt16) -> Bool { false }
}

extension ShapingGlyph {
    /// A feature bit no plan uses: the glyphs of the syllable being measured, kept through
    /// the substitutions across syllables (a glyph a substitution adds takes its source's).
    static let measured: UInt32 = 1 << 24
}

extension MeasuringFont {
    /// The advance of `scalars[index]`, of `script`, measured in `cascade[member]` with
    /// `plan`: its syllable's on its first character, nothing on the others; nil when it
    /// is measured as a character alone (a syllable cut at `ShapedSyllables.longest`, or
    /// one whose start another face of the cascade measures).
    func syllableAdvance(
        in scalars: [Unicode.Scalar], at index: Int, member: Int, plan: some SyllableShaper, script: ShapedSyllables.Script, recent: ShapedSyllables.Recent? = nil
    ) -> Double? {
        let face = cascade[member].face
        guard let start = ShapedSyllables.start(scalars, of: index, script: script) else { return nil }
        if start != index {
            return measuredIn(scalars, at: start).member == member ? 0 : nil
        }
        func shaped(_ range: Range<Int>) -> [ShapingGlyph] {
            guard let recent else { return plan.shape(scalars[range], face: face) }
            return recent.glyphs(range, member: member) { plan.shape(scalars[range], face: face) }
        }
        let end = ShapedSyllables.end(scalars, from: start, script: script)
        var buffer: [ShapingGlyph] = []
        if start > 0, ShapedSyllables.inRun(scalars, start - 1, script: script),
            let before = ShapedSyllables.start(scalars, of: start - 1, script: script)
        {
            buffer = shaped(before..<start)
        }
        buffer += shaped(start..<end).map { glyph in
            var tagged = glyph
            tagged.features |= ShapingGlyph.measured
            return tagged
        }
        if end < scalars.count, ShapedSyllables.inRun(scalars, end, script: script) {
            buffer += shaped(end..<ShapedSyllables.end(scalars, from: end, script: script))
        }
        plan.present(&buffer)
        plan.position(&buffer)
        var units = 0
        for glyph in buffer where glyph.features & ShapingGlyph.measured != 0 {
            units += (plan.zeroesAdvance(of: glyph.glyph) ? 0 : face.advance(glyph: glyph.glyph)) + glyph.adjustment
        }
        // Never negative, so that widths only grow along a line (`widthsOnlyGrow`) whatever
        // a font's `GPOS` says; no real syllable is narrower than nothing.
        return Double(max(units, 0)) * size / Double(face.unitsPerEm) + letterSpacing
    }
}
