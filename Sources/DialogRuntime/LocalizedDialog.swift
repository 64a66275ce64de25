import Foundation

/// A generated dialog: its spec, and its state in any locale with its parameters substituted.
public protocol LocalizedDialog<Action> {
    associatedtype Action: Swift.Equatable & Swift.Sendable
    /// The dialog apart from its parameters.
    static var spec: DialogSpec { get }
    /// The dialog in the configured locale that best matches `locale`
    /// (`DialogTextTable.locale(matching:)` of its spec's texts).
    func state(locale: Swift.String?) -> DialogState<Action>
}

extension LocalizedDialog {
    /// The dialog in the configured locale that best matches `locale`, such as the environment's.
    public func state(locale: Foundation.Locale) -> DialogState<Action> {
        return state(locale: Self.spec.texts.locale(matching: locale.identifier))
    }

    /// The dialog in the configured locale of the first of `preferredLanguages` that matches one,
    /// such as `Locale.preferredLanguages`; the default locale when none does.
    public func state(locale preferredLanguages: [Swift.String]) -> DialogState<Action> {
        return state(locale: Self.spec.texts.locale(matching: preferredLanguages))
    }
}

/// A dialog's texts in one locale with its parameters substituted: all `state(locale:)` picks by
/// locale, the rest of the state being the same in every locale.
public struct DialogTexts: Swift.Equatable, Swift.Sendable {
    public var title: DialogTextState?
    public var message: DialogTextState?
    /// The buttons' titles, in display order.
    public var buttons: [Swift.String]
    /// The buttons' accessibility labels in this locale, in display order; nil for none.
    public var accessibilityLabels: [Swift.String?]
    /// The buttons' accessibility hints in this locale, in display order; nil for none.
    public var accessibilityHints: [Swift.String?]
    /// What VoiceOver announces when each button's async action succeeds; nil for nothing.
    public var successAnnouncements: [Swift.String?]
    /// What VoiceOver announces when each button's async action fails; nil for nothing.
    public var failureAnnouncements: [Swift.String?]

    /// Texts without highlights.
    public init(
        title: Swift.String? = nil,
        message: Swift.String? = nil,
        buttons: [Swift.String],
        accessibilityLabels: [Swift.String?] = [],
        accessibilityHints: [Swift.String?] = [],
        successAnnouncements: [Swift.String?] = [],
        failureAnnouncements: [Swift.String?] = []
    ) {
        if let title = title {
            self.title = DialogTextState(text: title)
        }
        if let message = message {
            self.message = DialogTextState(text: message)
        }
        self.buttons = buttons
        self.accessibilityLabels = accessibilityLabels
        self.accessibilityHints = accessibilityHints
        self.successAnnouncements = successAnnouncements
        self.failureAnnouncements = failureAnnouncements
    }

    /// Texts whose message has highlight spans.
    public init(
        title: Swift.String? = nil,
        highlightedMessage: [DialogTextState.Segment],
        buttons: [Swift.String],
        accessibilityLabels: [Swift.String?] = [],
        accessibilityHints: [Swift.String?] = [],
        successAnnouncements: [Swift.String?] = [],
        failureAnnouncements: [Swift.String?] = []
    ) {
        if let title = title {
            self.title = DialogTextState(text: title)
        }
        self.message = DialogTextState(segments: highlightedMessage)
        self.buttons = buttons
        self.accessibilityLabels = accessibilityLabels
        self.accessibilityHints = accessibilityHints
        self.successAnnouncements = successAnnouncements
        self.failureAnnouncements = failureAnnouncements
    }
}
