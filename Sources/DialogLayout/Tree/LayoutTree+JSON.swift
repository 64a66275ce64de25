import DialogJSON
import DialogTokens

/// The layout tree as JSON (`Schemas/layout.schema.json`).
///
/// Every length is rounded to 0.01 pt when written: the sums behind a frame differ in
/// their last bits with the order of additions, and a hundredth of a point is far below
/// what a screen shows, so goldens change only when the layout does. Optional members are
/// left out rather than written `null`, except `maxWidth`, whose `null` says "not wrapped".
extension LayoutTree {
    public var json: JSONOutput {
        var members: [String: JSONOutput] = [
            "dialog": .string(self.dialog), "device": .string(self.device), "theme": .string(self.theme),
            "locale": .string(self.locale), "size": .string(self.size), "root": self.root.json,
        ]
        if !self.fallbackMetrics.isEmpty { members["fallbackMetrics"] = .array(self.fallbackMetrics.map(JSONOutput.string)) }
        return .object(members)
    }

    /// Pretty JSON text with a final newline, as the goldens and `dialogc layout` write it.
    public var jsonText: String { JSONWriter.render(json) }
}

extension LayoutNode {
    public var json: JSONOutput {
        var members: [String: JSONOutput] = ["type": .string(type.rawValue), "frame": frame.json]
        if let id { members["id"] = .string(id) }
        if let kind { members["kind"] = .string(kind.rawValue) }
        if let styleJSON = style.json { members["style"] = styleJSON }
        if let text { members["text"] = text.json }
        if let button { members["button"] = button.json }
        if let direction { members["direction"] = .string(direction.rawValue) }
        if let scroll { members["scroll"] = ["contentHeight": points(scroll.contentHeight), "scrolls": .bool(scrolls)] }
        if !children.isEmpty { members["children"] = .array(children.map(\.json)) }
        return .object(members)
    }
}

extension LayoutFrame {
    var json: JSONOutput {
        ["x": points(x), "y": points(y), "width": points(width), "height": points(height)]
    }
}

extension NodeStyle {
    /// Nil when the node has no style at all.
    var json: JSONOutput? {
        var members: [String: JSONOutput] = [:]
        if let background { members["background"] = .string(background.hexRGBA) }
        if let foreground { members["foreground"] = .string(foreground.hexRGBA) }
        if let cornerRadius { members["cornerRadius"] = points(cornerRadius) }
        if let padding {
            members["padding"] = ["top": points(padding.top), "horizontal": points(padding.horizontal), "bottom": points(padding.bottom)]
        }
        if let font {
            members["font"] = [
                "family": .array(font.family.map(JSONOutput.string)), "size": points(font.size), "weight": .int(font.weight),
                "lineHeight": points(font.lineHeight), "letterSpacing": points(font.letterSpacing),
            ]
        }
        return members.isEmpty ? nil : .object(members)
    }
}

extension TextLayout {
    var json: JSONOutput {
        var members: [String: JSONOutput] = [
            "content": .string(text),
            "lineCount": .int(lineCount),
            "maxWidth": maxWidth.map(points) ?? .null,
            "lines": .array(lines.map { line in
                var members: [String: JSONOutput] = [
                    "text": .string(line.text), "width": points(line.width), "x": points(line.x), "y": points(line.y), "range": range(line.range),
                ]
                if !line.faces.isEmpty {
                    members["faces"] = .array(line.faces.map { run in
                        ["range": range(run.range), run.family == nil ? "fallbackMetrics" : "family": run.family.map(JSONOutput.string) ?? .bool(true)]
                    })
                }
                return .object(members)
            }),
            "highlights": .array(highlights.map { run in
                var members: [String: JSONOutput] = [
                    "style": .string(run.style), "line": .int(run.line), "range": range(run.range),
                    "x": points(run.x), "width": points(run.width),
                ]
                if let color = run.color { members["color"] = .string(color.hexRGBA) }
                return .object(members)
            }),
        ]
        guard isApproximate else { return .object(members) }
        let scripts = approximateScripts
        if !scripts.isEmpty { members["approximate"] = .array(scripts.map { .string($0.name) }) }
        if !unshaped.isEmpty { members["unshaped"] = .array(unshaped.map { .string($0.name) }) }
        if !unsegmented.isEmpty { members["unsegmented"] = .array(unsegmented.map { .string($0.name) }) }
        return .object(members)
    }

    private func range(_ range: Range<Int>) -> JSONOutput { [.int(range.lowerBound), .int(range.upperBound)] }
}

extension ButtonInfo {
    var json: JSONOutput {
        var members: [String: JSONOutput] = [
            "role": .string(role), "action": .string(action), "styleGroup": .string(styleGroup), "enabled": .bool(enabled),
        ]
        if let accessibilityIdentifier { members["accessibilityIdentifier"] = .string(accessibilityIdentifier) }
        return .object(members)
    }
}

/// A length rounded to 0.01 pt.
func points(_ value: Double) -> JSONOutput {
    .double((value * 100).rounded() / 100)
}
