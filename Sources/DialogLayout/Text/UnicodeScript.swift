extension UnicodeScript {
    /// The script of `scalar` (`UnicodeScriptTable.swift`); ASCII letters are Latin and the
    /// rest of ASCII Common without a search.
    public init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            let letter = (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
            self = letter ? .latin : .common
            return
        }
        self = UnicodeScript(rawValue: PackedRanges.value(at: value, in: Self.ranges)) ?? .unknown
    }

    /// Common (punctuation, digits, symbols, spaces) or Inherited (combining marks that
    /// take the script of their base): characters that belong to no one script.
    public var isShared: Bool { self == .common || self == .inherited }

    /// The script of a run of scalars: the first that is not Common or Inherited, else
    /// Common.
    public static func of<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> UnicodeScript {
        for scalar in scalars {
            let script = UnicodeScript(scalar)
            if !script.isShared { return script }
        }
        return .common
    }

    /// The script as Scripts.txt writes it, with underscores: `Thai`, `Old_Italic` (the
    /// name `fontFallbacks` keys a script by).
    public var identifier: String { String(name.map { $0 == " " ? "_" : $0 }) }

    /// The script whose Scripts.txt name is `identifier` (`Thai`, `Old_Italic`), matched
    /// exactly; nil for any other name and for Common, Inherited and Unknown, which are no
    /// one script (a config cannot give a font for them).
    public init?(identifier: String) {
        guard let script = Self.nameable.first(where: { $0.identifier == identifier }) else { return nil }
        self = script
    }

    /// The code points of the script, as ranges in ascending order (for a style sheet's
    /// `unicode-range`, which limits a face to them as the cascade limits a fallback).
    public var codePoints: [ClosedRange<UInt32>] {
        PackedRanges.codePoints(in: Self.ranges) { $0 == rawValue }
    }

    /// Every script a config may name (`init(name:)`), in alphabetical order.
    public static var nameable: [UnicodeScript] { Array(allCases.dropFirst(3)) }
}
