import DialogDiagnostics
import DialogJSON
import DialogModel

/// A DTCG 2025.10 resolver file (`*.resolver.json`, the Resolver module): named `sets` of
/// token sources, `modifiers` whose `contexts` each add sources, and the `resolutionOrder`
/// in which they are layered. dialogc reads it to learn which token files make a theme; a
/// theme in `dialogc.json` picks one context of each modifier (`"modifiers": {"theme": "dark"}`).
public struct ResolverDocument: Sendable {
    /// Where the tokens of one source come from.
    public enum Source: Sendable {
        /// A token file, its path resolved against the resolver's folder, and the `$ref` as
        /// written (its string, where a file that cannot be read is reported).
        case file(path: String, written: Located<String>)
        /// Tokens written in the resolver itself.
        case inline(TokenFile)
    }

    /// A modifier: its contexts in file order, each with its sources, and its default.
    public struct Modifier: Sendable {
        public var name: String
        public var contexts: [(name: String, sources: [Source])]
        public var defaultContext: String?

        public var contextNames: [String] { contexts.map(\.name) }

        func sources(of context: String) -> [Source]? {
            contexts.first { $0.name == context }?.sources
        }
    }

    /// One step of the resolution order.
    public enum Step: Sendable {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    public var source: SourceFile
    public var steps: [Step]

    /// Every token file the resolver can layer, whatever the contexts chosen, each once in
    /// order: the inputs a cache key or a write guard must know.
    public var filePaths: [String] {
        var seen: Set<String> = []
        return steps.flatMap { step -> [Source] in
            switch step {
            case .set(_, let sources): sources
            case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
            }
        }.compactMap { source in
            guard case .file(let path, _) = source, seen.insert(path).inserted else { return nil }
            return path
        }
    }

    /// The modifiers the resolution order uses, in order.
    public var modifiers: [Modifier] {
        steps.compactMap { step in
            if case .modifier(let modifier) = step { return modifier }
            return nil
        }
    }
}

/// Reads a resolver file; every problem is `invalid-token` at its place in the resolver.
public enum ResolverReader {
    public static func read(_ file: SourceFile) -> (document: ResolverDocument?, diagnostics: [Diagnostic]) {
        let (value, parseDiagnostics) = JSONParser().parse(file)
        guard let value else { return (nil, parseDiagnostics) }
        let context = DecodingContext(file: file)
        let document = Reading(context: context, root: value).document()
        return (document, parseDiagnostics + context.diagnostics)
    }

    public static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]
    /// The keys of a set and of a modifier, by name under `sets` / `modifiers` or inline in
    /// `resolutionOrder` (`readSet`, `readModifier`), with the ones the format gives every object.
    static let setKeys = ["sources", "description", "$extensions"]
    static let modifierKeys = ["contexts", "default", "description", "$extensions"]
    static let stepKeys = ["$ref", "type", "name", "sources", "contexts", "default", "description", "$extensions"]

    /// The keys this reader knows for the object at `path` (member names from the root, nil
    /// for an array's element), for an editor's completion; nil where the names are the
    /// author's (sets, modifiers, contexts) or the object is one this reader does not read.
    public static func keys(at path: [String?]) -> [String]? {
        switch path.count {
        case 0: rootKeys
        case 2 where path[0] == "sets" && path[1] != nil: setKeys
        case 2 where path[0] == "modifiers" && path[1] != nil: modifierKeys
        case 2 where path[0] == "resolutionOrder" && path[1] == nil: stepKeys
        default: nil
        }
    }

    private struct Reading {
        let context: DecodingContext
        let root: JSONValue

        var folder: String { FilePath.directory(of: context.file.path) }

        func report(_ message: String, at range: SourceRange, suggesting suggestion: String? = nil) {
            let notes = suggestion.map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
            context.report(.invalidToken, message, at: range, notes: notes)
        }

        func document() -> ResolverDocument? {
            guard let members = root.objectMembers else {
                report(ResolverMessage.notAnObject("a resolver file", found: root.typeName), at: root.range)
                return nil
            }
            for member in members where !Self.isAllowedRootKey(member.key) {
                report(ResolverMessage.unknownKey(member.key), at: member.keyRange, suggesting: Suggestion.closest(to: member.key, among: ResolverReader.rootKeys))
            }
            guard let order = members.last(where: { $0.key == "resolutionOrder" }) else {
                report(ResolverMessage.noResolutionOrder, at: SourceRange(root.range.lowerBound, root.range.lowerBound + 1))
                return nil
            }
            guard let items = order.value.arrayValue else {
                report(ResolverMessage.notAnArray("'resolutionOrder'", found: order.value.typeName), at: order.value.range)
                return nil
            }
            var steps: [ResolverDocument.Step] = []
            var isValid = true
            for item in items {
                if let step = readStep(item) { steps.append(step) } else { isValid = false }
            }
            return isValid ? ResolverDocument(source: context.file, steps: steps) : nil
        }

        private static func isAllowedRootKey(_ key: String) -> Bool {
            ResolverReader.rootKeys.contains(key) || ObjectReader.ignoredKeys.contains(key)
        }

        /// An entry of `resolutionOrder`: `{"$ref": "#/sets/name"}`, `{"$ref": "#/modifiers/name"}`,
        /// or an inline set or modifier (`"type": "set"` / `"modifier"`).
        private func readStep(_ item: JSONValue) -> ResolverDocument.Step? {
            guard let members = item.objectMembers else {
                report(ResolverMessage.notAnObject("an entry of 'resolutionOrder'", found: item.typeName), at: item.range)
                return nil
            }
            if let ref = members.last(where: { $0.key == "$ref" }) {
                guard let target = ref.value.stringValue else {
                    report(ResolverMessage.notAString("'$ref'", found: ref.value.typeName), at: ref.value.range)
                    return nil
                }
                for kind in ["sets", "modifiers"] where target.hasPrefix("#/\(kind)/") {
                    let name = Self.unescape(target.dropFirst("#/\(kind)/".count))
                    let section = rootMember(kind)?.value.objectMembers ?? []
                    guard let definition = section.last(where: { $0.key == name }) else {
                        report(
                            ResolverMessage.unknownReference(target, kind: kind), at: ref.value.range,
                            suggesting: Suggestion.closest(to: name, among: section.map(\.key)).map { "#/\(kind)/\($0)" })
                        return nil
                    }
                    return kind == "sets" ? readSet(definition.value, name: name) : readModifier(definition.value, name: name)
                }
                report(ResolverMessage.unsupportedOrderReference(target), at: ref.value.range)
                return nil
            }
            let type = members.last { $0.key == "type" }?.value.stringValue
            let name = members.last { $0.key == "name" }?.value.stringValue ?? ""
            switch type {
            case "set": return readSet(item, name: name)
            case "modifier": return readModifier(item, name: name)
            default:
                report(ResolverMessage.untypedInlineStep, at: SourceRange(item.range.lowerBound, item.range.lowerBound + 1))
                return nil
            }
        }

        /// A JSON Pointer segment as a name: `~1` is `/`, `~0` is `~`.
        private static func unescape(_ segment: Substring) -> String {
            var name = ""
            var iterator = segment.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    name.append(character)
                    continue
                }
                switch iterator.next() {
                case "1": name.append("/")
                case "0": name.append("~")
                case let other?: name += "~" + String(other)
                case nil: name.append("~")
                }
            }
            return name
        }

        private func rootMember(_ key: String) -> JSONMember? {
            root.objectMembers?.last { $0.key == key }
        }

        private func readSet(_ value: JSONValue, name: String) -> ResolverDocument.Step? {
            guard let members = value.objectMembers else {
                report(ResolverMessage.notAnObject("set '\(name)'", found: value.typeName), at: value.range)
                return nil
            }
            guard let sources = members.last(where: { $0.key == "sources" }) else {
                report(ResolverMessage.noSources(name), at: SourceRange(value.range.lowerBound, value.range.lowerBound + 1))
                return nil
            }
            return readSources(sources.value, what: "the sources of set '\(name)'").map { .set(name: name, sources: $0) }
        }

        private func readModifier(_ value: JSONValue, name: String) -> ResolverDocument.Step? {
            guard let members = value.objectMembers else {
                report(ResolverMessage.notAnObject("modifier '\(name)'", found: value.typeName), at: value.range)
                return nil
            }
            guard let contextsMember = members.last(where: { $0.key == "contexts" }), let contexts = contextsMember.value.objectMembers, !contexts.isEmpty else {
                report(ResolverMessage.noContexts(name), at: SourceRange(value.range.lowerBound, value.range.lowerBound + 1))
                return nil
            }
            var modifier = ResolverDocument.Modifier(name: name, contexts: [], defaultContext: nil)
            var isValid = true
            for entry in ObjectReader.lastOccurrences(contexts) {
                guard let sources = readSources(entry.value, what: "context '\(entry.key)' of modifier '\(name)'") else {
                    isValid = false
                    continue
                }
                modifier.contexts.append((entry.key, sources))
            }
            if let defaultMember = members.last(where: { $0.key == "default" }) {
                guard let defaultName = defaultMember.value.stringValue else {
                    report(ResolverMessage.notAString("'default'", found: defaultMember.value.typeName), at: defaultMember.value.range)
                    return nil
                }
                guard modifier.contextNames.contains(defaultName) else {
                    report(
                        ResolverMessage.unknownDefault(defaultName, modifier: name, contexts: modifier.contextNames), at: defaultMember.value.range,
                        suggesting: Suggestion.closest(to: defaultName, among: modifier.contextNames))
                    return nil
                }
                modifier.defaultContext = defaultName
            }
            return isValid ? .modifier(modifier) : nil
        }

        /// A list of sources: `{"$ref": "path/to/file.tokens.json"}` or tokens written inline.
        private func readSources(_ value: JSONValue, what: String) -> [ResolverDocument.Source]? {
            guard let items = value.arrayValue else {
                report(ResolverMessage.notAnArray(what, found: value.typeName), at: value.range)
                return nil
            }
            var sources: [ResolverDocument.Source] = []
            var isValid = true
            for item in items {
                guard let members = item.objectMembers else {
                    report(ResolverMessage.notAnObject("a source in \(what)", found: item.typeName), at: item.range)
                    isValid = false
                    continue
                }
                guard let ref = members.last(where: { $0.key == "$ref" }) else {
                    sources.append(.inline(TokenFileReader.read(item, context: context)))
                    continue
                }
                guard let path = ref.value.stringValue, !path.isEmpty else {
                    report(ResolverMessage.notAString("'$ref'", found: ref.value.typeName), at: ref.value.range)
                    isValid = false
                    continue
                }
                guard !path.hasPrefix("#"), !path.contains("://"), !path.contains("#") else {
                    report(ResolverMessage.unsupportedSourceReference(path), at: ref.value.range)
                    isValid = false
                    continue
                }
                let written = Located(path, range: ref.value.range, pointer: .root)
                sources.append(.file(path: FilePath.normalize(FilePath.join(folder, path)), written: written))
            }
            return isValid ? sources : nil
        }
    }
}

/// The wording of resolver findings, beside `ResolverReader`.
enum ResolverMessage {
    static func notAnObject(_ what: String, found: String) -> String { "\(what) must be an object, not \(found)" }

    static func notAnArray(_ what: String, found: String) -> String { "\(what) must be an array, not \(found)" }

    static func notAString(_ what: String, found: String) -> String { "\(what) must be a string, not \(found)" }

    static func unknownKey(_ key: String) -> String {
        "'\(key)' is not a key of a DTCG resolver file; it has 'name', 'version', 'description', 'sets', 'modifiers' and 'resolutionOrder'"
    }

    static let noResolutionOrder =
        "a resolver file needs 'resolutionOrder', the sets and modifiers in the order they are layered, such as [{\"$ref\": \"#/sets/base\"}, {\"$ref\": \"#/modifiers/theme\"}]"

    static func unknownReference(_ target: String, kind: String) -> String {
        "'\(target)' names no entry of '\(kind)' in this resolver"
    }

    static func unsupportedOrderReference(_ target: String) -> String {
        "'\(target)' is not a set or modifier of this resolver; an entry of 'resolutionOrder' refers to '#/sets/<name>' or '#/modifiers/<name>'"
    }

    static let untypedInlineStep =
        "an entry of 'resolutionOrder' is a reference {\"$ref\": \"#/sets/<name>\"} or an inline set or modifier with \"type\": \"set\" or \"modifier\""

    static func noSources(_ set: String) -> String { "set '\(set)' needs 'sources', a list of token files such as [{\"$ref\": \"tokens/base.tokens.json\"}]" }

    static func noContexts(_ modifier: String) -> String {
        "modifier '\(modifier)' needs 'contexts', an object of context names to token files, such as {\"light\": [{\"$ref\": \"light.tokens.json\"}]}"
    }

    static func unknownDefault(_ name: String, modifier: String, contexts: [String]) -> String {
        "the default '\(name)' of modifier '\(modifier)' is not one of its contexts (\(contexts.joined(separator: ", ")))"
    }

    static func unsupportedSourceReference(_ path: String) -> String {
        "'\(path)' is not a token file dialogc can read: a source is a relative path to a whole file, such as \"tokens/base.tokens.json\" (no URL, no '#' pointer)"
    }
}
