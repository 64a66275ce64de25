/// Devanagari shaping, as OpenType's Indic shaping model and HarfBuzz's Indic shaper apply
/// a font's `GSUB` and `GPOS` (docs/DECISIONS.md, "Devanagari shaping in measurement"):
/// a syllable is reordered into the order the font's rules expect (reph first, a pre-base
/// matra before the consonants, the base found from the font's below-base forms), each
/// glyph is given the basic features that apply to it (`rphf` on the reph, `half` and
/// `blwf` before the base, `blwf`, `abvf`, `pstf` after it), the basic features are applied
/// one after another, the reph and the pre-base matra move to their final places, and the
/// presentation features follow; then `GPOS` adjusts advances across syllables.
///
/// Read once per font whose `GSUB` has the `dev2` (or the older `deva`) script. A class:
/// every typography's cascade holds the plan of its face, and a struct of this many
/// references was copied, a reference count each, for every font a text was measured in.
final class DevanagariPlan: Sendable, SyllableShaper {
    /// Feature bits a glyph may carry (`ShapingGlyph.features`).
    enum Feature {
        static let global: UInt32 = 1
        static let rphf: UInt32 = 2
        static let half: UInt32 = 4
        static let blwf: UInt32 = 8
        static let abvf: UInt32 = 16
        static let pstf: UInt32 = 32
        static let pref: UInt32 = 64
        /// Only Bengali's left matra at a word's start takes `init`; no Devanagari glyph.
        static let initial: UInt32 = 128
    }

    /// The `GSUB` features before the final reordering, one stage each (the first stage
    /// holds `locl` and `ccmp` together), with the bit a glyph needs for each; then the
    /// features after it, in one stage. HarfBuzz's `hb-ot-shaper-indic` order.
    static let basicFeatures: [(tags: [String], bit: UInt32)] = [
        (["rvrn"], Feature.global), (["locl", "ccmp"], Feature.global), (["nukt"], Feature.global), (["akhn"], Feature.global),
        (["rphf"], Feature.rphf), (["rkrf"], Feature.global), (["pref"], Feature.pref), (["blwf"], Feature.blwf), (["abvf"], Feature.abvf),
        (["half"], Feature.half), (["pstf"], Feature.pstf), (["vatu"], Feature.global), (["cjct"], Feature.global),
    ]
    static let presentationFeatures: [(tag: String, bit: UInt32)] = [
        ("init", Feature.initial), ("pres", Feature.global), ("abvs", Feature.global), ("blws", Feature.global), ("psts", Feature.global),
        ("haln", Feature.global), ("rlig", Feature.global), ("calt", Feature.global), ("clig", Feature.global), ("liga", Feature.global),
        ("rclt", Feature.global),
    ]
    /// `GPOS` features whose lookups can change an advance (mark attachment cannot; its
    /// lookups read as nothing).
    static let positioningFeatures = ["abvm", "blwm", "dist", "kern", "mark", "mkmk", "curs"]

    let substitutions: GlyphLookups
    let positions: GlyphLookups?
    /// Per basic stage, its lookups with their feature bit, in lookup order.
    let basicStages: [[(lookup: Int, bit: UInt32)]]
    let presentation: [(lookup: Int, bit: UInt32)]
    let positioning: [Int]
    /// The lookups of `rphf`, `blwf`, `vatu`, `pstf`, `pref`, for `wouldSubstitute`.
    let reph: [Int]
    let belowBase: [Int]
    let postBase: [Int]
    /// The position of each Devanagari consonant's glyph after a halant
    /// (`consonantPosition`), worked out once per font (`placingConsonants`); a glyph not
    /// listed may be the base.
    let consonantPositions: [UInt16: DevanagariPosition]

    init(
        substitutions: GlyphLookups, positions: GlyphLookups?, basicStages: [[(lookup: Int, bit: UInt32)]], presentation: [(lookup: Int, bit: UInt32)],
        positioning: [Int], reph: [Int], belowBase: [Int], postBase: [Int], consonantPositions: [UInt16: DevanagariPosition] = [:]
    ) {
        self.substitutions = substitutions
        self.positions = positions
        self.basicStages = basicStages
        self.presentation = presentation
        self.positioning = positioning
        self.reph = reph
        self.belowBase = belowBase
        self.postBase = postBase
        self.consonantPositions = consonantPositions
    }

    /// Every `dev2` language system of the face (else every `deva` one, shaped the same way),
    /// nil when the face has neither.
    /// `layout` is the face's `GSUB`, read once for every script's plan.
    static func read(gsub layout: OpenTypeLayoutTable, gpos: FontBytes?, gdef: FontBytes?) throws(FontError) -> FeatureByLanguage<DevanagariPlan>? {
        let scripts = Set(layout.languageSystems.map(\.script))
        guard let script = ["dev2", "deva"].first(where: scripts.contains) else { return nil }
        let definitions = try GlyphDefinitions.read(gdef)
        let systems = layout.languageSystems.filter { $0.script == script }
        var byFeature: [String: [LanguageSystem: [Int]]] = [:]
        for tag in Set(basicFeatures.flatMap(\.tags) + presentationFeatures.map(\.tag)) {
            byFeature[tag] = try layout.lookups(forFeature: tag)
        }
        let substitutions = try GlyphLookups(layout, indices: Set(byFeature.values.flatMap { $0.filter { $0.key.script == script }.values.flatMap { $0 } }), substitution: true, gdef: definitions)
        var positionLayout: OpenTypeLayoutTable?
        var positionsByFeature: [String: [LanguageSystem: [Int]]] = [:]
        if let gpos {
            let table = try OpenTypeLayoutTable(gpos)
            positionLayout = table
            for tag in positioningFeatures { positionsByFeature[tag] = try table.lookups(forFeature: tag) }
        }
        let positions = try positionLayout.map { table throws(FontError) in
            try GlyphLookups(table, indices: Set(positionsByFeature.values.flatMap { $0.filter { $0.key.script == script }.values.flatMap { $0 } }), substitution: false, gdef: definitions)
        }
        var values: [LanguageSystem: DevanagariPlan] = [:]
        for system in systems {
            func lookups(_ tag: String) -> [Int] { byFeature[tag]?[system] ?? [] }
            let basic = basicFeatures.map { stage in
                stage.tags.flatMap { tag in lookups(tag).map { (lookup: $0, bit: stage.bit) } }.sorted { $0.lookup < $1.lookup }
            }
            let presentation = presentationFeatures.flatMap { feature in lookups(feature.tag).map { (lookup: $0, bit: feature.bit) } }.sorted { $0.lookup < $1.lookup }
            // The same `GPOS` language system, or its script's default when `GPOS` lacks it.
            let positioning = Array(Set(positioningFeatures.flatMap { tag in
                positionsByFeature[tag]?[system] ?? positionsByFeature[tag]?[LanguageSystem(script: script, language: nil)] ?? []
            })).sorted()
            values[system] = DevanagariPlan(
                substitutions: substitutions, positions: positions, basicStages: basic, presentation: presentation, positioning: positioning,
                reph: lookups("rphf"), belowBase: lookups("blwf") + lookups("vatu"), postBase: lookups("pstf") + lookups("pref"))
        }
        guard !values.isEmpty else { return nil }
        return FeatureByLanguage(systems: Set(systems), values: values)
    }

    /// BCP 47 languages written in Devanagari -> OpenType language tags.
    static let languageTags: [String: String] = [
        "hi": "HIN ", "mr": "MAR ", "ne": "NEP ", "sa": "SAN ", "kok": "KOK ", "mai": "MTH ", "bho": "BHO ", "new": "NEW ", "doi": "DGO ",
    ]

    private func wouldSubstitute(_ lookups: [Int], _ glyphs: [UInt16]) -> Bool {
        lookups.contains { substitutions.wouldSubstitute($0, glyphs) }
    }

    /// Where a consonant goes when it follows a halant (HarfBuzz's
    /// `consonant_position_from_face`): below the base when the font has a below-base form
    /// for it, after it when it has a post-base form, else it may be the base.
    private func consonantPosition(_ glyph: UInt16, virama: UInt16?) -> DevanagariPosition {
        guard let virama else { return .baseConsonant }
        if wouldSubstitute(belowBase, [virama, glyph]) || wouldSubstitute(belowBase, [glyph, virama]) { return .belowConsonant }
        if wouldSubstitute(postBase, [virama, glyph]) || wouldSubstitute(postBase, [glyph, virama]) { return .postConsonant }
        return .baseConsonant
    }

    /// The plan with every Devanagari consonant's position worked out, from the face's cmap.
    func placingConsonants(_ glyph: (Unicode.Scalar) -> UInt16?) -> DevanagariPlan {
        var positions: [UInt16: DevanagariPosition] = [:]
        let virama = glyph("\u{094D}")
        for value in UInt32(0x915)...0x97F {
            guard let scalar = Unicode.Scalar(value), DevanagariCategory(scalar) == .consonant || DevanagariCategory(scalar) == .ra,
                let consonant = glyph(scalar)
            else { continue }
            let position = consonantPosition(consonant, virama: virama)
            if position != .baseConsonant { positions[consonant] = position }
        }
        return DevanagariPlan(
            substitutions: substitutions, positions: self.positions, basicStages: basicStages, presentation: presentation, positioning: positioning,
            reph: reph, belowBase: belowBase, postBase: postBase, consonantPositions: positions)
    }

    /// The glyphs one syllable becomes in `face`, after `GSUB` (positions not applied).
    func shape(_ syllable: ArraySlice<Unicode.Scalar>, face: FontFace) -> [ShapingGlyph] {
        var buffer: [ShapingGlyph] = syllable.map { scalar in
            let category = DevanagariCategory(scalar)
            let glyph = face.glyph(for: scalar) ?? 0
            var position = category.initialPosition(scalar)
            if category == .consonant || category == .ra { position = consonantPositions[glyph] ?? .baseConsonant }
            return ShapingGlyph(glyph: glyph, features: Feature.global, category: category, position: position)
        }
        let reorders = buffer.first?.category.isConsonant == true
        if reorders { reorderInitially(&buffer) }
        for stage in basicStages {
            for (lookup, bit) in stage { substitutions.apply(lookup, feature: bit, to: &buffer) }
        }
        if reorders { reorderFinally(&buffer) }
        for (lookup, bit) in presentation { substitutions.apply(lookup, feature: bit, to: &buffer) }
        return buffer
    }

    /// HarfBuzz's `initial_reordering_consonant_syllable` for Devanagari (base last, reph
    /// implicit, below-base forms before and after the base): the base, the reph, each
    /// glyph's position, the stable sort by position, and the features per glyph.
    private func reorderInitially(_ buffer: inout [ShapingGlyph]) {
        let end = buffer.count
        var hasReph = false
        var limit = 0
        if end >= 3, buffer[0].category == .ra, buffer[1].category == .halant, !buffer[2].category.isJoiner,
            wouldSubstitute(reph, [buffer[0].glyph, buffer[1].glyph])
        {
            hasReph = true
            limit = 2
        }
        var base = end
        var seenBelow = false
        var index = end
        repeat {
            index -= 1
            let glyph = buffer[index]
            if glyph.category.isConsonant {
                if glyph.position != .belowConsonant, glyph.position != .postConsonant || seenBelow {
                    base = index
                    break
                }
                if glyph.position == .belowConsonant { seenBelow = true }
                base = index
            } else if index > 0, glyph.category == .joiner, buffer[index - 1].category == .halant {
                break
            }
        } while index > limit
        if base == end {
            // No consonant after the reph: the Ra is the base.
            hasReph = false
            base = 0
        }
        for index in 0..<base { buffer[index].position = min(.preConsonant, buffer[index].position) }
        if base < end { buffer[base].position = .baseConsonant }
        if hasReph { buffer[0].position = .raToBecomeReph }
        // Joiners, nukta and halant move with the character before them.
        var last = DevanagariPosition.start
        for index in 0..<end {
            let category = buffer[index].category
            if category.isJoiner || category == .nukta || category == .halant {
                buffer[index].position = last
                if category == .halant, last == .preMatra {
                    for before in stride(from: index, to: 0, by: -1) where buffer[before - 1].position != .preMatra {
                        buffer[index].position = buffer[before - 1].position
                        break
                    }
                }
            } else if buffer[index].position != .syllableModifier {
                last = buffer[index].position
            }
        }
        // A post-base consonant owns what comes between it and the consonant or matra before.
        var owner = base
        for index in stride(from: base + 1, to: end, by: 1) {
            if buffer[index].category.isConsonant {
                for between in stride(from: owner + 1, to: index, by: 1) where buffer[between].position < .syllableModifier {
                    buffer[between].position = buffer[index].position
                }
                owner = index
            } else if buffer[index].category == .matra {
                owner = index
            }
        }
        buffer = buffer.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
        base = buffer.firstIndex { $0.position == .baseConsonant } ?? end
        for index in buffer.indices {
            if buffer[index].position == .raToBecomeReph { buffer[index].features |= Feature.rphf }
            if index < base { buffer[index].features |= Feature.half | Feature.blwf }
            if index > base { buffer[index].features |= Feature.blwf | Feature.abvf | Feature.pstf }
        }
        // A ZWNJ keeps the consonant before it from its half form.
        for index in stride(from: 1, to: end, by: 1) where buffer[index].category == .nonJoiner {
            var before = index
            repeat {
                before -= 1
                buffer[before].features &= ~Feature.half
            } while before > 0 && !buffer[before].category.isConsonant
        }
    }

    /// HarfBuzz's `final_reordering_syllable_indic` for Devanagari: the pre-base matra
    /// moves after a halant that stayed explicit before the base, and the reph moves after
    /// the base and what is below it, before the post-base matras and modifiers.
    private func reorderFinally(_ buffer: inout [ShapingGlyph]) {
        let end = buffer.count
        func isHalant(_ glyph: ShapingGlyph) -> Bool { glyph.category == .halant && !glyph.ligated }
        var base = buffer.firstIndex { $0.position >= .baseConsonant } ?? end
        if base == end, base > 0, buffer[base - 1].category == .joiner { base -= 1 }
        if base < end {
            while base > 0, buffer[base].category == .nukta || buffer[base].category == .halant { base -= 1 }
        }
        if end > 1, base > 0 {
            var target = base == end ? max(base - 2, 0) : base - 1
            search: while true {
                while target > 0, !(buffer[target].category == .matra || buffer[target].category == .halant) { target -= 1 }
                if isHalant(buffer[target]), buffer[target].position != .preMatra {
                    if target + 1 < end, buffer[target + 1].category == .joiner, target > 0 {
                        target -= 1
                        continue search
                    }
                    target += 1
                } else {
                    target = 0
                }
                break
            }
            if target > 0, target < end, buffer[target].position != .preMatra {
                var index = target
                while index > 0 {
                    if buffer[index - 1].position == .preMatra {
                        let old = index - 1
                        if old < base, base <= target { base -= 1 }
                        let matra = buffer.remove(at: old)
                        buffer.insert(matra, at: target)
                        target -= 1
                    }
                    index -= 1
                }
            }
        }
        guard end > 1, buffer[0].position == .raToBecomeReph, buffer[0].ligated else { return }
        var target = 1
        while target < base, !isHalant(buffer[target]) { target += 1 }
        if target < base, isHalant(buffer[target]) {
            if target + 1 < base, buffer[target + 1].category.isJoiner { target += 1 }
        } else {
            target = base
            while target + 1 < end, buffer[target + 1].position <= .afterSub { target += 1 }
            guard target < end else { return }
        }
        let reph = buffer.remove(at: 0)
        buffer.insert(reph, at: min(target, buffer.count))
    }
}

/// The Indic shaping category of a Devanagari character (HarfBuzz's `indic_category`).
enum DevanagariCategory: Equatable {
    case consonant, ra, vowel, nukta, halant, matra, modifier, vedic, joiner, nonJoiner, placeholder, other

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x900...0x903: self = .modifier
        case 0x904...0x914, 0x960, 0x961, 0x972...0x977: self = .vowel
        case 0x930: self = .ra
        case 0x915...0x939, 0x958...0x95F, 0x978...0x97F: self = .consonant
        case 0x93C: self = .nukta
        case 0x94D: self = .halant
        case 0x93A, 0x93B, 0x93E...0x94C, 0x94E, 0x94F, 0x955...0x957, 0x962, 0x963: self = .matra
        case 0x951...0x954: self = .vedic
        case 0x200D: self = .joiner
        case 0x200C: self = .nonJoiner
        case 0x25CC: self = .placeholder
        default: self = .other
        }
    }

    /// Consonants and what shapes as one (an independent vowel, the dotted circle).
    var isConsonant: Bool { self == .consonant || self == .ra || self == .vowel || self == .placeholder }
    var isJoiner: Bool { self == .joiner || self == .nonJoiner }
    /// A character that never starts a syllable (it attaches to the one before).
    var isMark: Bool { self == .nukta || self == .halant || self == .matra || self == .modifier || self == .vedic || isJoiner }

    /// The position a character has before the base is known: a matra's from its
    /// Indic_Positional_Category (left: before the base; right: after the post-base
    /// consonants; top and bottom: after the below-base ones), modifiers last.
    func initialPosition(_ scalar: Unicode.Scalar) -> DevanagariPosition {
        switch self {
        case .consonant, .ra, .vowel, .placeholder: return .baseConsonant
        case .matra:
            switch scalar.value {
            case 0x93F, 0x94E: return .preMatra
            case 0x93B, 0x93E, 0x940, 0x949...0x94C, 0x94F: return .afterPost
            default: return .afterSub
            }
        case .modifier, .vedic: return .syllableModifier
        default: return .end
        }
    }
}

/// HarfBuzz's `indic_position`, in sort order.
enum DevanagariPosition: Int, Comparable {
    case start, raToBecomeReph, preMatra, preConsonant, baseConsonant, afterMain, aboveConsonant, beforeSub, belowConsonant, afterSub, beforePost,
        postConsonant, afterPost, syllableModifier, end

    static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
}
