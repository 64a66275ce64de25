import DialogCLI
import DialogCompiler
import Synchronization

/// Runs `dialogc` in-process and captures what it writes, as a user's terminal would see it.
struct CommandRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    var environment: [String: String] = [:]
    var outputIsTerminal = false
    /// What `dialogc lint -` reads; nil when standard input cannot be read.
    var standardInput: [UInt8]? = nil

    func run(_ arguments: String...) -> Output {
        run(arguments)
    }

    /// The cache key every in-process run has unless its environment names another, so no
    /// test reads or makes a key file in the home folder.
    static let cacheKey = "dialogc tests"
    static let cacheSecret = CacheSecret(key: Array(cacheKey.utf8))

    func run(_ arguments: [String]) -> Output {
        let output = Mutex("")
        let error = Mutex("")
        let io = CommandIO(
            writeOutput: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } },
            outputIsTerminal: outputIsTerminal,
            environment: environment.merging([CacheSecret.environmentVariable: Self.cacheKey]) { own, _ in own },
            readInput: { [standardInput] in standardInput })
        let status = CommandLineTool.run(arguments: arguments, io: io)
        return Output(status: status, standardOutput: output.withLock { $0 }, standardError: error.withLock { $0 })
    }
}
