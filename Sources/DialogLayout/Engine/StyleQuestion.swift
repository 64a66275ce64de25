import DialogModel
import DialogTokens

/// Every question layout asks a `ContractStyle` by name: a style key the spec may override
/// (`padding.top`), or a contract token read as is (`button.height`).
///
/// Typed rather than strings so that a style answers from a slot per question: layout asks
/// these on every layout, and hashing the key strings for a memo dictionary was about a
/// twentieth of lint.
enum StyleQuestion: Int, CaseIterable {
    case background, cornerRadius, margin, maxWidth, paddingTop, paddingHorizontal, paddingBottom, bottomInset
    case spacingIcon, spacingTitleMessage, spacingContent, spacingButtons
    case titleTypography, titleColor, messageTypography, messageColor, buttonTypography
    case buttonHeight, buttonCornerRadius, buttonPaddingHorizontal, buttonPaddingVertical, buttonTitleMaxLines
    case iconSize, fieldMinHeight, fieldPadding, checkboxGap, scrollMinVisibleLines

    /// The style key as a spec writes it, or the contract token's path.
    var key: String {
        switch self {
        case .background: "background"
        case .cornerRadius: "cornerRadius"
        case .margin: "margin"
        case .maxWidth: "maxWidth"
        case .paddingTop: "padding.top"
        case .paddingHorizontal: "padding.horizontal"
        case .paddingBottom: "padding.bottom"
        case .bottomInset: "bottomInset"
        case .spacingIcon: "spacing.icon"
        case .spacingTitleMessage: "spacing.titleMessage"
        case .spacingContent: "spacing.content"
        case .spacingButtons: "spacing.buttons"
        case .titleTypography: "title.typography"
        case .titleColor: "title.color"
        case .messageTypography: "message.typography"
        case .messageColor: "message.color"
        case .buttonTypography: "button.typography"
        case .buttonHeight: "button.height"
        case .buttonCornerRadius: "button.cornerRadius"
        case .buttonPaddingHorizontal: "button.padding.horizontal"
        case .buttonPaddingVertical: "button.padding.vertical"
        case .buttonTitleMaxLines: "button.titleMaxLines"
        case .iconSize: "dialog.icon.size"
        case .fieldMinHeight: "dialog.field.minHeight"
        case .fieldPadding: "dialog.field.padding"
        case .checkboxGap: "dialog.checkbox.gap"
        case .scrollMinVisibleLines: "dialog.scroll.minVisibleLines"
        }
    }

    var type: TokenType {
        switch self {
        case .background, .titleColor, .messageColor: .color
        case .titleTypography, .messageTypography, .buttonTypography: .typography
        case .buttonTitleMaxLines, .scrollMinVisibleLines: .number
        default: .dimension
        }
    }

    /// The values a bounded contract token accepts (`ContractTokens.range(of:)`), looked up
    /// once per question rather than by comparing paths on every lookup.
    var range: ContractRange? { Self.ranges[rawValue] }

    private static let ranges = allCases.map { $0.isContractToken ? ContractTokens.range(of: $0.key) : nil }

    /// The contract token that answers the question when the spec writes no value: its own
    /// path, or for a style key the presentation's (`padding.top` in an alert is
    /// `dialog.alert.padding.top`).
    func tokenPath(for presentation: Presentation) -> String {
        guard !isContractToken else { return key }
        return DialogStyleKey.named(key)?.contractTokenPath(for: presentation) ?? key
    }

    /// Read from the theme's tokens only: the spec's `style` cannot override it.
    var isContractToken: Bool {
        switch self {
        case .buttonHeight, .buttonCornerRadius, .buttonPaddingHorizontal, .buttonPaddingVertical, .buttonTitleMaxLines, .iconSize,
            .fieldMinHeight, .fieldPadding, .checkboxGap, .scrollMinVisibleLines:
            true
        default: false
        }
    }
}
