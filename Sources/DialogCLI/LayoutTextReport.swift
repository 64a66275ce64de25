import DialogLayout
import DialogModel

/// `dialogc layout --format text`: the layout tree as a table a person reads at a glance,
/// one node per line, indented by depth: type, frame (x, y, width x height, in points
/// rounded to 0.01 as in the JSON), then what the node shows (fill, text lines, element
/// kind, button role and style, a right-to-left dialog, a text whose widths or breaks are a
/// guess). The JSON stays the default: it is the contract for tools.
enum LayoutTextReport {
    static func render(_ tree: LayoutTree) -> String {
        var text = "dialog \(quoted(tree.dialog)) on \(tree.device), theme \(tree.theme), locale \(tree.locale), Dynamic Type \(tree.size)\n"
        if !tree.fallbackMetrics.isEmpty {
            text += "measured with fallback metrics for: \(tree.fallbackMetrics.joined(separator: ", "))\n"
        }
        var rows: [(label: String, frame: String, detail: String)] = []
        collect(tree.root, depth: 0, into: &rows)
        let labelWidth = rows.map(\.label.count).max() ?? 0
        let frameWidth = rows.map(\.frame.count).max() ?? 0
        for row in rows {
            var line = pad(row.label, labelWidth) + "  " + pad(row.frame, frameWidth)
            if !row.detail.isEmpty { line += "  " + row.detail }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    private static func collect(_ node: LayoutNode, depth: Int, into rows: inout [(label: String, frame: String, detail: String)]) {
        let label = String(repeating: "  ", count: depth) + node.type.rawValue
        let frame = "x \(number(node.frame.x)) y \(number(node.frame.y)) \(number(node.frame.width)) x \(number(node.frame.height))"
        rows.append((label, frame, detail(node)))
        for child in node.children { collect(child, depth: depth + 1, into: &rows) }
    }

    private static func detail(_ node: LayoutNode) -> String {
        var parts: [String] = []
        if let kind = node.kind { parts.append(kind.rawValue) }
        if node.direction == .rightToLeft { parts.append("right to left") }
        if let id = node.id { parts.append("id \(quoted(id))") }
        if let button = node.button {
            parts.append("\(button.role) \(button.styleGroup)\(button.enabled ? "" : " disabled")")
        }
        if let background = node.style.background { parts.append("background \(background.hexRGBA)") }
        if let scroll = node.scroll {
            parts.append("content \(number(scroll.contentHeight))\(node.scrolls ? " (scrolls)" : "")")
        }
        if let text = node.text {
            parts.append(text.lines.map { quoted($0.text) }.joined(separator: " / ") + (text.isTruncated ? " (cut)" : ""))
            // Why its widths or breaks are a guess, as the catalog's badge says (`font-coverage`).
            var guesses: [String] = []
            if !text.approximateScripts.isEmpty { guesses.append("no font for " + text.approximateScripts.map(\.name).joined(separator: ", ")) }
            if !text.unshaped.isEmpty { guesses.append(text.unshaped.map(\.name).joined(separator: ", ") + " not shaped") }
            if !text.unsegmented.isEmpty { guesses.append(text.unsegmented.map(\.name).joined(separator: ", ") + " not segmented") }
            if !guesses.isEmpty { parts.append("approximate (" + guesses.joined(separator: "; ") + ")") }
        }
        return parts.joined(separator: "  ")
    }

    /// A length as the JSON writes it: rounded to 0.01 pt, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        // Past 2^53 every double is whole and `Int` may not hold it: printed as a double.
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Text in double quotes; quotes, backslashes and control and bidi characters escaped, so
    /// a spec's text cannot move the terminal's cursor or reorder the table.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                let value = scalar.value
                let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                let isBidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
                    || value == 0x061C
                if isControl || isBidi {
                    result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
