import DialogDiagnostics

/// A screen dialogs are laid out on, in points (docs/format/config.md).
public struct Device: Sendable, Hashable {
    public struct SafeArea: Sendable, Hashable {
        public var top: Double
        public var bottom: Double

        public init(top: Double, bottom: Double) {
            self.top = top
            self.bottom = bottom
        }
    }

    /// Names the device in diagnostics: `iphone-se`, or a custom device's `name`.
    public var name: String
    public var width: Double
    public var height: Double
    public var safeArea: SafeArea
    public var isBuiltIn: Bool
    /// Where the config lists the device; nil for the default devices.
    public var range: SourceRange?

    public init(name: String, width: Double, height: Double, safeArea: SafeArea, isBuiltIn: Bool = false, range: SourceRange? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.isBuiltIn = isBuiltIn
        self.range = range
    }

    /// The height between the safe-area insets.
    public var safeHeight: Double { height - safeArea.top - safeArea.bottom }

    /// The width and height a custom device may have, and the least safe-area height, in
    /// points. Below 240 pt an alert with the default tokens (30 pt margins, 20 pt padding)
    /// would have under 140 pt for its text: less than the narrowest phone gives it (iPhone
    /// SE, 320 pt wide; a phone on its side is at least 320 pt high), so a smaller screen is
    /// a typo (pixels for points, a missing digit), and at 0.0001 pt the frames come out
    /// negative. Above 4096 pt is larger than any real screen (the largest iPad is 1376 pt
    /// long, Apple's Pro Display XDR 3008 pt wide at its default scale); at 1e308 the layout's
    /// sums overflow to infinity, which JSON cannot hold.
    public static let sideRange: ClosedRange<Double> = 240...4096

    public static let builtIns: [Device] = [
        builtIn("iphone-se", 320, 568, top: 20, bottom: 0),
        builtIn("iphone-15", 393, 852, top: 59, bottom: 34),
        builtIn("iphone-15-pro-max", 430, 932, top: 59, bottom: 34),
        builtIn("ipad-11", 834, 1194, top: 24, bottom: 20),
    ]

    /// The devices used when the config lists none: a small phone, a current phone, a tablet.
    public static let defaults: [Device] = ["iphone-se", "iphone-15", "ipad-11"].compactMap(builtIn(named:))

    public static func builtIn(named name: String) -> Device? {
        builtIns.first { $0.name == name }
    }

    private static func builtIn(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(name: name, width: width, height: height, safeArea: SafeArea(top: top, bottom: bottom), isBuiltIn: true)
    }
}
