import DialogDiagnostics
import DialogJSON

/// The `buttons` array (docs/format/spec.md, "Buttons").
extension SpecDecoder {
    /// The keys of a button, in the order of docs/format/spec.md.
    public static let buttonKeys = [
        "id", "title", "role", "action", "payload", "style", "enabled", "dismisses", "haptic", "async",
        "accessibility", "lint",
    ]

    /// The decodable buttons; empty when `buttons` is missing, not an array, empty, or none
    /// of its entries can be decoded (each of those is reported).
    static func decodeButtons(_ root: ObjectReader, names: inout SpecNames) -> [DialogButton] {
        let context = root.context
        guard let value = root.required("buttons"), let elements = context.array(value, what: "'buttons'") else { return [] }
        if elements.isEmpty {
            context.report(.invalidValue, SpecMessage.noButtons, at: value.range)
            return []
        }
        var buttons: [DialogButton] = []
        for (index, element) in elements.enumerated() {
            let pointer = root.pointer("buttons").appending(index)
            if let button = decodeButton(element, at: pointer, index: index, names: &names, context: context) {
                buttons.append(button)
            }
        }
        return buttons
    }

    static func decodeButton(
        _ value: JSONValue, at pointer: JSONPointer, index: Int, names: inout SpecNames, context: DecodingContext
    ) -> DialogButton? {
        // Name the button by its id in messages when it has a readable one.
        let writtenID = value.objectMembers?.last { $0.key == "id" }?.value.stringValue
        let what = writtenID.map { "button '\($0)'" } ?? "button \(index + 1)"
        guard let button = ObjectReader(value, at: pointer, what: what, keys: buttonKeys, context: context) else {
            return nil
        }
        let id = button.required("id").flatMap { context.string($0, at: button.pointer("id"), what: "'id'") }
        let title = button.required("title").flatMap { context.decodeText($0, at: button.pointer("title"), what: "'title'") }
        let role = Defaulted(
            button.enumeration(
                "role", ["primary": ButtonRole.primary, "secondary": .secondary, "cancel": .cancel, "destructive": .destructive]),
            default: .secondary)
        let action = button.string("action")
        let payload = button.string("payload")
        let style = button["style"].flatMap { context.styleValue($0, at: button.pointer("style"), what: "the button 'style'", kind: .group) }
        let haptic = Defaulted(
            button.enumeration(
                "haptic",
                [
                    "none": Haptic.none, "light": .light, "medium": .medium, "heavy": .heavy, "success": .success,
                    "warning": .warning, "error": .error,
                ]),
            default: .none)
        let enabled = Defaulted(button.bool("enabled"), default: true)
        let dismisses = Defaulted(button.bool("dismisses"), default: true)
        let isAsync = Defaulted(button.bool("async"), default: false)
        let accessibility = decodeButtonAccessibility(button)
        names.buttons.append(SpecNames.ButtonNames(id: id, action: action, payload: payload))

        guard let id, let title else { return nil }
        return DialogButton(.init(
            id: id, title: title, role: role, action: Defaulted(action, default: id.value), payload: payload,
            style: Defaulted(style, default: .token(path: ButtonRole.defaultStyleGroup(for: role.value))),
            enabled: enabled, dismisses: dismisses, haptic: haptic, isAsync: isAsync, accessibility: accessibility,
            range: value.range, pointer: pointer))
    }

    static func decodeButtonAccessibility(_ button: ObjectReader) -> ButtonAccessibility {
        guard let accessibility = button.object("accessibility", what: "the button's 'accessibility'", keys: ["identifier", "label", "hint", "success", "failure"])
        else { return ButtonAccessibility() }
        return ButtonAccessibility(
            identifier: accessibility.string("identifier"), label: SpecDecoder.decodeText(accessibility, "label"),
            hint: SpecDecoder.decodeText(accessibility, "hint"), success: SpecDecoder.decodeText(accessibility, "success"),
            failure: SpecDecoder.decodeText(accessibility, "failure"))
    }
}

// MARK: Wording

extension SpecMessage {
    static let noButtons =
        "'buttons' is empty; a dialog needs at least one button, such as {\"id\": \"close\", \"title\": \"Close\", \"role\": \"cancel\"}"
}
