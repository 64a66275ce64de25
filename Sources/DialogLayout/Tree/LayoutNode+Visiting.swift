/// Walking a tree without copying it.
///
/// The layout rules query every tree of every combination (twelve per spec in the benchmark
/// corpus), several times each. Building `[self] + children.flatMap(\.allNodes)` for each
/// query copied every node of the subtree, at every level, with a retain and release per
/// member: that was a fifth of lint's time. These walk the nodes in place, in the same
/// depth-first drawing order, and stop as soon as they can.
extension LayoutNode {
    /// Calls `body` with this node and every node below it, depth first, in drawing order.
    public func forEachNode(_ body: (LayoutNode) -> Void) {
        body(self)
        for index in children.indices { children[index].forEachNode(body) }
    }

    /// The first node, depth first in drawing order, that satisfies `predicate`.
    public func firstNode(where predicate: (LayoutNode) -> Bool) -> LayoutNode? {
        if predicate(self) { return self }
        for index in children.indices {
            if let found = children[index].firstNode(where: predicate) { return found }
        }
        return nil
    }

    /// The nodes that satisfy `predicate`, depth first in drawing order, in one array.
    public func nodes(where predicate: (LayoutNode) -> Bool) -> [LayoutNode] {
        var found: [LayoutNode] = []
        forEachNode { if predicate($0) { found.append($0) } }
        return found
    }
}
