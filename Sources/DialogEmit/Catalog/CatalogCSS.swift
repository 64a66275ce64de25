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

    /// A typography's families as a CSS list: a family with a font file is the site's
    /// `@font-face` of that file; `system` without one is the browser's UI font. The
    /// config's script fallbacks (`fontFallbacks`, with files) follow `system` and end the
    /// list, as in the layout engine's cascade (`TextMeasurer.cascade`), so the browser draws
    /// a script with the face layout measured it in, at every weight, rather than a face
    /// of the platform's own.
    static func families(_ families: [String], withFiles: Set<String>, fallbacks: [String] = []) -> String {
        var names: [String] = []
        func add(_ family: String) { if !names.contains(family) { names.append(family) } }
        let fallbacks = fallbacks.filter(withFiles.contains)
        for family in families {
            add(family)
            if family == "system" { fallbacks.forEach(add) }
        }
        fallbacks.forEach(add)
        var list: [String] = names.map { family in
            if withFiles.contains(family) { return "\"" + HTMLEscape.cssString(faceName(family)) + "\"" }
            if family == "system" { return "system-ui" }
            return "\"" + HTMLEscape.cssString(family) + "\""
        }
        list.append("sans-serif")
        return list.joined(separator: ", ")
    }

    /// The custom property a style key sets: `padding.top` -> `--padding-top`.
    static func property(_ key: String) -> String {
        "--" + String(key.map { $0 == "." ? "-" : $0 })
    }

    /// One theme's custom properties for one dialog, from the values the layout engine reads.
    static func themeProperties(_ values: DialogStyleValues, fontFamilies: Set<String>, fallbacks: [String] = []) -> [(String, String)] {
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
