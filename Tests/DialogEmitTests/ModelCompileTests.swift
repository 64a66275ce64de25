import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// Compiles `DialogSupport.swift`, every generated dialog and `ModelCheckProgram.source` with
/// one `swiftc` run (Swift 6 language mode, warnings as errors), runs the program and checks
/// what it prints: texts per locale, substitution, highlight ranges, actions and payloads,
/// and the hostile texts byte for byte.
@Suite struct ModelCompileTests {
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated model was not compiled"))
    func generatedModelCompilesAndBehaves() throws {
        let compiler = try #require(SwiftCompiler.find())
        let config = try EmitFixtures.config()
        let hostile = try EmitFixtures.spec(EmitFixtures.hostileSpec)
        let specs = try EmitFixtures.referenceSpecs() + [hostile]
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var paths = [try write(SwiftModelEmitter.support(config: try EmitFixtures.publicConfig()), in: directory)]
        for spec in specs { paths.append(try write(SwiftModelEmitter.dialog(spec, config: config), in: directory)) }
        paths.append(try directory.write("main.swift", ModelCheckProgram.source))

        let executable = directory.path + "/model-check"
        let build = try compiler.run(["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "ModelCheck", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.status == 0, Comment(rawValue: "the model check program failed:\n" + run.output))

        let results = Self.parse(run.output)
        for (key, expected) in ModelCheckProgram.expectations {
            #expect(results[key] == expected, "\(key)")
        }
        for (key, text) in try Self.hostileExpectations(hostile) {
            #expect(results[key] == ModelCheckProgram.hex(text), "\(key) does not round-trip")
        }
    }

    private func write(_ file: OutputFile, in directory: TemporaryDirectory) throws -> String {
        try directory.write(file.relativePath, file.contents)
    }

    /// `key=value` lines.
    static func parse(_ output: String) -> [String: String] {
        var results: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            results[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return results
    }

    /// The hostile spec's texts as decoded, with the program's parameter values substituted:
    /// what the generated code must give back, scalar for scalar.
    static func hostileExpectations(_ spec: DialogSpec) throws -> [String: String] {
        func substituted(_ text: DialogText, _ values: [String: String]) -> String {
            text.pieces.map { piece in
                switch piece.kind {
                case .literal(let literal): literal
                case .placeholder(let name): values[name] ?? "?"
                }
            }.joined()
        }
        func shown(_ text: LocalizedText?, _ locale: String) throws -> String {
            substituted(try #require(text?.text(for: locale)), ["name": ModelCheckProgram.hostileName, "count": "42", "pages": "2"])
        }
        let hint = try #require(spec.buttons.first?.accessibility.hint?.entries.first { $0.locale?.value == "en" }?.plural?.text(.one, .other))
        return [
            "hostile.title": try shown(spec.title, "ko"),
            "hostile.en.message": try shown(spec.message, "en"),
            "hostile.ko.message": try shown(spec.message, "ko"),
            "hostile.button": try shown(spec.buttons.first?.title, "ko"),
            "hostile.label": try shown(spec.buttons.first?.accessibility.label, "ko"),
            "hostile.en.hint": try shown(spec.buttons.first?.accessibility.hint, "en"),
            "hostile.en.hint.one.other": substituted(hint, ["count": "1", "pages": "3"]),
        ]
    }
}
