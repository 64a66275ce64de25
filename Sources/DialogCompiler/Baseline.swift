import DialogDiagnostics
import DialogJSON
import DialogModel

/// Findings a team has accepted for now, so that `dialogc lint --baseline FILE` reports only
/// new ones: the way to adopt a stricter rule set on a large catalog without fixing
/// everything first.
///
/// An entry is a finding's path, rule and message, without line or column: editing a spec
/// above an accepted finding must not make it new again. Each entry accepts one finding, so
/// a second identical problem in the same file is still reported.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var path: String
        public var rule: String
        public var message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.message) < (rhs.path, rhs.rule, rhs.message)
        }
    }

    public static let formatVersion = 1
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline accepting every finding given.
    public init(accepting diagnostics: [Diagnostic]) {
        self.init(entries: diagnostics.map(Self.entry))
    }

    /// The findings not accepted by the baseline, in their original order.
    public func newFindings(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            let entry = Self.entry(diagnostic)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    /// The file's text: deterministic JSON, entries sorted, so a re-written baseline diffs
    /// cleanly in review.
    public func rendered() -> String {
        let findings: [JSONOutput] = entries.map { entry in
            .object(["path": .string(entry.path), "rule": .string(entry.rule), "message": .string(entry.message)])
        }
        return JSONWriter.render(.object(["version": .int(Self.formatVersion), "findings": .array(findings)]))
    }

    private static func entry(_ diagnostic: Diagnostic) -> Entry {
        Entry(path: diagnostic.location?.path ?? "", rule: diagnostic.rule.name, message: diagnostic.message)
    }
}

extension Baseline {
    /// Reads a baseline file written by `--write-baseline`, reporting what is wrong with it
    /// as findings in that file.
    public static func load(_ path: String) -> (baseline: Baseline?, diagnostics: [Diagnostic]) {
        let file: SourceFile
        switch SourceReader().read(path) {
        case .success(let read): file = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return (nil, parsed.diagnostics) }
        let context = DecodingContext(file: file)
        let baseline = decode(value, context: context)
        let diagnostics = parsed.diagnostics + context.diagnostics
        return (diagnostics.isEmpty ? baseline : nil, diagnostics)
    }

    private static func decode(_ value: JSONValue, context: DecodingContext) -> Baseline? {
        guard let root = ObjectReader(value, at: .root, what: "the baseline", keys: ["version", "findings"], context: context) else {
            return nil
        }
        if let version = root.required("version"), let number = context.number(version, at: root.pointer("version"), what: "'version'"),
            number.value != Double(formatVersion)
        {
            context.report(.invalidValue, BaselineMessage.unsupportedVersion(number.value), at: number.range)
        }
        guard let findings = root.required("findings"), let elements = context.array(findings, what: "'findings'") else { return nil }
        var entries: [Entry] = []
        for (index, element) in elements.enumerated() {
            let pointer = root.pointer("findings").appending(index)
            guard let finding = ObjectReader(element, at: pointer, what: "a finding", keys: ["path", "rule", "message"], context: context),
                let path = finding.required("path").flatMap({ context.string($0, at: pointer.appending("path"), what: "'path'") }),
                let rule = finding.required("rule").flatMap({ context.string($0, at: pointer.appending("rule"), what: "'rule'") }),
                let message = finding.required("message").flatMap({ context.string($0, at: pointer.appending("message"), what: "'message'") })
            else { continue }
            entries.append(Entry(path: path.value, rule: rule.value, message: message.value))
        }
        return Baseline(entries: entries)
    }
}

enum BaselineMessage {
    static func unsupportedVersion(_ version: Double) -> String {
        "baseline version \(version) is not supported; write it again with 'dialogc lint --write-baseline FILE'"
    }
}
