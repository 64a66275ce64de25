import DialogDiagnostics
import DialogJSON
import DialogModel

/// Findings a team has accepted for now, so that `dialogc lint --baseline FILE` reports only
/// new ones: the way to adopt a stricter rule set on a large catalog without fixing
/// everything first.
///
/// An entry is a finding's stable fingerprint: its path, its rule and the JSON Pointer of the
/// element it points at (`/buttons/1/role`), never its line, column or message. Editing a
/// spec above a finding, or a message that counts combinations ("and in 9 other
/// combinations") changing because a device was added, does not make an accepted finding
/// new. Each entry accepts one finding, so a second problem of the same rule at the same
/// element is still reported. Baselines of version 1 (path, rule, message) are still read
/// and matched by message; writing one again gives version 2.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var path: String
        public var rule: String
        /// The element's JSON Pointer (version 2).
        public var pointer: String?
        /// The message (version 1 baselines only).
        public var message: String?

        /// Path, rule and pointer (or message) as one SHA-256 in hex: the same for the same
        /// finding on every machine and after edits elsewhere in the file.
        public var fingerprint: String {
            SHA256.hex(Array([path, rule, pointer ?? "", message ?? ""].map(JSONWriter.quoted).joined(separator: "\n").utf8))
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.pointer ?? "", lhs.message ?? "") < (rhs.path, rhs.rule, rhs.pointer ?? "", rhs.message ?? "")
        }
    }

    public static let formatVersion = 2
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline accepting every finding given. `sources` are files already in memory
    /// (standard input), read instead of the file at their path.
    public init(accepting diagnostics: [Diagnostic], sources: [SourceFile] = []) {
        var pointers = ElementPointers(sources: sources)
        self.init(entries: diagnostics.map { pointers.entry(for: $0) })
    }

    /// Each finding's stable fingerprint, in order: the baseline entry's path, rule and
    /// element pointer as one SHA-256 in hex, for SARIF's `partialFingerprints`.
    public static func fingerprints(of diagnostics: [Diagnostic], sources: [SourceFile] = []) -> [String] {
        var pointers = ElementPointers(sources: sources)
        return diagnostics.map { pointers.entry(for: $0).fingerprint }
    }

    /// The findings not accepted by the baseline, in their original order.
    public func newFindings(in diagnostics: [Diagnostic], sources: [SourceFile] = []) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var pointers = ElementPointers(sources: sources)
        return diagnostics.filter { diagnostic in
            let fingerprint = pointers.entry(for: diagnostic)
            let legacy = Entry(path: fingerprint.path, rule: fingerprint.rule, pointer: nil, message: diagnostic.message)
            for entry in [fingerprint, legacy] {
                if let count = remaining[entry], count > 0 {
                    remaining[entry] = count - 1
                    return false
                }
            }
            return true
        }
    }

    /// The file's text: deterministic JSON, entries sorted, so a re-written baseline diffs
    /// cleanly in review.
    public func rendered() -> String {
        let findings: [JSONOutput] = entries.map { entry in
            var members: [String: JSONOutput] = ["path": .string(entry.path), "rule": .string(entry.rule)]
            if let pointer = entry.pointer { members["pointer"] = .string(pointer) }
            if let message = entry.message { members["message"] = .string(message) }
            return .object(members)
        }
        return JSONWriter.render(.object(["version": .int(Self.formatVersion), "findings": .array(findings)]))
    }
}

/// The JSON Pointer of the element a finding points at: the innermost value (or member key)
/// of its file whose range holds the finding's first byte. Each file is parsed once per run;
/// a file that does not parse (or cannot be read) gives the root pointer.
struct ElementPointers {
    private var trees: [String: JSONValue?] = [:]

    /// `sources` are parsed instead of the files at their paths.
    init(sources: [SourceFile] = []) {
        for source in sources { trees[source.path] = .some(JSONParser().parse(source).value) }
    }

    mutating func entry(for diagnostic: Diagnostic) -> Baseline.Entry {
        let path = diagnostic.location?.path ?? ""
        var pointer = JSONPointer()
        if let location = diagnostic.location, let tree = tree(location.path) {
            pointer = Self.pointer(at: location.start.offset, in: tree, at: JSONPointer())
        }
        return Baseline.Entry(path: path, rule: diagnostic.rule.name, pointer: pointer.description, message: nil)
    }

    private mutating func tree(_ path: String) -> JSONValue? {
        if let known = trees[path] { return known }
        let value = (try? SourceReader().read(path).get()).flatMap { JSONParser().parse($0).value }
        trees[path] = .some(value)
        return value
    }

    static func pointer(at offset: Int, in value: JSONValue, at pointer: JSONPointer) -> JSONPointer {
        if let members = value.objectMembers {
            for member in members {
                if contains(member.keyRange, offset) { return pointer.appending(member.key) }
                if contains(member.value.range, offset) { return self.pointer(at: offset, in: member.value, at: pointer.appending(member.key)) }
            }
        } else if let elements = value.arrayValue {
            for (index, element) in elements.enumerated() where contains(element.range, offset) {
                return self.pointer(at: offset, in: element, at: pointer.appending(index))
            }
        }
        return pointer
    }

    private static func contains(_ range: SourceRange, _ offset: Int) -> Bool {
        range.lowerBound <= offset && offset < max(range.upperBound, range.lowerBound + 1)
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
        var version = formatVersion
        if let written = root.required("version"), let number = context.number(written, at: root.pointer("version"), what: "'version'") {
            if number.value == 1 || number.value == Double(formatVersion) {
                version = Int(number.value)
            } else {
                context.report(.invalidValue, BaselineMessage.unsupportedVersion(number.value), at: number.range)
            }
        }
        // Version 1 matched findings by message; version 2 by the element's pointer.
        let identity = version == 1 ? "message" : "pointer"
        guard let findings = root.required("findings"), let elements = context.array(findings, what: "'findings'") else { return nil }
        var entries: [Entry] = []
        for (index, element) in elements.enumerated() {
            let pointer = root.pointer("findings").appending(index)
            guard let finding = ObjectReader(element, at: pointer, what: "a finding", keys: ["path", "rule", identity], context: context),
                let path = finding.required("path").flatMap({ context.string($0, at: pointer.appending("path"), what: "'path'") }),
                let rule = finding.required("rule").flatMap({ context.string($0, at: pointer.appending("rule"), what: "'rule'") }),
                let value = finding.required(identity).flatMap({ context.string($0, at: pointer.appending(identity), what: "'\(identity)'") })
            else { continue }
            entries.append(
                version == 1
                    ? Entry(path: path.value, rule: rule.value, pointer: nil, message: value.value)
                    : Entry(path: path.value, rule: rule.value, pointer: value.value, message: nil))
        }
        return Baseline(entries: entries)
    }
}

enum BaselineMessage {
    static func unsupportedVersion(_ version: Double) -> String {
        "baseline version \(version) is not supported; write it again with 'dialogc lint --write-baseline FILE'"
    }
}
