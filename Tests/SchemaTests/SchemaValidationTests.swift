import DialogTestSupport
import Foundation
import Testing

/// Validates the bundled fixtures against the JSON Schemas in `Schemas/` by running
/// `Tests/SchemaTests/validate_fixtures.py` (Python's `jsonschema` is the reference
/// validator editors and CI use). Without `jsonschema` the test is skipped locally, but it
/// fails on CI (`CI=true`), where its absence means the check silently stopped running.
@Suite struct SchemaValidationTests {
    /// The repository root: two directories up from this file's folder (`Tests/SchemaTests`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let hasJSONSchema = PythonOracle.canImport("jsonschema")

    @Test(
        "Fixtures pass and structural invalid fixtures fail the JSON Schemas",
        .enabled(
            if: PythonOracle.shouldRun(needing: "jsonschema"),
            "python3 with the 'jsonschema' package is not available (pip install jsonschema)")
    )
    func fixturesMatchSchemas() throws {
        try #require(
            Self.hasJSONSchema,
            "CI=true but python3 cannot import 'jsonschema'; CI must install it (pip install jsonschema)")

        let script = Self.repositoryRoot.appendingPathComponent("Tests/SchemaTests/validate_fixtures.py")
        let result = try PythonOracle.transcript(of: [script.path, Self.repositoryRoot.path])
        #expect(
            result.status == 0,
            "validate_fixtures.py exited with \(result.status):\n\(result.output)")
    }
}
