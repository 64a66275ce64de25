import DialogDiagnostics
import DialogJSON

/// One decoded `*.dialog.json` (docs/format/spec.md): every value typed, defaults applied,
/// and every value a later stage may point a diagnostic at kept with its source range. Its
/// fields are those of `Fields`, read and written as `spec.title`.
public struct DialogSpec: Sendable, CopyOnWriteFields {
    /// The fields, kept behind one reference (`CopyOnWrite`): a spec is read by every rule
    /// and every layout of its run, and a copy held field by field took some fifty
    /// reference-count changes. A new field is declared here and set by the decoder.
    public struct Fields: Sendable {
        /// The file the spec was read from, so later stages can report against it.
        public var file: SourceFile
        /// The root object, `{` to `}`.
        public var range: SourceRange
        /// The dialog id, `team.invitation`; it names the outputs.
        public var id: Located<String>
        public var description: Located<String>?
        public var tags: [Located<String>] = []
        public var presentation = Defaulted<Presentation>(default: .alert)
        /// At least one of `title` and `message` is present in a decoded spec.
        public var title: LocalizedText?
        public var message: LocalizedText?
        public var highlights: [Highlight] = []
        /// Declared placeholder types, in source order.
        public var parameters: [Parameter] = []
        public var icon: Icon?
        public var content: [ContentElement] = []
        /// At least one button, in display order.
        public var buttons: [DialogButton]
        public var layout = ButtonLayout()
        /// Overrides of dialog contract tokens, in source order.
        public var style: [StyleOverride] = []
        public var dim = Backdrop()
        public var transition = DialogTransition()
        public var accessibility: DialogAccessibility?
        public var lint = LintSettings()
    }

    public var fields: CopyOnWrite<Fields>

    init(_ fields: Fields) {
        self.fields = CopyOnWrite(fields)
    }

    /// Overrides of dialog contract tokens, in source order. (Declared by name, unlike the
    /// other fields, because the method `style(_:)` shares it, which would hide the field.)
    @inlinable public var style: [StyleOverride] {
        _read { yield fields.style }
        _modify { yield &fields.style }
    }

    /// The override of a style key, if the spec writes one.
    public func style(_ name: String) -> StyleOverride? {
        style.first { $0.key.value.name == name }
    }

    /// The declared type of a placeholder; undeclared placeholders are `String`.
    public func parameterType(of name: String) -> ParameterType {
        self.parameters.first { $0.name.value == name }?.type.value ?? .string
    }

    /// The texts whose placeholders become properties of the generated dialog, in the order
    /// undeclared ones are added: the order of `SpecTextInventory`.
    public var placeholderTexts: [LocalizedText] {
        var texts: [LocalizedText] = []
        textInventory.forEach { texts.append($1) }
        return texts
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
