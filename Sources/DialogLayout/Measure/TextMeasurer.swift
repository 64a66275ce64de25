import DialogTokens

/// Measures text for layout: the configured font of a typography's family and weight when
/// there is one, the embedded `FallbackMetrics` otherwise, and per scalar the fallback for
/// any scalar the font has no glyph for (as the system's font cascade would draw it).
///
/// Sizes are the token's size times the Dynamic Type scale; `letterSpacing` is the
/// token's, unscaled (UIKit's kern attribute is in points and does not scale either).
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

    /// The font a typography resolves to at a Dynamic Type scale.
    public func font(for typography: Typography, scale: Double = 1) -> MeasuringFont {
        let size = typography.fontSize * scale
        return MeasuringFont(
            face: face(families: typography.fontFamily, weight: typography.fontWeight),
            fallback: FallbackMetrics(weight: typography.fontWeight),
            size: size,
            letterSpacing: typography.letterSpacing,
            lineHeight: size * typography.lineHeight)
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

/// A typography at one size, ready to measure scalars.
public struct MeasuringFont: Sendable {
    /// The configured face, or nil when only the fallback metrics apply.
    public let face: FontFace?
    public let fallback: FallbackMetrics
    /// Points, Dynamic Type applied.
    public let size: Double
    public let letterSpacing: Double
    /// Points: size times the typography's lineHeight multiplier.
    public let lineHeight: Double

    /// The advance of `scalar` in points: the face's when it maps the scalar, else the
    /// fallback's (a missing glyph never measures as `.notdef`).
    public func advance(of scalar: Unicode.Scalar) -> Double {
        if let face, face.glyph(for: scalar) != nil {
            return face.advance(of: scalar, size: size, letterSpacing: letterSpacing)
        }
        return fallback.advance(of: scalar, size: size, letterSpacing: letterSpacing)
    }

    /// The width of a run of scalars on one line.
    public func width<Scalars: Sequence<Unicode.Scalar>>(of scalars: Scalars) -> Double {
        scalars.reduce(0) { $0 + advance(of: $1) }
    }

    /// `text` broken into lines no wider than `maxWidth` (where a line can be).
    public func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, wordBreak: WordBreak = .normal) -> [TextLine] {
        LineBreaker.lines(scalars, maxWidth: maxWidth, wordBreak: wordBreak, width: advance(of:))
    }

    /// The first `maxLines` lines of `text`, and whether more would follow.
    public func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, maxLines: Int, wordBreak: WordBreak = .normal) -> BrokenLines {
        // Advances are glyph advances (never negative) plus the letter spacing.
        LineBreaker.lines(
            scalars, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: letterSpacing >= 0 && size >= 0, wordBreak: wordBreak,
            width: advance(of:))
    }
}
