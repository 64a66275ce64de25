/// `cmap`: Unicode scalar -> glyph id, from one Unicode subtable in format 4 (BMP) or 12
/// (full range).
struct CharacterMap: Sendable {
    /// (platform, encoding) in the order fontTools' `getBestCmap` prefers them, so both
    /// readers consult the same subtable: full-repertoire tables first, then BMP ones.
    static let preferredEncodings: [(platform: UInt16, encoding: UInt16)] = [
        (3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0),
    ]

    private enum Subtable: Sendable {
        case segments(SegmentMapping)
        case groups(SegmentedCoverage)
    }

    private let subtable: Subtable
    /// The format the reader chose (4 or 12), for tests and diagnostics.
    let format: Int

    init(_ table: FontBytes) throws(FontError) {
        let count = Int(try table.uint16(at: 2, "the subtable count"))
        try table.require(4 + count * 8, at: 0, for: "\(count) encoding records")
        var records: [(platform: UInt16, encoding: UInt16, offset: Int)] = []
        for index in 0..<count {
            let base = 4 + index * 8
            records.append((
                try table.uint16(at: base, "platformID"), try table.uint16(at: base + 2, "encodingID"),
                Int(try table.uint32(at: base + 4, "the subtable offset"))))
        }
        for preferred in Self.preferredEncodings {
            // Like fontTools, only the first record of a (platform, encoding) pair counts.
            guard let record = records.first(where: { $0.platform == preferred.platform && $0.encoding == preferred.encoding }) else { continue }
            let format = try table.uint16(at: record.offset, "the subtable format")
            // The subtable runs to the end of the table at most: format 4 lengths are 16-bit
            // and overflow in big fonts, so the declared length is not trusted.
            let rest = try table.window(at: table.start + record.offset, length: table.count - record.offset, table: "cmap")
            switch format {
            case 4:
                subtable = .segments(try SegmentMapping(rest))
                self.format = 4
                return
            case 12:
                subtable = .groups(try SegmentedCoverage(rest))
                self.format = 12
                return
            default:
                continue
            }
        }
        throw table.error("no Unicode subtable in format 4 or 12 (platform 3 encoding 1 or 10, or platform 0)", at: 0)
    }

    /// The glyph id for `scalar`, or nil when the font does not map it.
    func glyph(for scalar: Unicode.Scalar) -> Int? {
        let glyph: Int? = switch subtable {
        case .segments(let mapping): mapping.glyph(for: scalar.value)
        case .groups(let coverage): coverage.glyph(for: scalar.value)
        }
        return glyph == 0 ? nil : glyph
    }

    /// Whether `spans` holds for a segment or group of the subtable (its first and last
    /// code points): a "maybe" (a segment may map some of its code points to no glyph).
    func mapsAny(where spans: (UInt32, UInt32) -> Bool) -> Bool {
        switch subtable {
        case .segments(let mapping):
            return mapping.startCodes.indices.contains { mapping.startCodes[$0] <= mapping.endCodes[$0] && spans(UInt32(mapping.startCodes[$0]), UInt32(mapping.endCodes[$0])) }
        case .groups(let coverage):
            return coverage.groups.contains { spans($0.start, $0.end) }
        }
    }
}

/// Format 4: segments of BMP code points, each either offset by a delta or indexed into
/// the glyph id array through idRangeOffset.
private struct SegmentMapping: Sendable {
    let subtable: FontBytes
    let endCodes: [UInt16]
    let startCodes: [UInt16]
    let deltas: [UInt16]
    let rangeOffsets: [UInt16]
    /// Where the idRangeOffset array starts in the subtable: idRangeOffset values count
    /// bytes from their own position, so lookups need it.
    let rangeOffsetsStart: Int

    init(_ subtable: FontBytes) throws(FontError) {
        self.subtable = subtable
        let segmentCountX2 = Int(try subtable.uint16(at: 6, "segCountX2"))
        guard segmentCountX2 % 2 == 0, segmentCountX2 > 0 else {
            throw subtable.error("format 4 segCountX2 is \(segmentCountX2); it must be even and positive", at: 6)
        }
        let count = segmentCountX2 / 2
        let endStart = 14
        let startStart = endStart + segmentCountX2 + 2  // skips reservedPad
        let deltaStart = startStart + segmentCountX2
        rangeOffsetsStart = deltaStart + segmentCountX2
        try subtable.require(segmentCountX2, at: rangeOffsetsStart, for: "\(count) format 4 segments")
        func array(at start: Int, _ what: String) throws(FontError) -> [UInt16] {
            var values: [UInt16] = []
            values.reserveCapacity(count)
            for index in 0..<count { values.append(try subtable.uint16(at: start + index * 2, what)) }
            return values
        }
        endCodes = try array(at: endStart, "endCode")
        startCodes = try array(at: startStart, "startCode")
        deltas = try array(at: deltaStart, "idDelta")
        rangeOffsets = try array(at: rangeOffsetsStart, "idRangeOffset")
    }

    func glyph(for code: UInt32) -> Int? {
        guard code <= 0xFFFF else { return nil }
        // The first segment whose end is at or after the code; segments are sorted by end.
        var low = 0
        var high = endCodes.count
        while low < high {
            let middle = (low + high) / 2
            if UInt32(endCodes[middle]) < code { low = middle + 1 } else { high = middle }
        }
        guard low < endCodes.count, UInt32(startCodes[low]) <= code else { return nil }
        let code16 = UInt16(code)
        if rangeOffsets[low] == 0 { return Int(code16 &+ deltas[low]) }
        let address = rangeOffsetsStart + low * 2 + Int(rangeOffsets[low]) + Int(code16 - startCodes[low]) * 2
        // A bad idRangeOffset points outside the table: the code is treated as unmapped.
        guard let glyph = subtable.optionalUInt16(at: address), glyph != 0 else { return nil }
        return Int(glyph &+ deltas[low])
    }
}

/// Format 12: sequential groups of code points mapped to consecutive glyph ids.
private struct SegmentedCoverage: Sendable {
    let groups: [(start: UInt32, end: UInt32, glyph: UInt32)]

    init(_ subtable: FontBytes) throws(FontError) {
        let count = Int(try subtable.uint32(at: 12, "numGroups"))
        try subtable.require(count * 12, at: 16, for: "\(count) format 12 groups")
        var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        groups.reserveCapacity(count)
        for index in 0..<count {
            let base = 16 + index * 12
            let start = try subtable.uint32(at: base, "startCharCode")
            let end = try subtable.uint32(at: base + 4, "endCharCode")
            guard start <= end else {
                throw subtable.error("format 12 group \(index) starts at U+\(String(start, radix: 16, uppercase: true)) after its end U+\(String(end, radix: 16, uppercase: true))", at: base)
            }
            groups.append((start, end, try subtable.uint32(at: base + 8, "startGlyphID")))
        }
        // The format requires ascending groups; sorting makes the binary search safe anyway.
        self.groups = groups.sorted { $0.start < $1.start }
    }

    func glyph(for code: UInt32) -> Int? {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].end < code { low = middle + 1 } else { high = middle }
        }
        guard low < groups.count, groups[low].start <= code else { return nil }
        let (glyph, overflow) = groups[low].glyph.addingReportingOverflow(code - groups[low].start)
        return overflow || glyph > 0xFFFF ? nil : Int(glyph)
    }
}
