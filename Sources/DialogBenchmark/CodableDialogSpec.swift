/// The dialog spec of docs/format/spec.md as plain `Codable` structs, the way an app team
/// would decode it with `JSONDecoder`: every optional key an optional field. It is the
/// yardstick for dialogc's parser, so it decodes the whole spec, not a convenient subset.
struct CodableDialogSpec: Decodable {
    let schema: String?
    let id: String
    let description: String?
    let tags: [String]?
    let presentation: String?
    let title: CodableText?
    let message: CodableText?
    let highlights: [Highlight]?
    let parameters: [String: String]?
    let icon: Icon?
    let content: [Element]?
    let buttons: [Button]
    let layout: Layout?
    let style: [String: String]?
    let dim: Dim?
    let transition: Transition?
    let accessibility: DialogAccessibility?
    let lint: Lint?

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case id, description, tags, presentation, title, message, highlights, parameters, icon, content
        case buttons, layout, style, dim, transition, accessibility, lint
    }

    struct Highlight: Decodable {
        let text: CodableText
        let style: String
    }

    struct Icon: Decodable {
        let symbol: String?
        let asset: String?
    }

    struct Element: Decodable {
        let type: String
        let id: String
        let placeholder: CodableText?
        let keyboard: String?
        let title: CodableText?
        let checked: Bool?
        let lint: Lint?
    }

    struct Button: Decodable {
        let id: String
        let title: CodableText
        let role: String?
        let action: String?
        let payload: String?
        let style: String?
        let enabled: Bool?
        let dismisses: Bool?
        let haptic: String?
        let async: Bool?
        let accessibility: ButtonAccessibility?
        let lint: Lint?
    }

    struct Layout: Decodable {
        let buttons: String?
        let widths: [Double]?
    }

    struct Dim: Decodable {
        let color: String?
        let opacity: TokenOrNumber?
        let dismissOnTap: Bool?
    }

    struct Transition: Decodable {
        let `in`: String?
        let out: String?
    }

    struct DialogAccessibility: Decodable {
        let identifier: String?
    }

    /// A button's: every key but `identifier` is a Text.
    struct ButtonAccessibility: Decodable {
        let identifier: String?
        let label: CodableText?
        let hint: CodableText?
        let success: CodableText?
        let failure: CodableText?
    }

    struct Lint: Decodable {
        let disable: Disabled?
    }
}

/// `lint.disable`: rule ids, or rule id to the reason it is suppressed.
enum Disabled: Decodable {
    case rules([String])
    case reasons([String: String])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let rules = try? container.decode([String].self) {
            self = .rules(rules)
        } else {
            self = .reasons(try container.decode([String: String].self))
        }
    }
}

/// A Text: a string in the default locale, or a map from locale code to string.
enum CodableText: Decodable {
    case plain(String)
    case localized([String: String])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let plain = try? container.decode(String.self) {
            self = .plain(plain)
        } else {
            self = .localized(try container.decode([String: String].self))
        }
    }
}

/// A token reference or a literal number (`dim.opacity`).
enum TokenOrNumber: Decodable {
    case token(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .token(try container.decode(String.self))
        }
    }
}
