/// The base direction of a locale's text and of its dialogs' layout (docs/layout-model.md,
/// "Direction"): right to left for the languages written in Arabic, Hebrew or Thaana script
/// (ar, he, fa, ur, …), for a script subtag of a right-to-left script (`az-Arab`; `ar-Latn`
/// is left to right), and for the pseudo-locale `ar-XB`; left to right for every other
/// locale. The layout, the catalog's `dir` and the generated code's direction read this.
public enum TextDirection: String, Sendable, Hashable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    public init(locale: String) {
        if let pseudo = PseudoLocale(identifier: locale) {
            self = pseudo.direction
            return
        }
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = subtags.first else {
            self = .leftToRight
            return
        }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) {
            self = Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
            return
        }
        self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    public var isRightToLeft: Bool { self == .rightToLeft }

    /// Languages whose default script is written right to left (CLDR's likely scripts),
    /// by their primary subtag.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"]

    /// ISO 15924 codes, lower case, of scripts written right to left.
    static let rightToLeftScripts: Set<String> = ["adlm", "arab", "hebr", "nkoo", "rohg", "syrc", "thaa"]
}
