import DialogLayout
import DialogModel
import DialogTokens

/// Values written into the catalog's style sheets: deterministic numbers and colours, and
/// font family lists that name the site's own `@font-face` families.
enum CatalogCSS {
    /// A length or number with at most four decimals, no trailing zeros (`12`, `0.3`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 10_000).rounded()
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / 10_000
        var fraction = String(magnitude % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let text = fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
        return negative && magnitude != 0 ? "-" + text : text
    }

    static func px(_ value: Double) -> String { number(value) + "px" }

    /// `#RRGGBBAA`.
    static func color(_ color: RGBAColor) -> String {
        func byte(_ component: Double) -> String {
            HTMLEscape.hex(UInt32((min(max(component, 0), 1) * 255).rounded()), width: 2)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
    }

    /// The `@font-face` family name of a config font family.
    static func faceName(_ family: String) -> String { "dialogc " + family }

    /// The `@font-face` family of the config's `fontFallbacks`: every fallback face, each
    /// limited to its script's characters (`unicode-range`). Not a `faceName`, so no config
    /// family can take it.
    static let fallbackFace = "dialogc-fallbacks"

    /// A typography's families as a CSS list: a family with a font file is the site's
    /// `@font-face` of that file; `system` without one is the browser's UI font. With
    /// `fallbacks`, the fallback faces follow `system` (precede the browser's UI font, which
    /// has none of dialogc's faces) or end the list, where the layout's cascade tries them
    /// (`TextMeasurer.cascade`), so the browser draws each script in the face it was measured in.
    static func families(_ families: [String], withFiles: Set<String>, fallbacks: Bool = false) -> String {
        let fallback = "\"" + fallbackFace + "\""
        var list: [String] = []
        for family in families {
            if withFiles.contains(family) {
                list.append("\"" + HTMLEscape.cssString(faceName(family)) + "\"")
                if fallbacks, family == "system" { list.append(fallback) }
            } else if family == "system" {
                if fallbacks { list.append(fallback) }
                list.append("system-ui")
            } else {
                list.append("\"" + HTMLEscape.cssString(family) + "\"")
            }
        }
        if fallbacks, !list.contains(fallback) { list.append(fallback) }
        list.append("sans-serif")
        return list.joined(separator: ", ")
    }

    /// Whether the config's `fontFallbacks` name a family with a font file in the site.
    static func hasFallbacks(_ config: ProjectConfig, fontFamilies: Set<String>) -> Bool {
        config.fontFallbacks.contains { entry in entry.families.contains { fontFamilies.contains($0.value) } }
    }

    /// `unicode-range` of a script's code points, the Inherited ones (combining marks,
    /// ZWNJ, ZWJ) and the Common ones whose Script_Extensions list the script (`،` for
    /// Arabic): `U+300-36F, ..., U+E01-E3A, U+E40-E5B, ...`. The cascade measures a cluster
    /// in the face of its base's script, marks included (Persian's hamza above, Arabic's
    /// harakat), and such punctuation in the script's fallback (`TextMeasurer`); a browser
    /// asks each character's range, and would draw a mark outside it, and so its whole
    /// cluster, in another font.
    static func unicodeRange(_ script: UnicodeScript) -> String {
        var ranges: [ClosedRange<UInt32>] = []
        let listed = script.codePoints + UnicodeScript.inherited.codePoints + ScriptExtensions.codePoints(of: script)
        for range in listed.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            let first = HTMLEscape.hex(range.lowerBound, width: 1)
            return range.lowerBound == range.upperBound ? "U+" + first : "U+" + first + "-" + HTMLEscape.hex(range.upperBound, width: 1)
        }.joined(separator: ", ")
    }

    /// The custom property a style key sets: `padding.top` -> `--padding-top`.
    static func property(_ key: String) -> String {
        "--" + String(key.map { $0 == "." ? "-" : $0 })
    }

    /// One theme's custom properties for one dialog, from the values the layout engine reads.
    static func themeProperties(_ values: DialogStyleValues, fontFamilies: Set<String>, fallbacks: Bool = false) -> [(String, String)] {
        var properties: [(String, String)] = []
        for entry in values.entries {
            let name = property(entry.key)
            switch entry.value {
            case .typography(let typography):
                let base = name.hasSuffix("-typography") ? String(name.dropLast("-typography".count)) : name
                properties += [
                    (base + "-font", families(typography.fontFamily, withFiles: fontFamilies, fallbacks: fallbacks)),
                    (base + "-size", px(typography.fontSize)),
                    (base + "-weight", String(typography.fontWeight)),
                    (base + "-lh", number(typography.lineHeight)),
                    (base + "-ls", px(typography.letterSpacing)),
                ]
            case .color(let value): properties.append((name, color(value)))
            case .dimension(let value): properties.append((name, px(value)))
            // A count (`button.titleMaxLines`), used as one: `-webkit-line-clamp`, a factor.
            case .number(let value): properties.append((name, number(value)))
            default: continue
            }
        }
        properties.append(("--dim", color(values.dim)))
        for (index, button) in values.buttons.enumerated() {
            properties += [("--b\(index)-bg", color(button.background)), ("--b\(index)-fg", color(button.foreground))]
            // An inset shadow, not a CSS border: drawn inside the edge over the padding, as the
            // view draws it, so no box moves.
            if let border = button.border {
                properties.append(("--b\(index)-border", "inset 0 0 0 \(px(border.width)) \(color(border.color))"))
            }
        }
        for (index, highlight) in values.highlights.enumerated() {
            properties.append(("--hl\(index)", highlight.color.map(color) ?? "inherit"))
        }
        return properties
    }

    /// `selector { a: b; ... }` on one line per property.
    static func rule(_ selector: String, _ properties: [(String, String)]) -> String {
        var text = selector + " {\n"
        for (name, value) in properties { text += "  \(name): \(value);\n" }
        return text + "}\n"
    }
}
