import DialogModel
import DialogTokens

/// The dialog's content column: icon, title, message, content elements and buttons, top to
/// bottom with the contract's spacings (the rules are in `LayoutEngine`'s documentation).
struct DialogStack {
    let context: LayoutContext
    /// The content column's leading edge and width, in screen points.
    let left: Double
    let width: Double

    private enum Part { case icon, title, message, element, buttons }

    func items(top: Double) -> [LayoutNode] {
        let spec = context.spec
        let style = context.style
        var nodes: [LayoutNode] = []
        var cursor = top
        var previous: Part?

        func place(_ part: Part, _ build: (Double) -> LayoutNode) {
            if let previous {
                switch (previous, part) {
                case (.icon, _): cursor += style.dimension("spacing.icon")
                case (.title, .message): cursor += style.dimension("spacing.titleMessage")
                default: cursor += style.dimension("spacing.content")
                }
            }
            let node = build(cursor)
            nodes.append(node)
            cursor = node.frame.maxY
            previous = part
        }

        if let icon = spec.icon { place(.icon) { iconNode(icon, top: $0) } }
        if let title = spec.title.flatMap(context.text) {
            place(.title) { textNode(.title, TextBlock(title), typography: "title.typography", color: "title.color", top: $0) }
        }
        if let message = spec.message.flatMap(context.text) {
            var block = TextBlock(message)
            for highlight in spec.highlights {
                if let needle = context.text(highlight.text) { block.addHighlight(needle, style: highlight.style.value) }
            }
            place(.message) { textNode(.message, block, typography: "message.typography", color: "message.color", top: $0) }
        }
        for element in spec.content {
            place(.element) { ElementLayout(context: context, left: left, width: width).node(element, top: $0) }
        }
        place(.buttons) { ButtonStackLayout(context: context, left: left, width: width).node(top: $0) }
        return nodes
    }

    /// A square of twice the title's line height, centred.
    private func iconNode(_ icon: Icon, top: Double) -> LayoutNode {
        let (font, _) = context.font("title.typography")
        let side = 2 * font.lineHeight
        let kind: String
        switch icon {
        case .symbol: kind = "symbol"
        case .asset: kind = "asset"
        }
        return LayoutNode(
            type: .icon, frame: LayoutFrame(x: left + (width - side) / 2, y: top, width: side, height: side),
            id: icon.name.value, style: NodeStyle(foreground: context.style.color("title.color")), kind: kind)
    }

    private func textNode(_ type: LayoutNodeType, _ block: TextBlock, typography: String, color: String, top: Double) -> LayoutNode {
        let (font, resolved) = context.font(typography)
        let text = block.layOut(font: font, resolved: resolved, maxWidth: width, left: left, top: top, boxWidth: width, alignment: .center, context: context)
        return LayoutNode(
            type: type, frame: LayoutFrame(x: left, y: top, width: width, height: Double(text.lineCount) * font.lineHeight),
            style: NodeStyle(foreground: context.style.color(color), font: resolved), text: text)
    }
}
