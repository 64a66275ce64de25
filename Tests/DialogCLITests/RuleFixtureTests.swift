import DialogCompiler
import DialogDiagnostics
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// Every rule of the Tokens, Design, Accessibility, Localization and Layout categories, end to end
/// through `dialogc lint`: for every rule, a fixture that triggers it and one that does not,
/// run end to end through the CLI with goldens of the text and SARIF output.
///
/// `Fixtures/rules/<rule-id>/` is a small project: `dialogc.json`, token files where the rule
/// needs them, `triggers.dialog.json` (reports the folder's rule, and nothing else) and
/// `passes.dialog.json` (the closest spec that reports nothing at all). Rules whose finding
/// lives in the config's token files (`invalid-token`, `token-cycle`, `legacy-token-format`,
/// `missing-token`) cannot pass with the same config, so their folder adds
/// `passes.dialogc.json`, the fixed project, which the passing run uses instead.
///
/// Each spec is linted in-process with absolute paths, in `--format text` and
/// `--format sarif`, and compared with the goldens beside it (`<spec>.expected.txt`,
/// `<spec>.expected.sarif.json`) after the repository root is cut from the paths. Re-record
/// with `DIALOGC_RECORD=1 swift test --filter RuleFixtureTests`, and read what changed.
@Suite struct RuleFixtureTests {
    static let categories: Set<RuleDescriptor.Category> = [.tokens, .design, .accessibility, .localization, .layout]

    /// The rules of those categories, in catalogue order.
    static var coveredRules: [RuleDescriptor] {
        RuleRegistry.catalog.all.filter { categories.contains($0.category) }
    }

    static var folders: [RuleFixtureFolder] { RuleFixtureFolder.all() }

    let dialogc = CommandRunner()

    @Test(arguments: folders)
    func triggeringSpecReportsItsRule(_ folder: RuleFixtureFolder) throws {
        let descriptor = try #require(RuleRegistry.catalog.descriptor(for: RuleID(folder.rule)))
        let expectedStatus: Int32 = descriptor.defaultSeverity == .error ? 1 : 0

        let text = lint(folder.triggers, config: folder.triggersConfig, format: "text")
        #expect(text.status == expectedStatus, "\(folder.rule): exit status \(text.status), expected \(expectedStatus) for a rule of severity \(descriptor.defaultSeverity)\n\(text.output)")
        check(text.output, against: folder.golden("triggers", "txt"))

        let sarif = lint(folder.triggers, config: folder.triggersConfig, format: "sarif")
        #expect(sarif.status == expectedStatus)
        let results = try SARIFResults(sarif.rawOutput)
        #expect(results.ruleIDs.contains(folder.rule), "\(folder.rule): the triggering spec does not report [\(folder.rule)]\n\(text.output)")
        for rule in Set(results.ruleIDs).subtracting([folder.rule]) {
            Issue.record("\(folder.rule): the triggering spec also reports [\(rule)]; keep the case focused on its rule\n\(text.output)")
        }
        #expect(results.ruleIDs.count == Self.headerCount(text.output), "text and SARIF report different numbers of findings")
        check(sarif.output, against: folder.golden("triggers", "sarif.json"))
    }

    @Test(arguments: folders)
    func passingSpecReportsNothing(_ folder: RuleFixtureFolder) throws {
        let text = lint(folder.passes, config: folder.passesConfig, format: "text")
        #expect(text.status == 0, "\(folder.rule): exit status \(text.status)\n\(text.output)")
        #expect(text.output.isEmpty, "\(folder.rule): the passing spec reports findings:\n\(text.output)")
        #expect(text.standardError == "dialogc: 1 spec file checked: 0 errors, 0 warnings\n")
        check(text.output, against: folder.golden("passes", "txt"))

        let sarif = lint(folder.passes, config: folder.passesConfig, format: "sarif")
        #expect(sarif.status == 0)
        #expect(try SARIFResults(sarif.rawOutput).ruleIDs.isEmpty)
        check(sarif.output, against: folder.golden("passes", "sarif.json"))
    }

    @Test func everyRuleHasAFolder() {
        let present = Set(Self.folders.map(\.rule))
        for rule in Self.coveredRules {
            #expect(present.contains(rule.id.name), "rule '\(rule.id)' has no end-to-end fixture in Fixtures/rules/\(rule.id)/")
        }
    }

    @Test func everyFolderIsACoveredRuleWithItsFiles() {
        let known = Set(Self.coveredRules.map(\.id.name))
        let fileManager = FileManager.default
        for folder in Self.folders {
            #expect(known.contains(folder.rule), "Fixtures/rules/\(folder.rule)/ names no rule of the categories \(Self.categories.map(\.rawValue).sorted())")
            for path in [folder.triggers, folder.passes, folder.triggersConfig, folder.passesConfig] {
                #expect(fileManager.fileExists(atPath: path), "missing \(path)")
            }
        }
    }

    @Test func sarifListsTheRegistry() throws {
        guard let folder = Self.folders.first else { return }
        let sarif = lint(folder.passes, config: folder.passesConfig, format: "sarif")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.rawOutput.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.catalog.all.map(\.id.name))
        #expect(driver["version"] as? String == DialogcVersion.current)
    }

    /// Finding header lines of the text format: `path:line:column: severity: message [rule]`.
    static func headerCount(_ text: String) -> Int {
        text.split(separator: "\n").count { line in
            line.wholeMatch(of: /.+:\d+:\d+: (error|warning|note): .* \[[a-z0-9-]+\]/) != nil
        }
    }

    // MARK: - Running

    struct Run {
        var status: Int32
        /// Standard output as printed.
        var rawOutput: String
        /// Standard output with the repository root cut from paths (and, for SARIF, the
        /// registry and version elided), as the goldens keep it.
        var output: String
        var standardError: String
    }

    func lint(_ spec: String, config: String, format: String) -> Run {
        let result = dialogc.run("lint", spec, "--config", config, "--format", format, "--color", "never")
        var output = RepositoryRelative.strip(result.standardOutput)
        if format == "sarif" { output = SARIFGolden.normalize(output) }
        return Run(status: result.status, rawOutput: result.standardOutput, output: output, standardError: result.standardError)
    }

    func check(_ output: String, against golden: String) {
        for absolute in RepositoryRelative.forms where output.contains(absolute) {
            Issue.record("an absolute path ('\(absolute)') remains in the output for \(golden)")
        }
        if let failure = Golden.check(output, against: golden) { Issue.record(Comment(rawValue: failure)) }
    }
}

/// One `Fixtures/rules/<rule-id>/` folder, with absolute paths.
struct RuleFixtureFolder: Sendable, CustomTestStringConvertible {
    static let root = RepositoryPaths.fixtures + "/rules"

    var rule: String
    var path: String

    var testDescription: String { rule }

    var triggers: String { path + "/triggers.dialog.json" }
    var passes: String { path + "/passes.dialog.json" }
    var triggersConfig: String { path + "/dialogc.json" }
    /// `passes.dialogc.json` where the rule's finding is in the config's token files.
    var passesConfig: String {
        let fixed = path + "/passes.dialogc.json"
        return FileManager.default.fileExists(atPath: fixed) ? fixed : triggersConfig
    }

    /// `triggers.expected.txt`, `passes.expected.sarif.json`, ...
    func golden(_ spec: String, _ suffix: String) -> String {
        "\(path)/\(spec).expected.\(suffix)"
    }

    static func all() -> [RuleFixtureFolder] {
        let fileManager = FileManager.default
        return ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted().compactMap { name in
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            return RuleFixtureFolder(rule: name, path: root + "/" + name)
        }
    }
}

/// Output paths made repository-relative, so goldens match on every checkout.
enum RepositoryRelative {
    /// The root with a trailing slash as text output prints it, and as SARIF writes it in a
    /// URI reference (percent-encoded; the same unless the path has spaces or non-ASCII).
    static var forms: [String] {
        let plain = RepositoryPaths.root + "/"
        let encoded = uriReference(plain)
        return encoded == plain ? [plain] : [plain, encoded]
    }

    static func strip(_ text: String) -> String {
        forms.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
    }

    /// The percent-encoding of `SARIFFormatter.uriReference(forPath:)`.
    static func uriReference(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        var result = ""
        for byte in path.utf8 {
            if kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

/// What SARIF goldens leave out: `tool.driver.rules` (the whole registry, the same in every
/// log; `sarifListsTheRegistry` checks it once) and `tool.driver.version`, so a catalogue
/// wording change or a version bump does not rewrite every golden. The results, with their
/// `ruleIndex`, stay byte for byte.
enum SARIFGolden {
    static let elidedRules = "(RuleRegistry.catalog.all, checked by RuleFixtureTests.sarifListsTheRegistry)"
    static let elidedVersion = "(dialogc version)"
    /// Fingerprints hash the path as given, which is absolute here; their values are checked
    /// by `SARIFFingerprintTests`.
    static let elidedFingerprint = "(fingerprint, checked by SARIFFingerprintTests)"

    static func normalize(_ sarif: String) -> String {
        var lines = sarif.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"rules\": [") }) else { return sarif }
        let indent = String(lines[start].prefix { $0 == " " })
        var end = start
        if !lines[start].hasSuffix("[]") && !lines[start].hasSuffix("[],") {
            end = lines[(start + 1)...].firstIndex { $0 == indent + "]" || $0 == indent + "]," } ?? start
        }
        let comma = lines[end].hasSuffix(",") ? "," : ""
        lines.replaceSubrange(start...end, with: [indent + "\"rules\": \"\(elidedRules)\"" + comma])
        if let version = lines.firstIndex(where: { $0.hasPrefix(indent + "\"version\": ") && $0.contains("\"\(DialogcVersion.current)\"") }) {
            lines[version] = lines[version].replacingOccurrences(of: "\"\(DialogcVersion.current)\"", with: "\"\(elidedVersion)\"")
        }
        return lines.joined(separator: "\n").replacingOccurrences(
            of: #""dialogc/v1": "[0-9a-f]{64}""#, with: "\"dialogc/v1\": \"\(elidedFingerprint)\"", options: .regularExpression)
    }
}

/// The `ruleId`s of a SARIF log's results, in order; each result's `ruleIndex` must point at
/// its rule in `tool.driver.rules`, which the goldens elide.
struct SARIFResults {
    var ruleIDs: [String]

    init(_ sarif: String) throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let driver = (runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let registry = (driver?["rules"] as? [[String: Any]] ?? []).map { $0["id"] as? String }
        ruleIDs = results.compactMap { $0["ruleId"] as? String }
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int, "a result without ruleIndex")
            #expect(registry.indices.contains(index) && registry[index] == result["ruleId"] as? String, "ruleIndex \(index) does not point at \(result["ruleId"] ?? "?")")
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
