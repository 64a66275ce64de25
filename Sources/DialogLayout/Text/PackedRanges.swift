/// The lookup of a generated Unicode property table (`LineBreakTable.swift`,
/// `UnicodeScriptTable.swift`): the code points at which a value starts, ascending, each
/// entry packed as `first << 8 | value`.
enum PackedRanges {
    /// The value of the range of `ranges` that holds `value`: the last entry whose first code
    /// point is at most `value`.
    @inline(__always)
    static func value(at value: UInt32, in ranges: [UInt32]) -> UInt8 {
        var low = 0
        var high = ranges.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if ranges[middle] >> 8 <= value { low = middle } else { high = middle }
        }
        return UInt8(truncatingIfNeeded: ranges[low])
    }
}
