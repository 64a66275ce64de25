/// The characters text measurement treats apart from their glyph: those that take no width
/// at all, and the spaces a face without their glyph draws with its space
/// (docs/layout-model.md, "Marks, spaces and invisible characters").
enum SpecialCharacters {
    /// Whether `scalar` takes no width and no letter spacing: a default-ignorable code point
    /// (U+00AD, U+200B...U+200F, U+2060...U+2064, U+FEFF, variation selectors, tags) or
    /// another format character (General_Category Cf) that is not a visible prepended
    /// concatenation mark (U+0600...U+0605, U+06DD, U+070F, U+0890, U+0891, U+08E2,
    /// U+110BD, U+110CD). Renderers (HarfBuzz, so Chromium; Core Text) draw them as
    /// nothing whatever glyph the font gives them.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Most of every text: below U+034F only U+00AD draws as nothing, and none of the
        // Hangul syllables and CJK ideographs does (no property lookup for them).
        if value < 0x34F { return value == 0xAD }
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return false }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        guard properties.generalCategory == .format else { return false }
        switch value {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x110BD, 0x110CD: return false
        default: return true
        }
    }

    /// How a face that has no glyph for the space `scalar` (General_Category Zs) measures
    /// it, as HarfBuzz does (`hb_unicode_funcs_t::space_fallback_type`, then
    /// `_hb_ot_shape_fallback_spaces`): the face's space, a fraction of the em, a digit's or
    /// a full stop's width. Nil for any other scalar, and for U+1680 (Ogham), which
    /// HarfBuzz leaves to the font.
    static func spaceFallback(_ scalar: Unicode.Scalar) -> SpaceFallback? {
        switch scalar.value {
        case 0x20, 0xA0: .space
        case 0x2000, 0x2002: .em(divisor: 2)
        case 0x2001, 0x2003, 0x3000: .em(divisor: 1)
        case 0x2004: .em(divisor: 3)
        case 0x2005: .em(divisor: 4)
        case 0x2006: .em(divisor: 6)
        case 0x2007: .figure
        case 0x2008: .punctuation
        case 0x2009: .em(divisor: 5)
        case 0x200A: .em(divisor: 16)
        case 0x202F: .narrow
        case 0x205F: .fourEighteenthsEm
        default: nil
        }
    }

    enum SpaceFallback {
        /// The space's advance.
        case space
        /// Half the space's advance (U+202F NARROW NO-BREAK SPACE).
        case narrow
        /// The em over `divisor`.
        case em(divisor: Int)
        /// 4/18 of the em (U+205F MEDIUM MATHEMATICAL SPACE).
        case fourEighteenthsEm
        /// The advance of the first digit the face has (U+2007 FIGURE SPACE).
        case figure
        /// The advance of `.`, else `,` (U+2008 PUNCTUATION SPACE).
        case punctuation
    }

    /// Whether `scalar` continues the grapheme cluster of the scalar before it, for choosing
    /// one face per cluster: a mark (Grapheme_Extend, which holds the nonspacing and
    /// enclosing marks, or a spacing mark, Mc), or a zero-width joiner. Below U+0300 none does.
    static func extendsCluster(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x300 else { return false }
        if value == 0x200D { return true }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark
    }
}
