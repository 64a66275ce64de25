import Foundation

/// What a dialog shows, in one locale, with its parameters filled in: a plain value to
/// compare in tests and to draw in a view.
public struct DialogState<Action: Swift.Equatable & Swift.Sendable>: Swift.Equatable, Swift.Sendable {
    /// The spec's id, `timer.delete`.
    public var id: Swift.String
    public var title: DialogTextState?
    public var message: DialogTextState?
    /// In display order: leading to trailing, or top to bottom.
    public var buttons: [DialogButtonState<Action>]
    public var presentation: DialogPresentation
    /// Whether tapping the dimmed backdrop dismisses the dialog.
    public var dismissOnTap: Swift.Bool
    public var accessibilityIdentifier: Swift.String?

    public init(
        id: Swift.String,
        title: DialogTextState? = nil,
        message: DialogTextState? = nil,
        buttons: [DialogButtonState<Action>],
        presentation: DialogPresentation = .alert,
        dismissOnTap: Swift.Bool = true,
        accessibilityIdentifier: Swift.String? = nil
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.buttons = buttons
        self.presentation = presentation
        self.dismissOnTap = dismissOnTap
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// A dialog in one locale: the title, message, button titles and the buttons' accessibility
    /// labels and hints from `texts`, and the accessibility identifier of a button without one
    /// `<accessibilityIdentifier>.<button id>`.
    public init(
        id: Swift.String,
        texts: DialogTexts,
        buttons: [DialogButtonState<Action>],
        presentation: DialogPresentation = .alert,
        dismissOnTap: Swift.Bool = true,
        accessibilityIdentifier: Swift.String? = nil
    ) {
        var buttons = buttons
        for (index, title) in zip(buttons.indices, texts.buttons) {
            buttons[index].title = title
            if index < texts.accessibilityLabels.count, let text = texts.accessibilityLabels[index] {
                buttons[index].accessibilityLabel = text
            }
            if index < texts.accessibilityHints.count, let text = texts.accessibilityHints[index] {
                buttons[index].accessibilityHint = text
            }
            if index < texts.successAnnouncements.count, let text = texts.successAnnouncements[index] {
                buttons[index].successAnnouncement = text
            }
            if index < texts.failureAnnouncements.count, let text = texts.failureAnnouncements[index] {
                buttons[index].failureAnnouncement = text
            }
            if buttons[index].accessibilityIdentifier == nil, let dialogIdentifier = accessibilityIdentifier {
                buttons[index].accessibilityIdentifier = "\(dialogIdentifier).\(buttons[index].id)"
            }
        }
        self.init(
            id: id, title: texts.title, message: texts.message, buttons: buttons,
            presentation: presentation, dismissOnTap: dismissOnTap,
            accessibilityIdentifier: accessibilityIdentifier
        )
    }
}

/// One button of a `DialogState`.
public struct DialogButtonState<Action: Swift.Equatable & Swift.Sendable>: Swift.Equatable, Swift.Sendable {
    public var id: Swift.String
    /// The action sent when the button is tapped, its payload included.
    public var action: Action
    public var title: Swift.String
    public var role: DialogButtonRole
    public var enabled: Swift.Bool
    /// Whether tapping closes the dialog before the action runs.
    public var dismisses: Swift.Bool
    public var haptic: DialogHaptic
    /// Whether the action is asynchronous: loading, then success or failure feedback.
    public var isAsync: Swift.Bool
    public var accessibilityIdentifier: Swift.String?
    public var accessibilityLabel: Swift.String?
    public var accessibilityHint: Swift.String?
    /// What VoiceOver announces when the async action succeeds; nil for nothing.
    public var successAnnouncement: Swift.String?
    /// What VoiceOver announces when the async action fails; nil for nothing.
    public var failureAnnouncement: Swift.String?

    public init(
        id: Swift.String,
        action: Action,
        title: Swift.String,
        role: DialogButtonRole = .secondary,
        enabled: Swift.Bool = true,
        dismisses: Swift.Bool = true,
        haptic: DialogHaptic = .none,
        isAsync: Swift.Bool = false,
        accessibilityIdentifier: Swift.String? = nil,
        accessibilityLabel: Swift.String? = nil,
        accessibilityHint: Swift.String? = nil,
        successAnnouncement: Swift.String? = nil,
        failureAnnouncement: Swift.String? = nil
    ) {
        self.id = id
        self.action = action
        self.title = title
        self.role = role
        self.enabled = enabled
        self.dismisses = dismisses
        self.haptic = haptic
        self.isAsync = isAsync
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.successAnnouncement = successAnnouncement
        self.failureAnnouncement = failureAnnouncement
    }

    /// A button whose title, label and hint `DialogState(id:texts:buttons:…)` fills in.
    public init(
        _ id: Swift.String,
        _ action: Action,
        role: DialogButtonRole,
        enabled: Swift.Bool = true,
        dismisses: Swift.Bool = true,
        haptic: DialogHaptic = .none,
        isAsync: Swift.Bool = false,
        accessibilityIdentifier: Swift.String? = nil
    ) {
        self.init(
            id: id, action: action, title: "", role: role, enabled: enabled, dismisses: dismisses,
            haptic: haptic, isAsync: isAsync, accessibilityIdentifier: accessibilityIdentifier
        )
    }
}

/// A dialog text as shown, with the ranges and style names of its highlight spans.
public struct DialogTextState: Swift.Equatable, Swift.Sendable {
    /// A highlight span: a range of the text and the style that draws it.
    public struct Highlight: Swift.Equatable, Swift.Sendable {
        /// Offsets in UTF-16 code units of `text`, as `NSRange` and `NSAttributedString` count;
        /// `DialogTextState.stringRange(of:)` turns them into string indices.
        public var range: Swift.Range<Swift.Int>
        /// The highlight style name, `accent` for the token `highlight.accent`.
        public var style: Swift.String

        public init(range: Swift.Range<Swift.Int>, style: Swift.String) {
            self.range = range
            self.style = style
        }
    }

    /// A run of text drawn in one style; generated code builds texts from these.
    public struct Segment: Swift.Equatable, Swift.Sendable {
        public var text: Swift.String
        /// The highlight style, nil for plain text.
        public var style: Swift.String?

        public init(text: Swift.String, style: Swift.String?) {
            self.text = text
            self.style = style
        }

        public static func plain(_ text: Swift.String) -> Segment {
            return Segment(text: text, style: nil)
        }

        public static func highlighted(_ text: Swift.String, style: Swift.String) -> Segment {
            return Segment(text: text, style: style)
        }
    }

    /// The text as shown: placeholders substituted, markup removed.
    public var text: Swift.String
    /// The highlight spans, in order; they never overlap.
    public var highlights: [Highlight]

    public init(text: Swift.String, highlights: [Highlight] = []) {
        self.text = text
        self.highlights = highlights
    }

    /// The segments joined, each styled segment becoming one highlight.
    public init(segments: [Segment]) {
        var text = ""
        var highlights: [Highlight] = []
        for segment in segments {
            let start = text.utf16.count
            text += segment.text
            let end = text.utf16.count
            if let style = segment.style, start < end {
                highlights.append(Highlight(range: start..<end, style: style))
            }
        }
        self.init(text: text, highlights: highlights)
    }

    /// The range of `highlight` as indices of `text`, for `AttributedString` and friends.
    public func stringRange(of highlight: Highlight) -> Swift.Range<Swift.String.Index> {
        let lower = Swift.String.Index(utf16Offset: highlight.range.lowerBound, in: text)
        let upper = Swift.String.Index(utf16Offset: highlight.range.upperBound, in: text)
        return lower..<upper
    }
}

/// How a dialog is shown: a centered card or a bottom sheet.
public enum DialogPresentation: Swift.Equatable, Swift.Sendable, Swift.CaseIterable {
    case alert
    case sheet
}

/// A button's semantics, which also picks its default style.
public enum DialogButtonRole: Swift.Equatable, Swift.Sendable, Swift.CaseIterable {
    case primary
    case secondary
    case cancel
    case destructive
}

/// The feedback a button plays when tapped.
public enum DialogHaptic: Swift.Equatable, Swift.Sendable, Swift.CaseIterable {
    case none
    case light
    case medium
    case heavy
    case success
    case warning
    case error
}

/// Where an async button is: idle (its title), loading, or showing success or failure.
public enum DialogButtonPhase: Swift.Equatable, Swift.Sendable, Swift.CaseIterable {
    case idle
    case loading
    case succeeded
    case failed
}
