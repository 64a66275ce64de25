/// Advance widths for text when the config names no font (docs/format/config.md, `fonts`), so
/// layout works with no setup.
///
/// The numbers come from real, freely licensed fonts (SIL Open Font License 1.1): Inter
/// for Latin (close in proportions to Apple's system font, which may not be redistributed),
/// Noto Sans CJK KR for Hangul and CJK ideographs, Noto Color Emoji for emoji. They are
/// generated into `FallbackMetricsTable.swift` by `Tests/DialogLayoutTests/make_fallback_metrics.py`,
/// which names the exact package versions. Widths are per 1000 units of the em.
///
/// Latin scalars are measured one by one; Hangul syllables, ideographs and emoji each have
/// one width (they are monospaced in their fonts); anything else gets the mean Latin
/// lowercase width (`represents(_:)` tells a guess apart). Marks, variation selectors and
/// joiners are zero-width, since they combine with the character before them; the spaces
/// of General_Category Zs take the widths HarfBuzz gives a face without them.
public struct FallbackMetrics: Sendable {
    struct WeightTable: Sendable {
        var weight: Int
        var hangul: Int
        var ideograph: Int
        var other: Int
        var latin: [Int]
    }

    /// The weight of the table in use: the one nearest the requested weight.
    public let weight: Int
    private let table: WeightTable

    /// The metrics of the tabulated weight (400, 600 or 700) nearest `weight`; ties go to
    /// the lighter one.
    public init(weight: Int = 400) {
        let table = Self.tables.min { abs($0.weight - weight) < abs($1.weight - weight) }!
        self.table = table
        self.weight = table.weight
    }

    /// The advance of `scalar` per 1000 units of the em.
    public func units(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // The two commonest cases first, with the answers the general path below gives
        // them: printable ASCII is the start of the Latin table, and a Hangul syllable is in
        // no zero-width range (`latinTableScalars` starts at 0x20...0x7E, as the generator
        // writes it). Layout measures every scalar of every line it breaks.
        if value >= 0x20, value <= 0x7E { return table.latin[Int(value - 0x20)] }
        if value >= 0xAC00, value <= 0xD7A3 { return table.hangul }
        if let index = Self.latinIndex(value) { return value == 0xAD ? 0 : table.latin[index] }
        if value >= 0x2000, value <= 0x205F, let space = SpecialCharacters.spaceFallback(scalar) { return units(of: space) }
        switch Self.category(of: value) {
        case .zeroWidth: return 0
        case .hangul: return table.hangul
        case .ideograph: return table.ideograph
        case .emoji: return Self.emojiWidth
        // A flag is two regional indicators drawn as one emoji.
        case .regionalIndicator: return Self.emojiWidth / 2
        case .other: return table.other
        }
    }

    /// The advance of `scalar` in points at `size` points, plus `letterSpacing` points for
    /// every scalar that is not zero-width.
    public func advance(of scalar: Unicode.Scalar, size: Double, letterSpacing: Double = 0) -> Double {
        let units = units(of: scalar)
        return units == 0 ? 0 : Double(units) * size / 1000 + letterSpacing
    }

    /// The width HarfBuzz gives a space a face lacks (`SpecialCharacters.spaceFallback`),
    /// from this table's space, digits and full stop, per 1000 units of the em.
    private func units(of space: SpecialCharacters.SpaceFallback) -> Int {
        let spaceWidth = table.latin[0]
        switch space {
        case .space: return spaceWidth
        case .narrow: return spaceWidth / 2
        case .em(let divisor): return 1000 / divisor
        case .fourEighteenthsEm: return 1000 * 4 / 18
        case .figure: return table.latin[Int(UInt8(ascii: "0")) - 0x20]
        case .punctuation: return table.latin[Int(UInt8(ascii: ".")) - 0x20]
        }
    }

    /// Whether the metrics stand for `scalar` as the system font would draw it, rather than
    /// guessing: a scalar of the Latin table, Hangul, ideographs, kana, emoji, a character
    /// that draws as nothing, or one of the scripts the metrics are designed on (Latin,
    /// Greek, Cyrillic: their letters outside the table take the mean Latin lowercase width)
    /// or of none (Common, Inherited: punctuation, symbols, marks). Anything else (Thai,
    /// Arabic, Devanagari, Hebrew, ...) is measured at the mean Latin width: a guess, which
    /// `font-coverage` reports.
    public static func represents(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x250 || (value >= 0xAC00 && value <= 0xD7A3) { return true }
        if category(of: value) != .other || SpecialCharacters.isInvisible(scalar) { return true }
        switch UnicodeScript(scalar) {
        case .common, .inherited, .latin, .greek, .cyrillic: return true
        default: return false
        }
    }

    private static func latinIndex(_ value: UInt32) -> Int? {
        var offset = 0
        for range in latinTableScalars {
            if range.contains(value) { return offset + Int(value - range.lowerBound) }
            offset += range.count
        }
        return nil
    }

    enum Category { case zeroWidth, hangul, ideograph, emoji, regionalIndicator, other }

    static let zeroWidthRanges: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x7F...0x9F,  // controls
        0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,  // combining marks
        0x1160...0x11FF, 0xD7B0...0xD7FF,  // Hangul medial vowels and final consonants join the leading one
        0x200B...0x200F, 0x2060...0x2064, 0xFEFF...0xFEFF,  // zero-width space, joiners, marks
        0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0000...0xE007F,  // variation selectors, tags
    ]
    static let hangulRanges: [ClosedRange<UInt32>] = [0xAC00...0xD7A3, 0x1100...0x115F, 0x3130...0x318F, 0xA960...0xA97F]
    static let ideographRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31F0...0x31FF,
        0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF,
    ]
    static let emojiRanges: [ClosedRange<UInt32>] = [
        0x1F000...0x1F1E5, 0x1F200...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x231A...0x231B, 0x23E9...0x23FA,
    ]

    static func category(of value: UInt32) -> Category {
        if zeroWidthRanges.contains(where: { $0.contains(value) }) { return .zeroWidth }
        if hangulRanges.contains(where: { $0.contains(value) }) { return .hangul }
        if ideographRanges.contains(where: { $0.contains(value) }) { return .ideograph }
        if (0x1F1E6...0x1F1FF).contains(value) { return .regionalIndicator }
        if emojiRanges.contains(where: { $0.contains(value) }) { return .emoji }
        return .other
    }
}
