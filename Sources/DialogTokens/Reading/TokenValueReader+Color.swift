#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif
import DialogDiagnostics
import DialogJSON
import DialogModel

/// Colours: the DTCG 2025.10 object form, and the older `#RRGGBB[AA]` string.
extension TokenValueReader {
    /// Every colour space DTCG 2025.10 names; dialogc converts the first three itself and
    /// takes the `hex` fallback for the others.
    static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
        "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    func color(_ value: JSONValue) -> RGBAColor? {
        if let text = value.stringValue {
            guard let color = RGBAColor(hex: text) else {
                invalid(TokenMessage.malformedColorString(text), at: value)
                return nil
            }
            reportLegacy(value, TokenMessage.legacyColor(text), objectForm: Self.objectForm(of: color, hex: String(text.prefix(7))))
            return color
        }
        guard let parts = members(of: value, what: "a colour", required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else { return nil }
        var alpha = 1.0
        if let alphaValue = parts["alpha"] {
            guard let number = plainNumber(alphaValue, what: "a colour's alpha", in: 0...1) else { return nil }
            alpha = number
        }
        var fallback: RGBAColor?
        if let hexValue = parts["hex"] {
            // CSS's short form `#fff` (Primer writes it) is `#ffffff`.
            guard let text = hexValue.stringValue.map(Self.expandingShortHex), text.utf8.count == 7, let color = RGBAColor(hex: text) else {
                invalid(TokenMessage.malformedHexMember, at: hexValue)
                return nil
            }
            fallback = color
        }
        let spaceValue = parts["colorSpace"]!
        guard let space = spaceValue.stringValue, Self.colorSpaces.contains(space) else {
            let name = spaceValue.stringValue ?? spaceValue.typeName
            var notes: [Diagnostic.Note] = []
            if let suggestion = Suggestion.closest(to: name, among: Self.colorSpaces) {
                notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
            }
            invalid(TokenMessage.unknownColorSpace(name), at: spaceValue, notes: notes)
            return nil
        }
        guard let components = colorComponents(parts["components"]!, space: space) else { return nil }
        let converted: RGBAColor? =
            switch space {
            case "srgb": RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
            case "srgb-linear": RGBAColor(red: Self.gammaEncode(components[0]), green: Self.gammaEncode(components[1]), blue: Self.gammaEncode(components[2]), alpha: alpha)
            case "hsl": Self.hslToSRGB(hue: components[0], saturation: components[1], lightness: components[2], alpha: alpha)
            default: fallback.map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha) }
            }
        guard let converted else {
            invalid(TokenMessage.unsupportedColorSpace(space), at: spaceValue)
            return nil
        }
        return converted
    }

    /// The object form of a `#RRGGBB[AA]` colour, which reads back as exactly the same
    /// colour: each component the shortest decimal of its byte / 255; `alpha` only when not 1.
    /// `#abc` -> `#aabbcc`; any other text as it is.
    static func expandingShortHex(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 4, scalars[0] == "#" else { return text }
        return "#" + scalars.dropFirst().map { String($0) + String($0) }.joined()
    }

    static func objectForm(of color: RGBAColor, hex: String) -> String? {
        guard let red = JSONWriter.numberText(color.red), let green = JSONWriter.numberText(color.green),
            let blue = JSONWriter.numberText(color.blue), let alpha = JSONWriter.numberText(color.alpha)
        else { return nil }
        let alphaMember = color.alpha == 1 ? "" : ", \"alpha\": \(alpha)"
        return "{\"colorSpace\": \"srgb\", \"components\": [\(red), \(green), \(blue)]\(alphaMember), \"hex\": \(JSONWriter.quoted(hex))}"
    }

    /// Three numbers (or `"none"`, read as 0), within the space's ranges where dialogc
    /// converts it.
    private func colorComponents(_ value: JSONValue, space: String) -> [Double]? {
        guard let elements = value.arrayValue, elements.count == 3 else {
            invalid(TokenMessage.malformedComponents, at: value)
            return nil
        }
        let ranges: [ClosedRange<Double>?] =
            switch space {
            case "srgb", "srgb-linear": [0...1, 0...1, 0...1]
            case "hsl": [0...360, 0...100, 0...100]
            default: [nil, nil, nil]
            }
        var components: [Double] = []
        for (element, range) in zip(elements, ranges) {
            if element.stringValue == "none" {
                components.append(0)
                continue
            }
            guard let number = plainNumber(element, what: "a '\(space)' colour component", in: range) else { return nil }
            components.append(number)
        }
        return components
    }

    private static func gammaEncode(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// CSS Color 4's HSL to sRGB, with saturation and lightness in percent.
    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBAColor {
        let s = saturation / 100
        let l = lightness / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBAColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}
