import DialogTestSupport
import Foundation
import Testing

/// A text on two plural parameters (docs/format/spec.md, "Two plural parameters") through
/// every command: lint, layout and build accept it; a String Catalog carries it as Xcode's
/// `substitutions`, XLIFF as a unit per combination; each round-trips, and a catalog written
/// the way Xcode writes two plural arguments is imported as the spec's nested plural.
@Suite struct StringsTwoPluralsTests {
    let dialogc = CommandRunner()

    static let config = #"{ "locales": ["en", "ru"], "defaultLocale": "en", "rules": {"text-overflow": "off", "dialog-overflow": "off", "missing-plural-form": "off"} }"#
    static let key = "files.move.message"
    static let spec = #"""
        {
          "id": "files.move",
          "title": { "en": "Move files?", "ru": "Переместить файлы?" },
          "message": {
            "en": {
              "plural": "files",
              "one": { "plural": "folders", "one": "{files} file in {folders} folder will be moved.", "other": "{files} file in {folders} folders will be moved." },
              "other": { "plural": "folders", "one": "{files} files in {folders} folder will be moved.", "other": "{files} files in {folders} folders will be moved." }
            },
            "ru": "Будут перемещены файлы ({files}) из папок ({folders})."
          },
          "parameters": { "files": "Int", "folders": "Int" },
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "ru": "Отмена" }, "role": "cancel" },
            { "id": "move", "title": { "en": "Move", "ru": "Переместить" }, "role": "primary" }
          ]
        }
        """#

    static func project(spec: String = spec) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", config)
        try folder.write("specs/files.dialog.json", spec)
        return folder
    }

    func export(_ folder: TemporaryDirectory, _ format: [String], _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format"] + format + ["--out", folder.path + "/" + name])
    }

    func importFile(_ folder: TemporaryDirectory, _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json"])
    }

    @Test func lintLayoutAndBuildTakeATextOnTwoCounts() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let lint = dialogc.run("lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json")
        #expect(lint.status == 0, "\(lint.standardOutput)")
        // Without a category, the layout shows the longest combination.
        let layout = dialogc.run("layout", folder.path + "/specs/files.dialog.json", "--config", folder.path + "/dialogc.json", "--locale", "en")
        #expect(layout.status == 0, "\(layout.standardOutput)\(layout.standardError)")
        #expect(layout.standardOutput.contains("{files} files in {folders} folders will be moved."), "\(layout.standardOutput)")
        let build = dialogc.run("build", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", folder.path + "/out")
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let generated = try #require(folder.read("out/FilesMoveDialog.swift"))
        #expect(generated.contains("{*files,folders}{|one,one}"), "\(generated)")
    }

    @Test func theCatalogHoldsItAsXcodesSubstitutions() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let exported = export(folder, ["xcstrings"], "a.xcstrings")
        #expect(exported.status == 0, "\(exported.standardOutput)")
        let catalog = try #require(folder.read("a.xcstrings"))
        #expect(catalog.contains(#"""
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$lld %#@files@ in %2$lld %#@folders@ will be moved."
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "file"
                            }
                          },
        """#), "\(catalog)")
        #expect(catalog.contains(#""argNum" : 2"#))
    }

    /// Exported and imported back unchanged: no spec changes; a translation edited in the
    /// file becomes a nested plural in the spec.
    @Test(arguments: [["xcstrings"], ["xliff"], ["xliff2", "--locale", "ru"]])
    func roundTrip(_ format: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let name = format[0] == "xcstrings" ? "a.xcstrings" : "a.xlf"
        let exported = export(folder, format, name)
        #expect(exported.status == 0, "\(exported.standardOutput)")
        let before = try #require(folder.read("specs/files.dialog.json"))
        let unchanged = importFile(folder, name)
        #expect(unchanged.status == 0, "\(unchanged.standardOutput)")
        #expect(unchanged.standardError.contains("0 changed"), "\(unchanged.standardError)")
        #expect(folder.read("specs/files.dialog.json") == before)

        // The Russian `one` first count, by the second: `one` and `other`.
        var text = try #require(folder.read(name))
        switch format[0] {
        case "xcstrings":
            text = try Self.withRussianSubstitutions(text)
        default:
            let separator = format[0] == "xliff" ? "#" : ":"
            for (second, words) in [("one", "файл в папке"), ("other", "файл в папках")] {
                text = try Self.addingTarget(to: text, id: Self.key + separator + "one:" + second, version: format[0], words: words)
            }
        }
        try folder.write(name, text)
        let edited = importFile(folder, name)
        #expect(edited.status == 0, "\(edited.standardOutput)")
        let spec = try #require(folder.read("specs/files.dialog.json"))
        #expect(spec.contains(#""ru": { "plural": "files", "one": { "plural": "folders", "#), "\(spec)")
        if format[0] != "xcstrings" {
            // The file leaves the other combinations untranslated: the spec keeps its string for them.
            #expect(spec.contains(#""other": "Будут перемещены файлы ({files}) из папок ({folders}).""#), "\(spec)")
        }
        let lint = dialogc.run("lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json")
        #expect(lint.status == 0, "\(lint.standardOutput)")
        // And again: nothing more to change.
        #expect(export(folder, format, "b" + name).status == 0)
        let again = importFile(folder, "b" + name)
        #expect(again.standardError.contains("0 changed"), "\(again.standardError)\(again.standardOutput)")
    }

    /// The XLIFF unit of `id` given a target: its source with the words replaced.
    static func addingTarget(to text: String, id: String, version: String, words: String) throws -> String {
        let opening = version == "xliff" ? "<trans-unit id=\"\(id)\"" : "<unit id=\"\(id)\""
        let start = try #require(text.range(of: opening))
        let sourceOpen = try #require(text.range(of: version == "xliff" ? "<source>" : "<source xml:space=\"preserve\">", range: start.upperBound..<text.endIndex))
        let sourceClose = try #require(text.range(of: "</source>", range: sourceOpen.upperBound..<text.endIndex))
        let content = String(text[sourceOpen.upperBound..<sourceClose.lowerBound])
        // "{files} file in {folders} folder will be moved." → "{files} файл в {folders} папке".
        let parts = words.split(separator: " ").map(String.init)
        let file = " " + parts[0] + " в "
        let folder = " " + parts[parts.count - 1] + "."
        var translated = content.replacingOccurrences(of: " file in ", with: file)
        translated = translated.replacingOccurrences(of: " folders will be moved.", with: folder)
        translated = translated.replacingOccurrences(of: " folder will be moved.", with: folder)
        let target = version == "xliff" ? "<target state=\"translated\">\(translated)</target>" : "<target xml:space=\"preserve\">\(translated)</target>"
        var result = text
        result.insert(contentsOf: target, at: sourceClose.upperBound)
        if version != "xliff" {
            // The segment of a unit without a target is `initial`.
            let segment = try #require(result.range(of: "<segment state=\"initial\">", range: start.upperBound..<result.endIndex))
            result.replaceSubrange(segment, with: "<segment state=\"translated\">")
        }
        return result
    }

    /// The catalog with the Russian message as Xcode writes a string that varies by two
    /// plural arguments: a frame and a substitution per argument (names sorted, so `files`
    /// first, though the frame names `folders` first).
    static func withRussianSubstitutions(_ text: String) throws -> String {
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var strings = catalog["strings"] as! [String: Any]
        var entry = strings[key] as! [String: Any]
        var localizations = entry["localizations"] as! [String: Any]
        func substitution(_ argument: Int, _ forms: [String: String]) -> [String: Any] {
            [
                "argNum": argument, "formatSpecifier": "lld",
                "variations": ["plural": forms.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }],
            ]
        }
        localizations["ru"] = [
            "stringUnit": ["state": "translated", "value": "Из %#@folders@: %#@files@"],
            "substitutions": [
                "files": substitution(1, ["one": "%arg файл", "other": "Будут перемещены файлы (%arg)"]),
                "folders": substitution(2, ["one": "%arg папки", "other": "папок (%arg)"]),
            ],
        ]
        entry["localizations"] = localizations
        strings[key] = entry
        catalog["strings"] = strings
        return String(decoding: try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }

    /// A catalog Xcode wrote for two plural arguments, the frame naming them in the other
    /// order than the spec: every combination of the two substitutions' categories becomes
    /// the form of the spec's nested plural, in the spec's order.
    @Test func importingSubstitutionsAsXcodeWritesThem() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        try folder.write("b.xcstrings", try Self.withRussianSubstitutions(try #require(folder.read("a.xcstrings"))))
        let imported = importFile(folder, "b.xcstrings")
        #expect(imported.status == 0, "\(imported.standardOutput)")
        let spec = try #require(folder.read("specs/files.dialog.json"))
        let expected = #""ru": { "plural": "files", "one": { "plural": "folders", "one": "Из {folders} папки: {files} файл", "other": "Из папок ({folders}): {files} файл" }, "#
            + #""other": { "plural": "folders", "one": "Из {folders} папки: Будут перемещены файлы ({files})", "other": "Из папок ({folders}): Будут перемещены файлы ({files})" } }"#
        #expect(spec.contains(expected), "\(spec)")
    }

    /// A translation whose words change with both counts together is no frame with a phrase
    /// per count: the catalog export says so rather than writing something else; XLIFF has
    /// a unit per combination and takes it.
    @Test func aTextThatIsNoFrameWithTwoPhrasesIsNotExportedToACatalog() throws {
        let spec = Self.spec.replacingOccurrences(of: #""{files} file in {folders} folder will be moved.""#, with: #""The file in the folder will be moved.""#)
        let folder = try Self.project(spec: spec)
        defer { folder.remove() }
        let catalog = export(folder, ["xcstrings"], "a.xcstrings")
        #expect(catalog.status == 1, "\(catalog.standardOutput)")
        #expect(catalog.standardOutput.contains("the 'en' text of 'files.move.message' varies by {files} and {folders}, but not as one sentence with a phrase per count"), "\(catalog.standardOutput)")
        #expect(folder.read("a.xcstrings") == nil)
        #expect(export(folder, ["xliff"], "a.xlf").status == 0)
    }

    /// A unit per combination, `<key>#<first>:<second>` (2.0: `<key>:<first>:<second>`, an
    /// NMTOKEN): both documents validate against OASIS's schemas.
    @Test(
        .enabled(if: StringsIndependentTests.schemasPresent, "the OASIS XLIFF schemas are not in ../shared/conformance/xliff beside the checkout"),
        .enabled(if: PythonOracle.shouldRun(needing: "xmlschema"), "needs xmlschema (pip install xmlschema; .ci/run installs it)"),
        arguments: [(["xliff"], "1.2"), (["xliff2", "--locale", "ru"], "2.0")])
    func xliffHasAUnitPerCombinationAndValidates(_ format: [String], _ version: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let exported = export(folder, format, "a.xlf")
        #expect(exported.status == 0, "\(exported.standardOutput)")
        let text = try #require(folder.read("a.xlf"))
        let separator = version == "1.2" ? "#" : ":"
        // English's categories and Russian's, by each count.
        for first in ["one", "few", "many", "other"] {
            for second in ["one", "few", "many", "other"] {
                #expect(text.contains("id=\"\(Self.key)\(separator)\(first):\(second)\""), "\(first):\(second)")
            }
        }
        #expect(!text.contains("id=\"\(Self.key)\(separator)one\""))
        #expect(try StringsIndependentTests().validate(folder.path + "/a.xlf", version: version) == "valid")
    }

    /// The catalog page lists every combination under the text's two counts.
    @Test func theCatalogPageShowsEachCombination() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let result = dialogc.run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", folder.path + "/site", "--locale", "en", "--no-cache"])
        #expect(result.status == 0, "\(result.standardOutput)")
        let page = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/site").first { $0.hasPrefix("dialog-") && $0.hasSuffix(".html") })
        let html = try #require(folder.read("site/" + page))
        #expect(html.contains("<h3>message in &#39;en&#39;, by {files}, then {folders}</h3>"), "\(html)")
        #expect(html.contains("<dt>one, one</dt>"))
        #expect(html.contains("<dt>other, other</dt>"))
        #expect(html.contains("{files} file in {folders} folders will be moved."))
    }

    /// A translation that varies by the second count only (one substitution): the forms of
    /// the first count's `other`, by the second.
    @Test func oneSubstitutionOnTheSecondCountIsTheOtherFormsPlural() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        let exported = try #require(folder.read("a.xcstrings"))
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])
        var strings = catalog["strings"] as! [String: Any]
        var entry = strings[Self.key] as! [String: Any]
        var localizations = entry["localizations"] as! [String: Any]
        localizations["ru"] = [
            "stringUnit": ["state": "translated", "value": "Файлов: %1$lld, %#@folders@"],
            "substitutions": [
                "folders": [
                    "argNum": 2, "formatSpecifier": "lld",
                    "variations": ["plural": ["one": ["stringUnit": ["state": "translated", "value": "%arg папка"]], "other": ["stringUnit": ["state": "translated", "value": "папок: %arg"]]]],
                ]
            ],
        ]
        entry["localizations"] = localizations
        strings[Self.key] = entry
        catalog["strings"] = strings
        try folder.write("b.xcstrings", String(decoding: try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]), as: UTF8.self))
        let imported = importFile(folder, "b.xcstrings")
        #expect(imported.status == 0, "\(imported.standardOutput)")
        let spec = try #require(folder.read("specs/files.dialog.json"))
        #expect(spec.contains(#""ru": { "plural": "files", "other": { "plural": "folders", "one": "Файлов: {files}, {folders} папка", "other": "Файлов: {files}, папок: {folders}" } }"#), "\(spec)")
    }

    /// A combination whose nested plural would lack `other` (in the file and the spec) is
    /// an error at the unit, and no spec is written.
    @Test func aCombinationWithoutItsOtherIsAnError() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xliff"], "a.xlf").status == 0)
        let before = try #require(folder.read("specs/files.dialog.json"))
        let text = try Self.addingTarget(to: try #require(folder.read("a.xlf")), id: Self.key + "#one:one", version: "xliff", words: "файл в папке")
        try folder.write("a.xlf", text)
        let imported = importFile(folder, "a.xlf")
        #expect(imported.status == 1, "\(imported.standardOutput)")
        #expect(
            imported.standardOutput.contains("the 'ru' plural of 'files.move.message' has 'one' forms by {folders} but no 'one:other' one, in the file or the spec"),
            "\(imported.standardOutput)")
        #expect(folder.read("specs/files.dialog.json") == before)
    }
}
