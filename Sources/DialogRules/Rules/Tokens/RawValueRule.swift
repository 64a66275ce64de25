import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTokens

/// `raw-value`: a literal (`#RRGGBB`, a number, `"200ms"`) where a token reference belongs.
///
/// Every place of a spec that takes a token is checked: `style` values, `dim.color`,
/// `dim.opacity`, `transition.in` and `transition.out`, and a button's `style` (which the
/// decoder only accepts as a reference today; checked so a future literal form is covered).
/// The message names the kind of token to use and the contract token the place overrides.
public struct RawValueRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .rawValue, .tokens, .warning, fixed: false,
        summary: "a literal value stands where a token reference belongs (design-token linting)",
        rationale: "Hard-coded values drift from the design system; teams lint their way to tokens.")

    public var reads: Set<SpecPart> { [.presentation, .style, .dim, .transition, .buttons] }

    public var details: String {
        "Checks `style` values, `dim.color`, `dim.opacity` (a number), `transition.in` and `transition.out` (a duration), and button `style`. The message names the kind of token to use and the contract token the place overrides."
    }

    /// One place that takes a token: what to call it, the token kind, the contract token
    /// that applies when it is not written, and the value written there.
    struct Place {
        var name: String
        var kind: StyleValueKind
        var contractToken: String?
        var value: Located<StyleValue>
    }

    static func places(of spec: DialogSpec) -> [Place] {
        var places: [Place] = []
        let presentation = spec.presentation.value
        for override in spec.style {
            let key = override.key.value
            places.append(Place(name: "style '\(key.name)'", kind: key.kind, contractToken: key.contractTokenPath(for: presentation), value: override.value))
        }
        if let color = spec.dim.color {
            places.append(Place(name: "'dim.color'", kind: .color, contractToken: "dialog.dim.color", value: color))
        }
        if let opacity = spec.dim.opacity {
            places.append(Place(name: "'dim.opacity'", kind: .number, contractToken: "dialog.dim.opacity", value: opacity))
        }
        if let appear = spec.transition.appear {
            places.append(Place(name: "'transition.in'", kind: .transition, contractToken: "dialog.transition.in", value: appear))
        }
        if let disappear = spec.transition.disappear {
            places.append(Place(name: "'transition.out'", kind: .transition, contractToken: "dialog.transition.out", value: disappear))
        }
        for button in spec.buttons {
            if let style = button.style.written {
                let group = ButtonRole.defaultStyleGroup(for: button.role.value)
                places.append(Place(name: "the style of button '\(button.id.value)'", kind: .group, contractToken: group, value: style))
            }
        }
        return places
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        Self.places(of: context.spec).compactMap { place in
            guard place.value.value.isLiteral else { return nil }
            let message = RawValueMessage.literal(place, written: context.sourceText(of: place.value.range))
            var finding = context.finding(message, at: place.value.range)
            if let token = Self.onlyEquivalentToken(for: place, in: context.designSystem) {
                finding.fixes = [FixIt(RawValueMessage.useToken(token), replacing: place.value.range, with: JSONWriter.quoted(token))]
            }
            return finding
        }
    }

    /// The token to write instead of a literal, when exactly one is safe: the one token of
    /// the place's type (not deprecated) whose value equals what the literal draws, in every
    /// theme (colours compared as `#RRGGBBAA`, the precision a literal can write). Two such tokens (an alias and its target, say) or one that differs in a theme
    /// leave the choice to a person: nil.
    static func onlyEquivalentToken(for place: Place, in designSystem: DesignSystem) -> String? {
        guard place.kind != .group, place.kind != .typography, !designSystem.themes.isEmpty else { return nil }
        let type = SpecTokenReferences.tokenType(of: place.kind)
        var candidates: Set<String>?
        for theme in designSystem.themes {
            let lookup =
                if place.kind == .transition, let contract = place.contractToken {
                    theme.lookupTransition(place.value.value, contractPath: contract)
                } else {
                    theme.lookup(place.value.value, expecting: type)
                }
            guard case .value(let drawn, nil) = lookup else { return nil }
            let matching = theme.tokens.tokens.values.filter { $0.type == type && $0.deprecated == nil && Self.same($0.value, drawn) }.map(\.path)
            let remaining = candidates.map { $0.intersection(matching) } ?? Set(matching)
            if remaining.isEmpty { return nil }
            candidates = remaining
        }
        guard let candidates, candidates.count == 1 else { return nil }
        return candidates.first
    }

    /// Whether a token's value is the literal's: equal, or for colours the same 8-bit channels
    /// (a design tool's `0.102` is the `#1A` a spec writes).
    private static func same(_ token: TokenValue, _ literal: TokenValue) -> Bool {
        if case .color(let tokenColor) = token, case .color(let literalColor) = literal { return tokenColor.hexRGBA == literalColor.hexRGBA }
        return token == literal
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary" }],
                  "style": { "background": 1️⃣"#FFFFFF", "cornerRadius": 2️⃣20 },
                  "dim": { "color": 3️⃣"#000000", "opacity": 4️⃣0.5 },
                  "transition": { "in": 5️⃣"250ms", "out": "dialog.transition.out" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary", "style": "button.mono" }],
                  "style": { "background": "color.surface.raised", "cornerRadius": "{radius.large}" },
                  "dim": { "color": "dialog.dim.color", "opacity": "dialog.dim.opacity" },
                  "transition": { "in": "motion.spring.gentle", "out": "dialog.transition.out" }
                }
                """#)
            ])
    }
}

enum RawValueMessage {
    static func useToken(_ path: String) -> String {
        "reference '\(path)', the one token with this value in every theme"
    }

    static func literal(_ place: RawValueRule.Place, written: String) -> String {
        let example = place.contractToken.map { " such as '\($0)'" } ?? ""
        return "\(place.name) is the literal \(kind(of: place.value.value)) \(written), which drifts from the design system; "
            + "use \(tokenKind(place.kind))\(example) instead"
    }

    /// The literal's kind: "colour", "number", "duration".
    private static func kind(of value: StyleValue) -> String {
        switch value {
        case .token: "token reference"
        case .colorLiteral: "colour"
        case .number: "number"
        case .durationLiteral: "duration"
        }
    }

    private static func tokenKind(_ kind: StyleValueKind) -> String {
        switch kind {
        case .color: "a colour token"
        case .dimension: "a dimension token"
        case .number: "a number token"
        case .typography: "a typography token"
        case .transition: "a transition token"
        case .group: "a button style group"
        }
    }
}

extension RuleID {
    public static let rawValue = RuleID("raw-value")
}
