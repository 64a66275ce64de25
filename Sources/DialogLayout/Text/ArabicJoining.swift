/// Arabic joining: which of its four forms each letter of an Arabic run takes, from the
/// Joining_Type of Unicode's ArabicShaping.txt (`ArabicJoiningTable.swift`), as the
/// OpenType Arabic shaping model and HarfBuzz choose it.
///
/// Transparent characters (the harakat and other marks, type T) are skipped when looking
/// for a letter's neighbours; a join-causing character (tatweel, ZWJ, type C) joins as a
/// dual-joining letter does, and every other character (a space, a digit, ZWNJ) breaks
/// the joining.
enum ArabicJoining {
    /// A character's Joining_Type (U, R, D, C, L, T in ArabicShaping.txt).
    enum JoiningType: UInt8 {
        case nonJoining
        case rightJoining
        case dualJoining
        case joinCausing
        case leftJoining
        case transparent

        /// Whether the character joins the one before it in logical order (its right side).
        var joinsBefore: Bool { self == .rightJoining || self == .dualJoining || self == .joinCausing }
        /// Whether the character joins the one after it in logical order (its left side).
        var joinsAfter: Bool { self == .dualJoining || self == .leftJoining || self == .joinCausing }
    }

    /// The four forms, in the order `ArabicGlyphForms` keeps their GSUB features.
    enum Form: Int, CaseIterable {
        case isolated
        case initial
        case medial
        case final

        /// The GSUB feature that makes the form.
        var feature: String {
            switch self {
            case .isolated: "isol"
            case .initial: "init"
            case .medial: "medi"
            case .final: "fina"
            }
        }
    }

    static func type(of scalar: Unicode.Scalar) -> JoiningType {
        JoiningType(rawValue: PackedRanges.value(at: scalar.value, in: ranges)) ?? .nonJoining
    }

    /// Whether `scalar` is of the Arabic script's blocks (Arabic, Arabic Supplement,
    /// Extended-A, -B and -C, the presentation forms): the scalars the Arabic shaper takes.
    static func isArabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x600...0x6FF, 0x750...0x77F, 0x870...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10EC0...0x10EFF: true
        default: false
        }
    }

    /// The form of `scalars[index]` in its text, or nil for a character that takes none
    /// (non-joining or transparent).
    static func form(in scalars: [Unicode.Scalar], at index: Int) -> Form? {
        let own = type(of: scalars[index])
        guard own != .nonJoining, own != .transparent else { return nil }
        var before = index - 1
        while before >= 0, type(of: scalars[before]) == .transparent { before -= 1 }
        var after = index + 1
        while after < scalars.count, type(of: scalars[after]) == .transparent { after += 1 }
        let joinsBefore = own.joinsBefore && before >= 0 && type(of: scalars[before]).joinsAfter
        let joinsAfter = own.joinsAfter && after < scalars.count && type(of: scalars[after]).joinsBefore
        switch (joinsBefore, joinsAfter) {
        case (true, true): return .medial
        case (true, false): return .final
        case (false, true): return .initial
        case (false, false): return .isolated
        }
    }
}
