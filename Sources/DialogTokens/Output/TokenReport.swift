import DialogJSON

/// The data of `dialogc tokens`: the resolved tokens of each theme, sorted by path, as a
/// deterministic JSON document or as aligned text lines. Colours are `#RRGGBBAA`,
/// dimensions points, durations seconds. The command itself lives in the CLI.
public enum TokenReport {
    /// `{"themes": {"light": {"dialog.alert.background": {"type": "color", "value": "#FFFFFFFF", ...}}}}`.
    /// Each token also has `source` (`path:line:column` of its definition), and `aliasOf`
    /// (the alias chain) and `deprecated` when they apply.
    public static func json(_ themes: [Theme]) -> JSONOutput {
        var themeObjects: [String: JSONOutput] = [:]
        for theme in themes {
            var tokenObjects: [String: JSONOutput] = [:]
            for token in theme.tokens.sorted {
                var object: [String: JSONOutput] = [
                    "type": .string(token.type.rawValue),
                    "value": jsonValue(token.value),
                    "source": .string(sourceText(token)),
                ]
                if !token.aliasChain.isEmpty { object["aliasOf"] = .array(token.aliasChain.map(JSONOutput.string)) }
                if let deprecated = token.deprecated { object["deprecated"] = deprecated.isEmpty ? .bool(true) : .string(deprecated) }
                tokenObjects[token.path] = .object(object)
            }
            themeObjects[theme.name] = .object(tokenObjects)
        }
        return ["themes": .object(themeObjects)]
    }

    /// One block per theme: a `theme NAME` line, then `path  type  value` lines aligned in
    /// columns, and `(via a -> b)` after an alias's value.
    public static func text(_ themes: [Theme]) -> String {
        var lines: [String] = []
        for (index, theme) in themes.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("theme \(theme.name)")
            let tokens = theme.tokens.sorted
            let pathWidth = tokens.map(\.path.count).max() ?? 0
            let typeWidth = tokens.map(\.type.rawValue.count).max() ?? 0
            for token in tokens {
                var line = "  " + pad(token.path, pathWidth) + "  " + pad(token.type.rawValue, typeWidth) + "  " + textValue(token.value)
                if !token.aliasChain.isEmpty { line += "  (via \(token.aliasChain.joined(separator: " -> ")))" }
                if token.deprecated != nil { line += "  [deprecated]" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Values

    public static func jsonValue(_ value: TokenValue) -> JSONOutput {
        switch value {
        case .color(let color): return .string(color.hexRGBA)
        case .dimension(let points): return .double(points)
        case .number(let number): return .double(number)
        case .duration(let seconds): return .double(seconds)
        case .cubicBezier(let curve): return .array(curve.components.map(JSONOutput.double))
        case .fontFamily(let families): return .array(families.map(JSONOutput.string))
        case .fontWeight(let weight): return .int(weight)
        case .typography(let typography):
            return [
                "fontFamily": .array(typography.fontFamily.map(JSONOutput.string)), "fontSize": .double(typography.fontSize),
                "fontWeight": .int(typography.fontWeight), "lineHeight": .double(typography.lineHeight),
                "letterSpacing": .double(typography.letterSpacing),
            ]
        case .shadow(let layers):
            return .array(layers.map { layer in
                [
                    "color": .string(layer.color.hexRGBA), "offsetX": .double(layer.offsetX), "offsetY": .double(layer.offsetY),
                    "blur": .double(layer.blur), "spread": .double(layer.spread), "inset": .bool(layer.inset),
                ]
            })
        case .transition(let transition):
            let timing: JSONOutput =
                switch transition.timing {
                case .cubicBezier(let curve): .array(curve.components.map(JSONOutput.double))
                case .spring(let duration, let bounce, let velocity):
                    // An initial velocity of 0, the default, is left out.
                    ["spring": .object(["duration": .double(duration), "bounce": .double(bounce)].merging(velocity == 0 ? [:] : ["initialVelocity": .double(velocity)]) { $1 })]
                }
            return ["duration": .double(transition.duration), "delay": .double(transition.delay), "timingFunction": timing]
        }
    }

    public static func textValue(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return color.hexRGBA
        case .dimension(let points): return number(points) + "pt"
        case .number(let value): return number(value)
        case .duration(let seconds): return number(seconds) + "s"
        case .cubicBezier(let curve): return "cubic-bezier(" + curve.components.map(number).joined(separator: ", ") + ")"
        case .fontFamily(let families): return families.joined(separator: ", ")
        case .fontWeight(let weight): return String(weight)
        case .typography(let t):
            return "\(t.fontFamily.joined(separator: ", ")) \(number(t.fontSize))pt weight \(t.fontWeight) line-height \(number(t.lineHeight)) letter-spacing \(number(t.letterSpacing))pt"
        case .shadow(let layers):
            return layers.map { "\($0.inset ? "inset " : "")\(number($0.offsetX))pt \(number($0.offsetY))pt \(number($0.blur))pt \(number($0.spread))pt \($0.color.hexRGBA)" }
                .joined(separator: "; ")
        case .transition(let transition):
            let timing: String =
                switch transition.timing {
                case .cubicBezier(let curve): "cubic-bezier(" + curve.components.map(number).joined(separator: ", ") + ")"
                case .spring(let duration, let bounce, let velocity):
                    "spring(duration: \(number(duration))s, bounce: \(number(bounce))\(velocity == 0 ? "" : ", initial velocity: " + number(velocity)))"
                }
            return "\(number(transition.duration))s delay \(number(transition.delay))s \(timing)"
        }
    }

    private static func number(_ value: Double) -> String {
        JSONWriter.numberText(value) ?? "nan"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func sourceText(_ token: ResolvedToken) -> String {
        let location = token.definition.location
        return "\(location.path):\(location.start.line):\(location.start.column)"
    }
}
