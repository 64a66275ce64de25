import Foundation

/// Runs an independent Python implementation as a test oracle (jsonschema, fontTools,
/// wcag-contrast-ratio): a script that reads JSON on standard input and writes JSON on
/// standard output. CI installs the packages (`.ci/run`); on a developer's machine without
/// them the checks are skipped, but under `CI=true` a missing package fails the test.
public enum PythonOracle {
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Whether `python3 -c "import <module>"` succeeds.
    public static func canImport(_ module: String) -> Bool {
        (try? run(["-c", "import \(module)"], input: Data()))?.status == 0
    }

    /// Whether a check that needs `module` should run: it is importable, or this is CI,
    /// where its absence is a real failure.
    public static func shouldRun(needing module: String) -> Bool {
        canImport(module) || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Runs `python3 <arguments>` and returns its exit status and its standard output and
    /// error interleaved, for checks that report problems as text.
    public static func transcript(of arguments: [String]) throws -> (status: Int32, output: String) {
        try SwiftCompiler.run("/usr/bin/env", ["python3"] + arguments)
    }

    /// Runs `script` with `input` on standard input and returns its standard output.
    public static func output(of script: String, input: Data) throws -> Data {
        let result = try run(["-c", script], input: input)
        guard result.status == 0 else {
            throw Failure(message: "python3 exited with \(result.status): \(String(decoding: result.error, as: UTF8.self))")
        }
        return result.output
    }

    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data, error: Data) {
        try ChildProcess.run("/usr/bin/env", ["python3"] + arguments, input: input)
    }
}
