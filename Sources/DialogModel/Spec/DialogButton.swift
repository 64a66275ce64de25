import DialogDiagnostics
import DialogJSON

/// One entry of `buttons` (docs/format/spec.md, "Buttons"); its fields are those of
/// `Fields`, read and written as `button.title`.
public struct DialogButton: Sendable, Hashable, CopyOnWriteFields {
    /// The fields, kept behind one reference (`CopyOnWrite`): rules and layouts read the
    /// buttons of a spec many times, and a copy held field by field took some twenty
    /// reference-count changes. A new field is declared here and set by the decoder.
    public struct Fields: Sendable, Hashable {
        /// A Swift identifier, unique in the dialog.
        public var id: Located<String>
        public var title: LocalizedText
        public var role: Defaulted<ButtonRole>
        /// The action case sent when tapped; defaults to `id` (then `action.written` is nil).
        public var action: Defaulted<String>
        /// The Swift type the action carries, `LiveMessage` for `case didTapDelete(LiveMessage)`.
        public var payload: Located<String>?
        /// The button style group; defaults to `button.<role>`.
        public var style: Defaulted<StyleValue>
        public var enabled: Defaulted<Bool>
        /// Whether tapping closes the dialog before the action runs.
        public var dismisses: Defaulted<Bool>
        public var haptic: Defaulted<Haptic>
        /// Whether the action is asynchronous (loading, then success or failure feedback).
        public var isAsync: Defaulted<Bool>
        public var accessibility: ButtonAccessibility
        /// The button object, `{` to `}`.
        public var range: SourceRange
        public var pointer: JSONPointer
    }

    public var fields: CopyOnWrite<Fields>

    init(_ fields: Fields) {
        self.fields = CopyOnWrite(fields)
    }

    /// The token path of the button's style group (always a reference: the decoder accepts
    /// no literal for a group).
    public var styleGroup: String { self.style.value.tokenPath ?? ButtonRole.defaultStyleGroup(for: self.role.value) }
}

/// A button's semantics; it also picks the default style group.
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
    case primary
    case secondary
    case cancel
    case destructive

    /// `button.<role>`, the style group a button of this role uses unless it names another.
    /// (Literals, not built from `rawValue`: layout and the rules ask per button per combination.)
    public static func defaultStyleGroup(for role: ButtonRole) -> String {
        switch role {
        case .primary: "button.primary"
        case .secondary: "button.secondary"
        case .cancel: "button.cancel"
        case .destructive: "button.destructive"
        }
    }
}

/// Feedback played on tap.
public enum Haptic: String, Sendable, Hashable, CaseIterable {
    case none
    case light
    case medium
    case heavy
    case success
    case warning
    case error
}

/// A button's `accessibility` object; every field optional.
public struct ButtonAccessibility: Sendable, Hashable {
    /// Overrides the default `<dialog identifier>.<button id>`.
    public var identifier: Located<String>?
    /// What VoiceOver reads instead of the title: a plain string for every locale, or one per
    /// locale (a locale without one reads the title).
    public var label: LocalizedText?
    public var hint: LocalizedText?
    /// What VoiceOver announces when an async button's action succeeds, and when it fails.
    public var success: LocalizedText?
    public var failure: LocalizedText?

    public init(
        identifier: Located<String>? = nil, label: LocalizedText? = nil, hint: LocalizedText? = nil, success: LocalizedText? = nil,
        failure: LocalizedText? = nil
    ) {
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.success = success
        self.failure = failure
    }
}
