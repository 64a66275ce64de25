/// What the layout rules read from a tree: the nodes that hold
/// text with their line counts, the buttons' frames, and the dialog's frame to compare
/// with the device's safe area.
extension LayoutTree {
    /// Every node that carries text (title, message, labels), in drawing order.
    public var textNodes: [LayoutNode] { self.root.nodes { $0.text != nil } }

    /// Every button node, in display order.
    public var buttonNodes: [LayoutNode] { self.root.nodes { $0.type == .button } }

    /// The dialog card.
    public var dialogNode: LayoutNode? { self.root.firstNode { $0.type == .dialog } }

    /// Whether the buttons were laid out in a row (`horizontal`) or a stack (`vertical`).
    public var buttonArrangement: LayoutNodeKind? { self.root.firstNode { $0.type == .buttons }?.kind }
}

extension LayoutTree {
    /// The first node of `type` (the title, the message), without copying the tree.
    public func firstNode(_ type: LayoutNodeType) -> LayoutNode? {
        self.root.firstNode { $0.type == type }
    }

    /// The button with the spec id `id`, without copying the tree.
    public func button(_ id: String) -> LayoutNode? {
        self.root.firstNode { $0.type == .button && $0.id == id }
    }
}
