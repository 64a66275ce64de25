import DialogDiagnostics
import DialogJSON

/// The `content` array (docs/format/spec.md, "Content elements").
extension SpecDecoder {
    static func decodeContent(_ root: ObjectReader, names: inout SpecNames) -> [ContentElement] {
        guard let value = root["content"], let elements = root.context.array(value, what: "'content'") else { return [] }
        var content: [ContentElement] = []
        for (index, element) in elements.enumerated() {
            let pointer = root.pointer("content").appending(index)
            if let decoded = decodeElement(element, at: pointer, index: index, names: &names, context: root.context) {
                content.append(decoded)
            }
        }
        return content
    }

    static func decodeElement(
        _ value: JSONValue, at pointer: JSONPointer, index: Int, names: inout SpecNames, context: DecodingContext
    ) -> ContentElement? {
        // The keys depend on the type. When the type is missing or unknown (reported below),
        // the keys of every type are allowed, so only keys no element has are unknown.
        let writtenType = value.objectMembers?.last { $0.key == "type" }?.value.stringValue
        let knownType = writtenType.flatMap(ContentElementType.init(rawValue:))
        let keys = knownType?.keys ?? allElementKeys
        let writtenID = value.objectMembers?.last { $0.key == "id" }?.value.stringValue
        let what = writtenID.map { "element '\($0)'" } ?? "content element \(index + 1)"
        guard let element = ObjectReader(value, at: pointer, what: what, keys: keys, context: context) else { return nil }

        let type = element.required("type").flatMap {
            context.enumeration(
                $0, at: element.pointer("type"), what: "the element 'type'",
                allowed: ["textField": ContentElementType.textField, "checkbox": .checkbox, "slot": .slot])
        }
        let id = element.required("id").flatMap { context.string($0, at: element.pointer("id"), what: "'id'") }
        if let id { names.elementIDs.append(id) }
        guard let type, let kind = decodeElementKind(type.value, element) else { return nil }
        guard let id else { return nil }
        return ContentElement(id: id, type: type, kind: kind, range: value.range, pointer: pointer)
    }

    static func decodeElementKind(_ type: ContentElementType, _ element: ObjectReader) -> ContentElement.Kind? {
        let context = element.context
        switch type {
        case .textField:
            let placeholder = decodeText(element, "placeholder")
            let keyboard = element.enumeration("keyboard", ["default": KeyboardType.default, "email": .email, "number": .number])
            return .textField(placeholder: placeholder, keyboard: Defaulted(keyboard, default: .default))
        case .checkbox:
            // A checkbox without a label cannot be understood, by people or by VoiceOver.
            let title = element.required("title").flatMap { context.decodeText($0, at: element.pointer("title"), what: "'title'") }
            let checked = Defaulted(element.bool("checked"), default: false)
            return title.map { .checkbox(title: $0, checked: checked) }
        case .slot:
            return .slot
        }
    }

    /// Every key some element type has, in a stable order.
    static let allElementKeys: [String] = ContentElementType.allCases.flatMap(\.keys).reduce(into: []) { keys, key in
        if !keys.contains(key) { keys.append(key) }
    }
}
