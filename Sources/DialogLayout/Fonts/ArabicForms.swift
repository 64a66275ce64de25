/// What `GSUB` does to Arabic text in one language system: its `locl` (Urdu digit forms),
/// then the glyph each glyph becomes in each joining form (features `isol`, `init`, `medi`, `fina`: single substitutions, lookup
/// type 1, directly or through an extension), then the ligatures of `rlig` and `liga`
/// (lookup type 4), which join a lam and an alef into one glyph.
///
/// Read once per font, for the fonts whose `GSUB` has the `arab` script; text of other
/// scripts never reaches it. Contextual lookups (types 5 and 6, which some fonts use for
/// a few isolated or swash forms) are left out, as `locl`'s are.
struct ArabicGlyphForms: Sendable {
    /// Glyph -> glyph of the system's `locl`, applied before the forms.
    let localized: [UInt16: UInt16]
    /// Glyph -> glyph, per form (`ArabicJoining.Form.rawValue`).
    let forms: [[UInt16: UInt16]]
    /// First component -> the ligatures that start with it, in lookup order.
    let ligatures: [UInt16: [Ligature]]
    /// The most components after the first of any ligature (0: no ligatures).
    let longestLigature: Int

    init(localized: [UInt16: UInt16], forms: [[UInt16: UInt16]], ligatures: [UInt16: [Ligature]]) {
        self.localized = localized
        self.forms = forms
        self.ligatures = ligatures
        longestLigature = ligatures.values.lazy.flatMap { $0 }.map(\.rest.count).max() ?? 0
    }

    struct Ligature: Sendable {
        /// The components after the first.
        let rest: [UInt16]
        let glyph: UInt16
    }

    /// The glyph `glyph` (from the cmap) becomes in `form`, after `locl`.
    func glyph(_ glyph: UInt16, in form: ArabicJoining.Form?) -> UInt16 {
        let glyph = localized.isEmpty ? glyph : localized[glyph] ?? glyph
        guard let form else { return glyph }
        return forms[form.rawValue][glyph] ?? glyph
    }

    /// The forms and ligatures of every `arab` language system of `gsub`, or nil when the
    /// table has no joining forms for the script.
    static func read(_ gsub: FontBytes) throws(FontError) -> FeatureByLanguage<ArabicGlyphForms>? {
        let layout = try OpenTypeLayoutTable(gsub)
        var byForm: [FeatureByLanguage<[UInt16: UInt16]>] = []
        for form in ArabicJoining.Form.allCases {
            byForm.append(try LocalizedForms.read(layout, feature: form.feature, script: "arab"))
        }
        guard byForm.contains(where: { !$0.values.isEmpty }) else { return nil }
        let localized = try LocalizedForms.read(layout, feature: "locl", script: "arab")
        var ligatureLookups: [LanguageSystem: [Int]] = [:]
        for feature in ["rlig", "liga"] {
            for (system, lookups) in try layout.lookups(forFeature: feature) where system.script == "arab" {
                ligatureLookups[system, default: []] += lookups
            }
        }
        var read: [Int: [UInt16: [Ligature]]] = [:]
        let systems = Set(byForm.flatMap { $0.values.keys }).union(ligatureLookups.keys).union(localized.values.keys)
        var values: [LanguageSystem: ArabicGlyphForms] = [:]
        for system in systems {
            var ligatures: [UInt16: [Ligature]] = [:]
            for index in ligatureLookups[system] ?? [] {
                if read[index] == nil { read[index] = try Self.ligatures(layout, lookup: index) }
                for (first, list) in read[index]! { ligatures[first, default: []] += list }
            }
            values[system] = ArabicGlyphForms(localized: localized.values[system] ?? [:], forms: byForm.map { $0.values[system] ?? [:] }, ligatures: ligatures)
        }
        return FeatureByLanguage(systems: layout.languageSystems, values: values)
    }

    /// One lookup's ligature substitutions (type 4, format 1); a lookup of another type
    /// gives none.
    static func ligatures(_ layout: OpenTypeLayoutTable, lookup index: Int) throws(FontError) -> [UInt16: [Ligature]] {
        let table = layout.table
        let (type, subtables) = try layout.lookup(index, extensionType: 7)
        guard type == 4 else { return [:] }
        var result: [UInt16: [Ligature]] = [:]
        for subtable in subtables {
            let format = try table.uint16(at: subtable, "the ligature substitution format")
            guard format == 1 else { throw table.error("lookup \(index): ligature substitution format \(format); expected 1", at: subtable) }
            let coverage = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 2, "coverageOffset")))
            let setCount = Int(try table.uint16(at: subtable + 4, "ligatureSetCount"))
            guard setCount >= coverage.count else {
                throw table.error("lookup \(index): \(coverage.count) covered glyphs but \(setCount) ligature sets", at: subtable + 4)
            }
            for (position, first) in coverage.enumerated() {
                let set = subtable + Int(try table.uint16(at: subtable + 6 + position * 2, "a ligature set offset"))
                let count = try OpenTypeLayoutTable.count(table, at: set, limit: OpenTypeLayoutTable.Limits.subtablesPerLookup, "ligatureCount")
                for ligatureIndex in 0..<count {
                    let ligature = set + Int(try table.uint16(at: set + 2 + ligatureIndex * 2, "a ligature offset"))
                    let glyph = try table.uint16(at: ligature, "ligatureGlyph")
                    let components = Int(try table.uint16(at: ligature + 2, "componentCount"))
                    guard components >= 1, components <= 16 else {
                        throw table.error("lookup \(index): a ligature of \(components) components", at: ligature + 2)
                    }
                    var rest: [UInt16] = []
                    for component in 1..<components { rest.append(try table.uint16(at: ligature + 4 + (component - 1) * 2, "a component glyph")) }
                    result[first, default: []].append(Ligature(rest: rest, glyph: glyph))
                }
            }
        }
        return result
    }
}

/// How one face shapes Arabic runs of a text in one locale: its joining forms and
/// ligatures, and its kerning, all in the `arab` script's language system.
public struct ArabicShapingPlan: Sendable {
    let forms: ArabicGlyphForms
    let kerning: PairKerning?
}
