/// The lookups of a `GSUB` or `GPOS` table that a shaper applies to a buffer of glyphs, read
/// once per font: single, multiple, ligature and contextual substitutions (types 1, 2, 4,
/// 5, 6, through extensions), single and pair adjustments and contextual positioning
/// (types 1, 2, 7, 8). Positioning keeps only advances (XAdvance): placements and mark
/// attachment move ink, not the line's width. Other lookup types are read as nothing.
///
/// Used for the scripts whose widths need the font's own rules applied in order
/// (Devanagari, `DevanagariShaping`); other text never reaches it.
struct GlyphLookups: Sendable {
    /// Lookup index -> the lookup, for every lookup a feature or a contextual rule names
    /// (nil for the others).
    let lookups: [GlyphLookup?]
    /// `GDEF` glyph classes (1 base, 2 ligature, 3 mark, 4 component) and mark attachment
    /// classes, which lookup flags filter on.
    let glyphClasses: [UInt16: UInt16]
    let markAttachmentClasses: [UInt16: UInt16]

    /// The most nested lookups one application may go through, and the most glyphs a buffer
    /// may grow to: a font whose rules loop or multiply stops there.
    static let maximumDepth = 8
    static let maximumGlyphs = 256

    /// Reads `indices` of `layout` (a `GSUB` when `substitution`, else a `GPOS`) and every
    /// lookup their contextual rules name.
    init(_ layout: OpenTypeLayoutTable, indices: Set<Int>, substitution: Bool, gdef: GlyphDefinitions) throws(FontError) {
        var lookups: [Int: GlyphLookup] = [:]
        var pending = Array(indices)
        // One budget for every value the table's lookups hold: subtables and rules reached
        // through shared offsets cost bounded work in a hostile font.
        var budget = OpenTypeLayoutTable.Limits.pairValues
        while let index = pending.popLast() {
            guard lookups[index] == nil, layout.lookupOffsets.indices.contains(index) else { continue }
            let lookup = try GlyphLookup.read(layout, index: index, substitution: substitution, budget: &budget)
            lookups[index] = lookup
            for case .context(let context) in lookup.subtables {
                for rules in context.rules.values { for rule in rules { pending += rule.actions.map(\.lookup) } }
            }
        }
        self.lookups = (0..<layout.lookupOffsets.count).map { lookups[$0] }
        glyphClasses = gdef.glyphClasses
        markAttachmentClasses = gdef.markAttachmentClasses
    }

    /// Whether a lookup with `flag` passes over `glyph` (`LookupFlag`: ignore bases,
    /// ligatures or marks, or marks of another attachment class).
    func skips(_ glyph: UInt16, flag: UInt16) -> Bool {
        guard flag & 0xFF0E != 0, let glyphClass = glyphClasses[glyph] else { return false }
        switch glyphClass {
        case 1: return flag & 0x2 != 0
        case 2: return flag & 0x4 != 0
        case 3:
            if flag & 0x8 != 0 { return true }
            let attachment = flag >> 8
            return attachment != 0 && markAttachmentClasses[glyph] != attachment
        default: return false
        }
    }

    /// Whether `lookup` would substitute `glyphs`, alone and in that order (HarfBuzz's
    /// `would_substitute`: a contextual rule counts only with no glyphs around the input).
    func wouldSubstitute(_ index: Int, _ glyphs: [UInt16]) -> Bool {
        guard lookups.indices.contains(index), let lookup = lookups[index], let first = glyphs.first else { return false }
        for subtable in lookup.subtables {
            switch subtable {
            case .single(let map): if glyphs.count == 1, map[first] != nil { return true }
            case .multiple(let map): if glyphs.count == 1, map[first] != nil { return true }
            case .ligature(let map):
                if map[first]?.contains(where: { $0.rest.elementsEqual(glyphs.dropFirst()) }) == true { return true }
            case .context(let context):
                guard context.coverage.contains(first) else { continue }
                for rule in context.rules(for: first) where rule.backtrack.isEmpty && rule.lookahead.isEmpty && rule.input.count == glyphs.count - 1 {
                    if zip(rule.input, glyphs.dropFirst()).allSatisfy({ context.matches($1, $0, in: .input) }) { return true }
                }
            default: continue
            }
        }
        return false
    }
}

/// `GDEF`'s glyph classes and mark attachment classes.
struct GlyphDefinitions: Sendable {
    var glyphClasses: [UInt16: UInt16] = [:]
    var markAttachmentClasses: [UInt16: UInt16] = [:]

    /// The classes of a font's `GDEF`; none for a font without one.
    static func read(_ gdef: FontBytes?) throws(FontError) -> GlyphDefinitions {
        var definitions = GlyphDefinitions()
        guard let gdef else { return definitions }
        let classes = Int(try gdef.uint16(at: 4, "glyphClassDefOffset"))
        if classes != 0 { definitions.glyphClasses = try OpenTypeLayoutTable.classes(gdef, at: classes) }
        let attachment = Int(try gdef.uint16(at: 10, "markAttachClassDefOffset"))
        if attachment != 0 { definitions.markAttachmentClasses = try OpenTypeLayoutTable.classes(gdef, at: attachment) }
        return definitions
    }
}

/// One lookup: its flag and its subtables, in order (the first that applies wins).
struct GlyphLookup: Sendable {
    let flag: UInt16
    let subtables: [GlyphSubtable]
    /// Every glyph a subtable may apply at: a glyph outside it is passed over at once.
    let firsts: Set<UInt16>

    init(flag: UInt16, subtables: [GlyphSubtable]) {
        self.flag = flag
        self.subtables = subtables
        var firsts: Set<UInt16> = []
        for subtable in subtables {
            switch subtable {
            case .single(let map): firsts.formUnion(map.keys)
            case .multiple(let map): firsts.formUnion(map.keys)
            case .ligature(let map): firsts.formUnion(map.keys)
            case .context(let context): firsts.formUnion(context.coverage)
            case .singleAdjustment(let values): firsts.formUnion(values.keys)
            case .pairAdjustment(let pairs):
                for pair in pairs.subtables {
                    switch pair {
                    case .pairs(let map): firsts.formUnion(map.keys)
                    case .classes(let covered, _, _, _, _, _): firsts.formUnion(covered)
                    case .context(let before, _): firsts.formUnion(before)
                    }
                }
            }
        }
        self.firsts = firsts
    }

    static func read(_ layout: OpenTypeLayoutTable, index: Int, substitution: Bool, budget: inout Int) throws(FontError) -> GlyphLookup {
        let table = layout.table
        let flag = try table.uint16(at: layout.lookupOffsets[index] + 2, "lookupFlag")
        let (type, offsets) = try layout.lookup(index, extensionType: substitution ? 7 : 9)
        var subtables: [GlyphSubtable] = []
        switch (substitution, type) {
        case (true, 1):
            subtables = [.single(try LocalizedForms.singleSubstitutions(layout, lookup: index))]
        case (true, 2):
            for offset in offsets { subtables.append(.multiple(try multipleSubstitutions(table, at: offset))) }
        case (true, 4):
            subtables = [.ligature(try ArabicGlyphForms.ligatures(layout, lookup: index))]
        case (true, 5), (false, 7):
            for offset in offsets { subtables.append(.context(try ContextSubtable(table, at: offset, chained: false, lookups: layout.lookupOffsets.count, budget: &budget))) }
        case (true, 6), (false, 8):
            for offset in offsets { subtables.append(.context(try ContextSubtable(table, at: offset, chained: true, lookups: layout.lookupOffsets.count, budget: &budget))) }
        case (false, 1):
            subtables = [.singleAdjustment(try PairKerningReader.singleAdjustments(layout, index: index))]
        case (false, 2):
            subtables = [.pairAdjustment(try PairKerningReader.pairLookup(layout, index: index, budget: &budget))]
        default:
            break
        }
        return GlyphLookup(flag: flag, subtables: subtables)
    }

    /// A multiple substitution subtable (format 1): glyph -> the glyphs it becomes.
    private static func multipleSubstitutions(_ table: FontBytes, at subtable: Int) throws(FontError) -> [UInt16: [UInt16]] {
        let format = try table.uint16(at: subtable, "the multiple substitution format")
        guard format == 1 else { throw table.error("multiple substitution format \(format); expected 1", at: subtable) }
        let coverage = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 2, "coverageOffset")))
        let count = Int(try table.uint16(at: subtable + 4, "sequenceCount"))
        guard count >= coverage.count else { throw table.error("\(coverage.count) covered glyphs but \(count) sequences", at: subtable + 4) }
        var map: [UInt16: [UInt16]] = [:]
        for (position, glyph) in coverage.enumerated() where map[glyph] == nil {
            let sequence = subtable + Int(try table.uint16(at: subtable + 6 + position * 2, "a sequence offset"))
            let length = try OpenTypeLayoutTable.count(table, at: sequence, limit: 64, "glyphCount")
            var glyphs: [UInt16] = []
            for item in 0..<length { glyphs.append(try table.uint16(at: sequence + 2 + item * 2, "a substitute glyph")) }
            map[glyph] = glyphs
        }
        return map
    }
}

enum GlyphSubtable: Sendable {
    case single([UInt16: UInt16])
    case multiple([UInt16: [UInt16]])
    case ligature([UInt16: [ArabicGlyphForms.Ligature]])
    case context(ContextSubtable)
    /// XAdvance per glyph.
    case singleAdjustment([UInt16: Int])
    case pairAdjustment(PairLookup)
}

/// A contextual or chained contextual subtable (`GSUB` 5 and 6, `GPOS` 7 and 8) in any of
/// its three formats, as rules keyed by the first input glyph (format 1), its class
/// (format 2) or nothing (format 3, key 0). A rule's values are glyphs, classes or indices
/// into `coverages`, by format.
struct ContextSubtable: Sendable {
    enum Sequence { case backtrack, input, lookahead }

    struct Rule: Sendable {
        /// Nearest first.
        let backtrack: [UInt16]
        /// The input after the first glyph.
        let input: [UInt16]
        let lookahead: [UInt16]
        /// (input position, lookup index), applied in order.
        let actions: [(position: Int, lookup: Int)]
    }

    let format: Int
    let coverage: Set<UInt16>
    let rules: [UInt16: [Rule]]
    /// Format 2: the backtrack, input and lookahead class definitions.
    let classes: [[UInt16: UInt16]]
    /// Format 3: the coverage tables the rule's values index.
    let coverages: [Set<UInt16>]

    func rules(for first: UInt16) -> [Rule] {
        switch format {
        case 1: rules[first] ?? []
        case 2: rules[classes[1][first] ?? 0] ?? []
        default: rules[0] ?? []
        }
    }

    func matches(_ glyph: UInt16, _ value: UInt16, in sequence: Sequence) -> Bool {
        switch format {
        case 1: return glyph == value
        case 2:
            let table = switch sequence {
            case .backtrack: classes[0]
            case .input: classes[1]
            case .lookahead: classes[2]
            }
            return (table[glyph] ?? 0) == value
        default: return coverages[Int(value)].contains(glyph)
        }
    }

    init(_ table: FontBytes, at offset: Int, chained: Bool, lookups: Int, budget: inout Int) throws(FontError) {
        let format = Int(try table.uint16(at: offset, "the context format"))
        self.format = format
        var rules: [UInt16: [Rule]] = [:]
        var classes: [[UInt16: UInt16]] = []
        var coverages: [Set<UInt16>] = []
        /// Counts `count` values against the budget.
        func charge(_ count: Int, at position: Int) throws(FontError) {
            guard count < budget else { throw table.error("more than \(OpenTypeLayoutTable.Limits.pairValues) values in the lookups", at: position) }
            budget -= count + 1
        }
        func glyphs(at position: Int, count: Int, _ what: String) throws(FontError) -> [UInt16] {
            try charge(count, at: position)
            try table.require(count * 2, at: position, for: what)
            var values: [UInt16] = []
            for index in 0..<count { values.append(try table.uint16(at: position + index * 2, what)) }
            return values
        }
        func actions(at position: Int, count: Int) throws(FontError) -> [(position: Int, lookup: Int)] {
            try charge(count, at: position)
            var records: [(position: Int, lookup: Int)] = []
            for index in 0..<count {
                let sequence = Int(try table.uint16(at: position + index * 4, "a sequenceIndex"))
                let lookup = Int(try table.uint16(at: position + index * 4 + 2, "a lookupListIndex"))
                guard lookup < lookups else { throw table.error("a contextual rule names lookup \(lookup); the table has \(lookups)", at: position) }
                records.append((sequence, lookup))
            }
            return records
        }
        /// One rule at `rule`: (backtrack, input, lookahead counts and values, actions).
        func rule(at rule: Int) throws(FontError) -> Rule {
            var cursor = rule
            var backtrack: [UInt16] = []
            var lookahead: [UInt16] = []
            if chained {
                let count = try OpenTypeLayoutTable.count(table, at: cursor, limit: 64, "backtrackGlyphCount")
                backtrack = try glyphs(at: cursor + 2, count: count, "a backtrack value")
                cursor += 2 + count * 2
            }
            let inputCount = try OpenTypeLayoutTable.count(table, at: cursor, limit: 64, "inputGlyphCount")
            guard inputCount >= 1 else { throw table.error("a contextual rule with no input", at: cursor) }
            var actionCount = 0
            if !chained {
                actionCount = Int(try table.uint16(at: cursor + 2, "seqLookupCount"))
                cursor += 2
            }
            let input = try glyphs(at: cursor + 2, count: inputCount - 1, "an input value")
            cursor += 2 + (inputCount - 1) * 2
            if chained {
                let count = try OpenTypeLayoutTable.count(table, at: cursor, limit: 64, "lookaheadGlyphCount")
                lookahead = try glyphs(at: cursor + 2, count: count, "a lookahead value")
                cursor += 2 + count * 2
                actionCount = Int(try table.uint16(at: cursor, "seqLookupCount"))
                cursor += 2
            }
            return Rule(backtrack: backtrack, input: input, lookahead: lookahead, actions: try actions(at: cursor, count: min(actionCount, 64)))
        }
        switch format {
        case 1, 2:
            coverage = Set(try OpenTypeLayoutTable.coverage(table, at: offset + Int(try table.uint16(at: offset + 2, "coverageOffset"))))
            try charge(coverage.count, at: offset)
            var setsAt = offset + 4
            if format == 2 {
                let definitions = chained ? 3 : 1
                for index in 0..<definitions {
                    let at = Int(try table.uint16(at: offset + 4 + index * 2, "a class definition offset"))
                    classes.append(at == 0 ? [:] : try OpenTypeLayoutTable.classes(table, at: offset + at))
                    try charge(classes[classes.count - 1].count, at: offset)
                }
                if !chained { classes = [[:], classes[0], [:]] }
                setsAt += definitions * 2
            }
            let setCount = try OpenTypeLayoutTable.count(table, at: setsAt, limit: OpenTypeLayoutTable.Limits.glyphs - 1, "a rule set count")
            let keys: [UInt16] = format == 1 ? try OpenTypeLayoutTable.coverage(table, at: offset + Int(try table.uint16(at: offset + 2, "coverageOffset"))) : (0..<setCount).map { UInt16($0) }
            for (position, key) in keys.enumerated() where position < setCount {
                let set = Int(try table.uint16(at: setsAt + 2 + position * 2, "a rule set offset"))
                guard set != 0 else { continue }
                let count = try OpenTypeLayoutTable.count(table, at: offset + set, limit: OpenTypeLayoutTable.Limits.subtablesPerLookup, "a rule count")
                var list: [Rule] = []
                for index in 0..<count {
                    list.append(try rule(at: offset + set + Int(try table.uint16(at: offset + set + 2 + index * 2, "a rule offset"))))
                }
                if rules[key] == nil { rules[key] = list }
            }
        case 3:
            var cursor = offset + 2
            func coverageList(_ what: String) throws(FontError) -> [UInt16] {
                let count = try OpenTypeLayoutTable.count(table, at: cursor, limit: 64, what)
                var indices: [UInt16] = []
                for index in 0..<count {
                    coverages.append(Set(try OpenTypeLayoutTable.coverage(table, at: offset + Int(try table.uint16(at: cursor + 2 + index * 2, "a coverage offset")))))
                    try charge(coverages[coverages.count - 1].count, at: offset)
                    indices.append(UInt16(coverages.count - 1))
                }
                cursor += 2 + count * 2
                return indices
            }
            var backtrack: [UInt16] = []
            var lookahead: [UInt16] = []
            let input: [UInt16]
            var actionCount: Int
            if chained {
                backtrack = try coverageList("backtrackGlyphCount")
                input = try coverageList("inputGlyphCount")
                lookahead = try coverageList("lookaheadGlyphCount")
                actionCount = Int(try table.uint16(at: cursor, "seqLookupCount"))
                cursor += 2
            } else {
                let count = try OpenTypeLayoutTable.count(table, at: cursor, limit: 64, "glyphCount")
                actionCount = Int(try table.uint16(at: cursor + 2, "seqLookupCount"))
                var indices: [UInt16] = []
                for index in 0..<count {
                    coverages.append(Set(try OpenTypeLayoutTable.coverage(table, at: offset + Int(try table.uint16(at: cursor + 4 + index * 2, "a coverage offset")))))
                    try charge(coverages[coverages.count - 1].count, at: offset)
                    indices.append(UInt16(coverages.count - 1))
                }
                input = indices
                cursor += 4 + count * 2
            }
            guard let first = input.first else { throw table.error("a contextual rule with no input", at: offset) }
            coverage = coverages[Int(first)]
            actionCount = min(actionCount, 64)
            rules[0] = [Rule(backtrack: backtrack, input: Array(input.dropFirst()), lookahead: lookahead, actions: try actions(at: cursor, count: actionCount))]
        default:
            throw table.error("context format \(format); expected 1, 2 or 3", at: offset)
        }
        self.rules = rules
        self.classes = classes
        self.coverages = coverages
    }
}

/// A glyph being shaped: its glyph id, the features that may act on it (bits of a plan's
/// feature list), and what the shaper keeps of its character.
struct ShapingGlyph {
    var glyph: UInt16
    var features: UInt32
    /// Set on a ligature's glyph: its components joined (HarfBuzz's "ligated").
    var ligated = false
    var category: DevanagariCategory
    var position: DevanagariPosition
    /// The XAdvance `GPOS` adds, in font units.
    var adjustment = 0
}

extension GlyphLookups {
    /// The next glyph after `index` that a lookup with `flag` does not pass over.
    private func next(after index: Int, in buffer: [ShapingGlyph], flag: UInt16) -> Int? {
        var position = index + 1
        while position < buffer.count {
            if !skips(buffer[position].glyph, flag: flag) { return position }
            position += 1
        }
        return nil
    }

    private func previous(before index: Int, in buffer: [ShapingGlyph], flag: UInt16) -> Int? {
        var position = index - 1
        while position >= 0 {
            if !skips(buffer[position].glyph, flag: flag) { return position }
            position -= 1
        }
        return nil
    }

    /// Applies lookup `index` across `buffer` to the glyphs that carry `feature` (every
    /// glyph when `feature` is 0), as a shaper applies one lookup of a stage.
    func apply(_ index: Int, feature: UInt32, to buffer: inout [ShapingGlyph]) {
        guard lookups.indices.contains(index), let lookup = lookups[index] else { return }
        var position = 0
        while position < buffer.count {
            let glyph = buffer[position]
            if lookup.firsts.contains(glyph.glyph), feature == 0 || glyph.features & feature != 0, !skips(glyph.glyph, flag: lookup.flag),
                let next = apply(lookup, at: position, feature: feature, to: &buffer, depth: 0)
            {
                position = max(next, position + 1)
            } else {
                position += 1
            }
        }
    }

    /// Applies `lookup` at `position`; the position to go on from when it applied, nil when not.
    private func apply(_ lookup: GlyphLookup, at position: Int, feature: UInt32, to buffer: inout [ShapingGlyph], depth: Int) -> Int? {
        let glyph = buffer[position].glyph
        for subtable in lookup.subtables {
            switch subtable {
            case .single(let map):
                guard let target = map[glyph] else { continue }
                buffer[position].glyph = target
                return position + 1
            case .multiple(let map):
                guard let targets = map[glyph], buffer.count + targets.count <= Self.maximumGlyphs else { continue }
                let template = buffer[position]
                if targets.isEmpty {
                    buffer.remove(at: position)
                    return position
                }
                buffer.replaceSubrange(position...position, with: targets.map { target in
                    var copy = template
                    copy.glyph = target
                    return copy
                })
                return position + targets.count
            case .ligature(let map):
                guard let candidates = map[glyph] else { continue }
                for candidate in candidates {
                    var matched: [Int] = []
                    var cursor = position
                    for component in candidate.rest {
                        guard let next = next(after: cursor, in: buffer, flag: lookup.flag), buffer[next].glyph == component,
                            feature == 0 || buffer[next].features & feature != 0
                        else { break }
                        matched.append(next)
                        cursor = next
                    }
                    guard matched.count == candidate.rest.count else { continue }
                    buffer[position].glyph = candidate.glyph
                    buffer[position].ligated = true
                    for index in matched.reversed() { buffer.remove(at: index) }
                    return position + 1
                }
            case .context(let context):
                guard context.coverage.contains(glyph) else { continue }
                for rule in context.rules(for: glyph) {
                    guard var positions = match(rule, of: context, at: position, in: buffer, flag: lookup.flag, feature: feature) else { continue }
                    var end = positions.last! + 1
                    guard depth < Self.maximumDepth else { return end }
                    for action in rule.actions where action.position < positions.count {
                        guard lookups.indices.contains(action.lookup), let nested = lookups[action.lookup] else { continue }
                        let at = positions[action.position]
                        guard at < buffer.count else { continue }
                        let before = buffer.count
                        _ = apply(nested, at: at, feature: 0, to: &buffer, depth: depth + 1)
                        let delta = buffer.count - before
                        if delta != 0 {
                            // Glyphs after the one acted on moved with the buffer.
                            for index in positions.indices where positions[index] > at { positions[index] += delta }
                            end += delta
                        }
                    }
                    return max(end, position + 1)
                }
            case .singleAdjustment(let values):
                guard let value = values[glyph] else { continue }
                buffer[position].adjustment += value
                return position + 1
            case .pairAdjustment(let pairs):
                guard let second = next(after: position, in: buffer, flag: lookup.flag),
                    let value = pairs.match(glyph, buffer[second].glyph)
                else { continue }
                buffer[position].adjustment += value
                return position + 1
            }
        }
        return nil
    }

    /// The buffer positions of `rule`'s input when it matches at `position`, nil when not.
    private func match(_ rule: ContextSubtable.Rule, of context: ContextSubtable, at position: Int, in buffer: [ShapingGlyph], flag: UInt16, feature: UInt32) -> [Int]? {
        var positions = [position]
        var cursor = position
        for value in rule.input {
            guard let next = next(after: cursor, in: buffer, flag: flag), context.matches(buffer[next].glyph, value, in: .input),
                feature == 0 || buffer[next].features & feature != 0
            else { return nil }
            positions.append(next)
            cursor = next
        }
        for value in rule.lookahead {
            guard let next = next(after: cursor, in: buffer, flag: flag), context.matches(buffer[next].glyph, value, in: .lookahead) else { return nil }
            cursor = next
        }
        cursor = position
        for value in rule.backtrack {
            guard let previous = previous(before: cursor, in: buffer, flag: flag), context.matches(buffer[previous].glyph, value, in: .backtrack) else { return nil }
            cursor = previous
        }
        return positions
    }
}

/// A font's `GSUB` and `GDEF` read for one script's default language system: where the
/// Khmer and Myanmar plans start (Devanagari's differ per language).
struct ScriptSubstitutions {
    let layout: OpenTypeLayoutTable
    let system: LanguageSystem
    let definitions: GlyphDefinitions

    /// Nil when `GSUB` (`layout`) has no default language system for `script`.
    init?(_ layout: OpenTypeLayoutTable, gdef: FontBytes?, script: String) throws(FontError) {
        self.layout = layout
        system = LanguageSystem(script: script, language: nil)
        guard layout.languageSystems.contains(system) else { return nil }
        definitions = try GlyphDefinitions.read(gdef)
    }

    /// The lookups of `tags` in the language system, each once, in lookup order.
    func lookups(_ tags: [String]) throws(FontError) -> [Int] {
        var indices: [Int] = []
        for tag in tags { indices += try layout.lookups(forFeature: tag)[system] ?? [] }
        return Array(Set(indices)).sorted()
    }

    /// The engine of the `lookups`.
    func substitutions(_ lookups: Set<Int>) throws(FontError) -> GlyphLookups {
        try GlyphLookups(layout, indices: lookups, substitution: true, gdef: definitions)
    }

    /// The `GPOS` lookups of the language system for the features that can change an
    /// advance (`DevanagariPlan.positioningFeatures`), in lookup order, with the engine that
    /// applies them: none for a face without `GPOS`.
    func positioning(_ gpos: FontBytes?) throws(FontError) -> (lookups: [Int], engine: GlyphLookups?) {
        guard let gpos else { return ([], nil) }
        let table = try OpenTypeLayoutTable(gpos)
        var lookups: [Int] = []
        for tag in DevanagariPlan.positioningFeatures { lookups += try table.lookups(forFeature: tag)[system] ?? [] }
        lookups = Array(Set(lookups)).sorted()
        return (lookups, try GlyphLookups(table, indices: Set(lookups), substitution: false, gdef: definitions))
    }
}
