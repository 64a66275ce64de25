import DialogDiagnostics

/// `--format github`: one GitHub Actions workflow command per finding, which the runner turns
/// into an annotation on the pull request:
///
///     ::error file=specs/a.dialog.json,line=3,col=5,endLine=3,endColumn=11,title=unknown-key::unknown key 'titel'
///
/// - `::error` or `::warning` by severity; `title` is the rule id.
/// - `col` and `endColumn` are written only when the range starts and ends on one line:
///   GitHub rejects columns on a multi-line annotation. `endColumn` there is inclusive (the
///   last column marked, as GitHub's checks API reads it), so dialogc's exclusive end is
///   moved back by one, and never before `col` (an empty range marks one column).
/// - A finding without a location has only `title`.
/// - Notes are appended to the message, one line each: `note: MESSAGE`, or
///   `PATH:LINE:COLUMN: note: MESSAGE` for a located note.
/// - Escaping is exactly `escapeData` / `escapeProperty` of GitHub's own toolkit
///   (actions/toolkit, packages/core/src/command.ts): the message escapes `%`, CR and LF as
///   `%25`, `%0D`, `%0A`; property values escape `:` and `,` (`%3A`, `%2C`) as well.
///   Beyond the toolkit, the other control characters (user text a message quotes: an ESC, a
///   NUL, a BEL) are shown as the text formatter shows them (`TextSanitizer`: `\u{1B}` as
///   `␛`), so that none reaches the runner's log or the annotation raw; tab stays a tab.
///   Nothing else is changed, so the annotation shows the message as written.
public struct GitHubFormatter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += command(for: diagnostic) + "\n"
        }
        return output
    }

    private func command(for diagnostic: Diagnostic) -> String {
        var properties: [(key: String, value: String)] = []
        if let location = diagnostic.location {
            properties.append(("file", location.path))
            properties.append(("line", String(location.start.line)))
            if location.start.line == location.end.line {
                properties.append(("col", String(location.start.column)))
            }
            properties.append(("endLine", String(location.end.line)))
            if location.start.line == location.end.line {
                let inclusiveEnd = max(location.end.column - 1, location.start.column)
                properties.append(("endColumn", String(inclusiveEnd)))
            }
        }
        properties.append(("title", diagnostic.rule.name))

        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\n"
            if let location = note.location {
                message += "\(location.path):\(location.start.line):\(location.start.column): "
            }
            message += "note: " + note.message
        }

        let propertyText = properties.map { $0.key + "=" + Self.escapeProperty($0.value) }
            .joined(separator: ",")
        return "::" + diagnostic.severity.rawValue + " " + propertyText + "::" + Self.escapeData(message)
    }

    /// The toolkit's `escapeData` (`%` first, so the escapes it adds are not escaped again),
    /// then the remaining control characters made visible.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return TextSanitizer.printable(result)
    }

    /// The toolkit's `escapeProperty`: `escapeData` plus `:` and `,`, which delimit properties.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
