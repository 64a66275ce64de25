import DialogDiagnostics

/// Locale codes as texts and the config write them: a language code in lower case with
/// optional subtags, `^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$` (`en`, `ko`, `zh-Hans`, `pt-BR`).
public enum LocaleCode {
    public static func isValid(_ code: String) -> Bool {
        // One pass over the bytes (every text of every spec asks, once per locale).
        var subtagLength = 0
        var isFirst = true
        for byte in code.utf8 {
            if byte == UInt8(ascii: "-") {
                guard isFirst ? (2...3).contains(subtagLength) : (2...8).contains(subtagLength) else { return false }
                isFirst = false
                subtagLength = 0
                continue
            }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isOther = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard isLower || (!isFirst && isOther) else { return false }
            subtagLength += 1
        }
        return isFirst ? (2...3).contains(subtagLength) : (2...8).contains(subtagLength)
    }

    /// The likely intended code for a common slip: `EN` -> `en`, `en_US` -> `en-US`.
    public static func suggestion(for code: String) -> String? {
        var parts = code.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard !parts.isEmpty else { return nil }
        parts[0] = parts[0].lowercased()
        let candidate = parts.joined(separator: "-")
        return candidate != code && isValid(candidate) ? candidate : nil
    }

    /// The code in BCP 47's canonical case: the language in lower case, a four-letter script
    /// in title case, a two-letter region in upper case, anything else in lower case
    /// (`ko-kr` -> `ko-KR`, `zh-hans` -> `zh-Hans`).
    public static func canonicalCase(_ code: String) -> String {
        code.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, subtag in
            guard index > 0 else { return subtag.lowercased() }
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
            if subtag.count == 2, subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
            return subtag.lowercased()
        }.joined(separator: "-")
    }

    /// Locale codes name the same locale whatever their case (BCP 47): `ko-kr` is `ko-KR`.
    public static func sameLocale(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }

    /// Whether the language of `code` (its first subtag) is one dialogc knows: one CLDR has
    /// plural rules for. A code that matches the pattern but names no such language (`kr`
    /// for `ko`) is most likely a typo.
    public static func hasKnownLanguage(_ code: String) -> Bool {
        PluralRules.knows(language: language(of: code))
    }

    /// `code` with its language replaced by the closest one dialogc knows (`kr` -> `ko`,
    /// `kr-KR` -> `ko-KR`), nil when none is close. Among equally close languages, one with
    /// the same first letter wins, then the languages apps are most often localized into.
    public static func closestKnown(to code: String) -> String? {
        let language = language(of: code)
        let sameFirst = commonLanguages.filter { $0.first == language.first }
        let candidates = sameFirst + commonLanguages.filter { $0.first != language.first } + PluralRules.languages
        guard let close = Suggestion.closest(to: language, among: candidates) else { return nil }
        return close + code.dropFirst(language.count)
    }

    private static func language(of code: String) -> String {
        String(code.prefix { $0 != "-" })
    }

    /// Languages apps are most often localized into, most common first: the tie-break of a
    /// did-you-mean.
    private static let commonLanguages = [
        "en", "es", "fr", "de", "it", "pt", "ja", "ko", "zh", "ru", "ar", "nl", "sv", "da", "nb", "fi", "pl", "tr", "cs", "hu",
        "el", "he", "th", "vi", "id", "ms", "uk", "ro", "hr", "sk", "ca", "hi",
    ]

    /// The `invalid-value` report for a code that breaks the pattern, with a did-you-mean
    /// note for a common slip; shared by texts and the config so both read the same.
    static func reportInvalid(_ code: String, at range: SourceRange, in context: DecodingContext) {
        let notes = suggestion(for: code).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
        context.report(.invalidValue, LocaleCodeMessage.invalid(code), at: range, notes: notes)
    }
}

enum LocaleCodeMessage {
    /// A second spelling of a locale already written: its texts would never be shown.
    static func differsOnlyInCase(_ code: String, first: String, in what: String) -> String {
        "'\(code)' is the locale '\(first)' again, spelt in another case (locale codes ignore case), so \(what) would never be shown; "
            + "keep one, written '\(LocaleCode.canonicalCase(first))'"
    }

    static func firstWritten(_ code: String) -> String { "'\(code)' is written here first" }

    static func unknownLanguage(_ code: String) -> String {
        "'\(code)' names no language dialogc knows (CLDR has no plural rules for it), so it is most likely a typo; "
            + "write the ISO 639 code of the language, such as 'en', 'ko' or 'ja', or switch this warning off in 'rules' if '\(code)' is right"
    }

    static func invalid(_ code: String) -> String {
        "'\(code)' is not a locale code; write a lower-case language code with optional subtags, such as 'en', 'ko', 'zh-Hans' or 'pt-BR'"
    }
}
