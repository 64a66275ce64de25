import DialogLayout
import DialogModel
import DialogTokens

/// A spec's `style`, `dim` and `transition` overrides as the `DialogStyle(...)` expression of
/// its `appearance`: `DialogStyle(.sheet, contract: .project, background: DialogColor(light: ..., dark: ...))`,
/// the project's contract (`DialogContract.project` in `DialogTokens.swift`) and what the spec changes.
///
/// Decisions:
/// - **Resolved at generation time** to literals from the design system, since
///   `DialogTokens.swift` holds only the contract, button styles and highlights: a primitive
///   token such as `color.surface.raised` has no constant to refer to. A colour keeps one
///   value per theme, so it still follows the colour scheme; other values are the first
///   theme's, as in `DialogTokens.swift`.
/// - A **literal** is used as written (a colour for every theme). A **duration literal** for
///   a transition keeps the contract transition's curve and delay and sets its duration
///   (a spring's own duration), as FORMAT.md says it "only sets the duration".
/// - What cannot be resolved (an unknown token, a wrong type: lint reports both and stops
///   the build) is left out, so the contract token applies.
/// - Only overridden values are written; `DialogStyle`'s initializer takes the rest from the
///   contract tokens. Its labels are the style keys camel-cased (`padding.top` ->
///   `paddingTop`), then `dimColor`, `dimOpacity`, `transitionIn`, `transitionOut`, in
///   the order of `DialogStyleKey.all`, which is the initializer's order.
struct SwiftUIStyleOverrides {
    let designSystem: DesignSystem
    private let themeNames: [String]

    init(designSystem: DesignSystem) {
        self.designSystem = designSystem
        themeNames = SwiftTokensEmitter.swiftThemeNames(designSystem.themes.map(\.name))
    }

    func style(of spec: DialogSpec) -> SwiftExpression {
        let overrides = StyleOverrides(spec: spec)
        var arguments = [SwiftArgument(nil, .implicitMember(overrides.presentation.rawValue)), SwiftArgument("contract", .implicitMember("project"))]
        let keys = DialogStyleKey.all.map { (Self.label($0.name), overrides.override($0), $0.kind) }
        let others: [(String, StyleOverrides.Override?, StyleValueKind)] = [
            ("dimColor", overrides.dimColor, .color),
            ("dimOpacity", overrides.dimOpacity, .number),
            ("transitionIn", overrides.transitionIn, .transition),
            ("transitionOut", overrides.transitionOut, .transition),
        ]
        // A value naming the contract token it overrides is left out: the runtime takes it anyway.
        for (label, override, kind) in keys + others {
            guard let override, !override.isContract, let value = literal(override.written.value, kind: kind, base: override.contractPath) else { continue }
            arguments.append(SwiftArgument(label, value))
        }
        return .call(.identifier("DialogStyle"), arguments)
    }

    /// `padding.top` -> `paddingTop`.
    static func label(_ key: String) -> String {
        key.split(separator: ".").enumerated().map { index, part in
            index == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst()
        }.joined()
    }

    /// The value as a literal of the type `kind` maps to; `base` is the contract token a
    /// duration literal modifies.
    func literal(_ value: StyleValue, kind: StyleValueKind, base: String) -> SwiftExpression? {
        switch (value, kind) {
        case (.token(let path), _):
            return token(path, kind: kind)
        case (.colorLiteral(let red, let green, let blue, let alpha), .color):
            return color(designSystem.themes.map { _ in RGBAColor(red8: red, green8: green, blue8: blue, alpha8: alpha) })
        case (.number(let number), .dimension), (.number(let number), .number):
            return TokenLiterals.number(number)
        case (.durationLiteral(let seconds), .transition):
            guard var transition = first(base)?.transition else { return nil }
            if case .spring(_, let bounce, let velocity) = transition.timing {
                transition.timing = .spring(duration: seconds, bounce: bounce, initialVelocity: velocity)
            }
            transition.duration = seconds
            return TokenLiterals.transition(transition)
        default:
            return nil
        }
    }

    private func token(_ path: String, kind: StyleValueKind) -> SwiftExpression? {
        guard let value = first(path) else { return nil }
        switch kind {
        case .color:
            guard let fallback = value.color else { return nil }
            return color(designSystem.themes.map { $0.tokens[path]?.value.color ?? fallback })
        case .dimension, .number:
            return value.scalar.map(TokenLiterals.number)
        case .typography:
            return value.typography.map(TokenLiterals.typography)
        case .transition:
            return value.transition.map(TokenLiterals.transition)
        case .group:
            return nil
        }
    }

    /// The first theme's value of `path` (a theme lacking it takes the next one's).
    private func first(_ path: String) -> TokenValue? {
        designSystem.themes.lazy.compactMap { $0.tokens[path]?.value }.first
    }

    /// `DialogColor(light: ..., dark: ...)`, one argument per theme as `DialogTokens.swift`
    /// declares it.
    private func color(_ colors: [RGBAColor]) -> SwiftExpression {
        if let first = colors.first, colors.count > 1, colors.allSatisfy({ $0 == first }) {
            return .call(.identifier("DialogColor"), [SwiftArgument(nil, TokenLiterals.rgba(first))])
        }
        return .call(.identifier("DialogColor"), zip(themeNames, colors).map { SwiftArgument($0, TokenLiterals.rgba($1)) })
    }
}
