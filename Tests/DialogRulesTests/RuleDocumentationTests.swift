import DialogDiagnostics
import DialogRules
import DialogTestSupport
import Testing

/// `docs/rules.md` is generated; this test fails when it drifts from the catalogue or the
/// rules' examples. Re-record with `DIALOGC_RECORD=1`.
@Suite struct RuleDocumentationTests {
    @Test func checkedInReferenceMatchesTheGeneratedOne() {
        let markdown = RuleDocumentation.markdown()
        if let failure = Golden.check(markdown, against: RepositoryPaths.root + "/docs/rules.md") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func referenceCoversEveryCataloguedRule() {
        let markdown = RuleDocumentation.markdown()
        for descriptor in RuleRegistry.catalog.all {
            #expect(markdown.contains("### `\(descriptor.id)`"), "no section for \(descriptor.id)")
        }
    }

    @Test func examplesAreShownWithoutMarkers() {
        let markdown = RuleDocumentation.markdown()
        #expect(!markdown.contains("1️⃣"))
        #expect(markdown == RuleDocumentation.markdown(), "the reference must be deterministic")
    }
}

/// Severity matches the harm: every rule that fails a build by default says why, in its
/// documentation (`Why an error:` in docs/rules.md and `dialogc explain`).
@Suite struct RuleSeverityTests {
    @Test func everyErrorSaysWhyItIsAnError() {
        for descriptor in RuleRegistry.catalog.all where descriptor.defaultSeverity == .error {
            #expect(!descriptor.severityReason.isEmpty, "'\(descriptor.id)' is an error by default but does not say why")
        }
        #expect(RuleDocumentation.markdown().contains("Why an error: A file that is not JSON has no content to check"))
    }

    @Test func anUnusedParameterWarnsAsSwiftDoes() {
        #expect(RuleRegistry.catalog.descriptor(for: .unusedParameter)?.defaultSeverity == .warning)
        #expect(RuleRegistry.catalog.descriptor(for: .placeholderMismatch)?.defaultSeverity == .error)
    }
}
