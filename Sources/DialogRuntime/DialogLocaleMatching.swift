/// BCP 47 lookup of a requested locale among the configured ones (RFC 4647 section 3.4): the
/// request's subtags are dropped from the end until a configured locale equals what is left
/// (`zh-Hans-CN`, then `zh-Hans`, then `zh`), ignoring case and reading `_` as `-`; then a
/// configured locale of the same language and script in another region (`pt-PT` for `pt-BR`);
/// else nil, for the caller's default. An identifier that is not a language tag is nil, never
/// a crash. This exact text is compiled into dialogc and written into `DialogSupport.swift`,
/// so the command line and the app choose the same locale.
package enum DialogLocaleMatching {
    /// The first of `configured` that best matches `identifier`, as written there.
    package static func match(_ identifier: Swift.String, among configured: [Swift.String]) -> Swift.String? {
        guard let wanted = subtags(of: identifier) else { return nil }
        let offered = configured.map { subtags(of: $0) }
        var length = wanted.count
        while length > 0 {
            let prefix = Swift.Array(wanted.prefix(length))
            if let index = offered.firstIndex(where: { $0 == prefix }) { return configured[index] }
            length -= 1
        }
        let script = self.script(of: wanted)
        for (index, candidate) in offered.enumerated() {
            if let candidate, candidate[0] == wanted[0], self.script(of: candidate) == script { return configured[index] }
        }
        return nil
    }

    /// The lower-cased subtags before any extension or private use (`-u-…`, `-x-…`) and any
    /// POSIX or ICU suffix (`.UTF-8`, `@calendar=…`), with the script a Chinese region implies
    /// (`zh-TW` is `zh-Hant-TW`); nil unless the first is a language of two or three letters
    /// and every subtag one to eight ASCII letters or digits.
    package static func subtags(of identifier: Swift.String) -> [Swift.String]? {
        let tag = identifier.split(separator: "@", omittingEmptySubsequences: false)[0]
            .split(separator: ".", omittingEmptySubsequences: false)[0]
        var subtags: [Swift.String] = []
        for part in tag.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }) {
            guard (1...8).contains(part.count), part.unicodeScalars.allSatisfy(isLetterOrDigit) else { return nil }
            if part.count == 1 { break }
            subtags.append(part.lowercased())
        }
        guard let language = subtags.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ $0 >= "a" && $0 <= "z" })
        else { return nil }
        if language == "zh", subtags.count > 1, let script = chineseScript(region: subtags[1]) {
            subtags.insert(script, at: 1)
        }
        return subtags
    }

    /// The script subtag (four letters after the language), if any.
    package static func script(of subtags: [Swift.String]) -> Swift.String? {
        subtags.count > 1 && subtags[1].count == 4 ? subtags[1] : nil
    }

    /// The script Chinese is written in a region, for a tag without one.
    static func chineseScript(region: Swift.String) -> Swift.String? {
        switch region {
        case "tw", "hk", "mo": "hant"
        case "cn", "sg", "my": "hans"
        default: nil
        }
    }

    static func isLetterOrDigit(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
    }
}
