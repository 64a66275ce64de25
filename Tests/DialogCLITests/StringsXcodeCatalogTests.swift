import DialogTestSupport
import Foundation
import Testing

/// String Catalogs as Xcode has them (docs/strings.md): the key order Xcode saves, the
/// versions it writes, its string unit states, and a catalog that also holds Xcode's own
/// keys (`../shared/conformance/xcstrings/`, written by Xcode in a public app).
@Suite struct StringsXcodeCatalogTests {
    let dialogc = CommandRunner()

    func export(_ folder: TemporaryDirectory, _ format: [String], _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format"] + format + ["--out", folder.path + "/" + name])
    }

    func importFile(_ folder: TemporaryDirectory, _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json"])
    }

    /// The exported catalog as Foundation reads it, changed by `edit`, written back as Xcode
    /// writes (`JSONSerialization`, `.sortedKeys`), as `name`.
    func rewrite(_ folder: TemporaryDirectory, _ name: String, _ edit: (inout [String: Any]) throws -> Void) throws {
        let text = try #require(folder.read("a.xcstrings"))
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        try edit(&catalog)
        let data = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try folder.write(name, String(decoding: data, as: UTF8.self))
    }

    static func setRussian(_ catalog: inout [String: Any], key: String, value: String, state: String) {
        var strings = catalog["strings"] as! [String: Any]
        var entry = strings[key] as! [String: Any]
        var localizations = entry["localizations"] as! [String: Any]
        localizations["ru"] = ["stringUnit": ["state": state, "value": value]]
        entry["localizations"] = localizations
        strings[key] = entry
        catalog["strings"] = strings
    }

    /// Numbers inside keys compare by value, as Xcode saves: `step2` before `step10`, in the
    /// String Catalog and in XLIFF (both sort their units so).
    @Test(arguments: [["xcstrings"], ["xliff"], ["xliff2", "--locale", "ru"]])
    func exportOrdersKeysAsXcodeDoes(_ format: [String]) throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        for step in [2, 10] {
            try folder.write(
                "specs/step\(step).dialog.json",
                #"{ "id": "onboarding.step\#(step)", "title": { "en": "Step \#(step)", "ru": "Шаг \#(step)" }, "buttons": [{ "id": "next", "title": { "en": "Next", "ru": "Далее" } }] }"#)
        }
        let result = export(folder, format, "out")
        #expect(result.status == 0, "\(result.standardError)")
        let text = try #require(folder.read("out"))
        let step2 = try #require(text.range(of: "onboarding.step2.title"))
        let step10 = try #require(text.range(of: "onboarding.step10.title"))
        #expect(step2.lowerBound < step10.lowerBound)
    }

    /// Xcode writes `version` 1.0 or 1.1; either is read, and another is an error at it.
    @Test func versionsOneZeroAndOneOneAreRead() throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        let text = try #require(folder.read("a.xcstrings"))
        for version in ["1.0", "1.1"] {
            try folder.write("v.xcstrings", text.replacingOccurrences(of: #""version" : "1.0""#, with: #""version" : "\#(version)""#))
            let imported = importFile(folder, "v.xcstrings")
            #expect(imported.status == 0, "\(version): \(imported.standardOutput)")
        }
        try folder.write("v.xcstrings", text.replacingOccurrences(of: #""version" : "1.0""#, with: #""version" : "2.0""#))
        let imported = importFile(folder, "v.xcstrings")
        #expect(imported.status == 1)
        #expect(imported.standardOutput.contains("String Catalog version '2.0': dialogc reads versions '1.0' and '1.1'"), "\(imported.standardOutput)")
    }

    /// `translated` is imported; `new`, `needs_review` and `stale` are not (dialogc ships
    /// what a spec says, so only a finished translation goes in) and are counted by state;
    /// a state Xcode does not write is an error, not a translation silently skipped.
    @Test func stringUnitStatesOnImport() throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        try rewrite(folder, "b.xcstrings") { catalog in
            Self.setRussian(&catalog, key: "inbox.delete.title", value: "Удалить все сообщения?", state: "translated")
            Self.setRussian(&catalog, key: "inbox.delete.button.cancel.title", value: "Нет", state: "new")
            Self.setRussian(&catalog, key: "inbox.delete.button.delete.title", value: "Стереть", state: "needs_review")
            Self.setRussian(&catalog, key: "inbox.delete.message", value: "Будут удалены: %lld.", state: "stale")
        }
        let imported = importFile(folder, "b.xcstrings")
        #expect(imported.status == 0, "\(imported.standardOutput)")
        #expect(imported.standardError.contains("1 changed"), "\(imported.standardError)")
        #expect(imported.standardError.contains("3 skipped (1 state 'needs_review', 1 state 'new', 1 state 'stale')"), "\(imported.standardError)")
        let spec = try #require(folder.read("specs/inbox.dialog.json"))
        #expect(spec.contains("Удалить все сообщения?") && spec.contains("\"Отмена\"") && spec.contains("\"Удалить\""))

        try rewrite(folder, "c.xcstrings") { Self.setRussian(&$0, key: "inbox.delete.title", value: "Удалить?", state: "translted") }
        let misspelt = importFile(folder, "c.xcstrings")
        #expect(misspelt.status == 1)
        #expect(misspelt.standardOutput.contains("has state 'translted'; did you mean 'translated'?"), "\(misspelt.standardOutput)")
    }

    /// The Russian plural of the message as Xcode writes it when a translator varies one
    /// argument by plural: a frame with `%#@name@` and the phrases as `substitutions`.
    static func russianSubstitutions(_ substitutions: [String: Any], frame: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": frame], "substitutions": substitutions]
    }
    static func substitution(argument: Int, _ forms: [String: String]) -> [String: Any] {
        [
            "argNum": argument, "formatSpecifier": "lld",
            "variations": ["plural": forms.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }],
        ]
    }

    func importRussianMessage(_ localization: [String: Any]) throws -> (output: CommandRunner.Output, spec: String) {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        try rewrite(folder, "b.xcstrings") { catalog in
            var strings = catalog["strings"] as! [String: Any]
            var entry = strings["inbox.delete.message"] as! [String: Any]
            var localizations = entry["localizations"] as! [String: Any]
            localizations["ru"] = localization
            entry["localizations"] = localizations
            strings["inbox.delete.message"] = entry
            catalog["strings"] = strings
        }
        let output = importFile(folder, "b.xcstrings")
        return (output, try #require(folder.read("specs/inbox.dialog.json")))
    }

    /// A translation varied by plural on the spec's plural parameter through `substitutions`
    /// becomes the spec's plural: each category's form is the frame with its phrase in place.
    @Test func substitutionsOnThePluralParameterBecomeThePlural() throws {
        let phrases = ["one": "%arg сообщение", "few": "%arg сообщения", "many": "%arg сообщений", "other": "%arg сообщения"]
        let (output, spec) = try importRussianMessage(Self.russianSubstitutions(["count": Self.substitution(argument: 1, phrases)], frame: "Будет удалено: %#@count@."))
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(spec.contains(#""plural": "count""#), "\(spec)")
        #expect(spec.contains(#""one": "Будет удалено: {count} сообщение.""#), "\(spec)")
        #expect(spec.contains(#""many": "Будет удалено: {count} сообщений.""#), "\(spec)")
    }

    /// A translation that varies by plural on two arguments where the spec's text varies by
    /// one, or on another argument than the spec's, is an error that says so.
    @Test func substitutionsOnTwoPluralParametersForOneOrAnotherAreErrors() throws {
        let phrases = ["one": "%arg сообщение", "other": "%arg сообщения"]
        let two = try importRussianMessage(
            Self.russianSubstitutions(["count": Self.substitution(argument: 1, phrases), "pages": Self.substitution(argument: 2, phrases)], frame: "%#@count@, %#@pages@"))
        #expect(two.output.status == 1)
        #expect(two.output.standardOutput.contains("'inbox.delete.message' has forms for two counts in the file, but its text varies by {count} only in the spec"), "\(two.output.standardOutput)")
        let other = try importRussianMessage(Self.russianSubstitutions(["pages": Self.substitution(argument: 2, phrases)], frame: "%1$lld: %2$#@pages@"))
        #expect(other.output.status == 1)
        #expect(other.output.standardOutput.contains("varies by plural on argument 2, but the spec's plural is chosen by {count} (%1$lld)"), "\(other.output.standardOutput)")
    }

    static let xcodeCatalog = RepositoryPaths.root + "/../shared/conformance/xcstrings/ddg-macos-Localizable.xcstrings"

    /// dialogc's keys merged into a catalog Xcode wrote for an app (1,243 keys of its own,
    /// extracted from code, in 9 other locales; one more with device variations, which a
    /// spec could not hold): the import changes the one translation edited among dialogc's
    /// keys, counts Xcode's keys as skipped, and checks nothing in them.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: xcodeCatalog), "the String Catalog Xcode wrote is not in ../shared/conformance/xcstrings"))
    func importingACatalogXcodeWroteTouchesOnlyDialogcsKeys() throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        let appData = try #require(FileManager.default.contents(atPath: Self.xcodeCatalog))
        let app = try #require(try JSONSerialization.jsonObject(with: appData) as? [String: Any])
        var appStrings = try #require(app["strings"] as? [String: Any])
        appStrings["inbox.badge"] = [
            "extractionState": "extracted_with_value",
            "localizations": ["en": ["variations": ["device": ["mac": ["stringUnit": ["state": "new", "value": "Inbox"]]]]]],
        ]
        try rewrite(folder, "merged.xcstrings") { catalog in
            var strings = catalog["strings"] as! [String: Any]
            strings.merge(appStrings) { ours, _ in ours }
            catalog["strings"] = strings
            Self.setRussian(&catalog, key: "inbox.delete.title", value: "Удалить все сообщения?", state: "translated")
        }
        let before = try #require(folder.read("specs/inbox.dialog.json"))
        let imported = importFile(folder, "merged.xcstrings")
        #expect(imported.status == 0, "\(imported.standardOutput)")
        #expect(imported.standardOutput.isEmpty, "\(imported.standardOutput)")
        #expect(imported.standardError.contains("1 changed"), "\(imported.standardError)")
        #expect(imported.standardError.contains(" of Xcode's own keys"), "\(imported.standardError)")
        let after = try #require(folder.read("specs/inbox.dialog.json"))
        #expect(after == before.replacingOccurrences(of: "\"Удалить сообщения?\"", with: "\"Удалить все сообщения?\""))
    }
}
