import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// Shared configs end to end through the executable: a design-system repository and app
/// repositories beside it that extend its `dialogc.json` (docs/format/config.md, "`extends`").
@Suite(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
struct ConfigExtendsTests {
    /// The design system's config: themes with its own token file, three locales, one device,
    /// rules stricter than the defaults. The theme's path is marked.
    static let designSystem = LocationMarkers(
        parsing: """
            {
              "version": 1,
              "themes": { "light": [1️⃣"tokens/acme.tokens.json"], "dark": ["tokens/acme.tokens.json"] },
              "locales": ["en", "de", "ja"],
              "devices": ["iphone-se"],
              "rules": { "text-length": { "severity": "error", "title": 40, "message": 30 }, "vague-button-title": "off" }
            }

            """)

    static let tokens = """
        { "dialog": { "alert": { "cornerRadius": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } } } }

        """

    /// The app: it extends the design system, writes its own locales and tightens one option
    /// of a rule (keeping the design system's severity and its other option). `extends` is marked.
    static let app = LocationMarkers(
        parsing: """
            {
              "version": 1,
              "extends": 1️⃣"../design-system/dialogc.json",
              "locales": ["en", "de"],
              "rules": { "text-length": { "title": 10 } }
            }

            """)

    /// In English and German only: the design system's `ja` would make every text miss one.
    static let spec = """
        {
          "id": "timer.delete",
          "title": { "en": "Delete this timer?", "de": "Diesen Timer löschen?" },
          "message": { "en": "A deleted timer cannot be restored.", "de": "Ein gelöschter Timer ist verloren." },
          "buttons": [
            { "id": "delete", "title": { "en": "Delete", "de": "Löschen" }, "role": "destructive" },
            { "id": "cancel", "title": { "en": "Cancel", "de": "Abbrechen" }, "role": "cancel" }
          ],
          "layout": { "buttons": "vertical" }
        }

        """

    static func writeRepositories(in folder: TemporaryDirectory, designSystem: String = designSystem.cleanText, app: String = app.cleanText) throws {
        try folder.write("design-system/dialogc.json", designSystem)
        try folder.write("design-system/tokens/acme.tokens.json", tokens)
        try folder.write("app/dialogc.json", app)
        try folder.write("app/specs/delete.dialog.json", spec)
    }

    static func run(_ arguments: [String], in folder: TemporaryDirectory, _ subfolder: String = "app") throws -> (status: Int32, output: String, error: String) {
        try DialogcExecutable.run(arguments, in: folder.path + "/" + subfolder)
    }

    static func findings(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasSuffix("]") && ($0.contains(": error: ") || $0.contains(": warning: ")) }
    }

    static func position(_ marker: Int, in markers: LocationMarkers) -> String {
        ConfigOverlapTests.position(marker, in: markers)
    }

    /// The app checks its spec with the design system's themes (token file read from the
    /// design system's folder), severities and options, its own locales, and its own
    /// `title` limit: only `text-length` errors, for the titles (10) and the messages (30).
    @Test func anAppTakesTheDesignSystemsConfigAndOverridesItsLocalesAndOneOption() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeRepositories(in: folder)

        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 1, "\(lint.output)\(lint.error)")
        let findings = Self.findings(lint.output)
        #expect(findings.count == 4 && findings.allSatisfy { $0.hasSuffix("[text-length]") && $0.contains(": error: ") }, "\(lint.output)")
        #expect(findings.contains { $0.contains("title") && $0.contains("10") }, "the app's own title limit: \(lint.output)")
        #expect(findings.contains { $0.contains("message") && $0.contains("30") }, "the design system's message limit: \(lint.output)")
        #expect(!lint.output.contains("missing-translation") && !lint.output.contains("[io]"), "\(lint.output)")

        // Without the app's override the design system's limit of 40 holds for titles.
        try folder.write("app/dialogc.json", #"{ "version": 1, "extends": "../design-system/dialogc.json", "locales": ["en", "de"] }"#)
        let plain = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(Self.findings(plain.output).count == 2 && Self.findings(plain.output).allSatisfy { $0.contains("message") }, "\(plain.output)")
        // Without its own locales the app takes the design system's `ja`.
        try folder.write("app/dialogc.json", #"{ "version": 1, "extends": "../design-system/dialogc.json" }"#)
        let inherited = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(inherited.output.contains("[missing-translation]"), "\(inherited.output)")
    }

    /// A theme's token file is read relative to the design system's config, and one it lacks
    /// is reported there, at the path, never in the app.
    @Test func aParentsTokenPathIsResolvedAndReportedInTheParent() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeRepositories(in: folder)
        try FileManager.default.removeItem(atPath: folder.path + "/design-system/tokens/acme.tokens.json")

        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 2, "\(lint.output)")
        let io = Self.findings(lint.output).filter { $0.hasSuffix("[io]") }
        #expect(io.count == 1 && io[0].hasPrefix("../design-system/dialogc.json:\(Self.position(1, in: Self.designSystem)): error: "), "\(lint.output)")
    }

    /// Three levels: the nearest config that writes a key wins.
    @Test func aThreeLevelChainMergesNearestFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeRepositories(in: folder)
        // The company's policy: French too, and vague button titles an error; the design
        // system switches them to a warning and leaves the locales to the company.
        try folder.write("policy/dialogc.json", #"{ "version": 1, "locales": ["en", "de", "fr"], "rules": { "vague-button-title": "error", "text-length": { "severity": "warning" } } }"#)
        try folder.write(
            "design-system/dialogc.json",
            #"{ "version": 1, "extends": "../policy/dialogc.json", "themes": { "light": ["tokens/acme.tokens.json"] }, "rules": { "vague-button-title": "warning" } }"#)
        try folder.write("app/dialogc.json", #"{ "version": 1, "extends": "../design-system/dialogc.json" }"#)
        try folder.write("app/specs/delete.dialog.json", ProjectConfigTests.vagueSpec(id: "delete"))

        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        let findings = Self.findings(lint.output)
        #expect(findings.contains { $0.hasSuffix("[vague-button-title]") && $0.contains(": warning: ") }, "\(lint.output)")
        #expect(!findings.contains { $0.hasSuffix("[vague-button-title]") && $0.contains(": error: ") }, "\(lint.output)")
        #expect(findings.contains { $0.hasSuffix("[missing-translation]") && $0.contains("'fr'") }, "the policy's locales: \(lint.output)")
        #expect(lint.status == 1, "\(lint.output)")
    }

    /// A cycle is an error at the `extends` value that closes it, and the config that
    /// reaches it cannot be used; exit status 2.
    @Test func aCycleIsAnErrorAtTheExtendsValue() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let back = LocationMarkers(parsing: #"{ "version": 1, "extends": 1️⃣"../app/dialogc.json" }"#)
        try Self.writeRepositories(in: folder, designSystem: back.cleanText)

        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 2, "\(lint.output)")
        let findings = Self.findings(lint.output)
        #expect(
            findings.contains {
                $0.hasPrefix("../design-system/dialogc.json:\(Self.position(1, in: back)): error: 'extends' leads back to a config of its own chain")
                    && $0.hasSuffix("[invalid-value]")
            }, "\(lint.output)")
        #expect(
            findings.contains { $0.hasPrefix("dialogc.json:\(Self.position(1, in: Self.app)): error: '../design-system/dialogc.json', which 'extends' names, has an error") },
            "\(lint.output)")
        #expect(!lint.output.contains("[text-length]"), "no spec is checked against a broken config: \(lint.output)")
    }

    /// A parent that is not there is an `io` error at the value, with a did-you-mean for a
    /// near name, or for the config inside a folder named instead.
    @Test func aMissingParentIsAnErrorAtTheExtendsValue() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let typo = LocationMarkers(parsing: #"{ "version": 1, "extends": 1️⃣"../design-system/dialogc.jsn" }"#)
        try Self.writeRepositories(in: folder, app: typo.cleanText)

        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 2, "\(lint.output)")
        #expect(
            lint.output.contains(
                "dialogc.json:\(Self.position(1, in: typo)): error: 'extends' names '../design-system/dialogc.jsn', which does not exist; "),
            "\(lint.output)")
        #expect(Self.findings(lint.output).filter { $0.hasSuffix("[io]") }.count == 1, "\(lint.output)")
        #expect(lint.output.contains("note: did you mean '../design-system/dialogc.json'?"), "\(lint.output)")

        try folder.write("app/dialogc.json", #"{ "version": 1, "extends": "../design-system" }"#)
        let named = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(named.status == 2 && named.output.contains("note: did you mean '../design-system/dialogc.json'?"), "\(named.output)")
    }

    /// A typo in the parent is reported in the parent, at its line and column, and stops the
    /// app's config at its `extends`.
    @Test func aParentsTypoIsReportedInTheParentAtItsPosition() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let typo = LocationMarkers(parsing: #"{ "version": 1, "rules": { 1️⃣"text-lenght": "error" } }"#)
        try Self.writeRepositories(in: folder, designSystem: typo.cleanText)

        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 2, "\(lint.output)")
        let findings = Self.findings(lint.output)
        #expect(
            findings.contains { $0.hasPrefix("../design-system/dialogc.json:\(Self.position(1, in: typo)): error: ") && $0.hasSuffix("[invalid-value]") },
            "\(lint.output)")
        #expect(lint.output.contains("note: did you mean 'text-length'?"), "\(lint.output)")
        #expect(
            findings.contains { $0.hasPrefix("dialogc.json:\(Self.position(1, in: Self.app)): error: ") && $0.contains("has an error (reported in that file)") },
            "\(lint.output)")
    }

    /// Editing the design system's config alone (the app's files untouched) invalidates the
    /// app's build cache: the no-op build after it compiles the spec again.
    @Test func editingTheParentRebuildsTheApp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeRepositories(in: folder, app: #"{ "version": 1, "extends": "../design-system/dialogc.json", "locales": ["en", "de"], "rules": { "text-length": "off" } }"#)

        let first = try Self.run(["build"], in: folder)
        #expect(first.status == 0 && first.error.contains("1 compiled, 0 up to date"), "\(first.output)\(first.error)")
        let noOp = try Self.run(["build"], in: folder)
        #expect(noOp.error.contains("0 compiled, 1 up to date"), "\(noOp.error)")

        try folder.write("design-system/dialogc.json", Self.designSystem.cleanText.replacingOccurrences(of: "\"iphone-se\"", with: "\"iphone-15\""))
        let afterEdit = try Self.run(["build"], in: folder)
        #expect(afterEdit.status == 0 && afterEdit.error.contains("1 compiled, 0 up to date"), "\(afterEdit.output)\(afterEdit.error)")

        // The lint cache too: the rules' findings, kept per spec, depend on the parent's options.
        try folder.write("app/dialogc.json", #"{ "version": 1, "extends": "../design-system/dialogc.json", "locales": ["en", "de"] }"#)
        try folder.write("design-system/dialogc.json", #"{ "version": 1, "rules": { "text-length": { "title": 40 } } }"#)
        let lenient = try Self.run(["lint"], in: folder)
        #expect(lenient.status == 0 && Self.findings(lenient.output).isEmpty, "\(lenient.output)")
        try folder.write("design-system/dialogc.json", #"{ "version": 1, "rules": { "text-length": { "severity": "error", "title": 10 } } }"#)
        let strict = try Self.run(["lint"], in: folder)
        #expect(strict.status == 1 && Self.findings(strict.output).count == 2, "the lint cache is keyed on the parent: \(strict.output)")
    }

    /// Two apps of one run that extend one design system: a warning in its config is
    /// reported once, in its file.
    @Test func aParentSharedByTwoProjectsIsReportedOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let typo = LocationMarkers(parsing: #"{ "version": 1, "locales": ["en", 1️⃣"kr"], "rules": { "vague-button-title": "off" } }"#)
        try folder.write("design-system/dialogc.json", typo.cleanText)
        for app in ["app", "app2"] {
            try folder.write("\(app)/dialogc.json", #"{ "version": 1, "extends": "../design-system/dialogc.json", "locales": ["en"] }"#)
            try folder.write("\(app)/specs/a.dialog.json", ProjectConfigTests.vagueSpec(id: app))
        }
        let lint = try Self.run(["lint", "--no-cache", "app", "app2"], in: folder, ".")
        #expect(lint.status == 0, "\(lint.output)")
        #expect(
            Self.findings(lint.output).map(String.init) == ["design-system/dialogc.json:\(Self.position(1, in: typo)): warning: " + Self.unknownKr + " [unknown-language]"],
            "\(lint.output)")
    }

    static let unknownKr =
        "'kr' names no language dialogc knows (CLDR has no plural rules for it), so it is most likely a typo; write the ISO 639 code of the language, "
        + "such as 'en', 'ko' or 'ja', or switch this warning off in 'rules' if 'kr' is right"

    /// `strings import --add-locales` edits a `locales` array the project config writes; one
    /// it takes from the config it extends is left alone (the edit would have gone into the
    /// wrong file at the parent's byte range), with every file unchanged.
    @Test func addLocalesNeverEditsAnInheritedLocalesArray() throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        try folder.write("shared/dialogc.json", StringsPluralTests.config)
        try folder.write("dialogc.json", #"{ "version": 1, "extends": "shared/dialogc.json" }"#)
        try folder.write("b.xcstrings", try StringsAddLocalesTests().germanCatalog(folder))
        let before = ["dialogc.json", "shared/dialogc.json", "specs/inbox.dialog.json"].map { folder.read($0) }

        let result = CommandRunner().run([
            "strings", "import", folder.path + "/b.xcstrings", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--add-locales",
        ])
        #expect(result.status == 2, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("needs a dialogc.json that writes its own 'locales' array (not one taken from the config it extends)"), "\(result.standardOutput)")
        #expect(["dialogc.json", "shared/dialogc.json", "specs/inbox.dialog.json"].map { folder.read($0) } == before)
    }

    /// An app without a spec is a mistake even though it takes themes from the config it
    /// extends: only a config that writes its own themes checks them with no spec.
    @Test func anAppWithoutSpecsIsAnErrorThoughItInheritsThemes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeRepositories(in: folder)
        try FileManager.default.removeItem(atPath: folder.path + "/app/specs")
        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 2 && lint.output.contains("no *.dialog.json files under '.', the folder of 'dialogc.json'"), "\(lint.output)")
        // The design system's own repository, with its own themes, checks them without one.
        #expect(try Self.run(["lint", "--no-cache"], in: folder, "design-system").status == 0)
    }

    /// `--config` names the app's config from anywhere; its chain is read relative to it.
    @Test func configOptionReadsTheChainRelativeToTheNamedFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeRepositories(in: folder)
        let lint = try Self.run(["lint", "--no-cache", "--config", "app/dialogc.json", "app/specs"], in: folder, ".")
        #expect(lint.status == 1 && Self.findings(lint.output).count == 4, "\(lint.output)")
        #expect(Self.findings(lint.output).allSatisfy { $0.hasPrefix("app/specs/delete.dialog.json:") && $0.hasSuffix("[text-length]") }, "\(lint.output)")
        #expect(!lint.output.contains("[io]"), "\(lint.output)")
    }

    /// A nested project may extend the outer one; `config-overlap` judges each config's own
    /// `include`, which is not inherited.
    @Test func aNestedProjectExtendingTheOuterOneKeepsItsOwnPatterns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", ConfigOverlapTests.outerConfig.cleanText)
        try folder.write("a.dialog.json", ProjectConfigTests.vagueSpec(id: "a"))
        try folder.write("nested/dialogc.json", #"{ "extends": "../dialogc.json", "include": ["other/*.dialog.json"] }"#)
        try folder.write("nested/other/b.dialog.json", ProjectConfigTests.vagueSpec(id: "b"))
        try folder.write("nested/specs/c.dialog.json", ProjectConfigTests.vagueSpec(id: "c"))

        let lint = try Self.run(["lint", "--no-cache"], in: folder, ".")
        #expect(lint.status == 0, "\(lint.output)")
        // The nested project takes the outer's `vague-button-title: off` (no such warning for b).
        #expect(Self.findings(lint.output).map { $0.split(separator: "[").last } == ["config-overlap]"], "\(lint.output)")
        #expect(lint.error == "dialogc: 2 spec files checked: 0 errors, 1 warning\n", "\(lint.error)")
    }

    /// `dialogc init --extends` writes an app config extending the given one (relative to the
    /// new folder) and an example spec that lints clean against it; a path that is not a
    /// usable config is refused with nothing written.
    @Test func initStartsAProjectOnASharedConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // The example's message is longer than 30 characters: a limit of 200 for it here.
        try folder.write("design-system/dialogc.json", Self.designSystem.cleanText.replacingOccurrences(of: "\"message\": 30", with: "\"message\": 200"))
        try folder.write("design-system/tokens/acme.tokens.json", Self.tokens)

        let initialized = try Self.run(["init", "apps/timer", "--extends", "design-system/dialogc.json"], in: folder, ".")
        #expect(initialized.status == 0, "\(initialized.error)")
        let config = try #require(folder.read("apps/timer/dialogc.json"))
        #expect(config.contains(#""extends": "../../design-system/dialogc.json""#), "\(config)")
        #expect(folder.read("apps/timer/tokens/brand.tokens.json") == nil)
        let lint = try Self.run(["lint", "--no-cache"], in: folder, "apps/timer")
        #expect(lint.status == 0 && Self.findings(lint.output).isEmpty, "\(lint.output)\(lint.error)")

        for (parent, says) in [
            ("design-system/tokens/acme.tokens.json", "is not a dialogc config that loads without errors"),
            ("design-system/missing.json", "no such file or folder"),
            ("design-system", "did you mean 'design-system/dialogc.json'?"),
        ] {
            let refused = try Self.run(["init", "other", "--extends", parent], in: folder, ".")
            #expect(refused.status == 2 && refused.error.contains(says), "\(parent): \(refused.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/other"), "\(parent)")
        }
        let help = try Self.run(["help", "init"], in: folder, ".")
        #expect(help.output.contains("--extends <config>"), "\(help.output)")
    }
}
