import DialogDiagnostics
import DialogJSON

/// `--format json`: one JSON document, described exactly by `Schemas/diagnostics.schema.json`.
///
///     {
///       "diagnostics": [
///         {
///           "column": 5, "endColumn": 12, "endLine": 3, "line": 3,
///           "message": "unknown key 'titel'",
///           "notes": [{ "message": "did you mean 'title'?" }],
///           "path": "specs/a.dialog.json", "rule": "unknown-key", "severity": "error"
///         }
///       ],
///       "summary": { "errors": 1, "warnings": 0 },
///       "version": 1
///     }
///
/// - `version` is the version of this document's shape, bumped only on a breaking change.
/// - Lines and columns are 1-based, columns count Unicode scalars, and `endLine`/`endColumn`
///   point just past the range (exclusive), as in SARIF; an empty range has end == start.
/// - The five location members (`path`, `line`, `column`, `endLine`, `endColumn`) appear all
///   together or not at all, on findings and on notes alike. `notes` is always present.
/// - `fixes`, only on findings that have one safe fix (`dialogc lint --fix`): each a message
///   and byte-range edits of the finding's file.
/// - `summary` counts the findings in the document; the number of files checked is progress
///   information and goes to standard error, not here.
/// - Written pretty with sorted keys (`JSONWriter`), ending with a newline.
public struct JSONFormatter: Sendable {
    /// The `version` member: the shape of the document, not the version of dialogc.
    public static let documentVersion = 1

    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        JSONWriter.render(document(for: diagnostics))
    }

    /// The document as a value, for callers that embed it in other output.
    public func document(for diagnostics: [Diagnostic]) -> JSONOutput {
        [
            "version": .int(Self.documentVersion),
            "diagnostics": .array(diagnostics.map(Self.entry)),
            "summary": [
                "errors": .int(diagnostics.count { $0.severity == .error }),
                "warnings": .int(diagnostics.count { $0.severity == .warning }),
            ],
        ]
    }

    private static func entry(for diagnostic: Diagnostic) -> JSONOutput {
        var members: [String: JSONOutput] = [
            "rule": .string(diagnostic.rule.name),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "notes": .array(diagnostic.notes.map(Self.entry)),
        ]
        addLocation(diagnostic.location, to: &members)
        if !diagnostic.fixes.isEmpty { members["fixes"] = .array(diagnostic.fixes.map(Self.entry)) }
        return .object(members)
    }

    /// A fix-it: its message and its edits, each a UTF-8 byte range of the finding's file
    /// (`start` inclusive, `end` exclusive) and the text that replaces it.
    private static func entry(for fix: FixIt) -> JSONOutput {
        [
            "message": .string(fix.message),
            "edits": .array(
                fix.edits.map { edit in
                    ["start": .int(edit.range.lowerBound), "end": .int(edit.range.upperBound), "replacement": .string(edit.replacement)]
                }),
        ]
    }

    private static func entry(for note: Diagnostic.Note) -> JSONOutput {
        var members: [String: JSONOutput] = ["message": .string(note.message)]
        addLocation(note.location, to: &members)
        return .object(members)
    }

    private static func addLocation(_ location: SourceLocation?, to members: inout [String: JSONOutput]) {
        guard let location else { return }
        members["path"] = .string(location.path)
        members["line"] = .int(location.start.line)
        members["column"] = .int(location.start.column)
        members["endLine"] = .int(location.end.line)
        members["endColumn"] = .int(location.end.column)
    }
}
