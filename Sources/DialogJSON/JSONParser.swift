import DialogDiagnostics

/// A strict RFC 8259 parser over UTF-8 bytes that keeps the byte range of every key and value.
///
/// It is iterative (an explicit stack of open containers), so nesting depth is limited by
/// `maxDepth` and never by the thread's stack: a 100,000-deep file is a diagnostic, not a
/// crash. Objects keep their members in source order, duplicates included, and the
/// duplicates are listed in `JSONDocument.duplicateKeys`.
///
/// Anything RFC 8259 does not allow is a `JSONSyntaxError` at the offending byte, with a
/// message that says how to fix it: comments, trailing commas, single quotes, unquoted keys,
/// `NaN` and `Infinity`, leading zeros, control characters and invalid escapes in strings,
/// lone surrogate escapes, invalid UTF-8 anywhere, numbers beyond the range of `Double`,
/// and UTF-16 or UTF-32 files. A UTF-8 byte order mark at the start is skipped.
public struct JSONParser: Sendable {
    /// docs/rules.md: nesting deeper than 512 is a `json-syntax` error.
    public static let defaultMaxDepth = 512

    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = maxDepth
    }

    /// Parses a whole document. On a syntax error `value` is nil and `syntaxError` says
    /// where and why; duplicate keys met before the error are still listed.
    public func parse(_ bytes: [UInt8]) -> JSONDocument {
        let count = bytes.count
        // The scanner reads a copy with zero bytes after the end (see `JSONScanner`); the
        // copy costs one memcpy and saves a bounds test on every byte.
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count + JSONScanner.padding)
        defer { base.deallocate() }
        bytes.withUnsafeBufferPointer { source in
            if let sourceBase = source.baseAddress { base.initialize(from: sourceBase, count: count) }
        }
        (base + count).initialize(repeating: 0, count: JSONScanner.padding)
        var scanner = JSONScanner(bytes: UnsafePointer(base), count: count, maxDepth: maxDepth)
        do throws(JSONSyntaxError) {
            let value = try scanner.parseDocument()
            return JSONDocument(value: value, syntaxError: nil, duplicateKeys: scanner.duplicateKeys)
        } catch {
            return JSONDocument(value: nil, syntaxError: error, duplicateKeys: scanner.duplicateKeys)
        }
    }

    /// Parses a file and turns what is wrong with it into diagnostics (`json-syntax`,
    /// `duplicate-key` with a note at the first occurrence).
    public func parse(_ file: SourceFile) -> (value: JSONValue?, diagnostics: [Diagnostic]) {
        let document = parse(file.bytes)
        var diagnostics: [Diagnostic] = []
        if let error = document.syntaxError {
            diagnostics.append(Diagnostic(.jsonSyntax, error.message, in: file, at: error.range))
        }
        for duplicate in document.duplicateKeys {
            diagnostics.append(
                Diagnostic(
                    .duplicateKey, JSONMessage.duplicateKey(duplicate.key), in: file, at: duplicate.duplicate,
                    notes: [Diagnostic.Note(JSONMessage.firstOccurrence(duplicate.key), at: file.location(of: duplicate.first))]))
        }
        return (document.value, diagnostics)
    }
}
