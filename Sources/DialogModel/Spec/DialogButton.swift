import DialogDiagnostics
import DialogJSON

/// One entry of `buttons` (docs/format/spec.md, "Buttons").
public struct DialogButton: Sendable, Hashable {
    /// The fields, behind one reference: rules and layouts read the buttons of a spec many
    /// times, and a copy held field by field took some twenty reference-count changes. A change
    /// copies the storage first unless this value holds the only reference.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var id: Located<String>
        @exclusivity(unchecked) var title: LocalizedText
        @exclusivity(unchecked) var role: Defaulted<ButtonRole>
        @exclusivity(unchecked) var action: Defaulted<String>
        @exclusivity(unchecked) var payload: Located<String>?
        @exclusivity(unchecked) var style: Defaulted<StyleValue>
        @exclusivity(unchecked) var enabled: Defaulted<Bool>
        @exclusivity(unchecked) var dismisses: Defaulted<Bool>
        @exclusivity(unchecked) var haptic: Defaulted<Haptic>
        @exclusivity(unchecked) var isAsync: Defaulted<Bool>
        @exclusivity(unchecked) var accessibility: ButtonAccessibility
        @exclusivity(unchecked) var range: SourceRange
        @exclusivity(unchecked) var pointer: JSONPointer

        init(
            id: Located<String>, title: LocalizedText, role: Defaulted<ButtonRole>, action: Defaulted<String>,
            payload: Located<String>?, style: Defaulted<StyleValue>, enabled: Defaulted<Bool>, dismisses: Defaulted<Bool>,
            haptic: Defaulted<Haptic>, isAsync: Defaulted<Bool>, accessibility: ButtonAccessibility, range: SourceRange,
            pointer: JSONPointer
        ) {
            self.id = id
            self.title = title
            self.role = role
            self.action = action
            self.payload = payload
            self.style = style
            self.enabled = enabled
            self.dismisses = dismisses
            self.haptic = haptic
            self.isAsync = isAsync
            self.accessibility = accessibility
            self.range = range
            self.pointer = pointer
        }

        func copy() -> Storage {
            Storage(
                id: id, title: title, role: role, action: action, payload: payload, style: style,
                enabled: enabled, dismisses: dismisses, haptic: haptic, isAsync: isAsync, accessibility: accessibility,
                range: range, pointer: pointer)
        }
    }

    private var storage: Storage

    /// The storage, copied first when another value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// A Swift identifier, unique in the dialog.
    public var id: Located<String> {
        _read { yield storage.id }
        _modify { yield &unique().id }
    }
    public var title: LocalizedText {
        _read { yield storage.title }
        _modify { yield &unique().title }
    }
    public var role: Defaulted<ButtonRole> {
        _read { yield storage.role }
        _modify { yield &unique().role }
    }
    /// The action case sent when tapped; defaults to `id` (then `action.written` is nil).
    public var action: Defaulted<String> {
        _read { yield storage.action }
        _modify { yield &unique().action }
    }
    /// The Swift type the action carries, `LiveMessage` for `case didTapDelete(LiveMessage)`.
    public var payload: Located<String>? {
        _read { yield storage.payload }
        _modify { yield &unique().payload }
    }
    /// The button style group; defaults to `button.<role>`.
    public var style: Defaulted<StyleValue> {
        _read { yield storage.style }
        _modify { yield &unique().style }
    }
    public var enabled: Defaulted<Bool> {
        _read { yield storage.enabled }
        _modify { yield &unique().enabled }
    }
    /// Whether tapping closes the dialog before the action runs.
    public var dismisses: Defaulted<Bool> {
        _read { yield storage.dismisses }
        _modify { yield &unique().dismisses }
    }
    public var haptic: Defaulted<Haptic> {
        _read { yield storage.haptic }
        _modify { yield &unique().haptic }
    }
    /// Whether the action is asynchronous (loading, then success or failure feedback).
    public var isAsync: Defaulted<Bool> {
        _read { yield storage.isAsync }
        _modify { yield &unique().isAsync }
    }
    public var accessibility: ButtonAccessibility {
        _read { yield storage.accessibility }
        _modify { yield &unique().accessibility }
    }
    /// The button object, `{` to `}`.
    public var range: SourceRange {
        _read { yield storage.range }
        _modify { yield &unique().range }
    }
    public var pointer: JSONPointer {
        _read { yield storage.pointer }
        _modify { yield &unique().pointer }
    }

    public init(
        id: Located<String>, title: LocalizedText, role: Defaulted<ButtonRole>, action: Defaulted<String>,
        payload: Located<String>?, style: Defaulted<StyleValue>, enabled: Defaulted<Bool>,
        dismisses: Defaulted<Bool>, haptic: Defaulted<Haptic>, isAsync: Defaulted<Bool>,
        accessibility: ButtonAccessibility, range: SourceRange, pointer: JSONPointer
    ) {
        storage = Storage(
            id: id, title: title, role: role, action: action, payload: payload, style: style,
            enabled: enabled, dismisses: dismisses, haptic: haptic, isAsync: isAsync, accessibility: accessibility,
            range: range, pointer: pointer)
    }

    public static func == (a: DialogButton, b: DialogButton) -> Bool {
        if a.storage === b.storage { return true }
        return a.id == b.id
            && a.title == b.title
            && a.role == b.role
            && a.action == b.action
            && a.payload == b.payload
            && a.style == b.style
            && a.enabled == b.enabled
            && a.dismisses == b.dismisses
            && a.haptic == b.haptic
            && a.isAsync == b.isAsync
            && a.accessibility == b.accessibility
            && a.range == b.range
            && a.pointer == b.pointer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(role)
        hasher.combine(action)
        hasher.combine(payload)
        hasher.combine(style)
        hasher.combine(enabled)
        hasher.combine(dismisses)
        hasher.combine(haptic)
        hasher.combine(isAsync)
        hasher.combine(accessibility)
        hasher.combine(range)
        hasher.combine(pointer)
    }

    /// The token path of the button's style group (always a reference: the decoder accepts
    /// no literal for a group).
    public var styleGroup: String { style.value.tokenPath ?? ButtonRole.defaultStyleGroup(for: role.value) }
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

    /// The texts VoiceOver speaks, each with its spec key, in spec order.
    public var texts: [(key: String, text: LocalizedText)] {
        [("label", label), ("hint", hint), ("success", success), ("failure", failure)].compactMap { key, text in
            text.map { (key, $0) }
        }
    }
}
