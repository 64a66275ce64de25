import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// `dialogc lint` runs the rules against the design system the config describes, and lints
/// token files named on the command line or in the config.
@Suite struct DesignSystemLintTests {
    let dialogc = CommandRunner()

    @Test func designRulesRunOnSpecsThatDecodeCleanly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write(
            "two.dialog.json",
            #"{"id": "a.b", "title": "Save changes?", "buttons": [{"id": "save", "title": "Save", "role": "primary"}, {"id": "send", "title": "Send", "role": "primary"}]}"#)
        let result = dialogc.run("lint", spec)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("warning: ") && result.standardOutput.contains("[one-primary-action]"))
    }

    /// An input error skips the rules that read the part it is in, and only those.
    @Test func rulesThatReadABrokenPartDoNotRun() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let brokenTitle = try folder.write(
            "two.dialog.json",
            #"{"id": "a.b", "titel": "x", "title": "Save changes?", "buttons": [{"id": "save", "title": "Save", "role": "primary"}, {"id": "send", "title": "Send", "role": "primary"}]}"#)
        let titleResult = dialogc.run("lint", brokenTitle)
        #expect(titleResult.standardOutput.contains("[unknown-key]"))
        #expect(titleResult.standardOutput.contains("[one-primary-action]"), "reads only the buttons")
        let brokenButtons = try folder.write(
            "two.dialog.json",
            #"{"id": "a.b", "title": "Save changes?", "buttons": [{"id": "save", "title": "Save", "role": "primary", "rolle": "x"}, {"id": "send", "title": "Send", "role": "primary"}]}"#)
        let buttonsResult = dialogc.run("lint", brokenButtons)
        #expect(buttonsResult.standardOutput.contains("[unknown-key]"))
        #expect(!buttonsResult.standardOutput.contains("[one-primary-action]"))
    }

    @Test func tokenFileNamedOnTheCommandLineIsLintedWithoutSpecs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write(
            "brand.tokens.json", ##"{"brand": {"$type": "color", "primary": {"$value": "#2563EB"}, "link": {"$value": "{brand.primery}"}}}"##)
        let result = dialogc.run("lint", tokens)
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("[legacy-token-format]"))
        #expect(result.standardOutput.contains("[unknown-token]"))
        #expect(result.standardOutput.contains("did you mean 'brand.primary'?"))
        #expect(result.standardError.contains("0 spec files checked"))
    }

    /// `highlight.a-b` and `highlight.aB` are both `aB` in `DialogTokens.swift`: lint would
    /// check a spec against one and the generated code draw the other.
    @Test func tokenNamesThatCollideInSwiftAreErrorsAtBothTokens() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let markers = LocationMarkers(parsing: ##"""
            {"highlight": {"$type": "color", 1️⃣"a-b": {"$value": "#FF0000"}, 2️⃣"aB": {"$value": "#00FF00"}, 3️⃣"é": {"$value": "#0000FF"}}}
            """##)
        let tokens = try folder.write("brand.tokens.json", markers.cleanText)
        let result = dialogc.run("lint", tokens)
        #expect(result.status == 1, "\(result.standardOutput)")
        let file = SourceFile(path: tokens, text: markers.cleanText)
        func at(_ marker: Int) -> String {
            let position = file.position(of: markers.offsets[marker] ?? -1)
            return "\(tokens):\(position.line):\(position.column): error: "
        }
        #expect(result.standardOutput.contains(at(1) + "'highlight.a-b' is named 'aB' in DialogTokens.swift, as 'highlight.aB' is"))
        #expect(result.standardOutput.contains(at(2) + "'highlight.aB' is named 'aB' in DialogTokens.swift, as 'highlight.a-b' is"))
        #expect(result.standardOutput.contains(at(3) + "'highlight.é' has no ASCII letter or digit"))
    }

    @Test func configThemesAreLintedWithNoPathAtAll() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("tokens/brand.tokens.json", ##"{"dialog": {"alert": {"background": {"$type": "color", "$value": "#FFF"}}}}"##)
        let config = try folder.write("dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"]}}"#)
        let result = dialogc.run("lint", "--config", config)
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("tokens/brand.tokens.json:1:"))
        #expect(result.standardOutput.contains("[invalid-token]") || result.standardOutput.contains("[legacy-token-format]"))
    }

    @Test func bundledProjectUsesTheBrandTokens() {
        let result = dialogc.run("lint", RepositoryPaths.fixtures + "/specs")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
    }
}

/// The embedded default design system passes every rule at default severity: dialogs that
/// use every part of it (both presentations, every button role, both highlight styles, the
/// contract transitions) lint clean with no config and no token files.
@Suite struct EmbeddedDefaultPassesEveryRuleTests {
    static let specs = [
        "alert.dialog.json": """
            {
              "id": "timer.delete",
              "title": "Delete this timer?",
              "message": "<danger>{timerName}</danger> and its <accent>history</accent> will be removed.",
              "highlights": [ { "text": "history", "style": "accent" } ],
              "buttons": [
                { "id": "cancel", "title": "Cancel", "role": "cancel" },
                { "id": "delete", "title": "Delete", "role": "destructive" }
              ],
              "transition": { "in": "dialog.transition.in", "out": "dialog.transition.out" },
              "dim": { "color": "dialog.dim.color", "opacity": "dialog.dim.opacity" }
            }
            """,
        "sheet.dialog.json": """
            {
              "id": "upload.retry",
              "presentation": "sheet",
              "title": "Upload failed",
              "message": "Try again, or choose another file.",
              "layout": { "buttons": "vertical" },
              "buttons": [
                { "id": "retry", "title": "Try again", "role": "primary" },
                { "id": "choose", "title": "Choose file", "role": "secondary" },
                { "id": "cancel", "title": "Cancel", "role": "cancel" }
              ]
            }
            """,
    ]

    @Test func everyRulePassesOnTheDefault() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", "{}")
        for (name, text) in Self.specs { try folder.write("specs/" + name, text) }
        let result = CommandRunner().run("lint", folder.path + "/specs", "--strict")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains("2 spec files checked: 0 errors, 0 warnings"))
    }
}
