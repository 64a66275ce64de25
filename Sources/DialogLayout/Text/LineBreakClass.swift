/// The UAX #14 line-breaking classes the breaker distinguishes: the basic classes for
/// Latin, Hangul and CJK text. Every other scalar behaves as an alphabetic (AL).
enum LineBreakClass: Equatable {
    /// AL (and everything unlisted): letters, digits, quotes; no break between two.
    case alphabetic
    /// ID: CJK ideographs, kana, full-width forms, emoji; a break is allowed on either side.
    case ideographic
    /// H2 / H3: precomposed Hangul syllables; a break is allowed on either side.
    case hangulSyllable
    /// SP: a space; breaks come after a run of spaces, which hangs past the line's end.
    case space
    /// BA / HY: hyphens and dashes; a break is allowed after them.
    case breakAfter
    /// CL / CP / EX / IS / NS: closing punctuation, never at the start of a line.
    case closing
    /// OP: opening punctuation, never at the end of a line.
    case opening
    /// GL: no-break space and word joiner glue the characters on both sides.
    case glue
    /// CM / ZWJ: combining marks, variation selectors and joiners stay with their base.
    case combining
    /// ZW: zero-width space, an explicit break opportunity.
    case zeroWidthSpace

    /// The class of `scalar`. ASCII (most of Latin text) and Hangul syllables (most of
    /// Korean) skip the set and range searches below: every scalar is classified several
    /// times per layout. The ASCII table is filled by the same switch, so it cannot disagree.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self = Self.asciiClasses[Int(value)]
        } else if value >= 0xAC00, value <= 0xD7A3 {
            self = .hangulSyllable  // no earlier case of `init(classifying:)` covers these
        } else {
            self.init(classifying: value)
        }
    }

    private static let asciiClasses: [LineBreakClass] = (0..<0x80).map { LineBreakClass(classifying: UInt32($0)) }

    private init(classifying value: UInt32) {
        switch value {
        case 0x20, 0x09, 0x3000: self = .space
        case 0x2D, 0xAD, 0x2010, 0x2012, 0x2013, 0x2027: self = .breakAfter
        case 0x00A0, 0x202F, 0x2060, 0xFEFF, 0x2007, 0x2011: self = .glue
        case 0x200B: self = .zeroWidthSpace
        case 0x200C, 0x200D, 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF,
             0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0000...0xE007F, 0xE0100...0xE01EF,
             0x1F3FB...0x1F3FF, 0x1160...0x11FF:
            // Emoji skin-tone modifiers and Hangul medial/final jamo also attach to what precedes.
            self = .combining
        case _ where Self.closingScalars.contains(value): self = .closing
        case _ where Self.openingScalars.contains(value): self = .opening
        case 0xAC00...0xD7A3: self = .hangulSyllable
        case _ where FallbackMetrics.ideographRanges.contains(where: { $0.contains(value) })
            || FallbackMetrics.emojiRanges.contains(where: { $0.contains(value) }):
            self = .ideographic
        default: self = .alphabetic
        }
    }

    /// CL, CP, EX, IS and the common NS: ) ] } ! ? , . : ; and their CJK and full-width forms.
    static let closingScalars: Set<UInt32> = [
        0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2026, 0x203C, 0x2047, 0x2048, 0x2049,
        0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
        0x301E, 0x301F, 0x3005, 0x303B, 0x309D, 0x309E, 0x30FC, 0x30FD, 0x30FE,
        0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64,
    ]
    /// OP: ( [ { and their CJK and full-width forms.
    static let openingScalars: Set<UInt32> = [
        0x28, 0x5B, 0x7B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,
        0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62,
    ]

    /// Whether a line may break between a scalar of class `before` and one of class `after`
    /// (a simplified UAX #14 pair table; `beforeBefore` is the class ahead of `before`, for
    /// hyphens that start a word). `before` is never `.combining`: the breaker passes the
    /// class of the mark's base instead (LB9).
    static func allowsBreak(between before: LineBreakClass, and after: LineBreakClass, beforeBefore: LineBreakClass?) -> Bool {
        switch (before, after) {
        case (_, .combining), (_, .space), (_, .closing), (_, .glue), (.glue, _), (.opening, _):
            return false  // LB9, LB7, LB13, LB12/12a, LB14
        case (.space, _), (.zeroWidthSpace, _):
            return true  // LB18, LB8
        case (.breakAfter, _):
            // LB21: after a hyphen inside a word; "-5" or a leading dash stays with its word.
            return beforeBefore != nil && beforeBefore != .space
        case (.ideographic, _), (_, .ideographic), (.hangulSyllable, _), (_, .hangulSyllable):
            return true  // LB31: ID and H2/H3 break on both sides
        case (.closing, .opening):
            return true
        default:
            return false  // LB28 and the like: AL × AL, AL × OP, CL × AL
        }
    }
}
