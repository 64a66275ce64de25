import DialogModel
import DialogTokens

/// Content elements (text field, checkbox, slot), sized as `LayoutEngine` documents.
struct ElementLayout {
    let context: LayoutContext
    let left: Double
    let width: Double

    /// The spec's content element at `index`.
    func node(at index: Int, top: Double) -> LayoutNode {
        let element = context.spec.content[index]
        let kind = LayoutNodeKind(element.type.value)
        switch element.kind {
        case .textField:
            return textField(context.prepared(.element(index)), id: element.id.value, kind: kind, top: top)
        case .checkbox:
            return checkbox(context.prepared(.element(index)), id: element.id.value, kind: kind, top: top)
        case .slot:
            return LayoutNode(type: .element, frame: LayoutFrame(x: left, y: top, width: width, height: 0), id: element.id.value, kind: kind)
        }
    }

    private func textField(_ placeholder: PreparedText?, id: String, kind: LayoutNodeKind, top: Double) -> LayoutNode {
        let (font, resolved) = context.font(.messageTypography)
        let inset = context.style.dimension(.fieldPadding)
        let height = max(context.style.dimension(.fieldMinHeight), font.lineHeight + 2 * inset)
        var children: [LayoutNode] = []
        if let placeholder {
            // One line, vertically centred: a field scrolls its text instead of wrapping it.
            let labelTop = top + (height - font.lineHeight) / 2
            let text = placeholder.layOut(
                font: font, resolved: resolved, maxWidth: nil, left: left + inset, top: labelTop, boxWidth: width - 2 * inset,
                alignment: .leading, context: context)
            let frame = LayoutFrame(x: left + inset, y: labelTop, width: width - 2 * inset, height: Double(text.lineCount) * font.lineHeight)
            children.append(LayoutNode(type: .label, frame: frame, style: NodeStyle(foreground: context.style.color(.messageColor), font: resolved), text: text))
        }
        return LayoutNode(
            type: .element, frame: LayoutFrame(x: left, y: top, width: width, height: height), id: id,
            style: NodeStyle(padding: EdgePadding(top: inset, horizontal: inset, bottom: inset)), kind: kind, children: children)
    }

    private func checkbox(_ title: PreparedText?, id: String, kind: LayoutNodeKind, top: Double) -> LayoutNode {
        let (font, resolved) = context.font(.messageTypography)
        let box = font.lineHeight
        let gap = context.style.dimension(.checkboxGap)
        let labelLeft = left + box + gap
        let labelWidth = width - box - gap
        var children: [LayoutNode] = []
        var height = box
        if let title {
            let text = title.layOut(
                font: font, resolved: resolved, maxWidth: labelWidth, left: labelLeft, top: top, boxWidth: labelWidth,
                alignment: .leading, context: context)
            let labelHeight = Double(text.lineCount) * font.lineHeight
            height = max(box, labelHeight)
            let frame = LayoutFrame(x: labelLeft, y: top, width: labelWidth, height: labelHeight)
            children.append(LayoutNode(type: .label, frame: frame, style: NodeStyle(foreground: context.style.color(.messageColor), font: resolved), text: text))
        }
        return LayoutNode(type: .element, frame: LayoutFrame(x: left, y: top, width: width, height: height), id: id, kind: kind, children: children)
    }
}
