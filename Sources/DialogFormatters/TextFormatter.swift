import DialogDiagnostics
import Dispatch
import Synchronization

/// The human format of docs/format/diagnostics.md, the one Xcode, editors and terminals parse:
///
///     specs/a.dialog.json:3:5: error: unknown key 'titel' [unknown-key]
///         "titel": "Delete?",
///         ^~~~~~~
///     note: did you mean 'title'?
///
/// - A located finding: `PATH:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, then the source line and
///   a caret line (see `SourceExcerpt`). A location without source text (a whole-file
///   location such as an unreadable file) has the header alone.
/// - A finding with no location (a bad command-line argument):
///   `dialogc: SEVERITY: MESSAGE [RULE]`, as clang and swiftc name themselves.
/// - Each note follows its finding: `PATH:LINE:COLUMN: note: MESSAGE` with its own source
///   and caret lines, or `note: MESSAGE` when it has no location.
///
/// Every line ends with a newline; findings are not separated by blank lines; no findings
/// render as the empty string. Control characters in messages, paths and source lines are
/// shown as Control Pictures so a quoted escape sequence cannot drive the terminal.
///
/// With `color`, ANSI SGR codes mark the parts, each reset right after it: bold location and
/// message, bold red `error:`, bold yellow `warning:`, bold cyan `note:`, bold green caret.
/// Without it the output holds no escape codes at all. Whether to colour (a terminal,
/// `NO_COLOR`, `--color`) is the caller's decision.
public struct TextFormatter: Sendable {
    public var color: Bool
    /// The name a finding without a location is reported under.
    public var toolName: String

    public init(color: Bool = false, toolName: String = "dialogc") {
        self.color = color
        self.toolName = toolName
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        // Each finding's text depends on that finding alone, so a long report is rendered in
        // slices on every core and joined in order: the same bytes, without a serial tail
        // after a parallel lint.
        let sliceCount = min(diagnostics.count / Self.findingsPerSlice, Self.maximumSlices)
        guard sliceCount > 1 else { return render(diagnostics[...]) }
        let slices = Mutex([String](repeating: "", count: sliceCount))
        DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
            let bounds = (diagnostics.count * slice / sliceCount)..<(diagnostics.count * (slice + 1) / sliceCount)
            let text = render(diagnostics[bounds])
            slices.withLock { $0[slice] = text }
        }
        return slices.withLock { $0.joined() }
    }

    /// Below this many findings per slice, splitting costs more than it saves.
    private static let findingsPerSlice = 128
    private static let maximumSlices = 64

    private func render(_ diagnostics: ArraySlice<Diagnostic>) -> String {
        var output = ""
        for diagnostic in diagnostics {
            append(diagnostic, to: &output)
        }
        return output
    }

    private func append(_ diagnostic: Diagnostic, to output: inout String) {
        let origin = diagnostic.location.map(Self.origin) ?? toolName + ":"
        let severityStyle: SGR = diagnostic.severity == .error ? .error : .warning
        output += paint(origin, .bold) + " "
            + paint(diagnostic.severity.rawValue + ":", severityStyle) + " "
            + paint(TextSanitizer.printable(diagnostic.message) + " [" + diagnostic.rule.name + "]", .bold) + "\n"
        if let location = diagnostic.location { appendExcerpt(of: location, to: &output) }

        for note in diagnostic.notes {
            if let location = note.location {
                output += paint(Self.origin(of: location), .bold) + " "
            }
            output += paint("note:", .note) + " " + TextSanitizer.printable(note.message) + "\n"
            if let location = note.location { appendExcerpt(of: location, to: &output) }
        }
    }

    private func appendExcerpt(of location: SourceLocation, to output: inout String) {
        guard let sourceLine = location.sourceLine else { return }
        let excerpt = SourceExcerpt(location: location, sourceLine: sourceLine)
        output += excerpt.sourceLine + "\n"
        output += excerpt.padding + paint(excerpt.marker, .caret) + "\n"
    }

    private static func origin(of location: SourceLocation) -> String {
        "\(TextSanitizer.printable(location.path)):\(location.start.line):\(location.start.column):"
    }

    // MARK: - Colour

    /// ANSI Select Graphic Rendition parameters for each part of a diagnostic.
    private enum SGR: String {
        case bold = "1"
        case error = "1;31"
        case warning = "1;33"
        case note = "1;36"
        case caret = "1;32"
    }

    private func paint(_ text: String, _ style: SGR) -> String {
        guard color, !text.isEmpty else { return text }
        return "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m"
    }
}
