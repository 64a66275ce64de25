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
    /// The button's or element's id, or the highlight's number from 1, that `name` quotes.
    public var owner: String
    public var text: LocalizedText

    /// The text in words, for messages: "the title", "the title of button 'delete'".
    /// (Worded when a finding asks: the text rules list the texts per spec, and most find
    /// nothing.)
    public var name: String {
        switch field {
        case .title: "the title"
        case .message: "the message"
        case .highlight: "highlight \(owner)"
        case .textFieldPlaceholder: "the placeholder of text field '\(owner)'"
        case .checkboxTitle: "the title of checkbox '\(owner)'"
        case .buttonTitle: "the title of button '\(owner)'"
        }
    }

    /// Every string of the text, each plural form on its own: what a rule that judges each
    /// string iterates, so that plural forms are checked like any string.
    public var forms: [TextForm] { text.forms }

    public init(field: Field, owner: String = "", text: LocalizedText) {
        self.field = field
        self.owner = owner
        self.text = text
    }
}

extension DialogSpec {
    /// Every text of the spec, in document order of docs/format/spec.md: title, message, highlights,
    /// content elements, buttons.
    public var texts: [SpecText] {
        var texts: [SpecText] = []
        if let title { texts.append(SpecText(field: .title, text: title)) }
        if let message { texts.append(SpecText(field: .message, text: message)) }
        for (index, highlight) in highlights.enumerated() {
            texts.append(SpecText(field: .highlight, owner: String(index + 1), text: highlight.text))
        }
        for element in content {
            switch element.kind {
            case .textField(let placeholder, _):
                if let placeholder {
                    texts.append(SpecText(field: .textFieldPlaceholder, owner: element.id.value, text: placeholder))
                }
            case .checkbox(let title, _):
                texts.append(SpecText(field: .checkboxTitle, owner: element.id.value, text: title))
            case .slot:
                break
            }
        }
        for button in buttons {
            texts.append(SpecText(field: .buttonTitle, owner: button.id.value, text: button.title))
        }
        return texts
    }
}
