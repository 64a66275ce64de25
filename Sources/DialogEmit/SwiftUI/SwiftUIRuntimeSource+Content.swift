extension SwiftUIRuntimeSource {
    /// The spec's `content` elements and their views.
    static func content(access: String) -> String { #"""

/// A `content` element of a spec, bound to the caller's values.
\#(access)enum DialogContentElement {
    case textField(id: Swift.String, placeholder: DialogLocalizedText, keyboard: DialogKeyboard, text: SwiftUI.Binding<Swift.String>)
    case checkbox(id: Swift.String, title: DialogLocalizedText, isOn: SwiftUI.Binding<Swift.Bool>)
    /// The caller's view for this id.
    case slot(id: Swift.String)

    var id: Swift.String {
        switch self {
        case .textField(let id, _, _, _), .checkbox(let id, _, _), .slot(let id): id
        }
    }

    /// `items` bound by element id: a text field to `texts[id]`, a checkbox to `toggles[id]`;
    /// an element without a binding shows an empty field or the spec's `checked`.
    static func bound(
        _ items: [DialogContentItem], texts: [Swift.String: SwiftUI.Binding<Swift.String>] = [:], toggles: [Swift.String: SwiftUI.Binding<Swift.Bool>] = [:]
    ) -> [DialogContentElement] {
        items.map { item in
            switch item {
            case .textField(let id, let placeholder, let keyboard):
                .textField(id: id, placeholder: placeholder, keyboard: keyboard, text: texts[id] ?? .constant(""))
            case .checkbox(let id, let title, let checked): .checkbox(id: id, title: title, isOn: toggles[id] ?? .constant(checked))
            case .slot(let id): .slot(id: id)
            }
        }
    }
}

extension SwiftUI.View {
    /// The keyboard for a text field where UIKit has keyboard types (not macOS or watchOS).
    func dialogKeyboard(_ keyboard: DialogKeyboard) -> some SwiftUI.View {
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
\#(availability)
struct DialogContentStack: SwiftUI.View {
    var elements: [DialogContentElement]
    var locale: Swift.String?
    var style: DialogStyle
    var textScale: Swift.Double
    var slot: (Swift.String) -> SwiftUI.AnyView

    @SwiftUI.Environment(\.colorScheme) private var colorScheme

    var body: some SwiftUI.View {
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
            SwiftUI.TextField(placeholder.text(in: locale), text: text)
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
        case .checkbox(let id, let title, let isOn):
            SwiftUI.Toggle(isOn: isOn) {
                SwiftUI.Text(DialogKoreanLineBreak.configured.prepared(title.text(in: locale), locale: DialogLocale.match(locale)))
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

/// A checkbox, not a switch, on every platform: a square box of `boxSize` at the leading edge
/// (filled with a checkmark when on, in the primary button's fill), `gap`, then the label
/// leading-aligned in the rest of the width. Still a `Toggle` for accessibility.
\#(availability)
struct DialogCheckboxStyle: SwiftUI.ToggleStyle {
    var boxSize: Swift.Double
    var gap: Swift.Double
    var color: SwiftUI.Color

    func makeBody(configuration: Self.Configuration) -> some SwiftUI.View {
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
"""# }
}
