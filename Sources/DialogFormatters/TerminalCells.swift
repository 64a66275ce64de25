/// How many terminal cells a Unicode scalar takes, so a caret can be lined up under a column
/// that counts scalars. This follows what `wcwidth` based terminals do for the text dialog
/// specs hold, without shipping the full East Asian Width table:
///
/// - 2 cells: Hangul syllables and leading Jamo, CJK ideographs, kana, CJK punctuation,
///   fullwidth forms, and scalars with default emoji presentation (`😀`, not `✉`);
/// - 0 cells: combining marks, format characters (zero-width joiner, BOM), variation
///   selectors, and the Hangul vowel and final Jamo that join a leading Jamo;
/// - 1 cell: everything else, including control characters, which the text formatter shows
///   as one-cell Control Pictures (`␛`).
///
/// A tab has no fixed width; callers copy it instead of counting it.
enum TerminalCells {
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return 1 }  // ASCII and C0 controls: the common case, decided early
        if joiningHangulJamo.contains(where: { $0.contains(value) }) { return 0 }
        if value == 0x00AD { return 1 }  // SOFT HYPHEN is a format character terminals draw
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        if wideRanges.contains(where: { $0.contains(value) }) { return 2 }
        return 1
    }

    /// The cells a run of scalars takes, counting a tab as one.
    static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + ($1 == "\t" ? 1 : width(of: $1)) }
    }

    /// Hangul Jamo vowels and finals: in decomposed Korean (`ᄒ` `ᅡ` `ᆫ`) they join the
    /// leading consonant into one two-cell syllable.
    private static let joiningHangulJamo: [ClosedRange<UInt32>] = [
        0x1160...0x11FF, 0xD7B0...0xD7FF,
    ]

    /// East Asian Wide and Fullwidth blocks (Unicode UAX #11) that occur in real text.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth ASCII and punctuation
        0xFFE0...0xFFE6,  // fullwidth signs
        0x1B000...0x1B2FF,  // kana supplement and extensions
        0x20000...0x2FFFD,  // CJK extensions B and later
        0x30000...0x3FFFD,  // CJK extension G and later
    ]
}
