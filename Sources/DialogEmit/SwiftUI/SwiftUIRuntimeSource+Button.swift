extension SwiftUIRuntimeSource {
    /// `DialogButtonView`: one button, its async phases and its haptic feedback.
    static let button = #"""

/// One button, drawn in its phase (`DialogAsyncState`, which the card holds): an async button
/// shows a spinner while it runs, then a checkmark or an exclamation mark with the success or
/// error haptic; the tap itself is the card's to handle.
\#(availability)
struct DialogButtonView<Action: Swift.Equatable & Swift.Sendable>: SwiftUI.View {
    var button: DialogButtonState<Action>
    var appearance: DialogAppearance.ButtonAppearance
    /// The `button` tokens of the dialog's contract.
    var tokens: DialogContract.Button
    /// The configured locale the title is in, for the Korean line-break policy.
    var locale: Swift.String
    var textScale: Swift.Double
    var height: Swift.Double
    var phase: DialogAsyncState.Phase
    var onTap: () -> Void

    @SwiftUI.Environment(\.colorScheme) private var colorScheme
    /// Counts taps: the haptic's trigger.
    @SwiftUI.State private var taps = 0

    var body: some SwiftUI.View {
        SwiftUI.Button {
            taps += 1
            onTap()
        } label: {
            label
                .padding(.horizontal, tokens.paddingHorizontal)
                .padding(.vertical, tokens.paddingVertical)
                .foregroundStyle(color(appearance.foreground))
                .frame(maxWidth: .infinity, minHeight: height, maxHeight: .infinity)
                .background(
                    color(appearance.background), in: .rect(cornerRadius: tokens.cornerRadius, style: .continuous))
                .overlay {
                    if let border = appearance.border {
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
        return SwiftUI.Text(DialogKoreanLineBreak.configured.prepared(button.title, locale: locale))
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
                .tint(color(appearance.foreground))
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

\#(availability)
extension SwiftUI.View {
    /// Return for the primary button and Escape for the cancel button, where SwiftUI has
    /// keyboard shortcuts (not tvOS or watchOS).
    func dialogKeyboardShortcut(_ role: DialogButtonRole) -> some SwiftUI.View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        keyboardShortcut(role == .primary ? .defaultAction : role == .cancel ? .cancelAction : nil)
        #endif
    }
}

\#(availability)
extension DialogHaptic {
    /// The feedback played on tap; nil for `none`.
    var feedback: SwiftUI.SensoryFeedback? {
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
"""#
}
