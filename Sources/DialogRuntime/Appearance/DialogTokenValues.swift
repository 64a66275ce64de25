/// An sRGB colour with straight alpha, every component in 0...1.
public struct DialogRGBA: Swift.Equatable, Swift.Sendable {
    public var red: Swift.Double
    public var green: Swift.Double
    public var blue: Swift.Double
    public var alpha: Swift.Double

    public init(red: Swift.Double, green: Swift.Double, blue: Swift.Double, alpha: Swift.Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From `0xRRGGBBAA`, as a `#RRGGBBAA` token writes it.
    public init(hex: Swift.UInt32) {
        // Bound to a `UInt32` first and divided as a `Double` after: as one expression the
        // type checker tries every overload of `>>`, `&`, `Double.init` and `/` together.
        let red: Swift.UInt32 = hex >> 24 & 0xFF
        let green: Swift.UInt32 = hex >> 16 & 0xFF
        let blue: Swift.UInt32 = hex >> 8 & 0xFF
        let alpha: Swift.UInt32 = hex & 0xFF
        self.init(
            red: Swift.Double(red) / 255, green: Swift.Double(green) / 255,
            blue: Swift.Double(blue) / 255, alpha: Swift.Double(alpha) / 255
        )
    }
}

/// A colour token: its value in every theme of the design system. `light` and `dark` are what
/// the system appearance draws (the themes the config calls so, else the first); `themes`
/// holds every theme's value by its config name. The generated `DialogTokens.swift` adds the
/// project's own initializer, one argument per theme, and `resolved(in:)` over its themes.
public struct DialogColor: Swift.Equatable, Swift.Sendable {
    /// The colour in the system's light appearance.
    public var light: DialogRGBA
    /// The colour in the system's dark appearance.
    public var dark: DialogRGBA
    /// Every theme's value by the theme's name in the config; empty for a colour that is the
    /// same in every theme.
    public var themes: [Swift.String: DialogRGBA]

    public init(light: DialogRGBA, dark: DialogRGBA, themes: [Swift.String: DialogRGBA]) {
        self.light = light
        self.dark = dark
        self.themes = themes
    }

    /// The same colour in every theme, as a spec's colour literal is.
    public init(_ rgba: DialogRGBA) {
        self.init(light: rgba, dark: rgba, themes: [:])
    }

    /// The colour in the theme the config names `theme`; `light` for one it lacks.
    public func value(inTheme theme: Swift.String) -> DialogRGBA {
        themes[theme] ?? light
    }

    /// The colour for the system appearance: `dark` in dark mode, `light` otherwise.
    public func forAppearance(isDark: Swift.Bool) -> DialogRGBA {
        isDark ? dark : light
    }
}

/// A typography token.
public struct DialogTypography: Swift.Equatable, Swift.Sendable {
    /// The preferred font family; `system` is the platform's UI font.
    public var family: Swift.String
    /// Points at the default Dynamic Type size.
    public var size: Swift.Double
    /// 1...1000, as CSS writes weights (400 regular, 600 semibold).
    public var weight: Swift.Int
    /// A multiplier of `size`.
    public var lineHeight: Swift.Double
    /// Points.
    public var letterSpacing: Swift.Double

    public init(
        family: Swift.String,
        size: Swift.Double,
        weight: Swift.Int,
        lineHeight: Swift.Double,
        letterSpacing: Swift.Double
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}

/// A transition token.
public struct DialogTransition: Swift.Equatable, Swift.Sendable {
    /// How the motion progresses.
    public enum Curve: Swift.Equatable, Swift.Sendable {
        /// A CSS cubic Bézier through (x1, y1) and (x2, y2).
        case cubicBezier(Swift.Double, Swift.Double, Swift.Double, Swift.Double)
        /// SwiftUI's `.spring(duration:bounce:)` (damping ratio 1 − bounce), starting at
        /// `initialVelocity`: distances of the whole motion per second, 0 at rest.
        case spring(duration: Swift.Double, bounce: Swift.Double, initialVelocity: Swift.Double = 0)
    }

    /// Seconds (a spring's own duration is in its curve).
    public var duration: Swift.Double
    /// Seconds before the motion starts.
    public var delay: Swift.Double
    /// The timing function.
    public var curve: Curve

    public init(duration: Swift.Double, delay: Swift.Double = 0, curve: Curve) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }
}
