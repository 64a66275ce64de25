import DialogModel

/// A dialog's texts (its `SpecTextInventory`, highlights aside) as the rows of its
/// `DialogTextTable` (read at run time by `Sources/DialogRuntime/DialogTextTable.swift`): one
/// row per text key, one string per configured locale.
///
/// - **Keys**: `title`, `message`, `button.<id>`, `label.<id>`, `hint.<id>`, `success.<id>`,
///   `failure.<id>`, `content.<id>` (a field's placeholder or a checkbox's title).
/// - **Locales**: the default locale's text always (the text generated code shows there:
///   its own, else the first written); another locale's only where it differs from the
///   default's, since the runtime falls back per text. Accessibility labels, hints and
///   announcements are read in their own locale only (a locale the spec gives none leaves
///   VoiceOver the visible title rather than another language's label), so they are
///   written for each locale that has one.
/// - **Form**: text as it is, `{{` for `{`, `{name}` a parameter, `{#style}` … `{/}` a
///   highlight (the message only, placed by `TextSegments` as today), a plural `{*count}`
///   then `{|category}` and the form, for each form the spec writes (on two parameters,
///   `{*files,folders}` then `{|one,other}` and the form, for each combination written).
///   Placed and resolved here, so a parameter's value can never move or fake a highlight
///   or a placeholder.
struct TextTableEncoding {
    struct Row: Equatable {
        var key: String
        var forms: [(locale: String, text: String)]

        static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.key == rhs.key && lhs.forms.map(\.locale) == rhs.forms.map(\.locale) && lhs.forms.map(\.text) == rhs.forms.map(\.text)
        }
    }

    struct Table {
        var rows: [Row]
        /// The configured locales, the default first: the table's `locales`.
        var locales: [String]
    }

    static func table(of spec: DialogSpec, inputs: DialogInputs, locales: [String], defaultLocale: String) -> Table {
        let builder = TextTableEncoding(locales: locales, defaultLocale: defaultLocale)
        var rows: [Row] = []
        spec.textInventory.forEach { key, text in
            guard let (name, exact) = rowKey(key) else { return }
            let row: Row?
            if key == .message {
                row = builder.row(name, text, exact: exact) { text, locale in
                    let highlights = spec.highlights.compactMap { highlight in
                        highlight.text.text(for: locale, defaultLocale: defaultLocale).map { (text: $0, style: highlight.style.value) }
                    }
                    return styled(TextSegments(text, highlights: highlights))
                }
            } else {
                row = builder.row(name, text, exact: exact) { text, _ in plain(text) }
            }
            if let row { rows.append(row) }
        }
        return Table(rows: rows, locales: locales)
    }

    /// The row key of a text, and whether it is read in its own locale only (`exact`); nil
    /// for a highlight, which the message's row places.
    static func rowKey(_ key: TextKey) -> (name: String, exact: Bool)? {
        switch key {
        case .title: ("title", false)
        case .message: ("message", false)
        case .highlight: nil
        case .buttonTitle(let id): ("button." + id, false)
        case .buttonAccessibilityLabel(let id): ("label." + id, true)
        case .buttonAccessibilityHint(let id): ("hint." + id, true)
        case .buttonAccessibilitySuccess(let id): ("success." + id, true)
        case .buttonAccessibilityFailure(let id): ("failure." + id, true)
        case .fieldPlaceholder(let id), .checkboxTitle(let id): ("content." + id, false)
        }
    }

    let locales: [String]
    let defaultLocale: String

    /// The row of `text`: the default locale's string, and each other locale's that differs
    /// (every locale that has its own when `exact`). `encode` gets a text and the locale it
    /// is shown in (for the highlights of that locale).
    private func row(_ key: String, _ text: LocalizedText, exact: Bool, encode: (DialogText, String) -> String) -> Row? {
        var forms: [(locale: String, text: String)] = []
        var fallback: String?
        for locale in locales {
            if exact {
                guard text.text(for: locale) != nil, let entry = text.entry(for: locale, defaultLocale: defaultLocale) else { continue }
                forms.append((locale, Self.entry(entry, locale: locale, encode: encode)))
                continue
            }
            guard let entry = text.entry(for: locale, defaultLocale: defaultLocale) else { continue }
            let encoded = Self.entry(entry, locale: locale, encode: encode)
            // A plural of the locale's own picks its form with the locale's rules, so it is
            // written even when its strings equal the default's.
            let ownPlural = entry.plural != nil && entry.locale?.value == locale
            if locale == defaultLocale || fallback == nil {
                fallback = encoded
                forms.append((locale, encoded))
            } else if encoded != fallback || ownPlural {
                forms.append((locale, encoded))
            }
        }
        return forms.isEmpty ? nil : Row(key: key, forms: forms)
    }

    /// One locale's string: the text, or a plural's forms after its selector. A plural on
    /// two parameters names both, `{*files,folders}`, and its forms both categories,
    /// `{|one,other}`; a form of the first that is a string is its `<category>,other`.
    private static func entry(_ entry: LocalizedText.Entry, locale: String, encode: (DialogText, String) -> String) -> String {
        guard let plural = entry.plural else { return encode(entry.text, locale) }
        guard let nestedSelector = plural.nestedSelector else {
            var result = "{*" + plural.selector.value + "}"
            for category in PluralCategory.allCases {
                if let form = plural.form(category) { result += "{|" + category.rawValue + "}" + encode(form.text, locale) }
            }
            return result
        }
        var result = "{*" + plural.selector.value + "," + nestedSelector.value + "}"
        for category in PluralCategory.allCases {
            guard let form = plural.form(category) else { continue }
            guard let nested = form.nested else {
                result += "{|" + category.rawValue + ",other}" + encode(form.text, locale)
                continue
            }
            for inner in PluralCategory.allCases {
                if let innerForm = nested.form(inner) { result += "{|" + category.rawValue + "," + inner.rawValue + "}" + encode(innerForm.text, locale) }
            }
        }
        return result
    }

    /// A text without highlights: its parts, styles dropped.
    static func plain(_ text: DialogText) -> String {
        parts(TextSegments(text).allParts)
    }

    /// A text with its highlight runs.
    static func styled(_ segments: TextSegments) -> String {
        segments.segments.map { segment in
            guard let style = segment.style else { return parts(segment.parts) }
            return "{#" + style + "}" + parts(segment.parts) + "{/}"
        }.joined()
    }

    static func parts(_ parts: [TextSegments.Part]) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text.replacing("{", with: "{{")
            case .placeholder(let name): "{" + name + "}"
            }
        }.joined()
    }
}
