import Foundation

/// What one UIKit presentation does with its buttons, async runs and closing, apart from
/// drawing (Foundation only, so the tests run it on Linux; `DialogViewController` draws what
/// it says). A tap runs an async button through `DialogAsyncState.run` when there is an
/// `onAsyncAction`, else closes the dialog or sends the action. Closing, by whoever, happens
/// once: runs are cancelled and their tokens made stale (a late completion changes, announces
/// and closes nothing), then, after the exit animation, the caller hears why it closed. The
/// session also ends when the dialog disappears without closing itself (`disappeared()`: a
/// `dismiss` from outside, or its presenter going), so every session ends and the caller
/// hears it once.
@MainActor
final class DialogSession<Action: Swift.Equatable & Swift.Sendable> {
    /// Why the dialog closed.
    enum Ending: Swift.Equatable, Swift.Sendable {
        /// The dim, the escape gesture or the app: `onDismiss`.
        case dismissed
        /// A button that closes: `onAction` gets its action after the card has gone.
        case tapped(Action)
        /// A dismissing async button whose run succeeded: its action has run in
        /// `onAsyncAction`, so `onAction` does not get it again.
        case completed(Action)

        /// The action of the button that closed the dialog, nil for a dismissal.
        var action: Action? {
            switch self {
            case .dismissed: nil
            case .tapped(let action), .completed(let action): action
            }
        }
    }

    let state: DialogState<Action>
    /// Every button ends the presentation (the `async` form of `present`, which returns one action).
    let closesOnEveryAction: Swift.Bool
    private let feedback: Swift.Double
    private let onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    private let onAction: @MainActor (Action) -> Void
    private let onDismiss: @MainActor () -> Void

    /// Redraws the buttons in the phases of `asyncState`.
    var showPhases: @MainActor () -> Void = {}
    /// An async run's result: its haptic and VoiceOver announcement.
    var announce: @MainActor (_ button: DialogButtonState<Action>, _ succeeded: Swift.Bool) -> Void = { _, _ in }
    /// Animates the dialog out and dismisses it, then calls its argument.
    var animateOut: @MainActor (_ then: @escaping @MainActor () -> Void) -> Void = { $0() }

    /// The session has ended and the caller has been told (the presenter's queue moves on).
    var onGone: @MainActor () -> Void = {}

    private(set) var asyncState = DialogAsyncState()
    private var runs: [Swift.String: _Concurrency.Task<Void, Never>] = [:]
    private(set) var ending: Ending?
    /// The exit has ended and the caller has been told.
    private(set) var isGone = false
    /// Why the dialog never showed, when it did not (`notPresented(_:)`).
    private(set) var failure: DialogPresentationError?
    private var waiting: [_Concurrency.CheckedContinuation<Action?, Never>] = []

    init(
        state: DialogState<Action>, closesOnEveryAction: Swift.Bool = false, feedback: Swift.Double,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?, onDismiss: @escaping @MainActor () -> Void,
        onAction: @escaping @MainActor (Action) -> Void
    ) {
        self.state = state
        self.closesOnEveryAction = closesOnEveryAction
        self.feedback = feedback
        self.onAsyncAction = onAsyncAction
        self.onDismiss = onDismiss
        self.onAction = onAction
    }

    var isClosing: Swift.Bool { ending != nil }

    /// Whether the entrance has been asked for.
    private(set) var hasEntered = false

    /// Whether the entrance plays now: the first time the dialog appears only, not again when
    /// a controller presented over it goes (nor once it is closing).
    func enters() -> Swift.Bool {
        guard !hasEntered, !isClosing else { return false }
        hasEntered = true
        return true
    }

    /// What a tap did: the button (for its haptic) and the async run it started, if any.
    struct Tap {
        var button: DialogButtonState<Action>
        var run: _Concurrency.Task<Void, Never>?
    }

    /// The button `id` was tapped; nil when the tap does nothing (closing, disabled, or its
    /// async run still going).
    @discardableResult
    func tap(_ id: Swift.String) -> Tap? {
        guard !isClosing, let button = state.buttons.first(where: { $0.id == id }), button.enabled,
            asyncState.phase(of: id) == .idle
        else { return nil }
        if button.isAsync, let onAsyncAction {
            guard let token = asyncState.begin(id) else { return nil }
            showPhases()
            let action = button.action
            let task = _Concurrency.Task { [weak self, feedback] in
                await DialogAsyncState.run(
                    token, dismisses: button.dismisses, feedback: feedback,
                    perform: { try await onAsyncAction(action) },
                    change: { change in
                        guard let self else { return false }
                        let changed = change(&self.asyncState)
                        self.showPhases()
                        return changed
                    },
                    announce: { succeeded in self?.announce(button, succeeded) },
                    dismiss: { self?.close(.completed(action)) })
            }
            runs[id] = task
            return Tap(button: button, run: task)
        }
        if button.dismisses || closesOnEveryAction {
            close(.tapped(button.action))
        } else {
            onAction(button.action)
        }
        return Tap(button: button)
    }

    /// Closes the dialog once (false when it is already closing): runs cancelled and stale,
    /// buttons idle, the exit animated, then `onAction` or `onDismiss` as `ending` says and
    /// every `closed()` resumed with its action.
    @discardableResult
    func close(_ ending: Ending) -> Swift.Bool {
        guard begin(ending) else { return false }
        showPhases()
        animateOut { [self] in finish() }
        return true
    }

    /// The dialog has gone from the screen (`viewDidDisappear` of a dismissal): a session that
    /// was not closing ends as dismissed, without an exit to animate, and one whose exit was
    /// still animating ends now; the caller is told once either way.
    func disappeared() {
        begin(.dismissed)
        finish()
    }

    /// UIKit did not present the dialog when its turn came: the session ends as dismissed
    /// (`onDismiss`), and the `async` form of `present` throws `error`.
    func notPresented(_ error: DialogPresentationError) {
        failure = error
        disappeared()
    }

    /// Closing starts once: runs cancelled and stale, buttons idle; false when it had started.
    @discardableResult
    private func begin(_ ending: Ending) -> Swift.Bool {
        guard !isClosing else { return false }
        self.ending = ending
        for run in runs.values { run.cancel() }
        runs = [:]
        asyncState.reset()
        return true
    }

    /// The caller is told why the dialog closed, once: `onAction` or `onDismiss` as `ending`
    /// says, every `closed()` resumed with its action, then `onGone`.
    private func finish() {
        guard let ending, !isGone else { return }
        isGone = true
        switch ending {
        case .dismissed: onDismiss()
        case .tapped(let action): onAction(action)
        case .completed: break
        }
        let waiting = self.waiting
        self.waiting = []
        for continuation in waiting { continuation.resume(returning: ending.action) }
        onGone()
    }

    /// Waits until the dialog has closed and gone: the action of the button that closed it,
    /// nil when it was dismissed. Cancelling the waiting task dismisses the dialog.
    func closed() async -> Action? {
        if isGone { return ending?.action }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting.append(continuation)
            }
        } onCancel: {
            _Concurrency.Task { @MainActor in self.close(.dismissed) }
        }
    }
}

/// Why a UIKit dialog could not be presented. `present(from:…)` throws it when the presenter
/// is in no window; when the dialog's turn comes and UIKit does not present it, the session
/// ends as dismissed and the `async` form throws it.
public enum DialogPresentationError: Swift.Error, Swift.Equatable, Swift.Sendable {
    /// The presenter's view is not in a window, so UIKit cannot present from it.
    case presenterNotInWindow
    /// UIKit did not present the dialog from the top-most presented controller.
    case refused
}

/// Where a dialog is presented from: the top-most controller presented over `presenter`, as
/// UIKit refuses to present from a controller that already presents one. A controller being
/// dismissed is not presented from (nor walked past): the dialog goes on the one below it.
enum DialogPresentationTarget {
    static func topMost<Controller: Swift.AnyObject>(
        from presenter: Controller, presented: (Controller) -> Controller?, isBeingDismissed: (Controller) -> Swift.Bool
    ) -> Controller {
        var top = presenter
        while let next = presented(top), !isBeingDismissed(next) { top = next }
        return top
    }
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The values of a dialog's text fields and checkboxes, by element id: what the caller
/// passes to `present` (initial values) and reads when the action comes.
@available(iOS 15, tvOS 15, visionOS 1, *)
@MainActor
public final class DialogValues {
    public var texts: [Swift.String: Swift.String]
    public var checked: [Swift.String: Swift.Bool]

    public init(texts: [Swift.String: Swift.String] = [:], checked: [Swift.String: Swift.Bool] = [:]) {
        self.texts = texts
        self.checked = checked
    }
}

@available(iOS 15, tvOS 15, visionOS 1, *)
@MainActor
extension PresentableDialog {
    /// Presents the dialog in `presenter`'s window, in the configured locale that best
    /// matches `locale`; `onAction` gets the action of the button tapped (after the card has
    /// gone for a dismissing button), `onDismiss` hears any other ending (the dim, the escape
    /// gesture, `close()`, a `dismiss` from outside), once. `values` holds the content's text
    /// fields and checkboxes, `slot` makes the view of a slot. `onAsyncAction` runs an async
    /// button's action (true for success; a throw is a failure).
    ///
    /// The dialog is presented from the top-most controller presented over `presenter`, once
    /// every dialog asked for before it in the window has gone (`DialogQueue`, one per window).
    /// Throws `DialogPresentationError.presenterNotInWindow` when `presenter`'s view is in no
    /// window. Returns the controller, presented now or when its turn comes.
    @discardableResult
    public func present(
        from presenter: UIViewController, locale: Foundation.Locale = .current, values: DialogValues = DialogValues(),
        slot: @escaping @MainActor (Swift.String) -> UIView? = { _ in nil },
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil,
        onDismiss: @escaping @MainActor () -> Void = {},
        onAction: @escaping @MainActor (Action) -> Void
    ) throws -> DialogViewController<Action> {
        let controller = controller(
            locale: locale, values: values, slot: slot, onAsyncAction: onAsyncAction, closesOnEveryAction: false, onDismiss: onDismiss,
            onAction: onAction)
        try controller.enqueue(over: presenter)
        return controller
    }

    /// As `present(from:locale:...)`, waiting for the dialog to close and go: the action of
    /// the button that closed it, nil when the dim, the escape gesture or a `dismiss` from
    /// outside did. Every plain button closes it (the caller gets one action); an async button
    /// runs `onAsyncAction` with its phases shown and closes it only when its run succeeds
    /// and it dismisses. Always returns: every ending of the dialog ends the wait, and so does
    /// cancelling the waiting task (which dismisses it). Throws as the other form does, and
    /// `DialogPresentationError.refused` when UIKit did not present it at its turn.
    public func present(
        from presenter: UIViewController, locale: Foundation.Locale = .current, values: DialogValues = DialogValues(),
        slot: @escaping @MainActor (Swift.String) -> UIView? = { _ in nil }, onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil
    ) async throws -> Action? {
        let controller = controller(
            locale: locale, values: values, slot: slot, onAsyncAction: onAsyncAction, closesOnEveryAction: true, onDismiss: {},
            onAction: { _ in })
        try controller.enqueue(over: presenter)
        let action = await controller.session.closed()
        if let failure = controller.session.failure { throw failure }
        return action
    }

    private func controller(
        locale: Foundation.Locale, values: DialogValues, slot: @escaping @MainActor (Swift.String) -> UIView?,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?, closesOnEveryAction: Swift.Bool, onDismiss: @escaping @MainActor () -> Void,
        onAction: @escaping @MainActor (Action) -> Void
    ) -> DialogViewController<Action> {
        if let problem = Self.spec.missingAsyncHandler(hasAsyncHandler: onAsyncAction != nil) { Swift.assertionFailure(problem) }
        let matched = Self.appearance.style.contract.locale(matching: [locale.identifier] + Foundation.Locale.preferredLanguages)
        let state = state(locale: matched)
        let session = DialogSession(
            state: state, closesOnEveryAction: closesOnEveryAction, feedback: Self.appearance.style.contract.button.feedbackDuration,
            onAsyncAction: onAsyncAction, onDismiss: onDismiss, onAction: onAction)
        return DialogViewController(
            session: session, appearance: Self.appearance, locale: matched, content: contentItems(), values: values, slot: slot)
    }
}

/// A dialog presented by UIKit: the dim and the card, animated by itself.
@available(iOS 15, tvOS 15, visionOS 1, *)
@MainActor
public final class DialogViewController<Action: Swift.Equatable & Swift.Sendable>: UIViewController {
    /// What the buttons do and when the dialog closes.
    let session: DialogSession<Action>
    let appearance: DialogAppearance
    /// The configured locale the texts are in.
    let locale: Swift.String
    let content: [DialogContentItem]
    let values: DialogValues

    private let slot: @MainActor (Swift.String) -> UIView?

    /// A control, so a tap needs no gesture recognizer (and no selector).
    private let dimView = UIControl()
    private let cardView = UIView()
    private let scrollView = UIScrollView()
    private let regionStack = UIStackView()
    private let buttonStack = UIStackView()
    private var titleLabel: UILabel?
    private var textLabels: [(label: UILabel, text: DialogTextState, typography: DialogTypography, style: UIFont.TextStyle, color: DialogColor)] = []
    private var buttons: [(state: DialogButtonState<Action>, view: UIButton, height: NSLayoutConstraint)] = []
    private var buttonWidthConstraints: [NSLayoutConstraint] = []
    private var scrollHeight: NSLayoutConstraint?
    private var laidOutWidth: Swift.Double = 0
    /// Observes the content size category while the dialog is shown.
    private var sizeObserver: (any NSObjectProtocol)?

    init(
        session: DialogSession<Action>, appearance: DialogAppearance, locale: Swift.String, content: [DialogContentItem], values: DialogValues,
        slot: @escaping @MainActor (Swift.String) -> UIView?
    ) {
        self.session = session
        self.appearance = appearance
        self.locale = locale
        self.content = content
        self.values = values
        self.slot = slot
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        session.showPhases = { [weak self] in self?.showPhases() }
        session.announce = { [weak self] button, succeeded in
            self?.playHaptic(succeeded ? .success : .error)
            if let text = succeeded ? button.successAnnouncement : button.failureAnnouncement {
                UIAccessibility.post(notification: .announcement, argument: text)
            }
        }
        session.animateOut = { [weak self] then in
            if let self { self.animateOut(then: then) } else { then() }
        }
    }

    /// Not made from a storyboard: it needs a dialog.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Waits for the turn of this dialog in `presenter`'s window, then presents it from the
    /// top-most controller over `presenter`; its turn ends with its session.
    func enqueue(over presenter: UIViewController) throws {
        guard let window = presenter.viewIfLoaded?.window else { throw DialogPresentationError.presenterNotInWindow }
        let queue = DialogQueue.window(window)
        // The queue holds the dialog until its turn; not the presenter, which may go meanwhile.
        let ticket = queue.enqueue { [weak presenter] in
            guard let presenter else { return self.session.notPresented(.refused) }
            let top = DialogPresentationTarget.topMost(
                from: presenter, presented: { $0.presentedViewController }, isBeingDismissed: { $0.isBeingDismissed })
            top.present(self, animated: false)
            if self.presentingViewController == nil { self.session.notPresented(.refused) }
        }
        // Its turn ends with its session, which may have ended already (not presented at once).
        if session.isGone { queue.end(ticket) } else { session.onGone = { queue.end(ticket) } }
    }

    private var style: DialogStyle { appearance.style }
    /// The project's tokens, which the dialog's style carries.
    private var contract: DialogContract { appearance.style.contract }
    private var state: DialogState<Action> { session.state }

    // MARK: Building

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        dimView.translatesAutoresizingMaskIntoConstraints = false
        dimView.backgroundColor = Self.color(style.dimColor)
        dimView.alpha = 0
        dimView.isAccessibilityElement = false
        dimView.accessibilityElementsHidden = true
        dimView.addAction(UIAction { [weak self] _ in self?.dimTapped() }, for: .touchUpInside)
        view.addSubview(dimView)

        cardView.translatesAutoresizingMaskIntoConstraints = false
        cardView.backgroundColor = Self.color(style.background)
        cardView.layer.cornerRadius = style.cornerRadius
        cardView.layer.cornerCurve = .continuous
        // Hidden until `viewDidAppear` puts it where its entrance starts.
        cardView.alpha = 0
        cardView.accessibilityViewIsModal = true
        cardView.accessibilityIdentifier = state.accessibilityIdentifier ?? state.id
        view.addSubview(cardView)

        regionStack.axis = .vertical
        regionStack.alignment = .fill
        regionStack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = false
        scrollView.addSubview(regionStack)
        cardView.addSubview(scrollView)

        buttonStack.spacing = style.spacingButtons
        buttonStack.alignment = .fill
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        cardView.addSubview(buttonStack)

        buildRegion()
        buildButtons()
        constrain()
        applyTexts()
    }

    /// Icon, title, message and content, each with the spacing before it.
    private func buildRegion() {
        var previous: UIView?
        func add(_ part: UIView, spacing: Swift.Double) {
            if let previous { regionStack.setCustomSpacing(spacing, after: previous) }
            regionStack.addArrangedSubview(part)
            previous = part
        }
        if let icon = appearance.icon {
            let image: UIImage? =
                switch icon {
                case .symbol(let name): UIImage(systemName: name)
                case .asset(let name, let bundle): UIImage(named: name, in: bundle, compatibleWith: nil)
                }
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            imageView.tintColor = Self.color(style.titleColor)
            imageView.isAccessibilityElement = false
            let size = UIFontMetrics(forTextStyle: .body).scaledValue(for: contract.content.iconSize)
            imageView.heightAnchor.constraint(equalToConstant: size).isActive = true
            add(imageView, spacing: 0)
        }
        if let title = state.title {
            let label = makeLabel(title, style.titleTypography, .headline, style.titleColor)
            label.accessibilityTraits = .header
            titleLabel = label
            add(label, spacing: style.spacingIcon)
        }
        if let message = state.message {
            add(makeLabel(message, style.messageTypography, .body, style.messageColor), spacing: state.title == nil ? style.spacingIcon : style.spacingTitleMessage)
        }
        for (index, item) in content.enumerated() {
            add(contentView(item), spacing: index > 0 || state.title != nil || state.message != nil ? style.spacingContent : style.spacingIcon)
        }
    }

    private func makeLabel(_ text: DialogTextState, _ typography: DialogTypography, _ textStyle: UIFont.TextStyle, _ color: DialogColor) -> UILabel {
        let label = UILabel()
        // The drawn text holds the Korean policy's invisible characters; VoiceOver and UI tests read the spec's.
        label.accessibilityLabel = text.text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.adjustsFontForContentSizeCategory = true
        textLabels.append((label, text, typography, textStyle, color))
        return label
    }

    /// A text field in the secondary button's fill, `dialog.field.padding` inside; a checkbox
    /// as a box of one message line and the title beside it; a slot the caller's view.
    private func contentView(_ item: DialogContentItem) -> UIView {
        switch item {
        case .textField(let id, let placeholder, let keyboard):
            let field = UITextField()
            field.placeholder = placeholder.text(in: locale)
            field.text = values.texts[id]
            field.font = Self.font(style.messageTypography, .body)
            field.adjustsFontForContentSizeCategory = true
            field.keyboardType = keyboard.uiKeyboardType
            field.backgroundColor = Self.color(contract.button.secondary.background)
            field.layer.cornerRadius = contract.button.cornerRadius
            field.accessibilityIdentifier = id
            let inset = UIView(frame: CGRect(x: 0, y: 0, width: contract.content.fieldPadding, height: 1))
            field.leftView = inset
            field.leftViewMode = .always
            let lineHeight = UIFontMetrics(forTextStyle: .body).scaledValue(for: style.messageTypography.lineHeight * style.messageTypography.size)
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: max(contract.content.fieldMinHeight, lineHeight + 2 * contract.content.fieldPadding)).isActive = true
            field.addAction(UIAction { [weak self, weak field] _ in self?.values.texts[id] = field?.text ?? "" }, for: .editingChanged)
            return field
        case .checkbox(let id, let title, let checked):
            let isOn = values.checked[id] ?? checked
            values.checked[id] = isOn
            var configuration = UIButton.Configuration.plain()
            let shown = contract.koreanLineBreak.shown(title.text(in: locale), locale: locale)
            configuration.title = shown.drawn.characters
            configuration.image = UIImage(systemName: isOn ? "checkmark.square.fill" : "square")
            configuration.imagePadding = contract.content.checkboxGap
            configuration.baseForegroundColor = Self.color(style.messageColor)
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            let box = UIButton(configuration: configuration)
            box.contentHorizontalAlignment = .leading
            box.accessibilityIdentifier = id
            box.accessibilityLabel = shown.spoken
            box.accessibilityTraits = isOn ? [.button, .selected] : .button
            box.addAction(UIAction { [weak self, weak box] _ in
                guard let self, let box else { return }
                let now = !(self.values.checked[id] ?? false)
                self.values.checked[id] = now
                box.configuration?.image = UIImage(systemName: now ? "checkmark.square.fill" : "square")
                box.accessibilityTraits = now ? [.button, .selected] : .button
            }, for: .primaryActionTriggered)
            return box
        case .slot(let id):
            return slot(id) ?? UIView()
        }
    }

    private func buildButtons() {
        for button in state.buttons {
            let view = UIButton(configuration: configuration(for: button, phase: .idle))
            view.isEnabled = button.enabled
            view.accessibilityIdentifier = button.accessibilityIdentifier
            // The spec's title, not the drawn one with the Korean policy's invisible characters.
            view.accessibilityLabel = button.accessibilityLabel ?? button.title
            view.accessibilityHint = button.accessibilityHint
            view.titleLabel?.numberOfLines = Swift.Int(contract.button.titleMaxLines)
            let height = view.heightAnchor.constraint(greaterThanOrEqualToConstant: buttonHeight)
            height.isActive = true
            let id = button.id
            view.addAction(UIAction { [weak self] _ in self?.tapped(id) }, for: .primaryActionTriggered)
            buttonStack.addArrangedSubview(view)
            buttons.append((button, view, height))
        }
    }

    /// `button.height` at the current Dynamic Type size.
    private var buttonHeight: CGFloat { UIFontMetrics(forTextStyle: .body).scaledValue(for: contract.button.height) }

    /// The Dynamic Type size changed while the dialog is shown: texts, button titles and
    /// heights take the new size, and the row or stack is decided again.
    private func applyDynamicType() {
        applyTexts()
        showPhases()
        for button in buttons { button.height.constant = buttonHeight }
        laidOutWidth = 0
        view.setNeedsLayout()
    }

    /// The button's fill, title colour, border and title, or its async phase.
    private func configuration(for button: DialogButtonState<Action>, phase: DialogButtonPhase) -> UIButton.Configuration {
        let look = appearance.button(button)
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = Self.color(look.style.background)
        configuration.baseForegroundColor = Self.color(look.style.foreground)
        configuration.background.cornerRadius = contract.button.cornerRadius
        configuration.cornerStyle = .fixed
        if let border = look.style.border {
            configuration.background.strokeColor = Self.color(border.color)
            configuration.background.strokeWidth = border.width
        }
        configuration.contentInsets = NSDirectionalEdgeInsets(
            top: contract.button.paddingVertical, leading: contract.button.paddingHorizontal,
            bottom: contract.button.paddingVertical, trailing: contract.button.paddingHorizontal)
        switch phase {
        case .idle:
            configuration.attributedTitle = Foundation.AttributedString(
                contract.koreanLineBreak.shown(button.title, locale: locale).drawn.characters,
                attributes: Foundation.AttributeContainer([.font: Self.font(contract.button.typography, .body)]))
        case .loading:
            configuration.showsActivityIndicator = true
        case .succeeded:
            configuration.image = UIImage(systemName: "checkmark")
        case .failed:
            configuration.image = UIImage(systemName: "exclamationmark")
        }
        return configuration
    }

    private func constrain() {
        let guide = view.safeAreaLayoutGuide
        let content = scrollView.contentLayoutGuide
        var constraints = [
            dimView.topAnchor.constraint(equalTo: view.topAnchor),
            dimView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            dimView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dimView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            cardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardView.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor, constant: style.margin),
            cardView.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: style.margin),
            regionStack.topAnchor.constraint(equalTo: content.topAnchor),
            regionStack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            regionStack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            regionStack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            regionStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            scrollView.topAnchor.constraint(equalTo: cardView.topAnchor, constant: style.paddingTop),
            scrollView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: style.paddingHorizontal),
            scrollView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -style.paddingHorizontal),
            buttonStack.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: style.spacingContent),
            buttonStack.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: style.paddingHorizontal),
            buttonStack.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -style.paddingHorizontal),
            buttonStack.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -style.paddingBottom),
            // The scroll region shows at least this many message lines before the card outgrows the screen.
            scrollView.heightAnchor.constraint(
                greaterThanOrEqualToConstant: contract.content.scrollMinVisibleLines
                    * UIFontMetrics(forTextStyle: .body).scaledValue(for: style.messageTypography.lineHeight * style.messageTypography.size)),
        ]
        // As wide as the margins allow, up to `maxWidth`.
        let width = cardView.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: -2 * style.margin)
        width.priority = .defaultHigh
        constraints.append(width)
        if style.maxWidth.isFinite { constraints.append(cardView.widthAnchor.constraint(lessThanOrEqualToConstant: style.maxWidth)) }
        // The region is as tall as its content, unless the card would not fit: then it scrolls.
        let fitting = scrollView.heightAnchor.constraint(equalTo: content.heightAnchor)
        fitting.priority = .defaultHigh - 1
        constraints.append(fitting)
        scrollHeight = fitting
        #if os(tvOS)
        let bottom = guide.bottomAnchor
        #else
        let bottom = view.keyboardLayoutGuide.topAnchor
        #endif
        if state.presentation == .sheet {
            constraints.append(cardView.bottomAnchor.constraint(equalTo: bottom, constant: -style.bottomInset))
        } else {
            let centered = cardView.centerYAnchor.constraint(equalTo: guide.centerYAnchor)
            centered.priority = .defaultHigh
            constraints += [centered, cardView.bottomAnchor.constraint(lessThanOrEqualTo: bottom, constant: -style.margin)]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Each text in its line boxes at the current Dynamic Type size, Korean line breaking
    /// applied, highlights in their styles' colours.
    private func applyTexts() {
        for entry in textLabels {
            let font = Self.font(entry.typography, entry.style)
            let lineHeight = UIFontMetrics(forTextStyle: entry.style).scaledValue(for: entry.typography.lineHeight * entry.typography.size)
            let paragraph = NSMutableParagraphStyle()
            paragraph.minimumLineHeight = lineHeight
            paragraph.maximumLineHeight = lineHeight
            paragraph.alignment = .center
            let attributes: [NSAttributedString.Key: Any] = [
                .font: font, .foregroundColor: Self.color(entry.color), .paragraphStyle: paragraph, .kern: entry.typography.letterSpacing,
                // UIKit draws a line at the bottom of a taller line box; this centres it.
                .baselineOffset: (lineHeight - font.lineHeight) / 4,
            ]
            entry.label.attributedText = Self.attributed(
                entry.text, locale: locale, koreanLineBreak: contract.koreanLineBreak, highlights: contract.highlights, attributes: attributes)
        }
    }

    /// The text prepared for the build's Korean line-break policy in `locale`
    /// (`DialogKoreanLineBreak`, across runs too), its highlights in their styles' colours.
    static func attributed(
        _ text: DialogTextState, locale: Swift.String, koreanLineBreak: DialogKoreanLineBreak, highlights: [Swift.String: DialogColor], attributes: [NSAttributedString.Key: Any]
    ) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        var previous: Swift.Unicode.Scalar?
        func append(_ part: Swift.Substring, highlight: Swift.String?) {
            var runAttributes = attributes
            if let highlight, let color = highlights[highlight] { runAttributes[.foregroundColor] = Self.color(color) }
            let prepared = koreanLineBreak.prepared(Swift.String(part), locale: locale, after: previous)
            result.append(NSAttributedString(string: prepared, attributes: runAttributes))
            previous = part.unicodeScalars.last { !DialogKoreanLineBreak.isMark($0) } ?? previous
        }
        var position = text.text.startIndex
        for highlight in text.highlights {
            let range = text.stringRange(of: highlight)
            append(text.text[position..<range.lowerBound], highlight: nil)
            append(text.text[range], highlight: highlight.style)
            position = range.upperBound
        }
        append(text.text[position...], highlight: nil)
        return result
    }


    /// The row or stack of `DialogButtonRow` for the card's width, with the spec's fractions.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = Swift.Double(buttonStack.bounds.width)
        guard width > 0, width != laidOutWidth else { return }
        laidOutWidth = width
        let font = Self.font(contract.button.typography, .body)
        let oneLine = buttons.map { button in
            Swift.Double((button.state.title as NSString).size(withAttributes: [.font: font]).width) + 2 * contract.button.paddingHorizontal
        }
        let fractions = buttons.map { appearance.button($0.state).width }
        let isRow = DialogButtonRow.isRow(appearance.arrangement, oneLineWidths: oneLine, fractions: fractions, width: width, spacing: style.spacingButtons)
        buttonStack.axis = isRow ? .horizontal : .vertical
        NSLayoutConstraint.deactivate(buttonWidthConstraints)
        buttonWidthConstraints = []
        if isRow, !fractions.contains(nil) {
            let shares = DialogButtonRow.shares(fractions: fractions, width: width, spacing: style.spacingButtons)
            buttonStack.distribution = .fill
            buttonWidthConstraints = zip(buttons, shares).dropLast().map { $0.0.view.widthAnchor.constraint(equalToConstant: $0.1) }
            NSLayoutConstraint.activate(buttonWidthConstraints)
        } else {
            buttonStack.distribution = isRow ? .fillEqually : .fill
        }
    }

    // MARK: Motion

    public override func viewDidAppear(_ animated: Swift.Bool) {
        super.viewDidAppear(animated)
        sizeObserver = Foundation.NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) {
            [weak self] _ in
            _Concurrency.Task { @MainActor in self?.applyDynamicType() }
        }
        // Shown again after a controller presented over it went: no second entrance, but the
        // Dynamic Type size may have changed meanwhile.
        guard session.enters() else { return applyDynamicType() }
        let motion = DialogMotion(state.presentation, transition: style.transitionIn, reduceMotion: UIAccessibility.isReduceMotionEnabled)
        place(motion, shown: false)
        animate(contract.shared.dimTransition) { self.dimView.alpha = CGFloat(self.style.dimOpacity) }
        animate(motion.transition, { self.place(motion, shown: true) }) { [weak self] in
            guard let self else { return }
            let focus: UIView = self.titleLabel ?? self.cardView
            UIAccessibility.post(notification: .screenChanged, argument: focus)
        }
    }

    /// Gone from the screen by a dismissal (its own exit, a `dismiss` from outside, or a
    /// controller below it dismissed): the session ends, so `onDismiss` fires and `await
    /// present` returns. Covered by a controller presented over it, it stays.
    public override func viewDidDisappear(_ animated: Swift.Bool) {
        super.viewDidDisappear(animated)
        if let sizeObserver { Foundation.NotificationCenter.default.removeObserver(sizeObserver) }
        sizeObserver = nil
        var isLeaving = isBeingDismissed || presentingViewController == nil
        var below = presentingViewController
        while let controller = below, !isLeaving {
            isLeaving = controller.isBeingDismissed
            below = controller.presentingViewController
        }
        if isLeaving { session.disappeared() }
    }

    /// The card where `motion` starts (hidden) or ends (shown).
    private func place(_ motion: DialogMotion, shown: Swift.Bool) {
        switch motion.movement {
        case .fade: cardView.transform = .identity
        case .rise(let distance): cardView.transform = shown ? .identity : CGAffineTransform(translationX: 0, y: distance)
        case .fromBottom: cardView.transform = shown ? .identity : CGAffineTransform(translationX: 0, y: view.bounds.height - cardView.frame.minY)
        }
        cardView.alpha = shown || !motion.fades ? 1 : 0
    }

    private func animate(_ transition: DialogTransition, _ changes: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void = {}) {
        let animator: UIViewPropertyAnimator
        switch transition.curve {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            animator = UIViewPropertyAnimator(
                duration: transition.duration, controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2), animations: changes)
        case .spring(let duration, let bounce, let velocity):
            // The velocity is relative to the whole motion, on both axes, as UIKit reads it.
            let timing = UISpringTimingParameters(dampingRatio: max(1 - bounce, 0.01), initialVelocity: CGVector(dx: velocity, dy: velocity))
            animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
            animator.addAnimations(changes)
        }
        animator.addCompletion { _ in completion() }
        animator.startAnimation(afterDelay: transition.delay)
    }

    /// Closes the dialog as the dim does (`onDismiss`); running async actions are cancelled
    /// and made stale.
    public func close() {
        session.close(.dismissed)
    }

    /// Animates the card and dim out, then dismisses without the system's animation and
    /// calls `then`.
    private func animateOut(then: @escaping @MainActor () -> Void) {
        view.endEditing(true)
        let motion = DialogMotion(
            state.presentation, transition: style.transitionOut, reduceMotion: UIAccessibility.isReduceMotionEnabled, entering: false)
        animate(contract.shared.dimTransition) { self.dimView.alpha = 0 }
        animate(motion.transition, { self.place(motion, shown: false) }) { [weak self] in
            // Not presented (closed before it was shown): the caller is told all the same.
            guard let presenter = self?.presentingViewController else { return then() }
            presenter.dismiss(animated: false, completion: then)
        }
    }

    // MARK: Input

    private func dimTapped() {
        if state.dismissOnTap { close() }
    }

    public override func accessibilityPerformEscape() -> Swift.Bool {
        switch DialogEscape(state) {
        case .close:
            close()
            return true
        case .tap(let cancel):
            tapped(cancel.id)
            return true
        case .nothing:
            return false
        }
    }

    private func tapped(_ id: Swift.String) {
        if let tap = session.tap(id) { playHaptic(tap.button.haptic) }
    }

    /// Apple TV and Vision Pro have no haptics (the feedback generators are unavailable there).
    private func playHaptic(_ haptic: DialogHaptic) {
        #if !os(tvOS) && !os(visionOS)
        switch haptic {
        case .none: break
        case .light: UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .medium: UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        case .heavy: UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        case .success: UINotificationFeedbackGenerator().notificationOccurred(.success)
        case .warning: UINotificationFeedbackGenerator().notificationOccurred(.warning)
        case .error: UINotificationFeedbackGenerator().notificationOccurred(.error)
        }
        #endif
    }

    private func showPhases() {
        for button in buttons {
            let phase = session.asyncState.phase(of: button.state.id)
            button.view.configuration = configuration(for: button.state, phase: phase)
            button.view.isEnabled = button.state.enabled && phase == .idle
        }
    }

    // MARK: Tokens

    static func color(_ token: DialogColor) -> UIColor {
        UIColor { traits in
            let rgba = token.forAppearance(isDark: traits.userInterfaceStyle == .dark)
            return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
    }

    /// The typography's font scaled for Dynamic Type like `textStyle`.
    static func font(_ typography: DialogTypography, _ textStyle: UIFont.TextStyle) -> UIFont {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let system = UIFont.systemFont(ofSize: typography.size, weight: weights[min(max((typography.weight - 50) / 100, 0), 8)])
        let font = typography.family == "system" ? system : UIFont(name: typography.family, size: typography.size) ?? system
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font)
    }
}

#endif
