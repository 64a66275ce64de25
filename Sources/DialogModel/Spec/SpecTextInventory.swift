/// Which text of a spec: one case per JSON path of the spec that holds a `LocalizedText`.
/// A plural form is a variation of the same text, never a key of its own (docs/DECISIONS.md).
///
/// Every reader of a spec's texts names them by this key: the text rules, the strings
/// export and import (`path` is the part of a unit's key after the dialog id), and the text
/// table of generated code. A new text is a case here and a line in `SpecTextInventory`;
/// the switches over the key then say what each reader calls it.
public enum TextKey: Sendable, Hashable {
    case title
    case message
    /// The `text` of the `highlights` entry at this index (from 0).
    case highlight(Int)
    case buttonTitle(button: String)
    case buttonAccessibilityLabel(button: String)
    case buttonAccessibilityHint(button: String)
    case buttonAccessibilitySuccess(button: String)
    case buttonAccessibilityFailure(button: String)
    /// A text field's `placeholder`.
    case fieldPlaceholder(element: String)
    case checkboxTitle(element: String)

    /// The text's place in the spec, `button.delete.accessibility.label`: the part of a
    /// translation unit's key after the dialog id.
    public var path: String {
        switch self {
        case .title: "title"
        case .message: "message"
        case .highlight(let index): "highlight.\(index).text"
        case .buttonTitle(let id): "button.\(id).title"
        case .buttonAccessibilityLabel(let id): "button.\(id).accessibility.label"
        case .buttonAccessibilityHint(let id): "button.\(id).accessibility.hint"
        case .buttonAccessibilitySuccess(let id): "button.\(id).accessibility.success"
        case .buttonAccessibilityFailure(let id): "button.\(id).accessibility.failure"
        case .fieldPlaceholder(let id): "content.\(id).placeholder"
        case .checkboxTitle(let id): "content.\(id).title"
        }
    }

    /// Whether only VoiceOver speaks the text (a button's accessibility label, hint or
    /// announcement): nobody sees it, so it is never laid out.
    public var isSpokenOnly: Bool { spoken != nil }

    /// For a text only VoiceOver speaks, its button's id and its key under the button's
    /// `accessibility` (`label`, `hint`, `success`, `failure`); nil for any other text.
    public var spoken: (button: String, key: String)? {
        switch self {
        case .buttonAccessibilityLabel(let id): (id, "label")
        case .buttonAccessibilityHint(let id): (id, "hint")
        case .buttonAccessibilitySuccess(let id): (id, "success")
        case .buttonAccessibilityFailure(let id): (id, "failure")
        case .title, .message, .highlight, .buttonTitle, .fieldPlaceholder, .checkboxTitle: nil
        }
    }
}

/// The one list of a spec's texts, each with its `TextKey`, in spec order: title, message,
/// highlights, each button's title then its accessibility label, hint, success and failure
/// announcements, then the content's placeholders and checkbox titles.
///
/// Built from the parts of a spec rather than from a `DialogSpec`, so the decoder walks the
/// same list before a spec exists (placeholder names, plural selectors). Walked in place
/// (`forEach`) rather than copied into an array, since every spec is walked.
public struct SpecTextInventory {
    var title: LocalizedText?
    var message: LocalizedText?
    var highlights: [Highlight] = []
    var buttons: [DialogButton] = []
    var content: [ContentElement] = []

    /// Calls `body` with every text of the spec and its key, in spec order.
    public func forEach(_ body: (TextKey, LocalizedText) -> Void) {
        if let title { body(.title, title) }
        if let message { body(.message, message) }
        for (index, highlight) in highlights.enumerated() { body(.highlight(index), highlight.text) }
        for button in buttons {
            let id = button.id.value
            body(.buttonTitle(button: id), button.title)
            if let label = button.accessibility.label { body(.buttonAccessibilityLabel(button: id), label) }
            if let hint = button.accessibility.hint { body(.buttonAccessibilityHint(button: id), hint) }
            if let success = button.accessibility.success { body(.buttonAccessibilitySuccess(button: id), success) }
            if let failure = button.accessibility.failure { body(.buttonAccessibilityFailure(button: id), failure) }
        }
        for element in content {
            switch element.kind {
            case .textField(let placeholder, _): if let placeholder { body(.fieldPlaceholder(element: element.id.value), placeholder) }
            case .checkbox(let title, _): body(.checkboxTitle(element: element.id.value), title)
            case .slot: break
            }
        }
    }

    /// Every text with its key, in the order of `forEach`.
    public var all: [(key: TextKey, text: LocalizedText)] {
        var texts: [(key: TextKey, text: LocalizedText)] = []
        forEach { texts.append(($0, $1)) }
        return texts
    }
}

extension DialogSpec {
    /// The spec's texts (`SpecTextInventory`).
    public var textInventory: SpecTextInventory {
        SpecTextInventory(title: self.title, message: self.message, highlights: self.highlights, buttons: self.buttons, content: self.content)
    }
}
