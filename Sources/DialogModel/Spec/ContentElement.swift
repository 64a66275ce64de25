import DialogDiagnostics
import DialogJSON

/// One entry of `content`: an element between the texts and the buttons.
public struct ContentElement: Sendable, Hashable {
    /// What the element is, with what only that type has.
    public enum Kind: Sendable, Hashable {
        /// A text input.
        case textField(placeholder: LocalizedText?, keyboard: Defaulted<KeyboardType>)
        /// A labelled toggle; `checked` is the initial state (default false).
        case checkbox(title: LocalizedText, checked: Defaulted<Bool>)
        /// A custom view the caller supplies in generated code.
        case slot
    }

    /// A Swift identifier, unique among the dialog's elements and buttons.
    public var id: Located<String>
    /// The `type` as written.
    public var type: Located<ContentElementType>
    public var kind: Kind
    /// The element object, `{` to `}`.
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(id: Located<String>, type: Located<ContentElementType>, kind: Kind, range: SourceRange, pointer: JSONPointer) {
        self.id = id
        self.type = type
        self.kind = kind
        self.range = range
        self.pointer = pointer
    }
}

/// The `type` of a content element.
public enum ContentElementType: String, Sendable, Hashable, CaseIterable {
    case textField
    case checkbox
    case slot

    /// The keys an element of this type may have.
    public var keys: [String] {
        switch self {
        case .textField: ["type", "id", "placeholder", "keyboard", "lint"]
        case .checkbox: ["type", "id", "title", "checked", "lint"]
        case .slot: ["type", "id", "lint"]
        }
    }
}

/// The keyboard a text field shows.
public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
    case `default`
    case email
    case number
}
