import DialogDiagnostics

/// `--format junit`: JUnit XML, which CI dashboards (Jenkins, GitLab, Azure Pipelines,
/// CircleCI) show as test results. As ESLint's JUnit output does, each file with findings is
/// a `<testsuite>` and each finding a `<testcase>` with a `<failure>`: `type` is the
/// severity, `message` the finding's message and rule, and the body the finding as the text
/// format writes its header and notes. Findings without a file form one suite named
/// `dialogc`.
///
/// Every value is escaped by the one XML escaper (`XMLEscape`: attribute values keep their
/// line breaks, and characters XML 1.0 cannot hold are written as `\u{…}`), so a spec's text
/// can neither add markup nor define an entity, and the document always parses. Deterministic: suites in reporting order, no timestamps.
public struct JUnitFormatter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var order: [String] = []
        var suites: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let name = diagnostic.location?.path ?? "dialogc"
            if suites[name] == nil { order.append(name) }
            suites[name, default: []].append(diagnostic)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dialogc\" tests=\"\(diagnostics.count)\" failures=\"\(diagnostics.count)\">\n"
        for name in order {
            let findings = suites[name]!
            xml += "  <testsuite name=\"\(XMLEscape.attribute(name))\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
            for finding in findings {
                let place = finding.location.map { "\($0.start.line):\($0.start.column)" } ?? "-"
                xml += "    <testcase classname=\"\(XMLEscape.attribute(name))\" name=\"\(XMLEscape.attribute("\(finding.rule) at \(place)"))\">\n"
                xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLEscape.attribute("\(finding.message) [\(finding.rule)]"))\">"
                xml += XMLEscape.text(body(finding)) + "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The finding's header and notes, as the text format writes them (without excerpts).
    private func body(_ finding: Diagnostic) -> String {
        var lines: [String] = []
        let place = finding.location.map { "\($0.path):\($0.start.line):\($0.start.column): " } ?? ""
        lines.append("\(place)\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
        for note in finding.notes {
            let notePlace = note.location.map { "\($0.path):\($0.start.line):\($0.start.column): " } ?? ""
            lines.append("\(notePlace)note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
