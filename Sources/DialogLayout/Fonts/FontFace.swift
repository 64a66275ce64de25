/// One font face: the metrics layout needs, read from an sfnt's tables.
///
/// Advances are per code point with no shaping: no kerning, ligatures or contextual forms.
/// That is what the layout engine models (README, "Layout").
public struct FontFace: Sendable {
    /// The typographic family name (name ID 16, else 1), if the font has one.
    public let familyName: String?
    /// `OS/2` usWeightClass (400 regular, 700 bold), or 400 when the font has no `OS/2`.
    public let weight: Int
    public let unitsPerEm: Int
    public let glyphCount: Int
    /// `hhea` ascender, descender and line gap, in font units.
    public let horizontalHeader: TypographicMetrics
    /// `OS/2` typo metrics, when the table has them.
    public let typographicMetrics: TypographicMetrics?
    /// Whether `OS/2` asks for the typo metrics to set the line spacing (fsSelection bit 7).
    public let prefersTypographicMetrics: Bool
    /// The cmap subtable format the face is read through: 4 or 12.
    public let characterMapFormat: Int

    private let characterMap: CharacterMap
    private let metrics: HorizontalMetricsTable

    /// Reads the face whose table directory starts at `offset` (0 for a single font).
    init(file: FontBytes, at offset: Int) throws(FontError) {
        let directory = try TableDirectory(file: file, at: offset)
        unitsPerEm = try HeadTable(try directory.table("head")).unitsPerEm
        let header = try HorizontalHeaderTable(try directory.table("hhea"))
        horizontalHeader = TypographicMetrics(ascender: header.ascender, descender: header.descender, lineGap: header.lineGap)
        glyphCount = try MaximumProfileTable(try directory.table("maxp")).numGlyphs
        metrics = try HorizontalMetricsTable(try directory.table("hmtx"), numberOfHMetrics: header.numberOfHMetrics, numGlyphs: glyphCount)
        characterMap = try CharacterMap(try directory.table("cmap"))
        characterMapFormat = characterMap.format
        let os2 = try directory.optionalTable("OS/2").map { table throws(FontError) in try OS2Table(table) }
        weight = os2?.weightClass ?? 400
        typographicMetrics = os2?.typoMetrics
        prefersTypographicMetrics = os2?.useTypoMetrics ?? false
        familyName = try directory.optionalTable("name").flatMap { table throws(FontError) in try NameTable.familyName(table) }
    }

    /// The glyph the font maps `scalar` to, or nil when it has none (the caller falls back
    /// to another font or to the fallback metrics).
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        guard let glyph = characterMap.glyph(for: scalar), glyph < glyphCount else { return nil }
        return UInt16(glyph)
    }

    /// The advance width of `glyph` in font units; glyphs past the font's last one measure
    /// as `.notdef` (glyph 0).
    public func advance(glyph: UInt16) -> Int {
        metrics.advance(of: Int(glyph) < glyphCount ? Int(glyph) : 0)
    }

    /// The advance of `scalar` in points at `size` points, plus `letterSpacing` points (the
    /// typography token's, added after every character as UIKit's kern attribute does).
    /// An unmapped scalar measures as `.notdef`, the box a renderer without fallback draws.
    public func advance(of scalar: Unicode.Scalar, size: Double, letterSpacing: Double = 0) -> Double {
        Double(advance(glyph: glyph(for: scalar) ?? 0)) * size / Double(unitsPerEm) + letterSpacing
    }

    /// Ascender + descender + gap in points at `size`, from the metrics the font asks for.
    public func defaultLineHeight(size: Double) -> Double {
        let metrics = prefersTypographicMetrics ? (typographicMetrics ?? horizontalHeader) : horizontalHeader
        return Double(metrics.ascender - metrics.descender + metrics.lineGap) * size / Double(unitsPerEm)
    }
}
