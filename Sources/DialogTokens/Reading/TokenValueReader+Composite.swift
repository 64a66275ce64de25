import DialogDiagnostics
import DialogJSON

/// Typography, shadow and transition: objects whose parts are values of other types, each
/// of which may be an alias.
extension TokenValueReader {
    func typography(_ value: JSONValue) -> TokenExpression? {
        guard let parts = members(of: value, what: "a typography", required: ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]) else { return nil }
        let fontFamily = read(parts["fontFamily"]!, as: .fontFamily)
        let fontSize = read(parts["fontSize"]!, as: .dimension)
        let fontWeight = read(parts["fontWeight"]!, as: .fontWeight)
        let lineHeight = read(parts["lineHeight"]!, as: .number)
        let letterSpacing = read(parts["letterSpacing"]!, as: .dimension)
        guard let fontFamily, let fontSize, let fontWeight, let lineHeight, let letterSpacing else { return nil }
        return .typography(TypographyExpression(fontFamily: fontFamily, fontSize: fontSize, fontWeight: fontWeight, lineHeight: lineHeight, letterSpacing: letterSpacing))
    }

    /// One shadow object, or an array of them (layers).
    func shadow(_ value: JSONValue) -> TokenExpression? {
        if let elements = value.arrayValue {
            guard !elements.isEmpty else {
                invalid(TokenMessage.emptyShadow, at: value)
                return nil
            }
            let layers = elements.map(shadowLayer)
            guard layers.allSatisfy({ $0 != nil }) else { return nil }
            return .shadow(layers.compactMap { $0 })
        }
        return shadowLayer(value).map { .shadow([$0]) }
    }

    private func shadowLayer(_ value: JSONValue) -> ShadowExpression? {
        guard let parts = members(of: value, what: "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"]) else { return nil }
        let color = read(parts["color"]!, as: .color)
        let offsetX = read(parts["offsetX"]!, as: .dimension)
        let offsetY = read(parts["offsetY"]!, as: .dimension)
        let blur = read(parts["blur"]!, as: .dimension)
        let spread = read(parts["spread"]!, as: .dimension)
        var inset = false
        if let insetValue = parts["inset"] {
            guard let flag = insetValue.boolValue else {
                invalid(TokenMessage.insetNotBool(found: insetValue.typeName), at: insetValue)
                return nil
            }
            inset = flag
        }
        guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        return ShadowExpression(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    func transition(_ value: JSONValue) -> TokenExpression? {
        guard let parts = members(of: value, what: "a transition", required: ["duration", "delay", "timingFunction"]) else { return nil }
        let duration = read(parts["duration"]!, as: .duration)
        let delay = read(parts["delay"]!, as: .duration)
        let timing = read(parts["timingFunction"]!, as: .cubicBezier)
        guard let duration, let delay, let timing else { return nil }
        return .transition(TransitionExpression(duration: duration, delay: delay, timingFunction: timing))
    }
}
