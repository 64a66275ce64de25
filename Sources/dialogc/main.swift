import DialogCLI

// The whole program is the in-process command line, so tests can run it without a process.
let status = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()))
exitProcess(status)
