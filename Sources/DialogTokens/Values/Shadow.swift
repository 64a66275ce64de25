/// One layer of a DTCG shadow token, in points.
public struct Shadow: Sendable, Hashable {
    public var color: RGBAColor
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double
    /// An inner shadow, drawn inside the shape.
    public var inset: Bool

    public init(color: RGBAColor, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
