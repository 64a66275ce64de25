import DialogDiagnostics
import DialogFormatters
import DialogTestSupport
import Foundation
import Testing

@Suite struct JSONFormatterTests {
    @Test func exactDocument() {
        let diagnostics = [SampleDiagnostics.all[0], SampleDiagnostics.all[1], SampleDiagnostics.all[4]]
        let expected = """
            {
              "diagnostics": [
                {
                  "message": "cannot read 'specs/missing.dialog.json': No such file or directory",
                  "notes": [],
                  "rule": "io",
                  "severity": "error"
                },
                {
                  "column": 3,
                  "endColumn": 10,
                  "endLine": 3,
                  "line": 3,
                  "message": "unknown key 'titel'",
                  "notes": [
                    {
                      "message": "did you mean 'title'?"
                    }
                  ],
                  "path": "specs/delete.dialog.json",
                  "rule": "unknown-key",
                  "severity": "error"
                },
                {
                  "column": 13,
                  "endColumn": 21,
                  "endLine": 7,
                  "line": 7,
                  "message": "two buttons have the id 'cancel'",
                  "notes": [
                    {
                      "column": 13,
                      "endColumn": 21,
                      "endLine": 6,
                      "line": 6,
                      "message": "first used here",
                      "path": "specs/delete.dialog.json"
                    }
                  ],
                  "path": "specs/delete.dialog.json",
                  "rule": "duplicate-id",
                  "severity": "error"
                }
              ],
              "summary": {
                "errors": 3,
                "warnings": 0
              },
              "version": 1
            }

            """
        expectText(JSONFormatter().render(diagnostics), expected)
    }

    @Test func multiLineRangeAndSummaryCounts() {
        let document = JSONFormatter().document(for: SampleDiagnostics.all)
        guard case .object(let members) = document, case .array(let entries)? = members["diagnostics"],
            case .object(let widths) = entries[6]
        else {
            Issue.record("unexpected document shape")
            return
        }
        #expect(members["summary"] == ["errors": 7, "warnings": 1])
        #expect(widths["rule"] == "button-widths")
        #expect([widths["line"], widths["column"], widths["endLine"], widths["endColumn"]] == [9, 25, 10, 30])
    }

    @Test func emptyRun() {
        #expect(
            JSONFormatter().render([]) == """
                {
                  "diagnostics": [],
                  "summary": {
                    "errors": 0,
                    "warnings": 0
                  },
                  "version": 1
                }

                """)
    }

    @Test(.enabled(if: JSONSchemaValidator.isUsable, "needs python3 with jsonschema (required when CI=true)"))
    func outputMatchesTheSchema() throws {
        let outputs = [
            JSONFormatter().render(SampleDiagnostics.all),
            JSONFormatter().render([]),
            JSONFormatter().render([
                Diagnostic(
                    rule: .io, severity: .warning, message: "\u{0}\u{1B} \"quoted\" 한 😀", location: nil,
                    notes: [Diagnostic.Note("n", at: .file("x y.json"))])
            ]),
        ]
        for output in outputs {
            let problems = try JSONSchemaValidator.problems(in: output)
            #expect(problems == "", "schema violations:\n\(problems)\nin:\n\(output)")
        }
    }

    @Test(.enabled(if: JSONSchemaValidator.isUsable, "needs python3 with jsonschema (required when CI=true)"))
    func schemaRejectsWhatTheFormatNeverWrites() throws {
        let base = #""notes": [], "rule": "io", "severity": "error", "message": "m""#
        let invalid = [
            #"{"version": 2, "diagnostics": [], "summary": {"errors": 0, "warnings": 0}}"#,
            #"{"version": 1, "diagnostics": [], "summary": {"errors": 0}}"#,
            #"{"version": 1, "diagnostics": [{\#(base), "path": "a.json"}], "summary": {"errors": 1, "warnings": 0}}"#,
            #"{"version": 1, "diagnostics": [{\#(base), "line": 1}], "summary": {"errors": 1, "warnings": 0}}"#,
            #"{"version": 1, "diagnostics": [{\#(base), "extra": 1}], "summary": {"errors": 1, "warnings": 0}}"#,
            #"{"version": 1, "diagnostics": [{"notes": [], "rule": "io", "severity": "info", "message": "m"}], "summary": {"errors": 1, "warnings": 0}}"#,
            #"{"version": 1, "diagnostics": [{\#(base), "path": "a", "line": 0, "column": 1, "endLine": 1, "endColumn": 1}], "summary": {"errors": 1, "warnings": 0}}"#,
            #"{"version": 1, "diagnostics": [{"notes": [{"message": "n", "column": 2}], "rule": "io", "severity": "error", "message": "m"}], "summary": {"errors": 1, "warnings": 0}}"#,
        ]
        for instance in invalid {
            #expect(try JSONSchemaValidator.problems(in: instance) != "", "schema accepts \(instance)")
        }
    }
}

/// Validates documents against `Schemas/diagnostics.schema.json` with Python's `jsonschema`
/// (Draft 2020-12), the validator most users of the schema will run. Tests using it are
/// skipped where it is not installed, except under `CI=true`, where they must run and fail.
enum JSONSchemaValidator {
    static let schemaPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/diagnostics.schema.json").path

    static let isAvailable = PythonOracle.canImport("jsonschema")

    static var isUsable: Bool { PythonOracle.shouldRun(needing: "jsonschema") }

    private static let script = """
        import json, sys, jsonschema
        with open(sys.argv[1], encoding="utf-8") as f: schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
        with open(sys.argv[2], encoding="utf-8") as f: instance = json.load(f)
        validator = jsonschema.Draft202012Validator(schema)
        for error in sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path))):
            print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message)
        """

    /// The schema violations in `document`, one per line; empty when it is valid. Throws when
    /// Python or the schema itself cannot be used.
    static func problems(in document: String) throws -> String {
        let instancePath = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialogc-diagnostics-\(UUID().uuidString).json").path
        try document.write(toFile: instancePath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: instancePath) }
        let result = try PythonOracle.transcript(of: ["-c", script, schemaPath, instancePath])
        guard result.status == 0 else {
            throw ValidatorFailure(message: "python3 exited with \(result.status):\n\(result.output)")
        }
        return result.output
    }

    struct ValidatorFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
