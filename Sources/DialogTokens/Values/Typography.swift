/// A resolved DTCG typography token, in points.
public struct Typography: Sendable, Hashable {
    /// Font families in order of preference; `system` is the platform's UI font.
    public var fontFamily: [String]
    public var fontSize: Double
    /// 1...1000, as CSS and DTCG number weights.
    public var fontWeight: Int
    /// A multiplier of `fontSize`, as DTCG's `lineHeight` number.
    public var lineHeight: Double
    public var letterSpacing: Double

    public init(fontFamily: [String], fontSize: Double, fontWeight: Int, lineHeight: Double, letterSpacing: Double = 0) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}
