import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTokens

/// What completion offers where the cursor is, read from the formats' schemas
/// (`FormatSchemas`) and the project: the keys of the object there; the values of a closed
/// set; the tokens of the type a reference there names; the config's locales as the keys
/// of a localized text; the highlight styles the design system defines; the parameter
/// names inside a text's `{…}`.
struct Completion {
    enum Kind {
        case key
        case value
    }

    /// What a chosen item replaces inside a string.
    enum Replacing: Equatable {
        /// The string's whole content: a value of a closed set, a key, a style's name.
        case content
        /// A name inside a text, after its opening `{` or `<` up to the cursor: the rest of
        /// the text stays.
        case nameAfter(UInt8)
        /// A token reference: the whole content, written `{path}` when it was typed braced.
        case tokenReference
    }

    var kind: Kind
    var labels: [String]
    var replacing = Replacing.content

    /// What the project gives completion: the design system, the config's locales.
    struct Project {
        var designSystem: DesignSystem?
        var locales: [String]
    }

    /// `isResolver`: the document is a `*.resolver.json` (whose keys are not a token file's).
    static func at(
        _ cursor: JSONCursor, in document: DocumentKind, isResolver: Bool, bytes: [UInt8], schemas: FormatSchemas, project: () -> Project
    ) -> Completion? {
        let path = cursor.schemaPath
        switch cursor.place {
        case .key:
            if isResolver {
                let names = path.map { step -> String? in if case .key(let key) = step { key } else { nil } }
                return ResolverReader.keys(at: names).map { Completion(kind: .key, labels: $0) }
            }
            if let keys = schemas.keys(at: path, in: document) { return Completion(kind: .key, labels: keys) }
            if document == .spec, schemas.isText(at: path, in: .spec) { return Completion(kind: .key, labels: project().locales) }
            // A token file: the keys DTCG reserves (a group's or a token's name is the author's).
            if document == .tokens, !path.isEmpty {
                return Completion(kind: .key, labels: TokenFileReader.tokenKeys + TokenFileReader.groupKeys.filter { !TokenFileReader.tokenKeys.contains($0) })
            }
            return nil
        case .value:
            if document == .tokens, cursor.valueKey == "$type" { return Completion(kind: .value, labels: TokenType.allCases.map(\.rawValue)) }
            guard document == .spec || document == .config else { return nil }
            if document == .spec, cursor.string != nil, let names = parameterNames(at: cursor, path: path, bytes: bytes, schemas: schemas) {
                return Completion(kind: .value, labels: names, replacing: .nameAfter(UInt8(ascii: "{")))
            }
            if let values = schemas.values(at: path, in: document) { return Completion(kind: .value, labels: values) }
            guard document == .spec, let designSystem = project().designSystem else { return nil }
            if let typed = cursor.string?.typed, isInText(path, schemas: schemas), let open = typed.lastIndex(of: "<"), !typed[open...].contains(">"),
                typed[typed.index(after: open)...].allSatisfy({ $0.isLetter || $0.isNumber })
            {
                return Completion(kind: .value, labels: highlightStyles(in: designSystem), replacing: .nameAfter(UInt8(ascii: "<")))
            }
            if let type = schemas.tokenType(at: path, in: document) {
                return Completion(kind: .value, labels: tokenPaths(of: type, in: designSystem), replacing: .tokenReference)
            }
            let definitions = schemas.definitions(at: path, in: document)
            if definitions.contains("highlightStyle") { return Completion(kind: .value, labels: highlightStyles(in: designSystem)) }
            if path.suffix(3).first == .key("buttons"), path.last == .key("style") {
                return Completion(kind: .value, labels: buttonStyles(in: designSystem))
            }
            return nil
        }
    }

    /// The paths of the tokens of `type` that every theme defines, sorted.
    static func tokenPaths(of type: TokenType, in designSystem: DesignSystem) -> [String] {
        guard let first = designSystem.themes.first else { return [] }
        return first.tokens.tokens.values
            .filter { token in token.type == type && designSystem.themes.allSatisfy { $0.tokens[token.path]?.type == type } }
            .map(\.path).sorted()
    }

    /// The highlight styles every theme defines: the names of the `highlight.<name>` colours.
    static func highlightStyles(in designSystem: DesignSystem) -> [String] {
        let prefix = "highlight."
        return tokenPaths(of: .color, in: designSystem).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Whether `path` is in a text: the text itself or a locale's or a plural form's string.
    static func isInText(_ path: [JSONCursor.Step], schemas: FormatSchemas) -> Bool {
        (1...max(path.count, 1)).contains { schemas.isText(at: Array(path.prefix($0)), in: .spec) }
    }

    /// The groups a button's `style` may name: those with every member of a button style
    /// (`background`, `foreground`) of its type in every theme, sorted.
    static func buttonStyles(in designSystem: DesignSystem) -> [String] {
        guard let member = ContractTokens.buttonStyleMembers.first else { return [] }
        let suffix = "." + member.name
        return tokenPaths(of: member.type, in: designSystem)
            .filter { $0.hasSuffix(suffix) }
            .map { String($0.dropLast(suffix.count)) }
            .filter { group in
                ContractTokens.buttonStyleMembers.allSatisfy { member in
                    designSystem.themes.allSatisfy { $0.tokens[group + "." + member.name]?.type == member.type }
                }
            }
    }

    /// Inside a text, after a `{` not yet closed: the spec's parameter names (the keys of
    /// its `parameters` and the placeholders its texts use), sorted; nil elsewhere.
    static func parameterNames(at cursor: JSONCursor, path: [JSONCursor.Step], bytes: [UInt8], schemas: FormatSchemas) -> [String]? {
        guard let typed = cursor.string?.typed, let open = typed.lastIndex(of: "{"), !typed[open...].contains("}"),
            open == typed.startIndex || typed[typed.index(before: open)] != "{",
            isInText(path, schemas: schemas)
        else { return nil }
        var names: Set<String> = []
        if let root = JSONParser().parse(SourceFile(path: "", bytes: bytes)).value {
            for member in JSONObjectView(root)?["parameters"]?.objectMembers ?? [] where !member.key.hasPrefix("$") { names.insert(member.key) }
            collectPlaceholders(in: root, into: &names)
        }
        return names.sorted()
    }

    /// The `{name}` placeholders of every string in `value` (`{{` is a literal brace).
    private static func collectPlaceholders(in value: JSONValue, into names: inout Set<String>) {
        switch value.kind {
        case .string(let text):
            var scalars = Array(text.unicodeScalars)[...]
            while let open = scalars.firstIndex(of: "{") {
                scalars = scalars[(open + 1)...]
                if scalars.first == "{" {
                    scalars = scalars.dropFirst()
                    continue
                }
                guard let close = scalars.firstIndex(of: "}") else { break }
                let name = String(String.UnicodeScalarView(scalars[..<close]))
                if let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                    name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil })
                {
                    names.insert(name)
                }
                scalars = scalars[(close + 1)...]
            }
        case .array(let elements):
            for element in elements { collectPlaceholders(in: element, into: &names) }
        case .object(let members):
            for member in members { collectPlaceholders(in: member.value, into: &names) }
        case .null, .bool, .number:
            break
        }
    }
}
