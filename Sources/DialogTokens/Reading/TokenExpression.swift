import DialogDiagnostics

/// A reference `{group.token}` and where it is written (the string, quotes included).
public struct TokenAlias: Sendable, Hashable {
    /// The dotted path between the braces.
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }
}

/// A token's `$value` as read, before aliases are followed: a literal, an alias, or a
/// composite whose parts may each be an alias (a typography's `fontSize: "{size.body}"`).
public indirect enum TokenExpression: Sendable, Hashable {
    case literal(TokenValue)
    case alias(TokenAlias)
    case typography(TypographyExpression)
    /// One or more layers (DTCG allows an object or an array of objects).
    case shadow([ShadowExpression])
    case transition(TransitionExpression)
}

/// A typography value whose parts may be aliases.
public struct TypographyExpression: Sendable, Hashable {
    public var fontFamily: TokenExpression
    public var fontSize: TokenExpression
    public var fontWeight: TokenExpression
    public var lineHeight: TokenExpression
    public var letterSpacing: TokenExpression
}

/// A shadow layer whose parts may be aliases.
public struct ShadowExpression: Sendable, Hashable {
    public var color: TokenExpression
    public var offsetX: TokenExpression
    public var offsetY: TokenExpression
    public var blur: TokenExpression
    public var spread: TokenExpression
    public var inset: Bool
}

/// A transition whose parts may be aliases.
public struct TransitionExpression: Sendable, Hashable {
    public var duration: TokenExpression
    public var delay: TokenExpression
    public var timingFunction: TokenExpression
}

/// The `dialogc.spring` extension of a transition token: SwiftUI's `.spring(duration:bounce:)`,
/// or `.interpolatingSpring(duration:bounce:initialVelocity:)` with an initial velocity.
public struct SpringExtension: Sendable, Hashable {
    public var duration: Double
    public var bounce: Double
    /// The speed the motion starts at, in distances of the whole motion per second (UIKit's
    /// `UISpringTimingParameters.initialVelocity`); 0 starts at rest.
    public var initialVelocity: Double

    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.duration = duration
        self.bounce = bounce
        self.initialVelocity = initialVelocity
    }
}
