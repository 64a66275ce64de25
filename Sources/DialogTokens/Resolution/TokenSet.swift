/// Token files layered in order: a later definition of a path overrides an earlier one, and
/// every definition is remembered with its file and place.
public struct TokenSet: Sendable {
    public private(set) var files: [TokenFile] = []
    /// Every definition of each path, in layering order; the last one is in effect.
    public private(set) var definitions: [String: [TokenDefinition]] = [:]
    /// Paths under which tokens live: groups written in a file, and every prefix of a
    /// token path (`button.mono` for `button.mono.background`).
    public private(set) var groupPaths: Set<String> = []

    public init(files: [TokenFile] = []) {
        for file in files { layer(file) }
    }

    /// Adds a file on top of those already layered.
    public mutating func layer(_ file: TokenFile) {
        files.append(file)
        for token in file.tokens {
            definitions[token.path, default: []].append(token)
            var segments = token.path.split(separator: ".", omittingEmptySubsequences: false).dropLast()
            while !segments.isEmpty {
                groupPaths.insert(segments.joined(separator: "."))
                segments = segments.dropLast()
            }
        }
        for group in file.groups { groupPaths.insert(group.path) }
    }

    /// The definition in effect for `path`: the last layered.
    public func definition(of path: String) -> TokenDefinition? {
        definitions[path]?.last
    }

    /// Every token path, sorted.
    public var paths: [String] { definitions.keys.sorted() }
}
