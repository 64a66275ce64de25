import DialogDiagnostics

/// A small spec with one finding of each shape the formatters must handle: a Korean line, a
/// tab, a multi-line range, notes with and without a location, a finding without a location,
/// and a whole-file location without source text.
enum SampleDiagnostics {
    static let path = "specs/delete.dialog.json"

    static let text = """
        {
          "id": "timer.delete",
          "titel": "Delete?",
        \t"message": "이 타이머를 삭제할까요? <accent>",
          "buttons": [
            { "id": "cancel", "title": "취소", "role": "cancle" },
            { "id": "cancel", "title": "삭제", "role": "destructive" }
          ],
          "layout": { "widths": [0.3,
                                 0.8] }
        }

        """

    static let file = SourceFile(path: path, text: text)

    /// The findings, in reporting order.
    static let all: [Diagnostic] = [
        Diagnostic(
            rule: .io, severity: .error,
            message: "cannot read 'specs/missing.dialog.json': No such file or directory",
            location: nil),
        Diagnostic(
            .unknownKey, "unknown key 'titel'", in: file, at: range(of: #""titel""#),
            notes: [Diagnostic.Note("did you mean 'title'?")]),
        Diagnostic(.markup, "unclosed highlight span 'accent'", in: file, at: range(of: "<accent>")),
        Diagnostic(
            .invalidValue, "'cancle' is not a button role", in: file, at: range(of: #""cancle""#),
            notes: [Diagnostic.Note("did you mean 'cancel'?")]),
        Diagnostic(
            .duplicateID, "two buttons have the id 'cancel'", in: file,
            at: range(of: #""cancel""#, occurrence: 2),
            notes: [Diagnostic.Note("first used here", at: file.location(of: range(of: #""cancel""#)))]),
        Diagnostic(
            .destructiveNeedsCancel, "destructive button 'cancel' has no cancel button beside it",
            in: file, at: range(of: #""destructive""#), severity: .warning),
        Diagnostic(
            .buttonWidths, "widths sum to 1.1; they must sum to 1", in: file,
            at: range(from: "[0.3,", through: "0.8]"), severity: .error),
        Diagnostic(
            rule: .jsonSyntax, severity: .error, message: "the file is not valid UTF-8",
            location: .file("specs/unreadable.dialog.json")),
    ]

    /// The byte range of the `occurrence`-th appearance of `needle` in the sample text.
    static func range(of needle: String, occurrence: Int = 1) -> SourceRange {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var found = 0
        for start in 0...(haystack.count - pattern.count)
        where haystack[start..<(start + pattern.count)].elementsEqual(pattern) {
            found += 1
            if found == occurrence { return SourceRange(start, start + pattern.count) }
        }
        preconditionFailure("'\(needle)' occurs fewer than \(occurrence) times in the sample")
    }

    /// From the start of `first` to the end of `last`.
    static func range(from first: String, through last: String) -> SourceRange {
        SourceRange(range(of: first).lowerBound, range(of: last).upperBound)
    }
}
