/// One text in one font, measured once for every width it is broken at: the advance of
/// each scalar and the kerning before it, computed as far as any breaking has read (the
/// line budget still bounds the work on a huge text) and kept.
///
/// The values are exactly `MeasuringFont.advance(in:at:)` and `kerning(_:before:)`, and the
/// breaker adds them in the same order as before, so widths are the same to the last bit.
/// A session's texts are used by one thread, so the arrays are not checked for exclusive
/// access at run time (that check cost more than the measuring it saves).
final class ShapedText: LineMetrics {
    let scalars: [Unicode.Scalar]
    let font: MeasuringFont
    @exclusivity(unchecked) private var advances: [Double] = []
    @exclusivity(unchecked) private var kernings: [Double] = []

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

    /// Measures on from the last scalar measured to `index`, and a little further: a
    /// breaker reads forward.
    private func measure(through index: Int) {
        let end = min(scalars.count, max(index + 1, advances.count * 2, 64))
        advances.reserveCapacity(end)
        kernings.reserveCapacity(end)
        for next in advances.count..<end {
            advances.append(font.advance(in: scalars, at: next))
            kernings.append(font.kerning(scalars, before: next))
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
    /// negative) plus the letter spacing, and kerning that never narrows a pair.
    var widthsOnlyGrow: Bool {
        letterSpacing >= 0 && size >= 0 && (shaping.kerning?.neverNegative ?? true)
    }

    /// The first `maxLines` lines of a shaped text, with its break opportunities from
    /// `breaks`, and whether more would follow.
    func lines(_ shaped: ShapedText, breaks: BreakList, maxWidth: Double, maxLines: Int) -> BrokenLines {
        LineBreaker.lines(shaped, breaks: breaks, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: widthsOnlyGrow)
    }
}
