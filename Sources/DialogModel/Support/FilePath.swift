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
    /// (Works on the bytes, splitting at `/` as the file system does: splitting the
    /// `String` by `Character` cost more than reading the file, and discovery does this
    /// once per spec before any is checked.)
    public static func normalize(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let isAbsolute = path.utf8.first == slash
        var parts: [Substring.UTF8View] = []
        for part in path.utf8.split(separator: slash, omittingEmptySubsequences: true) {
            if isDot(part) { continue }
            if isDotDot(part), let last = parts.last, !isDotDot(last) {
                parts.removeLast()
                continue
            }
            if isDotDot(part), isAbsolute { continue }
            parts.append(part)
        }
        var bytes: [UInt8] = isAbsolute ? [slash] : []
        for (index, part) in parts.enumerated() {
            if index > 0 { bytes.append(slash) }
            bytes.append(contentsOf: part)
        }
        return bytes.isEmpty ? "." : String(decoding: bytes, as: UTF8.self)
    }

    private static func isDot(_ part: Substring.UTF8View) -> Bool {
        part.count == 1 && part.first == UInt8(ascii: ".")
    }

    private static func isDotDot(_ part: Substring.UTF8View) -> Bool {
        part.count == 2 && part.allSatisfy { $0 == UInt8(ascii: ".") }
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
