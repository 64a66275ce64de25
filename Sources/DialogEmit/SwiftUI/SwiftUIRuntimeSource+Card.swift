extension SwiftUIRuntimeSource {
    /// `DialogCard`: icon, title, message, content and buttons.
    static let card = #"""

/// The card: icon, title, message, content and buttons, drawn from the dialog's
/// `DialogStyle`, its sizes scaled with Dynamic Type.
\#(availability)
struct DialogCard<Action: Equatable & Sendable>: View {
    var state: DialogState<Action>
    var appearance: DialogAppearance
    /// The language code the content's texts are picked in, as `state` was.
    var locale: String?
    var content: [DialogContentElement]
    var slot: (String) -> AnyView
    var onAsyncAction: (@MainActor (Action) async -> Bool)?
    /// Called when a dismissing async button has succeeded and shown it.
    var onDismiss: () -> Void
    var onTap: (DialogButtonState<Action>) -> Void

    /// A card sending the action of the button tapped, for previews and snapshot tests;
    /// `slot` draws the spec's slots by id.
    init<Slot: View>(
        state: DialogState<Action>, appearance: DialogAppearance, locale: String?, content: [DialogContentElement] = [],
        slot: @escaping (String) -> Slot, onAsyncAction: (@MainActor (Action) async -> Bool)? = nil,
        onAction: @escaping (Action) -> Void
    ) {
        self.init(
            state: state, appearance: appearance, locale: locale, content: content, slot: { AnyView(slot($0)) },
            onAsyncAction: onAsyncAction, onDismiss: {}
        ) { onAction($0.action) }
    }

    /// A card without slots, for previews and snapshot tests.
    init(
        state: DialogState<Action>, appearance: DialogAppearance, locale: String?, content: [DialogContentElement] = [],
        onAsyncAction: (@MainActor (Action) async -> Bool)? = nil, onAction: @escaping (Action) -> Void
    ) {
        self.init(
            state: state, appearance: appearance, locale: locale, content: content, slot: { _ in EmptyView() },
            onAsyncAction: onAsyncAction, onAction: onAction)
    }

    init(
        state: DialogState<Action>, appearance: DialogAppearance, locale: String?, content: [DialogContentElement],
        slot: @escaping (String) -> AnyView, onAsyncAction: (@MainActor (Action) async -> Bool)?,
        onDismiss: @escaping () -> Void, onTap: @escaping (DialogButtonState<Action>) -> Void
    ) {
        self.state = state
        self.appearance = appearance
        self.locale = locale
        self.content = content
        self.slot = slot
        self.onAsyncAction = onAsyncAction
        self.onDismiss = onDismiss
        self.onTap = onTap
    }

    @Environment(\.colorScheme) private var colorScheme
    /// Dynamic Type factors (1 at the default size) for the title and the other texts.
    @ScaledMetric(relativeTo: .headline) private var titleScale = 1.0
    @ScaledMetric(relativeTo: .body) private var bodyScale = 1.0
    @ScaledMetric(relativeTo: .body) private var buttonHeight = DialogTokens.Button.height
    /// The icon's square, `dialog.icon.size` at this Dynamic Type size, as the box model says.
    @ScaledMetric(relativeTo: .body) private var iconSize = DialogTokens.Dialog.Icon.size

    var body: some View {
        VStack(spacing: 0) {
            if let icon = appearance.icon {
                iconView(icon)
                    .frame(width: iconSize, height: iconSize)
                    .accessibilityHidden(true)
                    .padding(.bottom, style.spacingIcon)
            }
            if let title = state.title {
                text(title, style.titleTypography, scale: titleScale, style.titleColor)
                    .accessibilityAddTraits(.isHeader)
            }
            if let message = state.message {
                text(message, style.messageTypography, scale: bodyScale, style.messageColor)
                    .padding(.top, state.title == nil ? 0 : style.spacingTitleMessage)
            }
            if !content.isEmpty {
                DialogContentStack(
                    elements: content, locale: locale, style: style, textScale: bodyScale, slot: slot)
                    .padding(.top, style.spacingContent)
            }
            buttons
                .padding(.top, style.spacingContent)
        }
        .multilineTextAlignment(.center)
        .padding(.top, style.paddingTop)
        .padding(.horizontal, style.paddingHorizontal)
        .padding(.bottom, style.paddingBottom)
        .frame(maxWidth: style.maxWidth)
        .background(color(style.background), in: .rect(cornerRadius: style.cornerRadius, style: .continuous))
        .padding(.horizontal, style.margin)
        .accessibilityIdentifier(state.accessibilityIdentifier ?? state.id)
    }

    private var style: DialogStyle { appearance.style }

    private func color(_ token: DialogColor) -> Color {
        Color(token.forAppearance(isDark: colorScheme == .dark))
    }

    @ViewBuilder private func iconView(_ icon: DialogIcon) -> some View {
        switch icon {
        case .symbol(let name):
            Image(systemName: name)
                .font(.largeTitle)
                .foregroundStyle(color(style.titleColor))
        case .asset(let name):
            Image(name)
        }
    }

    private func text(
        _ text: DialogTextState, _ typography: DialogTypography, scale: Double, _ token: DialogColor
    ) -> some View {
        let size = typography.size * scale
        return Text(text.attributed { style in DialogTokens.highlight(style).map { self.color($0) } })
            .tracking(typography.letterSpacing)
            .font(typography.font(size: size))
            .lineSpacing((typography.lineHeight - 1) * size)
            .foregroundStyle(color(token))
            .fixedSize(horizontal: false, vertical: true)
    }

    /// `auto` tries the row at its ideal width (the titles on one line) and falls back to
    /// the stack; the spec's width fractions apply to a `horizontal` row only, since a row
    /// that divides whatever width it is given always "fits".
    @ViewBuilder private var buttons: some View {
        switch appearance.arrangement {
        case .horizontal:
            if state.buttons.contains(where: { appearance.button($0).width != nil }) {
                proportionalRow
            } else {
                row
            }
        case .vertical:
            stack
        case .auto:
            ViewThatFits(in: .horizontal) {
                row
                stack
            }
        }
    }

    /// Buttons sharing the row equally.
    private var row: some View {
        HStack(spacing: style.spacingButtons) {
            ForEach(state.buttons, id: \.id) { button in
                buttonView(button)
            }
        }
    }

    /// Buttons taking the spec's fractions of the row (the rest share what is left).
    private var proportionalRow: some View {
        GeometryReader { proxy in
            let spacing = style.spacingButtons
            let available = proxy.size.width - spacing * Double(max(state.buttons.count - 1, 0))
            let fixed = state.buttons.compactMap { appearance.button($0).width }
            let shared = (1 - fixed.reduce(0, +)) / Double(max(state.buttons.count - fixed.count, 1))
            HStack(spacing: spacing) {
                ForEach(state.buttons, id: \.id) { button in
                    buttonView(button)
                        .frame(width: available * (appearance.button(button).width ?? shared))
                }
            }
        }
        .frame(height: buttonHeight)
    }

    private var stack: some View {
        VStack(spacing: style.spacingButtons) {
            ForEach(state.buttons, id: \.id) { button in
                buttonView(button)
            }
        }
    }

    private func buttonView(_ button: DialogButtonState<Action>) -> some View {
        DialogButtonView(
            button: button, appearance: appearance.button(button), textScale: bodyScale, height: buttonHeight,
            onAsyncAction: onAsyncAction, onDismiss: onDismiss, onTap: onTap)
    }
}
"""#
}
