/// Path arithmetic on plain strings. Display paths stay as the user wrote them (relative
/// when given relative), so diagnostics and outputs never contain this machine's layout.
public enum FilePath {
    /// Joins two paths with exactly one separator; an absolute `component` wins.
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") || base.isEmpty || base == "." { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The directory part of a path: `a/b/c.json` -> `a/b`, `c.json` -> `.`, `/x` -> `/`.
    public static func directory(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component: `a/b/c.json` -> `c.json`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    public static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    /// Removes `.` components and folds `x/..` pairs where possible, lexically.
    /// (Split at the byte `/`, as the file system does; splitting the `String` by
    /// `Character` cost more than reading the file.)
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let part = Substring(bytes)
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The parent folder of a relative or absolute folder path, lexically: `a/b` -> `a`,
    /// `a` -> `.`, `.` -> `..`, `..` -> `../..`.
    public static func parent(of folder: String) -> String {
        let normalized = normalize(folder)
        if normalized == "." { return ".." }
        if normalized == ".." || normalized.hasSuffix("/..") { return normalized + "/.." }
        return directory(of: normalized)
    }
}
