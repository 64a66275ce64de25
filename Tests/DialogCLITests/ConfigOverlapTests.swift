import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// Overlapping configs end to end: a spec an outer `include` matches but its own, nearer
/// `dialogc.json` leaves out is checked by no project, and `config-overlap` says so at the
/// outer pattern instead of skipping it silently.
@Suite struct ConfigOverlapTests {
    let dialogc = CommandRunner()

    /// The outer config, its `include` pattern marked; vague titles are off so that the only
    /// warnings are about the configs.
    static let outerConfig = LocationMarkers(
        parsing: """
            {
              "version": 1,
              "include": [1️⃣"**/*.dialog.json"],
              "rules": { "vague-button-title": "off" }
            }

            """)

    /// The nested config: its `include` (marked) takes `other/`, not `specs/`.
    static let nestedConfig = LocationMarkers(
        parsing: #"{ "include": 1️⃣["other/*.dialog.json"], "rules": { "vague-button-title": "off" } }"#)

    /// `a` belongs to the outer project, `b` to the nested one, `c` to the nested config,
    /// which leaves it out.
    static func writeProject(in folder: TemporaryDirectory, nested: String = nestedConfig.cleanText) throws {
        try folder.write("dialogc.json", outerConfig.cleanText)
        try folder.write("a.dialog.json", ProjectConfigTests.vagueSpec(id: "a"))
        try folder.write("nested/dialogc.json", nested)
        try folder.write("nested/other/b.dialog.json", ProjectConfigTests.vagueSpec(id: "b"))
        try folder.write("nested/specs/c.dialog.json", ProjectConfigTests.vagueSpec(id: "c"))
    }

    /// `line:column` of a marker in a marked text.
    static func position(_ marker: Int, in markers: LocationMarkers) -> String {
        let position = SourceFile(path: "", text: markers.cleanText).position(of: markers.offsets[marker] ?? -1)
        return "\(position.line):\(position.column)"
    }

    static let overlap = "dialogc.json:\(position(1, in: outerConfig)): warning: the 'include' pattern '**/*.dialog.json' matches "
        + "'nested/specs/c.dialog.json', but that spec belongs to the nearer config 'nested/dialogc.json', whose 'include' does "
        + "not match it, so no project checks it; add it to the 'include' of 'nested/dialogc.json', or exclude it here [config-overlap]"
    static let note = "nested/dialogc.json:\(position(1, in: nestedConfig)): note: its 'include' takes only the specs its patterns match"

    static func lines(_ output: String, _ rule: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }
    }

    /// The bug as a user meets it: bare `dialogc lint` and `dialogc build` in the outer folder.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func bareLintAndBuildWarnAtTheOuterPatternNamingTheSpec() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeProject(in: folder)

        let lint = try ProjectConfigTests.runExecutable(["lint", "--no-cache"], in: folder.path)
        // A warning: exit status 0, as for any warning (docs/format/diagnostics.md).
        #expect(lint.status == 0, "\(lint.output)")
        #expect(Self.lines(lint.output, "config-overlap") == [Substring(Self.overlap)], "\(lint.output)")
        #expect(lint.output.contains(Self.note), "\(lint.output)")
        #expect(lint.error == "dialogc: 2 spec files checked: 0 errors, 1 warning\n")

        let build = try ProjectConfigTests.runExecutable(["build"], in: folder.path)
        #expect(build.status == 0, "\(build.output)")
        #expect(Self.lines(build.output, "config-overlap") == [Substring(Self.overlap)], "\(build.output)")
        #expect(folder.read("Generated/ADialog.swift") != nil)
        #expect(folder.read("nested/Generated/BDialog.swift") != nil)
        #expect(folder.read("Generated/CDialog.swift") == nil && folder.read("nested/Generated/CDialog.swift") == nil)
    }

    /// The same through a named folder, and a spec named on the command line is checked
    /// with its own config whatever the patterns say, with no finding.
    @Test func aFolderSearchWarnsTooAndANamedSpecIsChecked() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeProject(in: folder)

        let searched = dialogc.run("lint", "--no-cache", folder.path)
        #expect(searched.status == 0)
        let overlap = try #require(Self.lines(searched.standardOutput, "config-overlap").first.map(String.init))
        #expect(overlap.hasPrefix("\(folder.path)/dialogc.json:\(Self.position(1, in: Self.outerConfig)): warning: "))
        #expect(overlap.contains("matches '\(folder.path)/nested/specs/c.dialog.json', but that spec belongs to the nearer config '\(folder.path)/nested/dialogc.json'"))
        #expect(searched.standardError == "dialogc: 2 spec files checked: 0 errors, 1 warning\n")

        // The nested folder alone: the outer project is not part of the run.
        let nestedOnly = dialogc.run("lint", "--no-cache", folder.path + "/nested")
        #expect(Self.lines(nestedOnly.standardOutput, "config-overlap").isEmpty, "\(nestedOnly.standardOutput)")

        let named = dialogc.run("lint", "--no-cache", "--format", "json", folder.path, folder.path + "/nested/specs/c.dialog.json")
        #expect(named.status == 0)
        #expect(!named.standardOutput.contains("config-overlap"), "\(named.standardOutput)")
        #expect(named.standardError == "dialogc: 3 spec files checked: 0 errors, 0 warnings\n")
    }

    /// A nested config that takes the spec is the ordinary nearest-config case: no finding,
    /// every spec checked. So is one with no `include` at all.
    @Test func aNestedConfigThatTakesTheSpecGivesNoFinding() throws {
        for nested in [
            #"{ "include": ["other/*.dialog.json", "specs/**"], "rules": { "vague-button-title": "off" } }"#,
            #"{ "rules": { "vague-button-title": "off" } }"#,
        ] {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            try Self.writeProject(in: folder, nested: nested)
            let result = dialogc.run("lint", "--no-cache", folder.path)
            #expect(result.status == 0)
            #expect(result.standardOutput == "", "\(nested): \(result.standardOutput)")
            #expect(result.standardError == "dialogc: 3 spec files checked: 0 errors, 0 warnings\n")
        }
    }

    /// Switched off in the outer config's `rules`, or the spec excluded there: nothing, and
    /// the `exclude` that follows the advice is no `unmatched-glob` either (which only a
    /// whole-project run reports, hence the bare command).
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func theOuterConfigCanSwitchItOffOrExcludeTheSpec() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeProject(in: folder)
        let off = Self.outerConfig.cleanText.replacingOccurrences(of: #""vague-button-title": "off""#, with: #""vague-button-title": "off", "config-overlap": "off""#)
        try folder.write("dialogc.json", off)
        let silenced = try ProjectConfigTests.runExecutable(["lint", "--no-cache"], in: folder.path)
        #expect(silenced.status == 0)
        #expect(silenced.output == "", "\(silenced.output)")
        #expect(silenced.error == "dialogc: 2 spec files checked: 0 errors, 0 warnings\n")

        let excluded = Self.outerConfig.cleanText.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "exclude": ["nested/specs"],"#)
        try folder.write("dialogc.json", excluded)
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache"], in: folder.path)
        #expect(result.output == "", "\(result.output)")
        #expect(result.error == "dialogc: 2 spec files checked: 0 errors, 0 warnings\n")

        // As an error, it fails the run like any error.
        try folder.write("dialogc.json", off.replacingOccurrences(of: #""config-overlap": "off""#, with: #""config-overlap": "error""#))
        let strict = dialogc.run("lint", "--no-cache", folder.path)
        #expect(strict.status == 1)
        #expect(Self.lines(strict.standardOutput, "config-overlap").count == 1)
    }

    /// Thousands of specs can be left out by one pattern: one finding per pattern and nearer
    /// config, three specs named and a count; a nested `exclude` gets a note at its pattern.
    @Test func oneFindingPerPatternAndNearerConfigHoweverManySpecs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let nested = LocationMarkers(
            parsing: #"{ "include": ["other/**"], "exclude": [1️⃣"other/drafts"], "rules": { "vague-button-title": "off" } }"#)
        try Self.writeProject(in: folder, nested: nested.cleanText)
        for index in 1...5 {
            try folder.write("nested/other/drafts/d\(index).dialog.json", ProjectConfigTests.vagueSpec(id: "d\(index)"))
        }
        let result = dialogc.run("lint", "--no-cache", folder.path)
        #expect(result.status == 0)
        let findings = Self.lines(result.standardOutput, "config-overlap")
        #expect(findings.count == 1, "\(result.standardOutput)")
        let drafts = folder.path + "/nested/other/drafts/"
        #expect(
            findings.first?.contains(
                "matches 6 specs ('\(drafts)d1.dialog.json', '\(drafts)d2.dialog.json', '\(drafts)d3.dialog.json' and 3 more) "
                    + "that belong to the nearer config '\(folder.path)/nested/dialogc.json', whose 'include' and 'exclude' leave them out") == true,
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("change the 'include' and 'exclude' of '\(folder.path)/nested/dialogc.json' to take them, or exclude them here"))
        #expect(result.standardOutput.contains("\(folder.path)/nested/dialogc.json:\(Self.position(1, in: nested)): note: its 'exclude' pattern 'other/drafts' leaves out every spec it matches"))
        #expect(result.standardOutput.contains("note: its 'include' takes only the specs its patterns match"))
    }
}

/// `unmatched-glob` in a whole-project run whose specs all belong to nested projects: the
/// project's own patterns are judged as in any other whole-project run.
@Suite struct NestedOnlyProjectTests {
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func theOuterPatternsAreJudgedWhenEverySpecIsNested() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = LocationMarkers(parsing: #"{ "include": [1️⃣"specs/**"], "rules": { "vague-button-title": "off" } }"#)
        try folder.write("dialogc.json", config.cleanText)
        try folder.write("kit/dialogc.json", #"{ "rules": { "vague-button-title": "off" } }"#)
        try folder.write("kit/a.dialog.json", ProjectConfigTests.vagueSpec(id: "a"))
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache"], in: folder.path)
        #expect(result.status == 0)
        #expect(
            result.output.split(separator: "\n").filter { $0.hasSuffix("]") } == [
                "dialogc.json:\(ConfigOverlapTests.position(1, in: config)): warning: the 'include' pattern 'specs/**' matches no *.dialog.json file in the project; fix the pattern or remove it [unmatched-glob]"
            ], "\(result.output)")
        #expect(result.error == "dialogc: 1 spec file checked: 0 errors, 1 warning\n")
    }
}
