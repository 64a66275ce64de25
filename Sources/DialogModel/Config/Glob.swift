/// A path pattern of the config's `include` and `exclude`, matched against a spec's path
/// relative to the config's folder.
///
/// `*` matches any run of characters within one path component, `?` one character, and a
/// whole component `**` any number of components (none included). A pattern that matches a
/// folder covers everything inside it (`drafts` and `drafts/**` are the same). Matching is
/// by Unicode scalar and case-sensitive, as file names are on Linux, so a verdict never
/// depends on the machine.
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        /// `**`: any number of whole components.
        case anyComponents
        case segment([Unicode.Scalar])
    }

    /// Why a pattern cannot be used, for the config's `invalid-value` message.
    public enum Problem: Error, Sendable, Hashable {
        case empty
        case absolute
        /// A `..` component: a pattern cannot reach outside the config's folder.
        case leavesFolder

        /// What is wrong and what would fix it.
        public func message(what: String, pattern: String) -> String {
            switch self {
            case .empty: "\(what) is an empty pattern; write a path pattern relative to the config file, such as 'specs/**'"
            case .absolute:
                "\(what) '\(pattern)' is an absolute path; write it relative to the config file's folder, such as 'specs/**'"
            case .leavesFolder:
                "\(what) '\(pattern)' reaches outside the config file's folder with '..'; a config covers only its own folder: "
                    + "put a dialogc.json in the other folder instead"
            }
        }
    }

    /// The pattern, or why it cannot be used.
    public static func parse(_ pattern: String) -> Result<Glob, Problem> {
        if pattern.isEmpty { return .failure(.empty) }
        if pattern.hasPrefix("/") { return .failure(.absolute) }
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.contains("..") { return .failure(.leavesFolder) }
        var components: [Component] = []
        for part in parts {
            if part == "**" {
                // `**/**` is `**`.
                if components.last != .anyComponents { components.append(.anyComponents) }
            } else {
                components.append(.segment(Array(part.unicodeScalars)))
            }
        }
        return .success(Glob(pattern: pattern, components: components))
    }

    private init(pattern: String, components: [Component]) {
        self.pattern = pattern
        self.components = components
    }

    /// Whether the pattern matches `relativePath` (components separated by `/`) or one of
    /// the folders it is in.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0.unicodeScalars) }
        // `prefix` components of the path: the file itself (all), or a folder it is in.
        for prefix in stride(from: parts.count, through: 1, by: -1) where match(components[...], parts[..<prefix]) {
            return true
        }
        return false
    }

    private func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        switch first {
        case .anyComponents:
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case .segment(let segment):
            guard let name = path.first, Self.match(segment[...], name[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
    }

    /// One component against one name: `*` any run, `?` one scalar, anything else itself.
    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        // The last `*` seen and where in the name its run ended, to widen it on a mismatch.
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
