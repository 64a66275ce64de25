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
            let type = context.enumeration(
                member.value, at: pointer, what: "the type of parameter '\(member.key)'",
                allowed: ["String": ParameterType.string, "Int": .int, "Double": .double])
            return type.map { Parameter(name: name, type: $0) }
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

    static let emptyIconName = "the icon name is empty; write an SF Symbol or asset name, or remove 'icon'"
}
