import DialogModel
import DialogTokens

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
        case .spec where cursor.path == [.key("style")]: return DialogStyleKey.names
        case .config where cursor.path.isEmpty: return ProjectConfigDecoder.keys
        default: return nil
        }
    }

    /// The token paths a `style` key's value may name: the tokens of its type that every theme
    /// defines, sorted; nil when the cursor is not at such a value.
    static func tokenPaths(at cursor: JSONCursor, in designSystem: DesignSystem?) -> [String]? {
        guard cursor.path.count == 2, cursor.path[0] == .key("style"), let key = cursor.valueKey, let style = DialogStyleKey.named(key),
            let type = tokenType(of: style.kind), let designSystem, let first = designSystem.themes.first
        else { return nil }
        return first.tokens.tokens.values
            .filter { token in token.type == type && designSystem.themes.allSatisfy { $0.tokens[token.path]?.type == type } }
            .map(\.path).sorted()
    }

    private static func tokenType(of kind: StyleValueKind) -> TokenType? {
        switch kind {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .typography: .typography
        case .transition: .transition
        case .group: nil
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
