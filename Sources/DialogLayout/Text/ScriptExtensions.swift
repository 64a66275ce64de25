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
        PackedRanges.codePoints(in: ranges) { sets[Int($0)].contains(script) }
    }
}
