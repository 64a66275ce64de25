import DialogDiagnostics

/// Locale codes as texts and the config write them: a language code in lower case with
/// optional subtags, `^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$` (`en`, `ko`, `zh-Hans`, `pt-BR`).
public enum LocaleCode {
    public static func isValid(_ code: String) -> Bool {
        let parts = code.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).map(Substring.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { subtag in
            (2...8).contains(subtag.count) && subtag.unicodeScalars.allSatisfy(isASCIILetterOrDigit)
        }
    }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// The likely intended code for a common slip: `EN` -> `en`, `en_US` -> `en-US`.
    public static func suggestion(for code: String) -> String? {
        var parts = code.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard !parts.isEmpty else { return nil }
        parts[0] = parts[0].lowercased()
        let candidate = parts.joined(separator: "-")
        return candidate != code && isValid(candidate) ? candidate : nil
    }

    /// The `invalid-value` report for a code that breaks the pattern, with a did-you-mean
    /// note for a common slip; shared by texts and the config so both read the same.
    static func reportInvalid(_ code: String, at range: SourceRange, in context: DecodingContext) {
        let notes = suggestion(for: code).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
        context.report(.invalidValue, LocaleCodeMessage.invalid(code), at: range, notes: notes)
    }
}

enum LocaleCodeMessage {
    static func invalid(_ code: String) -> String {
        "'\(code)' is not a locale code; write a lower-case language code with optional subtags, such as 'en', 'ko', 'zh-Hans' or 'pt-BR'"
    }
}
