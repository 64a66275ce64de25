import DialogDiagnostics
import DialogJSON

/// One decoded `*.dialog.json` (docs/format/spec.md): every value typed, defaults applied,
/// and every value a later stage may point a diagnostic at kept with its source range.
public struct DialogSpec: Sendable {
    /// The fields, behind one reference: a spec is read by every rule and every layout of
    /// its run, and a copy held field by field took some fifty reference-count changes. A
    /// change copies the storage first unless this value holds the only reference.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var file: SourceFile
        @exclusivity(unchecked) var range: SourceRange
        @exclusivity(unchecked) var id: Located<String>
        @exclusivity(unchecked) var description: Located<String>?
        @exclusivity(unchecked) var tags: [Located<String>]
        @exclusivity(unchecked) var presentation: Defaulted<Presentation>
        @exclusivity(unchecked) var title: LocalizedText?
        @exclusivity(unchecked) var message: LocalizedText?
        @exclusivity(unchecked) var highlights: [Highlight]
        @exclusivity(unchecked) var parameters: [Parameter]
        @exclusivity(unchecked) var icon: Icon?
        @exclusivity(unchecked) var content: [ContentElement]
        @exclusivity(unchecked) var buttons: [DialogButton]
        @exclusivity(unchecked) var layout: ButtonLayout
        @exclusivity(unchecked) var style: [StyleOverride]
        @exclusivity(unchecked) var dim: Backdrop
        @exclusivity(unchecked) var transition: DialogTransition
        @exclusivity(unchecked) var accessibility: DialogAccessibility?
        @exclusivity(unchecked) var lint: LintSettings

        init(
            file: SourceFile, range: SourceRange, id: Located<String>, description: Located<String>?,
            tags: [Located<String>], presentation: Defaulted<Presentation>, title: LocalizedText?, message: LocalizedText?,
            highlights: [Highlight], parameters: [Parameter], icon: Icon?, content: [ContentElement], buttons: [DialogButton],
            layout: ButtonLayout, style: [StyleOverride], dim: Backdrop, transition: DialogTransition,
            accessibility: DialogAccessibility?, lint: LintSettings
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

        func copy() -> Storage {
            Storage(
                file: file, range: range, id: id, description: description, tags: tags,
                presentation: presentation, title: title, message: message, highlights: highlights, parameters: parameters,
                icon: icon, content: content, buttons: buttons, layout: layout, style: style, dim: dim, transition: transition,
                accessibility: accessibility, lint: lint)
        }
    }

    private var storage: Storage

    /// The storage, copied first when another value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The file the spec was read from, so later stages can report against it.
    public var file: SourceFile {
        _read { yield storage.file }
        _modify { yield &unique().file }
    }
    /// The root object, `{` to `}`.
    public var range: SourceRange {
        _read { yield storage.range }
        _modify { yield &unique().range }
    }
    /// The dialog id, `team.invitation`; it names the outputs.
    public var id: Located<String> {
        _read { yield storage.id }
        _modify { yield &unique().id }
    }
    public var description: Located<String>? {
        _read { yield storage.description }
        _modify { yield &unique().description }
    }
    public var tags: [Located<String>] {
        _read { yield storage.tags }
        _modify { yield &unique().tags }
    }
    public var presentation: Defaulted<Presentation> {
        _read { yield storage.presentation }
        _modify { yield &unique().presentation }
    }
    /// At least one of `title` and `message` is present in a decoded spec.
    public var title: LocalizedText? {
        _read { yield storage.title }
        _modify { yield &unique().title }
    }
    public var message: LocalizedText? {
        _read { yield storage.message }
        _modify { yield &unique().message }
    }
    public var highlights: [Highlight] {
        _read { yield storage.highlights }
        _modify { yield &unique().highlights }
    }
    /// Declared placeholder types, in source order.
    public var parameters: [Parameter] {
        _read { yield storage.parameters }
        _modify { yield &unique().parameters }
    }
    public var icon: Icon? {
        _read { yield storage.icon }
        _modify { yield &unique().icon }
    }
    public var content: [ContentElement] {
        _read { yield storage.content }
        _modify { yield &unique().content }
    }
    /// At least one button, in display order.
    public var buttons: [DialogButton] {
        _read { yield storage.buttons }
        _modify { yield &unique().buttons }
    }
    public var layout: ButtonLayout {
        _read { yield storage.layout }
        _modify { yield &unique().layout }
    }
    /// Overrides of dialog contract tokens, in source order.
    public var style: [StyleOverride] {
        _read { yield storage.style }
        _modify { yield &unique().style }
    }
    public var dim: Backdrop {
        _read { yield storage.dim }
        _modify { yield &unique().dim }
    }
    public var transition: DialogTransition {
        _read { yield storage.transition }
        _modify { yield &unique().transition }
    }
    public var accessibility: DialogAccessibility? {
        _read { yield storage.accessibility }
        _modify { yield &unique().accessibility }
    }
    public var lint: LintSettings {
        _read { yield storage.lint }
        _modify { yield &unique().lint }
    }

    public init(
        file: SourceFile, range: SourceRange, id: Located<String>, description: Located<String>? = nil,
        tags: [Located<String>] = [], presentation: Defaulted<Presentation> = Defaulted(default: .alert),
        title: LocalizedText?, message: LocalizedText?, highlights: [Highlight] = [],
        parameters: [Parameter] = [], icon: Icon? = nil, content: [ContentElement] = [],
        buttons: [DialogButton], layout: ButtonLayout = ButtonLayout(), style: [StyleOverride] = [],
        dim: Backdrop = Backdrop(), transition: DialogTransition = DialogTransition(),
        accessibility: DialogAccessibility? = nil, lint: LintSettings = LintSettings()
    ) {
        storage = Storage(
            file: file, range: range, id: id, description: description, tags: tags, presentation: presentation, title: title,
            message: message, highlights: highlights, parameters: parameters, icon: icon, content: content, buttons: buttons,
            layout: layout, style: style, dim: dim, transition: transition, accessibility: accessibility, lint: lint)
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
            for (_, text) in button.accessibility.texts { body(text) }
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
    /// What the value looks like, for measuring (`ParameterExample`); nil when not written.
    public var example: ParameterExample?
    /// The most characters the value has, for measuring; nil when not written.
    public var maxLength: Located<Int>?

    public init(name: Located<String>, type: Located<ParameterType>, example: ParameterExample? = nil, maxLength: Located<Int>? = nil) {
        self.name = name
        self.type = type
        self.example = example
        self.maxLength = maxLength
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
