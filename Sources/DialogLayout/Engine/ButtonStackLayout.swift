import DialogModel
import DialogTokens

/// The buttons: a row or a stack, chosen and sized as `LayoutEngine` documents.
struct ButtonStackLayout {
    let context: LayoutContext
    let left: Double
    let width: Double

    func node(top: Double) -> LayoutNode {
        let spec = context.spec
        let spacing = context.style.dimension(.spacingButtons)
        let rowWidths = self.rowWidths(count: spec.buttons.count, spacing: spacing)
        let isRow: Bool
        switch spec.layout.buttons.value {
        case .horizontal: isRow = true
        case .vertical: isRow = false
        case .auto: isRow = zip(spec.buttons.indices, rowWidths).allSatisfy { index, width in titleLines(index, buttonWidth: width) <= 1 }
        }
        var children: [LayoutNode] = []
        if isRow {
            var x = left
            for (index, buttonWidth) in zip(spec.buttons.indices, rowWidths) {
                children.append(buttonNode(index, x: x, y: top, width: buttonWidth))
                x += buttonWidth + spacing
            }
            // A row shares the tallest button's height.
            let rowHeight = children.map(\.frame.height).max() ?? 0
            for index in children.indices { children[index].resize(toHeight: rowHeight) }
        } else {
            var y = top
            for index in spec.buttons.indices {
                let node = buttonNode(index, x: left, y: y, width: width)
                children.append(node)
                y = node.frame.maxY + spacing
            }
        }
        let bottom = children.map(\.frame.maxY).max() ?? top
        return LayoutNode(
            type: .buttons, frame: LayoutFrame(x: left, y: top, width: width, height: bottom - top),
            kind: isRow ? .horizontal : .vertical, children: children)
    }

    /// The widths of the buttons in a row: `layout.widths` of the row minus its spacings
    /// when they are one per button, else equal shares.
    func rowWidths(count: Int, spacing: Double) -> [Double] {
        let available = width - spacing * Double(max(count - 1, 0))
        if let fractions = context.spec.layout.widths?.value.map(\.value), fractions.count == count {
            return fractions.map { available * $0 }
        }
        return Array(repeating: available / Double(max(count, 1)), count: count)
    }

    private func titleLines(_ index: Int, buttonWidth: Double) -> Int {
        guard let title = context.prepared(.button(index)) else { return 1 }
        let (font, resolved) = context.font(.buttonTypography)
        // With the button's own line cap, so the lines found here are those the button lays
        // out (one break per title and width, shared through the session).
        return context.lines(
            title, font: font, resolved: resolved, maxWidth: buttonWidth - 2 * context.style.dimension(.buttonPaddingHorizontal),
            maxLines: context.style.lineCount(.buttonTitleMaxLines)
        ).lines.count
    }

    private func buttonNode(_ index: Int, x: Double, y: Double, width: Double) -> LayoutNode {
        let button = context.spec.buttons[index]
        let style = context.style
        let (font, resolved) = context.font(.buttonTypography)
        let colors = style.buttonColors(button)
        let inset = style.dimension(.buttonPaddingHorizontal)
        let block = context.prepared(.button(index)) ?? context.session.untitled
        // Laid out from the button's top first; centred vertically once its height is known.
        var text = block.layOut(
            font: font, resolved: resolved, maxWidth: width - 2 * inset, left: x + inset, top: 0, boxWidth: width - 2 * inset,
            alignment: .center, maxLines: style.lineCount(.buttonTitleMaxLines), context: context)
        let textHeight = Double(text.lineCount) * font.lineHeight
        let height = max(style.value(.buttonHeight)?.scalar ?? 48, textHeight + 2 * style.dimension(.buttonPaddingVertical))
        let labelTop = y + (height - textHeight) / 2
        for index in text.lines.indices { text.lines[index].y += labelTop }
        let label = LayoutNode(
            type: .label, frame: LayoutFrame(x: x + inset, y: labelTop, width: width - 2 * inset, height: textHeight),
            style: NodeStyle(foreground: colors.foreground, font: resolved), text: text)
        let info = ButtonInfo(
            role: button.role.value.rawValue, action: button.action.value, accessibilityIdentifier: accessibilityIdentifier(button),
            styleGroup: button.styleGroup, enabled: button.enabled.value)
        return LayoutNode(
            type: .button, frame: LayoutFrame(x: x, y: y, width: width, height: height), id: button.id.value,
            style: NodeStyle(
                background: colors.background, foreground: colors.foreground,
                cornerRadius: style.value(.buttonCornerRadius)?.scalar ?? 0, font: resolved),
            button: info, children: [label])
    }

    /// The button's own identifier, else `<dialog identifier>.<button id>` (as the Swift
    /// emitter writes it), else none.
    private func accessibilityIdentifier(_ button: DialogButton) -> String? {
        if let identifier = button.accessibility.identifier { return identifier.value }
        return context.spec.accessibility?.identifier.map { "\($0.value).\(button.id.value)" }
    }
}

extension LayoutNode {
    /// Gives a button a new height and re-centres its label in it.
    mutating func resize(toHeight height: Double) {
        let dy = (height - frame.height) / 2
        frame.height = height
        for index in children.indices { children[index].move(by: dy) }
    }
}
