/// `GSUB` feature `locl`: the glyph each glyph becomes in a language, read once per font.
///
/// Only single substitutions are applied (lookup type 1, directly or through an
/// extension, type 7): that is what `locl` holds in the fonts dialogs use (Noto Sans CJK
/// swaps punctuation and the space for its Korean, Japanese and Chinese forms). A `locl`
/// lookup of another type is skipped, as if the font lacked it.
enum LocalizedForms {
    /// glyph -> glyph for every language system that has `locl`; the lookups of a system
    /// are composed in lookup-list order, as a shaper applies them one after another.
    static func read(_ gsub: FontBytes) throws(FontError) -> FeatureByLanguage<[UInt16: UInt16]> {
        try read(try OpenTypeLayoutTable(gsub), feature: "locl")
    }

    /// The single substitutions of `feature` (`locl`, or an Arabic form's `isol`, `init`,
    /// `medi`, `fina`), per language system, its lookups composed in order; the systems of
    /// scripts other than `script` are left out when one is given.
    static func read(_ layout: OpenTypeLayoutTable, feature: String, script: String? = nil) throws(FontError) -> FeatureByLanguage<[UInt16: UInt16]> {
        var systems = try layout.lookups(forFeature: feature)
        if let script { systems = systems.filter { $0.key.script == script } }
        var composed: [[Int]: [UInt16: UInt16]] = [:]
        var singles: [Int: [UInt16: UInt16]] = [:]
        var values: [LanguageSystem: [UInt16: UInt16]] = [:]
        for (system, lookups) in systems {
            if let map = composed[lookups] {
                values[system] = map
                continue
            }
            var map: [UInt16: UInt16] = [:]
            for index in lookups {
                let single: [UInt16: UInt16]
                if let known = singles[index] {
                    single = known
                } else {
                    single = try singleSubstitutions(layout, lookup: index)
                    singles[index] = single
                }
                // Compose: glyphs already substituted go on through this lookup, and the
                // ones it covers that no earlier lookup touched are added.
                for (glyph, target) in map { if let next = single[target] { map[glyph] = next } }
                for (glyph, target) in single where map[glyph] == nil { map[glyph] = target }
            }
            composed[lookups] = map
            values[system] = map
        }
        return FeatureByLanguage(systems: layout.languageSystems, values: values)
    }

    /// One lookup's single substitutions; the first subtable that covers a glyph wins.
    static func singleSubstitutions(_ layout: OpenTypeLayoutTable, lookup index: Int) throws(FontError) -> [UInt16: UInt16] {
        let table = layout.table
        let (type, subtables) = try layout.lookup(index, extensionType: 7)
        guard type == 1 else { return [:] }
        var map: [UInt16: UInt16] = [:]
        for subtable in subtables {
            let format = try table.uint16(at: subtable, "the single substitution format")
            let coverage = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 2, "coverageOffset")))
            switch format {
            case 1:
                let delta = try table.uint16(at: subtable + 4, "deltaGlyphID")
                for glyph in coverage where map[glyph] == nil { map[glyph] = glyph &+ delta }
            case 2:
                let count = Int(try table.uint16(at: subtable + 4, "glyphCount"))
                guard count >= coverage.count else {
                    throw table.error("lookup \(index): \(coverage.count) covered glyphs but \(count) substitutes", at: subtable + 4)
                }
                for (position, glyph) in coverage.enumerated() where map[glyph] == nil {
                    map[glyph] = try table.uint16(at: subtable + 6 + position * 2, "a substitute glyph")
                }
            default:
                throw table.error("lookup \(index): single substitution format \(format); expected 1 or 2", at: subtable)
            }
        }
        return map
    }
}
