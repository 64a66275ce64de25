/// How text in a Korean locale may break between lines: the config's `koreanLineBreak`, made
/// explicit in the text the view draws with invisible characters.
public enum DialogKoreanLineBreak: Swift.Sendable {
    /// Words (eojeol) stay whole: a U+2060 WORD JOINER between two letters or numbers (a
    /// combining mark counts as the letter before it) unless both are ASCII, which UAX #14
    /// never breaks between. So nothing breaks inside `삭제할까요` or `iPhone을`.
    case words
    /// A break may fall between a Hangul syllable and a letter or number beside it, as
    /// UAX #14 allows: a U+200B ZERO WIDTH SPACE there, whatever the platform's word priority.
    case syllables

    /// `text` prepared to break as this policy says when `locale`'s language is Korean, else
    /// unchanged. `previous` is the letter drawn just before `text` (the end of the preceding
    /// run of an attributed text), so a joiner is placed between runs too.
    public func prepared(_ text: Swift.String, locale: Swift.String, after previous: Swift.Unicode.Scalar? = nil) -> Swift.String {
        guard DialogLocaleMatching.subtags(of: locale)?.first == "ko" else { return text }
        var result = Swift.String.UnicodeScalarView()
        var base = previous
        for scalar in text.unicodeScalars {
            let isMark = Self.isMark(scalar)
            if !isMark, let before = base, Self.isLetterOrNumber(before), Self.isLetterOrNumber(scalar) {
                switch self {
                case .words:
                    if !(before.isASCII && scalar.isASCII) { result.append("\u{2060}") }
                case .syllables:
                    if Self.isHangulSyllable(before) || Self.isHangulSyllable(scalar) { result.append("\u{200B}") }
                }
            }
            result.append(scalar)
            if !isMark { base = scalar }
        }
        return Swift.String(result)
    }

    /// `text` as a presenter shows it in `locale`: drawn prepared as `prepared(_:locale:)`
    /// says, spoken (VoiceOver, UI tests) as the spec has it.
    public func shown(_ text: Swift.String, locale: Swift.String) -> DialogShownText {
        DialogShownText(spoken: text, drawn: DialogDrawnString(characters: prepared(text, locale: locale)))
    }

    static func isHangulSyllable(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {
        scalar.value >= 0xAC00 && scalar.value <= 0xD7A3
    }

    public static func isMark(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// General_Category L or N, as the layout engine's `keep-all` reads it.
    static func isLetterOrNumber(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}

/// A text as a presenter shows it: `drawn` with the Korean policy's invisible characters (a
/// U+2060 between the letters of a word), `spoken` the spec's text, which accessibility
/// labels carry, so VoiceOver and UI tests read `삭제할까요` as written (docs/DECISIONS.md,
/// "Korean word-keeping that accessibility never sees").
public struct DialogShownText: Swift.Equatable, Swift.Sendable {
    /// What VoiceOver speaks and UI tests find: the spec's text, no invisible characters added.
    public var spoken: Swift.String
    /// What is drawn.
    public var drawn: DialogDrawnString

    public init(spoken: Swift.String, drawn: DialogDrawnString) {
        self.spoken = spoken
        self.drawn = drawn
    }
}

/// The characters a text view draws, which may hold invisible line-break characters: not a
/// `String`, so it cannot be passed as an accessibility label by mistake.
public struct DialogDrawnString: Swift.Equatable, Swift.Sendable {
    /// For a text view's string, never for an accessibility label or identifier.
    public var characters: Swift.String

    public init(characters: Swift.String) {
        self.characters = characters
    }
}
