import DialogTestSupport
import Foundation
import Testing

@testable import DialogEmit

/// `dialogc catalog --compare <old catalog>`: `changes.json` and `changes.html` say what changed
/// per dialog and combination, in words from the layout trees, and name no dialog that did not
/// change; a folder that is not a catalog is refused before anything is written.
@Suite struct CatalogCompareTests {
    /// English only, on one device, both themes and two sizes: 4 previews a dialog.
    static let matrix = ["--locale", "en", "--device", "iphone-se", "--dynamic-type", "large,xxxLarge"]

    /// A project with a base catalog, then `notice.dialog.json`'s English title made `title`.
    static func edited(title: String) throws -> (project: BuildProject, changes: String, html: String, result: CommandRunner.Output) {
        try edited(replacing: "\"en\": \"Something new\"", with: "\"en\": \"\(title)\"")
    }

    /// A project with a base catalog, then `notice.dialog.json` edited (and moved to `movedTo`).
    static func edited(
        replacing old: String, with new: String, movedTo: String? = nil
    ) throws -> (project: BuildProject, changes: String, html: String, result: CommandRunner.Output) {
        let project = try BuildProject()
        let base = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", project.path + "/base"] + Self.matrix)
        #expect(base.status == 0, "\(base.standardError)")
        let spec = try #require(project.folder.read("specs/notice.dialog.json"))
        let edited = spec.replacingOccurrences(of: old, with: new)
        #expect(edited != spec || movedTo != nil)
        if let movedTo {
            try FileManager.default.removeItem(atPath: project.path + "/specs/notice.dialog.json")
            try project.folder.write(movedTo, edited)
        } else {
            try project.folder.write("specs/notice.dialog.json", edited)
        }
        let result = project.dialogc.run(
            ["catalog", project.specs, "--config", project.config, "--out", project.path + "/new", "--compare", project.path + "/base"] + Self.matrix)
        return (project, try #require(project.folder.read("new/changes.json")), try #require(project.folder.read("new/changes.html")), result)
    }

    /// A title that wraps: only that dialog is named, with its lines and the card's height per
    /// combination, and the HTML frames the earlier catalog's preview beside the new one.
    @Test func aOneTitleEditNamesOnlyThatDialog() throws {
        let (project, changes, html, result) = try Self.edited(title: "A much longer English title that wraps onto more lines than before")
        defer { project.remove() }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("dialogc: compared with '\(project.path)/base': 1 dialog changed (changes.html, changes.json)"), "\(result.standardError)")
        #expect(changes.contains("\"changed\": 1"), "\(changes)")
        #expect(changes.contains("\"dialog\": \"notice.simple\""))
        #expect(changes.components(separatedBy: "\"dialog\": ").count - 1 == 1, "no other dialog: \(changes)")
        #expect(changes.contains("\"title 1 -> 3 lines\""), "\(changes)")
        // The text itself, shortened past 60 characters; no other text is named.
        #expect(changes.contains(#""title text changed: \"Something new\" -> \"A much longer English title that wraps onto more lines than…\"""#), "\(changes)")
        #expect(changes.components(separatedBy: "text changed").count - 1 == 4 && !changes.contains("message text") && !changes.contains("button 1 text"), "\(changes)")
        #expect(changes.contains("\"card +48 pt\""), "\(changes)")
        #expect(changes.contains("\"preview\": \"iphone-se/large/en/light\"") && changes.contains("\"preview\": \"iphone-se/xxxLarge/en/dark\""))
        #expect(html.contains("<iframe src=\"./../base/dialog-specs-notice-dialog-json-"), "the earlier preview, by a relative path: \(html)")
        #expect(html.contains("?screen#iphone-se/large/en/light\" title=\"before: iphone-se/large/en/light\""))
        #expect(!html.contains(project.path), "no absolute path")
        #expect(
            html.contains("<p>title text changed: &quot;Something new&quot; -&gt; &quot;A much longer English title that wraps onto more lines than…&quot;; title 1 -&gt; 3 lines; card +48 pt</p>"),
            "\(html)")
    }

    /// A title of the same width changes no box: the dialog is still named, with the text
    /// that changed, in each of the four combinations, and nothing else.
    @Test func aTextThatMovesNoBoxIsStillAChange() throws {
        let (project, changes, _, result) = try Self.edited(title: "Something old")
        defer { project.remove() }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(changes.contains("\"changed\": 1") && changes.contains("\"dialog\": \"notice.simple\""), "\(changes)")
        let words = #""changes": [\#n            "title text changed: \"Something new\" -> \"Something old\""\#n          ]"#
        #expect(changes.components(separatedBy: words).count - 1 == 4, "\(changes)")
    }

    /// A message edit names only that dialog and that text, escaped in the HTML and
    /// JSON-encoded in `changes.json`.
    @Test func aMessageEditNamesOnlyThatText() throws {
        let (project, changes, html, result) = try Self.edited(
            replacing: "\"You can now see your timers in a widget.\"", with: #""You can now see your timers & \"widgets\" in a widget.""#)
        defer { project.remove() }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(changes.contains("\"changed\": 1") && changes.components(separatedBy: "\"dialog\": ").count - 1 == 1, "\(changes)")
        let json = #""message text changed: \"You can now see your timers in a widget.\" -> \"You can now see your timers & \"widgets\" in a widget.\"""#
        #expect(changes.contains(json), "\(changes)")
        #expect(!changes.contains("title text") && !changes.contains("button 1 text") && !changes.contains("element 1 text"), "\(changes)")
        #expect(
            html.contains(
                "message text changed: &quot;You can now see your timers in a widget.&quot; -&gt; &quot;You can now see your timers &amp; &quot;widgets&quot; in a widget.&quot;"
            ), "\(html)")
    }

    /// A spec moved to another folder keeps its id: it is one dialog, `moved`, with where its
    /// spec was and is, not a dialog removed and one added; what changed in it is listed with
    /// the earlier preview framed from its earlier page.
    @Test func aMovedSpecIsReportedAsMoved() throws {
        let (project, changes, html, result) = try Self.edited(replacing: "\"Something new\"", with: "\"Something newer\"", movedTo: "specs/moved/notice.dialog.json")
        defer { project.remove() }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(changes.contains("\"changed\": 1") && changes.components(separatedBy: "\"dialog\": ").count - 1 == 1, "\(changes)")
        #expect(changes.contains("\"change\": \"moved\"") && !changes.contains("\"added\"") && !changes.contains("\"removed\""), "\(changes)")
        #expect(changes.contains("\"path\": \"specs/moved/notice.dialog.json\""), "\(changes)")
        #expect(changes.contains("\"from\": {\n        \"page\": \"dialog-specs-notice-dialog-json-"), "\(changes)")
        #expect(changes.contains("\"path\": \"specs/notice.dialog.json\""), "\(changes)")
        #expect(changes.contains(#""title text changed: \"Something new\" -> \"Something newer\"""#), "\(changes)")
        #expect(html.contains("<p>Moved: its spec was specs/notice.dialog.json, now specs/moved/notice.dialog.json.</p>"), "\(html)")
        #expect(html.contains("<iframe src=\"./../base/dialog-specs-notice-dialog-json-"), "the earlier page, by its earlier name: \(html)")
        #expect(html.contains("<iframe src=\"./dialog-specs-moved-notice-dialog-json-"), "\(html)")
    }

    /// A move is one page of an id gone and one page of it new: with two new specs of that
    /// id (one a copy), nothing is guessed, and the pages stay a dialog removed and two added.
    @Test func aMoveIsOnlyAnIdOnOnePageOfEachSide() throws {
        let (project, changes, _, result) = try Self.edited(replacing: "\"Something new\"", with: "\"Something new\"", movedTo: "specs/moved/notice.dialog.json")
        defer { project.remove() }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(changes.contains("\"change\": \"moved\"") && changes.contains("\"previews\": []"), "moved, nothing else changed: \(changes)")
        try project.folder.write("specs/copy/notice.dialog.json", try #require(project.folder.read("specs/moved/notice.dialog.json")))
        let again = project.dialogc.run(
            ["catalog", project.specs, "--config", project.config, "--out", project.path + "/again", "--compare", project.path + "/base"] + Self.matrix)
        let compared = try #require(project.folder.read("again/changes.json"))
        #expect(
            !compared.contains("\"moved\"") && compared.contains("\"change\": \"removed\"") && compared.components(separatedBy: "\"change\": \"added\"").count - 1 == 2,
            "\(again.standardError)\(compared)")
    }

    /// A long text is quoted from a little before its first difference, at most 60
    /// characters and an ellipsis where cut, so a word changed in a long message shows with
    /// its neighbours; short texts are quoted whole, line breaks as `↵`.
    @Test func longTextsAreShortenedAroundWhatChanged() {
        let start = "Your subscription renews on the first of every month and "
        let (old, new) = ChangeWording.shortened(start + "costs 4 euros, taxes included.", start + "costs 5 euros, taxes included.")
        #expect(old == "…month and costs 4 euros, taxes included.", "\(old)")
        #expect(new == "…month and costs 5 euros, taxes included.", "\(new)")
        let long = String(repeating: "word ", count: 20)
        let (before, after) = ChangeWording.shortened("Short", long)
        #expect(before == "Short" && after == String(long.prefix(59)) + "…", "\(after)")
        #expect(ChangeWording.shortened("One\ntwo", "One two") == ("One↵two", "One two"))
        #expect(ChangeWording.textChanged("title", "Delete file?", "Delete this file?") == #"title text changed: "Delete file?" -> "Delete this file?""#)
    }

    /// Nothing changed: no dialog is listed, and the page says so.
    @Test func anUnchangedCatalogListsNoDialog() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let arguments = ["catalog", project.specs, "--config", project.config] + Self.matrix
        #expect(project.dialogc.run(arguments + ["--out", project.path + "/base"]).status == 0)
        let result = project.dialogc.run(arguments + ["--out", project.path + "/new", "--compare", project.path + "/base"])
        #expect(result.status == 0, "\(result.standardError)")
        let changes = try #require(project.folder.read("new/changes.json"))
        #expect(changes.contains("\"changed\": 0") && !changes.contains("\"dialog\": "), "\(changes)")
        #expect(try #require(project.folder.read("new/changes.html")).contains("No dialog changed"))
    }

    /// A folder without a dialogc catalog (empty, missing, or another site) is refused with a
    /// clear error and exit 2, and nothing is written.
    @Test func aFolderThatIsNotACatalogIsRefused() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write("site/index.html", "<!DOCTYPE html><title>Another site</title>")
        for folder in [project.path + "/site", project.path + "/missing"] {
            let result = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", project.path + "/new", "--compare", folder])
            #expect(result.status == 2)
            #expect(result.standardError.contains("Error: '\(folder)' is not a catalog dialogc wrote"), "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: project.path + "/new"), "nothing written")
        }
    }

    /// The page as a browser reads it: one section per changed dialog, with its words and two
    /// frames per combination (the earlier preview and the new one).
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func theChangesPageReadsInChromium() throws {
        let (project, _, _, result) = try Self.edited(title: "A much longer English title that wraps onto more lines than before")
        defer { project.remove() }
        #expect(result.status == 0)
        let expression = project.path + "/expression.js"
        try """
            Array.prototype.map.call(document.querySelectorAll("section.change"), function (section) {
              return { dialog: section.querySelector("h2").textContent,
                words: Array.prototype.map.call(section.querySelectorAll(".change-preview > p"), function (p) { return p.textContent; }),
                frames: Array.prototype.map.call(section.querySelectorAll(".side-by-side iframe"), function (frame) { return frame.getAttribute("title"); }) };
            })
            """.write(toFile: expression, atomically: true, encoding: .utf8)
        let reports = try CatalogBrowserTests.devTools(["eval", expression, "1000", URL(fileURLWithPath: project.path + "/new/changes.html").absoluteString])
        let sections = try #require(reports.first?["value"] as? [[String: Any]])
        #expect(sections.count == 1)
        #expect(sections.first?["dialog"] as? String == "notice.simple")
        let words = sections.first?["words"] as? [String] ?? []
        #expect(words.count == 4 && words.allSatisfy { $0.hasPrefix("title text changed: \"Something new\" -> ") && $0.contains("; title 1 -> ") }, "\(words)")
        let frames = sections.first?["frames"] as? [String] ?? []
        #expect(frames.count == 8 && frames.first == "before: iphone-se/large/en/light" && frames.dropFirst().first == "now: iphone-se/large/en/light", "\(frames)")
    }
}
