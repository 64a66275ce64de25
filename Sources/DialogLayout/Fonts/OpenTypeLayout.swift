/// The parts of `GSUB` and `GPOS` common to both (OpenType "Layout common table
/// formats"): the script list, the feature list and the lookup list, read once when the
/// font is loaded.
///
/// Every count is bounded (`Limits`) so a corrupt or hostile table costs bounded work;
/// a table past a bound is malformed, and the caller measures without the feature.
struct OpenTypeLayoutTable {
    /// Caps on the work one table may cause. Real fonts stay far below them (Noto Sans CJK:
    /// 7 scripts, 331 features, 52 lookups).
    enum Limits {
        static let scripts = 256
        static let languageSystems = 512
        static let features = 4096
        static let lookups = 4096
        static let subtablesPerLookup = 1024
        /// Glyphs in one coverage or class definition (glyph ids are 16-bit).
        static let glyphs = 65536
        /// Pair values read from all the pair adjustment subtables of a font together.
        static let pairValues = 1 << 21
    }

    let table: FontBytes
    /// Script tag -> its language systems (nil key: the default one).
    private let scripts: [String: [String?: LanguageSystemRecord]]
    private let features: [(tag: String, lookups: [Int])]
    /// Offsets of the lookup tables from the start of `table`.
    let lookupOffsets: [Int]

    private struct LanguageSystemRecord {
        var features: [Int]
    }

    init(_ table: FontBytes) throws(FontError) {
        self.table = table
        let major = try table.uint16(at: 0, "majorVersion")
        guard major == 1 else { throw table.error("majorVersion is \(major), expected 1", at: 0) }
        let scriptListOffset = Int(try table.uint16(at: 4, "scriptListOffset"))
        let featureListOffset = Int(try table.uint16(at: 6, "featureListOffset"))
        let lookupListOffset = Int(try table.uint16(at: 8, "lookupListOffset"))

        let scriptCount = try Self.count(table, at: scriptListOffset, limit: Limits.scripts, "scriptCount")
        var scripts: [String: [String?: LanguageSystemRecord]] = [:]
        for index in 0..<scriptCount {
            let record = scriptListOffset + 2 + index * 6
            let tag = try table.tag(at: record, "a script tag")
            let script = scriptListOffset + Int(try table.uint16(at: record + 4, "scriptOffset"))
            var systems: [String?: LanguageSystemRecord] = [:]
            let defaultOffset = Int(try table.uint16(at: script, "defaultLangSysOffset"))
            if defaultOffset != 0 { systems[nil] = try Self.languageSystem(table, at: script + defaultOffset) }
            let languageCount = try Self.count(table, at: script + 2, limit: Limits.languageSystems, "langSysCount")
            for language in 0..<languageCount {
                let languageRecord = script + 4 + language * 6
                let languageTag = try table.tag(at: languageRecord, "a language system tag")
                let offset = Int(try table.uint16(at: languageRecord + 4, "langSysOffset"))
                if systems[languageTag] == nil { systems[languageTag] = try Self.languageSystem(table, at: script + offset) }
            }
            if scripts[tag] == nil { scripts[tag] = systems }
        }
        self.scripts = scripts

        let featureCount = try Self.count(table, at: featureListOffset, limit: Limits.features, "featureCount")
        var features: [(tag: String, lookups: [Int])] = []
        features.reserveCapacity(featureCount)
        for index in 0..<featureCount {
            let record = featureListOffset + 2 + index * 6
            let tag = try table.tag(at: record, "a feature tag")
            let feature = featureListOffset + Int(try table.uint16(at: record + 4, "featureOffset"))
            let lookupCount = try Self.count(table, at: feature + 2, limit: Limits.lookups, "lookupIndexCount")
            var lookups: [Int] = []
            for lookup in 0..<lookupCount {
                lookups.append(Int(try table.uint16(at: feature + 4 + lookup * 2, "a lookup index")))
            }
            features.append((tag, lookups))
        }
        self.features = features

        let lookupCount = try Self.count(table, at: lookupListOffset, limit: Limits.lookups, "lookupCount")
        var lookupOffsets: [Int] = []
        lookupOffsets.reserveCapacity(lookupCount)
        for index in 0..<lookupCount {
            lookupOffsets.append(lookupListOffset + Int(try table.uint16(at: lookupListOffset + 2 + index * 2, "a lookup offset")))
        }
        self.lookupOffsets = lookupOffsets
    }

    /// Every language system the table has, whether or not it uses a given feature:
    /// HarfBuzz chooses the system first and then looks for the feature in it.
    var languageSystems: Set<LanguageSystem> {
        Set(scripts.flatMap { script, systems in systems.keys.map { LanguageSystem(script: script, language: $0) } })
    }

    /// Whether any feature of the table has `tag` (HarfBuzz applies the legacy `kern`
    /// table only when `GPOS` has no `kern` feature at all).
    func hasFeature(_ tag: String) -> Bool {
        features.contains { $0.tag == tag }
    }

    /// Every language system of the table, with the lookups its `feature` feature applies,
    /// in lookup-list order (the order lookups are applied in). Systems without the feature
    /// are left out.
    func lookups(forFeature feature: String) throws(FontError) -> [LanguageSystem: [Int]] {
        var result: [LanguageSystem: [Int]] = [:]
        for (script, systems) in scripts {
            for (language, record) in systems {
                var lookups: Set<Int> = []
                for index in record.features {
                    guard features.indices.contains(index) else {
                        throw table.error("a language system of script '\(script)' names feature \(index); the table has \(features.count)", at: 0)
                    }
                    guard features[index].tag == feature else { continue }
                    for lookup in features[index].lookups {
                        guard lookupOffsets.indices.contains(lookup) else {
                            throw table.error("feature '\(feature)' names lookup \(lookup); the table has \(lookupOffsets.count)", at: 0)
                        }
                        lookups.insert(lookup)
                    }
                }
                if !lookups.isEmpty { result[LanguageSystem(script: script, language: language)] = lookups.sorted() }
            }
        }
        return result
    }

    /// The type, flag and subtable offsets (from the start of `table`) of lookup `index`,
    /// with extension subtables (`extensionType`: 7 in `GSUB`, 9 in `GPOS`) resolved to
    /// the subtables they wrap. An extension that wraps another extension is malformed (it
    /// is the only way offsets could loop).
    func lookup(_ index: Int, extensionType: Int) throws(FontError) -> (type: Int, subtables: [Int]) {
        let offset = lookupOffsets[index]
        var type = Int(try table.uint16(at: offset, "lookupType"))
        let count = try Self.count(table, at: offset + 4, limit: Limits.subtablesPerLookup, "subTableCount")
        var subtables: [Int] = []
        var wrappedType: Int?
        for subtable in 0..<count {
            var start = offset + Int(try table.uint16(at: offset + 6 + subtable * 2, "a subtable offset"))
            if type == extensionType {
                let format = try table.uint16(at: start, "the extension format")
                guard format == 1 else { throw table.error("extension subtable format \(format), expected 1", at: start) }
                let wrapped = Int(try table.uint16(at: start + 2, "extensionLookupType"))
                guard wrapped != extensionType else {
                    throw table.error("lookup \(index): an extension subtable wraps another extension", at: start)
                }
                guard wrappedType == nil || wrappedType == wrapped else {
                    throw table.error("lookup \(index): extension subtables wrap lookup types \(wrappedType!) and \(wrapped)", at: start)
                }
                wrappedType = wrapped
                let target = Int(try table.uint32(at: start + 4, "extensionOffset"))
                guard target <= table.count - start else {
                    throw table.error("lookup \(index): extension offset \(target) runs past the table", at: start + 4)
                }
                start += target
            }
            subtables.append(start)
        }
        if let wrappedType { type = wrappedType }
        return (type, subtables)
    }

    private static func languageSystem(_ table: FontBytes, at offset: Int) throws(FontError) -> LanguageSystemRecord {
        let required = try table.uint16(at: offset + 2, "requiredFeatureIndex")
        let count = try count(table, at: offset + 4, limit: Limits.features, "featureIndexCount")
        var features: [Int] = required == 0xFFFF ? [] : [Int(required)]
        for index in 0..<count { features.append(Int(try table.uint16(at: offset + 6 + index * 2, "a feature index"))) }
        return LanguageSystemRecord(features: features)
    }

    /// A 16-bit count at `offset`, refused past `limit`.
    static func count(_ table: FontBytes, at offset: Int, limit: Int, _ what: String) throws(FontError) -> Int {
        let count = Int(try table.uint16(at: offset, what))
        guard count <= limit else { throw table.error("\(what) is \(count), more than the \(limit) the reader accepts", at: offset) }
        return count
    }

    /// The glyphs of a coverage table, in coverage index order.
    static func coverage(_ table: FontBytes, at offset: Int) throws(FontError) -> [UInt16] {
        let format = try table.uint16(at: offset, "the coverage format")
        switch format {
        case 1:
            let count = Int(try table.uint16(at: offset + 2, "glyphCount"))
            try table.require(count * 2, at: offset + 4, for: "\(count) coverage glyphs")
            var glyphs: [UInt16] = []
            glyphs.reserveCapacity(count)
            for index in 0..<count { glyphs.append(try table.uint16(at: offset + 4 + index * 2, "a coverage glyph")) }
            return glyphs
        case 2:
            let count = Int(try table.uint16(at: offset + 2, "rangeCount"))
            try table.require(count * 6, at: offset + 4, for: "\(count) coverage ranges")
            var glyphs: [UInt16] = []
            for index in 0..<count {
                let record = offset + 4 + index * 6
                let start = try table.uint16(at: record, "a range's startGlyphID")
                let end = try table.uint16(at: record + 2, "a range's endGlyphID")
                guard start <= end else { throw table.error("coverage range \(index) ends before it starts", at: record) }
                guard glyphs.count + Int(end - start) + 1 <= Limits.glyphs else {
                    throw table.error("the coverage covers more than \(Limits.glyphs) glyphs", at: record)
                }
                // Ranges in order give coverage indices in order (startCoverageIndex is implied).
                for glyph in start...end { glyphs.append(glyph) }
            }
            return glyphs
        default:
            throw table.error("coverage format \(format); expected 1 or 2", at: offset)
        }
    }

    /// A class definition table: glyph -> class; glyphs it does not list are class 0.
    static func classes(_ table: FontBytes, at offset: Int) throws(FontError) -> [UInt16: UInt16] {
        let format = try table.uint16(at: offset, "the class definition format")
        var classes: [UInt16: UInt16] = [:]
        switch format {
        case 1:
            let start = Int(try table.uint16(at: offset + 2, "startGlyphID"))
            let count = Int(try table.uint16(at: offset + 4, "glyphCount"))
            try table.require(count * 2, at: offset + 6, for: "\(count) class values")
            for index in 0..<count where start + index <= 0xFFFF {
                let value = try table.uint16(at: offset + 6 + index * 2, "a class value")
                if value != 0 { classes[UInt16(start + index)] = value }
            }
        case 2:
            let count = Int(try table.uint16(at: offset + 2, "classRangeCount"))
            try table.require(count * 6, at: offset + 4, for: "\(count) class ranges")
            var glyphs = 0
            for index in 0..<count {
                let record = offset + 4 + index * 6
                let start = try table.uint16(at: record, "a class range's startGlyphID")
                let end = try table.uint16(at: record + 2, "a class range's endGlyphID")
                let value = try table.uint16(at: record + 4, "a class range's class")
                guard start <= end else { throw table.error("class range \(index) ends before it starts", at: record) }
                glyphs += Int(end - start) + 1
                guard glyphs <= Limits.glyphs else { throw table.error("the class definition lists more than \(Limits.glyphs) glyphs", at: record) }
                // The first range that lists a glyph wins.
                if value != 0 { for glyph in start...end where classes[glyph] == nil { classes[glyph] = value } }
            }
        default:
            throw table.error("class definition format \(format); expected 1 or 2", at: offset)
        }
        return classes
    }
}

/// An OpenType script and language system: the script tag (`hang`, `latn`, `DFLT`) and
/// the language tag (`KOR `), nil for the script's default language system.
public struct LanguageSystem: Sendable, Hashable, CustomStringConvertible {
    public var script: String
    public var language: String?

    public init(script: String, language: String?) {
        self.script = script
        self.language = language
    }

    public var description: String { "\(script)/\(language ?? "default")" }

    /// The script tags to try for a text in `locale`, most specific first, and its language
    /// tag, as HarfBuzz chooses them for that script and BCP 47 language: the script is the
    /// locale's main one (Korean texts are shaped as Hangul), then `DFLT`, `dflt` and
    /// `latn`, the fallbacks HarfBuzz tries.
    public static func candidates(forLocale locale: String) -> (scripts: [String], language: String?) {
        let parts = locale.split(separator: "-").map { $0.lowercased() }
        let language = parts.first ?? ""
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 4 } ?? ""
        let script: String
        let tag: String?
        switch language {
        case "ko": (script, tag) = ("hang", "KOR ")
        case "ja": (script, tag) = ("kana", "JAN ")
        case "zh":
            script = "hani"
            if region == "hk" || region == "mo" {
                tag = "ZHH "
            } else if region == "hant" || region == "tw" {
                tag = "ZHT "
            } else {
                tag = "ZHS "
            }
        case "ru", "uk", "bg", "sr", "be", "mk": (script, tag) = ("cyrl", latinLanguageTags[language])
        case "el": (script, tag) = ("grek", "ELL ")
        default: (script, tag) = ("latn", latinLanguageTags[language])
        }
        return ([script, "DFLT", "dflt", "latn"], tag)
    }

    /// BCP 47 languages written in Arabic script -> OpenType language tags, for the
    /// language system of their Arabic runs.
    static let arabicLanguageTags: [String: String] = [
        "ar": "ARA ", "fa": "FAR ", "ur": "URD ", "ps": "PAS ", "sd": "SND ", "ug": "UYG ", "ckb": "KUR ", "ku": "KUR ",
    ]

    /// BCP 47 languages -> OpenType language tags, for the languages whose fonts commonly
    /// carry `locl` forms; any other language shapes with the script's default system.
    static let latinLanguageTags: [String: String] = [
        "en": "ENG ", "de": "DEU ", "fr": "FRA ", "es": "ESP ", "it": "ITA ", "pt": "PTG ", "nl": "NLD ",
        "pl": "PLK ", "ro": "ROM ", "tr": "TRK ", "ca": "CAT ", "az": "AZE ", "vi": "VIT ", "ms": "MLY ",
        "id": "IND ", "ru": "RUS ", "uk": "UKR ", "bg": "BGR ", "sr": "SRB ", "be": "BEL ", "mk": "MKD ",
    ]

}

/// What one feature does in each language system of a table, and which systems the table
/// has: a text's system is chosen among all of them (`LanguageSystem.candidates`), so a
/// system without the feature applies nothing even when another one has it.
struct FeatureByLanguage<Value: Sendable>: Sendable {
    let systems: Set<LanguageSystem>
    let values: [LanguageSystem: Value]

    static var none: FeatureByLanguage { FeatureByLanguage(systems: [], values: [:]) }

    /// The same systems with each value transformed.
    func map<Other>(_ transform: (Value) -> Other) -> FeatureByLanguage<Other> {
        FeatureByLanguage<Other>(systems: systems, values: values.mapValues(transform))
    }

    /// The value for a text in the first of `scripts` the table has, in its `language`
    /// system if there is one, else its default system.
    func value(scripts: [String], language: String?) -> Value? {
        guard let script = scripts.first(where: { script in systems.contains { $0.script == script } }) else { return nil }
        if let language, systems.contains(LanguageSystem(script: script, language: language)) {
            return values[LanguageSystem(script: script, language: language)]
        }
        return values[LanguageSystem(script: script, language: nil)]
    }
}
