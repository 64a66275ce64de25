import DialogCompiler
import DialogDiagnostics
import DialogRules
import DialogTestSupport
import Testing

@Suite struct CommandLineTests {
    let dialogc = CommandRunner()

    @Test func versionIsTheCompilersVersion() {
        let result = dialogc.run("--version")
        #expect(result.status == 0)
        #expect(result.standardOutput == DialogcVersion.current + "\n")
    }

    @Test func rootHelpListsEverySubcommand() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = dialogc.run(arguments)
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
            for section in ["USAGE: dialogc <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "  lint ", "  merge ", "  rules ", "  explain ", "See 'dialogc help <subcommand>'"] {
                #expect(result.standardOutput.contains(section), "\(arguments): no '\(section)'")
            }
        }
    }

    @Test func subcommandHelpInEveryForm() {
        let viaHelp = dialogc.run("help", "lint")
        let viaFlag = dialogc.run("lint", "--help")
        #expect(viaHelp.status == 0)
        #expect(viaHelp.standardOutput == viaFlag.standardOutput)
        for section in ["OVERVIEW:", "USAGE: dialogc lint [<path> ...]", "ARGUMENTS:", "OPTIONS:", "--format <format>", "(values: text, json, sarif, github, junit)", "--max-warnings <n>", "-h, --help"] {
            #expect(viaHelp.standardOutput.contains(section), "no '\(section)'")
        }
    }

    @Test func mergeHelpInEveryForm() {
        let viaHelp = dialogc.run("help", "merge")
        let viaFlag = dialogc.run("merge", "--help")
        #expect(viaHelp.status == 0)
        #expect(viaHelp.standardOutput == viaFlag.standardOutput)
        for section in ["OVERVIEW: Report the parts of a sharded lint run as one run.", "USAGE: dialogc merge <results> ...", "ARGUMENTS:", "--format <format>", "-h, --help"] {
            #expect(viaHelp.standardOutput.contains(section), "no '\(section)'")
        }
        #expect(dialogc.run("help", "lint").standardOutput.contains("--shard <i/n>"))
    }

    @Test func noSubcommandIsAUsageError() {
        let result = dialogc.run([])
        #expect(result.status == 2)
        #expect(result.standardError == "Error: missing subcommand\nUsage: dialogc <subcommand>\n  See 'dialogc --help' for more details.\n")
    }

    @Test func misspelledSubcommandSuggestsTheRightOne() {
        let result = dialogc.run("lnit", "specs")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: unknown subcommand 'lnit'; did you mean 'lint'?\n"))
    }

    @Test func usageErrorsNameTheCommandAndExitTwo() {
        let unknownOption = dialogc.run("lint", "specs", "--formt", "json")
        #expect(unknownOption.status == 2)
        #expect(unknownOption.standardError == """
            Error: unknown option '--formt'; did you mean '--format'?
            Usage: dialogc lint [<path> ...] [--config <file>] [--format <format>] [--output <file>] [--max-warnings <n>] [--strict] [--quiet] [--baseline <file>] [--write-baseline <file>] [--color <when>] [--pseudo-locale <locale>] [--stdin-filename <path>] [--no-cache] [--fix | --fix-dry-run] [--no-wait] [--shard <i/n> --shard-output <file>]
              See 'dialogc help lint' for more details.

            """)

        let badValue = dialogc.run("lint", "specs", "--format", "sarf")
        #expect(badValue.status == 2)
        #expect(badValue.standardError.hasPrefix("Error: the value 'sarf' is invalid for '--format <format>'; use one of: text, json, sarif, github, junit (did you mean 'sarif'?)\n"))

        let missingValue = dialogc.run("lint", "specs", "--config")
        #expect(missingValue.status == 2)
        #expect(missingValue.standardError.hasPrefix("Error: missing value for '--config <file>'\n"))

        let badNumber = dialogc.run("lint", "specs", "--max-warnings", "many")
        #expect(badNumber.status == 2)
        #expect(badNumber.standardError.hasPrefix("Error: '--max-warnings' needs a whole number of 0 or more, not 'many'\n"))

        let noPath = dialogc.run("lint")
        #expect(noPath.status == 2)
        #expect(noPath.standardError.hasPrefix("Error: missing <path>; name the spec files or folders to check, or run in a project with a dialogc.json\n"))

        let flagWithValue = dialogc.run("lint", "specs", "--strict=yes")
        #expect(flagWithValue.status == 2)
        #expect(flagWithValue.standardError.hasPrefix("Error: '--strict' does not take a value\n"))
    }

    @Test func doubleDashEndsOptions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = dialogc.run("lint", "--", folder.path + "/-odd-name.dialog.json")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("no such file or folder"))
    }

    @Test func rulesListsEveryRuleByCategory() {
        let result = dialogc.run("rules")
        #expect(result.status == 0)
        for rule in RuleRegistry.catalog.all {
            #expect(result.standardOutput.contains("  \(rule.id.name) "), "rules does not list \(rule.id.name)")
        }
        for category in RuleDescriptor.Category.allCases {
            #expect(result.standardOutput.contains("\(category.rawValue):\n"))
        }
        #expect(result.standardOutput.contains("unknown-key               error (fixed)"))
    }

    @Test func explainPrintsRationaleAndConfiguration() {
        let fixed = dialogc.run("explain", "duplicate-key")
        #expect(fixed.status == 0)
        #expect(fixed.standardOutput.hasPrefix("duplicate-key\n\nCategory:  Input\nSeverity:  error (fixed: cannot be configured or disabled)\n"))
        #expect(!fixed.standardOutput.contains("Configure it"))

        let configurable = dialogc.run("explain", "markup")
        #expect(configurable.standardOutput.contains(#""rules": { "markup": "warning" }"#))
        #expect(configurable.standardOutput.contains(#""lint": { "disable": ["markup"] }"#))
    }

    @Test func explainUnknownRuleSuggestsOne() {
        let result = dialogc.run("explain", "unknown-kye")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: unknown rule 'unknown-kye'; did you mean 'unknown-key'?\n"))
    }
}
