/// The Script_Extensions property (UAX #24, `ScriptExtensionsTable.swift`): the scripts a
/// character of the Common or Inherited script is used with (the Arabic comma `،` with
/// Arabic, Syriac, Thaana and others; `ー` with Hiragana and Katakana). A `system` fallback
/// limited to a script measures such a character too (`TextMeasurer`), as the catalog's
/// `unicode-range` of that fallback includes it.
public enum ScriptExtensions {
    /// The scripts listed for `scalar`; empty for one the file does not list.
    static func scripts(of scalar: Unicode.Scalar) -> [UnicodeScript] {
        let value = scalar.value
        // Below the first listed code point (U+0342 in Unicode 15.0), no search.
        if value < ranges[1] >> 8 { return [] }
        return sets[Int(PackedRanges.value(at: value, in: ranges))]
    }

    /// The code points listed with `script`, as ranges in ascending order.
    public static func codePoints(of script: UnicodeScript) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for index in ranges.indices where sets[Int(UInt8(truncatingIfNeeded: ranges[index]))].contains(script) {
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
