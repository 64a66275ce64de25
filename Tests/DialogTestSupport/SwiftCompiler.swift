import Foundation

/// Finds and runs `swiftc`: `$SWIFTC`, else `swiftc` on `PATH` through `/usr/bin/env`.
public struct SwiftCompiler: Sendable {
    public var launch: [String]

    public static func find() -> SwiftCompiler? {
        let environment = ProcessInfo.processInfo.environment
        let candidate = environment["SWIFTC"].map { SwiftCompiler(launch: [$0]) } ?? SwiftCompiler(launch: ["/usr/bin/env", "swiftc"])
        guard let probe = try? candidate.run(["--version"]), probe.status == 0 else { return nil }
        return candidate
    }

    public func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(launch[0], Array(launch.dropFirst()) + arguments)
    }

    /// Runs a program to completion; standard output and error together.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
