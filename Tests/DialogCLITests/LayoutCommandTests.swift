import DialogTestSupport
import Foundation
import Testing

@Suite struct LayoutCommandTests {
    let dialogc = CommandRunner()
    static let timerDelete = RepositoryPaths.fixtures + "/specs/timer-delete.dialog.json"

    @Test func oneCombinationPrintsTheGoldenTree() throws {
        let result = dialogc.run(
            "layout", Self.timerDelete, "--device", "iphone-se", "--locale", "en", "--theme", "light", "--dynamic-type", "large")
        #expect(result.status == 0, "\(result.standardError)")
        let golden = try String(contentsOfFile: RepositoryPaths.fixtures + "/layout/timer-delete/iphone-se-large-en-light.json", encoding: .utf8)
        #expect(textDiff(actual: result.standardOutput, expected: golden) == nil)
    }

    /// `--locale` picks a configured locale by the lookup the generated code runs: a region or
    /// script the config lacks falls back to the language, any case, `_` or `-`; a locale no
    /// configured one matches, or no locale at all, is laid out in the default, with a note.
    @Test func theLocaleIsLookedUpAsTheAppLooksItUp() {
        let english = dialogc.run("layout", Self.timerDelete, "--locale", "en")
        let korean = dialogc.run("layout", Self.timerDelete, "--locale", "ko")
        #expect(english.status == 0 && korean.status == 0)
        #expect(english.standardOutput != korean.standardOutput)
        for requested in ["en-GB", "EN_gb", "en-US-u-ca-gregory"] {
            let result = dialogc.run("layout", Self.timerDelete, "--locale", requested)
            #expect(result.status == 0 && result.standardError.isEmpty, "\(requested)")
            #expect(result.standardOutput == english.standardOutput, "\(requested)")
        }
        for requested in ["fr-FR", "!!", ""] {
            let result = dialogc.run("layout", Self.timerDelete, "--locale", requested)
            #expect(result.status == 0, "\(requested)")
            #expect(result.standardOutput == korean.standardOutput, "\(requested)")
            #expect(result.standardError.contains("note: no configured locale ('ko', 'en') matches '\(requested)'; laid out in the default locale 'ko'"))
        }
    }

    @Test func unknownChoicesAreUsageErrors() {
        let device = dialogc.run("layout", Self.timerDelete, "--device", "iphone-xs")
        #expect(device.status == 2)
        #expect(device.standardError.hasPrefix("Error: no device 'iphone-xs'; use one of: iphone-se, iphone-15, ipad-11, iphone-15-pro-max (did you mean 'iphone-se'?)\n"))
        let size = dialogc.run("layout", Self.timerDelete, "--dynamic-type", "huge")
        #expect(size.status == 2)
    }

    /// A plural text shows its longest form, or with `--plural` that category's form
    /// (`other` where the text has none); an unknown category is a usage error.
    @Test func pluralTextsShowTheLongestFormOrTheOneAskedFor() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "locales": ["en"], "defaultLocale": "en" }"#)
        let spec = try folder.write(
            "a.dialog.json",
            #"""
            {
              "id": "inbox.delete",
              "title": { "en": { "plural": "count", "one": "Delete this one message?", "other": "Delete {count}?" } },
              "message": { "en": { "plural": "count", "one": "It is gone for good.", "other": "They are gone." } },
              "parameters": { "count": "Int" },
              "buttons": [{ "id": "cancel", "title": "Cancel", "role": "cancel" }]
            }
            """#)
        func texts(_ arguments: String...) -> String {
            let result = dialogc.run(["layout", spec, "--format", "text"] + arguments)
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput.split(separator: "\n").filter { $0.contains("title ") || $0.contains("message ") }.joined(separator: "\n")
        }
        let longest = texts()
        #expect(longest.contains(#""Delete this one message?""#) && longest.contains(#""It is gone for good.""#), "\(longest)")
        let one = texts("--plural", "one")
        #expect(one == longest)
        let other = texts("--plural", "other")
        #expect(other.contains(#""Delete {count}?""#) && other.contains(#""They are gone.""#), "\(other)")
        // Neither text has a `few` form: both show `other`.
        #expect(texts("--plural", "few") == other)
        let unknown = dialogc.run("layout", spec, "--plural", "several")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("'--plural <category>'; use one of: zero, one, two, few, many, other"), "\(unknown.standardError)")
    }

    @Test func aSpecWithErrorsIsNotLaidOut() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("a.dialog.json", #"{"id": "a.b", "titel": "x", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = dialogc.run("layout", spec)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains("[unknown-key]"))
    }

    @Test func buildEmitsEveryCombinationPerDialog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/Generated"
        let result = dialogc.run("build", RepositoryPaths.fixtures + "/specs", "--out", out, "--emit", "layout")
        #expect(result.status == 0, "\(result.standardOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names.count == 6)
        #expect(names.allSatisfy { $0.hasSuffix(".layout.json") })
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/TimerDeleteDialog.layout.json"))) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        // Fixtures/dialogc.json: 3 default devices x 3 default sizes x 2 locales x 2 themes.
        #expect(layouts.count == 36)
        #expect(document["dialog"] as? String == "timer.delete")
    }

    /// A 1e308 pt screen once gave `null` frames, which break `Schemas/layout.schema.json`,
    /// and a 0.0001 pt one negative frames: the config stops both before layout.
    @Test(arguments: [("1e308", "1e+308"), ("0.0001", "0.0001")])
    func aDeviceNoScreenHasIsAConfigErrorNotALayout(_ width: String, _ shown: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = try folder.write("dialogc.json", #"{"devices": [{"name": "odd", "width": \#(width), "height": 852}]}"#)
        let spec = try folder.write("a.dialog.json", #"{"id": "a.b", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        let result = dialogc.run("layout", spec, "--config", config, "--device", "odd")
        #expect(result.status == 2, "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("null") && !result.standardOutput.contains("\"layouts\""))
        #expect(result.standardError.contains("a device's width of \(shown) pt is outside 240 to 4096 pt") || result.standardOutput.contains("a device's width of \(shown) pt is outside 240 to 4096 pt"), "\(result.standardOutput)\(result.standardError)")
    }

    @Test func unknownEmitKindIsAUsageError() {
        let result = dialogc.run("build", RepositoryPaths.fixtures + "/specs", "--emit", "swift,layuot")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: 'layuot' is not something dialogc emits; use a comma-separated list of swift, layout, catalog (did you mean 'layout'?)\n"))
    }
}

@Suite struct FontConfigTests {
    let dialogc = CommandRunner()

    @Test func configuredFontsMeasureText() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.fixtures + "/fonts/DejaVuSans-Subset.ttf", toPath: folder.path + "/DejaVuSans.ttf")
        let config = try folder.write("dialogc.json", #"{"fonts": {"system": "DejaVuSans.ttf"}}"#)
        let spec = try folder.write("a.dialog.json", #"{"id": "a.b", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        let configured = dialogc.run("layout", spec, "--config", config)
        let fallback = dialogc.run("layout", spec, "--config", try folder.write("plain.json", "{}"))
        #expect(configured.status == 0, "\(configured.standardError)")
        #expect(fallback.status == 0)
        #expect(configured.standardOutput != fallback.standardOutput, "the configured font's widths differ from the fallback metrics")
    }

    @Test func aBrokenFontIsAnIOProblemAtItsPathInTheConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Broken.ttf", "not a font")
        let config = try folder.write("dialogc.json", #"{"fonts": {"system": "Broken.ttf"}}"#)
        let spec = try folder.write("a.dialog.json", #"{"id": "a.b", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        let result = dialogc.run("lint", spec, "--config", config)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("dialogc.json:1:22: error: cannot use the font 'Broken.ttf': "))
        #expect(result.standardOutput.contains("[io]"))
    }
}

@Suite struct FontFaceConfigTests {
    let dialogc = CommandRunner()
    static let spec = #"{"id": "a.b", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#

    func layout(config: String, in folder: TemporaryDirectory) throws -> CommandRunner.Output {
        let spec = try folder.write("a.dialog.json", Self.spec)
        return dialogc.run("layout", spec, "--config", try folder.write("dialogc.json", config))
    }

    @Test func aCollectionsFaceIsChosenByName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures + "/fonts/DejaVuSans-Subset.ttc", toPath: folder.path + "/DejaVu.ttc")
        let first = try layout(config: #"{"fonts": {"system": "DejaVu.ttc"}}"#, in: folder)
        let named = try layout(config: #"{"fonts": {"system": {"file": "DejaVu.ttc", "face": "DejaVu Sans"}}}"#, in: folder)
        let bold = try layout(config: #"{"fonts": {"system": {"file": "DejaVu.ttc", "face": "DejaVu Sans Bold"}}}"#, in: folder)
        #expect(first.status == 0 && named.status == 0 && bold.status == 0, "\(bold.standardError)")
        #expect(named.standardOutput == first.standardOutput)
        #expect(bold.standardOutput != first.standardOutput, "face 1 (bold) measures wider than face 0")
        #expect(!bold.standardOutput.contains("fallbackMetrics"))
    }

    @Test func anUnknownFaceIsAnErrorListingTheFaces() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures + "/fonts/DejaVuSans-Subset.ttc", toPath: folder.path + "/DejaVu.ttc")
        let marked = LocationMarkers(parsing: #"{"fonts": {"system": {"file": "DejaVu.ttc", "face": 1️⃣"Noto Sans"}}}"#)
        let config = try folder.write("dialogc.json", marked.cleanText)
        let result = dialogc.run("lint", try folder.write("a.dialog.json", Self.spec), "--config", config)
        let column = try #require(marked.offsets[1]) + 1  // one ASCII line: byte offset + 1
        #expect(result.status != 0)
        #expect(result.standardOutput.contains(
            "dialogc.json:1:\(column): error: the font 'DejaVu.ttc' has no face named 'Noto Sans'; its faces are 'DejaVu Sans', 'DejaVu Sans Bold' [invalid-value]"),
            "\(result.standardOutput)")
    }

    @Test func aBrokenShapingTableIsOneWarningAndTheFontStillMeasures() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixtures + "/fonts/DejaVuSans-Subset.ttf")))
        // GPOS whose script list lies past the table's end.
        let gpos: [UInt8] = [0, 1, 0, 0, 0x7F, 0xF0, 0, 10, 0, 10]
        try Data(SfntEditing.adding(["GPOS": gpos], to: font)).write(to: URL(fileURLWithPath: folder.path + "/Broken.ttf"))
        try Data(font).write(to: URL(fileURLWithPath: folder.path + "/Plain.ttf"))
        let config = try folder.write("dialogc.json", #"{"fonts": {"system": "Broken.ttf"}}"#)
        let spec = try folder.write("a.dialog.json", Self.spec)
        let lint = dialogc.run("lint", spec, "--config", config)
        let warnings = lint.standardOutput.components(separatedBy: "\n").filter { $0.contains("unusable shaping table") }
        #expect(warnings.count == 1, "\(lint.standardOutput)")
        #expect(warnings.first?.contains("warning: the font 'Broken.ttf' has an unusable shaping table, 'GPOS' table: ") == true)
        #expect(warnings.first?.hasSuffix("text is measured without the table's feature (kern) [io]") == true)
        let broken = dialogc.run("layout", spec, "--config", config)
        let plain = try layout(config: #"{"fonts": {"system": "Plain.ttf"}}"#, in: folder)
        #expect(broken.standardOutput == plain.standardOutput)
    }
}

/// Pseudo-locales through the commands: laid out and checked, never generated.
@Suite struct PseudoLocaleCommandTests {
    let dialogc = CommandRunner()

    /// A button title that fits its two lines in English and not once it is 40% longer.
    static let spec = """
        {
          "id": "timer.delete",
          "title": "Delete this timer?",
          "buttons": [
            { "id": "cancel", "title": "Cancel", "role": "cancel" },
            { "id": "delete", "title": "Delete the timer now", "role": "destructive" }
          ]
        }
        """

    @Test func lintChecksThePseudoLocaleFromTheConfigOrTheFlag() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("timer.dialog.json", Self.spec)
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"]}"#)
        let plain = dialogc.run("lint", spec)
        #expect(plain.status == 0 && plain.standardOutput.isEmpty, "\(plain.standardOutput)")
        let flagged = dialogc.run("lint", spec, "--pseudo-locale", "en-XA")
        #expect(flagged.status == 0, "\(flagged.standardError)")
        #expect(flagged.standardOutput.contains("timer.dialog.json:6:32: warning: the 'en-XA' text of the title of button 'delete' needs more than 2 lines"))
        #expect(flagged.standardOutput.contains("[text-overflow]"))
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"], "pseudoLocales": ["en-XA"]}"#)
        #expect(dialogc.run("lint", spec).standardOutput == flagged.standardOutput)
        let unknown = dialogc.run("lint", spec, "--pseudo-locale", "xx-XA")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("Error: the value 'xx-XA' is invalid for '--pseudo-locale <locale>'; use one of: en-XA"))
    }

    @Test func layoutAndCatalogShowThePseudoTextAndBuildNeverGeneratesIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("timer.dialog.json", Self.spec)
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"], "pseudoLocales": ["en-XA"]}"#)
        let layout = dialogc.run("layout", spec, "--locale", "en-XA", "--format", "text")
        #expect(layout.status == 0, "\(layout.standardError)")
        #expect(layout.standardOutput.contains(#""[Ďéľéţé ţĥîš ţîméŕ?"#), "\(layout.standardOutput)")
        let catalog = dialogc.run("catalog", spec, "--out", folder.path + "/site", "--locale", "en-XA", "--device", "iphone-15")
        #expect(catalog.status == 0, "\(catalog.standardError)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/site").filter { $0.hasPrefix("dialog-") && $0.hasSuffix(".html") }
        let page = try String(contentsOfFile: folder.path + "/site/" + (pages.first ?? ""), encoding: .utf8)
        #expect(page.contains("[Ďéľéţé ţĥîš ţîméŕ? öñé ţŵö]"))
        #expect(page.contains("lang=\"en-XA\""))
        let build = dialogc.run("build", spec, "--out", folder.path + "/Generated")
        #expect(build.status == 0, "\(build.standardError)")
        let generated = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/Generated").filter { $0.hasSuffix(".swift") }
        #expect(!generated.isEmpty)
        for file in generated {
            let text = try String(contentsOfFile: folder.path + "/Generated/" + file, encoding: .utf8)
            #expect(!text.contains("en-XA") && !text.contains("Ďéľéţé"), "\(file)")
        }
    }
    /// `ar-XB`: the dialog laid out right to left (the first button of the row on the
    /// right, `direction: rtl` on the dialog) and the catalog drawing it `dir="rtl"`.
    @Test func theRightToLeftPseudoLocaleMirrorsLayoutAndCatalog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("timer.dialog.json", Self.spec.replacingOccurrences(of: "\"title\": \"Delete the timer now\"", with: "\"title\": \"Delete\""))
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"], "pseudoLocales": ["ar-XB"]}"#)
        let lint = dialogc.run("lint", spec)
        #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
        let layout = dialogc.run("layout", spec, "--locale", "ar-XB", "--device", "iphone-15")
        #expect(layout.status == 0, "\(layout.standardError)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(layout.standardOutput.utf8)) as? [String: Any])
        let screen = try #require(tree["root"] as? [String: Any])
        let dialog = try #require((screen["children"] as? [[String: Any]])?.first { $0["type"] as? String == "dialog" })
        #expect(dialog["direction"] as? String == "rtl")
        let buttons = try #require((dialog["children"] as? [[String: Any]])?.first { $0["type"] as? String == "buttons" })
        #expect(buttons["kind"] as? String == "horizontal")
        let xs = try #require(buttons["children"] as? [[String: Any]]).compactMap { ($0["frame"] as? [String: Any])?["x"] as? Double }
        #expect(xs.count == 2 && xs[0] > xs[1], "cancel is first, so on the right: \(xs)")
        #expect(layout.standardOutput.contains("[\u{202E}Delete this timer?\u{202C}]"))
        let english = dialogc.run("layout", spec, "--locale", "en", "--device", "iphone-15")
        #expect(!english.standardOutput.contains("direction"))
        // The table for reading says it too, on the dialog's row.
        let table = dialogc.run("layout", spec, "--locale", "ar-XB", "--device", "iphone-15", "--format", "text")
        #expect(table.standardOutput.split(separator: "\n").contains { $0.contains("dialog ") && $0.contains("alert  right to left  id ") }, "\(table.standardOutput)")
        let englishTable = dialogc.run("layout", spec, "--locale", "en", "--device", "iphone-15", "--format", "text")
        #expect(!englishTable.standardOutput.contains("right to left"))
        let catalog = dialogc.run("catalog", spec, "--out", folder.path + "/site", "--locale", "ar-XB", "--device", "iphone-15")
        #expect(catalog.status == 0, "\(catalog.standardError)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/site").filter { $0.hasPrefix("dialog-") && $0.hasSuffix(".html") }
        let page = try String(contentsOfFile: folder.path + "/site/" + (pages.first ?? ""), encoding: .utf8)
        #expect(page.contains(#"lang="ar-XB" dir="rtl""#), "\(page.prefix(2000))")
    }
}

