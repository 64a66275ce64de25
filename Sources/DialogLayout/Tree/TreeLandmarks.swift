import DialogModel

/// The nodes of one layout tree the layout rules read, found in one walk: the first dialog,
/// title and message nodes, every button, in drawing order (as `LayoutTree.dialogNode`,
/// `firstNode(_:)` and `buttonNodes` find them), and the scroll region's content elements.
///
/// `text-overflow` looks up the title, the message and each button per locale and
/// combination, and `hit-target` each button per combination; walking the tree for each
/// lookup was a sixth of lint. A class, so that handing the landmarks to a rule's closure
/// retains one object rather than each node it holds.
public final class TreeLandmarks: Sendable {
    public let dialog: LayoutNode?
    /// The scroll region: title, message and content elements.
    public let scroll: LayoutNode?
    public let title: LayoutNode?
    public let message: LayoutNode?
    public let buttons: [LayoutNode]
    /// The scroll region's content elements (text fields, checkboxes, slots), in drawing order.
    public let elements: [LayoutNode]
    /// The position in `buttons` of the first button with each id, when there are more
    /// than `FirstPositions.searchedKeys`: searching per button was quadratic in a spec with
    /// thousands. (Up to that many, the buttons are searched, as `FirstPositions` does.)
    private let firstButtonByID: [String: Int]?
    /// The same for `elements`.
    private let firstElementByID: [String: Int]?

    public init(_ tree: LayoutTree) {
        var dialog: LayoutNode?
        var scroll: LayoutNode?
        var title: LayoutNode?
        var message: LayoutNode?
        var buttons: [LayoutNode] = []
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
        self.dialog = dialog
        self.scroll = scroll
        self.title = title
        self.message = message
        self.buttons = buttons
        elements = scroll?.children.filter { $0.type == .element } ?? []
        firstButtonByID = Self.firstPositions(buttons)
        firstElementByID = Self.firstPositions(elements)
    }

    /// The first button with the spec id `id`.
    public func button(_ id: String) -> LayoutNode? {
        guard let firstButtonByID else { return buttons.first { $0.id == id } }
        return firstButtonByID[id].map { buttons[$0] }
    }

    /// The first content element with the spec id `id`.
    public func element(_ id: String) -> LayoutNode? {
        guard let firstElementByID else { return elements.first { $0.id == id } }
        return firstElementByID[id].map { elements[$0] }
    }

    /// The position of the first node with each id, when there are more nodes than
    /// `FirstPositions.searchedKeys`; nil when a search is cheaper.
    private static func firstPositions(_ nodes: [LayoutNode]) -> [String: Int]? {
        guard nodes.count > FirstPositions<String>.searchedKeys else { return nil }
        var index: [String: Int] = [:]
        for (position, node) in nodes.enumerated() {
            if let id = node.id, index[id] == nil { index[id] = position }
        }
        return index
    }
}
