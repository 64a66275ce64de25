import DialogDiagnostics
import DialogModel

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

extension TokenSet {
    /// Applies every `$extends` of the layered files (DTCG 2025.10): the extending group
    /// takes each token under the group it names that it does not define itself, at the same
    /// place under its own path (the definition, aliases included, as written there). Chains
    /// are followed; a later file's `$extends` of a group replaces an earlier one's.
    ///
    /// Reports, at the reference: `unknown-token` for a group that does not exist (with
    /// did-you-mean), `invalid-token` for a token where a group belongs, `token-cycle` for
    /// groups extending each other.
    mutating func applyExtends() -> [Diagnostic] {
        var byGroup: [String: GroupExtension] = [:]
        for extensionOfGroup in files.flatMap(\.extends) { byGroup[extensionOfGroup.group] = extensionOfGroup }
        guard !byGroup.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var done: Set<String> = []
        var visiting: [String] = []

        func apply(_ group: String) {
            guard !done.contains(group), let extending = byGroup[group] else { return }
            let target = extending.target.path
            if let start = visiting.firstIndex(of: group) {
                let cycle = visiting[start...] + [group]
                diagnostics.append(Diagnostic(.tokenCycle, ExtendsMessage.cycle(Array(cycle)), in: extending.file, at: extending.target.range))
                done.formUnion(cycle)
                return
            }
            visiting.append(group)
            defer {
                visiting.removeLast()
                done.insert(group)
            }
            // The group named may itself extend another (or sit in a group that does).
            for other in byGroup.keys.sorted() where other == target || target.hasPrefix(other + ".") { apply(other) }
            guard !done.contains(group) else { return }
            if definitions[target] != nil {
                diagnostics.append(Diagnostic(.invalidToken, ExtendsMessage.token(target, group: group), in: extending.file, at: extending.target.range))
                return
            }
            guard groupPaths.contains(target), !group.isEmpty else {
                let notes = Suggestion.closest(to: target, among: groupPaths.sorted()).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
                diagnostics.append(Diagnostic(.unknownToken, ExtendsMessage.unknown(target, group: group), in: extending.file, at: extending.target.range, notes: notes))
                return
            }
            let prefix = target + "."
            for path in definitions.keys.sorted() where path.hasPrefix(prefix) {
                let newPath = group + "." + path.dropFirst(prefix.count)
                guard definitions[newPath] == nil, var definition = definition(of: path) else { continue }
                definition.path = newPath
                definitions[newPath] = [definition]
                var segments = newPath.split(separator: ".", omittingEmptySubsequences: false).dropLast()
                while !segments.isEmpty {
                    groupPaths.insert(segments.joined(separator: "."))
                    segments = segments.dropLast()
                }
            }
        }
        for group in byGroup.keys.sorted() { apply(group) }
        return diagnostics
    }
}

/// The wording of `$extends` findings, beside `TokenSet.applyExtends`.
enum ExtendsMessage {
    static func unknown(_ target: String, group: String) -> String {
        "group '\(group)' extends '\(target)', which is no group of this theme's tokens"
    }

    static func token(_ target: String, group: String) -> String {
        "group '\(group)' extends '\(target)', which is a token; '$extends' names a group, such as \"{\(target.split(separator: ".").dropLast().joined(separator: "."))}\""
    }

    static func cycle(_ groups: [String]) -> String {
        "'$extends' goes round in a circle: \(groups.joined(separator: " → ")); one of these groups must define its tokens itself"
    }
}
