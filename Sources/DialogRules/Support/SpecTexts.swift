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
    /// Every text a user sees (accessibility texts aside), from the spec's
    /// `SpecTextInventory`, in its order.
    public var texts: [SpecText] {
        var texts: [SpecText] = []
        textInventory.forEach { key, text in
            if let field = SpecText.field(of: key) { texts.append(SpecText(field: field.field, owner: field.owner, text: text)) }
        }
        return texts
    }
}

extension SpecText {
    /// The field and owner of a text the rules judge; nil for a text only VoiceOver speaks.
    static func field(of key: TextKey) -> (field: Field, owner: String)? {
        switch key {
        case .title: (.title, "")
        case .message: (.message, "")
        case .highlight(let index): (.highlight, String(index + 1))
        case .buttonTitle(let id): (.buttonTitle, id)
        case .fieldPlaceholder(let id): (.textFieldPlaceholder, id)
        case .checkboxTitle(let id): (.checkboxTitle, id)
        case .buttonAccessibilityLabel, .buttonAccessibilityHint, .buttonAccessibilitySuccess, .buttonAccessibilityFailure: nil
        }
    }
}
