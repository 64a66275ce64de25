import DialogLayout

/// The nodes of one layout tree the layout rules read, found in one walk: the first dialog,
/// title and message nodes, and every button, in drawing order (as `LayoutTree.dialogNode`,
/// `firstNode(_:)` and `buttonNodes` find them).
///
/// `text-overflow` looks up the title, the message and each button per locale and
/// combination, and `hit-target` each button per combination; walking the tree for each
/// lookup was a sixth of lint.
public struct TreeLandmarks: Sendable {
    public private(set) var dialog: LayoutNode?
    /// The scroll region: title, message and content elements.
    public private(set) var scroll: LayoutNode?
    public private(set) var title: LayoutNode?
    public private(set) var message: LayoutNode?
    public private(set) var buttons: [LayoutNode] = []

    public init(_ tree: LayoutTree) {
        tree.root.forEachNode { node in
            switch node.type {
            case .dialog where dialog == nil: dialog = node
            case .scroll where scroll == nil: scroll = node
            case .title where title == nil: title = node
            case .message where message == nil: message = node
            case .button: buttons.append(node)
            default: break
            }
        }
    }

    /// The first button with the spec id `id`.
    public func button(_ id: String) -> LayoutNode? {
        buttons.first { $0.id == id }
    }
}
