import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// Every case under `Fixtures/invalid/<rule-id>/` through the whole pipeline after reading:
/// the findings must start exactly at the case's location markers, carry the rule its folder
/// names (other rules only where a marker's fixture says so is not allowed: keep cases
/// focused), and print exactly as the golden `<case>.expected` says.
///
/// A case is a `*.dialog.json` file, or a folder of them checked together (for rules about
/// several specs, such as two specs sharing an id).
@Suite struct InvalidFixtureTests {
    static let invalidRoot = RepositoryPaths.fixtures + "/invalid"

    static var cases: [FixtureCase] { FixtureCase.all(under: invalidRoot) }

    @Test(arguments: cases)
    func fixtureReportsItsRuleAtItsMarkers(_ fixture: FixtureCase) throws {
        let sources = try fixture.markedFiles()
        let result = LintPipeline().check(sources.map(\.file), config: ProjectConfig())
        #expect(!result.diagnostics.isEmpty, "\(fixture.name) reports nothing")

        for diagnostic in result.diagnostics {
            #expect(
                diagnostic.rule.name == fixture.rule,
                "\(fixture.name): unexpected [\(diagnostic.rule)] \(diagnostic.message)")
        }
        for source in sources {
            let reported = Set(result.diagnostics.filter { $0.location?.path == source.file.path }.compactMap { $0.location?.start.offset })
            let marked = Set(source.markers.offsets.values)
            #expect(reported == marked, "\(source.file.path): findings start at \(describe(reported, in: source.file)), markers at \(describe(marked, in: source.file))")
        }

        let text = DiagnosticFormatter.render(result.diagnostics, format: .text, options: DiagnosticFormatOptions(toolVersion: "golden", rules: RuleRegistry.catalog))
        if let failure = Golden.check(text, against: fixture.goldenPath) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func everyInputRuleHasACase() {
        let covered = Set(Self.cases.map(\.rule))
        // `io`, `unmatched-glob` and `config-overlap` are about files and the configs, never a
        // spec's content (ProjectConfigTests and ConfigOverlapTests cover the globs);
        // `translation-file` and `stale-translation`
        // are about translation files (StringsImportBadInputTests, StringsCommandTests);
        // `tca-content` needs the config's `swift.tca` (its rule examples run with one).
        // `spec-file-name` and `unknown-language` are about file names and the config
        // (ConfigMistakeTests); `catalog-icon` about the catalog's icon folder, which only
        // `dialogc catalog` reads (CatalogIconTests).
        let notSpecContent: [RuleID] = [
            .io, .unmatchedGlob, .configOverlap, .translationFile, .staleTranslation, .tcaContent, .specFileName, .unknownLanguage, .catalogIcon,
        ]
        let inputRules = RuleRegistry.catalog.all.filter { $0.category == .input && !notSpecContent.contains($0.id) }.map(\.id.name)
        for rule in inputRules {
            #expect(covered.contains(rule), "no fixture under Fixtures/invalid/\(rule)/")
        }
    }

    private func describe(_ offsets: Set<Int>, in file: SourceFile) -> String {
        offsets.sorted().map { offset in
            let position = file.position(of: offset)
            return "\(position.line):\(position.column)"
        }.joined(separator: ", ")
    }
}

/// One invalid case: a spec file, or a folder of specs linted together.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    /// The rule folder, which is also the rule id every finding must have.
    var rule: String
    /// `invalid/<rule>/<case>` without extension, for messages.
    var name: String
    /// Repository-relative paths of the spec files, which are also their display paths.
    var files: [String]
    var goldenPath: String

    var testDescription: String { name }

    struct MarkedFile {
        var file: SourceFile
        var markers: LocationMarkers
    }

    func markedFiles() throws -> [MarkedFile] {
        try files.map { path in
            let text = try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
            let markers = LocationMarkers(parsing: text)
            return MarkedFile(file: SourceFile(path: path, text: markers.cleanText), markers: markers)
        }
    }

    static func all(under root: String) -> [FixtureCase] {
        let fileManager = FileManager.default
        var cases: [FixtureCase] = []
        let rules = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for rule in rules {
            let folder = root + "/" + rule
            for entry in ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let relative = "Fixtures/invalid/\(rule)/\(entry)"
                var isFolder: ObjCBool = false
                _ = fileManager.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder)
                if isFolder.boolValue {
                    let members = ((try? fileManager.contentsOfDirectory(atPath: folder + "/" + entry)) ?? [])
                        .filter { $0.hasSuffix(".dialog.json") }.sorted().map { relative + "/" + $0 }
                    cases.append(FixtureCase(rule: rule, name: "\(rule)/\(entry)", files: members, goldenPath: folder + "/" + entry + ".expected"))
                } else if entry.hasSuffix(".dialog.json") {
                    let stem = String(entry.dropLast(".dialog.json".count))
                    cases.append(FixtureCase(rule: rule, name: "\(rule)/\(stem)", files: [relative], goldenPath: folder + "/" + stem + ".expected"))
                }
            }
        }
        return cases
    }
}
