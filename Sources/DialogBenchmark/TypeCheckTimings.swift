import Foundation

/// What `-debug-time-function-bodies` and `-debug-time-expression-type-checking` print, one
/// line per body or expression: `12.34ms<TAB>File.swift:3:5<TAB>description` for a function
/// body, the same without the description for an expression. Paths are relative to the
/// folder the compiler ran in, so the report names files, not machine paths.
struct TypeCheckTimings {
    struct Entry {
        let milliseconds: Double
        let location: String
        /// The body's declaration as the compiler names it, or the expression's source line.
        let what: String
    }

    var bodies: [Entry] = []
    var expressions: [Entry] = []
    /// `warning: ... took Nms to type-check` lines from the `-warn-long-*` flags.
    var warnings = 0

    init(log: String, folder: String) {
        var sources: [String: [Substring]] = [:]
        for line in log.split(separator: "\n") {
            if line.contains(": warning: ") && line.contains("to type-check") { warnings += 1 }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)) else { continue }
            let location = Self.relative(String(fields[1]), to: folder)
            if fields.count >= 3 {
                bodies.append(Entry(milliseconds: milliseconds, location: location, what: Self.shortened(String(fields[2]))))
            } else {
                expressions.append(Entry(milliseconds: milliseconds, location: location, what: Self.sourceLine(location, folder: folder, cache: &sources)))
            }
        }
    }

    /// Markdown: totals, then the five slowest bodies and expressions.
    func report(title: String, warnMilliseconds: Int) -> String {
        let bodyTotal = bodies.reduce(0) { $0 + $1.milliseconds }
        let expressionTotal = expressions.reduce(0) { $0 + $1.milliseconds }
        var text = "\(title): \(bodies.count) function bodies, \(formatted(bodyTotal, decimals: 1)) ms in all; "
        text += "\(expressions.count) expressions, \(formatted(expressionTotal, decimals: 1)) ms in all; "
        text += "\(warnings) over the \(warnMilliseconds) ms warning threshold.\n\n"
        text += "| slowest | ms | where | what |\n|---|---:|---|---|\n"
        for (kind, entries) in [("body", bodies), ("expression", expressions)] {
            for entry in entries.sorted(by: { $0.milliseconds > $1.milliseconds }).prefix(5) {
                text += "| \(kind) | \(formatted(entry.milliseconds, decimals: 2)) | `\(entry.location)` | `\(entry.what.replacingOccurrences(of: "|", with: "\\|"))` |\n"
            }
        }
        return text
    }

    static func relative(_ location: String, to folder: String) -> String {
        location.hasPrefix(folder + "/") ? String(location.dropFirst(folder.count + 1)) : location
    }

    /// The compiler's name for a body without its module and file prefix and `@location` suffix.
    static func shortened(_ description: String) -> String {
        var text = description
        if let at = text.lastIndex(of: "@") { text = String(text[..<at]) }
        return text.replacingOccurrences(of: "Generated.", with: "").replacingOccurrences(of: "(file).", with: "")
    }

    /// The trimmed source line at `file:line:column`, cut to 80 characters.
    static func sourceLine(_ location: String, folder: String, cache: inout [String: [Substring]]) -> String {
        let parts = location.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]) else { return "" }
        let file = parts.dropLast(2).joined(separator: ":")
        if cache[file] == nil {
            let path = file.hasPrefix("/") ? file : folder + "/" + file
            let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            cache[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = cache[file], line >= 1, line <= lines.count else { return "" }
        let trimmed = lines[line - 1].trimmingCharacters(in: .whitespaces)
        return trimmed.count > 80 ? String(trimmed.prefix(79)) + "…" : trimmed
    }
}
