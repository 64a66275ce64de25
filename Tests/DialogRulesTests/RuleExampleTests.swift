import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTestSupport
import Testing

/// One example of one registered rule, as a test argument.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    var rule: RuleID
    var triggers: Bool
    var index: Int

    static var all: [ExampleCase] {
        RuleRegistry.all.flatMap { rule in
            rule.examples.triggering.indices.map { ExampleCase(rule: rule.id, triggers: true, index: $0) }
                + rule.examples.nonTriggering.indices.map { ExampleCase(rule: rule.id, triggers: false, index: $0) }
        }
    }

    var example: RuleExample {
        let examples = RuleRegistry.rule(rule)!.examples
        return triggers ? examples.triggering[index] : examples.nonTriggering[index]
    }

    var testDescription: String { "\(rule) \(triggers ? "triggering" : "non-triggering") \(index + 1)" }
}

/// Every registered rule's examples are its tests: a triggering example must produce this
/// rule's findings exactly at its markers, a non-triggering one none at all.
@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.all)
    func exampleFindingsStartAtMarkers(_ exampleCase: ExampleCase) throws {
        let example = exampleCase.example
        let markers = LocationMarkers(parsing: example.spec)
        let decoded = RuleHarness.decode(spec: markers.cleanText, config: example.config)
        #expect(decoded.problems.isEmpty, "the example does not decode cleanly: \(decoded.problems.map(\.message))")
        let spec = try #require(decoded.spec)
        let rule = try #require(RuleRegistry.rule(exampleCase.rule))
        // An example's config may name token files (read from `Fixtures/`).
        let (designSystem, tokenProblems) = FixtureDesignSystem.load(decoded.config)
        #expect(tokenProblems.isEmpty, "the example's tokens do not load cleanly: \(tokenProblems.map(\.message))")
        let system = try #require(designSystem)

        let findings = RuleRunner.check(spec, config: decoded.config, designSystem: system, rules: [rule])

        #expect(findings.allSatisfy { $0.rule == exampleCase.rule })
        if exampleCase.triggers {
            #expect(!markers.offsets.isEmpty, "a triggering example needs at least one location marker")
            if let mismatch = RuleHarness.mismatch(findings, markers) { Issue.record(Comment(rawValue: mismatch)) }
        } else {
            #expect(markers.offsets.isEmpty, "a non-triggering example has no markers")
            #expect(findings.isEmpty, "\(findings.map { "\(RuleHarness.describe($0.location)): \($0.message)" })")
        }
        for finding in findings {
            #expect(finding.severity == RuleRegistry.catalog.descriptor(for: exampleCase.rule)?.defaultSeverity)
        }
    }

    @Test(arguments: RuleRegistry.all.map(\.id))
    func everyRuleHasBothKindsOfExample(_ id: RuleID) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(!rule.examples.triggering.isEmpty, "\(id) has no triggering example")
        #expect(!rule.examples.nonTriggering.isEmpty, "\(id) has no non-triggering example")
    }
}
