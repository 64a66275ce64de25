/// The UAX #14 line-breaking class of a scalar (Unicode 15.1 rules over the classes of
/// `LineBreakTable.swift`), resolved as rule LB1 says: AI, SG and XX are AL, CJ is NS, SA is
/// CM for marks and AL otherwise (the breaker asks a word dictionary inside runs of
/// Thai, Lao, Khmer and Myanmar: `LineBreakDictionary`).
///
/// Three classes are split where a later rule needs more than the class: quotation marks
/// that are initial (Pi) or final (Pf) punctuation (LB15a, LB15b), and opening punctuation
/// of East Asian width F, W or H (LB30 only applies to the others). `base` undoes the split.
/// The cases are named after the UAX #14 abbreviations so that the rules read as the spec.
enum LineBreakClass: UInt8, Sendable {
    /// BK, CR, LF, NL: mandatory breaks (the breaker splits paragraphs at them).
    case bk, cr, lf, nl
    /// SP: space; ZW: zero-width space; ZWJ: zero-width joiner; CM: combining mark.
    case sp, zw, zwj, cm
    /// WJ: word joiner; GL: non-breaking glue (no-break space).
    case wj, gl
    /// BA: break after (hyphen-like, tab); HY: hyphen-minus; B2: break on both sides except
    /// between two (em dash); BB: break before; CB: contingent break (objects).
    case ba, hy, b2, bb, cb
    /// CL: close punctuation; CP: close parenthesis; EX: exclamation / interrogation;
    /// IS: infix separator (, . : ;); SY: solidus; NS: nonstarter (small kana, 々, ー).
    case cl, cp, ex, `is`, sy, ns
    /// OP: open punctuation; `opWide`: OP of East Asian width F, W or H.
    case op, opWide
    /// QU: ambiguous quotation; `quInitial` / `quFinal`: QU that is Pi / Pf punctuation.
    case qu, quInitial, quFinal
    /// IN: inseparable (… ‥).
    case `in`
    /// AL: alphabetic and symbols; HL: Hebrew letter; NU: digit; PR / PO: prefix / postfix
    /// numeric ($ %).
    case al, hl, nu, pr, po
    /// ID: ideographs, kana, most emoji; EB / EM: emoji base / modifier (skin tones);
    /// RI: regional indicator (flags).
    case id, eb, em, ri
    /// H2 / H3: Hangul LV / LVT syllables; JL / JV / JT: conjoining jamo.
    case h2, h3, jl, jv, jt

    /// The class with the Pi / Pf and East Asian splits undone: what most rules compare.
    var base: LineBreakClass {
        switch self {
        case .opWide: .op
        case .quInitial, .quFinal: .qu
        default: self
        }
    }

    /// The class of `scalar`. ASCII (most of Latin text) and Hangul syllables (most of
    /// Korean) skip the binary search of `ranges`: every scalar is classified at least once
    /// per line break.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self = Self.ascii[Int(value)]
        } else if value >= 0xAC00, value <= 0xD7A3 {
            self = (value - 0xAC00) % 28 == 0 ? .h2 : .h3
        } else {
            self = Self.lookUp(value)
        }
    }

    private static let ascii: [LineBreakClass] = (0..<0x80).map { lookUp(UInt32($0)) }

    /// The class of the range of `ranges` that holds `value` (`PackedRanges`).
    private static func lookUp(_ value: UInt32) -> LineBreakClass {
        let raw = PackedRanges.value(at: value, in: Self.ranges)
        if raw == 0xFF { return (value - 0xAC00) % 28 == 0 ? .h2 : .h3 }
        return LineBreakClass(rawValue: raw) ?? .al
    }

    /// BK, CR, LF or NL: a break the text itself asks for (LB4, LB5).
    var isMandatoryBreak: Bool { self == .bk || self == .cr || self == .lf || self == .nl }

    /// A combining mark or joiner, which takes the class of what it follows (LB9).
    var attaches: Bool { self == .cm || self == .zwj }
}
