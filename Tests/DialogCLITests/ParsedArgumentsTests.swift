import Testing

@testable import DialogCLI

/// Every option is read through its declaration (`ParsedArguments.value(_:)` takes an
/// `OptionSpec`), so the name a command reads is the name its help shows and a misspelt
/// lookup does not compile.
@Suite struct ParsedArgumentsTests {
    static let commandsWithCache = ["build": BuildCommand.spec, "catalog": CatalogCommand.spec, "lint": LintCommand.spec]

    @Test(arguments: commandsWithCache.keys.sorted())
    func noCacheIsReadThroughItsGroupInEveryCommandThatTakesIt(_ name: String) throws {
        let command = try #require(Self.commandsWithCache[name])
        let given = try ArgumentParser(command: command).parse(["--no-cache"])
        let absent = try ArgumentParser(command: command).parse([])
        #expect(!CacheOptions(given).usesCache, "\(command.name) --no-cache still uses the cache")
        #expect(CacheOptions(absent).usesCache)
    }

    @Test func aRewordedSharedOptionKeepsItsName() {
        #expect(BuildCommand.noCache.name == CacheOptions.noCache.name)
        #expect(LintCommand.noCache.help != CatalogCommand.noCache.help)
        #expect(LintCommand.noWait.name == ProjectWaitOptions.noWait.name)
    }

    @Test func aCommandsOwnOptionsAreReadThroughTheirDeclarations() throws {
        let parsed = try ArgumentParser(command: LintCommand.spec).parse(
            ["specs", "--shard=1/2", "--shard-output", "part.json", "--pseudo-locale", "en-XA", "--fix-dry-run"])
        #expect(parsed.value(LintCommand.shard) == "1/2")
        #expect(parsed.value(LintCommand.shardOutput) == "part.json")
        #expect(parsed.list(LintCommand.pseudoLocale) == ["en-XA"])
        #expect(parsed.flag(LintCommand.fixDryRun))
        #expect(!parsed.flag(LintCommand.fix))
        #expect(parsed.positionals == ["specs"])

        let export = try ArgumentParser(command: StringsCommand.exportSpec).parse(["-o", "out.xliff", "--locale", "ko,de", "--locale", "fr"])
        #expect(export.value(StringsCommand.exportOut) == "out.xliff")
        #expect(export.list(StringsCommand.exportLocale) == ["ko", "de", "fr"])
    }

    /// Two declarations of one name in a command would leave one of them unread.
    @Test func noCommandDeclaresAnOptionTwice() {
        let commands = CommandLineTool.subcommands.map(\.spec) + [StringsCommand.exportSpec, StringsCommand.importSpec]
        for command in commands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) declares \(names)")
        }
    }
}
