import Foundation

/// A program run to its end with bytes on its standard input: the Python oracles, the
/// language server over real pipes.
public enum ChildProcess {
    /// Runs `executable` with `arguments`, writes `input` to its standard input and closes
    /// it, then reads its standard output and standard error to their ends. The programs run
    /// this way read all their input before they write much, and write to standard error
    /// only when they fail, so writing, then reading standard output, then standard error
    /// cannot block on a full pipe.
    public static func run(_ executable: String, _ arguments: [String], input: Data) throws -> (status: Int32, output: Data, error: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, error)
    }
}
