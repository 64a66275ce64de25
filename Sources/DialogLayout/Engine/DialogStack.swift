import DialogModel
import DialogTokens

/// The dialog's content column: icon, title, message and content elements, top to bottom
/// with the contract's spacings; this is what the scroll region holds (the rules are in
/// `LayoutEngine`'s documentation and docs/layout-model.md). The buttons come after it,
/// pinned below the region.
struct DialogStack {
    let context: LayoutContext
    /// The content column's leading edge and width, in screen points.
    let left: Double
    let width: Double

    private enum Part { case icon, title, message, element }

    func items(top: Double) -> [LayoutNode] {
        let spec = context.spec
        let style = context.style
        var nodes: [LayoutNode] = []
        var cursor = top
        var previous: Part?

        func place(_ part: Part, _ build: (Double) -> LayoutNode) {
            if let previous {
                switch (previous, part) {
                case (.icon, _): cursor += style.dimension(.spacingIcon)
                case (.title, .message): cursor += style.dimension(.spacingTitleMessage)
                default: cursor += style.dimension(.spacingContent)
                }
            }
            let node = build(cursor)
            nodes.append(node)
            cursor = node.frame.maxY
            previous = part
        }

        if let icon = spec.icon { place(.icon) { iconNode(icon, top: $0) } }
        if let title = context.prepared(.title) {
            place(.title) { textNode(.title, title, typography: .titleTypography, color: .titleColor, top: $0) }
        }
        if let message = context.prepared(.message) {
            place(.message) { textNode(.message, message, typography: .messageTypography, color: .messageColor, top: $0) }
        }
        for index in spec.content.indices {
            place(.element) { ElementLayout(context: context, left: left, width: width).node(at: index, top: $0) }
        }
        return nodes
    }

    /// A square of `dialog.icon.size` at this Dynamic Type scale, centred.
    private func iconNode(_ icon: Icon, top: Double) -> LayoutNode {
        let side = context.style.dimension(.iconSize) * context.scale
        let kind: LayoutNodeKind
        switch icon {
        case .symbol: kind = .symbol
        case .asset: kind = .asset
        }
        return LayoutNode(
            type: .icon, frame: LayoutFrame(x: left + (width - side) / 2, y: top, width: side, height: side),
            id: icon.name.value, style: NodeStyle(foreground: context.style.color(.titleColor)), kind: kind)
    }

    private func textNode(_ type: LayoutNodeType, _ block: PreparedText, typography: StyleQuestion, color: StyleQuestion, top: Double) -> LayoutNode {
        let (font, resolved) = context.font(typography)
        let text = block.layOut(font: font, resolved: resolved, maxWidth: width, left: left, top: top, boxWidth: width, alignment: .center, context: context)
        return LayoutNode(
            type: type, frame: LayoutFrame(x: left, y: top, width: width, height: Double(text.lineCount) * font.lineHeight),
            style: NodeStyle(foreground: context.style.color(color), font: resolved), text: text)
    }
}
