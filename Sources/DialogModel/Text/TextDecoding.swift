import DialogDiagnostics
import DialogJSON

extension DecodingContext {
    /// Reads a Text (docs/format/spec.md): a string, the default locale's text, or an object
    /// mapping locale codes to strings, `{"ko": "…", "en": "…"}`, or to plurals,
    /// `{"en": {"plural": "count", "one": "…", "other": "…"}}`.
    ///
    /// Every string's markup is parsed and every markup problem reported at its place inside
    /// the string literal (`markup`, or `invalid-identifier` for a placeholder name). Bad
    /// locale codes and non-string values are reported and left out. The result is nil only
    /// when nothing usable is left: the value is neither a string nor an object, or has no
    /// valid entry. `what` names the text in messages, e.g. "'title'".
    public func decodeText(_ value: JSONValue, at pointer: JSONPointer, what: String) -> LocalizedText? {
        switch value.kind {
        case .string(let string):
            let entry = LocalizedText.Entry(locale: nil, text: parseMarkup(string, literal: value.range), range: value.range)
            return LocalizedText(entries: [entry], range: value.range, pointer: pointer)
        case .object(let members):
            return decodeLocaleMap(members, value: value, at: pointer, what: what)
        default:
            reportTypeMismatch(value, expected: TextDecodingMessage.expectedText, what: what)
            return nil
        }
    }

    private func decodeLocaleMap(
        _ members: [JSONMember], value: JSONValue, at pointer: JSONPointer, what: String
    ) -> LocalizedText? {
        let localeMembers = members.filter { !ObjectReader.ignoredKeys.contains($0.key) }
        guard !localeMembers.isEmpty else {
            report(.invalidValue, TextDecodingMessage.emptyLocaleMap(what: what), at: value.range)
            return nil
        }
        var entries: [LocalizedText.Entry] = []
        // With a duplicate key (reported by the parser) the last one wins, as in
        // ObjectReader: the positions of earlier ones are dropped at the end. Up to
        // `FirstPositions.searchedKeys` entries, the earlier one is searched for; past
        // that, looked up by locale, so that thousands of locales are not each a search.
        var replaced: [Int] = []
        var positions: [String: Int] = [:]
        // Each locale as first written, by its lower-case spelling: `ko-kr` after `ko-KR`.
        var spellings: [String: Located<String>] = [:]
        for member in localeMembers {
            let memberPointer = pointer.appending(member.key)
            let isValidLocale = LocaleCode.isValid(member.key)
            if !isValidLocale {
                LocaleCode.reportInvalid(member.key, at: member.keyRange, in: self)
            }
            let text: DialogText
            var plural: LocalizedText.Plural?
            if case .object = member.value.kind {
                // Forms are checked even under a bad locale code, as strings are below.
                guard let decoded = decodePlural(member.value, at: memberPointer, what: TextDecodingMessage.localeText(member.key, of: what)) else {
                    continue
                }
                (text, plural) = decoded
            } else {
                guard let string = self.string(member.value, at: memberPointer, what: TextDecodingMessage.localeText(member.key, of: what)) else {
                    continue
                }
                // Markup is checked even under a bad locale code, so one run shows every problem.
                text = parseMarkup(string.value, literal: member.value.range)
            }
            guard isValidLocale else { continue }
            let locale = Located(member.key, range: member.keyRange, pointer: memberPointer)
            let lowered = member.key.lowercased()
            if let first = spellings[lowered], first.value != member.key {
                reportOtherCase(locale, first: first, what: what)
                continue
            }
            if spellings[lowered] == nil { spellings[lowered] = locale }
            let earlier = positions.isEmpty ? entries.lastIndex { $0.locale?.value == member.key } : positions[member.key]
            if let earlier { replaced.append(earlier) }
            entries.append(LocalizedText.Entry(locale: locale, text: text, range: member.value.range, plural: plural))
            if !positions.isEmpty {
                positions[member.key] = entries.count - 1
            } else if entries.count > FirstPositions<String>.searchedKeys {
                for (position, entry) in entries.enumerated() { positions[entry.locale?.value ?? ""] = position }
            }
        }
        if !replaced.isEmpty {
            let dropped = Set(replaced)
            entries = entries.indices.filter { !dropped.contains($0) }.map { entries[$0] }
        }
        guard !entries.isEmpty else { return nil }
        return LocalizedText(entries: entries, range: value.range, pointer: pointer)
    }

    /// `duplicate-key` at a locale that differs from an earlier one of the text only in case:
    /// the same locale to every lookup, so one of the two would never be shown.
    private func reportOtherCase(_ locale: Located<String>, first: Located<String>, what: String) {
        let notes = [
            note(LocaleCodeMessage.firstWritten(first.value), at: first.range),
            Diagnostic.Note(DecodeMessage.didYouMean(LocaleCode.canonicalCase(first.value))),
        ]
        report(.duplicateKey, LocaleCodeMessage.differsOnlyInCase(locale.value, first: first.value, in: "one of the two texts of \(what)"), at: locale.range, notes: notes)
    }

    /// Reads a plural, `{"plural": "count", "one": "…", "other": "…"}`: the selector and a
    /// string per CLDR category, `other` required. A form of a plural may itself be a plural
    /// on a second parameter (`outer` is then the first one's selector): one level deep, on
    /// another parameter than the first, the same one in every form. Whether a selector is a
    /// declared `Int` parameter is checked once the spec's parameters are known
    /// (`SpecDecoder`). Nil, with the problem reported, when the selector or the `other`
    /// form is unusable.
    private func decodePlural(
        _ value: JSONValue, at pointer: JSONPointer, what: String, outer: Located<String>? = nil
    ) -> (DialogText, LocalizedText.Plural)? {
        let keys = ["plural"] + PluralCategory.allCases.map(\.rawValue)
        guard let reader = ObjectReader(value, at: pointer, what: what, keys: keys, context: self) else { return nil }
        let selector = reader.required("plural").flatMap { selectorValue -> Located<String>? in
            self.string(selectorValue, at: reader.pointer("plural"), what: TextDecodingMessage.selector(of: what))
        }
        if let outer, let selector, selector.value == outer.value {
            report(.invalidValue, TextDecodingMessage.sameSelectorTwice(selector.value, of: what), at: selector.range,
                   notes: [note(TextDecodingMessage.outerSelector(outer.value), at: outer.range)])
            return nil
        }
        var forms: [LocalizedText.Plural.Form] = []
        var nestedSelector: Located<String>?
        for member in ObjectReader.lastOccurrences(reader.entries) {
            guard let category = PluralCategory(rawValue: member.key) else { continue }
            let formPointer = pointer.appending(member.key)
            let formWhat = TextDecodingMessage.form(member.key, of: what)
            let located = Located(category, range: member.keyRange, pointer: formPointer)
            if case .object = member.value.kind {
                guard outer == nil else {
                    report(.invalidValue, TextDecodingMessage.nestedTooDeep(formWhat), at: SourceRange(member.value.range.lowerBound, member.value.range.lowerBound + 1))
                    continue
                }
                guard let selector, let decoded = decodePlural(member.value, at: formPointer, what: formWhat, outer: selector) else { continue }
                let (text, nested) = decoded
                if let first = nestedSelector, first.value != nested.selector.value {
                    report(.invalidValue, TextDecodingMessage.otherNestedSelector(nested.selector.value, first: first.value, of: what), at: nested.selector.range,
                           notes: [note(TextDecodingMessage.firstNestedSelector(first.value), at: first.range)])
                    continue
                }
                nestedSelector = nestedSelector ?? nested.selector
                forms.append(LocalizedText.Plural.Form(category: located, text: text, range: member.value.range, nested: nested))
                continue
            }
            guard let string = self.string(member.value, at: formPointer, what: formWhat) else { continue }
            let text = parseMarkup(string.value, literal: member.value.range)
            forms.append(LocalizedText.Plural.Form(category: located, text: text, range: member.value.range))
        }
        guard let other = forms.first(where: { $0.category.value == .other }) else {
            if reader["other"] == nil {
                report(.missingKey, TextDecodingMessage.missingOther(of: what), at: SourceRange(value.range.lowerBound, value.range.lowerBound + 1))
            }
            return nil
        }
        guard let selector else { return nil }
        return (other.text, LocalizedText.Plural(selector: selector, forms: forms))
    }

    /// Parses one string's markup and reports its problems at their bytes in the file.
    private func parseMarkup(_ string: String, literal: SourceRange) -> DialogText {
        let (text, problems) = TextMarkupParser.parse(string)
        var map = StringLiteralMap(literal: literal, in: file)
        for problem in problems {
            let range = map.byteRange(ofScalars: problem.scalarRange)
            let rule: RuleID = switch problem.kind {
            case .markup: .markup
            case .invalidPlaceholderName: .invalidIdentifier
            }
            report(rule, problem.message, at: range)
        }
        return text
    }
}

/// The wording of text decoding problems.
enum TextDecodingMessage {
    static let expectedText = "a string or an object mapping locale codes to strings"

    static func emptyLocaleMap(what: String) -> String {
        "\(what) has no locales; map at least one locale code to a string, as in {\"en\": \"…\"}, or write a plain string"
    }

    static func selector(of what: String) -> String {
        "'plural' of \(what)"
    }

    static func form(_ category: String, of what: String) -> String {
        "the '\(category)' form of \(what)"
    }

    static func missingOther(of what: String) -> String {
        "\(what) is a plural without an 'other' form; add \"other\": the form for every count no other category takes"
    }

    static func nestedTooDeep(_ what: String) -> String {
        "\(what) is a plural inside a plural form; a text varies by two plural parameters at most: make this form a string per category"
    }

    static func sameSelectorTwice(_ name: String, of what: String) -> String {
        "\(what) varies by {\(name)} again inside a plural on {\(name)}; a form of a plural can vary by a second Int parameter only: name another one, or write the form as a string"
    }

    static func outerSelector(_ name: String) -> String {
        "the outer plural varies by {\(name)} here"
    }

    static func otherNestedSelector(_ name: String, first: String, of what: String) -> String {
        "a form of \(what) varies by {\(name)}, another by {\(first)}; the nested plurals of a text vary by the same second parameter: use {\(first)} here"
    }

    static func firstNestedSelector(_ name: String) -> String {
        "{\(name)} is chosen here first"
    }

    static func localeText(_ locale: String, of what: String) -> String {
        "the '\(locale)' text of \(what)"
    }
}
