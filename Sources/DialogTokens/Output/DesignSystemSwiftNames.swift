import DialogDiagnostics
import DialogModel

/// The tokens `DialogTokens.swift` holds and the Swift names it gives them, shared by its
/// emitter and by token linting: the token format allows any name, and a name that
/// converts to nothing (`highlight.é`) or to another's Swift name (`button.a-b` and
/// `button.aB` both `AB`, `highlight.Type` and `highlight.type` both `type`) would be
/// checked by lint against one token and generated as the other. Such names are
/// `invalid-identifier` errors, reported at every token involved.
public enum DesignSystemSwiftNames {
    /// The paths `DialogTokens.swift` declares: the contract first, in its own order, then
    /// every theme's button style groups (`button.<style>.background`, `.foreground`, and
    /// `.border.color` and `.border.width` where the theme gives a style a border) and
    /// highlights (`highlight.<name>`), by UTF-8 order.
    public static func emittedPaths(_ themes: [Theme]) -> [String] {
        var paths = ContractTokens.all.map(\.path) + [ContractTokens.dimTransition]
        var seen = Set(paths)
        var extra: Set<String> = []
        for theme in themes {
            for style in theme.buttonStyleNames {
                for member in ContractTokens.buttonStyleMembers { extra.insert("button.\(style).\(member.name)") }
                if theme.buttonStyle("button.\(style)")?.border != nil {
                    for member in ContractTokens.buttonBorderMembers { extra.insert("button.\(style).\(member.name)") }
                }
            }
            for name in theme.highlightNames { extra.insert("highlight.\(name)") }
        }
        for path in extra.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where seen.insert(path).inserted {
            paths.append(path)
        }
        return paths
    }

    /// The Swift name of each component of `path` in `DialogTokens`: groups as nested types,
    /// the last component as a static property; nil for a component with no Swift name.
    public static func swiftComponents(of path: String) -> [String?] {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return components.enumerated().map { index, component in
            index == components.count - 1 ? TokenSwiftNames.member(component) : TokenSwiftNames.type(component)
        }
    }

    /// `invalid-identifier` for each emitted token (or group) whose name has no Swift name
    /// or the same Swift name as another at its level, at its definition in the first theme
    /// that has it, with a note at the other.
    public static func check(_ themes: [Theme]) -> [Diagnostic] {
        // Swift path of a prefix -> the first original prefix that gave it.
        var owners: [String: String] = [:]
        // Original prefix -> the first emitted path under it, whose definition stands for it.
        var firstPath: [String: String] = [:]
        var collisions: [(prefix: String, other: String, swiftName: String)] = []
        var unnamed: [(prefix: String, name: String)] = []
        var reported: Set<String> = []
        for path in emittedPaths(themes) {
            let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let swift = swiftComponents(of: path)
            for level in components.indices {
                let prefix = components[...level].joined(separator: ".")
                if firstPath[prefix] == nil { firstPath[prefix] = path }
                guard let swiftName = swift[level] else {
                    if reported.insert(prefix).inserted { unnamed.append((prefix, components[level])) }
                    break
                }
                let key = swift[...level].map { $0 ?? "" }.joined(separator: ".")
                if let owner = owners[key], owner != prefix {
                    // Reported once, at the level where the names meet; what lies below follows.
                    if reported.insert(prefix).inserted { collisions.append((prefix, owner, swiftName)) }
                    break
                }
                owners[key] = prefix
            }
        }
        func definition(_ prefix: String) -> TokenSourceLocation? {
            guard let path = firstPath[prefix] else { return nil }
            return themes.lazy.compactMap { $0.tokens[path]?.definition }.first
        }
        var diagnostics: [Diagnostic] = []
        for (prefix, name) in unnamed {
            guard let place = definition(prefix) else { continue }
            diagnostics.append(Diagnostic(.invalidIdentifier, TokenNameMessage.noSwiftName(prefix, name: name), in: place.file, at: place.range))
        }
        for collision in collisions {
            guard let here = definition(collision.prefix), let there = definition(collision.other) else { continue }
            diagnostics.append(Diagnostic(
                .invalidIdentifier, TokenNameMessage.collision(collision.prefix, collision.other, swiftName: collision.swiftName),
                in: here.file, at: here.range, notes: [Diagnostic.Note(TokenNameMessage.other(collision.other), at: there.location)]))
            diagnostics.append(Diagnostic(
                .invalidIdentifier, TokenNameMessage.collision(collision.other, collision.prefix, swiftName: collision.swiftName),
                in: there.file, at: there.range, notes: [Diagnostic.Note(TokenNameMessage.other(collision.prefix), at: here.location)]))
        }
        return diagnostics
    }
}

enum TokenNameMessage {
    static func noSwiftName(_ path: String, name: String) -> String {
        "'\(path)' has no ASCII letter or digit in '\(name)', so DialogTokens.swift cannot name it and generated code could not use it; name it with ASCII letters and digits"
    }

    static func collision(_ path: String, _ other: String, swiftName: String) -> String {
        "'\(path)' is named '\(swiftName)' in DialogTokens.swift, as '\(other)' is; lint would check one and generated code use the other, so rename one of them"
    }

    static func other(_ path: String) -> String { "'\(path)' is defined here" }
}
