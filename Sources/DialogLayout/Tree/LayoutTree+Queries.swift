/// What the layout rules read from a tree (issue 4, "Layout rules"): the nodes that hold
/// text with their line counts, the buttons' frames, and the dialog's frame to compare
/// with the device's safe area.
extension LayoutTree {
    /// Every node that carries text (title, message, labels), in drawing order.
    public var textNodes: [LayoutNode] { root.allNodes.filter { $0.text != nil } }

    /// Every button node, in display order.
    public var buttonNodes: [LayoutNode] { root.allNodes.filter { $0.type == .button } }

    /// The dialog card.
    public var dialogNode: LayoutNode? { root.allNodes.first { $0.type == .dialog } }

    /// Whether the buttons were laid out in a row (`horizontal`) or a stack (`vertical`).
    public var buttonArrangement: String? { root.allNodes.first { $0.type == .buttons }?.kind }
}
