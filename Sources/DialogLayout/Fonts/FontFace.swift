/// One font face: the metrics layout needs, read from an sfnt's tables.
///
/// Text is shaped with exactly two OpenType features, so that the generated SwiftUI and
/// the HTML catalog can ask a renderer for the same set: `locl` (single substitutions for
/// the text's language, `LocalizedForms`) and `kern` (pair kerning from `GPOS`, or the
/// legacy `kern` table, `PairKerning`). No ligatures, contextual forms or mark
/// positioning (docs/DECISIONS.md, "Text shaping").
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

    /// Problems in the optional shaping tables (`GSUB`, `GPOS`, `kern`): each such table is
    /// left out, so text measures without its feature. One per table at most.
    public let shapingProblems: [FontError]

    private let characterMap: CharacterMap
    private let metrics: HorizontalMetricsTable
    private let localizedForms: FeatureByLanguage<[UInt16: UInt16]>
    /// `GPOS` kerning per language system, or the legacy `kern` table for every system.
    private let kerning: Kerning

    private enum Kerning: Sendable {
        case none
        case byLanguage(FeatureByLanguage<PairKerning>)
        case legacy(PairKerning)
    }

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

        var problems: [FontError] = []
        func optional<Value>(_ tag: String, _ read: (FontBytes) throws(FontError) -> Value) -> Value? {
            do {
                guard let table = try directory.optionalTable(tag) else { return nil }
                return try read(table)
            } catch {
                problems.append(error)
                return nil
            }
        }
        localizedForms = optional("GSUB", LocalizedForms.read) ?? .none
        if let byLanguage = optional("GPOS", PairKerningReader.read(gpos:)) ?? nil {
            kerning = .byLanguage(byLanguage)
        } else if let legacy = optional("kern", PairKerningReader.read(kern:)) {
            kerning = .legacy(legacy)
        } else {
            kerning = .none
        }
        shapingProblems = problems
    }

    /// The `locl` substitutions and the kerning for text in `locale` (a BCP 47 tag such as
    /// `ko`), chosen as HarfBuzz chooses the script and language system.
    public func shaping(forLocale locale: String) -> ShapingPlan {
        let (scripts, language) = LanguageSystem.candidates(forLocale: locale)
        let substitutions = localizedForms.value(scripts: scripts, language: language) ?? [:]
        let pairs: PairKerning? =
            switch kerning {
            case .none: nil
            case .byLanguage(let byLanguage): byLanguage.value(scripts: scripts, language: language)
            case .legacy(let legacy): legacy
            }
        return ShapingPlan(substitutions: substitutions, kerning: pairs.flatMap { $0.lookups.isEmpty ? nil : $0 })
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

/// What shaping does to one face's glyphs for one language: the `locl` substitutions and
/// the pair kerning to apply (both empty for a font without the tables).
public struct ShapingPlan: Sendable {
    let substitutions: [UInt16: UInt16]
    let kerning: PairKerning?

    public static let none = ShapingPlan(substitutions: [:], kerning: nil)

    /// The glyph `glyph` becomes in this language.
    func substitute(_ glyph: UInt16) -> UInt16 {
        substitutions.isEmpty ? glyph : substitutions[glyph] ?? glyph
    }

    /// The kerning between two glyphs, in font units.
    func kerning(_ first: UInt16, _ second: UInt16) -> Int {
        kerning?.adjustment(first, second) ?? 0
    }
}
