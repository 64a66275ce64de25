/// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as CSS writes it.
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public var components: [Double] { [x1, y1, x2, y2] }

    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
}

/// How a transition progresses over time.
public enum TimingFunction: Sendable, Hashable {
    case cubicBezier(CubicBezier)
    /// SwiftUI's `.spring(duration:bounce:)`, from the `dialogc.spring` extension, starting at
    /// `initialVelocity` (distances of the whole motion per second; 0 at rest).
    case spring(duration: Double, bounce: Double, initialVelocity: Double = 0)
}

/// A resolved DTCG transition token, in seconds.
public struct TransitionValue: Sendable, Hashable {
    public var duration: Double
    public var delay: Double
    public var timing: TimingFunction

    public init(duration: Double, delay: Double = 0, timing: TimingFunction) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
    }

    /// How long the motion lasts: a spring's own duration, else `duration`; `delay` excluded.
    public var effectiveDuration: Double {
        if case .spring(let springDuration, _, _) = timing { return springDuration }
        return duration
    }
}
