/// The dialog contract tokens of docs/format/tokens.md#contract-tokens: the paths the layout engine and the
/// emitters read, each with the type it must have. Every theme must define all of them
/// (`missing-token`), with these types (`token-type`).
public enum ContractTokens {
    public static let all: [(path: String, type: TokenType)] = {
        var tokens: [(String, TokenType)] = []
        for presentation in ["alert", "sheet"] {
            tokens.append(("dialog.\(presentation).background", .color))
            tokens.append(("dialog.\(presentation).cornerRadius", .dimension))
            tokens.append(("dialog.\(presentation).margin", .dimension))
            tokens.append((presentation == "alert" ? "dialog.alert.maxWidth" : "dialog.sheet.bottomInset", .dimension))
            for side in ["top", "horizontal", "bottom"] {
                tokens.append(("dialog.\(presentation).padding.\(side)", .dimension))
            }
        }
        for spacing in ["icon", "titleMessage", "content", "buttons"] {
            tokens.append(("dialog.spacing.\(spacing)", .dimension))
        }
        tokens += [
            ("dialog.icon.size", .dimension), ("dialog.field.minHeight", .dimension), ("dialog.field.padding", .dimension),
            ("dialog.checkbox.gap", .dimension), ("dialog.scroll.minVisibleLines", .number),
        ]
        for text in ["title", "message"] {
            tokens.append(("dialog.\(text).typography", .typography))
            tokens.append(("dialog.\(text).color", .color))
        }
        tokens += [
            ("dialog.dim.color", .color), ("dialog.dim.opacity", .number),
            ("dialog.transition.in", .transition), ("dialog.transition.out", .transition),
            ("button.height", .dimension), ("button.cornerRadius", .dimension), ("button.typography", .typography),
            ("button.padding.horizontal", .dimension), ("button.padding.vertical", .dimension), ("button.titleMaxLines", .number),
        ]
        for role in buttonRoles {
            tokens.append(("button.\(role).background", .color))
            tokens.append(("button.\(role).foreground", .color))
        }
        tokens += [("button.feedback.duration", .duration), ("highlight.accent", .color), ("highlight.danger", .color)]
        return tokens
    }()

    /// The button roles, each a style group `button.<role>` of the contract.
    public static let buttonRoles = ["primary", "secondary", "cancel", "destructive"]

    /// The members of a button style group, with their types.
    public static let buttonStyleMembers: [(name: String, type: TokenType)] = [("background", .color), ("foreground", .color)]

    /// The optional border of a button style group: both or neither. Drawn inside the
    /// button's edge, so it changes no size (docs/format/tokens.md).
    public static let buttonBorderMembers: [(name: String, type: TokenType)] = [("border.color", .color), ("border.width", .dimension)]

    /// Not in the contract, but defined by the embedded default: the backdrop's fade on
    /// appearing (the table's "dim: 0.2 s ease-out"). Readers fall back to
    /// `dialog.transition.in` when a theme lacks it.
    public static let dimTransition = "dialog.dim.transition"

    /// The type a contract token must have; nil for a path outside the contract.
    public static func type(of path: String) -> TokenType? {
        all.first { $0.path == path }?.type
    }

    /// The values a contract token's number may take, beyond its type; nil when any is
    /// accepted. Only the box model's sizes are bounded so far: a negative inset or a
    /// fractional line count has no drawing, so a theme with one gets `invalid-token` and
    /// layout uses the embedded default's value instead.
    public static func range(of path: String) -> ContractRange? {
        switch path {
        case "dialog.icon.size", "dialog.field.minHeight", "dialog.field.padding", "dialog.checkbox.gap",
            "button.padding.horizontal", "button.padding.vertical":
            .nonNegative
        case "button.titleMaxLines", "dialog.scroll.minVisibleLines": .wholeAtLeastOne
        default: nil
        }
    }
}

/// The values a bounded contract token accepts (`ContractTokens.range(of:)`).
public enum ContractRange: Sendable {
    /// A length of zero or more.
    case nonNegative
    /// A count of lines: a whole number, 1 or more.
    case wholeAtLeastOne

    /// Whether `value` is in the range.
    public func contains(_ value: Double) -> Bool {
        switch self {
        case .nonNegative: value >= 0 && value.isFinite
        case .wholeAtLeastOne: value >= 1 && value.isFinite && value == value.rounded()
        }
    }

    /// What the range asks for, as a message says it ("zero or more").
    public var wording: String {
        switch self {
        case .nonNegative: "a length of zero or more"
        case .wholeAtLeastOne: "a whole number of at least 1"
        }
    }
}
