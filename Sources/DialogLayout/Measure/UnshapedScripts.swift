extension UnicodeScript {
    /// Whether a face's shaping of the script changes widths in ways dialogc does not model,
    /// so that measuring it a character at a time is a guess (`TextLayout.unshaped`).
    ///
    /// The criterion: HarfBuzz shapes the script with a shaper of its own (its Indic,
    /// Myanmar and Arabic shapers, and the Universal Shaping Engine) that reorders, joins or
    /// forms conjuncts, and dialogc has no plan for it. Devanagari, Khmer and Myanmar
    /// (syllables), and Arabic (joining forms and ligatures) are modelled, so they are not listed; Thai
    /// and Lao, which HarfBuzz shapes with little more than mark placement, are not either.
    /// dialogc does not read which scripts a face's `GSUB` declares: a face that draws a
    /// listed script without rules for it is marked too, where the mark errs towards caution.
    var isShapedWithoutModel: Bool {
        switch self {
        // HarfBuzz's Indic shaper, less Devanagari.
        case .bengali, .gurmukhi, .gujarati, .oriya, .tamil, .telugu, .kannada, .malayalam: true
        // Joining scripts of its Arabic shaper and the Universal Shaping Engine, less Arabic.
        case .syriac, .nko, .mongolian, .phagsPa, .adlam, .hanifiRohingya, .mandaic, .manichaean, .psalterPahlavi, .sogdian, .oldUyghur, .chorasmian:
            true
        // The Universal Shaping Engine's other scripts.
        case .sinhala, .tibetan, .balinese, .batak, .bhaiksuki, .brahmi, .buginese, .buhid, .chakma, .cham, .divesAkuru, .dogra, .grantha, .gunjalaGondi,
            .hanunoo, .javanese, .kaithi, .kawi, .kayahLi, .kharoshthi, .khojki, .khudawadi, .lepcha, .limbu, .mahajani, .makasar, .marchen, .masaramGondi,
            .meeteiMayek, .modi, .multani, .nandinagari, .newa, .newTaiLue, .rejang, .saurashtra, .sharada, .siddham, .sundanese, .sylotiNagri,
            .tagalog, .tagbanwa, .taiTham, .taiViet, .takri, .tirhuta, .soyombo, .zanabazarSquare, .ahom:
            true
        default: false
        }
    }

    /// Whether a code point from `first` through `last` is of a script `isShapedWithoutModel`
    /// lists: read from the script table's ranges, each script asked once per process (a
    /// face asks this of its cmap's segments when it is read: `FontFace.mapsScriptsShapedWithoutModel`).
    static func anyShapedWithoutModel(from first: UInt32, through last: UInt32) -> Bool {
        var index = PackedRanges.index(at: first, in: ranges)
        while index < ranges.count, ranges[index] >> 8 <= last {
            if shapedWithoutModel[Int(UInt8(truncatingIfNeeded: ranges[index]))] { return true }
            index += 1
        }
        return false
    }

    /// `isShapedWithoutModel` by raw value.
    private static let shapedWithoutModel: [Bool] = (0...UInt8.max).map { UnicodeScript(rawValue: $0)?.isShapedWithoutModel ?? false }
}
