import DialogTokens

/// Measures text for layout: the configured font of a typography's family and weight when
/// there is one, the embedded `FallbackMetrics` otherwise, and per scalar the fallback for
/// any scalar the font has no glyph for (as the system's font cascade would draw it).
///
/// Sizes are the token's size times the Dynamic Type scale; `letterSpacing` is the
/// token's, unscaled (UIKit's kern attribute is in points and does not scale either).
///
/// Text in a configured face is shaped with `locl` for the text's locale and `kern`, and
/// nothing else (`FontFace`); an emoji sequence measures as one glyph (`EmojiSequence`).
public struct TextMeasurer: Sendable {
    /// One configured face: a family name as typography tokens write it, and its weight.
    public struct ConfiguredFace: Sendable {
        public var family: String
        public var weight: Int
        public var face: FontFace

        public init(family: String, weight: Int, face: FontFace) {
            self.family = family
            self.weight = weight
            self.face = face
        }
    }

    private let faces: [ConfiguredFace]

    /// A measurer with no fonts: every scalar uses the fallback metrics.
    public init(faces: [ConfiguredFace] = []) {
        self.faces = faces
    }

    /// The font a typography resolves to at a Dynamic Type scale, shaping text in `locale`
    /// (a BCP 47 tag; nil shapes with the font's default language system).
    public func font(for typography: Typography, scale: Double = 1, locale: String? = nil) -> MeasuringFont {
        let size = typography.fontSize * scale
        let face = face(families: typography.fontFamily, weight: typography.fontWeight)
        return MeasuringFont(
            face: face,
            shaping: face?.shaping(forLocale: locale ?? "") ?? .none,
            fallback: FallbackMetrics(weight: typography.fontWeight),
            size: size,
            letterSpacing: typography.letterSpacing,
            lineHeight: size * typography.lineHeight)
    }

    /// Whether text in `families` measures with the embedded fallback metrics because none
    /// of them has a configured face (the layout JSON says so in `fallbackMetrics`).
    public func usesFallbackMetrics(families: [String]) -> Bool {
        !families.contains { family in faces.contains { $0.family == family } }
    }

    /// The first family of the list that has configured faces, at the weight nearest the
    /// requested one (ties to the lighter, as `FallbackMetrics` chooses its tables).
    func face(families: [String], weight: Int) -> FontFace? {
        for family in families {
            let candidates = faces.filter { $0.family == family }
            let nearest = candidates.min { lhs, rhs in
                let (left, right) = (abs(lhs.weight - weight), abs(rhs.weight - weight))
                return left != right ? left < right : lhs.weight < rhs.weight
            }
            if let nearest { return nearest.face }
        }
        return nil
    }
}

/// A typography at one size, ready to measure text.
///
/// A text is measured per scalar: a scalar's advance is its glyph's (after `locl`), or the
/// fallback's when the face lacks it; the kerning between two adjacent glyphs of the face
/// belongs to the pair (`kerning(_:before:)`), so a line's width is its advances plus the
/// kerning inside it, never across its ends.
public struct MeasuringFont: Sendable {
    /// The configured face, or nil when only the fallback metrics apply.
    public let face: FontFace?
    /// What shaping does to the face's glyphs in the text's locale.
    public let shaping: ShapingPlan
    public let fallback: FallbackMetrics
    /// Points, Dynamic Type applied.
    public let size: Double
    public let letterSpacing: Double
    /// Points: size times the typography's lineHeight multiplier.
    public let lineHeight: Double

    public init(face: FontFace?, shaping: ShapingPlan = .none, fallback: FallbackMetrics, size: Double, letterSpacing: Double, lineHeight: Double) {
        self.face = face
        self.shaping = shaping
        self.fallback = fallback
        self.size = size
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }

    /// The advance of `scalar` alone in points: the face's glyph (after `locl`) when it maps
    /// the scalar, else the fallback's (a missing glyph never measures as `.notdef`).
    public func advance(of scalar: Unicode.Scalar) -> Double {
        if let face, let glyph = face.glyph(for: scalar) {
            return Double(face.advance(glyph: shaping.substitute(glyph))) * size / Double(face.unitsPerEm) + letterSpacing
        }
        return fallback.advance(of: scalar, size: size, letterSpacing: letterSpacing)
    }

    /// The advance of `scalars[index]` in its text: as `advance(of:)`, except that an emoji
    /// sequence is one glyph, measured on its first scalar (the face's glyph for that
    /// scalar when the face has it as an emoji, else the fallback's emoji width) and zero
    /// on the others.
    public func advance(in scalars: [Unicode.Scalar], at index: Int) -> Double {
        let scalar = scalars[index]
        // A scalar that continues a sequence is at or above U+200D, and so is the scalar
        // after a sequence's start.
        guard scalar.value >= EmojiSequence.zeroWidthJoiner || (index + 1 < scalars.count && scalars[index + 1].value >= EmojiSequence.zeroWidthJoiner) else {
            return advance(of: scalar)
        }
        if EmojiSequence.continues(scalars, at: index) { return 0 }
        if EmojiSequence.starts(scalars, at: index) {
            if let face, scalar.properties.isEmojiPresentation, let glyph = face.glyph(for: scalar) {
                return Double(face.advance(glyph: glyph)) * size / Double(face.unitsPerEm) + letterSpacing
            }
            return Double(FallbackMetrics.emojiWidth) * size / 1000 + letterSpacing
        }
        return advance(of: scalar)
    }

    /// The kerning in points between `scalars[index - 1]` and `scalars[index]`: nonzero only
    /// when the face draws both, neither in an emoji sequence, and kerns the pair.
    public func kerning(_ scalars: [Unicode.Scalar], before index: Int) -> Double {
        guard let kerning = shaping.kerning, let face, index > 0, index < scalars.count else { return 0 }
        guard let first = face.glyph(for: scalars[index - 1]), let second = face.glyph(for: scalars[index]) else { return 0 }
        if scalars[index].value >= 0xA9 || scalars[index - 1].value >= 0xA9 {
            if EmojiSequence.continues(scalars, at: index) || EmojiSequence.starts(scalars, at: index - 1)
                || EmojiSequence.continues(scalars, at: index - 1) || EmojiSequence.starts(scalars, at: index) {
                return 0
            }
        }
        let units = kerning.adjustment(shaping.substitute(first), shaping.substitute(second))
        return units == 0 ? 0 : Double(units) * size / Double(face.unitsPerEm)
    }

    /// The width of `scalars[range]` on one line: its advances and the kerning inside it.
    public func width(of scalars: [Unicode.Scalar], in range: Range<Int>) -> Double {
        TextInFont(font: self, scalars: scalars).width(in: range)
    }

    /// The width of a text on one line.
    public func width(of scalars: [Unicode.Scalar]) -> Double {
        width(of: scalars, in: 0..<scalars.count)
    }

    /// `text` broken into lines no wider than `maxWidth` (where a line can be).
    public func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, wordBreak: WordBreak = .normal) -> [TextLine] {
        lines(scalars, maxWidth: maxWidth, maxLines: .max, wordBreak: wordBreak).lines
    }

    /// The first `maxLines` lines of `text`, and whether more would follow.
    public func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, maxLines: Int, wordBreak: WordBreak = .normal) -> BrokenLines {
        LineBreaker.lines(
            scalars, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: widthsOnlyGrow, wordBreak: wordBreak,
            advance: { advance(in: scalars, at: $0) }, kerning: { kerning(scalars, before: $0) })
    }
}
