import DialogDiagnostics
import DialogJSON
import DialogModel

/// `dialogc lint --fix` and `--fix-dry-run`: the fix-its of a run's findings applied to the
/// original bytes of each file, as byte-range replacements (`FixIt`).
///
/// - A file with a `json-syntax` finding is never touched: its structure is not known.
/// - Fixes are taken in file order; one whose edits overlap an edit already taken is not
///   applied and is reported (the next run offers it again, on the fixed text).
/// - The fixed text is parsed again; text that does not parse, or that has more parse
///   findings than before (two keys renamed to the same name), is never written, and said.
public enum FixApplier {
    /// One file's fixes.
    public struct FileFix: Sendable {
        public var path: String
        public var original: [UInt8]
        public var fixed: [UInt8]
        /// How many fix-its were applied.
        public var applied: Int
    }

    /// Why fixes were not applied, one line each, for standard error.
    public struct Outcome: Sendable {
        public var files: [FileFix]
        public var notices: [String]
        public var appliedCount: Int { files.reduce(0) { $0 + $1.applied } }
    }

    /// The fixes of `diagnostics` for every file they are in; `sources` are files already in
    /// memory (standard input), used instead of reading their paths.
    public static func plan(_ diagnostics: [Diagnostic], sources: [SourceFile] = []) -> Outcome {
        var order: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        var broken: Set<String> = []
        for diagnostic in diagnostics {
            guard let path = diagnostic.location?.path else { continue }
            if diagnostic.rule == .jsonSyntax { broken.insert(path) }
            guard !diagnostic.fixes.isEmpty else { continue }
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(diagnostic)
        }
        var outcome = Outcome(files: [], notices: [])
        for path in order {
            if broken.contains(path) {
                outcome.notices.append(FixMessage.syntaxError(path))
                continue
            }
            let file: SourceFile
            if let source = sources.first(where: { $0.path == path }) {
                file = source
            } else {
                guard case .success(let read) = SourceReader().read(path) else {
                    outcome.notices.append(FixMessage.unreadable(path))
                    continue
                }
                file = read
            }
            if let fix = fix(file, byFile[path]!, notices: &outcome.notices) { outcome.files.append(fix) }
        }
        return outcome
    }

    static func fix(_ file: SourceFile, _ diagnostics: [Diagnostic], notices: inout [String]) -> FileFix? {
        var taken: [FixIt.Edit] = []
        var applied = 0
        let candidates = diagnostics.flatMap { diagnostic in diagnostic.fixes.map { (diagnostic, $0) } }
            .sorted { ($0.1.edits.first?.range.lowerBound ?? 0) < ($1.1.edits.first?.range.lowerBound ?? 0) }
        for (diagnostic, fix) in candidates {
            let fits = fix.edits.allSatisfy { edit in
                edit.range.lowerBound >= 0 && edit.range.lowerBound <= edit.range.upperBound && edit.range.upperBound <= file.bytes.count
                    && !taken.contains { overlaps($0.range, edit.range) }
            }
            guard fits else {
                notices.append(FixMessage.overlaps(diagnostic))
                continue
            }
            taken += fix.edits
            applied += 1
        }
        guard applied > 0 else { return nil }
        var bytes = file.bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.replacement.utf8))
        }
        let before = JSONParser().parse(file)
        let after = JSONParser().parse(SourceFile(path: file.path, bytes: bytes))
        guard after.value != nil, after.diagnostics.count <= before.diagnostics.count else {
            notices.append(FixMessage.wouldBreak(file.path))
            return nil
        }
        return FileFix(path: file.path, original: file.bytes, fixed: bytes, applied: applied)
    }

    /// Two ranges share a byte, or are the same empty insertion point.
    static func overlaps(_ lhs: SourceRange, _ rhs: SourceRange) -> Bool {
        if lhs.lowerBound == rhs.lowerBound { return true }
        return lhs.lowerBound < rhs.upperBound && rhs.lowerBound < lhs.upperBound
    }
}

enum FixMessage {
    static func syntaxError(_ path: String) -> String {
        "dialogc: '\(path)' was not fixed: it has a JSON syntax error; fix that first"
    }

    static func unreadable(_ path: String) -> String {
        "dialogc: '\(path)' was not fixed: it could not be read again"
    }

    static func overlaps(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\($0.path):\($0.start.line):\($0.start.column)" } ?? "?"
        return "dialogc: the fix for [\(diagnostic.rule)] at \(place) was not applied: it overlaps another fix; run --fix again"
    }

    static func wouldBreak(_ path: String) -> String {
        "dialogc: '\(path)' was not fixed: its fixes together would not parse as before (two keys renamed to one name?); nothing was written"
    }
}
