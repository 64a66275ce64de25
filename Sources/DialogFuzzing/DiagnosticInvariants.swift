import DialogDiagnostics

/// What every diagnostic about a file must satisfy, whatever the input: it points inside
/// the file, its start is not after its end, its line and column are the ones its byte
/// offset has, and its source line is that line's text. Locations in other files (notes
/// pointing into the embedded design system, for example) are checked against nothing.
enum DiagnosticInvariants {
    static func check(_ diagnostics: [Diagnostic], in file: SourceFile, stage: String) throws(FuzzInvariantFailure) {
        // A file with NUL bytes may be reported as UTF-16 or UTF-32, at a range counted in
        // that encoding's units, which need not fall on UTF-8 character boundaries.
        let isUTF8 = !file.bytes.contains(0) && String(validating: file.bytes, as: UTF8.self) != nil
        for diagnostic in diagnostics {
            try invariant(!diagnostic.message.isEmpty, "\(stage): a [\(diagnostic.rule)] diagnostic has no message")
            if let location = diagnostic.location {
                try check(location, in: file, what: "\(stage): [\(diagnostic.rule)] '\(diagnostic.message)'", isUTF8: isUTF8)
            }
            for note in diagnostic.notes {
                try invariant(!note.message.isEmpty, "\(stage): a note of [\(diagnostic.rule)] has no message")
                if let location = note.location {
                    try check(location, in: file, what: "\(stage): note '\(note.message)'", isUTF8: isUTF8)
                }
            }
        }
    }

    /// Checks one location in `file`; locations in other files pass. In a valid UTF-8 file
    /// a location never starts or ends inside a character (the caret would split it).
    static func check(_ location: SourceLocation, in file: SourceFile, what: String, isUTF8: Bool) throws(FuzzInvariantFailure) {
        guard location.path == file.path else { return }
        let size = file.bytes.count
        try invariant(location.start.offset >= 0 && location.start.offset <= size, "\(what): start offset \(location.start.offset) outside 0...\(size)")
        try invariant(location.end.offset >= location.start.offset && location.end.offset <= size,
                  "\(what): end offset \(location.end.offset) before the start \(location.start.offset) or past \(size)")
        let start = file.position(of: location.start.offset)
        try invariant(start == location.start, "\(what): start \(location.start) but offset \(location.start.offset) is at \(start)")
        let end = file.position(of: location.end.offset)
        try invariant(end == location.end, "\(what): end \(location.end) but offset \(location.end.offset) is at \(end)")
        try invariant(!(location.end < location.start), "\(what): start \(location.start) after end \(location.end)")
        if isUTF8 {
            for offset in [location.start.offset, location.end.offset] where offset < size {
                try invariant(file.bytes[offset] & 0xC0 != 0x80, "\(what): offset \(offset) is inside a UTF-8 character")
            }
        }
        // Invalid UTF-8 decodes to a different number of scalars than it has lead bytes, so
        // a cut excerpt of such a line is checked no further than that it exists.
        if let excerpt = location.sourceLine, isUTF8 || !(excerpt.isCutBefore || excerpt.isCutAfter) {
            let line = Array(file.lineText(location.start.line).unicodeScalars)
            let shown = Array(excerpt.text.unicodeScalars)
            let first = excerpt.firstColumn - 1
            try invariant(
                first >= 0 && first + shown.count <= line.count && line[first..<(first + shown.count)].elementsEqual(shown)
                    && excerpt.isCutAfter == (first + shown.count < line.count),
                "\(what): source line excerpt is not part of line \(location.start.line) of the file")
            try invariant(
                shown.count == min(line.count, SourceLineExcerpt.widestLine),
                "\(what): source line excerpt has \(shown.count) of the line's \(line.count) scalars")
        }
    }
}

/// The diagnostic oracle on its own, so tests can show that it rejects a wrong location.
public enum FuzzOracles {
    public static func checkDiagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) throws(FuzzInvariantFailure) {
        try DiagnosticInvariants.check(diagnostics, in: file, stage: "oracle")
    }

    /// The `lsp` target's check of one `textDocument/publishDiagnostics` message against the
    /// text of the document it names.
    public static func checkPublishedDiagnostics(_ message: String, documentText: String) throws(FuzzInvariantFailure) {
        try LanguageServerFuzzTarget.checkPublished(Array(message.utf8)) { _ in Array(documentText.utf8) }
    }
}
