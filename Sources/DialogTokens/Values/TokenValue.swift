/// A resolved token value, one case per `TokenType`, in dialogc's units: points for
/// dimensions (1 px = 1 pt, 1 rem = 16 pt) and seconds for durations.
public enum TokenValue: Sendable, Hashable {
    case color(RGBAColor)
    case dimension(Double)
    case number(Double)
    case duration(Double)
    case cubicBezier(CubicBezier)
    case fontFamily([String])
    case fontWeight(Int)
    case typography(Typography)
    /// Layers from top to bottom; DTCG allows one shadow object or an array of them.
    case shadow([Shadow])
    case transition(TransitionValue)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .typography: .typography
        case .shadow: .shadow
        case .transition: .transition
        }
    }

    public var color: RGBAColor? {
        if case .color(let value) = self { return value }
        return nil
    }

    /// Points of a dimension, or the value of a number.
    public var scalar: Double? {
        switch self {
        case .dimension(let value), .number(let value), .duration(let value): value
        default: nil
        }
    }

    public var typography: Typography? {
        if case .typography(let value) = self { return value }
        return nil
    }

    public var transition: TransitionValue? {
        if case .transition(let value) = self { return value }
        return nil
    }
}
