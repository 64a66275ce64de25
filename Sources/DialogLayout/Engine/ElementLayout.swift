import DialogModel
import DialogTokens

/// Content elements (text field, checkbox, slot), sized as `LayoutEngine` documents.
struct ElementLayout {
    let context: LayoutContext
    let left: Double
    let width: Double

    func node(_ element: ContentElement, top: Double) -> LayoutNode {
        let kind = element.type.value.rawValue
        switch element.kind {
        case .textField(let placeholder, _):
            return textField(placeholder.flatMap(context.text), id: element.id.value, kind: kind, top: top)
        case .checkbox(let title, _):
            return checkbox(context.text(title), id: element.id.value, kind: kind, top: top)
        case .slot:
            return LayoutNode(type: .element, frame: LayoutFrame(x: left, y: top, width: width, height: 0), id: element.id.value, kind: kind)
        }
    }

    private func textField(_ placeholder: DialogText?, id: String, kind: String, top: Double) -> LayoutNode {
        let (font, resolved) = context.font("message.typography")
        let inset = LayoutEngine.textFieldInset
        let height = max(LayoutEngine.textFieldMinHeight, font.lineHeight + 2 * inset)
        var children: [LayoutNode] = []
        if let placeholder {
            // One line, vertically centred: a field scrolls its text instead of wrapping it.
            let labelTop = top + (height - font.lineHeight) / 2
            let text = TextBlock(placeholder).layOut(
                font: font, resolved: resolved, maxWidth: nil, left: left + inset, top: labelTop, boxWidth: width - 2 * inset,
                alignment: .leading, context: context)
            let frame = LayoutFrame(x: left + inset, y: labelTop, width: width - 2 * inset, height: Double(text.lineCount) * font.lineHeight)
            children.append(LayoutNode(type: .label, frame: frame, style: NodeStyle(foreground: context.style.color("message.color"), font: resolved), text: text))
        }
        return LayoutNode(
            type: .element, frame: LayoutFrame(x: left, y: top, width: width, height: height), id: id,
            style: NodeStyle(padding: EdgePadding(top: inset, horizontal: inset, bottom: inset)), kind: kind, children: children)
    }

    private func checkbox(_ title: DialogText?, id: String, kind: String, top: Double) -> LayoutNode {
        let (font, resolved) = context.font("message.typography")
        let box = font.lineHeight
        let labelLeft = left + box + LayoutEngine.checkboxGap
        let labelWidth = width - box - LayoutEngine.checkboxGap
        var children: [LayoutNode] = []
        var height = box
        if let title {
            let text = TextBlock(title).layOut(
                font: font, resolved: resolved, maxWidth: labelWidth, left: labelLeft, top: top, boxWidth: labelWidth,
                alignment: .leading, context: context)
            let labelHeight = Double(text.lineCount) * font.lineHeight
            height = max(box, labelHeight)
            let frame = LayoutFrame(x: labelLeft, y: top, width: labelWidth, height: labelHeight)
            children.append(LayoutNode(type: .label, frame: frame, style: NodeStyle(foreground: context.style.color("message.color"), font: resolved), text: text))
        }
        return LayoutNode(type: .element, frame: LayoutFrame(x: left, y: top, width: width, height: height), id: id, kind: kind, children: children)
    }
}
