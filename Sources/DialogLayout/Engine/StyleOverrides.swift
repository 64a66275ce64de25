import DialogModel
import DialogTokens

/// A spec's overrides of the contract tokens, resolved once: which of its `style` entries
/// apply to its presentation, typed by `DialogStyleKey`, each with the contract token it
/// overrides, and its `dim` and `transition` values. The layout engine (`ContractStyle`), the
/// `contrast` rule and the SwiftUI emitter (`SwiftUIStyleOverrides`) read a spec's overrides
/// only from here, and look one up in a theme with `value(in:as:)`; each decides only what
/// it falls back to where the spec writes nothing or writes what does not resolve (layout:
/// the contract token; `contrast`: no check, the token rules report it; Swift: the runtime's
/// contract value).
public struct StyleOverrides: Sendable {
    /// One value the spec writes over a contract token.
    public struct Override: Sendable {
        public var written: Located<StyleValue>
        /// The contract token it overrides: `dialog.alert.background`, `dialog.dim.color`.
        public var contractPath: String

        /// Whether it names the very contract token it overrides (which the contract gives anyway).
        public var isContract: Bool {
            if case .token(let path) = written.value { return path == contractPath }
            return false
        }

        /// The value in `theme` as `type`, nil when it does not resolve (an unknown token, a
        /// wrong type: the token rules report why).
        public func value(in theme: Theme, as type: TokenType) -> TokenValue? {
            guard case .value(let value, _) = theme.lookup(written.value, expecting: type) else { return nil }
            return value
        }
    }

    public let presentation: Presentation
    /// Per `DialogStyleKey.all`, in its order: the spec's override of a key that applies to
    /// the presentation.
    private let keys: [Override?]
    public let dimColor: Override?
    public let dimOpacity: Override?
    public let transitionIn: Override?
    public let transitionOut: Override?
    /// Whether the card and what lies under it are the contract tokens' own: no `background`
    /// and no `dim` colour or opacity of the spec's (the pairs `TokenContrast` reports once at
    /// the tokens are drawn only then).
    public let cardIsTheContracts: Bool

    public init(spec: DialogSpec) {
        let presentation = spec.presentation.value
        self.presentation = presentation
        let keys: [Override?] = DialogStyleKey.all.map { key in
            guard key.applies(to: presentation), let written = spec.style.first(where: { $0.key.value == key }) else { return nil }
            return Override(written: written.value, contractPath: key.contractTokenPath(for: presentation))
        }
        self.keys = keys
        dimColor = spec.dim.color.map { Override(written: $0, contractPath: "dialog.dim.color") }
        dimOpacity = spec.dim.opacity.map { Override(written: $0, contractPath: "dialog.dim.opacity") }
        transitionIn = spec.transition.appear.map { Override(written: $0, contractPath: "dialog.transition.in") }
        transitionOut = spec.transition.disappear.map { Override(written: $0, contractPath: "dialog.transition.out") }
        let background = Self.index["background"].flatMap { keys[$0] }
        cardIsTheContracts = background == nil && spec.dim.color == nil && spec.dim.opacity == nil
    }

    /// The spec's override of `key`, nil when it writes none or the key does not apply to
    /// its presentation (`maxWidth` on a sheet).
    public func override(_ key: DialogStyleKey) -> Override? {
        Self.index[key.name].flatMap { keys[$0] }
    }

    /// `override(_:)` by the key's name (`padding.top`).
    public func override(named name: String) -> Override? {
        Self.index[name].flatMap { keys[$0] }
    }

    private static let index = Dictionary(uniqueKeysWithValues: DialogStyleKey.all.enumerated().map { ($0.element.name, $0.offset) })
}
