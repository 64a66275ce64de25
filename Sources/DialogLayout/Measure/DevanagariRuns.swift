/// Measuring Devanagari in a face that has Devanagari shaping rules (`DevanagariPlan`):
/// a syllable is shaped as a whole, and its advance (its glyphs' advances after `GSUB`,
/// with the `GPOS` adjustments worked out together with the syllables on either side) is
/// measured on its first character; the rest of it measure nothing. A line never breaks
/// inside a syllable for a reason of its own: UAX #14 keeps a word of letters and marks
/// together, and Hindi breaks at spaces.
///
/// Every value depends only on the syllable and its neighbours, a bounded stretch of the
/// text, so a character's advance does not depend on where lines break, and a long run
/// without spaces costs time in proportion to its length.
enum DevanagariSyllables {
    /// A syllable longer than this is cut there: what follows measures as characters alone
    /// (real syllables have a few characters; this bounds the work on any text).
    static let longest = 32

    static func isDevanagari(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x900 && scalar.value <= 0x97F
    }

    /// Whether `scalars[index]` belongs to a run of Devanagari: a Devanagari character, or a
    /// joiner after one. (A face with Devanagari rules is taken to draw every Devanagari
    /// character: one that lacks some measures them in the syllable as `.notdef`.)
    static func inRun(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        let scalar = scalars[index]
        if isDevanagari(scalar) { return true }
        if scalar.value == 0x200C || scalar.value == 0x200D { return index > 0 && isDevanagari(scalars[index - 1]) }
        return false
    }

    /// Whether a syllable starts at `scalars[index]`, which follows a character of its run:
    /// a consonant, vowel or sign that no halant joins to the consonants before it
    /// (HarfBuzz's syllable grammar: at most five consonants joined by halants). Only
    /// Devanagari characters are halants and consonants, so the walk back never leaves the
    /// run.
    private static func startsAfterRun(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        let category = DevanagariCategory(scalars[index])
        if category.isMark { return false }
        guard category == .consonant || category == .ra else { return true }
        var consonant = index
        var joined = 0
        while joined < 5 {
            var halant = consonant - 1
            if halant > 0, DevanagariCategory(scalars[halant]) == .joiner { halant -= 1 }
            guard halant >= 0, DevanagariCategory(scalars[halant]) == .halant else { break }
            joined += 1
            var before = halant - 1
            if before > 0, DevanagariCategory(scalars[before]) == .nukta { before -= 1 }
            guard before >= 0, DevanagariCategory(scalars[before]) == .consonant || DevanagariCategory(scalars[before]) == .ra else { break }
            consonant = before
        }
        return joined == 0 || joined >= 5
    }

    /// The start of the syllable `scalars[index]` belongs to, nil when it is more than
    /// `longest` characters back (then the character measures alone).
    static func start(_ scalars: [Unicode.Scalar], of index: Int) -> Int? {
        var candidate = index
        while candidate >= 0, index - candidate < longest {
            if candidate == 0 || !inRun(scalars, candidate - 1) || startsAfterRun(scalars, candidate) { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The end of the syllable that starts at `start`.
    static func end(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start + 1
        while end < scalars.count, end - start < longest, inRun(scalars, end), !startsAfterRun(scalars, end) { end += 1 }
        return end
    }
}

extension MeasuringFont {
    /// The advance of the Devanagari `scalars[index]` measured in `cascade[member]`: its
    /// syllable's on its first character, nothing on the others; nil when it is measured
    /// as a character alone (a syllable cut at `DevanagariSyllables.longest`, or one whose
    /// start another face of the cascade measures).
    func devanagariAdvance(in scalars: [Unicode.Scalar], at index: Int, member: Int, plan: DevanagariPlan) -> Double? {
        let face = cascade[member].face
        guard let start = DevanagariSyllables.start(scalars, of: index) else { return nil }
        if start != index {
            return measuredIn(scalars, at: start).member == member ? 0 : nil
        }
        let end = DevanagariSyllables.end(scalars, from: start)
        var buffer: [ShapingGlyph] = []
        if start > 0, DevanagariSyllables.inRun(scalars, start - 1),
            let before = DevanagariSyllables.start(scalars, of: start - 1)
        {
            buffer = plan.shape(scalars[before..<start], face: face)
        }
        let first = buffer.count
        buffer += plan.shape(scalars[start..<end], face: face)
        let last = buffer.count
        if end < scalars.count, DevanagariSyllables.inRun(scalars, end) {
            buffer += plan.shape(scalars[end..<DevanagariSyllables.end(scalars, from: end)], face: face)
        }
        plan.position(&buffer)
        var units = 0
        for glyph in buffer[first..<last] { units += face.advance(glyph: glyph.glyph) + glyph.adjustment }
        // Never negative, so that widths only grow along a line (`widthsOnlyGrow`) whatever
        // a font's `GPOS` says; no real syllable is narrower than nothing.
        return Double(max(units, 0)) * size / Double(face.unitsPerEm) + letterSpacing
    }
}
