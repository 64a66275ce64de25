internal import DialogRuntime

/// What a parameter's value looks like, for measuring the texts that show it
/// (docs/format/spec.md, "Parameters"): `"example"`, one string for every locale or a map of
/// locale codes to strings, and `"maxLength"`, the most characters the value has.
///
/// Layout, the layout rules and the catalog fill each placeholder with the wider (in the
/// text's font) of the locale's example and `maxLength` wide characters (`WideCharacter`);
/// a parameter with neither is laid out as written, `{name}`. Generated code never reads them.
public struct ParameterExample: Sendable, Hashable {
    /// One example: for every locale (`locale` nil), or for one.
    public struct Entry: Sendable, Hashable {
        public var locale: Located<String>?
        /// The value as the app shows it: a number as written in the spec.
        public var value: Located<String>

        public init(locale: Located<String>?, value: Located<String>) {
            self.locale = locale
            self.value = value
        }
    }

    /// At least one; in source order.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The example shown in `locale`: its own entry, else the best BCP 47 match among the
    /// entries' locales (`de` for `de-AT`), else the first entry, so every locale has one.
    /// nil `locale`: the first entry.
    public func value(for locale: String?) -> String? {
        guard let locale, entries.count > 1 else { return entries.first?.value.value }
        let locales = entries.compactMap { $0.locale?.value }
        if let match = DialogLocaleMatching.match(locale, among: locales) {
            return entries.first { $0.locale?.value == match }?.value.value
        }
        return entries.first?.value.value
    }
}

/// The character a `maxLength` stand-in repeats: a wide letter of the locale's script, so
/// that `maxLength` characters measure about the widest value of that length a reader sees.
/// A number's is `0`: digits differ little in width (in the fallback metrics `0` is within
/// 3% of the widest, `4`), and a `maxLength` of a number counts digits.
///
/// The script is the locale's script subtag when it has one (`sr-Latn`), else the one its
/// language is written in: `W` for Latin (and any script not listed), `Ш` Cyrillic, `Ω`
/// Greek, `国` Chinese and Japanese, `한` Korean, `ش` Arabic, `ש` Hebrew, `ม` Thai, `म`
/// Devanagari. The width is measured in the text's font like any other letter.
public enum WideCharacter {
    public static func character(for type: ParameterType, locale: String?) -> Character {
        guard type == .string else { return "0" }
        guard let locale, let subtags = DialogLocaleMatching.subtags(of: locale) else { return "W" }
        switch DialogLocaleMatching.script(of: subtags) ?? script(ofLanguage: subtags[0]) {
        case "cyrl": return "Ш"
        case "grek": return "Ω"
        case "hans", "hant", "jpan", "hani", "hira", "kana": return "国"
        case "kore", "hang": return "한"
        case "arab": return "ش"
        case "hebr": return "ש"
        case "thai": return "ม"
        case "deva": return "म"
        default: return "W"
        }
    }

    /// The script a language is usually written in, for the languages whose script is not
    /// Latin; nil (Latin) for the others.
    static func script(ofLanguage language: String) -> String? {
        switch language {
        case "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg": "cyrl"
        case "el": "grek"
        case "zh", "yue": "hans"
        case "ja": "jpan"
        case "ko": "kore"
        case "ar", "fa", "ur", "ps", "ug": "arab"
        case "he", "yi": "hebr"
        case "th": "thai"
        case "hi", "mr", "ne": "deva"
        default: nil
        }
    }
}

extension Parameter {
    /// Whether texts showing the parameter are measured with a stand-in for its value.
    public var isMeasured: Bool { example != nil || maxLength != nil }

    /// The stand-ins a layout in `locale` chooses the wider of, in this order: the example
    /// (nil `locale`: the first), then `maxLength` wide characters. Empty when the parameter
    /// has neither.
    public func standIns(locale: String?) -> [String] {
        var standIns: [String] = []
        if let example = example?.value(for: locale) { standIns.append(example) }
        if let maxLength {
            standIns.append(String(repeating: WideCharacter.character(for: type.value, locale: locale), count: maxLength.value))
        }
        return standIns
    }
}
