import DialogModel

/// Token paths grouped into nested enums, in insertion order: `a.b.c` becomes
/// `enum A { enum B { static let c } }`.
struct TokenTree {
    struct Leaf {
        var type: String
        var value: SwiftExpression
        var doc: SwiftDocComment
    }

    private var order: [String] = []
    private var leaves: [String: Leaf] = [:]
    private var groups: [String: TokenTree] = [:]

    /// Skips a path that would give a name already taken at its level (both a group and a
    /// leaf, or two originals that sanitize to one Swift name).
    mutating func insert(path: String, value: Leaf) {
        insert(components: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init), value: value)
    }

    private mutating func insert(components: [String], value: Leaf) {
        if components.count == 1 {
            guard let name = TokenSwiftNames.member(components[0]), leaves[name] == nil else { return }
            leaves[name] = value
            order.append(name)
            return
        }
        guard let name = TokenSwiftNames.type(components[0]) else { return }
        if groups[name] == nil {
            groups[name] = TokenTree()
            order.append(name)
        }
        groups[name]!.insert(components: Array(components.dropFirst()), value: value)
    }

    func members(access: SwiftAccess?) -> [SwiftDeclaration] {
        order.map { name in
            if let leaf = leaves[name] {
                let type = Self.needsAnnotation(leaf.value) ? leaf.type : nil
                return .property(SwiftProperty(
                    doc: leaf.doc, access: access, isStatic: true, isMutable: false, name: name, type: type, value: leaf.value))
            }
            return .enumeration(SwiftEnum(access: access, name: name, cases: [], members: groups[name]!.members(access: access)))
        }
    }

    /// A number literal would be inferred as `Int`; a call names its type already.
    private static func needsAnnotation(_ value: SwiftExpression) -> Bool {
        if case .call = value { return false }
        return true
    }
}
