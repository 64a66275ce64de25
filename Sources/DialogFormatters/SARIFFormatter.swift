import DialogDiagnostics
import DialogJSON

/// `--format sarif`: a SARIF 2.1.0 log for code-scanning services and SARIF viewers.
///
/// - One `run`. `tool.driver` is `dialogc` with the version the caller passes in (never read
///   from the environment, so the output is reproducible) and one `reportingDescriptor` per
///   registry rule in catalogue order: `id`, `shortDescription` (the summary),
///   `fullDescription` (the rationale), `defaultConfiguration.level` and
///   `properties.category`. No `informationUri`: dialogc has no published home page to name
///   yet, and the property is optional.
/// - `columnKind` is `unicodeCodePoints`, matching the columns dialogc counts. Regions have
///   `startLine`, `startColumn`, `endLine` and `endColumn`; SARIF's `endColumn` is exclusive,
///   as dialogc's is, so no adjustment is needed.
/// - Each result has `ruleId`, `ruleIndex` (omitted for an id missing from the registry),
///   `level`, `message.text` and, when located, one `physicalLocation`. The artifact `uri` is
///   the path as the user gave it, percent-encoded into a relative URI reference.
/// - Notes with a location become `relatedLocations` (numbered `id`s from 0, with the note as
///   `message.text`). Notes without one are appended to the result message, one
///   `note: ...` line each, because viewers show a related location only where it points.
/// - Where a message has text that reads as a SARIF embedded link (`[text](target)`), its
///   brackets are escaped with a backslash (SARIF 2.1.0 §3.11.6); other text is left as is.
/// - A finding with a safe fix has `fixes`: one `fix` each, its replacements as byte regions
///   (`byteOffset`, `byteLength`) of the finding's file.
/// - With fingerprints from the caller, each result has `partialFingerprints` with one
///   member, `dialogc/v1`: the baseline's stable fingerprint (path, rule and the JSON Pointer
///   of the element), so a code-scanning service tracks a finding across edits elsewhere.
/// - No `artifacts` array, no timestamps, no absolute paths: the same findings give the same
///   bytes on every machine. Written with sorted keys by `JSONWriter`.
public struct SARIFFormatter: Sendable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public var toolVersion: String
    /// The rules listed in `tool.driver.rules`; `ruleIndex` points into this array.
    public var rules: [RuleDescriptor]

    public init(toolVersion: String, rules: [RuleDescriptor]) {
        self.toolVersion = toolVersion
        self.rules = rules
    }

    /// The log; `fingerprints`, when given, holds one per finding, in order.
    public func render(_ diagnostics: [Diagnostic], fingerprints: [String]? = nil) -> String {
        JSONWriter.render(document(for: diagnostics, fingerprints: fingerprints))
    }

    /// The log as a value, for callers that post-process it.
    public func document(for diagnostics: [Diagnostic], fingerprints: [String]? = nil) -> JSONOutput {
        precondition(fingerprints.map { $0.count == diagnostics.count } ?? true, "one fingerprint per finding")
        var ruleIndex: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
        let run: JSONOutput = [
            "tool": [
                "driver": [
                    "name": "dialogc",
                    "version": .string(toolVersion),
                    "rules": .array(rules.map(Self.reportingDescriptor)),
                ]
            ],
            "columnKind": "unicodeCodePoints",
            "results": .array(
                diagnostics.enumerated().map { index, diagnostic in
                    Self.result(for: diagnostic, ruleIndex: ruleIndex[diagnostic.rule], fingerprint: fingerprints?[index])
                }),
        ]
        return [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [run],
        ]
    }

    private static func reportingDescriptor(for rule: RuleDescriptor) -> JSONOutput {
        [
            "id": .string(rule.id.name),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.rationale)],
            "defaultConfiguration": ["level": .string(rule.defaultSeverity.rawValue)],
            "properties": ["category": .string(rule.category.rawValue)],
        ]
    }

    /// The key of the fingerprint in `partialFingerprints`; its version changes with its meaning.
    public static let fingerprintKey = "dialogc/v1"

    private static func result(for diagnostic: Diagnostic, ruleIndex: Int?, fingerprint: String?) -> JSONOutput {
        var text = diagnostic.message
        for note in diagnostic.notes where note.location == nil {
            text += "\nnote: " + note.message
        }
        var members: [String: JSONOutput] = [
            "ruleId": .string(diagnostic.rule.name),
            "level": .string(diagnostic.severity.rawValue),
            "message": ["text": .string(escapingEmbeddedLinks(text))],
        ]
        if let ruleIndex { members["ruleIndex"] = .int(ruleIndex) }
        if let fingerprint { members["partialFingerprints"] = [Self.fingerprintKey: .string(fingerprint)] }
        if let location = diagnostic.location, !diagnostic.fixes.isEmpty {
            members["fixes"] = .array(diagnostic.fixes.map { fix(for: $0, path: location.path) })
        }
        if let location = diagnostic.location {
            members["locations"] = [["physicalLocation": physicalLocation(location)]]
        }
        let locatedNotes = diagnostic.notes.compactMap { note in
            note.location.map { (message: note.message, location: $0) }
        }
        if !locatedNotes.isEmpty {
            members["relatedLocations"] = .array(
                locatedNotes.enumerated().map { id, note in
                    [
                        "id": .int(id),
                        "message": ["text": .string(escapingEmbeddedLinks(note.message))],
                        "physicalLocation": physicalLocation(note.location),
                    ]
                })
        }
        return .object(members)
    }

    /// A fix-it as SARIF `fix`: byte regions of the finding's file and their new text.
    private static func fix(for fix: FixIt, path: String) -> JSONOutput {
        [
            "description": ["text": .string(escapingEmbeddedLinks(fix.message))],
            "artifactChanges": [
                [
                    "artifactLocation": ["uri": .string(uriReference(forPath: path))],
                    "replacements": .array(
                        fix.edits.map { edit in
                            [
                                "deletedRegion": ["byteOffset": .int(edit.range.lowerBound), "byteLength": .int(edit.range.upperBound - edit.range.lowerBound)],
                                "insertedContent": ["text": .string(edit.replacement)],
                            ]
                        }),
                ]
            ],
        ]
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONOutput {
        [
            "artifactLocation": ["uri": .string(uriReference(forPath: location.path))],
            "region": [
                "startLine": .int(location.start.line),
                "startColumn": .int(location.start.column),
                "endLine": .int(location.end.line),
                "endColumn": .int(location.end.column),
            ],
        ]
    }

    /// A file path as a relative URI reference (RFC 3986): unreserved characters, `/` and the
    /// sub-delimiters stay; everything else, including `%`, `:` (which would read as a scheme
    /// in a first segment), space and non-ASCII bytes, is percent-encoded in upper-case hex.
    static func uriReference(forPath path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if kept.contains(byte) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Backslash-escapes `[` and `]` when the text holds `](`, the shape of an embedded link.
    static func escapingEmbeddedLinks(_ text: String) -> String {
        guard text.contains("](") else { return text }
        var result = ""
        for character in text {
            if character == "[" || character == "]" { result += "\\" }
            result.append(character)
        }
        return result
    }
}
