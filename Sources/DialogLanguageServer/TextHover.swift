import DialogDiagnostics
import DialogJSON
import DialogLayout
import DialogModel
import DialogTokens

/// A text of a spec under the cursor (the title, the message, a button's title, a content
/// element's placeholder or title), shown as
/// it breaks on the narrowest configured device at the largest configured Dynamic Type
/// size, in the locale the cursor is in (a localized text's key, or the default locale for
/// a plain string) and in a plural form the cursor is in.
struct TextHover {
    enum Target: Equatable {
        case title
        case message
        case button(id: String)
        case element(id: String)
    }

    var target: Target
    var locale: String?
    var plural: PluralCategory?
    /// The string hovered (or the text's whole value when the cursor is between its strings).
    var range: SourceRange

    /// The text at `offset`, when it is one the layout shows; `isText` says whether the
    /// schema has a text at a path (a content element's `placeholder` or `title`).
    init?(at offset: Int, in root: JSONValue, isText: ([JSONCursor.Step]) -> Bool) {
        var steps: [JSONValue] = [root]
        var keys: [String?] = []
        var node = root
        descend: while true {
            switch node.kind {
            case .object(let members):
                guard let member = members.last(where: { $0.value.range.lowerBound <= offset && offset < $0.value.range.upperBound }) else { break descend }
                keys.append(member.key)
                node = member.value
            case .array(let elements):
                guard let element = elements.first(where: { $0.range.lowerBound <= offset && offset < $0.range.upperBound }) else { break descend }
                keys.append(nil)
                node = element
            case .null, .bool, .number, .string:
                break descend
            }
            steps.append(node)
        }
        let rest: ArraySlice<String?>
        switch (keys.first, keys.dropFirst().first) {
        case ("title"?, _):
            (target, rest) = (.title, keys.dropFirst(1))
        case ("message"?, _):
            (target, rest) = (.message, keys.dropFirst(1))
        case ("buttons"?, .some(nil)) where keys.count >= 3 && keys[2] == "title":
            guard let id = JSONObjectView(steps[2])?["id"]?.stringValue else { return nil }
            (target, rest) = (.button(id: id), keys.dropFirst(3))
        case ("content"?, .some(nil)) where keys.count >= 3 && isText([.key("content"), .index, .key(keys[2] ?? "")]):
            guard let id = JSONObjectView(steps[2])?["id"]?.stringValue else { return nil }
            (target, rest) = (.element(id: id), keys.dropFirst(3))
        default:
            return nil
        }
        range = node.range
        locale = rest.first.flatMap { $0 }
        plural = rest.dropFirst().first.flatMap { $0 }.flatMap(PluralCategory.init(rawValue:))
        if let locale, locale.hasPrefix("$") { return nil }
    }

    /// Markdown: the device, size and locale, then the text's lines as laid out.
    func hover(spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer) -> String? {
        guard let device = config.devices.min(by: { $0.width < $1.width }),
            let size = config.dynamicTypeSizes.max(by: { Self.order($0) < Self.order($1) }), let theme = designSystem.themes.first
        else { return nil }
        let locale = self.locale ?? config.defaultLocale.value
        let tree = LayoutEngine.layout(
            spec: spec, theme: theme, device: device, size: size, locale: locale, measurer: measurer, koreanLineBreak: config.koreanLineBreak.value,
            defaultLocale: config.defaultLocale.value, plural: plural)
        let landmarks = TreeLandmarks(tree)
        let node: LayoutNode?
        switch target {
        case .title: node = landmarks.title
        case .message: node = landmarks.message
        case .button(let id): node = landmarks.button(id)
        case .element(let id): node = landmarks.element(id)
        }
        guard let text = node?.allNodes.lazy.compactMap(\.text).first else { return nil }
        let form = plural.map { " (\($0.rawValue))" } ?? ""
        var lines = [TextHoverMessage.heading(device: device.name, size: size.rawValue, locale: locale + form, lines: text.lines.count, cut: text.isTruncated)]
        lines.append("")
        lines.append("```text")
        lines += text.lines.map(\.text)
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    private static func order(_ size: DynamicTypeSize) -> Int { DynamicTypeSize.allCases.firstIndex(of: size) ?? 0 }
}

enum TextHoverMessage {
    static func heading(device: String, size: String, locale: String, lines: Int, cut: Bool) -> String {
        let count = cut ? "more than \(lines) lines" : (lines == 1 ? "1 line" : "\(lines) lines")
        return "**\(count)** on \(device) at \(size), `\(locale)` (the narrowest device at the largest size)"
    }
}

extension CheckedDocument {
    /// The hover of a text of the spec at `offset`, and the range it covers.
    func textHover(at offset: Int, schemas: FormatSchemas) -> (markdown: String, range: SourceRange)? {
        guard let spec, let config, let designSystem, let measurer, let root = JSONParser().parse(SourceFile(path: "", bytes: text.bytes)).value,
            let hovered = TextHover(at: offset, in: root, isText: { schemas.isText(at: $0, in: .spec) }),
            let markdown = hovered.hover(spec: spec, config: config, designSystem: designSystem, measurer: measurer)
        else { return nil }
        return (markdown, hovered.range)
    }
}
