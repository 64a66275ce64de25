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
        for descriptor in RuleCatalog.all {
            #expect(markdown.contains("### `\(descriptor.id)`"), "no section for \(descriptor.id)")
        }
    }

    @Test func examplesAreShownWithoutMarkers() {
        let markdown = RuleDocumentation.markdown()
        #expect(!markdown.contains("1️⃣"))
        #expect(markdown == RuleDocumentation.markdown(), "the reference must be deterministic")
    }
}
