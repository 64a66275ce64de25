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
            plural?.longestText ?? text
        }

        /// Every form of the entry: the string, or each plural form in written order (of a
        /// form that is itself a plural, each of its forms: every combination).
        public var forms: [TextForm] {
            guard let plural else { return [TextForm(locale: locale, category: nil, text: text, range: range)] }
            return plural.forms.flatMap { form -> [TextForm] in
                guard let nested = form.nested else {
                    return [TextForm(locale: locale, category: form.category.value, text: form.text, range: form.range)]
                }
                return nested.forms.map {
                    TextForm(locale: locale, category: form.category.value, nestedCategory: $0.category.value, text: $0.text, range: $0.range)
                }
            }
        }
    }

    /// A locale's text that varies with an `Int` parameter by CLDR plural category:
    /// `{"plural": "count", "one": "…", "other": "…"}` (docs/format/spec.md, "Plurals"). A
    /// form may itself be a plural on a second `Int` parameter (`nested`), one level deep.
    public struct Plural: Sendable, Hashable {
        /// The parameter whose value selects the form, located at its string.
        public var selector: Located<String>
        /// The forms in written order; `other` is always among them.
        public var forms: [Form]

        public struct Form: Sendable, Hashable {
            public var category: Located<PluralCategory>
            /// The string; for a form that is a plural, that plural's `other` form.
            public var text: DialogText
            /// The JSON string literal, quotes included; for a nested plural, its object.
            public var range: SourceRange
            /// The plural on a second parameter this form is, else nil.
            public var nested: Plural?

            public init(category: Located<PluralCategory>, text: DialogText, range: SourceRange, nested: Plural? = nil) {
                self.category = category
                self.text = text
                self.range = range
                self.nested = nested
            }

            /// The string, or the longest form of its nested plural.
            public var longestText: DialogText { nested?.longestText ?? text }
        }

        public init(selector: Located<String>, forms: [Form]) {
            self.selector = selector
            self.forms = forms
        }

        /// The form of `category`, if written.
        public func form(_ category: PluralCategory) -> Form? {
            forms.first { $0.category.value == category }
        }

        /// The selector of the forms that are plurals themselves (one for all, checked when
        /// decoded), nil when no form is.
        public var nestedSelector: Located<String>? {
            forms.lazy.compactMap(\.nested?.selector).first
        }

        /// The form with the most characters over every combination (`other` on a tie).
        public var longestText: DialogText {
            var longest = form(.other)?.longestText ?? forms[forms.count - 1].longestText
            var length = longest.plainText.count
            for form in forms where form.category.value != .other {
                let text = form.longestText
                let formLength = text.plainText.count
                if formLength > length { (longest, length) = (text, formLength) }
            }
            return longest
        }

        /// The longest text shown for `category` of the first parameter: its form, else
        /// `other`; of a nested plural, its longest form (what a layout per category shows).
        public func longestText(_ category: PluralCategory) -> DialogText? {
            (form(category) ?? form(.other))?.longestText
        }

        /// The text of the combination `category` and `nested` (the second parameter's
        /// category): the form of `category`, else `other`; of a nested plural, its form of
        /// `nested`, else its `other`. What the generated code shows for those counts.
        public func text(_ category: PluralCategory, _ nested: PluralCategory?) -> DialogText? {
            guard let form = form(category) ?? form(.other) else { return nil }
            guard let inner = form.nested else { return form.text }
            return (nested.flatMap { inner.form($0) } ?? inner.form(.other))?.text
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
    /// The category of the second plural parameter, for a form of a nested plural.
    public var nestedCategory: PluralCategory?
    public var text: DialogText
    /// The JSON string literal, quotes included.
    public var range: SourceRange

    public init(locale: Located<String>?, category: PluralCategory?, nestedCategory: PluralCategory? = nil, text: DialogText, range: SourceRange) {
        self.locale = locale
        self.category = category
        self.nestedCategory = nestedCategory
        self.text = text
        self.range = range
    }
}
