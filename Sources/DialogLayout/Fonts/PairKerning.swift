/// Pair kerning: how much the advance between two adjacent glyphs changes, in font units.
///
/// Read from `GPOS` feature `kern` (pair adjustment, lookup type 2 in formats 1 and 2,
/// directly or through an extension, type 9), or from the legacy `kern` table (format 0)
/// when `GPOS` has no `kern` feature, as HarfBuzz chooses. Only advances count: the first
/// glyph's and the second glyph's XAdvance both widen the pair; placements move ink, not
/// the line's width.
///
/// Lookups apply one after another and their adjustments add up; within a lookup the
/// first subtable that has the pair wins.
public struct PairKerning: Sendable {
    let lookups: [PairLookup]

    /// The change in the advance between `first` and `second`, in font units.
    func adjustment(_ first: UInt16, _ second: UInt16) -> Int {
        var total = 0
        for lookup in lookups { total += lookup.adjustment(first, second) }
        return total
    }

    /// Whether no pair ever narrows the text (then a running width only grows).
    var neverNegative: Bool { lookups.allSatisfy { $0.smallestAdjustment >= 0 } }
}

/// One lookup's subtables, parsed into dictionaries so a pair is found without reading
/// the table again.
final class PairLookup: Sendable {
    enum Subtable: Sendable {
        /// Format 1: first glyph -> second glyph -> adjustment.
        case pairs([UInt16: [UInt16: Int]])
        /// Format 2: the first glyph must be covered; its class and the second's index
        /// the adjustment matrix (`class2Count` columns).
        case classes(covered: Set<UInt16>, first: [UInt16: UInt16], second: [UInt16: UInt16], class1Count: Int, class2Count: Int, values: [Int])
        /// A chained context (lookup type 8, format 3) of one glyph before and one glyph
        /// adjusted: a first glyph of `before`, then a second glyph of `adjusted` changes
        /// by its value.
        case context(before: Set<UInt16>, adjusted: [UInt16: Int])
    }

    let subtables: [Subtable]
    let smallestAdjustment: Int

    init(subtables: [Subtable]) {
        self.subtables = subtables
        var smallest = 0
        for subtable in subtables {
            switch subtable {
            case .pairs(let pairs): for set in pairs.values { for value in set.values { smallest = min(smallest, value) } }
            case .classes(_, _, _, _, _, let values): smallest = min(smallest, values.min() ?? 0)
            case .context(_, let adjusted): smallest = min(smallest, adjusted.values.min() ?? 0)
            }
        }
        smallestAdjustment = smallest
    }

    func adjustment(_ first: UInt16, _ second: UInt16) -> Int {
        match(first, second) ?? 0
    }

    /// The adjustment of the first subtable that has the pair, nil when none has it.
    /// (Inlined: `adjustment` is asked for every pair of glyphs measured.)
    @inline(__always)
    func match(_ first: UInt16, _ second: UInt16) -> Int? {
        for subtable in subtables {
            switch subtable {
            case .pairs(let pairs):
                // A covered first glyph without this second one goes on to the next subtable.
                if let value = pairs[first]?[second] { return value }
            case .classes(let covered, let firstClasses, let secondClasses, let class1Count, let class2Count, let values):
                guard covered.contains(first) else { continue }
                let class1 = Int(firstClasses[first] ?? 0)
                let class2 = Int(secondClasses[second] ?? 0)
                guard class1 < class1Count, class2 < class2Count else { continue }
                return values[class1 * class2Count + class2]
            case .context(let before, let adjusted):
                if before.contains(first), let value = adjusted[second] { return value }
            }
        }
        return nil
    }
}

enum PairKerningReader {
    /// `GPOS` `kern` per language system; nil when `GPOS` has no `kern` feature.
    static func read(gpos: FontBytes) throws(FontError) -> FeatureByLanguage<PairKerning>? {
        let layout = try OpenTypeLayoutTable(gpos)
        guard layout.hasFeature("kern") else { return nil }
        var budget = OpenTypeLayoutTable.Limits.pairValues
        var parsed: [Int: PairLookup] = [:]
        var contextual: [Int: PairLookup] = [:]
        var values: [LanguageSystem: PairKerning] = [:]
        for (system, indices) in try layout.lookups(forFeature: "kern") {
            var lookups: [PairLookup] = []
            for index in indices {
                if parsed[index] == nil { parsed[index] = try pairLookup(layout, index: index, budget: &budget) }
                if let lookup = parsed[index], !lookup.subtables.isEmpty { lookups.append(lookup) }
                // Arabic fonts kern after reh and zain with chained contexts (Noto Sans
                // Arabic); read for the `arab` script only, so other text keeps its widths.
                if system.script == "arab" {
                    if contextual[index] == nil { contextual[index] = try contextLookup(layout, index: index, budget: &budget) }
                    if let lookup = contextual[index], !lookup.subtables.isEmpty { lookups.append(lookup) }
                }
            }
            if !lookups.isEmpty { values[system] = PairKerning(lookups: lookups) }
        }
        return FeatureByLanguage(systems: layout.languageSystems, values: values)
    }

    /// The legacy `kern` table: the horizontal format 0 subtables of a version 0 table,
    /// added together (a subtable with the override bit replaces the sum so far).
    static func read(kern: FontBytes) throws(FontError) -> PairKerning {
        let version = try kern.uint16(at: 0, "the kern version")
        guard version == 0 else { throw kern.error("kern table version \(version); only version 0 (OpenType) is read", at: 0) }
        let count = try OpenTypeLayoutTable.count(kern, at: 2, limit: OpenTypeLayoutTable.Limits.subtablesPerLookup, "nTables")
        var offset = 4
        var total: [UInt16: [UInt16: Int]] = [:]
        var budget = OpenTypeLayoutTable.Limits.pairValues
        for _ in 0..<count {
            let length = Int(try kern.uint16(at: offset + 2, "a subtable length"))
            let coverage = try kern.uint16(at: offset + 4, "a subtable coverage")
            let format = coverage >> 8
            let horizontal = coverage & 1 != 0
            let minimum = coverage & 2 != 0
            let crossStream = coverage & 4 != 0
            if format == 0, horizontal, !minimum, !crossStream {
                if coverage & 8 != 0 { total = [:] }
                let pairs = Int(try kern.uint16(at: offset + 6, "nPairs"))
                guard pairs <= budget else { throw kern.error("more than \(OpenTypeLayoutTable.Limits.pairValues) kerning pairs", at: offset + 6) }
                budget -= pairs
                try kern.require(pairs * 6, at: offset + 14, for: "\(pairs) kerning pairs")
                for index in 0..<pairs {
                    let record = offset + 14 + index * 6
                    let left = try kern.uint16(at: record, "a pair's left glyph")
                    let right = try kern.uint16(at: record + 2, "a pair's right glyph")
                    total[left, default: [:]][right, default: 0] += Int(try kern.int16(at: record + 4, "a pair's value"))
                }
            }
            // The 16-bit length overflows for big format 0 subtables; such a table is the
            // last one in practice, so a short length only ends the walk.
            guard length >= 6 else { break }
            offset += length
        }
        return PairKerning(lookups: total.isEmpty ? [] : [PairLookup(subtables: [.pairs(total)])])
    }

    static func pairLookup(_ layout: OpenTypeLayoutTable, index: Int, budget: inout Int) throws(FontError) -> PairLookup {
        let table = layout.table
        let (type, offsets) = try layout.lookup(index, extensionType: 9)
        guard type == 2 else { return PairLookup(subtables: []) }
        var subtables: [PairLookup.Subtable] = []
        for subtable in offsets {
            let format = try table.uint16(at: subtable, "the pair adjustment format")
            let coverage = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 2, "coverageOffset")))
            let format1 = ValueFormat(try table.uint16(at: subtable + 4, "valueFormat1"))
            let format2 = ValueFormat(try table.uint16(at: subtable + 6, "valueFormat2"))
            switch format {
            case 1:
                let setCount = Int(try table.uint16(at: subtable + 8, "pairSetCount"))
                guard setCount >= coverage.count else {
                    throw table.error("lookup \(index): \(coverage.count) covered glyphs but \(setCount) pair sets", at: subtable + 8)
                }
                let recordSize = 2 + format1.size + format2.size
                var pairs: [UInt16: [UInt16: Int]] = [:]
                for (position, first) in coverage.enumerated() where pairs[first] == nil {
                    let set = subtable + Int(try table.uint16(at: subtable + 10 + position * 2, "a pairSetOffset"))
                    let count = Int(try table.uint16(at: set, "pairValueCount"))
                    guard count <= budget else { throw table.error("more than \(OpenTypeLayoutTable.Limits.pairValues) kerning pairs", at: set) }
                    budget -= count
                    try table.require(count * recordSize, at: set + 2, for: "\(count) pair value records")
                    var seconds: [UInt16: Int] = [:]
                    for record in 0..<count {
                        let base = set + 2 + record * recordSize
                        let second = try table.uint16(at: base, "a pair's second glyph")
                        let value = try format1.xAdvance(table, at: base + 2) + format2.xAdvance(table, at: base + 2 + format1.size)
                        if seconds[second] == nil { seconds[second] = value }
                    }
                    pairs[first] = seconds
                }
                subtables.append(.pairs(pairs))
            case 2:
                let first = try OpenTypeLayoutTable.classes(table, at: subtable + Int(try table.uint16(at: subtable + 8, "classDef1Offset")))
                let second = try OpenTypeLayoutTable.classes(table, at: subtable + Int(try table.uint16(at: subtable + 10, "classDef2Offset")))
                let class1Count = Int(try table.uint16(at: subtable + 12, "class1Count"))
                let class2Count = Int(try table.uint16(at: subtable + 14, "class2Count"))
                let cells = class1Count * class2Count
                guard cells <= budget else { throw table.error("more than \(OpenTypeLayoutTable.Limits.pairValues) kerning pairs", at: subtable + 12) }
                budget -= cells
                let recordSize = format1.size + format2.size
                try table.require(cells * recordSize, at: subtable + 16, for: "\(class1Count) x \(class2Count) class pair records")
                var values: [Int] = []
                values.reserveCapacity(cells)
                for cell in 0..<cells {
                    let base = subtable + 16 + cell * recordSize
                    values.append(try format1.xAdvance(table, at: base) + format2.xAdvance(table, at: base + format1.size))
                }
                subtables.append(.classes(covered: Set(coverage), first: first, second: second, class1Count: class1Count, class2Count: class2Count, values: values))
            default:
                throw table.error("lookup \(index): pair adjustment format \(format); expected 1 or 2", at: subtable)
            }
        }
        return PairLookup(subtables: subtables)
    }
}

extension PairKerningReader {
    /// A chained context positioning lookup (type 8) as pairs: its format 3 subtables of
    /// one backtrack glyph, one input glyph and no lookahead, whose one record adjusts the
    /// input glyph with a single adjustment lookup (type 1). Other subtables are left out.
    fileprivate static func contextLookup(_ layout: OpenTypeLayoutTable, index: Int, budget: inout Int) throws(FontError) -> PairLookup {
        let table = layout.table
        let (type, offsets) = try layout.lookup(index, extensionType: 9)
        guard type == 8 else { return PairLookup(subtables: []) }
        var subtables: [PairLookup.Subtable] = []
        for subtable in offsets {
            guard try table.uint16(at: subtable, "the chained context format") == 3 else { continue }
            guard try table.uint16(at: subtable + 2, "backtrackGlyphCount") == 1 else { continue }
            let before = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 4, "a backtrack coverage offset")))
            guard try table.uint16(at: subtable + 6, "inputGlyphCount") == 1 else { continue }
            let input = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 8, "an input coverage offset")))
            guard try table.uint16(at: subtable + 10, "lookaheadGlyphCount") == 0 else { continue }
            guard try table.uint16(at: subtable + 12, "posCount") == 1, try table.uint16(at: subtable + 14, "sequenceIndex") == 0 else { continue }
            let nested = Int(try table.uint16(at: subtable + 16, "lookupListIndex"))
            guard layout.lookupOffsets.indices.contains(nested), nested != index else {
                throw table.error("lookup \(index): a chained context names lookup \(nested)", at: subtable + 16)
            }
            let single = try singleAdjustments(layout, index: nested)
            var adjusted: [UInt16: Int] = [:]
            for glyph in input { if let value = single[glyph], value != 0 { adjusted[glyph] = value } }
            guard !adjusted.isEmpty else { continue }
            guard before.count + adjusted.count <= budget else { throw table.error("more than \(OpenTypeLayoutTable.Limits.pairValues) kerning pairs", at: subtable) }
            budget -= before.count + adjusted.count
            subtables.append(.context(before: Set(before), adjusted: adjusted))
        }
        return PairLookup(subtables: subtables)
    }

    /// A single adjustment lookup's (type 1) XAdvance per glyph; the first subtable that
    /// covers a glyph wins.
    static func singleAdjustments(_ layout: OpenTypeLayoutTable, index: Int) throws(FontError) -> [UInt16: Int] {
        let table = layout.table
        let (type, offsets) = try layout.lookup(index, extensionType: 9)
        guard type == 1 else { return [:] }
        var values: [UInt16: Int] = [:]
        for subtable in offsets {
            let format = try table.uint16(at: subtable, "the single adjustment format")
            let coverage = try OpenTypeLayoutTable.coverage(table, at: subtable + Int(try table.uint16(at: subtable + 2, "coverageOffset")))
            let valueFormat = ValueFormat(try table.uint16(at: subtable + 4, "valueFormat"))
            switch format {
            case 1:
                let value = try valueFormat.xAdvance(table, at: subtable + 6)
                for glyph in coverage where values[glyph] == nil { values[glyph] = value }
            case 2:
                let count = Int(try table.uint16(at: subtable + 6, "valueCount"))
                guard count >= coverage.count else { throw table.error("lookup \(index): \(coverage.count) covered glyphs but \(count) values", at: subtable + 6) }
                for (position, glyph) in coverage.enumerated() where values[glyph] == nil {
                    values[glyph] = try valueFormat.xAdvance(table, at: subtable + 8 + position * valueFormat.size)
                }
            default:
                throw table.error("lookup \(index): single adjustment format \(format); expected 1 or 2", at: subtable)
            }
        }
        return values
    }
}

/// A `GPOS` ValueFormat: which fields a value record holds (each 2 bytes, in bit order).
private struct ValueFormat {
    let bits: UInt16

    init(_ bits: UInt16) { self.bits = bits }

    var size: Int { (bits & 0xFF).nonzeroBitCount * 2 }

    /// The record's XAdvance (bit 2), 0 when the format has none; device tables (hinting
    /// at a pixel size) are not applied.
    func xAdvance(_ table: FontBytes, at record: Int) throws(FontError) -> Int {
        guard bits & 0x4 != 0 else { return 0 }
        return Int(try table.int16(at: record + (bits & 0x3).nonzeroBitCount * 2, "an XAdvance"))
    }
}
