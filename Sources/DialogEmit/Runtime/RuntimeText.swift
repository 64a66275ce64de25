import DialogModel

/// A file of `Sources/DialogRuntime` as `"runtime": "embedded"` writes it into the output
/// folder: its text from `EmbeddedRuntime` (recorded from the file itself) without the
/// file's own `import` lines, which the written file puts in its header, with `public`
/// on a declaration made the config's access level, and `package` (what dialogc's own
/// targets share of the library, such as the locale lookup) made internal.
enum RuntimeText {
    /// `source` without its leading `import` lines and the blank line after them; each line
    /// that starts (after its indentation) with `public ` keeps it under a public access
    /// level and loses it otherwise, so an internal build writes no `public`; `package `
    /// is always dropped.
    static func body(_ source: String, accessLevel: SwiftSettings.AccessLevel) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.hasPrefix("import ") { lines.removeFirst() }
        if lines.first?.isEmpty == true { lines.removeFirst() }
        return access(lines.joined(separator: "\n"), accessLevel: accessLevel)
    }

    /// `source` whole, its `import` lines too, with `public` kept only under a public access
    /// level and `package` always dropped, as `body` has it.
    static func access(_ source: String, accessLevel: SwiftSettings.AccessLevel) -> String {
        let dropped = accessLevel == .public ? ["package "] : ["public ", "package "]
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indentation = line.prefix { $0 == " " }
            let rest = line.dropFirst(indentation.count)
            guard let modifier = dropped.first(where: { rest.hasPrefix($0) }) else { return line }
            return indentation + rest.dropFirst(modifier.count)
        }.joined(separator: "\n")
    }
}

extension RuntimeText {
    /// The comment that ends a line whose `public` is the config's access level in an
    /// embedded runtime: the API generated dialogs and the app call across modules.
    static let configAccessMarker = "  // dialogc: the config's access level"

    /// `source` whole, for a runtime file that is internal when embedded but on the lines
    /// marked `configAccessMarker`: those keep `public` under a public access level and lose
    /// the marker; every other `public` goes.
    static func accessMarked(_ source: String, accessLevel: SwiftSettings.AccessLevel) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let marked = line.hasSuffix(configAccessMarker)
            let line = marked ? line.dropLast(configAccessMarker.count) : line
            let indentation = line.prefix { $0 == " " }
            let rest = line.dropFirst(indentation.count)
            guard rest.hasPrefix("public "), !(marked && accessLevel == .public) else { return String(line) }
            return String(indentation + rest.dropFirst("public ".count))
        }.joined(separator: "\n")
    }

    /// A generated Swift file as `runtime` has it: unchanged when embedded; importing the
    /// `DialogRuntime` library otherwise, the import first among the file's own imports
    /// (after its header line), or in a block of its own when it has none.
    static func importing(_ contents: String, runtime: SwiftSettings.Runtime) -> String {
        guard runtime == .library else { return contents }
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count > 2, lines[1].isEmpty, lines[2].hasPrefix("import ") {
            lines.insert(libraryImport, at: 2)
        } else {
            lines.insert(contentsOf: ["", libraryImport], at: min(1, lines.count))
        }
        return lines.joined(separator: "\n")
    }

    static let libraryImport = "import DialogRuntime"
}
