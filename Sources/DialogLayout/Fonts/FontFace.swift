/// One font face: the metrics layout needs, read from an sfnt's tables.
///
/// Text is shaped with exactly two OpenType features, so that the generated SwiftUI and
/// the HTML catalog can ask a renderer for the same set: `locl` (single substitutions for
/// the text's language, `LocalizedForms`) and `kern` (pair kerning from `GPOS`, or the
/// legacy `kern` table, `PairKerning`). No ligatures, contextual forms or mark
/// positioning (docs/DECISIONS.md, "Text shaping"), except in Arabic runs, which take
/// their joining forms and ligatures (`ArabicGlyphForms`, docs/DECISIONS.md, "Arabic
/// joining in measurement"), and Devanagari syllables, shaped with the face's `GSUB` and
/// `GPOS` in the Indic order (`DevanagariPlan`); a glyph `GDEF` classes as a mark takes no
/// advance, as HarfBuzz zeroes mark advances.
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
    /// Whether the face is a variable font (it has an `fvar` table): one file for every
    /// weight of its axes.
    public let isVariable: Bool

    /// Problems in the optional shaping tables (`GSUB`, `GPOS`, `kern`): each such table is
    /// left out, so text measures without its feature. One per table at most.
    public let shapingProblems: [FontError]

    private let characterMap: CharacterMap
    private let metrics: HorizontalMetricsTable
    private let localizedForms: FeatureByLanguage<[UInt16: UInt16]>
    /// How the face shapes the scripts measured beyond `locl` and kerning; nil for a face
    /// with none of them (`ComplexShaping`).
    private let complexShaping: ComplexShaping?
    /// Whether the face maps a character of a script it would measure without that script's
    /// shaping (`UnicodeScript.isShapedWithoutModel`): false for most faces, and then no
    /// text measured in them is looked at for such scripts (`ShapedText.unshaped`).
    let mapsScriptsShapedWithoutModel: Bool
    /// `GPOS` kerning per language system, or the legacy `kern` table for every system.
    private let kerning: Kerning
    /// The glyphs `GDEF` classes as marks (glyph class 3), one bit per glyph (empty when
    /// there are none): looked up for every glyph measured.
    private let markGlyphs: [UInt64]

    /// The Arabic joining forms and ligatures (`ArabicGlyphForms`) and the Devanagari, Khmer
    /// and Myanmar plans, each nil where the face's `GSUB` has no rules for the script. One
    /// reference in the face: a cascade copies its faces for every font it makes, and a face
    /// without these scripts copies as cheaply as before they were shaped.
    private final class ComplexShaping: Sendable {
        let arabicForms: FeatureByLanguage<ArabicGlyphForms>?
        let devanagari: FeatureByLanguage<DevanagariPlan>?
        let khmer: KhmerPlan?
        let myanmar: MyanmarPlan?

        init?(arabicForms: FeatureByLanguage<ArabicGlyphForms>?, devanagari: FeatureByLanguage<DevanagariPlan>?, khmer: KhmerPlan?, myanmar: MyanmarPlan?) {
            guard arabicForms != nil || devanagari != nil || khmer != nil || myanmar != nil else { return nil }
            self.arabicForms = arabicForms
            self.devanagari = devanagari
            self.khmer = khmer
            self.myanmar = myanmar
        }
    }

    /// How the face shapes Khmer (`KhmerPlan`), nil for a face whose `GSUB` has no `khmr`.
    var khmer: KhmerPlan? { complexShaping?.khmer }
    /// How the face shapes Myanmar (`MyanmarPlan`), nil for a face whose `GSUB` has no `mym2`.
    var myanmar: MyanmarPlan? { complexShaping?.myanmar }

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
        isVariable = directory.contains("fvar")
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
        let problemsBeforeGSUB = problems.count
        localizedForms = optional("GSUB", LocalizedForms.read) ?? .none
        // A `GSUB` already found broken is left out whole, and named once.
        let arabicForms = problems.count == problemsBeforeGSUB ? optional("GSUB", ArabicGlyphForms.read) ?? nil : nil
        let gpos = try? directory.optionalTable("GPOS")
        let gdef = try? directory.optionalTable("GDEF")
        // The script and feature lists read once for the three plans (each returns nil at
        // once for a face without its script).
        let gsubLayout = problems.count == problemsBeforeGSUB ? optional("GSUB") { gsub throws(FontError) in try OpenTypeLayoutTable(gsub) } : nil
        func plan<Plan>(_ read: (OpenTypeLayoutTable) throws(FontError) -> Plan?) -> Plan? {
            guard let gsubLayout, problems.count == problemsBeforeGSUB else { return nil }
            return optional("GSUB") { _ throws(FontError) in try read(gsubLayout) } ?? nil
        }
        let devanagariPlans = plan { layout throws(FontError) in try DevanagariPlan.read(gsub: layout, gpos: gpos, gdef: gdef) }
        let (map, glyphs) = (characterMap, glyphCount)
        let devanagari = devanagariPlans?.map { plan in
            plan.placingConsonants { scalar in map.glyph(for: scalar).flatMap { $0 < glyphs ? UInt16($0) : nil } }
        }
        let khmer = plan { layout throws(FontError) in try KhmerPlan.read(gsub: layout, gpos: gpos, gdef: gdef) }
        let myanmar = plan { layout throws(FontError) in try MyanmarPlan.read(gsub: layout, gpos: gpos, gdef: gdef) }
        complexShaping = ComplexShaping(arabicForms: arabicForms, devanagari: devanagari, khmer: khmer, myanmar: myanmar)
        mapsScriptsShapedWithoutModel = map.mapsAny(where: UnicodeScript.anyShapedWithoutModel(from:through:))
        let marks = optional("GDEF", Self.markGlyphs(gdef:)) ?? []
        var bits = marks.isEmpty ? [] : [UInt64](repeating: 0, count: (glyphCount + 63) / 64)
        for glyph in marks where Int(glyph) < glyphCount { bits[Int(glyph) / 64] |= 1 << UInt64(glyph % 64) }
        markGlyphs = bits
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

    /// How the face shapes the Arabic runs of text in `locale`: the joining forms and
    /// ligatures of its `arab` script, and that script's kerning; nil when the face has no
    /// Arabic joining forms.
    public func arabicShaping(forLocale locale: String) -> ArabicShapingPlan? {
        guard let arabicForms = complexShaping?.arabicForms else { return nil }
        let scripts = ["arab", "DFLT", "dflt", "latn"]
        let language = LanguageSystem.arabicLanguageTags[locale.split(separator: "-").first.map { $0.lowercased() } ?? ""]
        guard let forms = arabicForms.value(scripts: scripts, language: language) else { return nil }
        let pairs: PairKerning? =
            switch kerning {
            case .none: nil
            case .byLanguage(let byLanguage): byLanguage.value(scripts: scripts, language: language)
            case .legacy(let legacy): legacy
            }
        return ArabicShapingPlan(forms: forms, kerning: pairs.flatMap { $0.lookups.isEmpty ? nil : $0 })
    }

    /// How the face shapes Devanagari text in `locale` (its `dev2` script, else `deva`, in
    /// the locale's language system); nil when the face has no Devanagari shaping rules.
    func devanagariShaping(forLocale locale: String) -> DevanagariPlan? {
        guard let devanagari = complexShaping?.devanagari else { return nil }
        let language = locale.isEmpty ? nil : DevanagariPlan.languageTags[locale.prefix { $0 != "-" }.lowercased()]
        return devanagari.value(scripts: ["dev2", "deva"], language: language)
    }

    /// The glyph the font maps `scalar` to, or nil when it has none (the caller falls back
    /// to another font or to the fallback metrics).
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        guard let glyph = characterMap.glyph(for: scalar), glyph < glyphCount else { return nil }
        return UInt16(glyph)
    }

    /// Whether the face draws every scalar of `cluster`: it maps each to a glyph, except a
    /// character that draws as nothing (`SpecialCharacters.isInvisible`), which needs none,
    /// and a space, which a face with a space glyph draws with that
    /// (`SpecialCharacters.spaceFallback`).
    func covers(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        for scalar in cluster where glyph(for: scalar) == nil {
            if SpecialCharacters.isInvisible(scalar) { continue }
            if SpecialCharacters.spaceFallback(scalar) != nil, glyph(for: " ") != nil { continue }
            return false
        }
        return true
    }

    /// The advance in font units HarfBuzz gives a space the face has no glyph for, or nil
    /// when the face lacks what it is made from.
    func spaceAdvance(_ space: SpecialCharacters.SpaceFallback) -> Int? {
        func width(_ scalar: Unicode.Scalar) -> Int? { glyph(for: scalar).map { advance(glyph: $0) } }
        switch space {
        case .space: return width(" ")
        case .narrow: return width(" ").map { $0 / 2 }
        case .em(let divisor): return unitsPerEm / divisor
        case .fourEighteenthsEm: return unitsPerEm * 4 / 18
        case .figure: return "0123456789".unicodeScalars.lazy.compactMap(width).first ?? width(" ")
        case .punctuation: return width(".") ?? width(",") ?? width(" ")
        }
    }

    /// Whether `GDEF` classes `glyph` as a mark: shaping gives it no advance (HarfBuzz's
    /// "zero width marks by GDEF"), whatever `hmtx` says.
    public func isMark(glyph: UInt16) -> Bool {
        let word = Int(glyph) / 64
        return word < markGlyphs.count && markGlyphs[word] & (1 << UInt64(glyph % 64)) != 0
    }

    /// The glyphs of class 3 (mark) in a `GDEF` table's glyph class definition.
    static func markGlyphs(gdef: FontBytes) throws(FontError) -> Set<UInt16> {
        let offset = Int(try gdef.uint16(at: 4, "glyphClassDefOffset"))
        guard offset != 0 else { return [] }
        return Set(try OpenTypeLayoutTable.classes(gdef, at: offset).compactMap { $0.value == 3 ? $0.key : nil })
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
