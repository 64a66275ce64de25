import Testing

/// Options several commands share are declared once (`ConfigOptions`, `FindingsFormatOptions`,
/// `OutputFolderOptions`, `ReportOptions`): every command that takes one shows the same help
/// for it, so a user reads one meaning of `--quiet` whether it is `lint` or `merge`.
@Suite struct OptionGroupTests {
    let dialogc = CommandRunner()

    static let commands = [["lint"], ["merge"], ["build"], ["catalog"], ["layout"], ["tokens"], ["strings", "export"], ["strings", "import"]]
    static let sharedOptions = ["--config", "--color", "--force", "--output", "--max-warnings", "--strict", "--quiet", "--baseline", "--write-baseline"]

    /// The help row of `option` (with its wrapped continuation), nil when the command lacks it.
    static func row(_ option: String, in help: String) -> String? {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(option)") || $0.hasPrefix("  -q, \(option)") || $0.hasPrefix("  -o, \(option)") }) else {
            return nil
        }
        var row = lines[start]
        var next = start + 1
        while next < lines.count, lines[next].hasPrefix("      ") {
            row += "\n" + lines[next]
            next += 1
        }
        return row
    }

    @Test(arguments: sharedOptions)
    func aSharedOptionReadsTheSameInEveryCommand(_ option: String) {
        var rows: [String: [String]] = [:]
        for command in Self.commands {
            let help = dialogc.run(["help"] + command)
            #expect(help.status == 0)
            if let row = Self.row(option, in: help.standardOutput) { rows[row, default: []].append(command.joined(separator: " ")) }
        }
        #expect(!rows.isEmpty, "no command takes \(option)")
        #expect(rows.count == 1, "\(option) is worded differently: \(rows)")
    }
}
