import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// The project documents itself: its Markdown links stay inside the repository and reach
/// files that exist, `dialogc help` and `explain` say what the docs say, and the layout
/// table is readable and safe.
@Suite struct DocumentationTests {
    let dialogc = CommandRunner()

    /// README.md, FUZZING.md, BENCHMARKS.md and every page under docs/.
    static var pages: [String] {
        let root = RepositoryPaths.root
        var pages = ["README.md", "FUZZING.md", "BENCHMARKS.md"]
        let docs = FileManager.default.enumerator(atPath: root + "/docs")
        while let path = docs?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }

    /// The targets of `[text](target)` links, without `#fragment`; web links left out.
    static func links(in markdown: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(markdown)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = String(after[..<close])
            rest = after[close...]
            if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
            targets.append(String(target.split(separator: "#", maxSplits: 1).first ?? ""))
        }
        return targets
    }

    @Test func everyLinkStaysInTheRepositoryAndReachesAFile() throws {
        let root = URL(fileURLWithPath: RepositoryPaths.root).standardizedFileURL.path
        #expect(Self.pages.contains("docs/format/config.md"))
        for page in Self.pages {
            let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            for target in Self.links(in: text) where !target.isEmpty {
                let resolved = URL(fileURLWithPath: root + "/" + folder + "/" + target).standardizedFileURL.path
                #expect(resolved.hasPrefix(root + "/"), "\(page) links to '\(target)', outside the repository")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(page) links to '\(target)', which does not exist")
            }
        }
    }

    /// The link checker itself must see a link out of the repository.
    @Test func theLinkScannerFindsLinks() {
        #expect(Self.links(in: "see [the spec](../shared/spec/FORMAT.md#x) and [web](https://x.org) and [a](b.md)") == ["../shared/spec/FORMAT.md", "b.md"])
    }

    @Test func helpPointsAtTheFormatReferenceAndHelpsWithItself() {
        let root = dialogc.run("help")
        #expect(root.status == 0)
        #expect(root.standardOutput.contains("docs/format/"))
        let help = dialogc.run("help", "help")
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: Show help for a subcommand.\n"))
        #expect(help.standardOutput.contains("USAGE: dialogc help [<subcommand>]"))
        let typo = dialogc.run("help", "lnit")
        #expect(typo.status == 2)
        #expect(typo.standardError.hasPrefix("Error: unknown subcommand 'lnit'; did you mean 'lint'?\n"))
    }

    @Test func explainSaysWhatTheReferenceSays() throws {
        let result = dialogc.run("explain", "text-length")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Options:\n\n- `title` (a whole number, at least 1)"))
        #expect(result.standardOutput.contains("Triggers:\n\n```json\n"))
        #expect(result.standardOutput.contains("Does not trigger:\n\n```json\n"))
        // Every line of the rule's options and examples is in docs/rules.md as well.
        let reference = try String(contentsOfFile: RepositoryPaths.root + "/docs/rules.md", encoding: .utf8)
        let options = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("- `") }
        #expect(!options.isEmpty)
        for line in options { #expect(reference.contains(line), "explain says '\(line)', docs/rules.md does not") }
    }

    @Test func layoutPrintsATableToRead() throws {
        let spec = RepositoryPaths.fixtures + "/specs/notice.dialog.json"
        let result = dialogc.run("layout", spec, "--device", "iphone-se", "--locale", "en", "--dynamic-type", "large", "--format", "text")
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "dialog \"notice.simple\" on iphone-se, theme light, locale en, Dynamic Type large")
        #expect(lines.contains("screen         x 0 y 0 320 x 568"))
        #expect(lines.contains("      message  x 50 y 246.97 220 x 40.04        \"You can now see your timers in a\" / \"widget.\""))
        // The JSON stays the default.
        let json = dialogc.run("layout", spec, "--device", "iphone-se")
        #expect(json.standardOutput.hasPrefix("{"))
    }

    @Test func layoutTextCannotBeSteeredBySpecText() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write(
            "a.dialog.json",
            #"{"id": "a.b", "title": "Evil\u001B[2J\u202Eoops\"q", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = dialogc.run("layout", spec, "--format", "text")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""Evil\u{1B}[2J\u{202E}oops\"q""#))
        #expect(!result.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }
}
