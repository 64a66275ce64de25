import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// Every invalid fixture reports exactly what its markers say, and every valid spec fixture
/// decodes without a finding.
@Suite struct SpecFixtureTests {
    static let invalidDirectory = RepositoryPaths.fixtures + "/invalid"
    static let specsDirectory = RepositoryPaths.fixtures + "/specs"

    /// `Fixtures/invalid/<rule-id>/<case>.dialog.json`, relative to `Fixtures/invalid`.
    /// Cases of several files (`<rule-id>/<case>/*.dialog.json`, such as two specs sharing
    /// an id) need the whole compiler and are checked by its end-to-end tests, not here.
    static let invalidFixtures: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: invalidDirectory)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            // `unused-suppression` is mostly found after the rules (a suppression that dropped
            // nothing), not by the decoder; DialogCLITests' InvalidFixtureTests checks its cases.
            guard !path.hasPrefix("unused-suppression/") else { continue }
            // `payload-conformance` is a rule run after decoding, with the config; InvalidFixtureTests checks it.
            guard !path.hasPrefix("payload-conformance/") else { continue }
            if path.hasSuffix(".dialog.json"), path.split(separator: "/").count == 2 { paths.append(path) }
        }
        return paths.sorted()
    }()

    /// The files of multi-file cases, `<rule-id>/<case>/*.dialog.json`.
    static let multiFileFixtures: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: invalidDirectory)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".dialog.json"), path.split(separator: "/").count > 2 { paths.append(path) }
        }
        return paths.sorted()
    }()

    static let validFixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory)) ?? []
        return names.filter { $0.hasSuffix(".dialog.json") }.sorted()
    }()

    @Test func everyInputRuleHasAnInvalidFixture() {
        let directories = Set(Self.invalidFixtures.compactMap { $0.split(separator: "/").first.map(String.init) })
        let inputRules: [RuleID] = [
            .jsonSyntax, .duplicateKey, .unknownKey, .typeMismatch, .missingKey, .invalidValue, .duplicateID,
            .invalidIdentifier,
        ]
        for rule in inputRules {
            #expect(directories.contains(rule.name), "no fixture in Fixtures/invalid/\(rule.name)/")
        }
    }

    @Test(arguments: invalidFixtures)
    func invalidFixtureReportsItsMarkers(_ relativePath: String) throws {
        let text = try String(contentsOfFile: Self.invalidDirectory + "/" + relativePath, encoding: .utf8)
        let directory = String(relativePath.split(separator: "/")[0])
        let rule = RuleID(directory)
        #expect(RuleRegistry.catalog.descriptor(for: rule) != nil, "'\(directory)' is not a rule id")
        let (result, markers) = SpecHarness.decodeMarked(text, path: relativePath)
        #expect(!markers.offsets.isEmpty, "\(relativePath) has no location marker")
        #expect(result.diagnostics.contains { $0.rule == rule }, "\(relativePath) reports no [\(directory)]")
        let expected = Self.alsoExpectedRules(in: markers.cleanText).union([rule])
        if let mismatch = SpecHarness.mismatch(result.diagnostics, markers, expectedRules: expected) {
            Issue.record("\(relativePath):\n\(mismatch)\nall findings:\n\(SpecHarness.describe(result.diagnostics))")
        }
    }

    /// Each file of a multi-file case is fine on its own: the case's findings come only
    /// from comparing the files, so the spec decoder reports nothing.
    @Test(arguments: multiFileFixtures)
    func multiFileCaseFileDecodesCleanlyAlone(_ relativePath: String) throws {
        let text = try String(contentsOfFile: Self.invalidDirectory + "/" + relativePath, encoding: .utf8)
        let (result, _) = SpecHarness.decodeMarked(text, path: relativePath)
        #expect(result.diagnostics.isEmpty, "\(relativePath):\n\(SpecHarness.describe(result.diagnostics))")
        #expect(result.spec != nil)
    }

    @Test(arguments: validFixtures)
    func validFixtureDecodesCleanly(_ name: String) throws {
        let text = try String(contentsOfFile: Self.specsDirectory + "/" + name, encoding: .utf8)
        let result = SpecHarness.decode(text, path: name)
        #expect(result.diagnostics.isEmpty, "\(name):\n\(SpecHarness.describe(result.diagnostics))")
        #expect(result.spec != nil)
    }

    /// A fixture whose mistake also trips another rule says so in its root `$comment`:
    /// `"$comment": "... Also expects: markup."` (rule ids separated by commas).
    static func alsoExpectedRules(in text: String) -> Set<RuleID> {
        let file = SourceFile(path: "fixture", text: text)
        guard let members = JSONParser().parse(file).value?.objectMembers,
            let comment = members.first(where: { $0.key == "$comment" })?.value.stringValue,
            let range = comment.range(of: "Also expects: ")
        else { return [] }
        let list = comment[range.upperBound...].prefix { $0 != "." }
        return Set(list.split(separator: ",").map { RuleID($0.trimmingCharacters(in: .whitespaces)) })
    }
}
