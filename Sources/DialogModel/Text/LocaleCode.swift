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
