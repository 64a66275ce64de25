#if canImport(SwiftUI)
import Accessibility
import SwiftUI
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.Color {
    /// A token colour in one appearance.
    public init(_ rgba: DialogRGBA) {
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension DialogTypography {
    /// The font at `size` points, which the caller scales with Dynamic Type (`@ScaledMetric`).
    public func font(size: Swift.Double) -> SwiftUI.Font {
        family == "system" ? .system(size: size, weight: fontWeight) : .custom(family, fixedSize: size)
    }

    /// The CSS weight as the nearest SwiftUI weight.
    public var fontWeight: SwiftUI.Font.Weight {
        [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
    }

    /// The CSS weight as an index into the nine named weights, ultra-light (100) to black (900).
    private var weightIndex: Swift.Int { min(max((weight - 50) / 100, 0), 8) }

    /// The platform font's own line height at `size` points (`UIFont.lineHeight`; on macOS
    /// ascender − descender + leading): one line's height with no line spacing, so the
    /// leading of a line box is `lineHeight × size` minus this.
    public func naturalLineHeight(size: Swift.Double) -> Swift.Double {
        #if canImport(UIKit)
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let system = UIFont.systemFont(ofSize: size, weight: weights[weightIndex])
        let font = family == "system" ? system : UIFont(name: family, size: size) ?? system
        return Swift.Double(font.lineHeight)
        #else
        let weights: [NSFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let system = NSFont.systemFont(ofSize: size, weight: weights[weightIndex])
        let font = family == "system" ? system : NSFont(name: family, size: size) ?? system
        return Swift.Double(font.ascender - font.descender + font.leading)
        #endif
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.View {
    /// Text in line boxes of `typography.lineHeight` × `size` (docs/layout-model.md): the
    /// leading (line height − the font's own) between lines, and half of it above the first
    /// line and below the last. SwiftUI has no negative line spacing, so a line height below
    /// the font's own draws at the font's own.
    public func dialogLineBox(_ typography: DialogTypography, size: Swift.Double) -> some SwiftUI.View {
        let leading = max(typography.lineHeight * size - typography.naturalLineHeight(size: size), 0)
        return font(typography.font(size: size))
            .lineSpacing(leading)
            .padding(.vertical, leading / 2)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension DialogTransition {
    /// The SwiftUI animation of the token.
    public var animation: SwiftUI.Animation {
        switch curve {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            .timingCurve(x1, y1, x2, y2, duration: duration).delay(delay)
        case .spring(let duration, let bounce, 0):
            .spring(duration: duration, bounce: bounce).delay(delay)
        case .spring(let duration, let bounce, let velocity):
            .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: velocity).delay(delay)
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.Text {
    /// The drawn characters, labelled for accessibility with the spoken text.
    public init(shown: DialogShownText) {
        self = SwiftUI.Text(shown.drawn.characters).accessibilityLabel(shown.spoken)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension DialogTextState {
    /// The text with its highlights drawn in their styles' colours, prepared for the build's
    /// Korean line-break policy in `locale` (`DialogKoreanLineBreak`), across runs too: for
    /// drawing only, a view labels it for accessibility with `text`.
    public func attributed(
        locale: Swift.String, koreanLineBreak: DialogKoreanLineBreak, highlightColor: (Swift.String) -> SwiftUI.Color?) -> Foundation.AttributedString {
        var result = Foundation.AttributedString()
        var previous: Swift.Unicode.Scalar?
        func append(_ part: Swift.Substring, color: SwiftUI.Color?) {
            var run = Foundation.AttributedString(koreanLineBreak.prepared(Swift.String(part), locale: locale, after: previous))
            if let color { run.foregroundColor = color }
            result += run
            previous = part.unicodeScalars.last { !DialogKoreanLineBreak.isMark($0) } ?? previous
        }
        var position = text.startIndex
        for highlight in highlights {
            let range = stringRange(of: highlight)
            append(text[position..<range.lowerBound], color: nil)
            append(text[range], color: highlightColor(highlight.style))
            position = range.upperBound
        }
        append(text[position...], color: nil)
        return result
    }
}

/// The card: icon, title, message, content and buttons, drawn from the dialog's
/// `DialogStyle`, its sizes scaled with Dynamic Type.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogCard<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    public var state: DialogState<Action>
    public var appearance: DialogAppearance
    /// The language code the content's texts are picked in, as `state` was.
    public var locale: Swift.String?
    public var content: [DialogContentElement]
    public var slot: (Swift.String) -> SwiftUI.AnyView
    public var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    /// Called when a dismissing async button has succeeded and shown it.
    public var onDismiss: () -> Void
    public var onTap: (DialogButtonState<Action>) -> Void

    private var contract: DialogContract { appearance.style.contract }

    /// A card sending the action of the button tapped, for previews and snapshot tests;
    /// `slot` draws the spec's slots by id. `phases` shows async buttons in a phase (by
    /// button id), and `dimmed` draws the card on its dim where its presentation puts it.
    public init<Slot: SwiftUI.View>(
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
    public init(
        state: DialogState<Action>, appearance: DialogAppearance, locale: Swift.String?, content: [DialogContentElement] = [],
        phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Action) -> Void
    ) {
        self.init(
            state: state, appearance: appearance, locale: locale, content: content, phases: phases, dimmed: dimmed,
            slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    public init(
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

    public var body: some SwiftUI.View {
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
        // A container: the card's identifier is its own, not inherited by its texts and buttons.
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(state.accessibilityIdentifier ?? state.id)
        .onAppear { isTitleFocused = state.title != nil }
        .onDisappear(perform: cancelAsyncActions)
        .dialogDimmed(dimmed ? style : nil, presentation: state.presentation, isDark: colorScheme == .dark)
    }

    /// The scroll region of docs/layout-model.md: one scroll view over one instance of its
    /// parts, as tall as they are when they fit (it neither scrolls nor bounces then), else
    /// as tall as the card allows and at least `dialog.scroll.minVisibleLines` message lines
    /// (`DialogScrollRegionLayout`). One instance, so a text field in it keeps its focus and
    /// its text when the height available changes (the keyboard). The buttons stay pinned
    /// below it.
    private var scrollRegion: some SwiftUI.View {
        DialogScrollRegionLayout(minimum: appearance.style.contract.content.scrollMinVisibleLines * messageLineHeight) {
            SwiftUI.ScrollView {
                regionContent
            }
            .scrollBounceBehavior(.basedOnSize)
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
        SwiftUI.Text(
            text.attributed(locale: contract.locale(matching: locale), koreanLineBreak: contract.koreanLineBreak) { name in
                self.contract.highlights[name].map { self.color($0) }
            })
            .accessibilityLabel(text.text)
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
            locale: contract.locale(matching: locale), koreanLineBreak: contract.koreanLineBreak, textScale: bodyScale, height: buttonHeight, phase: asyncState.phase(of: button.id)
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

/// The height of the scroll region (`DialogScrollRegion.height`), its one subview (the scroll
/// view) measured at the width given with no height proposed: a vertical scroll view's
/// ideal height is its content's.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogScrollRegionLayout: SwiftUI.Layout {
    /// `dialog.scroll.minVisibleLines` message lines.
    public var minimum: Swift.Double

    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Self.Subviews, cache: inout ()) -> CGSize {
        guard let region = subviews.first else { return .zero }
        let content = region.sizeThatFits(SwiftUI.ProposedViewSize(width: proposal.width, height: nil))
        let height = DialogScrollRegion.height(
            content: Swift.Double(content.height), available: proposal.height.map { Swift.Double($0) }, minimum: minimum)
        return CGSize(width: proposal.width ?? content.width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Self.Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: SwiftUI.ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}

/// The buttons as docs/layout-model.md arranges them. A row divides the width less the
/// spacings by the spec's fractions (when every button has one) or equally, and every
/// button in it takes the tallest one's height; a stack gives every
/// button the whole width; `auto` is a row unless some button's one-line width (title and
/// paddings) exceeds its share of the row.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogButtonLayout: SwiftUI.Layout {
    public var arrangement: DialogAppearance.ButtonArrangement
    /// Each button's fraction of the row, in order; nil for a button the spec gives none.
    public var fractions: [Swift.Double?]
    public var spacing: Swift.Double

    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Self.Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? idealRowWidth(subviews)
        return CGSize(width: width, height: frames(width: width, subviews: subviews).map(\.maxY).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Self.Subviews, cache: inout ()) {
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

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.View {
    /// The card on its dim (`style`'s colour and opacity), filling the space it is given,
    /// centred or, for a sheet, at the bottom above its inset, as it is presented; unchanged
    /// for nil. For snapshots and previews: the presented card's dim is the overlay's.
    @SwiftUI.ViewBuilder
    public func dialogDimmed(_ style: DialogStyle?, presentation: DialogPresentation, isDark: Swift.Bool) -> some SwiftUI.View {
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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogPreviews<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    public var state: (Swift.String?) -> DialogState<Action>
    public var appearance: DialogAppearance
    public var content: [DialogContentElement]
    public var sizes: [SwiftUI.DynamicTypeSize]

    /// The previews of the dialog type `dialog` with `values` for its parameters, made from its
    /// spec: each button sends its id, so no value of the dialog (or of a payload) is needed.
    /// Text fields are empty, checkboxes as the spec's `checked` says.
    public init<Dialog: PresentableDialog>(_ dialog: Dialog.Type, values: [Swift.String: Swift.String] = [:], sizes: [SwiftUI.DynamicTypeSize] = [.large])
    where Action == Swift.String {
        let spec = Dialog.spec
        self.state = { spec.state(locale: $0, values: values, actions: spec.buttons.map(\.id)) }
        self.appearance = Dialog.appearance
        self.content = DialogContentElement.bound(spec.contentItems(values: values))
        self.sizes = sizes
    }

    public var body: some SwiftUI.View {
        SwiftUI.ForEach(appearance.style.contract.locales, id: \.self) { locale in
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

/// One button, drawn in its phase (`DialogAsyncState`, which the card holds): an async button
/// shows a spinner while it runs, then a checkmark or an exclamation mark with the success or
/// error haptic; the tap itself is the card's to handle.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogButtonView<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    public var button: DialogButtonState<Action>
    public var appearance: DialogAppearance.ButtonAppearance
    /// The `button` tokens of the dialog's contract.
    public var tokens: DialogContract.Button
    /// The configured locale the title is in, for the Korean line-break policy.
    public var locale: Swift.String
    /// The dialog's Korean line-break policy (`DialogContract.koreanLineBreak`).
    public var koreanLineBreak: DialogKoreanLineBreak
    public var textScale: Swift.Double
    public var height: Swift.Double
    public var phase: DialogAsyncState.Phase
    public var onTap: () -> Void

    @SwiftUI.Environment(\.colorScheme) private var colorScheme
    /// Counts taps: the haptic's trigger.
    @SwiftUI.State private var taps = 0

    public var body: some SwiftUI.View {
        SwiftUI.Button {
            taps += 1
            onTap()
        } label: {
            label
                .padding(.horizontal, tokens.paddingHorizontal)
                .padding(.vertical, tokens.paddingVertical)
                .foregroundStyle(color(appearance.style.foreground))
                .frame(maxWidth: .infinity, minHeight: height, maxHeight: .infinity)
                .background(
                    color(appearance.style.background), in: .rect(cornerRadius: tokens.cornerRadius, style: .continuous))
                .overlay {
                    if let border = appearance.style.border {
                        // Inside the edge, over the padding: the button keeps its size.
                        SwiftUI.RoundedRectangle(cornerRadius: tokens.cornerRadius, style: .continuous)
                            .strokeBorder(color(border.color), lineWidth: border.width)
                    }
                }
        }
        .buttonStyle(.plain)
        .disabled(!button.enabled || phase != .idle)
        .sensoryFeedback(trigger: taps) { _, _ in button.haptic.feedback }
        .sensoryFeedback(trigger: phase) { _, new in
            switch new {
            case .succeeded: .success
            case .failed: .error
            case .idle, .loading: nil
            }
        }
        .dialogKeyboardShortcut(button.role)
        .accessibilityIdentifier(button.accessibilityIdentifier ?? button.id)
        .accessibilityLabel(button.accessibilityLabel ?? button.title)
        .accessibilityHint(button.accessibilityHint ?? "")
    }

    /// The title as docs/layout-model.md says: wrapped at the button's width less its
    /// horizontal paddings, centred, in line boxes, at most `button.titleMaxLines` lines and
    /// cut after them, never shrunk. Other phases draw over the hidden title, so the button
    /// keeps its size.
    private var label: some SwiftUI.View {
        let typography = tokens.typography
        let size = typography.size * textScale
        return SwiftUI.Text(shown: koreanLineBreak.shown(button.title, locale: locale))
            .tracking(typography.letterSpacing)
            .dialogLineBox(typography, size: size)
            .lineLimit(Swift.Int(tokens.titleMaxLines))
            .multilineTextAlignment(.center)
            .fixedSize(horizontal: false, vertical: true)
            .opacity(phase == .idle ? 1 : 0)
            .overlay {
                phaseIndicator(font: typography.font(size: size))
            }
    }

    @SwiftUI.ViewBuilder private func phaseIndicator(font: SwiftUI.Font) -> some SwiftUI.View {
        switch phase {
        case .idle:
            SwiftUI.EmptyView()
        case .loading:
            SwiftUI.ProgressView()
                .tint(color(appearance.style.foreground))
        case .succeeded:
            SwiftUI.Image(systemName: "checkmark")
                .font(font)
        case .failed:
            SwiftUI.Image(systemName: "exclamationmark")
                .font(font)
        }
    }

    private func color(_ token: DialogColor) -> SwiftUI.Color {
        SwiftUI.Color(token.forAppearance(isDark: colorScheme == .dark))
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.View {
    /// Return for the primary button and Escape for the cancel button, where SwiftUI has
    /// keyboard shortcuts (not tvOS or watchOS).
    public func dialogKeyboardShortcut(_ role: DialogButtonRole) -> some SwiftUI.View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        keyboardShortcut(role == .primary ? .defaultAction : role == .cancel ? .cancelAction : nil)
        #endif
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension DialogHaptic {
    /// The feedback played on tap; nil for `none`.
    public var feedback: SwiftUI.SensoryFeedback? {
        switch self {
        case .none: nil
        case .light: .impact(weight: .light)
        case .medium: .impact(weight: .medium)
        case .heavy: .impact(weight: .heavy)
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
    }
}

/// A `content` element of a spec, bound to the caller's values. A text field or checkbox
/// without a binding (nil) is still drawn and editable: the card holds its value, starting
/// empty or at the spec's `checked`.
public enum DialogContentElement {  // dialogc: the config's access level
    case textField(id: Swift.String, placeholder: DialogLocalizedText, keyboard: DialogKeyboard, text: SwiftUI.Binding<Swift.String>?)
    case checkbox(id: Swift.String, title: DialogLocalizedText, checked: Swift.Bool, isOn: SwiftUI.Binding<Swift.Bool>?)
    /// The caller's view for this id.
    case slot(id: Swift.String)

    public var id: Swift.String {
        switch self {
        case .textField(let id, _, _, _), .checkbox(let id, _, _, _), .slot(let id): id
        }
    }

    /// `items` bound by element id: a text field to `texts[id]`, a checkbox to `toggles[id]`;
    /// an element without a binding keeps its value in the card.
    public static func bound(
        _ items: [DialogContentItem], texts: [Swift.String: SwiftUI.Binding<Swift.String>] = [:], toggles: [Swift.String: SwiftUI.Binding<Swift.Bool>] = [:]
    ) -> [DialogContentElement] {
        items.map { item in
            switch item {
            case .textField(let id, let placeholder, let keyboard):
                .textField(id: id, placeholder: placeholder, keyboard: keyboard, text: texts[id])
            case .checkbox(let id, let title, let checked): .checkbox(id: id, title: title, checked: checked, isOn: toggles[id])
            case .slot(let id): .slot(id: id)
            }
        }
    }
}

extension SwiftUI.View {
    /// The keyboard for a text field where UIKit has keyboard types (not macOS or watchOS).
    public func dialogKeyboard(_ keyboard: DialogKeyboard) -> some SwiftUI.View {
        #if canImport(UIKit) && !os(watchOS)
        keyboardType(keyboard.uiKeyboardType)
        #else
        self
        #endif
    }
}

/// The content elements between the text and the buttons, in spec order, sized as
/// docs/layout-model.md says. A text field, drawn in the secondary button's fill so it needs
/// no platform style, is `max(dialog.field.minHeight, message line height + 2 ×
/// dialog.field.padding)` tall, its one line `dialog.field.padding` from the leading edge and
/// centred vertically. A checkbox is a box of one message line height, a gap of
/// `dialog.checkbox.gap`, then its title wrapped in the rest (`DialogCheckboxStyle`).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogContentStack: SwiftUI.View {
    public var elements: [DialogContentElement]
    public var locale: Swift.String?
    public var style: DialogStyle
    public var textScale: Swift.Double
    public var slot: (Swift.String) -> SwiftUI.AnyView

    @SwiftUI.Environment(\.colorScheme) private var colorScheme
    /// The values of the text fields and checkboxes the caller gave no binding, by id.
    @SwiftUI.State private var heldTexts: [Swift.String: Swift.String] = [:]
    @SwiftUI.State private var heldToggles: [Swift.String: Swift.Bool] = [:]

    public var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: style.spacingContent) {
            SwiftUI.ForEach(elements, id: \.id) { element in
                self.element(element)
            }
        }
    }

    @SwiftUI.ViewBuilder private func element(_ element: DialogContentElement) -> some SwiftUI.View {
        let typography = style.messageTypography
        let size = typography.size * textScale
        let lineHeight = typography.lineHeight * size
        switch element {
        case .textField(let id, let placeholder, let keyboard, let text):
            SwiftUI.TextField(placeholder.text(in: locale), text: text ?? $heldTexts[held: id, initially: ""])
                .font(typography.font(size: size))
                .multilineTextAlignment(.leading)
                .dialogKeyboard(keyboard)
                .padding(.horizontal, style.contract.content.fieldPadding)
                .frame(
                    maxWidth: .infinity,
                    minHeight: max(style.contract.content.fieldMinHeight, lineHeight + 2 * style.contract.content.fieldPadding),
                    alignment: .leading
                )
                .background(
                    color(style.contract.button.secondary.background),
                    in: .rect(cornerRadius: style.contract.button.cornerRadius, style: .continuous))
                .accessibilityIdentifier(id)
        case .checkbox(let id, let title, let checked, let isOn):
            SwiftUI.Toggle(isOn: isOn ?? $heldToggles[held: id, initially: checked]) {
                SwiftUI.Text(shown: style.contract.koreanLineBreak.shown(title.text(in: locale), locale: style.contract.locale(matching: locale)))
                    .tracking(typography.letterSpacing)
                    .dialogLineBox(typography, size: size)
                    .foregroundStyle(color(style.messageColor))
                    .multilineTextAlignment(.leading)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .toggleStyle(
                DialogCheckboxStyle(
                    boxSize: lineHeight, gap: style.contract.content.checkboxGap, color: color(style.contract.button.primary.background)))
            .accessibilityIdentifier(id)
        case .slot(let id):
            slot(id)
        }
    }

    private func color(_ token: DialogColor) -> SwiftUI.Color {
        SwiftUI.Color(token.forAppearance(isDark: colorScheme == .dark))
    }
}

extension Swift.Dictionary where Value: Swift.Hashable {
    /// The value of `key`, `initial` until one is set: a binding's key path to a value the card
    /// holds (a key path's subscript arguments must be `Hashable`, which `default:` is not).
    fileprivate subscript(held key: Key, initially initial: Value) -> Value {
        get { self[key] ?? initial }
        set { self[key] = newValue }
    }
}

/// A checkbox, not a switch, on every platform: a square box of `boxSize` at the leading edge
/// (filled with a checkmark when on, in the primary button's fill), `gap`, then the label
/// leading-aligned in the rest of the width. Still a `Toggle` for accessibility.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogCheckboxStyle: SwiftUI.ToggleStyle {
    public var boxSize: Swift.Double
    public var gap: Swift.Double
    public var color: SwiftUI.Color

    public func makeBody(configuration: Self.Configuration) -> some SwiftUI.View {
        SwiftUI.Button {
            configuration.isOn.toggle()
        } label: {
            SwiftUI.HStack(alignment: .top, spacing: gap) {
                SwiftUI.Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .resizable()
                    .scaledToFit()
                    .frame(width: boxSize, height: boxSize)
                    .foregroundStyle(color)
                configuration.label
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(.isToggle)
    }
}

/// The dim backdrop and the card over it, fading and springing in with the transition tokens,
/// and out again whoever closes the dialog: itself (`beginClose`) or its presenter
/// (`isClosing`); `didClose` reports the end of the exit with the action to send, if any.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogOverlay<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    public var isClosing: Swift.Bool
    /// The dialog starts closing itself, for a button with `action` (nil for the dim or the
    /// escape gesture); false when it cannot.
    public var beginClose: (Action?) -> Swift.Bool
    public var didClose: (Action?) -> Void
    /// The dialog's state in a configured locale (nil for the default).
    public var state: (Swift.String?) -> DialogState<Action>
    public var appearance: DialogAppearance
    public var content: [DialogContentElement]
    public var slot: (Swift.String) -> SwiftUI.AnyView
    public var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    public var onAction: (Action) -> Void

    @SwiftUI.Environment(\.colorScheme) private var colorScheme
    @SwiftUI.Environment(\.locale) private var locale
    @SwiftUI.Environment(\.accessibilityReduceMotion) private var reduceMotion
    @SwiftUI.State private var isDimVisible = false
    @SwiftUI.State private var isCardVisible = false
    @SwiftUI.State private var isAnimatingOut = false

    public var body: some SwiftUI.View {
        // The environment's locale when a configured one matches it, else the user's
        // preferred languages in order, else the default (`DialogContract.locale(matching:)`).
        let configuredLocale = appearance.style.contract.locale(matching: [locale.identifier] + Foundation.Locale.preferredLanguages)
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
    /// fade with Reduce Motion, else a move up from the bottom for a sheet, and for an alert
    /// a rise of 20 points with a fade in and a sink of 10 points with a fade out.
    private func transition(_ presentation: DialogPresentation) -> SwiftUI.AnyTransition {
        let style = appearance.style
        return .asymmetric(
            insertion: Self.transition(DialogMotion(presentation, transition: style.transitionIn, reduceMotion: reduceMotion).movement),
            removal: Self.transition(DialogMotion(presentation, transition: style.transitionOut, reduceMotion: reduceMotion, entering: false).movement))
    }

    private static func transition(_ movement: DialogMotion.Movement) -> SwiftUI.AnyTransition {
        switch movement {
        case .fade: .opacity
        case .fromBottom: .move(edge: .bottom)
        case .rise(let distance): .offset(y: distance).combined(with: .opacity)
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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogPresenter<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.ViewModifier {
    @SwiftUI.Binding var isPresented: Swift.Bool
    /// The dialog's `state(locale:)`.
    public var state: (Swift.String?) -> DialogState<Action>
    public var appearance: DialogAppearance
    public var content: [DialogContentElement]
    public var slot: (Swift.String) -> SwiftUI.AnyView
    public var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    public var onAction: (Action) -> Void

    /// `slot` draws the spec's slots by id (`{ _ in EmptyView() }` for none).
    public init<Dialog: PresentableDialog<Action>, Slot: SwiftUI.View>(
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
    /// The dialogs asked for at once show one at a time.
    @SwiftUI.Environment(\.dialogQueue) private var queue
    @SwiftUI.State private var turn = DialogTurn()

    public func body(content: Self.Content) -> some SwiftUI.View {
        content
            .dialogCover(isPresented: $isCoverPresented) { overlay }
            .onChange(of: isPresented, initial: true) { _, newValue in
                turn.follow(wanted: newValue, in: queue) { apply(presentation.binding(true)) } change: { apply(presentation.binding(newValue)) }
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
        if !presentation.isCoverPresented { turn.giveBack() }
    }
}

/// Presents a dialog while an optional item is set, as SwiftUI's `sheet(item:)` does: the
/// dialog is built from the item; another item (a different `id`) replaces it with an exit
/// and an entrance. A dismissing button's action is sent at the tap, while the binding still
/// holds the item, and only then is the binding cleared: a reducer that handles presented
/// state (TCA's `ifLet`, swift-navigation) sees the action with its state present, and the
/// dismissal after it. `DialogItemPresentationState` (in `DialogSupport.swift`, run by the
/// tests) decides the order; the exit draws the item that was shown.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogItemPresenter<Item: Swift.Identifiable, Action: Swift.Equatable & Swift.Sendable>: SwiftUI.ViewModifier {
    @SwiftUI.Binding var item: Item?
    /// The `state(locale:)` of the dialog an item shows.
    public var state: (Item) -> (Swift.String?) -> DialogState<Action>
    public var appearance: DialogAppearance
    public var content: (Item) -> [DialogContentElement]
    public var slot: (Swift.String) -> SwiftUI.AnyView
    public var onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?
    public var onAction: (Action) -> Void

    /// `content` binds the content of the dialog an item shows (every declared element is
    /// drawn, `PresentableDialog.drawnContent`); `slot` draws the spec's slots by id
    /// (`{ _ in EmptyView() }` for none).
    public init<Dialog: PresentableDialog<Action>, Slot: SwiftUI.View>(
        item: SwiftUI.Binding<Item?>, dialog: @escaping (Item) -> Dialog, content: ((Dialog) -> [DialogContentElement])?,
        slot: @escaping (Swift.String) -> Slot, onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)?,
        onAction: @escaping (Action) -> Void
    ) {
        _item = item
        self.state = { dialog($0).state(locale:) }
        self.appearance = Dialog.appearance
        self.content = { item in
            let shown = dialog(item)
            return shown.drawnContent(content?(shown))
        }
        self.slot = { SwiftUI.AnyView(slot($0)) }
        self.onAsyncAction = onAsyncAction
        self.onAction = onAction
    }

    /// An item that is the dialog's state itself, drawn with `appearance` and no content (the
    /// TCA adapter's store, whose state is already in its locale).
    public init(item: SwiftUI.Binding<Item?>, state: @escaping (Item) -> DialogState<Action>, appearance: DialogAppearance, onAction: @escaping (Action) -> Void) {
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
    /// The dialogs asked for at once show one at a time.
    @SwiftUI.Environment(\.dialogQueue) private var queue
    @SwiftUI.State private var turn = DialogTurn()

    public func body(content: Self.Content) -> some SwiftUI.View {
        content
            .dialogCover(isPresented: $isCoverPresented) { overlay }
            .onChange(of: item?.id, initial: true) { _, id in
                // Its turn shows the item bound then.
                turn.follow(wanted: id != nil, in: queue) { apply(presentation.item(item?.id)) } change: { apply(presentation.item(id)) }
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
        if !presentation.cover.isCoverPresented { turn.giveBack() }
    }
}

/// The environment's `DialogQueue`: the app's one (`DialogQueue.app`) unless a view above
/// gave its own.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct DialogQueueKey: SwiftUI.EnvironmentKey {
    static let defaultValue = DialogQueue.app
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.EnvironmentValues {
    /// The queue in which the dialogs presented below take turns (`DialogQueue`).
    public var dialogQueue: DialogQueue {
        get { self[DialogQueueKey.self] }
        set { self[DialogQueueKey.self] = newValue }
    }
}

/// A queue of its own for the dialogs presented below, kept as long as the view is.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogQueueScope: SwiftUI.ViewModifier {
    @SwiftUI.State private var queue = DialogQueue()

    public init() {}

    public func body(content: Self.Content) -> some SwiftUI.View {
        content.environment(\.dialogQueue, queue)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUI.View {
    /// Gives the dialogs presented in this view a queue of their own: on a window's root view
    /// (inside `WindowGroup`, made once per window), one queue per window. Without it, the
    /// app's dialogs share one queue (`DialogQueue.app`).
    public func dialogQueue() -> some SwiftUI.View {  // dialogc: the config's access level
        modifier(DialogQueueScope())
    }

    /// Shows `overlay` over everything while `isPresented` is true: a full-screen cover with a
    /// clear background, or on macOS, which has none, a child window over the whole window
    /// (`DialogWindowCover`), so the dim covers the window on every platform.
    public func dialogCover<Overlay: SwiftUI.View>(isPresented: SwiftUI.Binding<Swift.Bool>, @SwiftUI.ViewBuilder overlay: @escaping () -> Overlay) -> some SwiftUI.View {
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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct DialogWindowCover<Overlay: SwiftUI.View>: NSViewRepresentable {
    public var isPresented: Swift.Bool
    public var overlay: () -> Overlay

    public func makeNSView(context: Self.Context) -> DialogWindowAnchor {
        DialogWindowAnchor()
    }

    public func updateNSView(_ anchor: DialogWindowAnchor, context: Self.Context) {
        let environment = context.environment
        let overlay: SwiftUI.AnyView? =
            isPresented
            ? SwiftUI.AnyView(self.overlay().environment(\.locale, environment.locale).environment(\.colorScheme, environment.colorScheme))
            : nil
        anchor.show(overlay)
    }

    public static func dismantleNSView(_ anchor: DialogWindowAnchor, coordinator: ()) {
        anchor.show(nil)
    }
}

/// The view that finds the window to cover, and owns the child window while it is up; shown
/// again when it moves to another window (or first gets one).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public final class DialogWindowAnchor: NSView {
    private var overlay: SwiftUI.AnyView?
    private var cover: NSWindow?
    private var host: NSHostingView<SwiftUI.AnyView>?
    private var resizing: NSObjectProtocol?

    public func show(_ overlay: SwiftUI.AnyView?) {
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

    public override func viewDidMoveToWindow() {
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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public final class DialogCoverWindow: NSWindow {
    public override var canBecomeKey: Swift.Bool { true }
}
#endif

extension PresentableDialog {
    /// The content (`contentItems()`, the one list of the dialog's elements) bound by element
    /// id: a text field to `texts[id]`, a checkbox to `toggles[id]`; an element without a
    /// binding shows the spec's initial value, an empty field or the spec's `checked`.
    public func content(texts: [Swift.String: SwiftUI.Binding<Swift.String>] = [:], toggles: [Swift.String: SwiftUI.Binding<Swift.Bool>] = [:]) -> [DialogContentElement] {  // dialogc: the config's access level
        DialogContentElement.bound(contentItems(), texts: texts, toggles: toggles)
    }

    /// The spec's content as previews and `view(locale:…)` show it: text fields empty,
    /// checkboxes as the spec's `checked` says.
    public func previewContent() -> [DialogContentElement] { content() }  // dialogc: the config's access level

    /// What the presenters draw: every element the spec declares, in its order, each as the
    /// caller's element of its id in `given` (its bindings) when there is one, else held by
    /// the card (`DialogContentItem.drawn`).
    public func drawnContent(_ given: [DialogContentElement]?) -> [DialogContentElement] {  // dialogc: the config's access level
        DialogContentItem.drawn(contentItems(), given: given ?? [], id: \.id) { DialogContentElement.bound([$0])[0] }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension PresentableDialog {
    /// The card, for previews and snapshot tests: async buttons in `phases` (by button id), on
    /// its dim where it is presented when `dimmed`; without presentation or animation. Every
    /// element of the spec is drawn, bound as `content` says (`drawnContent`).
    public func view(  // dialogc: the config's access level
        locale: Swift.String? = nil, phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        content: [DialogContentElement]? = nil, onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil,
        onAction: @escaping (Action) -> Void
    ) -> some SwiftUI.View {
        view(locale: locale, phases: phases, dimmed: dimmed, content: content, slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    /// The card of a dialog whose spec has slots, `slot` drawing each by its id.
    public func view<Slot: SwiftUI.View>(  // dialogc: the config's access level
        locale: Swift.String? = nil, phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        content: [DialogContentElement]? = nil, @SwiftUI.ViewBuilder slot: @escaping (Swift.String) -> Slot,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Action) -> Void
    ) -> some SwiftUI.View {
        DialogCard(
            state: state(locale: locale), appearance: Self.appearance, locale: locale, content: drawnContent(content),
            phases: phases, dimmed: dimmed, slot: slot, onAsyncAction: onAsyncAction, onAction: onAction)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension SwiftUI.View {
    /// Presents `dialog` while `isPresented` is true, in the environment's locale; a button that
    /// dismisses closes it and sets `isPresented` to false before `onAction` gets its action.
    /// Every element the spec declares is drawn; `content` only binds text fields and
    /// checkboxes to the caller's values (the dialog's `content(…)`), and an element it does not
    /// bind keeps its value in the card (`drawnContent`). An async button calls
    /// `onAsyncAction` instead, showing progress until it returns, then success (true) or
    /// failure (false); a dismissing one closes the dialog after success. A dialog with async
    /// buttons and no `onAsyncAction` stops a debug build (`DialogSpec.missingAsyncHandler`).
    /// Dialogs asked for at once show one at a time, in order (the environment's
    /// `DialogQueue`). Each dialog's own modifier (`timerDeleteDialog(isPresented:…)`) calls this one.
    public func dialog<Dialog: PresentableDialog>(  // dialogc: the config's access level
        isPresented: SwiftUI.Binding<Swift.Bool>, _ dialog: Dialog, content: ((Dialog) -> [DialogContentElement])? = nil,
        onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        self.dialog(isPresented: isPresented, dialog, content: content, slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    /// As `dialog(isPresented:_:content:onAsyncAction:onAction:)`, `slot` drawing the spec's
    /// slots by id.
    public func dialog<Dialog: PresentableDialog, Slot: SwiftUI.View>(  // dialogc: the config's access level
        isPresented: SwiftUI.Binding<Swift.Bool>, _ dialog: Dialog, content: ((Dialog) -> [DialogContentElement])? = nil,
        @SwiftUI.ViewBuilder slot: @escaping (Swift.String) -> Slot, onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil,
        onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        if let problem = Dialog.spec.missingAsyncHandler(hasAsyncHandler: onAsyncAction != nil) { Swift.assertionFailure(problem) }
        return modifier(DialogPresenter(
            isPresented: isPresented, dialog: dialog, content: dialog.drawnContent(content?(dialog)), slot: slot, onAsyncAction: onAsyncAction,
            onAction: onAction))
    }

    /// Presents the dialog `dialog` makes from `item` while `item` is set; another item (a new
    /// `id`) replaces it. A button that dismisses sends its action to `onAction` while `item` is
    /// still set, then sets `item` to nil unless `onAction` changed it, so a reducer sees the
    /// action first. Every element the spec declares is drawn, `content` binding them as
    /// `dialog(isPresented:_:…)` says; async buttons as there.
    public func dialog<Item: Swift.Identifiable, Dialog: PresentableDialog>(  // dialogc: the config's access level
        item: SwiftUI.Binding<Item?>, dialog: @escaping (Item) -> Dialog, content: ((Dialog) -> [DialogContentElement])? = nil,
        onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        self.dialog(item: item, dialog: dialog, content: content, slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    /// As `dialog(item:dialog:content:onAsyncAction:onAction:)`, `slot` drawing the spec's
    /// slots by id.
    public func dialog<Item: Swift.Identifiable, Dialog: PresentableDialog, Slot: SwiftUI.View>(  // dialogc: the config's access level
        item: SwiftUI.Binding<Item?>, dialog: @escaping (Item) -> Dialog, content: ((Dialog) -> [DialogContentElement])? = nil,
        @SwiftUI.ViewBuilder slot: @escaping (Swift.String) -> Slot, onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil,
        onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        if let problem = Dialog.spec.missingAsyncHandler(hasAsyncHandler: onAsyncAction != nil) { Swift.assertionFailure(problem) }
        return modifier(DialogItemPresenter(
            item: item, dialog: dialog, content: content, slot: slot, onAsyncAction: onAsyncAction, onAction: onAction))
    }
}
#endif
