extension SwiftUIRuntimeSource {
    /// `DialogOverlay` (backdrop and card) and `DialogPresenter` (the modifier).
    static let presentation = #"""

/// The dim backdrop and the card over it, fading and springing in with the transition tokens,
/// and out again whoever closes the dialog: itself (`beginClose`) or its presenter
/// (`isClosing`); `didClose` reports the end of the exit with the action to send, if any.
\#(availability)
struct DialogOverlay<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    var isClosing: Swift.Bool
    /// The dialog starts closing itself, for a button with `action` (nil for the dim or the
    /// escape gesture); false when it cannot.
    var beginClose: (Action?) -> Swift.Bool
    var didClose: (Action?) -> Void
    /// The dialog's state in a configured locale (nil for the default).
    var state: (Swift.String?) -> DialogState<Action>
    var appearance: DialogAppearance
    var content: [DialogContentElement]
    var slot: (Swift.String) -> SwiftUI.AnyView
    var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    var onAction: (Action) -> Void

    @SwiftUI.Environment(\.colorScheme) private var colorScheme
    @SwiftUI.Environment(\.locale) private var locale
    @SwiftUI.Environment(\.accessibilityReduceMotion) private var reduceMotion
    @SwiftUI.State private var isDimVisible = false
    @SwiftUI.State private var isCardVisible = false
    @SwiftUI.State private var isAnimatingOut = false

    var body: some SwiftUI.View {
        // The environment's locale when a configured one matches it, else the user's
        // preferred languages in order, else the default (`DialogLocale.match`).
        let configuredLocale = DialogLocale.match([locale.identifier] + Foundation.Locale.preferredLanguages)
        let state = self.state(configuredLocale)
        let style = appearance.style
        SwiftUI.ZStack(alignment: state.presentation == .sheet ? .bottom : .center) {
            SwiftUI.Color(style.dimColor.forAppearance(isDark: colorScheme == .dark))
                .opacity(isDimVisible ? style.dimOpacity : 0)
                .ignoresSafeArea()
                .onTapGesture {
                    if state.dismissOnTap { close(then: nil) }
                }
                .accessibilityHidden(true)
            if isCardVisible {
                DialogCard(
                    state: state, appearance: appearance, locale: configuredLocale, content: content, slot: slot,
                    onAsyncAction: onAsyncAction, onDismiss: { close(then: nil) }
                ) { (button: DialogButtonState<Action>) in
                    if button.dismisses {
                        close(then: button.action)
                    } else {
                        onAction(button.action)
                    }
                }
                .padding(.bottom, style.bottomInset)
                .accessibilityAddTraits(.isModal)
                .accessibilityAction(.escape) { escape(state) }
                .transition(transition(state.presentation))
            }
        }
        .onAppear {
            withAnimation(style.contract.shared.dimTransition.animation) { isDimVisible = true }
            withAnimation(style.transitionIn.animation) { isCardVisible = true }
        }
        .onChange(of: isClosing) { _, closing in
            // The presenter closes the dialog (its binding became false): the same exit.
            if closing && !isAnimatingOut { animateOut(then: nil) }
        }
    }

    /// The card's transition, as `DialogMotion` (shared with the UIKit presenter) decides: a
    /// fade with Reduce Motion, else a move up from the bottom for a sheet and a scale with a
    /// fade for an alert.
    private func transition(_ presentation: DialogPresentation) -> SwiftUI.AnyTransition {
        switch DialogMotion(presentation, transition: appearance.style.transitionIn, reduceMotion: reduceMotion).movement {
        case .fade: .opacity
        case .fromBottom: .move(edge: .bottom)
        case .scale(let scale): .scale(scale: scale).combined(with: .opacity)
        }
    }

    /// VoiceOver's escape gesture (and the dim tap's equivalent, the dim being hidden from
    /// VoiceOver): closes a dialog that a tap on the dim closes, else taps its cancel button
    /// if it has one, else does nothing.
    /// (`DialogEscape`, shared with the UIKit presenter, decides which.)
    private func escape(_ state: DialogState<Action>) {
        switch DialogEscape(state) {
        case .close: close(then: nil)
        case .tap(let cancel): cancel.dismisses ? close(then: cancel.action) : onAction(cancel.action)
        case .nothing: break
        }
    }

    /// Closes the dialog from inside (a button, the dim, escape): animates it out, then
    /// `didClose` sends `action`, so the dialog is closed before the action runs.
    private func close(then action: Action?) {
        guard !isAnimatingOut else { return }
        isAnimatingOut = true
        guard beginClose(action) else {
            isAnimatingOut = false
            return
        }
        animateOut(then: action)
    }

    private func animateOut(then action: Action?) {
        isAnimatingOut = true
        withAnimation(appearance.style.transitionOut.animation) {
            isDimVisible = false
            isCardVisible = false
        } completion: {
            didClose(action)
        }
    }
}

/// Presents a dialog while a `Bool` binding is true. The cover itself appears and disappears
/// without the system's animation (`dialogCover`), so only the dialog's own transitions are
/// seen. A dismissing button's action is sent once the exit has ended.
\#(availability)
struct DialogPresenter<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.ViewModifier {
    @SwiftUI.Binding var isPresented: Swift.Bool
    /// The dialog's `state(locale:)`.
    var state: (Swift.String?) -> DialogState<Action>
    var appearance: DialogAppearance
    var content: [DialogContentElement]
    var slot: (Swift.String) -> SwiftUI.AnyView
    var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    var onAction: (Action) -> Void

    /// `slot` draws the spec's slots by id (`{ _ in EmptyView() }` for none).
    init<Dialog: PresentableDialog<Action>, Slot: SwiftUI.View>(
        isPresented: SwiftUI.Binding<Swift.Bool>, dialog: Dialog, content: [DialogContentElement], slot: @escaping (Swift.String) -> Slot,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?, onAction: @escaping (Action) -> Void
    ) {
        _isPresented = isPresented
        self.state = dialog.state(locale:)
        self.appearance = Dialog.appearance
        self.content = content
        self.slot = { SwiftUI.AnyView(slot($0)) }
        self.onAsyncAction = onAsyncAction
        self.onAction = onAction
    }

    @SwiftUI.State private var presentation = DialogPresentationState()
    /// Follows `presentation.isCoverPresented`, for the cover's binding.
    @SwiftUI.State private var isCoverPresented = false

    func body(content: Self.Content) -> some SwiftUI.View {
        content
            .dialogCover(isPresented: $isCoverPresented) { overlay }
            .onChange(of: isPresented, initial: true) { _, newValue in
                apply(presentation.binding(newValue))
            }
    }

    /// Each presentation is a new overlay (`id`), so a dialog shown again enters afresh.
    private var overlay: some SwiftUI.View {
        DialogOverlay(
            isClosing: presentation.isClosing, beginClose: { _ in beginClose() }, didClose: didClose(then:), state: state,
            appearance: appearance, content: self.content, slot: slot, onAsyncAction: onAsyncAction, onAction: onAction
        )
        .id(presentation.presentation)
    }

    /// Puts the cover up or takes it down, without the system's animation; `.animateOut`
    /// reaches the overlay as `isClosing`.
    private func apply(_ step: DialogPresentationState.Step) {
        guard step != .animateOut else { return }
        withoutAnimation { isCoverPresented = presentation.isCoverPresented }
    }

    /// The dialog closes itself: the binding becomes false now, as SwiftUI's own
    /// presentations do, while the exit animates.
    private func beginClose() -> Swift.Bool {
        guard presentation.beginClose() else { return false }
        isPresented = false
        _ = presentation.binding(false)
        return true
    }

    /// The exit ended: the cover goes, `action` is sent, and a dialog that `onAction` (or
    /// the app meanwhile) presented again comes back as a new presentation.
    private func didClose(then action: Action?) {
        apply(presentation.didClose())
        if let action { onAction(action) }
        if isPresented { apply(presentation.binding(true)) }
    }
}

/// Presents a dialog while an optional item is set, as SwiftUI's `sheet(item:)` does: the
/// dialog is built from the item; another item (a different `id`) replaces it with an exit
/// and an entrance. A dismissing button's action is sent at the tap, while the binding still
/// holds the item, and only then is the binding cleared: a reducer that handles presented
/// state (TCA's `ifLet`, swift-navigation) sees the action with its state present, and the
/// dismissal after it. `DialogItemPresentationState` (in `DialogSupport.swift`, run by the
/// tests) decides the order; the exit draws the item that was shown.
\#(availability)
struct DialogItemPresenter<Item: Swift.Identifiable, Action: Swift.Equatable & Swift.Sendable>: SwiftUI.ViewModifier {
    @SwiftUI.Binding var item: Item?
    /// The `state(locale:)` of the dialog an item shows.
    var state: (Item) -> (Swift.String?) -> DialogState<Action>
    var appearance: DialogAppearance
    var content: (Item) -> [DialogContentElement]
    var slot: (Swift.String) -> SwiftUI.AnyView
    var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    var onAction: (Action) -> Void

    /// `content` makes the content of the dialog an item shows; `slot` draws the spec's slots
    /// by id (`{ _ in EmptyView() }` for none).
    init<Dialog: PresentableDialog<Action>, Slot: SwiftUI.View>(
        item: SwiftUI.Binding<Item?>, dialog: @escaping (Item) -> Dialog, content: @escaping (Dialog) -> [DialogContentElement],
        slot: @escaping (Swift.String) -> Slot, onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?,
        onAction: @escaping (Action) -> Void
    ) {
        _item = item
        self.state = { dialog($0).state(locale:) }
        self.appearance = Dialog.appearance
        self.content = { content(dialog($0)) }
        self.slot = { SwiftUI.AnyView(slot($0)) }
        self.onAsyncAction = onAsyncAction
        self.onAction = onAction
    }

    /// An item that is the dialog's state itself, drawn with `appearance` and no content (the
    /// TCA adapter's store, whose state is already in its locale).
    init(item: SwiftUI.Binding<Item?>, state: @escaping (Item) -> DialogState<Action>, appearance: DialogAppearance, onAction: @escaping (Action) -> Void) {
        _item = item
        self.state = { item in { _ in state(item) } }
        self.appearance = appearance
        self.content = { _ in [] }
        self.slot = { _ in SwiftUI.AnyView(SwiftUI.EmptyView()) }
        self.onAsyncAction = nil
        self.onAction = onAction
    }

    @SwiftUI.State private var presentation = DialogItemPresentationState<Item.ID>()
    /// The item on screen, kept through the exit so the dialog draws it until it is gone.
    @SwiftUI.State private var shown: Item?
    @SwiftUI.State private var isCoverPresented = false

    func body(content: Self.Content) -> some SwiftUI.View {
        content
            .dialogCover(isPresented: $isCoverPresented) { overlay }
            .onChange(of: item?.id, initial: true) { _, id in
                apply(presentation.item(id))
            }
    }

    @SwiftUI.ViewBuilder private var overlay: some SwiftUI.View {
        if let shown {
            DialogOverlay(
                isClosing: presentation.cover.isClosing, beginClose: beginClose(sending:), didClose: { _ in didClose() },
                state: state(shown), appearance: appearance, content: self.content(shown), slot: slot, onAsyncAction: onAsyncAction,
                onAction: onAction
            )
            .id(presentation.cover.presentation)
        }
    }

    /// Puts the cover up with the bound item, or takes it down, without the system's animation.
    private func apply(_ step: DialogPresentationState.Step) {
        guard step != .animateOut else { return }
        if step == .present { shown = item }
        withoutAnimation { isCoverPresented = presentation.cover.isCoverPresented }
        if !presentation.cover.isCoverPresented { shown = nil }
    }

    /// The dialog closes itself: the action first, then the binding cleared, unless the
    /// action's receiver cleared it already or set another item (shown after this exit).
    private func beginClose(sending action: Action?) -> Swift.Bool {
        presentation.close(sending: action, to: onAction, binding: { item?.id }, clear: { item = nil })
    }

    /// The exit ended: the cover goes, or shows the item bound meanwhile as a new presentation.
    private func didClose() {
        apply(presentation.didClose())
    }
}

\#(availability)
extension SwiftUI.View {
    /// Shows `overlay` over everything while `isPresented` is true: a full-screen cover with a
    /// clear background, or on macOS, which has none, a child window over the whole window
    /// (`DialogWindowCover`), so the dim covers the window on every platform.
    func dialogCover<Overlay: SwiftUI.View>(isPresented: SwiftUI.Binding<Swift.Bool>, @SwiftUI.ViewBuilder overlay: @escaping () -> Overlay) -> some SwiftUI.View {
        #if os(macOS)
        background {
            DialogWindowCover(isPresented: isPresented.wrappedValue, overlay: overlay)
        }
        #else
        fullScreenCover(isPresented: isPresented) {
            overlay().presentationBackground(.clear)
        }
        #endif
    }
}

/// Runs `body` without animating what it changes (the cover's own presentation).
\#(availability)
@MainActor fileprivate func withoutAnimation(_ body: () -> Void) {
    var transaction = SwiftUI.Transaction()
    transaction.disablesAnimations = true
    withTransaction(transaction, body)
}

#if os(macOS)
/// The macOS cover: `overlay` in a borderless, transparent child window laid over the whole
/// window that holds the modified view, title bar included (an overlay would dim only the
/// modified view). It moves with its parent (a child window does), follows its size, can
/// become key (Return and Escape reach the buttons), and goes with the presentation or the
/// view. The locale and colour scheme of the modified view are passed on to it.
\#(availability)
struct DialogWindowCover<Overlay: SwiftUI.View>: NSViewRepresentable {
    var isPresented: Swift.Bool
    var overlay: () -> Overlay

    func makeNSView(context: Self.Context) -> DialogWindowAnchor {
        DialogWindowAnchor()
    }

    func updateNSView(_ anchor: DialogWindowAnchor, context: Self.Context) {
        let environment = context.environment
        let overlay: SwiftUI.AnyView? =
            isPresented
            ? SwiftUI.AnyView(self.overlay().environment(\.locale, environment.locale).environment(\.colorScheme, environment.colorScheme))
            : nil
        anchor.show(overlay)
    }

    static func dismantleNSView(_ anchor: DialogWindowAnchor, coordinator: ()) {
        anchor.show(nil)
    }
}

/// The view that finds the window to cover, and owns the child window while it is up; shown
/// again when it moves to another window (or first gets one).
\#(availability)
final class DialogWindowAnchor: NSView {
    private var overlay: SwiftUI.AnyView?
    private var cover: NSWindow?
    private var host: NSHostingView<SwiftUI.AnyView>?
    private var resizing: NSObjectProtocol?

    func show(_ overlay: SwiftUI.AnyView?) {
        self.overlay = overlay
        guard let overlay, let parent = window else { return close() }
        if let host, cover?.parent === parent {
            host.rootView = overlay
            return
        }
        close()
        let host = NSHostingView(rootView: overlay)
        let cover = DialogCoverWindow(contentRect: parent.frame, styleMask: [.borderless], backing: .buffered, defer: false)
        cover.isOpaque = false
        cover.backgroundColor = .clear
        cover.hasShadow = false
        cover.isReleasedWhenClosed = false
        cover.contentView = host
        parent.addChildWindow(cover, ordered: .above)
        cover.makeKey()
        resizing = Foundation.NotificationCenter.default.addObserver(forName: NSWindow.didResizeNotification, object: parent, queue: .main) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.fitCover() }
        }
        self.cover = cover
        self.host = host
    }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        show(overlay)
    }

    private func fitCover() {
        if let cover, let parent = cover.parent { cover.setFrame(parent.frame, display: true) }
    }

    private func close() {
        if let resizing { Foundation.NotificationCenter.default.removeObserver(resizing) }
        resizing = nil
        if let cover {
            cover.parent?.removeChildWindow(cover)
            cover.orderOut(nil)
        }
        cover = nil
        host = nil
    }
}

/// A borderless window that can become key, so the dialog's keyboard shortcuts work.
\#(availability)
final class DialogCoverWindow: NSWindow {
    override var canBecomeKey: Swift.Bool { true }
}
#endif
"""#
}
