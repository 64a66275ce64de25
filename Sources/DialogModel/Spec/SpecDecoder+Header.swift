import DialogDiagnostics
import DialogJSON

/// What stands above the content: highlights, parameters and the icon.
extension SpecDecoder {
    static func decodeHighlights(_ root: ObjectReader) -> [Highlight] {
        let context = root.context
        guard let value = root["highlights"], let elements = context.array(value, what: "'highlights'") else { return [] }
        return elements.enumerated().compactMap { index, element in
            let pointer = root.pointer("highlights").appending(index)
            guard let entry = ObjectReader(element, at: pointer, what: "highlight \(index + 1)", keys: ["text", "style"], context: context)
            else { return nil }
            let text = entry.required("text").flatMap { context.decodeText($0, at: entry.pointer("text"), what: "'text'") }
            let style = entry.required("style").flatMap { context.string($0, at: entry.pointer("style"), what: "'style'") }
            if let style, !isValidHighlightStyle(style.value) {
                context.report(.invalidValue, SpecMessage.invalidHighlightStyle(style.value), at: style.range)
                return nil
            }
            guard let text, let style else { return nil }
            return Highlight(text: text, style: style, pointer: pointer)
        }
    }

    /// `^[A-Za-z][A-Za-z0-9_-]*$`: one token name, the `<name>` of `highlight.<name>`.
    public static func isValidHighlightStyle(_ name: String) -> Bool {
        HighlightStyleName.isValid(name)
    }

    static func decodeParameters(_ root: ObjectReader, names: inout SpecNames) -> [Parameter] {
        let context = root.context
        guard let value = root["parameters"] else { return [] }
        guard let members = value.objectMembers else {
            context.reportTypeMismatch(value, expected: "an object mapping names to types", what: "'parameters'")
            return []
        }
        return ObjectReader.lastOccurrences(members).compactMap { member in
            let pointer = root.pointer("parameters").appending(member.key)
            let name = Located(member.key, range: member.keyRange, pointer: pointer)
            names.parameterNames.append(name)
            guard case .object = member.value.kind else {
                return parameterType(member.value, at: pointer, name: member.key, context: context).map { Parameter(name: name, type: $0) }
            }
            return decodeParameterObject(member.value, at: pointer, name: name, context: context)
        }
    }

    static let parameterTypes: KeyValuePairs<String, ParameterType> = ["String": .string, "Int": .int, "Double": .double]

    private static func parameterType(_ value: JSONValue, at pointer: JSONPointer, name: String, context: DecodingContext) -> Located<ParameterType>? {
        if case .string = value.kind {
            return context.enumeration(value, at: pointer, what: "the type of parameter '\(name)'", allowed: parameterTypes)
        }
        context.reportTypeMismatch(value, expected: SpecMessage.parameterExpected, what: "parameter '\(name)'")
        return nil
    }

    /// The long form, `{"type": "String", "example": "…", "maxLength": 40}`: every problem
    /// is reported; nil only when the type is unusable (as in the short form).
    private static func decodeParameterObject(_ value: JSONValue, at pointer: JSONPointer, name: Located<String>, context: DecodingContext) -> Parameter? {
        let what = "parameter '\(name.value)'"
        guard let reader = ObjectReader(value, at: pointer, what: what, keys: ["type", "example", "maxLength"], context: context) else { return nil }
        let type = reader.required("type").flatMap {
            context.enumeration($0, at: reader.pointer("type"), what: "the type of \(what)", allowed: parameterTypes)
        }
        let maxLength = reader["maxLength"].flatMap { decodeMaxLength($0, at: reader.pointer("maxLength"), what: what, context: context) }
        // An example is read against the declared type; with an unusable type (reported),
        // any string or number passes, so that one mistake is not reported twice.
        var example = reader["example"].flatMap {
            decodeExample($0, at: reader.pointer("example"), type: type?.value, what: what, context: context)
        }
        if let limit = maxLength, let entries = example?.entries {
            let kept = entries.filter { entry in
                let length = entry.value.value.count
                guard length > limit.value else { return true }
                context.report(
                    .invalidValue, SpecMessage.exampleTooLong(what: what, length: length, maxLength: limit.value), at: entry.value.range,
                    notes: [context.note(SpecMessage.maxLengthSetHere, at: limit.range)])
                return false
            }
            example = kept.isEmpty ? nil : ParameterExample(entries: kept)
        }
        return type.map { Parameter(name: name, type: $0, example: example, maxLength: maxLength) }
    }

    private static func decodeMaxLength(_ value: JSONValue, at pointer: JSONPointer, what: String, context: DecodingContext) -> Located<Int>? {
        guard case .number(let number) = value.kind, let integer = number.integer else {
            context.reportTypeMismatch(value, expected: "a whole number", what: "'maxLength' of \(what)")
            return nil
        }
        guard (1...Int64(ValueLimits.maxLength)).contains(integer) else {
            context.report(.invalidValue, SpecMessage.maxLengthOutOfRange(what: what, value: integer), at: value.range)
            return nil
        }
        return Located(Int(integer), range: value.range, pointer: pointer)
    }

    /// An example: a value for every locale, or a map of locale codes to values; a value is
    /// a string (the value as the app shows it), or for an `Int` a whole number and for a
    /// `Double` a number, measured as written.
    private static func decodeExample(
        _ value: JSONValue, at pointer: JSONPointer, type: ParameterType?, what: String, context: DecodingContext
    ) -> ParameterExample? {
        guard case .object(let members) = value.kind else {
            return exampleValue(value, at: pointer, type: type, what: "the example of \(what)", context: context).map {
                ParameterExample(entries: [.init(locale: nil, value: $0)])
            }
        }
        let locales = ObjectReader.lastOccurrences(members)
        guard !locales.isEmpty else {
            context.report(.invalidValue, SpecMessage.emptyExampleMap(what: what), at: value.range)
            return nil
        }
        let entries = locales.compactMap { member -> ParameterExample.Entry? in
            let isValid = LocaleCode.isValid(member.key)
            if !isValid { LocaleCode.reportInvalid(member.key, at: member.keyRange, in: context) }
            let memberPointer = pointer.appending(member.key)
            guard let example = exampleValue(member.value, at: memberPointer, type: type, what: "the '\(member.key)' example of \(what)", context: context),
                isValid
            else { return nil }
            return ParameterExample.Entry(locale: Located(member.key, range: member.keyRange, pointer: memberPointer), value: example)
        }
        return entries.isEmpty ? nil : ParameterExample(entries: entries)
    }

    private static func exampleValue(
        _ value: JSONValue, at pointer: JSONPointer, type: ParameterType?, what: String, context: DecodingContext
    ) -> Located<String>? {
        switch value.kind {
        case .string(let string):
            if string.isEmpty {
                context.report(.invalidValue, SpecMessage.emptyExample(what: what), at: value.range)
                return nil
            }
            if let control = string.unicodeScalars.first(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
                context.report(.invalidValue, SpecMessage.exampleHasControl(what: what, scalar: control), at: value.range)
                return nil
            }
            return Located(string, range: value.range, pointer: pointer)
        case .number(let number) where type == .int ? number.isInteger : type != .string && number.double.isFinite:
            let written = String(decoding: context.file.bytes[value.range.lowerBound..<value.range.upperBound], as: UTF8.self)
            return Located(written, range: value.range, pointer: pointer)
        default:
            context.reportTypeMismatch(value, expected: SpecMessage.exampleExpected(type), what: what)
            return nil
        }
    }

    static func decodeIcon(_ root: ObjectReader) -> Icon? {
        let context = root.context
        guard let icon = root.object("icon", what: "'icon'", keys: ["symbol", "asset"]) else { return nil }
        let symbol = icon.string("symbol")
        let asset = icon.string("asset")
        if let symbolMember = icon.member("symbol"), let assetMember = icon.member("asset") {
            let later = symbolMember.keyRange.lowerBound > assetMember.keyRange.lowerBound ? symbolMember : assetMember
            context.report(.invalidValue, SpecMessage.iconHasBoth, at: later.keyRange)
            return nil
        }
        if icon.member("symbol") == nil, icon.member("asset") == nil {
            context.report(.missingKey, SpecMessage.iconNeedsName, at: openingBrace(of: icon.value))
            return nil
        }
        for name in [symbol, asset].compactMap(\.self) where name.value.isEmpty {
            context.report(.invalidValue, SpecMessage.emptyIconName, at: name.range)
            return nil
        }
        if let symbol { return .symbol(symbol) }
        return asset.map { .asset($0) }
    }
}

// MARK: Wording

extension SpecMessage {
    static func invalidHighlightStyle(_ name: String) -> String {
        let hint = name.hasPrefix("highlight.") ? "; write '\(name.dropFirst("highlight.".count))' for the token '\(name)'" : ", such as 'accent' for the token 'highlight.accent'"
        return "highlight style '\(name)' must be a style name of a lower-case letter followed by letters and digits, as in '<accent>' markup\(hint)"
    }

    static let iconHasBoth = "'icon' has both 'symbol' and 'asset'; keep the one the dialog shows"

    static let iconNeedsName =
        "'icon' needs 'symbol' (an SF Symbol name) or 'asset' (an asset catalog image name)"

    static let parameterExpected = #"a type ("String", "Int" or "Double") or an object such as {"type": "String", "example": "…", "maxLength": 40}"#

    static func exampleExpected(_ type: ParameterType?) -> String {
        switch type {
        case nil: "a string or a number, or an object mapping locale codes to such values"
        case .string?: "a string (a value as the app shows it) or an object mapping locale codes to such strings"
        case .int?: "a whole number, or a string as the app shows the number (\"12,500\")"
        case .double?: "a number, or a string as the app shows the number (\"3.75\")"
        }
    }

    static func maxLengthOutOfRange(what: String, value: Int64) -> String {
        "'maxLength' of \(what) is \(value); write the most characters the value has, from 1 to \(ValueLimits.maxLength), or remove 'maxLength'"
    }

    static func exampleTooLong(what: String, length: Int, maxLength: Int) -> String {
        "the example of \(what) has \(length) characters, more than its 'maxLength' of \(maxLength); shorten the example or raise 'maxLength'"
    }

    static let maxLengthSetHere = "'maxLength' is set here"

    static func emptyExample(what: String) -> String {
        "\(what) is empty and measures nothing; write a typical value, or remove it"
    }

    static func emptyExampleMap(what: String) -> String {
        "the example of \(what) maps no locale; write one string for every locale, or an example per locale code"
    }

    static func exampleHasControl(what: String, scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        let name = scalar == "\n" ? "a line break" : scalar == "\t" ? "a tab" : "the control character \(code)"
        return "\(what) holds \(name); an example is one line of plain text, as a placeholder's value is drawn"
    }

    static let emptyIconName = "the icon name is empty; write an SF Symbol or asset name, or remove 'icon'"
}
