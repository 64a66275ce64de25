import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Testing

/// Runs the first two stages on a spec text, as the compiler does: parse, then decode when
/// parsing produced a value.
enum SpecHarness {
    struct Result {
        var spec: DialogSpec?
        /// Parser and decoder findings together.
        var diagnostics: [Diagnostic]
    }

    static func decode(_ text: String, path: String = "test.dialog.json") -> Result {
        let file = SourceFile(path: path, text: text)
        let (value, parseDiagnostics) = JSONParser().parse(file)
        guard let value else { return Result(spec: nil, diagnostics: parseDiagnostics) }
        let context = DecodingContext(file: file)
        let spec = SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        return Result(spec: spec, diagnostics: parseDiagnostics + context.diagnostics)
    }

    /// Decodes a text with location markers; the markers say where findings must start.
    static func decodeMarked(_ markedText: String, path: String = "test.dialog.json") -> (Result, LocationMarkers) {
        let markers = LocationMarkers(parsing: markedText)
        return (decode(markers.cleanText, path: path), markers)
    }

    /// What is wrong with `diagnostics` against `markers`, or nil when they agree: every
    /// finding starts at a marker, every marker has a finding, and every rule is expected.
    static func mismatch(_ diagnostics: [Diagnostic], _ markers: LocationMarkers, expectedRules: Set<RuleID>) -> String? {
        var problems: [String] = []
        let markerOffsets = Set(markers.offsets.values)
        for diagnostic in diagnostics {
            let offset = diagnostic.location?.start.offset ?? -1
            let position = diagnostic.location.map { "\($0.start.line):\($0.start.column)" } ?? "?"
            if !markerOffsets.contains(offset) {
                problems.append("unexpected finding at \(position) (offset \(offset)): [\(diagnostic.rule)] \(diagnostic.message)")
            }
            if !expectedRules.contains(diagnostic.rule) {
                problems.append("unexpected rule at \(position): [\(diagnostic.rule)] \(diagnostic.message)")
            }
        }
        let found = Set(diagnostics.compactMap { $0.location?.start.offset })
        for (number, offset) in markers.offsets.sorted(by: { $0.key < $1.key }) where !found.contains(offset) {
            problems.append("no finding at marker \(number) (offset \(offset))")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// The UTF-8 offset of the first occurrence of `needle` in `text`.
    static func offset(of needle: String, in text: String) -> Int? {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        guard pattern.count <= haystack.count else { return nil }
        return (0...(haystack.count - pattern.count)).first { Array(haystack[$0..<($0 + pattern.count)]) == pattern }
    }

    /// A one-line view of findings for failure messages.
    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let position = diagnostic.location.map { "\($0.start.line):\($0.start.column)" } ?? "?"
            return "\(position) [\(diagnostic.rule)] \(diagnostic.message)"
        }.joined(separator: "\n")
    }
}

extension SpecHarness {
    /// Decodes a marked spec and checks that the findings are exactly the marked ones: one
    /// finding per marker, at the marker, with the rule given for its number.
    @discardableResult
    static func expectFindings(
        _ markedText: String, _ expected: [Int: RuleID], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Result {
        let (result, markers) = decodeMarked(markedText)
        var problems: [String] = []
        if Set(markers.offsets.keys) != Set(expected.keys) {
            problems.append("markers \(markers.markerNumbers) but expected rules for \(expected.keys.sorted())")
        }
        var unmatched = result.diagnostics
        for (number, rule) in expected.sorted(by: { $0.key < $1.key }) {
            guard let offset = markers.offsets[number] else { continue }
            if let index = unmatched.firstIndex(where: { $0.location?.start.offset == offset && $0.rule == rule }) {
                unmatched.remove(at: index)
            } else {
                problems.append("no [\(rule)] at marker \(number)")
            }
        }
        problems += unmatched.map { "unexpected: \(describe([$0]))" }
        if !problems.isEmpty {
            Issue.record(
                Comment(
                    rawValue: "findings do not match the markers\n" + problems.joined(separator: "\n") + "\nall findings:\n"
                        + describe(result.diagnostics)),
                sourceLocation: sourceLocation)
        }
        return result
    }
}
