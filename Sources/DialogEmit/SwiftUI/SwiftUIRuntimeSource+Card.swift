extension SwiftUIRuntimeSource {
    /// `DialogCard` (icon, title, message, content and buttons) and `DialogButtonLayout`.
    static let card = #"""

/// The card: icon, title, message, content and buttons, drawn from the dialog's
/// `DialogStyle`, its sizes scaled with Dynamic Type.
\#(availability)
struct DialogCard<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    var state: DialogState<Action>
    var appearance: DialogAppearance
    /// The language code the content's texts are picked in, as `state` was.
    var locale: Swift.String?
    var content: [DialogContentElement]
    var slot: (Swift.String) -> SwiftUI.AnyView
    var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    /// Called when a dismissing async button has succeeded and shown it.
    var onDismiss: () -> Void
    var onTap: (DialogButtonState<Action>) -> Void

    /// A card sending the action of the button tapped, for previews and snapshot tests;
    /// `slot` draws the spec's slots by id. `phases` shows async buttons in a phase (by
    /// button id), and `dimmed` draws the card on its dim where its presentation puts it.
    init<Slot: SwiftUI.View>(
        state: DialogState<Action>, appearance: DialogAppearance, locale: Swift.String?, content: [DialogContentElement] = [],
        phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false, slot: @escaping (Swift.String) -> Slot,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Action) -> Void
    ) {
        self.init(
            state: state, appearance: appearance, locale: locale, content: content, slot: { SwiftUI.AnyView(slot($0)) },
            onAsyncAction: onAsyncAction, onDismiss: {}, phases: phases, dimmed: dimmed
        ) { onAction($0.action) }
    }

    /// A card without slots, for previews and snapshot tests.
    init(
        state: DialogState<Action>, appearance: DialogAppearance, locale: Swift.String?, content: [DialogContentElement] = [],
        phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Action) -> Void
    ) {
        self.init(
            state: state, appearance: appearance, locale: locale, content: content, phases: phases, dimmed: dimmed,
            slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    init(
        state: DialogState<Action>, appearance: DialogAppearance, locale: Swift.String?, content: [DialogContentElement],
        slot: @escaping (Swift.String) -> SwiftUI.AnyView, onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?,
        onDismiss: @escaping () -> Void, phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        onTap: @escaping (DialogButtonState<Action>) -> Void
    ) {
        self.state = state
        self.appearance = appearance
        self.locale = locale
        self.content = content
        self.slot = slot
        self.onAsyncAction = onAsyncAction
        self.onDismiss = onDismiss
        self.dimmed = dimmed
        self.onTap = onTap
        _asyncState = SwiftUI.State(wrappedValue: DialogAsyncState.showing(phases))
        // `button.height` and `dialog.icon.size` of the dialog's contract, scaled as the body text.
        _buttonHeight = SwiftUI.ScaledMetric(wrappedValue: appearance.style.contract.button.height, relativeTo: .body)
        _iconSize = SwiftUI.ScaledMetric(wrappedValue: appearance.style.contract.content.iconSize, relativeTo: .body)
    }

    /// Drawn on its dim, for a snapshot.
    private var dimmed: Swift.Bool

    @SwiftUI.Environment(\.colorScheme) private var colorScheme
    /// Dynamic Type factors (1 at the default size) for the title and the other texts.
    @SwiftUI.ScaledMetric(relativeTo: .headline) private var titleScale = 1.0
    @SwiftUI.ScaledMetric(relativeTo: .body) private var bodyScale = 1.0
    @SwiftUI.ScaledMetric(relativeTo: .body) private var buttonHeight = 0.0
    /// The icon's square, `dialog.icon.size` at this Dynamic Type size, as the box model says.
    @SwiftUI.ScaledMetric(relativeTo: .body) private var iconSize = 0.0
    /// VoiceOver's focus, moved to the title when the card appears.
    @SwiftUI.AccessibilityFocusState private var isTitleFocused: Swift.Bool
    /// The async buttons' phases in this presentation, and their running actions.
    @SwiftUI.State private var asyncState: DialogAsyncState
    @SwiftUI.State private var asyncTasks: [Swift.String: _Concurrency.Task<Void, Never>] = [:]

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 0) {
            scrollRegion
            buttons
                .padding(.top, style.spacingContent)
        }
        .padding(.top, style.paddingTop)
        .padding(.horizontal, style.paddingHorizontal)
        .padding(.bottom, style.paddingBottom)
        .frame(maxWidth: style.maxWidth)
        .background(color(style.background), in: .rect(cornerRadius: style.cornerRadius, style: .continuous))
        .padding(.horizontal, style.margin)
        .accessibilityIdentifier(state.accessibilityIdentifier ?? state.id)
        .onAppear { isTitleFocused = state.title != nil }
        .onDisappear(perform: cancelAsyncActions)
        .dialogDimmed(dimmed ? style : nil, presentation: state.presentation, isDark: colorScheme == .dark)
    }

    /// The scroll region of docs/layout-model.md: its parts as they are when they fit, so a
    /// dialog that fits has no scroll view at all (no bounce, no indicator); else a scroll
    /// view showing at least `dialog.scroll.minVisibleLines` message lines. The buttons stay
    /// pinned below it.
    private var scrollRegion: some SwiftUI.View {
        SwiftUI.ViewThatFits(in: .vertical) {
            regionContent
            SwiftUI.ScrollView {
                regionContent
            }
            .scrollBounceBehavior(.basedOnSize)
            .frame(minHeight: appearance.style.contract.content.scrollMinVisibleLines * messageLineHeight)
        }
    }

    /// The message's line height at this Dynamic Type size.
    private var messageLineHeight: Swift.Double {
        style.messageTypography.lineHeight * style.messageTypography.size * bodyScale
    }

    /// Icon, title, message and content, each with the spacing before it; an absent part
    /// takes no space and no spacing.
    private var regionContent: some SwiftUI.View {
        SwiftUI.VStack(spacing: 0) {
            if let icon = appearance.icon {
                iconView(icon)
                    .frame(width: iconSize, height: iconSize)
                    .accessibilityHidden(true)
            }
            if let title = state.title {
                text(title, style.titleTypography, scale: titleScale, style.titleColor)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityFocused($isTitleFocused)
                    .padding(.top, appearance.icon == nil ? 0 : style.spacingIcon)
            }
            if let message = state.message {
                text(message, style.messageTypography, scale: bodyScale, style.messageColor)
                    .padding(.top, spacing(before: .message))
            }
            if !content.isEmpty {
                DialogContentStack(
                    elements: content, locale: locale, style: style, textScale: bodyScale, slot: slot)
                    .padding(.top, spacing(before: .content))
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    /// The parts of the scroll region after the icon and title.
    private enum Part {
        case message
        case content
    }

    /// The spacing before `part`: `spacing.icon` after the icon, `spacing.titleMessage`
    /// between title and message, `spacing.content` otherwise; none for the first part.
    private func spacing(before part: Part) -> Swift.Double {
        switch part {
        case .message:
            if state.title != nil { return style.spacingTitleMessage }
        case .content:
            if state.title != nil || state.message != nil { return style.spacingContent }
        }
        return appearance.icon == nil ? 0 : style.spacingIcon
    }

    private var style: DialogStyle { appearance.style }

    private func color(_ token: DialogColor) -> SwiftUI.Color {
        SwiftUI.Color(token.forAppearance(isDark: colorScheme == .dark))
    }

    @SwiftUI.ViewBuilder private func iconView(_ icon: DialogIcon) -> some SwiftUI.View {
        switch icon {
        case .symbol(let name):
            SwiftUI.Image(systemName: name)
                .font(.largeTitle)
                .foregroundStyle(color(style.titleColor))
        case .asset(let name, let bundle):
            SwiftUI.Image(name, bundle: bundle)
        }
    }

    private func text(
        _ text: DialogTextState, _ typography: DialogTypography, scale: Swift.Double, _ token: DialogColor
    ) -> some SwiftUI.View {
        SwiftUI.Text(text.attributed(locale: DialogLocale.match(locale)) { name in self.appearance.style.contract.highlights[name].map { self.color($0) } })
            .tracking(typography.letterSpacing)
            .dialogLineBox(typography, size: typography.size * scale)
            .foregroundStyle(color(token))
            .multilineTextAlignment(.center)
            .fixedSize(horizontal: false, vertical: true)
    }

    /// The buttons in one `DialogButtonLayout`, so an async button keeps its phase when
    /// `auto` switches between row and stack.
    private var buttons: some SwiftUI.View {
        DialogButtonLayout(
            arrangement: appearance.arrangement, fractions: state.buttons.map { appearance.button($0).width },
            spacing: style.spacingButtons
        ) {
            SwiftUI.ForEach(state.buttons, id: \.id) { button in
                buttonView(button)
            }
        }
    }

    private func buttonView(_ button: DialogButtonState<Action>) -> some SwiftUI.View {
        DialogButtonView(
            button: button, appearance: appearance.button(button), tokens: appearance.style.contract.button,
            locale: DialogLocale.match(locale), textScale: bodyScale, height: buttonHeight, phase: asyncState.phase(of: button.id)
        ) {
            if button.isAsync, onAsyncAction != nil { runAsync(button) } else { onTap(button) }
        }
    }

    /// Runs an async button's action (`onAsyncAction`; a throw is a failure) through
    /// `DialogAsyncState.run`, animating its phases and announcing the result to VoiceOver
    /// in the button's words (`successAnnouncement`, `failureAnnouncement`). The task belongs
    /// to this presentation: closing the card cancels it, and its token keeps a completion
    /// that comes late from touching anything. A dismissing button closes the dialog after
    /// its success shows, without going back to its title.
    private func runAsync(_ button: DialogButtonState<Action>) {
        guard let onAsyncAction, let token = withAnimation(.default, { asyncState.begin(button.id) }) else { return }
        let action = button.action
        asyncTasks[button.id] = _Concurrency.Task {
            await DialogAsyncState.run(
                token, dismisses: button.dismisses, feedback: appearance.style.contract.button.feedbackDuration,
                perform: { try await onAsyncAction(action) },
                change: { change in withAnimation(.default) { change(&asyncState) } },
                announce: { succeeded in
                    if let text = succeeded ? button.successAnnouncement : button.failureAnnouncement {
                        Accessibility.AccessibilityNotification.Announcement(text).post()
                    }
                },
                dismiss: { onDismiss() })
        }
    }

    /// The card went away (the dialog closed): running actions are cancelled and stale.
    private func cancelAsyncActions() {
        for task in asyncTasks.values { task.cancel() }
        asyncTasks = [:]
        asyncState.reset()
    }
}

/// The buttons as docs/layout-model.md arranges them. A row divides the width less the
/// spacings by the spec's fractions (when every button has one) or equally, and every
/// button in it takes the tallest one's height; a stack gives every
/// button the whole width; `auto` is a row unless some button's one-line width (title and
/// paddings) exceeds its share of the row.
\#(availability)
struct DialogButtonLayout: SwiftUI.Layout {
    var arrangement: DialogAppearance.ButtonArrangement
    /// Each button's fraction of the row, in order; nil for a button the spec gives none.
    var fractions: [Swift.Double?]
    var spacing: Swift.Double

    func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Self.Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? idealRowWidth(subviews)
        return CGSize(width: width, height: frames(width: width, subviews: subviews).map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Self.Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: SwiftUI.ProposedViewSize(width: frame.width, height: frame.height))
        }
    }

    /// Every button at its one-line width, side by side.
    private func idealRowWidth(_ subviews: Self.Subviews) -> Swift.Double {
        subviews.map { Swift.Double($0.sizeThatFits(.unspecified).width) }.reduce(0, +) + spacing * Swift.Double(max(subviews.count - 1, 0))
    }

    /// Each button's share of a row `width` wide: the spec's fractions when every button has
    /// one, else equal shares.
    private func shares(of width: Swift.Double, count: Swift.Int) -> [Swift.Double] {
        let available = width - spacing * Swift.Double(max(count - 1, 0))
        let given = (0..<count).compactMap { $0 < fractions.count ? fractions[$0] : nil }
        if given.count == count { return given.map { available * $0 } }
        return Swift.Array(repeating: available / Swift.Double(max(count, 1)), count: count)
    }

    private func frames(width: Swift.Double, subviews: Self.Subviews) -> [CGRect] {
        let shares = shares(of: width, count: subviews.count)
        let isRow =
            switch arrangement {
            case .horizontal: true
            case .vertical: false
            case .auto: zip(subviews, shares).allSatisfy { Swift.Double($0.sizeThatFits(.unspecified).width) <= $1 }
            }
        if isRow {
            let height = zip(subviews, shares).map { Swift.Double($0.sizeThatFits(SwiftUI.ProposedViewSize(width: $1, height: nil)).height) }.max() ?? 0
            var x = 0.0
            return shares.map { share in
                defer { x += share + spacing }
                return CGRect(x: x, y: 0, width: share, height: height)
            }
        }
        var y = 0.0
        return subviews.map { subview in
            let height = Swift.Double(subview.sizeThatFits(SwiftUI.ProposedViewSize(width: width, height: nil)).height)
            defer { y += height + spacing }
            return CGRect(x: 0, y: y, width: width, height: height)
        }
    }
}

\#(availability)
extension SwiftUI.View {
    /// The card on its dim (`style`'s colour and opacity), filling the space it is given,
    /// centred or, for a sheet, at the bottom above its inset, as it is presented; unchanged
    /// for nil. For snapshots and previews: the presented card's dim is the overlay's.
    @SwiftUI.ViewBuilder
    func dialogDimmed(_ style: DialogStyle?, presentation: DialogPresentation, isDark: Swift.Bool) -> some SwiftUI.View {
        if let style {
            padding(.bottom, style.bottomInset)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: presentation == .sheet ? .bottom : .center)
                .background {
                    SwiftUI.Color(style.dimColor.forAppearance(isDark: isDark)).opacity(style.dimOpacity).ignoresSafeArea()
                }
        } else {
            self
        }
    }
}

/// A dialog's Xcode previews: its card on its dim in every configured locale, light and
/// dark, at each Dynamic Type size of the build, each named by the three. A
/// `PreviewProvider`'s `previews` in each view file (`swift.previews`).
\#(availability)
struct DialogPreviews<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    var state: (Swift.String?) -> DialogState<Action>
    var appearance: DialogAppearance
    var content: [DialogContentElement]
    var sizes: [SwiftUI.DynamicTypeSize]

    /// The previews of the dialog type `dialog` with `values` for its parameters, made from its
    /// spec: each button sends its id, so no value of the dialog (or of a payload) is needed.
    /// Text fields are empty, checkboxes as the spec's `checked` says.
    init<Dialog: PresentableDialog>(_ dialog: Dialog.Type, values: [Swift.String: Swift.String] = [:], sizes: [SwiftUI.DynamicTypeSize] = [.large])
    where Action == Swift.String {
        let spec = Dialog.spec
        self.state = { spec.state(locale: $0, values: values, actions: spec.buttons.map(\.id)) }
        self.appearance = Dialog.appearance
        self.content = DialogContentElement.bound(spec.contentItems(values: values))
        self.sizes = sizes
    }

    var body: some SwiftUI.View {
        SwiftUI.ForEach(DialogLocale.configured, id: \.self) { locale in
            SwiftUI.ForEach(SwiftUI.ColorScheme.allCases, id: \.self) { scheme in
                SwiftUI.ForEach(sizes, id: \.self) { size in
                    DialogCard(state: state(locale), appearance: appearance, locale: locale, content: content, dimmed: true) { _ in }
                        .environment(\.locale, Foundation.Locale(identifier: locale))
                        .preferredColorScheme(scheme)
                        .dynamicTypeSize(size)
                        .previewDisplayName("\(locale), \(scheme), \(size)")
                }
            }
        }
    }
}
"""#
}
