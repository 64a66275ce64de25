import DialogTestSupport
import Foundation
import Testing

/// `dialogc catalog --compare <old catalog>`: `changes.json` and `changes.html` say what changed
/// per dialog and combination, in words from the layout trees, and name no dialog that did not
/// change; a folder that is not a catalog is refused before anything is written.
@Suite struct CatalogCompareTests {
    /// English only, on one device, both themes and two sizes: 4 previews a dialog.
    static let matrix = ["--locale", "en", "--device", "iphone-se", "--dynamic-type", "large,xxxLarge"]

    /// A project with a base catalog, then `notice.dialog.json`'s English title made `title`.
    static func edited(title: String) throws -> (project: BuildProject, changes: String, html: String, result: CommandRunner.Output) {
        let project = try BuildProject()
        let base = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", project.path + "/base"] + Self.matrix)
        #expect(base.status == 0, "\(base.standardError)")
        let spec = try #require(project.folder.read("specs/notice.dialog.json"))
        let edited = spec.replacingOccurrences(of: "\"en\": \"Something new\"", with: "\"en\": \"\(title)\"")
        #expect(edited != spec)
        try project.folder.write("specs/notice.dialog.json", edited)
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
        #expect(changes.contains("\"card +48 pt\""), "\(changes)")
        #expect(changes.contains("\"preview\": \"iphone-se/large/en/light\"") && changes.contains("\"preview\": \"iphone-se/xxxLarge/en/dark\""))
        #expect(html.contains("<iframe src=\"./../base/dialog-specs-notice-dialog-json-"), "the earlier preview, by a relative path: \(html)")
        #expect(html.contains("?screen#iphone-se/large/en/light\" title=\"before: iphone-se/large/en/light\""))
        #expect(!html.contains(project.path), "no absolute path")
        #expect(html.contains("<p>title 1 -&gt; 3 lines; card +48 pt</p>"), "\(html)")
    }

    /// A title of the same width changes no box: the dialog is still named, saying so.
    @Test func aTextThatMovesNoBoxIsStillAChange() throws {
        let (project, changes, _, result) = try Self.edited(title: "Something old")
        defer { project.remove() }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(changes.contains("\"changed\": 1") && changes.contains("\"dialog\": \"notice.simple\""), "\(changes)")
        #expect(changes.contains("\"the same boxes; a text or style changed\""), "\(changes)")
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
        #expect(words.count == 4 && words.allSatisfy { $0.hasPrefix("title 1 -> ") }, "\(words)")
        let frames = sections.first?["frames"] as? [String] ?? []
        #expect(frames.count == 8 && frames.first == "before: iphone-se/large/en/light" && frames.dropFirst().first == "now: iphone-se/large/en/light", "\(frames)")
    }
}
