import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation

/// Specs and the config decoded as the compiler decodes them, for the emitter tests.
enum EmitFixtures {
    struct DecodeFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The six reference specs, sorted by file name.
    static func referenceSpecs() throws -> [DialogSpec] {
        let directory = RepositoryPaths.fixtures + "/specs"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".dialog.json") }.sorted()
        return try names.map { name in
            try spec(String(contentsOfFile: directory + "/" + name, encoding: .utf8), path: "Fixtures/specs/" + name)
        }
    }

    static func config() throws -> ProjectConfig {
        let text = try String(contentsOfFile: RepositoryPaths.fixtures + "/dialogc.json", encoding: .utf8)
        let file = SourceFile(path: "Fixtures/dialogc.json", text: text)
        let (value, problems) = JSONParser().parse(file)
        guard let value, problems.isEmpty else { throw DecodeFailure(description: "config: \(problems)") }
        let context = DecodingContext(file: file)
        guard let config = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog), !hasErrors(context.diagnostics) else {
            throw DecodeFailure(description: "config: \(context.diagnostics)")
        }
        return config
    }

    /// `config()` with `swift.accessLevel` public, as the compile tests use it.
    static func publicConfig() throws -> ProjectConfig {
        var config = try config()
        config.swift.accessLevel = Defaulted(default: .public)
        return config
    }

    /// A spec that must decode without errors.
    static func spec(_ text: String, path: String = "test.dialog.json") throws -> DialogSpec {
        let file = SourceFile(path: path, text: text)
        let (value, problems) = JSONParser().parse(file)
        guard let value, problems.isEmpty else { throw DecodeFailure(description: "\(path): \(problems)") }
        let context = DecodingContext(file: file)
        guard let spec = SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog), !hasErrors(context.diagnostics) else {
            throw DecodeFailure(description: "\(path): \(context.diagnostics)")
        }
        return spec
    }

    private static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Texts that try every way out of a string literal or a comment. JSON escapes put the
    /// invisible scalars in: bidi controls, separators, NUL and other controls, zero-width
    /// characters, and a decomposed `é` that must not be normalized.
    static let hostileSpec = #"""
    {
      "id": "hostile.text",
      "description": "Ends here */ \n}\nstruct Injected {} // \u202E reversed \u2028 next",
      "title": "Quote \" backslash \\ interpolation \\(1 + 1) \\\\( raw #\"x\"# ##\" triple \"\"\" comments /* */ // end",
      "message": {
        "en": "<accent>{name}</accent> bidi [\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F] separators [\u2028\u2029] controls [\u0000\u0001\t\r\n\u007F\u0085] zero-width [\u200B\u200D\uFEFF] decomposed [e\u0301] braces {{x}} tag-like < b > count {count}",
        "ko": "<accent>{name}</accent> 한국어 \u202E 뒤집기 \\( {count}"
      },
      "parameters": { "count": "Int", "pages": "Int" },
      "buttons": [{
        "id": "ok", "title": "OK \\u{{41}} \" \n", "action": "didTapOK",
        "accessibility": {
          "label": "Label \" \\(1) \u202E \u2028 */ {{x}} {name}",
          "hint": {
            "en": { "plural": "count", "one": { "plural": "pages", "one": "Hint \\(1) {pages} \u202E", "other": "Hint */ #\"x\"# {count} {pages}" }, "other": "Hint #\"x\"# \u0000 \\u{{41}}" },
            "ko": "힌트 \u202E"
          }
        }
      }]
    }
    """#
}
