import DialogDiagnostics
import DialogJSON

/// A spec text: either one string (the default locale's) or a map of locale codes to
/// strings or plurals.
public struct LocalizedText: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        /// The locale code as written, or nil for a plain string (the default locale).
        public var locale: Located<String>?
        /// The string; for a plural, its `other` form (the form that stands for the entry
        /// where one text is needed: fallbacks, the layout of the whole text).
        public var text: DialogText
        /// The JSON string literal, quotes included; for a plural, the whole object.
        public var range: SourceRange
        /// The forms by category when the entry is a plural, else nil.
        public var plural: Plural?

        public init(locale: Located<String>?, text: DialogText, range: SourceRange, plural: Plural? = nil) {
            self.locale = locale
            self.text = text
            self.range = range
            self.plural = plural
        }

        /// The form with the most characters: the string, or the plural form with the most
        /// characters (`other` on a tie). What documents that show one layout per
        /// combination lay out (the layout JSON, the catalog); the rules lay out every form
        /// (docs/DECISIONS.md, "Plurals").
        public var longestText: DialogText {
            guard let plural else { return text }
            var longest = text
            var length = text.plainText.count
            for form in plural.forms where form.category.value != .other {
                let formLength = form.text.plainText.count
                if formLength > length { (longest, length) = (form.text, formLength) }
            }
            return longest
        }

        /// Every form of the entry: the string, or each plural form in written order.
        public var forms: [TextForm] {
            guard let plural else { return [TextForm(locale: locale, category: nil, text: text, range: range)] }
            return plural.forms.map { TextForm(locale: locale, category: $0.category.value, text: $0.text, range: $0.range) }
        }
    }

    /// A locale's text that varies with an `Int` parameter by CLDR plural category:
    /// `{"plural": "count", "one": "…", "other": "…"}` (docs/format/spec.md, "Plurals").
    public struct Plural: Sendable, Hashable {
        /// The parameter whose value selects the form, located at its string.
        public var selector: Located<String>
        /// The forms in written order; `other` is always among them.
        public var forms: [Form]

        public struct Form: Sendable, Hashable {
            public var category: Located<PluralCategory>
            public var text: DialogText
            /// The JSON string literal, quotes included.
            public var range: SourceRange

            public init(category: Located<PluralCategory>, text: DialogText, range: SourceRange) {
                self.category = category
                self.text = text
                self.range = range
            }
        }

        public init(selector: Located<String>, forms: [Form]) {
            self.selector = selector
            self.forms = forms
        }

        /// The form of `category`, if written.
        public func form(_ category: PluralCategory) -> Form? {
            forms.first { $0.category.value == category }
        }
    }

    public var entries: [Entry]
    /// The whole value: the string, or the object of locales.
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(entries: [Entry], range: SourceRange, pointer: JSONPointer) {
        self.entries = entries
        self.range = range
        self.pointer = pointer
    }

    /// Every form of every entry in written order: what rules that judge each string of a
    /// text iterate, so that a plural's forms are checked like any string.
    public var forms: [TextForm] {
        if !hasPlural { return entries.map { TextForm(locale: $0.locale, category: nil, text: $0.text, range: $0.range) } }
        return entries.flatMap(\.forms)
    }

    /// True when some locale's entry is a plural.
    public var hasPlural: Bool { entries.contains { $0.plural != nil } }

    /// True when written as a plain string rather than a locale map.
    public var isPlainString: Bool { entries.count == 1 && entries[0].locale == nil }

    /// The text for a locale; a plain string serves every locale.
    public func text(for locale: String) -> DialogText? {
        if isPlainString { return entries[0].text }
        return entries.first { $0.locale?.value == locale }?.text
    }

    /// The text generated code shows in `locale`: its own, else the default locale's, else
    /// the first written.
    public func text(for locale: String, defaultLocale: String) -> DialogText? {
        entry(for: locale, defaultLocale: defaultLocale)?.text
    }

    /// The entry generated code shows in `locale`, chosen as `text(for:defaultLocale:)` does.
    public func entry(for locale: String, defaultLocale: String) -> Entry? {
        if isPlainString { return entries[0] }
        return entries.first { $0.locale?.value == locale } ?? entries.first { $0.locale?.value == defaultLocale } ?? entries.first
    }
}

/// One string of a text: a locale's string, or one form of a locale's plural.
public struct TextForm: Sendable, Hashable {
    /// The locale code as written, or nil for a plain string (the default locale).
    public var locale: Located<String>?
    /// The plural category, nil for a string that is not a plural form.
    public var category: PluralCategory?
    public var text: DialogText
    /// The JSON string literal, quotes included.
    public var range: SourceRange

    public init(locale: Located<String>?, category: PluralCategory?, text: DialogText, range: SourceRange) {
        self.locale = locale
        self.category = category
        self.text = text
        self.range = range
    }
}
