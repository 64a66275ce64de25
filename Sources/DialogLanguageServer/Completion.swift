import DialogModel

/// What completion offers: the values a spec's closed sets allow where the cursor is at such
/// a value, and the keys of a spec, a button and a config where a key goes.
enum Completion {
    /// The keys allowed where the cursor is, in the format's order, or nil when it is not
    /// where a key goes in an object this knows.
    static func keys(at cursor: JSONCursor, in kind: DocumentKind) -> [String]? {
        guard cursor.place == .key else { return nil }
        switch kind {
        case .spec where cursor.path.isEmpty: return SpecDecoder.keys
        case .spec where cursor.path == [.key("buttons"), .index]: return SpecDecoder.buttonKeys
        case .config where cursor.path.isEmpty: return ProjectConfigDecoder.keys
        default: return nil
        }
    }

    /// The allowed values of the value at `cursor` in a spec, or nil when it is not one of
    /// the closed sets.
    static func values(at cursor: JSONCursor) -> [String]? {
        guard let key = cursor.valueKey else { return nil }
        let path = cursor.path
        let inButton = path.count == 3 && path[0] == .key("buttons") && path[1] == .index
        let inContent = path.count == 3 && path[0] == .key("content") && path[1] == .index
        switch key {
        case "role" where inButton: return ButtonRole.allCases.map(\.rawValue)
        case "haptic" where inButton: return Haptic.allCases.map(\.rawValue)
        case "presentation" where path.count == 1: return Presentation.allCases.map(\.rawValue)
        case "buttons" where path == [.key("layout"), .key("buttons")]: return ButtonArrangement.allCases.map(\.rawValue)
        case "type" where inContent: return ContentElementType.allCases.map(\.rawValue)
        case "keyboard" where inContent: return KeyboardType.allCases.map(\.rawValue)
        default: return nil
        }
    }
}
