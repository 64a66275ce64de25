import DialogDiagnostics
import DialogJSON
import DialogTokens

/// The JSON schemas of the formats (the ones `dialogc schema` prints), read to answer what
/// goes where: the keys of the object at a cursor, the closed set of values a string there
/// takes, and the type of token a reference there names. Completion follows the schemas, so
/// it cannot drift from the decoders the schema tests keep them equal to.
public struct FormatSchemas: Sendable {
    /// The parsed schema of each kind of document that has one.
    private let roots: [DocumentKind: JSONValue]

    /// `texts`: each schema's text by the kind of document it describes (a spec's, a config's).
    public init(_ texts: [DocumentKind: String]) {
        var roots: [DocumentKind: JSONValue] = [:]
        for (kind, text) in texts {
            if let value = JSONParser().parse(SourceFile(path: "schema", bytes: Array(text.utf8))).value { roots[kind] = value }
        }
        self.roots = roots
    }

    /// The schema nodes that may describe the value at `path` (several where the schema
    /// offers alternatives: `oneOf`, `anyOf`, `allOf`), `$ref`s followed.
    func nodes(at path: [JSONCursor.Step], in kind: DocumentKind) -> [JSONValue] {
        guard let root = roots[kind] else { return [] }
        var nodes = expand(root, root: root, depth: 0)
        for step in path {
            var next: [JSONValue] = []
            for node in nodes {
                let object = JSONObjectView(node)
                switch step {
                case .key(let key):
                    if let property = JSONObjectView(object?["properties"])?[key] {
                        next.append(property)
                    } else if let patterns = object?["patternProperties"]?.objectMembers, let match = patterns.first(where: { Self.matches(key, $0.key) }) {
                        next.append(match.value)
                    } else if let additional = object?["additionalProperties"], additional.objectMembers != nil {
                        next.append(additional)
                    }
                case .index:
                    if let items = object?["items"], items.objectMembers != nil { next.append(items) }
                }
            }
            nodes = next.flatMap { expand($0, root: root, depth: 0) }
        }
        return nodes
    }

    /// The node, its `$ref`'s target and the alternatives of its `oneOf`, `anyOf` and `allOf`.
    private func expand(_ node: JSONValue, root: JSONValue, depth: Int) -> [JSONValue] {
        guard depth < 16, let object = JSONObjectView(node) else { return [] }
        var nodes = [node]
        if let reference = object["$ref"]?.stringValue, let target = Self.resolve(reference, in: root) {
            nodes += expand(target, root: root, depth: depth + 1)
        }
        for combinator in ["oneOf", "anyOf", "allOf"] {
            for alternative in object[combinator]?.arrayValue ?? [] { nodes += expand(alternative, root: root, depth: depth + 1) }
        }
        return nodes
    }

    private static func resolve(_ reference: String, in root: JSONValue) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = JSONObjectView(node)?[String(part)] }
        return node
    }

    /// Whether `key` fits a `patternProperties` pattern. The schemas' patterns are anchored
    /// character classes; only the two shapes they use for open keys are told apart here:
    /// `$schema`/`$comment` annotations and everything else.
    private static func matches(_ key: String, _ pattern: String) -> Bool {
        let isAnnotationPattern = pattern.hasPrefix("^\\$")
        return isAnnotationPattern == key.hasPrefix("$")
    }

    /// The keys an object at `path` takes, in the schema's order, annotations (`$schema`,
    /// `$comment`) left out; nil when the schema names none there.
    func keys(at path: [JSONCursor.Step], in kind: DocumentKind) -> [String]? {
        var keys: [String] = []
        for node in nodes(at: path, in: kind) {
            for member in JSONObjectView(node)?["properties"]?.objectMembers ?? [] where !member.key.hasPrefix("$") && !keys.contains(member.key) {
                keys.append(member.key)
            }
        }
        return keys.isEmpty ? nil : keys
    }

    /// The strings a value at `path` is one of (its `enum`s and `const`s), nil when it is
    /// not a closed set.
    func values(at path: [JSONCursor.Step], in kind: DocumentKind) -> [String]? {
        var values: [String] = []
        for node in nodes(at: path, in: kind) {
            let object = JSONObjectView(node)
            let strings = (object?["enum"]?.arrayValue ?? []).compactMap(\.stringValue) + [object?["const"]?.stringValue].compactMap { $0 }
            for value in strings where !values.contains(value) { values.append(value) }
        }
        return values.isEmpty ? nil : values
    }

    /// Whether the value at `path` is a text (a string, or an object of locales).
    func isText(at path: [JSONCursor.Step], in kind: DocumentKind) -> Bool {
        nodes(at: path, in: kind).contains { JSONObjectView($0)?["$ref"]?.stringValue == "#/$defs/text" }
    }

    /// The `$defs` the value at `path` refers to (`colorRef`, `highlightStyle`), by name.
    func definitions(at path: [JSONCursor.Step], in kind: DocumentKind) -> Set<String> {
        Set(nodes(at: path, in: kind).compactMap { JSONObjectView($0)?["$ref"]?.stringValue }.filter { $0.hasPrefix("#/$defs/") }.map { String($0.dropFirst("#/$defs/".count)) })
    }

    /// The type of token a reference at `path` names, from the schema's `…Ref` definition.
    func tokenType(at path: [JSONCursor.Step], in kind: DocumentKind) -> TokenType? {
        let definitions = definitions(at: path, in: kind)
        let types: [(String, TokenType)] = [
            ("colorRef", .color), ("dimensionRef", .dimension), ("typographyRef", .typography), ("transitionRef", .transition), ("opacityRef", .number),
        ]
        return types.first { definitions.contains($0.0) }?.1
    }
}
