import DialogModel

/// One translatable text of a spec, as a String Catalog or an XLIFF file carries it
/// (docs/strings.md): its key, its source text in the default locale, the translations the
/// spec already has, and what a translator needs to know about it.
public struct TranslationUnit: Sendable, Hashable {
    /// `<dialog id>.<field path>`: `timer.delete.button.delete.title`.
    public var key: String { dialogID + "." + field.path }
    public var dialogID: String
    public var field: TextKey
    /// The spec's `description`.
    public var description: String?
    /// The text in the default locale.
    public var source: DialogText
    /// The placeholders of `source`, numbered in order of first appearance (the positional
    /// specifiers of a String Catalog).
    public var placeholders: [TranslationPlaceholder]
    /// The spec's texts in the other locales, by locale code (of a plural, its `other` form).
    public var translations: [String: DialogText]
    /// The locales (the default one included) whose text is a plural, with its forms; a
    /// String Catalog writes them as plural variations, XLIFF as a unit per category.
    public var plurals: [String: LocalizedText.Plural] = [:]
    /// The room the text has before a layout rule fires; nil for a text nobody sees
    /// (accessibility labels and hints) or one layout could not measure.
    public var budget: LengthBudget?

    public init(
        dialogID: String, field: TextKey, description: String?, source: DialogText, placeholders: [TranslationPlaceholder],
        translations: [String: DialogText], budget: LengthBudget?
    ) {
        self.dialogID = dialogID
        self.field = field
        self.description = description
        self.source = source
        self.placeholders = placeholders
        self.translations = translations
        self.budget = budget
    }

    /// Whether some locale of the text is a plural.
    public var hasPlural: Bool { !plurals.isEmpty }

    /// The plural's selector (the default locale's, else any locale's).
    public func selector(defaultLocale: String) -> String? {
        (plurals[defaultLocale] ?? plurals.sorted { $0.key < $1.key }.first?.value)?.selector.value
    }

    /// The second plural parameter of a text that varies by two (the default locale's, else
    /// any locale's), nil for one that varies by one or none.
    public func nestedSelector(defaultLocale: String) -> String? {
        if let selector = plurals[defaultLocale]?.nestedSelector { return selector.value }
        return plurals.sorted { $0.key < $1.key }.lazy.compactMap(\.value.nestedSelector?.value).first
    }

    /// The source text of one category (and of the second parameter's, `nested`): the
    /// default locale's form, else its `other` form (by `nested`), else its string.
    public func source(for category: PluralCategory, nested: PluralCategory? = nil, defaultLocale: String) -> DialogText {
        guard let plural = plurals[defaultLocale] else { return source }
        guard nested != nil || plural.nestedSelector != nil else { return plural.form(category)?.text ?? source }
        return plural.text(category, nested ?? .other) ?? source
    }

    /// Every form of a locale's plural in written order, each combination of a plural on
    /// two parameters: the texts a file carries for it.
    public func pluralTexts(_ locale: String) -> [DialogText] {
        plurals[locale]?.forms.flatMap { form in form.nested?.forms.map(\.text) ?? [form.text] } ?? []
    }

    /// The placeholder called `name`.
    public func placeholder(named name: String) -> TranslationPlaceholder? {
        placeholders.first { $0.name == name }
    }
}

/// A `{name}` of a unit's source text.
public struct TranslationPlaceholder: Sendable, Hashable {
    public var name: String
    public var type: ParameterType
    /// 1-based: `%1$@` is the first.
    public var position: Int
    /// The parameter's example in the source's locale and its `maxLength`, told to the
    /// translator; nil when the spec writes none.
    public var example: String?
    public var maxLength: Int?

    public init(name: String, type: ParameterType, position: Int, example: String? = nil, maxLength: Int? = nil) {
        self.name = name
        self.type = type
        self.position = position
        self.example = example
        self.maxLength = maxLength
    }

    /// `, such as "Quarterly_Report_FINAL_v2.pdf", at most 40 characters`, or nothing.
    var valueHint: String {
        (example.map { ", such as \"\($0)\"" } ?? "") + (maxLength.map { ", at most \($0) character\($0 == 1 ? "" : "s")" } ?? "")
    }

    /// The String Catalog's positional specifier: `%1$@`, `%2$lld`, `%3$lf`.
    public var formatSpecifier: String {
        "%\(position)$" + Self.conversion(for: type)
    }

    /// The conversion a value of `type` takes in a format string.
    public static func conversion(for type: ParameterType) -> String {
        switch type {
        case .string: "@"
        case .int: "lld"
        case .double: "lf"
        }
    }
}

/// The room a text has on the narrowest configured device at the largest configured Dynamic
/// Type size, in the default locale's layout, before a layout rule fires.
public struct LengthBudget: Sendable, Hashable {
    /// The most lines before `text-overflow` fires; nil when no rule limits them (a
    /// checkbox title, or a rule switched off).
    public var lines: Int?
    /// The width of a line, in whole points (rounded down).
    public var width: Int
    public var device: String
    public var size: DynamicTypeSize

    /// What the text leaves for its placeholders' values; nil unless it shows a parameter
    /// with an `example` or `maxLength`.
    public var valueRoom: ValueRoom?

    /// The room a text leaves for the values of its placeholders, in the same layout.
    public struct ValueRoom: Sendable, Hashable {
        /// The source's placeholders, in order of first appearance.
        public var placeholders: [String]
        /// The text drawn without its placeholders, on one line, in whole points (rounded up).
        public var textWidth: Int
        /// The budget's lines times its width, less `textWidth`: about what the values may
        /// take before `text-overflow` fires; nil when no line limit applies.
        public var room: Int?
        /// What the placeholders drawn as their stand-ins take (the wider of each example
        /// and `maxLength` wide characters; `{name}` for a placeholder with neither).
        public var standInWidth: Int
        /// True when the layout cut the text with its stand-ins (a button title at its line
        /// cap): they take more than `standInWidth`.
        public var standInsCut: Bool

        public init(placeholders: [String], textWidth: Int, room: Int?, standInWidth: Int, standInsCut: Bool = false) {
            self.placeholders = placeholders
            self.textWidth = textWidth
            self.room = room
            self.standInWidth = standInWidth
            self.standInsCut = standInsCut
        }

        /// "Without {fileName} the text takes 52 pt, which leaves about 356 pt for the
        /// value; its example or maxLength takes 417 pt."
        public var sentence: String {
            let names = placeholders.map { "{\($0)}" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            let one = names.count == 1
            let leaves = room.map { ", which leaves about \($0) pt for the value\(one ? "" : "s")" } ?? ""
            let measured = one ? "its example or maxLength takes" : "their examples or maxLength take"
            return "Without \(list) the text takes \(textWidth) pt\(leaves); \(measured) \(standInsCut ? "more than " : "")\(standInWidth) pt."
        }
    }

    public init(lines: Int?, width: Int, device: String, size: DynamicTypeSize, valueRoom: ValueRoom? = nil) {
        self.lines = lines
        self.width = width
        self.device = device
        self.size = size
        self.valueRoom = valueRoom
    }

    /// "at most 3 lines of 253 pt (iphone-se, accessibility3)", and what that leaves for the
    /// values when the text shows a measured parameter.
    public var sentence: String {
        let lineText = lines.map { "at most \($0) line\($0 == 1 ? "" : "s") of" } ?? "lines of"
        let room = valueRoom.map { " " + $0.sentence } ?? ""
        return "Room: \(lineText) \(width) pt (\(device), Dynamic Type \(size.rawValue)).\(room)"
    }
}

/// Builds the units of specs (stage "emit" of `dialogc strings export`).
public enum TranslationUnits {
    /// The units of one spec: one per text of its `SpecTextInventory` that has a text in
    /// `defaultLocale` (`missing-translation` reports the others: a unit needs a source); `budgets` by field (`LengthBudgets.measure`).
    public static func units(of spec: DialogSpec, defaultLocale: String, budgets: [TextKey: LengthBudget]) -> [TranslationUnit] {
        spec.textInventory.all.compactMap { field, text in
            guard let source = text.text(for: defaultLocale) else { return nil }
            var translations: [String: DialogText] = [:]
            var plurals: [String: LocalizedText.Plural] = [:]
            if !text.isPlainString {
                for entry in text.entries {
                    guard let locale = entry.locale?.value else { continue }
                    if let plural = entry.plural { plurals[locale] = plural }
                    guard locale != defaultLocale else { continue }
                    translations[locale] = entry.text
                }
            }
            let placeholders = source.placeholders.enumerated().map { index, name in
                let parameter = spec.parameters.first { $0.name.value == name }
                return TranslationPlaceholder(
                    name: name, type: parameter?.type.value ?? .string, position: index + 1, example: parameter?.example?.value(for: defaultLocale),
                    maxLength: parameter?.maxLength?.value)
            }
            var unit = TranslationUnit(
                dialogID: spec.id.value, field: field, description: spec.description?.value, source: source, placeholders: placeholders,
                translations: translations, budget: budgets[field])
            unit.plurals = plurals
            return unit
        }
    }

    /// The translator's comment: the spec's description, the field, the placeholders (as
    /// `describePlaceholder` writes them in the file's format), the highlight spans and the
    /// length budget, one sentence after another.
    public static func comment(for unit: TranslationUnit, describePlaceholder: (TranslationPlaceholder) -> String) -> String {
        var sentences: [String] = []
        if let description = unit.description, !description.isEmpty {
            sentences.append(description.hasSuffix(".") ? description : description + ".")
        }
        sentences.append(TranslationUnitMessage.role(of: unit.field))
        if !unit.placeholders.isEmpty {
            let names = unit.placeholders.map { describePlaceholder($0) + $0.valueHint }.joined(separator: "; ")
            sentences.append("Placeholders, filled in by the app: \(names).")
        }
        var styles: [String] = []
        for span in unit.source.highlights where !styles.contains(span.style) { styles.append(span.style) }
        if !styles.isEmpty {
            let spans = styles.map { "<\($0)>…</\($0)>" }.joined(separator: ", ")
            sentences.append("Keep \(spans) around the words to draw in the highlight colour.")
        }
        if let budget = unit.budget { sentences.append(budget.sentence) }
        return sentences.joined(separator: " ")
    }
}

/// What each text is, for the translator (the comment of its unit).
enum TranslationUnitMessage {
    static func role(of key: TextKey) -> String {
        switch key {
        case .title: "The dialog's title."
        case .message: "The dialog's message."
        case .highlight: "Words of the message drawn in a highlight colour; must occur in the translated message word for word."
        case .buttonTitle(let id): "The title of button '\(id)'."
        case .buttonAccessibilityLabel(let id): "What VoiceOver reads for button '\(id)' instead of its title."
        case .buttonAccessibilityHint(let id): "The VoiceOver hint of button '\(id)': what tapping it does."
        case .buttonAccessibilitySuccess(let id): "What VoiceOver announces when the action of button '\(id)' succeeds."
        case .buttonAccessibilityFailure(let id): "What VoiceOver announces when the action of button '\(id)' fails."
        case .fieldPlaceholder(let id): "The placeholder shown in the empty text field '\(id)'."
        case .checkboxTitle(let id): "The label of checkbox '\(id)'."
        }
    }
}
