import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport

/// Runs the stages before the check stage, as the compiler does: parse, then decode, for a
/// spec and, when given, a config. Problems of those stages are returned, not hidden: an
/// example or fixture that does not decode cleanly is a broken test input.
enum RuleHarness {
    struct Decoded {
        var spec: DialogSpec?
        var config: ProjectConfig
        /// Parser and decoder findings of the spec and the config.
        var problems: [Diagnostic]
    }

    static func decode(spec specText: String, config configText: String?, specPath: String = "example.dialog.json") -> Decoded {
        var problems: [Diagnostic] = []
        var config = ProjectConfig()
        if let configText {
            let file = SourceFile(path: "dialogc.json", text: configText)
            let (value, parseProblems) = JSONParser().parse(file)
            problems += parseProblems
            if let value {
                let context = DecodingContext(file: file)
                if let decoded = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog) { config = decoded }
                problems += context.diagnostics
            }
        }
        let file = SourceFile(path: specPath, text: specText)
        let (value, parseProblems) = JSONParser().parse(file)
        problems += parseProblems
        guard let value else { return Decoded(spec: nil, config: config, problems: problems) }
        let context = DecodingContext(file: file)
        let spec = SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        return Decoded(spec: spec, config: config, problems: problems + context.diagnostics)
    }

    /// What is wrong with `findings` against `markers`, or nil when they agree: every finding
    /// starts at a marker and every marker has a finding.
    static func mismatch(_ findings: [Diagnostic], _ markers: LocationMarkers) -> String? {
        var problems: [String] = []
        let markerOffsets = Set(markers.offsets.values)
        for finding in findings where !markerOffsets.contains(finding.location?.start.offset ?? -1) {
            problems.append("unexpected finding at \(describe(finding.location)): [\(finding.rule)] \(finding.message)")
        }
        let found = Set(findings.compactMap { $0.location?.start.offset })
        for (number, offset) in markers.offsets.sorted(by: { $0.key < $1.key }) where !found.contains(offset) {
            problems.append("no finding at marker \(number) (offset \(offset))")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    static func describe(_ location: SourceLocation?) -> String {
        location.map { "\($0.start.line):\($0.start.column)" } ?? "?"
    }
}
