import DialogDiagnostics
import DialogJSON

/// One decoded `*.dialog.json` (docs/format/spec.md): every value typed, defaults applied,
/// and every value a later stage may point a diagnostic at kept with its source range.
public struct DialogSpec: Sendable {
    /// The file the spec was read from, so later stages can report against it.
    public var file: SourceFile
    /// The root object, `{` to `}`.
    public var range: SourceRange

    /// The dialog id, `team.invitation`; it names the outputs.
    public var id: Located<String>
    public var description: Located<String>?
    public var tags: [Located<String>]
    public var presentation: Defaulted<Presentation>
    /// At least one of `title` and `message` is present in a decoded spec.
    public var title: LocalizedText?
    public var message: LocalizedText?
    public var highlights: [Highlight]
    /// Declared placeholder types, in source order.
    public var parameters: [Parameter]
    public var icon: Icon?
    public var content: [ContentElement]
    /// At least one button, in display order.
    public var buttons: [DialogButton]
    public var layout: ButtonLayout
    /// Overrides of dialog contract tokens, in source order.
    public var style: [StyleOverride]
    public var dim: Backdrop
    public var transition: DialogTransition
    public var accessibility: DialogAccessibility?
    public var lint: LintSettings

    public init(
        file: SourceFile, range: SourceRange, id: Located<String>, description: Located<String>? = nil,
        tags: [Located<String>] = [], presentation: Defaulted<Presentation> = Defaulted(default: .alert),
        title: LocalizedText?, message: LocalizedText?, highlights: [Highlight] = [],
        parameters: [Parameter] = [], icon: Icon? = nil, content: [ContentElement] = [],
        buttons: [DialogButton], layout: ButtonLayout = ButtonLayout(), style: [StyleOverride] = [],
        dim: Backdrop = Backdrop(), transition: DialogTransition = DialogTransition(),
        accessibility: DialogAccessibility? = nil, lint: LintSettings = LintSettings()
    ) {
        self.file = file
        self.range = range
        self.id = id
        self.description = description
        self.tags = tags
        self.presentation = presentation
        self.title = title
        self.message = message
        self.highlights = highlights
        self.parameters = parameters
        self.icon = icon
        self.content = content
        self.buttons = buttons
        self.layout = layout
        self.style = style
        self.dim = dim
        self.transition = transition
        self.accessibility = accessibility
        self.lint = lint
    }

    /// The override of a style key, if the spec writes one.
    public func style(_ name: String) -> StyleOverride? {
        style.first { $0.key.value.name == name }
    }

    /// The declared type of a placeholder; undeclared placeholders are `String`.
    public func parameterType(of name: String) -> ParameterType {
        parameters.first { $0.name.value == name }?.type.value ?? .string
    }

    /// The texts whose placeholders become properties of the generated dialog, in the order
    /// undeclared ones are added: title, message, highlights, button titles, then the content's
    /// placeholders and checkbox titles.
    public var placeholderTexts: [LocalizedText] {
        var texts: [LocalizedText] = []
        PlaceholderTexts(title: title, message: message, highlights: highlights, buttons: buttons, content: content).forEach { texts.append($0) }
        return texts
    }
}

/// The parts of a spec whose texts' placeholders become properties of the generated dialog
/// (`DialogSpec.placeholderTexts`), for the decoder too, which checks names before a spec
/// exists; walked in place rather than copied into an array, since every spec is checked.
struct PlaceholderTexts {
    var title: LocalizedText?
    var message: LocalizedText?
    var highlights: [Highlight] = []
    var buttons: [DialogButton] = []
    var content: [ContentElement] = []

    func forEach(_ body: (LocalizedText) -> Void) {
        if let title { body(title) }
        if let message { body(message) }
        for highlight in highlights { body(highlight.text) }
        for button in buttons {
            body(button.title)
            if let label = button.accessibility.label { body(label) }
            if let hint = button.accessibility.hint { body(hint) }
        }
        for element in content {
            switch element.kind {
            case .textField(let placeholder, _): if let placeholder { body(placeholder) }
            case .checkbox(let title, _): body(title)
            case .slot: break
            }
        }
    }
}

/// How the dialog is shown.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// A centered card (the default).
    case alert
    /// A bottom sheet.
    case sheet
}

/// One entry of `highlights`: a substring of the message drawn with a highlight style.
public struct Highlight: Sendable, Hashable {
    public var text: LocalizedText
    /// The highlight style name, `accent` for token `highlight.accent`.
    public var style: Located<String>
    public var pointer: JSONPointer

    public init(text: LocalizedText, style: Located<String>, pointer: JSONPointer) {
        self.text = text
        self.style = style
        self.pointer = pointer
    }
}

/// A declared placeholder type: `"teamName": "String"`.
public struct Parameter: Sendable, Hashable {
    /// The name, located at its key.
    public var name: Located<String>
    public var type: Located<ParameterType>

    public init(name: Located<String>, type: Located<ParameterType>) {
        self.name = name
        self.type = type
    }
}

/// The Swift type a placeholder's value has in generated code.
public enum ParameterType: String, Sendable, Hashable, CaseIterable {
    case string = "String"
    case int = "Int"
    case double = "Double"
}

/// The optional icon above the title.
public enum Icon: Sendable, Hashable {
    /// An SF Symbol name.
    case symbol(Located<String>)
    /// An asset catalog image name.
    case asset(Located<String>)

    public var name: Located<String> {
        switch self {
        case .symbol(let name), .asset(let name): name
        }
    }
}

/// A per-dialog override of one dialog contract token.
public struct StyleOverride: Sendable, Hashable {
    /// The key, located at the key string.
    public var key: Located<DialogStyleKey>
    public var value: Located<StyleValue>

    public init(key: Located<DialogStyleKey>, value: Located<StyleValue>) {
        self.key = key
        self.value = value
    }
}

/// The dialog's `accessibility` object.
public struct DialogAccessibility: Sendable, Hashable {
    /// The base identifier; buttons default to `<identifier>.<button id>`.
    public var identifier: Located<String>?

    public init(identifier: Located<String>? = nil) {
        self.identifier = identifier
    }
}

/// The spec's `lint` objects: the root's, and those of its buttons and content elements.
public struct LintSettings: Sendable, Hashable {
    /// Rules switched off for this spec, each a known, configurable rule: the root's
    /// `"disable": [rule id]`, whose rules do not even run for the spec.
    public var disabled: [Located<RuleID>]
    /// `"disable": {rule id: reason}` of the root, a button or a content element: each
    /// drops its rule's findings inside that object, and is itself reported when it drops
    /// none (`unused-suppression`).
    public var suppressions: [Suppression]

    public init(disabled: [Located<RuleID>] = [], suppressions: [Suppression] = []) {
        self.disabled = disabled
        self.suppressions = suppressions
    }

    public func disables(_ rule: RuleID) -> Bool {
        disabled.contains { $0.value == rule }
    }
}

/// One `"rule-id": "reason"` of a `lint.disable` object.
public struct Suppression: Sendable, Hashable {
    /// The rule, a known configurable one; its range is the member's key.
    public var rule: Located<RuleID>
    /// Why the finding is acceptable here; never empty.
    public var reason: Located<String>
    /// The object the `lint` sits in (the dialog, a button, a content element): a finding
    /// of the rule whose first byte lies in it is dropped.
    public var scope: SourceRange

    public init(rule: Located<RuleID>, reason: Located<String>, scope: SourceRange) {
        self.rule = rule
        self.reason = reason
        self.scope = scope
    }
}
