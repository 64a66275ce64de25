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

    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    static let hasJSONSchema: Bool = {
        guard let result = try? runPython(["-c", "import jsonschema"]) else { return false }
        return result.status == 0
    }()

    @Test(
        "Fixtures pass and structural invalid fixtures fail the JSON Schemas",
        .enabled(
            if: hasJSONSchema || isCI,
            "python3 with the 'jsonschema' package is not available (pip install jsonschema)")
    )
    func fixturesMatchSchemas() throws {
        try #require(
            Self.hasJSONSchema,
            "CI=true but python3 cannot import 'jsonschema'; CI must install it (pip install jsonschema)")

        let script = Self.repositoryRoot.appendingPathComponent("Tests/SchemaTests/validate_fixtures.py")
        let result = try Self.runPython([script.path, Self.repositoryRoot.path])
        #expect(
            result.status == 0,
            "validate_fixtures.py exited with \(result.status):\n\(result.output)")
    }

    /// Runs `python3` with `arguments` from the repository root; returns its exit status and
    /// its standard output and error, interleaved.
    static func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = repositoryRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
