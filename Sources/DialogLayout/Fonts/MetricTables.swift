/// `head`: the design grid every other metric is expressed in.
struct HeadTable {
    static let magicNumber: UInt32 = 0x5F0F_3CF5
    let unitsPerEm: Int

    init(_ table: FontBytes) throws(FontError) {
        let magic = try table.uint32(at: 12, "magicNumber")
        guard magic == Self.magicNumber else {
            throw table.error("magicNumber is 0x\(String(magic, radix: 16)), expected 0x5f0f3cf5", at: 12)
        }
        let units = Int(try table.uint16(at: 18, "unitsPerEm"))
        // The OpenType range; zero would make every scaled advance a division by zero.
        guard (16...16384).contains(units) else {
            throw table.error("unitsPerEm is \(units), outside 16...16384", at: 18)
        }
        unitsPerEm = units
    }
}

/// `hhea`: horizontal line metrics and how many glyphs have their own advance.
struct HorizontalHeaderTable {
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let numberOfHMetrics: Int

    init(_ table: FontBytes) throws(FontError) {
        ascender = Int(try table.int16(at: 4, "ascender"))
        descender = Int(try table.int16(at: 6, "descender"))
        lineGap = Int(try table.int16(at: 8, "lineGap"))
        numberOfHMetrics = Int(try table.uint16(at: 34, "numberOfHMetrics"))
        guard numberOfHMetrics > 0 else {
            throw table.error("numberOfHMetrics is 0; at least one advance width is needed", at: 34)
        }
    }
}

/// `maxp`: only the glyph count is needed.
struct MaximumProfileTable {
    let numGlyphs: Int

    init(_ table: FontBytes) throws(FontError) {
        numGlyphs = Int(try table.uint16(at: 4, "numGlyphs"))
        guard numGlyphs > 0 else { throw table.error("numGlyphs is 0", at: 4) }
    }
}

/// `hmtx`: the advance widths. Glyphs past `numberOfHMetrics` share the last advance (a
/// monospaced tail, common in CJK fonts), so only the explicit ones are stored.
struct HorizontalMetricsTable {
    let advances: [UInt16]

    init(_ table: FontBytes, numberOfHMetrics: Int, numGlyphs: Int) throws(FontError) {
        // Some fonts claim more metrics than glyphs; the extra ones can never be looked up.
        let count = min(numberOfHMetrics, numGlyphs)
        try table.require(count * 4, at: 0, for: "\(count) advance widths (numberOfHMetrics)")
        var advances: [UInt16] = []
        advances.reserveCapacity(count)
        for index in 0..<count {
            advances.append(try table.uint16(at: index * 4, "advanceWidth"))
        }
        self.advances = advances
    }

    func advance(of glyph: Int) -> Int {
        Int(glyph < advances.count ? advances[glyph] : advances[advances.count - 1])
    }
}

/// `OS/2`: the weight class and the typographic line metrics. Optional: old Apple fonts
/// omit it, and a version 0 table may stop before the typo metrics.
struct OS2Table {
    let weightClass: Int
    let typoMetrics: TypographicMetrics?
    /// fsSelection bit 7: the typo metrics, not `hhea`, set the line spacing.
    let useTypoMetrics: Bool

    init(_ table: FontBytes) throws(FontError) {
        weightClass = Int(try table.uint16(at: 4, "usWeightClass"))
        if table.count >= 74 {
            useTypoMetrics = (try table.uint16(at: 62, "fsSelection")) & 0x80 != 0
            typoMetrics = TypographicMetrics(
                ascender: Int(try table.int16(at: 68, "sTypoAscender")),
                descender: Int(try table.int16(at: 70, "sTypoDescender")),
                lineGap: Int(try table.int16(at: 72, "sTypoLineGap")))
        } else {
            useTypoMetrics = false
            typoMetrics = nil
        }
    }
}

/// Ascender, descender (negative below the baseline) and line gap, in font units.
public struct TypographicMetrics: Sendable, Hashable {
    public var ascender: Int
    public var descender: Int
    public var lineGap: Int

    public init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }
}
