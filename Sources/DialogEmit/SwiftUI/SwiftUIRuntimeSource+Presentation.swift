extension SwiftUIRuntimeSource {
    /// `DialogOverlay` (backdrop and card) and `DialogPresenter` (the modifier).
    static let presentation = #"""

/// The dim backdrop and the card over it, fading and springing in with the transition tokens,
/// and out again whoever closes the dialog: itself (`beginClose`) or its presenter
/// (`isClosing`); `didClose` reports the end of the exit with the action to send, if any.
\#(availability)
struct DialogOverlay<Action: Equatable & Sendable>: View {
    var isClosing: Bool
    var beginClose: () -> Bool
    var didClose: (Action?) -> Void
    /// The dialog's state in a configured locale (nil for the default).
    var state: (String?) -> DialogState<Action>
    var appearance: DialogAppearance
    var content: [DialogContentElement]
    var slot: (String) -> AnyView
    var onAsyncAction: (@MainActor (Action) async throws -> Bool)?
    var onAction: (Action) -> Void

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isDimVisible = false
    @State private var isCardVisible = false
    @State private var isAnimatingOut = false

    var body: some View {
        // The environment's locale when a configured one matches it, else the user's
        // preferred languages in order, else the default (`DialogLocale.match`).
        let configuredLocale = DialogLocale.match([locale.identifier] + Locale.preferredLanguages)
        let state = self.state(configuredLocale)
        let style = appearance.style
        ZStack(alignment: state.presentation == .sheet ? .bottom : .center) {
            Color(style.dimColor.forAppearance(isDark: colorScheme == .dark))
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
            withAnimation(DialogTokens.Dialog.Dim.transition.animation) { isDimVisible = true }
            withAnimation(style.transitionIn.animation) { isCardVisible = true }
        }
        .onChange(of: isClosing) { _, closing in
            // The presenter closes the dialog (its binding became false): the same exit.
            if closing && !isAnimatingOut { animateOut(then: nil) }
        }
    }

    /// The card's transition: a fade with Reduce Motion, else a move up from the bottom for a
    /// sheet and a scale with a fade for an alert.
    private func transition(_ presentation: DialogPresentation) -> AnyTransition {
        if reduceMotion { return .opacity }
        return presentation == .sheet ? .move(edge: .bottom) : .scale(scale: 0.9).combined(with: .opacity)
    }

    /// VoiceOver's escape gesture (and the dim tap's equivalent, the dim being hidden from
    /// VoiceOver): closes a dialog that a tap on the dim closes, else taps its cancel button
    /// if it has one, else does nothing.
    private func escape(_ state: DialogState<Action>) {
        if state.dismissOnTap {
            close(then: nil)
        } else if let cancel = state.buttons.first(where: { $0.role == .cancel && $0.enabled }) {
            cancel.dismisses ? close(then: cancel.action) : onAction(cancel.action)
        }
    }

    /// Closes the dialog from inside (a button, the dim, escape): animates it out, then
    /// `didClose` sends `action`, so the dialog is closed before the action runs.
    private func close(then action: Action?) {
        guard !isAnimatingOut else { return }
        isAnimatingOut = true
        guard beginClose() else {
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

/// Presents a dialog over the full screen with a transparent background. The cover itself
/// appears and disappears without the system's sheet animation, so only the dialog's own
/// transitions are seen.
\#(availability)
struct DialogPresenter<Action: Equatable & Sendable>: ViewModifier {
    @Binding var isPresented: Bool
    /// The dialog's `state(locale:)`.
    var state: (String?) -> DialogState<Action>
    var appearance: DialogAppearance
    var content: [DialogContentElement]
    var slot: (String) -> AnyView
    var onAsyncAction: (@MainActor (Action) async throws -> Bool)?
    var onAction: (Action) -> Void

    /// A dialog whose spec has slots: `slot` draws each by its id.
    init<Slot: View>(
        isPresented: Binding<Bool>, dialog: some LocalizedDialog<Action>, appearance: DialogAppearance,
        content: [DialogContentElement] = [], slot: @escaping (String) -> Slot,
        onAsyncAction: (@MainActor (Action) async throws -> Bool)? = nil, onAction: @escaping (Action) -> Void
    ) {
        _isPresented = isPresented
        self.state = dialog.state(locale:)
        self.appearance = appearance
        self.content = content
        self.slot = { AnyView(slot($0)) }
        self.onAsyncAction = onAsyncAction
        self.onAction = onAction
    }

    /// A dialog without slots.
    init(
        isPresented: Binding<Bool>, dialog: some LocalizedDialog<Action>, appearance: DialogAppearance,
        content: [DialogContentElement] = [], onAsyncAction: (@MainActor (Action) async throws -> Bool)? = nil,
        onAction: @escaping (Action) -> Void
    ) {
        self.init(
            isPresented: isPresented, dialog: dialog, appearance: appearance, content: content, slot: { _ in EmptyView() },
            onAsyncAction: onAsyncAction, onAction: onAction)
    }

    @State private var presentation = DialogPresentationState()
    /// Follows `presentation.isCoverPresented`, for the cover's binding.
    @State private var isCoverPresented = false

    func body(content: Content) -> some View {
        content
            #if os(macOS)
            .overlay {
                if isCoverPresented { overlay }
            }
            #else
            .fullScreenCover(isPresented: $isCoverPresented) {
                overlay.presentationBackground(.clear)
            }
            #endif
            .onChange(of: isPresented, initial: true) { _, newValue in
                apply(presentation.binding(newValue))
            }
    }

    /// Each presentation is a new overlay (`id`), so a dialog shown again enters afresh.
    private var overlay: some View {
        DialogOverlay(
            isClosing: presentation.isClosing, beginClose: beginClose, didClose: didClose(then:), state: state,
            appearance: appearance, content: self.content, slot: slot, onAsyncAction: onAsyncAction, onAction: onAction
        )
        .id(presentation.presentation)
    }

    /// Puts the cover up or takes it down, without the system's animation; `.animateOut`
    /// reaches the overlay as `isClosing`.
    private func apply(_ step: DialogPresentationState.Step) {
        switch step {
        case .present, .none:
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { isCoverPresented = presentation.isCoverPresented }
        case .animateOut:
            break
        }
    }

    /// The dialog closes itself: the binding becomes false now, as SwiftUI's own
    /// presentations do, while the exit animates.
    private func beginClose() -> Bool {
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
"""#
}
