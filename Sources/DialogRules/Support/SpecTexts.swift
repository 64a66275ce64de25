import DialogModel

/// One text of a spec with what it is, so text rules can treat every text alike and still
/// name it in messages ("the title of button 'delete'").
public struct SpecText: Sendable {
    /// Which field of the spec the text fills.
    public enum Field: Sendable, Hashable {
        case title
        case message
        case buttonTitle
        case highlight
        case checkboxTitle
        case textFieldPlaceholder
    }

    public var field: Field
    /// The text in words, for messages: "the title", "the title of button 'delete'".
    public var name: String
    public var text: LocalizedText

    public init(field: Field, name: String, text: LocalizedText) {
        self.field = field
        self.name = name
        self.text = text
    }
}

extension DialogSpec {
    /// Every text of the spec, in document order of FORMAT.md: title, message, highlights,
    /// content elements, buttons.
    public var texts: [SpecText] {
        var texts: [SpecText] = []
        if let title { texts.append(SpecText(field: .title, name: "the title", text: title)) }
        if let message { texts.append(SpecText(field: .message, name: "the message", text: message)) }
        for (index, highlight) in highlights.enumerated() {
            texts.append(SpecText(field: .highlight, name: "highlight \(index + 1)", text: highlight.text))
        }
        for element in content {
            switch element.kind {
            case .textField(let placeholder, _):
                if let placeholder {
                    texts.append(SpecText(field: .textFieldPlaceholder, name: "the placeholder of text field '\(element.id.value)'", text: placeholder))
                }
            case .checkbox(let title, _):
                texts.append(SpecText(field: .checkboxTitle, name: "the title of checkbox '\(element.id.value)'", text: title))
            case .slot:
                break
            }
        }
        for button in buttons {
            texts.append(SpecText(field: .buttonTitle, name: "the title of button '\(button.id.value)'", text: button.title))
        }
        return texts
    }
}
