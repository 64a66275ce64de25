import DialogDiagnostics
import DialogJSON
import DialogModel

/// A text as the exporters write it: literal runs, placeholders and highlight tags, in the
/// order they stand in the raw text.
public enum TextEvent: Sendable, Hashable {
    /// Characters as drawn (`{{` already one brace).
    case literal(String)
    case placeholder(String)
    case open(style: String)
    case close(style: String)

    /// The events of `text`, in raw order.
    public static func events(of text: DialogText) -> [TextEvent] {
        var located: [(start: Int, event: TextEvent)] = []
        for piece in text.pieces {
            switch piece.kind {
            case .literal(let string): located.append((piece.rawRange.lowerBound, .literal(string)))
            case .placeholder(let name): located.append((piece.rawRange.lowerBound, .placeholder(name)))
            }
        }
        for span in text.highlights {
            located.append((span.openingTag.lowerBound, .open(style: span.style)))
            located.append((span.closingTag.lowerBound, .close(style: span.style)))
        }
        // Stable: a piece and a tag never start at the same scalar.
        return located.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element.event)
    }
}

/// The formats `dialogc strings export` writes.
public enum StringsFormat: String, Sendable, Hashable, CaseIterable {
    /// An Xcode String Catalog, every locale in one file.
    case xcstrings
    /// XLIFF 1.2: one `<file>` per target locale.
    case xliff
    /// XLIFF 2.0: one target locale per document.
    case xliff2
}

/// What an export writes, in one of `StringsFormat` (stage "emit" of `dialogc strings export`).
public struct StringsExport: Sendable {
    public var units: [TranslationUnit]
    public var sourceLanguage: String
    /// Every locale of the project, default first; an `.xcstrings` file lists all of them.
    public var locales: [String]

    public init(units: [TranslationUnit], sourceLanguage: String, locales: [String]) {
        self.units = units
        self.sourceLanguage = sourceLanguage
        self.locales = locales
    }

    /// The file's text. `targets`: the locales XLIFF carries (ignored by `.xcstrings`).
    public func render(_ format: StringsFormat, targets: [String]) -> String {
        var text = ""
        render(format, targets: targets) { text += $0 }
        return text
    }

    /// The file's text handed to `write` a piece at a time, in order, each piece about
    /// `TextChunks.size` bytes: an export of 50,000 specs is some 100 MB of text, which is
    /// written as it is made rather than held whole (and copied as it grows).
    public func render(_ format: StringsFormat, targets: [String], into write: (String) -> Void) {
        var order = Array(units.indices)
        if format == .xcstrings {
            let keys = units.map(\.key)
            order.sort { XcodeKeyOrder.precedes(keys[$0], keys[$1]) }
        }
        Self.render(format, sourceLanguage: sourceLanguage, targets: targets, unitCount: units.count, into: write) { section, position in
            Self.fragment(of: units[order[position]], section: section, format: format, sourceLanguage: sourceLanguage, targets: targets)
        }
    }

    /// How many sections a file of `format` has, each holding every unit once: XLIFF 1.2 a
    /// `<file>` per target locale, the others one.
    public static func sectionCount(_ format: StringsFormat, targets: [String]) -> Int {
        format == .xliff ? targets.count : 1
    }

    /// The text `unit` has in section `section` of a file of `format` (`sectionCount`).
    /// `render(_:sourceLanguage:targets:unitCount:into:fragment:)` puts the units' texts
    /// together, so that an export can render each unit as its spec is read, and keep
    /// only that text rather than the unit.
    public static func fragment(of unit: TranslationUnit, section: Int, format: StringsFormat, sourceLanguage: String, targets: [String]) -> String {
        switch format {
        case .xcstrings: XCStringsEmitter.fragment(of: unit, sourceLanguage: sourceLanguage)
        case .xliff: XLIFFEmitter.fragment(of: unit, version: .v1_2, sourceLanguage: sourceLanguage, target: targets[section])
        case .xliff2: XLIFFEmitter.fragment(of: unit, version: .v2_0, sourceLanguage: sourceLanguage, target: targets.first)
        }
    }

    /// The file of `unitCount` units in key order, `fragment(section, position)` giving the
    /// text of the unit at `position` in that section, handed to `write` a piece at a time.
    public static func render(
        _ format: StringsFormat, sourceLanguage: String, targets: [String], unitCount: Int, into write: (String) -> Void,
        fragment: (_ section: Int, _ position: Int) -> String
    ) {
        withoutActuallyEscaping(write) { write in
            var output = TextChunks(write: write)
            switch format {
            case .xcstrings: XCStringsEmitter.render(sourceLanguage: sourceLanguage, unitCount: unitCount, fragment: { fragment(0, $0) }, into: &output)
            case .xliff:
                XLIFFEmitter.render(version: .v1_2, sourceLanguage: sourceLanguage, targets: targets, unitCount: unitCount, fragment: fragment, into: &output)
            case .xliff2:
                XLIFFEmitter.render(version: .v2_0, sourceLanguage: sourceLanguage, targets: targets, unitCount: unitCount, fragment: fragment, into: &output)
            }
            output.finish()
        }
    }
}

/// Text passed on in pieces of about `size` bytes as it is appended.
struct TextChunks {
    static let size = 1 << 20
    private var pending = ""
    private let write: (String) -> Void

    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    mutating func append(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.size {
            write(pending)
            pending = ""
        }
    }

    /// Passes on what is left.
    mutating func finish() {
        if !pending.isEmpty { write(pending) }
        pending = ""
    }
}

/// An Xcode String Catalog (`.xcstrings`) laid out as Xcode writes one: keys sorted, two
/// spaces of indentation, `"key" : value`, no final newline, so that a catalog re-exported
/// from unchanged specs, or saved by Xcode without edits, changes no byte.
public enum XCStringsEmitter {
    public static func render(_ export: StringsExport) -> String {
        export.render(.xcstrings, targets: [])
    }

    /// The catalog as `XcodeJSON` would write it whole: `{sourceLanguage, strings, version}`
    /// with the keys of `strings` sorted (`fragment` gives them in that order), one string's
    /// entry at a time.
    static func render(sourceLanguage: String, unitCount: Int, fragment: (Int) -> String, into output: inout TextChunks) {
        output.append("{\n  " + JSONWriter.quoted("sourceLanguage") + " : " + JSONWriter.quoted(sourceLanguage) + ",\n  ")
        output.append(JSONWriter.quoted("strings") + " : {\n" + (unitCount == 0 ? "\n" : ""))
        for position in 0..<unitCount {
            output.append(fragment(position) + (position == unitCount - 1 ? "\n" : ",\n"))
        }
        output.append("  },\n  " + JSONWriter.quoted("version") + " : " + JSONWriter.quoted("1.0") + "\n}")
    }

    /// One string's member of `strings`, without the separator after it.
    static func fragment(of unit: TranslationUnit, sourceLanguage: String) -> String {
        var text = "    " + JSONWriter.quoted(unit.key) + " : "
        entry(unit, sourceLanguage: sourceLanguage).write(into: &text, depth: 2)
        return text
    }

    /// One string's entry: its comment, extraction state and localizations.
    private static func entry(_ unit: TranslationUnit, sourceLanguage: String) -> XcodeJSON {
        func localization(_ text: DialogText, locale: String) -> XcodeJSON {
            guard let plural = unit.plurals[locale] else { return stringUnit(formatString(text, unit), state: "translated") }
            if plural.nestedSelector != nil {
                // `StringsExporter` refuses a text that does not split so.
                guard let split = substitutions(plural, unit) else { return stringUnit(formatString(text, unit), state: "translated") }
                let phrases = split.phrases.map { phrase in
                    let forms = phrase.forms.map { ($0.category.rawValue, stringUnit($0.value, state: "translated")) }
                    return (phrase.name, XcodeJSON.object([
                        ("argNum", .integer(phrase.argument)), ("formatSpecifier", .string(phrase.specifier)),
                        ("variations", .object([("plural", .object(forms))])),
                    ]))
                }
                return .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(split.frame))])), ("substitutions", .object(phrases))])
            }
            let forms = plural.forms.map { ($0.category.value.rawValue, stringUnit(formatString($0.text, unit), state: "translated")) }
            return .object([("variations", .object([("plural", .object(forms))]))])
        }
        var localizations: [(String, XcodeJSON)] = [(sourceLanguage, localization(unit.source, locale: sourceLanguage))]
        for (locale, text) in unit.translations {
            localizations.append((locale, localization(text, locale: locale)))
        }
        let comment = TranslationUnits.comment(for: unit) { "\($0.formatSpecifier) is {\($0.name)}, \(article($0.type))" }
        return .object([("comment", .string(comment)), ("extractionState", .string("manual")), ("localizations", .object(localizations))])
    }

    /// A localization of a text on two plural parameters as Xcode writes a string that
    /// varies by two counts: a frame, `%#@files@ in %#@folders@`, and per parameter a
    /// substitution whose plural forms are phrases, `%arg` standing for the count. Found by
    /// taking what the forms of each parameter differ in (with the other's `other`), widened
    /// to whole words; nil when some combination is not the frame with its two phrases (a
    /// translation whose words change with both counts together), or a count is not a
    /// placeholder of the text. Xcode cannot hold such a text as one key.
    public static func substitutions(
        _ plural: LocalizedText.Plural, _ unit: TranslationUnit
    ) -> (frame: String, phrases: [(name: String, argument: Int, specifier: String, forms: [(category: PluralCategory, value: String)])])? {
        guard let nestedSelector = plural.nestedSelector?.value,
            let outer = unit.placeholder(named: plural.selector.value), let inner = unit.placeholder(named: nestedSelector)
        else { return nil }
        let firsts = plural.forms.map(\.category.value).sorted()
        let seconds = Set(plural.forms.flatMap { $0.nested?.forms.map(\.category.value) ?? [] } + [.other]).sorted()
        func text(_ first: PluralCategory, _ second: PluralCategory) -> [Character] {
            Array(plural.text(first, second).map { formatString($0, unit) } ?? "")
        }
        let whole = text(.other, .other)
        /// Where the strings differ, as offsets from the start and the end, widened to spaces.
        func region(_ strings: [[Character]]) -> (prefix: Int, suffix: Int) {
            let shortest = strings.map(\.count).min() ?? 0
            var prefix = 0
            while prefix < shortest, strings.allSatisfy({ $0[prefix] == strings[0][prefix] }) { prefix += 1 }
            var suffix = 0
            while suffix < shortest - prefix, strings.allSatisfy({ $0[$0.count - 1 - suffix] == strings[0][strings[0].count - 1 - suffix] }) { suffix += 1 }
            guard strings.contains(where: { $0 != strings[0] }) else { return (prefix, suffix) }
            while prefix > 0, strings[0][prefix - 1] != " " { prefix -= 1 }
            while suffix > 0, strings[0][strings[0].count - suffix] != " " { suffix -= 1 }
            return (prefix, suffix)
        }
        let byFirst = firsts.map { text($0, .other) }
        let bySecond = seconds.map { text(.other, $0) }
        let first = region(byFirst)
        let second = region(bySecond)
        let firstRange = first.prefix..<(whole.count - first.suffix)
        let secondRange = second.prefix..<(whole.count - second.suffix)
        guard firstRange.upperBound <= secondRange.lowerBound || secondRange.upperBound <= firstRange.lowerBound else { return nil }
        func phrase(_ string: [Character], _ region: (prefix: Int, suffix: Int)) -> String? {
            guard region.prefix <= string.count - region.suffix else { return nil }
            return String(string[region.prefix..<(string.count - region.suffix)])
        }
        let names = (plural.selector.value, nestedSelector)
        func token(_ name: String) -> String { "%#@" + name + "@" }
        func frame(_ outerPhrase: String, _ innerPhrase: String) -> String {
            let (early, late) = firstRange.lowerBound <= secondRange.lowerBound ? (firstRange, secondRange) : (secondRange, firstRange)
            let (earlyText, lateText) = firstRange.lowerBound <= secondRange.lowerBound ? (outerPhrase, innerPhrase) : (innerPhrase, outerPhrase)
            return String(whole[..<early.lowerBound]) + earlyText + String(whole[early.upperBound..<late.lowerBound]) + lateText + String(whole[late.upperBound...])
        }
        var outerForms: [(category: PluralCategory, value: String)] = []
        var innerForms: [(category: PluralCategory, value: String)] = []
        for (category, string) in zip(firsts, byFirst) {
            guard let value = phrase(string, first) else { return nil }
            outerForms.append((category, value))
        }
        for (category, string) in zip(seconds, bySecond) {
            guard let value = phrase(string, second) else { return nil }
            innerForms.append((category, value))
        }
        // Every combination must be the frame with its two phrases.
        for (firstCategory, outerPhrase) in outerForms {
            for (secondCategory, innerPhrase) in innerForms where String(text(firstCategory, secondCategory)) != frame(outerPhrase, innerPhrase) {
                return nil
            }
        }
        func arg(_ forms: [(category: PluralCategory, value: String)], _ placeholder: TranslationPlaceholder) -> [(category: PluralCategory, value: String)] {
            forms.map { ($0.category, $0.value.replacing(placeholder.formatSpecifier, with: "%arg")) }
        }
        return (
            frame(token(names.0), token(names.1)),
            [
                (names.0, outer.position, TranslationPlaceholder.conversion(for: .int), arg(outerForms, outer)),
                (names.1, inner.position, TranslationPlaceholder.conversion(for: .int), arg(innerForms, inner)),
            ]
        )
    }

    private static func stringUnit(_ value: String, state: String) -> XcodeJSON {
        .object([("stringUnit", .object([("state", .string(state)), ("value", .string(value))]))])
    }

    private static func article(_ type: ParameterType) -> String {
        switch type {
        case .string: "a String"
        case .int: "an Int"
        case .double: "a Double"
        }
    }

    /// A text as a format string: placeholders as positional specifiers, `%` doubled,
    /// highlight tags as written. A placeholder the unit's source lacks (a translation
    /// `placeholder-mismatch` reports) stays `{name}`.
    public static func formatString(_ text: DialogText, _ unit: TranslationUnit) -> String {
        var output = ""
        for event in TextEvent.events(of: text) {
            switch event {
            case .literal(let string): output += string.replacing("%", with: "%%")
            case .placeholder(let name): output += unit.placeholder(named: name)?.formatSpecifier ?? "{\(name)}"
            case .open(let style): output += "<\(style)>"
            case .close(let style): output += "</\(style)>"
            }
        }
        return output
    }
}

/// The JSON of a String Catalog: objects keep the order given (`write` sorts them as Xcode).
indirect enum XcodeJSON {
    case string(String)
    case integer(Int)
    case object([(String, XcodeJSON)])

    func write(into output: inout String, depth: Int) {
        switch self {
        case .string(let text): output += JSONWriter.quoted(text)
        case .integer(let value): output += String(value)
        case .object(let members):
            guard !members.isEmpty else {
                output += "{\n\n" + String(repeating: "  ", count: depth) + "}"
                return
            }
            output += "{\n"
            let sorted = members.sorted { XcodeKeyOrder.precedes($0.0, $1.0) }
            for (index, member) in sorted.enumerated() {
                output += String(repeating: "  ", count: depth + 1) + JSONWriter.quoted(member.0) + " : "
                member.1.write(into: &output, depth: depth + 1)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: depth) + "}"
        }
    }
}

/// XLIFF 1.2 and 2.0 documents (OASIS): each unit's source in the default locale, its
/// target in each target locale when the spec has one, placeholders as empty inline codes
/// (`<x/>`, `<ph/>`) and highlight spans as paired ones (`<g>`, `<pc>`), the translator's
/// comment as a note, and the budget: XLIFF 1.2's `maxwidth` in points, XLIFF 2.0's Size
/// and Length Restriction module (`slr:`).
///
/// Inline code ids: `p<n>` for the placeholder numbered n (`p<n>.<k>` for its k-th repeat
/// in one text) and `h<k>` for the k-th highlight span; a target's codes take the ids of
/// the source's, which is how `dialogc strings import` maps them back.
public enum XLIFFEmitter {
    public enum Version: Sendable {
        case v1_2, v2_0
    }

    public static func render(_ export: StringsExport, version: Version, targets: [String]) -> String {
        export.render(version == .v1_2 ? .xliff : .xliff2, targets: targets)
    }

    static func render(
        version: Version, sourceLanguage: String, targets: [String], unitCount: Int, fragment: (_ section: Int, _ position: Int) -> String,
        into output: inout TextChunks
    ) {
        var xml = XMLText()
        func flush() {
            output.append(xml.text)
            xml.text = ""
        }
        xml.line(0, #"<?xml version="1.0" encoding="UTF-8"?>"#)
        switch version {
        case .v1_2:
            xml.line(0, #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#)
            for (section, target) in targets.enumerated() {
                xml.line(
                    1,
                    "<file original=\"dialogc\" source-language=\(XMLText.attribute(sourceLanguage)) "
                        + "target-language=\(XMLText.attribute(target)) datatype=\"plaintext\">")
                xml.line(2, "<body>")
                flush()
                for position in 0..<unitCount { output.append(fragment(section, position)) }
                xml.line(2, "</body>")
                xml.line(1, "</file>")
            }
        case .v2_0:
            let target = targets.first.map { " trgLang=\(XMLText.attribute($0))" } ?? ""
            xml.line(
                0,
                "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" xmlns:slr=\"\(sizeRestrictionNamespace)\" version=\"2.0\" "
                    + "srcLang=\(XMLText.attribute(sourceLanguage))\(target)>")
            xml.line(1, #"<file id="dialogc">"#)
            xml.line(2, "<slr:profiles generalProfile=\"\(sizeProfile)\"/>")
            flush()
            for position in 0..<unitCount { output.append(fragment(0, position)) }
            xml.line(1, "</file>")
        }
        xml.line(0, "</xliff>")
        flush()
    }

    /// One unit's lines in the `<file>` of `target` (XLIFF 2.0: the document's target, if any).
    static func fragment(of unit: TranslationUnit, version: Version, sourceLanguage: String, target: String?) -> String {
        var xml = XMLText()
        switch version {
        case .v1_2: transUnit(unit, sourceLanguage: sourceLanguage, target: target ?? "", into: &xml)
        case .v2_0: unit2(unit, sourceLanguage: sourceLanguage, target: target, into: &xml)
        }
        return xml.text
    }

    /// The units XLIFF carries for one text into `target`: one, or for a text that is a
    /// plural in some locale one per category, `<key>#<category>` (docs/DECISIONS.md): the
    /// categories either side writes and those CLDR's rules need in `target`. A category
    /// the source lacks takes the source's `other` form.
    static func forms(of unit: TranslationUnit, sourceLanguage: String, target: String?) -> [(id: String, source: DialogText, target: DialogText?)] {
        guard unit.hasPlural else { return [(unit.key, unit.source, target.flatMap { unit.translations[$0] })] }
        var categories = Set(unit.plurals[sourceLanguage]?.forms.map(\.category.value) ?? [.other])
        if let target {
            categories.formUnion(unit.plurals[target]?.forms.map(\.category.value) ?? [])
            categories.formUnion(PluralRules.requiredCategories(for: target))
        }
        if unit.nestedSelector(defaultLocale: sourceLanguage) != nil {
            return combinations(of: unit, categories: categories.sorted(), sourceLanguage: sourceLanguage, target: target)
        }
        return categories.sorted().map { category in
            let translation: DialogText? = target.flatMap { target in
                guard let plural = unit.plurals[target] else { return category == .other ? unit.translations[target] : nil }
                return plural.form(category)?.text
            }
            return (unit.key + "#" + category.rawValue, unit.source(for: category, defaultLocale: sourceLanguage), translation)
        }
    }

    /// The units of a text on two plural parameters: one per combination of categories,
    /// `<key>#<first>:<second>`, the second's categories those either side's nested plurals
    /// write and those CLDR's rules need in `target`. A target's form that is a string stands
    /// for every second category: written as its `<first>:other` only.
    private static func combinations(
        of unit: TranslationUnit, categories: [PluralCategory], sourceLanguage: String, target: String?
    ) -> [(id: String, source: DialogText, target: DialogText?)] {
        func nestedCategories(_ locale: String) -> [PluralCategory] {
            unit.plurals[locale]?.forms.flatMap { $0.nested?.forms.map(\.category.value) ?? [] } ?? []
        }
        var nested = Set(nestedCategories(sourceLanguage) + [.other])
        if let target {
            nested.formUnion(nestedCategories(target))
            nested.formUnion(PluralRules.requiredCategories(for: target))
        }
        return categories.flatMap { category in
            nested.sorted().map { second in
                let translation: DialogText? = target.flatMap { target in
                    guard let plural = unit.plurals[target] else { return category == .other && second == .other ? unit.translations[target] : nil }
                    guard let form = plural.form(category) else { return nil }
                    guard let inner = form.nested else { return second == .other ? form.text : nil }
                    return inner.form(second)?.text
                }
                let id = unit.key + "#" + category.rawValue + ":" + second.rawValue
                return (id, unit.source(for: category, nested: second, defaultLocale: sourceLanguage), translation)
            }
        }
    }

    private static func transUnit(_ unit: TranslationUnit, sourceLanguage: String, target: String, into xml: inout XMLText) {
        for form in forms(of: unit, sourceLanguage: sourceLanguage, target: target) {
            // `approved`: a translation in a spec is the one that ships.
            var attributes = "id=\(XMLText.attribute(form.id))\(form.target == nil ? "" : " approved=\"yes\"") xml:space=\"preserve\""
            if let budget = unit.budget { attributes += " maxwidth=\"\(budget.width)\" size-unit=\"point\"" }
            xml.line(3, "<trans-unit \(attributes)>")
            xml.line(4, "<source>\(inline(form.source, unit, .v1_2))</source>")
            if let translation = form.target {
                xml.line(4, "<target state=\"translated\">\(inline(translation, unit, .v1_2))</target>")
            }
            xml.line(4, "<note from=\"dialogc\">\(XMLEscape.text(comment(unit)))</note>")
            xml.line(3, "</trans-unit>")
        }
    }

    private static func unit2(_ unit: TranslationUnit, sourceLanguage: String, target: String?, into xml: inout XMLText) {
        for form in forms(of: unit, sourceLanguage: sourceLanguage, target: target) {
            let restriction = unit.budget.map { " slr:sizeRestriction=\"\($0.width)\"" } ?? ""
            xml.line(2, "<unit id=\(XMLText.attribute(unitID20(form.id)))\(restriction)>")
            if let budget = unit.budget {
                xml.line(3, "<slr:data profile=\"\(sizeProfile)\">")
                xml.line(
                    4,
                    "<budget xmlns=\"\(budgetNamespace)\" width=\"\(budget.width)\"\(budget.lines.map { " lines=\"\($0)\"" } ?? "") "
                        + "device=\(XMLText.attribute(budget.device)) dynamicTypeSize=\"\(budget.size.rawValue)\"/>")
                xml.line(3, "</slr:data>")
            }
            xml.line(3, "<notes>")
            xml.line(4, "<note category=\"dialogc\">\(XMLEscape.text(comment(unit)))</note>")
            xml.line(3, "</notes>")
            xml.line(3, "<segment state=\"\(form.target == nil ? "initial" : "translated")\">")
            xml.line(4, "<source xml:space=\"preserve\">\(inline(form.source, unit, .v2_0))</source>")
            if let translation = form.target { xml.line(4, "<target xml:space=\"preserve\">\(inline(translation, unit, .v2_0))</target>") }
            xml.line(3, "</segment>")
            xml.line(2, "</unit>")
        }
    }

    /// XLIFF 2.0's Size and Length Restriction module.
    static let sizeRestrictionNamespace = "urn:oasis:names:tc:xliff:sizerestriction:2.0"
    /// The module's profile of a length budget (docs/strings.md): `slr:sizeRestriction` is
    /// the width of a line in points, and `<slr:data>` holds a `<budget>` (namespace
    /// `budgetNamespace`) with that width, the lines when they are limited, the device and
    /// the Dynamic Type size.
    static let sizeProfile = "dialogc:points"
    static let budgetNamespace = "urn:dialogc:length-budget"

    /// An XLIFF 2.0 unit's id: an `NMTOKEN`, which has no `#`, so a plural form's unit is
    /// `<key>:<category>` there, a combination's `<key>:<first>:<second>` (keys have no
    /// `:`); the reader maps it back.
    static func unitID20(_ id: String) -> String {
        id.replacing("#", with: ":")
    }

    private static func comment(_ unit: TranslationUnit) -> String {
        TranslationUnits.comment(for: unit) { "{\($0.name)} (\($0.type.rawValue))" }
    }

    /// A text's content: escaped characters and inline codes.
    static func inline(_ text: DialogText, _ unit: TranslationUnit, _ version: Version) -> String {
        var output = ""
        var repeats: [String: Int] = [:]
        var spans = 0
        for event in TextEvent.events(of: text) {
            switch event {
            case .literal(let string): output += XMLEscape.text(string)
            case .placeholder(let name):
                let number = unit.placeholder(named: name)?.position ?? 0
                let count = repeats[name, default: 0] + 1
                repeats[name] = count
                let id = "p\(number)" + (count > 1 ? ".\(count)" : "")
                let written = XMLText.attribute("{\(name)}")
                output += version == .v1_2 ? "<x id=\"\(id)\" ctype=\"x-placeholder\" equiv-text=\(written)/>" : "<ph id=\"\(id)\" equiv=\(written) disp=\(written)/>"
            case .open(let style):
                spans += 1
                output += version == .v1_2
                    ? "<g id=\"h\(spans)\" ctype=\(XMLText.attribute("x-dialogc-" + style))>"
                    : "<pc id=\"h\(spans)\" type=\"fmt\" subType=\(XMLText.attribute("dialogc:" + style))>"
            case .close: output += version == .v1_2 ? "</g>" : "</pc>"
            }
        }
        return output
    }
}

/// XML text made line by line, two spaces per level.
struct XMLText {
    var text = ""

    mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    /// A quoted attribute value (`XMLEscape.attribute`).
    static func attribute(_ string: String) -> String {
        "\"" + XMLEscape.attribute(string) + "\""
    }
}
