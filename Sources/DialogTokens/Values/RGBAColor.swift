#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// An sRGB colour with straight (not premultiplied) alpha; every component is in 0...1.
public struct RGBAColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components outside 0...1 are clamped, so every colour has a hex form.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// 8-bit channels, as a `#RRGGBBAA` literal writes them.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    // MARK: Hex

    /// `#RRGGBB` (opaque) or `#RRGGBBAA`, either case; nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexDigit(digits[index]), let low = Self.hexDigit(digits[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBBAA` in upper case: the form `dialogc tokens` prints.
    public var hexRGBA: String { "#" + [red, green, blue, alpha].map(Self.hexByte).joined() }

    /// `#RRGGBB` in upper case, alpha left out.
    public var hexRGB: String { "#" + [red, green, blue].map(Self.hexByte).joined() }

    // MARK: Compositing and contrast

    /// This colour drawn over `background` with the "source over" operator: what the eye
    /// sees where a translucent colour lies on another.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue), alpha: outAlpha)
    }

    /// WCAG 2.x relative luminance of the colour's RGB (alpha ignored: composite first).
    ///
    /// The linearisation threshold is sRGB's 0.04045; WCAG 2.0 printed 0.03928. No 8-bit
    /// channel value lies between the two, so the results agree for every hex colour.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio of two opaque colours, 1...21, in either order.
    public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    // MARK: Helpers

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func hexByte(_ component: Double) -> String {
        let byte = Int((component * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[byte >> 4], digits[byte & 0x0F]])
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
