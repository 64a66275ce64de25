extension SwiftUIRuntimeSource {
    /// The spec's `content` elements and their views.
    static let content = #"""

/// A text in each of the spec's locales, the default first, parameters already substituted.
struct DialogLocalizedText: Sendable {
    /// One locale's text.
    struct Entry: Sendable {
        var locale: String
        var text: String

        init(_ locale: String, _ text: String) {
            self.locale = locale
            self.text = text
        }
    }

    var entries: [Entry]

    init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The text in the configured locale that best matches `locale` (`DialogLocale.match`).
    func text(in locale: String?) -> String {
        let configured = DialogLocale.match(locale)
        return (entries.first { $0.locale == configured } ?? entries.first)?.text ?? ""
    }
}

/// A `content` element's keyboard.
enum DialogKeyboard: Sendable {
    case `default`
    case email
    case number
}

/// A `content` element of a spec, bound to the caller's values.
enum DialogContentElement {
    case textField(id: String, placeholder: DialogLocalizedText, keyboard: DialogKeyboard, text: Binding<String>)
    case checkbox(id: String, title: DialogLocalizedText, isOn: Binding<Bool>)
    /// The caller's view for this id.
    case slot(id: String)

    var id: String {
        switch self {
        case .textField(let id, _, _, _), .checkbox(let id, _, _), .slot(let id): id
        }
    }
}

extension View {
    /// The keyboard for a text field where UIKit has keyboard types (not macOS or watchOS).
    func dialogKeyboard(_ keyboard: DialogKeyboard) -> some View {
        #if canImport(UIKit) && !os(watchOS)
        keyboardType(keyboard.uiKeyboardType)
        #else
        self
        #endif
    }
}

#if canImport(UIKit) && !os(watchOS)
extension DialogKeyboard {
    /// `number` allows a decimal point, since a parameter may be a `Double`.
    var uiKeyboardType: UIKeyboardType {
        switch self {
        case .default: .default
        case .email: .emailAddress
        case .number: .decimalPad
        }
    }
}
#endif

/// The content elements between the text and the buttons, in spec order. Text fields are
/// drawn in the secondary button's fill, so they need no platform style, sized as the box
/// model says: `dialog.field.padding` around the text, at least `dialog.field.minHeight`.
\#(availability)
struct DialogContentStack: View {
    var elements: [DialogContentElement]
    var locale: String?
    var style: DialogStyle
    var textScale: Double
    var slot: (String) -> AnyView

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: style.spacingContent) {
            ForEach(elements, id: \.id) { element in
                self.element(element)
            }
        }
    }

    @ViewBuilder private func element(_ element: DialogContentElement) -> some View {
        let font = style.messageTypography.font(size: style.messageTypography.size * textScale)
        switch element {
        case .textField(let id, let placeholder, let keyboard, let text):
            TextField(placeholder.text(in: locale), text: text)
                .font(font)
                .dialogKeyboard(keyboard)
                .padding(.all, DialogTokens.Dialog.Field.padding)
                .frame(minHeight: DialogTokens.Dialog.Field.minHeight)
                .background(
                    color(DialogTokens.Button.Secondary.background),
                    in: .rect(cornerRadius: DialogTokens.Button.cornerRadius, style: .continuous))
                .accessibilityIdentifier(id)
        case .checkbox(let id, let title, let isOn):
            Toggle(isOn: isOn) {
                Text(title.text(in: locale))
                    .font(font)
                    .foregroundStyle(color(style.messageColor))
            }
            .accessibilityIdentifier(id)
        case .slot(let id):
            slot(id)
        }
    }

    private func color(_ token: DialogColor) -> Color {
        Color(token.forAppearance(isDark: colorScheme == .dark))
    }
}
"""#
}
