import DialogCLI
import DialogTestSupport
import Foundation
import Testing

/// `dialogc schema NAME` prints the repository's schemas byte for byte: the built-in text is
/// generated from `Schemas/` here, and this test fails when either drifts.
@Suite struct EmbeddedSchemaTests {
    let dialogc = CommandRunner()

    /// The generated Swift for the current `Schemas/` files.
    static func source() throws -> String {
        var text = """
            // Generated from Schemas/ by EmbeddedSchemaTests; do not edit: change the schema and
            // re-record with DIALOGC_RECORD=1 swift test --skip-build --filter EmbeddedSchemaTests.

            extension EmbeddedSchema {
                /// The schema's text, byte for byte `Schemas/<fileName>`.
                public var text: String {
                    switch self {

            """
        for schema in EmbeddedSchema.allCases {
            let json = try String(contentsOfFile: RepositoryPaths.schemas + "/" + schema.fileName, encoding: .utf8)
            #expect(!json.contains("\"\"\"##") && !json.contains("\\##"), "the schema must fit a ## raw string")
            text += "        case .\(schema.rawValue):\n            ##\"\"\"\n\(json)\n\"\"\"##\n"
        }
        return text + "        }\n    }\n}\n"
    }

    @Test func theBuiltInSchemasAreTheRepositorysFiles() throws {
        let path = RepositoryPaths.root + "/Sources/DialogCLI/EmbeddedSchema+Text.swift"
        if let failure = Golden.check(try Self.source(), against: path) { Issue.record("\(failure)") }
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.schemas).filter { $0.hasSuffix(".schema.json") }
        #expect(Set(files) == Set(EmbeddedSchema.allCases.map(\.fileName)), "every schema in Schemas/ has a name")
    }

    @Test(arguments: EmbeddedSchema.allCases)
    func schemaPrintsTheFile(_ schema: EmbeddedSchema) throws {
        let result = dialogc.run("schema", schema.rawValue)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let file = try String(contentsOfFile: RepositoryPaths.schemas + "/" + schema.fileName, encoding: .utf8)
        #expect(result.standardOutput == file)
        #expect(result.standardOutput.contains("\"$id\": \"https://dialogc.dev/schemas/\(schema.fileName)\""))
    }

    /// The file's name and stem name the schema too: `dialog` is what `Schemas/` and the
    /// `$id` show for the spec schema.
    @Test(arguments: EmbeddedSchema.allCases)
    func theFileNameAndStemNameTheSchema(_ schema: EmbeddedSchema) {
        let stem = String(schema.fileName.dropLast(".schema.json".count))
        for name in [schema.fileName, stem] {
            let result = dialogc.run("schema", name)
            #expect(result.status == 0, "\(name): \(result.standardError)")
            #expect(result.standardOutput == dialogc.run("schema", schema.rawValue).standardOutput)
        }
    }

    @Test func anUnknownOrMissingNameIsAUsageErrorListingTheNames() {
        let unknown = dialogc.run("schema", "confg")
        #expect(unknown.status == 2)
        #expect(unknown.standardOutput == "")
        #expect(unknown.standardError.hasPrefix("Error: unknown schema 'confg'; the schemas are spec, config, layout, diagnostics; did you mean 'config'?\n"))
        let missing = dialogc.run("schema")
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: missing <name>; the schemas are spec, config, layout, diagnostics\n"))
        let help = dialogc.run("schema", "--help")
        #expect(help.status == 0)
        for schema in EmbeddedSchema.allCases { #expect(help.standardOutput.contains("'\(schema.rawValue)'")) }
        #expect(dialogc.run("--help").standardOutput.contains("  schema "))
    }
}
