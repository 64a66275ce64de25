import Foundation

/// `dialogc-bench <subcommand> [options]`: see `BenchmarkHelp`.
func runBenchmarkCommandLine(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, first != "-h", first != "--help" else {
        print(BenchmarkHelp.general(), terminator: "")
        return 0
    }
    if first == "help" {
        guard let name = arguments.dropFirst().first else {
            print(BenchmarkHelp.general(), terminator: "")
            return 0
        }
        guard let command = BenchmarkCommands.named(name) else { return usageFailure(UsageError("unknown subcommand '\(name)'")) }
        print(BenchmarkHelp.command(command), terminator: "")
        return 0
    }
    guard let command = BenchmarkCommands.named(first) else { return usageFailure(UsageError("unknown subcommand '\(first)'")) }
    let rest = Array(arguments.dropFirst())
    if rest.contains("-h") || rest.contains("--help") {
        print(BenchmarkHelp.command(command), terminator: "")
        return 0
    }
    do throws(UsageError) {
        try command.run(rest)
        return 0
    } catch {
        return usageFailure(error)
    }
}

func usageFailure(_ error: UsageError) -> Int32 {
    var text = "Error: \(error.message)\n"
    if let command = error.command {
        text += "Usage: dialogc-bench \(command) [options]\n  See 'dialogc-bench help \(command)'.\n"
    } else {
        text += "Usage: dialogc-bench <subcommand> [options]\n  See 'dialogc-bench --help'.\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
    return 2
}

exit(runBenchmarkCommandLine(Array(CommandLine.arguments.dropFirst())))
