/// The lookup of a generated Unicode property table (`LineBreakTable.swift`,
/// `UnicodeScriptTable.swift`): the code points at which a value starts, ascending, each
/// entry packed as `first << 8 | value`.
enum PackedRanges {
    /// The value of the range of `ranges` that holds `value`: the last entry whose first code
    /// point is at most `value`.
    @inline(__always)
    static func value(at value: UInt32, in ranges: [UInt32]) -> UInt8 {
        UInt8(truncatingIfNeeded: ranges[index(at: value, in: ranges)])
    }

    /// The index of the range of `ranges` that holds `value`.
    @inline(__always)
    static func index(at value: UInt32, in ranges: [UInt32]) -> Int {
        var low = 0
        var high = ranges.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if ranges[middle] >> 8 <= value { low = middle } else { high = middle }
        }
        return low
    }

    /// The code points whose value `matches`, as ranges in ascending order, adjacent ones
    /// joined (for a style sheet's `unicode-range`).
    static func codePoints(in ranges: [UInt32], where matches: (UInt8) -> Bool) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for index in ranges.indices where matches(UInt8(truncatingIfNeeded: ranges[index])) {
            let first = ranges[index] >> 8
            let last = index + 1 < ranges.count ? (ranges[index + 1] >> 8) - 1 : 0x10FFFF
            if let previous = result.last, previous.upperBound + 1 == first {
                result[result.count - 1] = previous.lowerBound...last
            } else {
                result.append(first...last)
            }
        }
        return result
    }
}
