/// A key of a spec's `style` object: a dialog contract token (docs/format/tokens.md#contract-tokens) that one
/// dialog may override.
///
/// Decision (docs/format/spec.md says only "contract token name"): the keys are the contract tokens
/// that style the dialog card itself, named relative to `dialog.<presentation>.` or
/// `dialog.`: `background`, `cornerRadius`, `margin`, `padding.top`,
/// `padding.horizontal`, `padding.bottom`, `maxWidth` (alerts only), `bottomInset` (sheets
/// only), `spacing.icon`,
/// `spacing.titleMessage`, `spacing.content`, `spacing.buttons`, `title.typography`,
/// `title.color`, `message.typography`, `message.color`. The backdrop and the transitions
/// have their own keys (`dim`, `transition`), and buttons pick a style group with their own
/// `style`, so `dim.*`, `transition.*` and `button.*` are not style keys: one place per
/// setting.
public struct DialogStyleKey: Sendable, Hashable {
    /// Where the contract token lives.
    public enum Scope: Sendable, Hashable {
        /// `dialog.<presentation>.<name>`: differs between alerts and sheets.
        case perPresentation
        /// `dialog.alert.<name>` only: the contract has no sheet token.
        case alertOnly
        /// `dialog.sheet.<name>` only: the contract has no alert token.
        case sheetOnly
        /// `dialog.<name>`: shared by alerts and sheets.
        case shared
    }

    /// The key as written in a spec: `padding.top`.
    public let name: String
    /// The values the key accepts.
    public let kind: StyleValueKind
    public let scope: Scope
    /// `contractTokenPath(for:)` of an alert and of a sheet, built once: layout and the
    /// contrast rule ask for them per spec and theme.
    private let alertPath: String
    private let sheetPath: String

    public init(_ name: String, _ kind: StyleValueKind, _ scope: Scope) {
        self.name = name
        self.kind = kind
        self.scope = scope
        self.alertPath = Self.contractTokenPath(name, scope, .alert)
        self.sheetPath = Self.contractTokenPath(name, scope, .sheet)
    }

    /// The contract token this key overrides: `padding.top` on an alert is
    /// `dialog.alert.padding.top`; `spacing.icon` is `dialog.spacing.icon` everywhere.
    public func contractTokenPath(for presentation: Presentation) -> String {
        switch presentation {
        case .alert: alertPath
        case .sheet: sheetPath
        }
    }

    private static func contractTokenPath(_ name: String, _ scope: Scope, _ presentation: Presentation) -> String {
        switch scope {
        case .perPresentation, .alertOnly, .sheetOnly: "dialog.\(presentation.rawValue).\(name)"
        case .shared: "dialog.\(name)"
        }
    }

    /// Whether the key applies to a dialog presented this way.
    public func applies(to presentation: Presentation) -> Bool {
        switch scope {
        case .perPresentation, .shared: true
        case .alertOnly: presentation == .alert
        case .sheetOnly: presentation == .sheet
        }
    }

    /// Every style key, in the order of the contract table.
    public static let all: [DialogStyleKey] = [
        DialogStyleKey("background", .color, .perPresentation),
        DialogStyleKey("cornerRadius", .dimension, .perPresentation),
        DialogStyleKey("margin", .dimension, .perPresentation),
        DialogStyleKey("maxWidth", .dimension, .alertOnly),
        DialogStyleKey("padding.top", .dimension, .perPresentation),
        DialogStyleKey("padding.horizontal", .dimension, .perPresentation),
        DialogStyleKey("padding.bottom", .dimension, .perPresentation),
        DialogStyleKey("bottomInset", .dimension, .sheetOnly),
        DialogStyleKey("spacing.icon", .dimension, .shared),
        DialogStyleKey("spacing.titleMessage", .dimension, .shared),
        DialogStyleKey("spacing.content", .dimension, .shared),
        DialogStyleKey("spacing.buttons", .dimension, .shared),
        DialogStyleKey("title.typography", .typography, .shared),
        DialogStyleKey("title.color", .color, .shared),
        DialogStyleKey("message.typography", .typography, .shared),
        DialogStyleKey("message.color", .color, .shared),
    ]

    public static let names: [String] = all.map(\.name)

    public static func named(_ name: String) -> DialogStyleKey? {
        byName[name]
    }

    /// Layout and the contrast rule look keys up per spec and theme.
    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
