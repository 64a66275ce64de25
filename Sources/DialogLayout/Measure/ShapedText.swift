/// One text in one font, measured once for every width it is broken at: the advance of
/// each scalar and the kerning before it, computed as far as any breaking has read (the
/// line budget still bounds the work on a huge text) and kept.
///
/// The values are exactly `MeasuringFont.advance(in:at:)` and `kerning(_:before:)` (with each
/// scalar's member of the cascade found once, and kept for the tree's runs), and the
/// breaker adds them in the same order as before, so widths are the same to the last bit.
/// A session's texts are used by one thread, so the arrays are not checked for exclusive
/// access at run time (that check cost more than the measuring it saves).
final class ShapedText: LineMetrics {
    let scalars: [Unicode.Scalar]
    let font: MeasuringFont
    @exclusivity(unchecked) private var advances: [Double] = []
    @exclusivity(unchecked) private var kernings: [Double] = []
    /// The member of the font's cascade each scalar is measured in (`MeasuringFont.member`).
    @exclusivity(unchecked) private(set) var members: [Int] = []
    /// The syllables last shaped (Devanagari, Khmer, Myanmar): each is shaped once for
    /// itself and once for each neighbour's context, in a row. Made when a scalar at or
    /// above U+0900 is first measured in a configured face, so other texts allocate nothing.
    @exclusivity(unchecked) private var syllables: ShapedSyllables.Recent?
    /// The glyph of the last scalar measured, for the kerning before the next.
    @exclusivity(unchecked) private var previousGlyph: UInt16?

    init(_ scalars: [Unicode.Scalar], font: MeasuringFont) {
        self.scalars = scalars
        self.font = font
    }

    func advance(_ index: Int) -> Double {
        if index >= advances.count { measure(through: index) }
        return advances[index]
    }

    func kerning(_ index: Int) -> Double {
        if index >= kernings.count { measure(through: index) }
        return kernings[index]
    }

    /// The member of the cascade that measures `scalars[index]`.
    func member(_ index: Int) -> Int {
        if index >= members.count { measure(through: index) }
        return members[index]
    }

    /// Which face measured each part of `range` (`LaidOutLine.faces`): empty unless some
    /// of it was measured in a face of the cascade other than the typography's own.
    func faceRuns(in range: Range<Int>) -> [FaceRun] {
        let cascade = font.cascade
        guard cascade.count > (font.primary < cascade.count ? 1 : 0), !range.isEmpty else { return [] }
        guard range.contains(where: { member($0) != font.primary && member($0) < cascade.count }) else { return [] }
        var runs: [FaceRun] = []
        var start = range.lowerBound
        for index in range where index + 1 == range.upperBound || member(index + 1) != member(start) {
            let member = member(start)
            runs.append(FaceRun(range: start..<index + 1, family: member < cascade.count ? cascade[member].family : nil))
            start = index + 1
        }
        return runs
    }

    /// The runs of `scalars[..<end]` that no face covers and the embedded metrics only
    /// guess at (`FallbackMetrics.represents`), one per script (kept: a text is laid out
    /// at the same ends again and again).
    func uncovered(before end: Int) -> [UncoveredRun] {
        if let known = uncoveredRuns, known.end == end { return known.runs }
        var runs: [UncoveredRun] = []
        for index in 0..<end {
            let scalar = scalars[index]
            guard scalar.value >= 0x250, member(index) == font.embedded, !FallbackMetrics.represents(scalar) else { continue }
            let script = UnicodeScript(scalar)
            if let last = runs.last, last.script == script, last.range.upperBound == index {
                runs[runs.count - 1].range = last.range.lowerBound..<index + 1
            } else if let last = runs.last, last.script == script, scalars[last.range.upperBound..<index].allSatisfy({ UnicodeScript($0).isShared }) {
                // Marks and spaces between two letters of the script belong to the run.
                runs[runs.count - 1].range = last.range.lowerBound..<index + 1
            } else {
                runs.append(UncoveredRun(range: index..<index + 1, script: script))
            }
        }
        uncoveredRuns = (end, runs)
        return runs
    }

    @exclusivity(unchecked) private var uncoveredRuns: (end: Int, runs: [UncoveredRun])?

    /// The scripts of `scalars[..<end]` measured in a face of the cascade a character at a
    /// time although their shaping changes widths (`UnicodeScript.isShapedWithoutModel`),
    /// by name (kept, as `uncovered`).
    func unshaped(before end: Int) -> [UnicodeScript] {
        // Only a face that maps such a script measures it (the embedded metrics' guesses are
        // `uncovered`): no text of a project without fonts for those scripts pays for the look.
        guard font.cascade.contains(where: { $0.face.mapsScriptsShapedWithoutModel }) else { return [] }
        if let known = unshapedScripts, known.end == end { return known.scripts }
        var scripts: Set<UnicodeScript> = []
        for index in 0..<end where scalars[index].value >= 0x700 && member(index) < font.embedded {
            let script = UnicodeScript(scalars[index])
            if script.isShapedWithoutModel { scripts.insert(script) }
        }
        let sorted = scripts.sorted { $0.name < $1.name }
        unshapedScripts = (end, sorted)
        return sorted
    }

    @exclusivity(unchecked) private var unshapedScripts: (end: Int, scripts: [UnicodeScript])?

    /// Measures on from the last scalar measured to `index`, and a little further: a
    /// breaker reads forward.
    private func measure(through index: Int) {
        let end = min(scalars.count, max(index + 1, advances.count * 2, 64))
        advances.reserveCapacity(end)
        kernings.reserveCapacity(end)
        members.reserveCapacity(end)
        // Held in a local for the loop: the property read once per scalar cost a count
        // up and down on every scalar of every text, shaped or not.
        var recent = syllables
        // Without a configured face no member is below this, and the checks for shaping
        // and kerning stop at the first comparison.
        let faces = font.cascade.count
        for next in advances.count..<end {
            let (member, glyph) = font.measuredIn(scalars, at: next)
            if member < faces, recent == nil, scalars[next].value >= 0x900 {
                recent = ShapedSyllables.Recent()
                syllables = recent
            }
            advances.append(font.advance(in: scalars, at: next, member: member, glyph: glyph, syllables: recent))
            let sameFace = next > 0 && member < faces && members[next - 1] == member
            kernings.append(sameFace ? font.kerning(scalars, before: next, member: member, first: previousGlyph, second: glyph) : 0)
            members.append(member)
            previousGlyph = glyph
        }
    }
}

/// A text in a font, measured as it is read and not kept: for one measurement.
struct TextInFont: LineMetrics {
    let font: MeasuringFont
    let scalars: [Unicode.Scalar]

    func advance(_ index: Int) -> Double { font.advance(in: scalars, at: index) }
    func kerning(_ index: Int) -> Double { font.kerning(scalars, before: index) }
}

extension MeasuringFont {
    /// Whether widths only grow as scalars are added: advances are glyph advances (never
    /// negative) plus the letter spacing, and no face of the cascade has kerning that
    /// narrows a pair.
    var widthsOnlyGrow: Bool {
        letterSpacing >= 0 && size >= 0
            && cascade.allSatisfy { ($0.shaping.kerning?.neverNegative ?? true) && ($0.arabic?.kerning?.neverNegative ?? true) }
    }

    /// The first `maxLines` lines of a shaped text, with its break opportunities from
    /// `breaks`, and whether more would follow.
    func lines(_ shaped: ShapedText, breaks: BreakList, maxWidth: Double, maxLines: Int) -> BrokenLines {
        LineBreaker.lines(shaped, breaks: breaks, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: widthsOnlyGrow)
    }
}
