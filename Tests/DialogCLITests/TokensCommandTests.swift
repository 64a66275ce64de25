import DialogRules
import DialogTestSupport
import Foundation
import Testing

@Suite struct TokensCommandTests {
    let dialogc = CommandRunner()

    @Test func embeddedDefaultInBothThemesWithNoConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = try folder.write("dialogc.json", "{}")
        let result = dialogc.run("tokens", "--config", config)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("theme light\n"))
        #expect(result.standardOutput.contains("\ntheme dark\n"))
        #expect(result.standardOutput.contains("  dialog.alert.cornerRadius "))
    }

    @Test func jsonOfOneThemeIsDeterministic() throws {
        let config = RepositoryPaths.fixtures + "/dialogc.json"
        let first = dialogc.run("tokens", "--config", config, "--theme", "light", "--format", "json")
        let second = dialogc.run("tokens", "--config", config, "--theme", "light", "--format", "json")
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        let themes = try #require(document["themes"] as? [String: Any])
        #expect(Array(themes.keys) == ["light"])
        let light = try #require(themes["light"] as? [String: Any])
        let mono = try #require(light["button.mono.background"] as? [String: Any])
        #expect(mono["type"] as? String == "color")
    }

    @Test func tokenFilesLayeredOverTheDefaultReportTheirProblems() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write("brand.tokens.json", ##"{"brand": {"$type": "color", "primary": {"$value": "#2563EB"}}}"##)
        let result = dialogc.run("tokens", tokens)
        #expect(result.status == 0, "warnings only")
        #expect(result.standardError.contains("[legacy-token-format]"))
        #expect(result.standardOutput.contains("  brand.primary "))
    }

    @Test func tokenNamesThatCollideInSwiftAreErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write("brand.tokens.json", ##"{"highlight": {"$type": "color", "Type": {"$value": "#FF0000"}, "type": {"$value": "#00FF00"}}}"##)
        let result = dialogc.run("tokens", tokens)
        #expect(result.status == 1)
        #expect(result.standardError.contains("'highlight.Type' is named 'type' in DialogTokens.swift, as 'highlight.type' is"))
        #expect(result.standardError.contains("'highlight.type' is named 'type' in DialogTokens.swift, as 'highlight.Type' is"))
    }

    @Test func unknownThemeIsAUsageError() {
        let result = dialogc.run("tokens", "--config", RepositoryPaths.fixtures + "/dialogc.json", "--theme", "drak")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: no theme 'drak'; the themes are 'light', 'dark'; did you mean 'dark'?\n"))
    }

    @Test func rulesMarkdownIsTheCheckedInReference() throws {
        let result = dialogc.run("rules", "--markdown")
        #expect(result.status == 0)
        #expect(result.standardOutput == RuleDocumentation.markdown())
    }
}
