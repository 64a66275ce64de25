import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// The bundled reference dialogs are meant to be clean: with the bundled config and the
/// design system it names (loaded as the compiler loads it), no registered rule finds
/// anything in them.
@Suite struct FixtureRuleTests {
    static var specPaths: [String] {
        let directory = RepositoryPaths.fixtures + "/specs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".dialog.json") }.sorted().map { "Fixtures/specs/" + $0 }
    }

    @Test func fixturesExist() {
        #expect(!Self.specPaths.isEmpty)
    }

    @Test(arguments: specPaths)
    func bundledSpecPassesEveryRule(_ path: String) throws {
        let specText = try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
        let configText = try String(contentsOfFile: RepositoryPaths.fixtures + "/dialogc.json", encoding: .utf8)
        let decoded = RuleHarness.decode(spec: specText, config: configText, specPath: path)
        #expect(decoded.problems.isEmpty, "\(decoded.problems.map(\.message))")
        let spec = try #require(decoded.spec)
        let (designSystem, tokenProblems) = FixtureDesignSystem.load(decoded.config)
        #expect(tokenProblems.isEmpty, "\(tokenProblems.map(\.message))")
        let system = try #require(designSystem)

        let findings = RuleRunner.check(spec, config: decoded.config, designSystem: system)

        #expect(findings.isEmpty, "\(findings.map { "\(RuleHarness.describe($0.location)): [\($0.rule)] \($0.message)" })")
    }
}
