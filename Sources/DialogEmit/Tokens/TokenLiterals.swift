import DialogTokens

/// Token values as Swift expressions of the types `DialogTokens.swift` declares.
enum TokenLiterals {
    /// A number as the shortest literal that reads back as the same `Double`: `16`, `0.4`,
    /// `0.17254901960784313`. Swift's own shortest round-trip form, so it is the same on every
    /// platform. It is emitter-chosen text, hence `.identifier`.
    static func number(_ value: Double) -> SwiftExpression {
        if value == value.rounded(), abs(value) < 1e15 { return .identifier(String(Int(value))) }
        return .identifier(String(value))
    }

    /// `DialogRGBA(hex: 0x2C2C2EFF)` when every component is a whole 8-bit value (what a hex
    /// token writes), else the four components, so no colour is ever rounded.
    static func rgba(_ color: RGBAColor) -> SwiftExpression {
        let components = [color.red, color.green, color.blue, color.alpha]
        let isEightBit = components.allSatisfy { ($0 * 255).rounded() / 255 == $0 }
        if isEightBit {
            return .call("DialogRGBA", ("hex", .identifier("0x" + color.hexRGBA.dropFirst())))
        }
        return .call(
            "DialogRGBA", ("red", number(color.red)), ("green", number(color.green)), ("blue", number(color.blue)),
            ("alpha", number(color.alpha)))
    }

    static func typography(_ value: Typography) -> SwiftExpression {
        .call(
            "DialogTypography", ("family", .string(value.fontFamily.first ?? "system")), ("size", number(value.fontSize)),
            ("weight", .integer(value.fontWeight)), ("lineHeight", number(value.lineHeight)),
            ("letterSpacing", number(value.letterSpacing)))
    }

    static func transition(_ value: TransitionValue) -> SwiftExpression {
        let curve: SwiftExpression
        switch value.timing {
        case .cubicBezier(let bezier):
            curve = .call(.implicitMember("cubicBezier"), bezier.components.map { SwiftArgument(nil, number($0)) })
        case .spring(let duration, let bounce, let velocity):
            // An initial velocity of 0, the runtime's default, is left out.
            let start = velocity == 0 ? [] : [SwiftArgument("initialVelocity", number(velocity))]
            curve = .call(.implicitMember("spring"), [SwiftArgument("duration", number(duration)), SwiftArgument("bounce", number(bounce))] + start)
        }
        // A delay of 0, the initializer's default, is left out.
        let delay = value.delay == 0 ? [] : [SwiftArgument("delay", number(value.delay))]
        return .call(.identifier("DialogTransition"), [SwiftArgument("duration", number(value.duration))] + delay + [SwiftArgument("curve", curve)])
    }
}
