import DialogTestSupport
import Foundation
import Testing

/// A project whose themes come from a DTCG resolver, through the executable: what
/// `dialogc tokens` prints, a wrong context as a config error, and the lint cache seeing a
/// change in a file only the resolver names.
@Suite struct ResolverCommandTests {
    let dialogc = CommandRunner()

    private static func color(_ red: Double, _ green: Double, _ blue: Double) -> String {
        #"{"colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)]}"#
    }

    /// A design system in `ds/` (its sources relative to the resolver), a mapping file, a spec.
    private static func project(controlHeight: Int = 48, darkContext: String = "dark") throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write(
            "ds/acme.resolver.json",
            #"""
            {"name": "Acme", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "themes/light.tokens.json"}], "dark": [{"$ref": "themes/dark.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """#)
        _ = try folder.write(
            "ds/base.tokens.json",
            #"{"size": {"$type": "dimension", "control": {"$value": {"value": \#(controlHeight), "unit": "px"}}}, "color": {"$type": "color", "shade": {"$value": "rgba(0, 0, 0, 0.5)"}}}"#)
        _ = try folder.write("ds/themes/light.tokens.json", #"{"color": {"$type": "color", "accent": {"$value": \#(color(0, 0.2, 0.6))}}}"#)
        _ = try folder.write("ds/themes/dark.tokens.json", #"{"color": {"$type": "color", "accent": {"$value": \#(color(0, 0, 0.4))}}}"#)
        _ = try folder.write(
            "dialog-mapping.tokens.json",
            #"{"button": {"height": {"$type": "dimension", "$value": "{size.control}"}, "primary": {"background": {"$type": "color", "$value": "{color.accent}"}}}}"#)
        _ = try folder.write(
            "dialogc.json",
            #"""
            {"locales": ["en"], "themes": {
              "light": {"tokens": ["ds/acme.resolver.json", "dialog-mapping.tokens.json"], "modifiers": {"theme": "light"}},
              "dark": {"tokens": ["ds/acme.resolver.json", "dialog-mapping.tokens.json"], "modifiers": {"theme": "\#(darkContext)"}}
            }}
            """#)
        _ = try folder.write(
            "notice.dialog.json",
            #"{"id": "notice", "title": {"en": "Saved"}, "buttons": [{"id": "ok", "title": {"en": "OK"}, "role": "primary", "action": "didTapOK"}]}"#)
        return folder
    }

    @Test func tokensPrintsEachThemeThroughItsContext() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let result = dialogc.run("tokens", "--config", folder.path + "/dialogc.json")
        #expect(result.status == 0, "\(result.standardError)")
        // The one token nothing reaches that dialogc cannot read, once for the file.
        #expect(result.standardError.components(separatedBy: ": warning: ").count == 2, "\(result.standardError)")
        #expect(!result.standardError.contains(": error: "))
        #expect(result.standardError.contains("ds/base.tokens.json:1:"))
        let themes = result.standardOutput.components(separatedBy: "\ntheme dark\n")
        #expect(themes.count == 2)
        let line = { (text: String) in text.split(separator: "\n").first { $0.hasPrefix("  button.primary.background ") }.map(String.init) ?? "" }
        #expect(line(themes[0]).contains("#003399FF"), "\(line(themes[0]))")
        #expect(line(themes[0]).hasSuffix("(via color.accent)"))
        #expect(line(themes[1]).contains("#000066FF"), "\(line(themes[1]))")
        #expect(result.standardOutput.contains("  button.height "))
    }

    /// A resolver named on the command line: themes `light` and `dark` take the contexts of
    /// those names; `dialogc lint` checks it as token files, not as a spec.
    @Test func aResolverNamedOnTheCommandLine() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let resolver = folder.path + "/ds/acme.resolver.json"
        let tokens = dialogc.run("tokens", resolver, "--format", "json")
        #expect(tokens.status == 0, "\(tokens.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(tokens.standardOutput.utf8)) as? [String: Any])
        let themes = try #require(document["themes"] as? [String: [String: [String: Any]]])
        #expect(themes["light"]?["color.accent"]?["value"] as? String == "#003399FF")
        #expect(themes["dark"]?["color.accent"]?["value"] as? String == "#000066FF")
        // Without the project's config, so that only the resolver is checked.
        try FileManager.default.removeItem(atPath: folder.path + "/dialogc.json")
        let lint = dialogc.run("lint", resolver)
        #expect(lint.status == 0, "\(lint.standardOutput)")
        #expect(!lint.standardOutput.contains("[missing-key]"))
        #expect(lint.standardOutput.contains("ds/base.tokens.json:1:"), "the held-back warning: \(lint.standardOutput)")
    }

    @Test func anUnknownContextIsAConfigErrorAtItsValue() throws {
        let folder = try Self.project(darkContext: "drak")
        defer { folder.remove() }
        let result = dialogc.run("lint", "--config", folder.path + "/dialogc.json", folder.path + "/notice.dialog.json")
        #expect(result.status == 2, "\(result.standardOutput)")
        // Where the value is in the config, found in its text rather than counted.
        let lines = try #require(folder.read("dialogc.json")).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("\"drak\"") })
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "\"drak\"")!.lowerBound) + 1
        #expect(result.standardOutput.contains("dialogc.json:\(line + 1):\(column): error: 'drak' is not a context of modifier 'theme'"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("did you mean 'dark'?"))
    }

    /// A design-system token dialogc cannot read is a warning while nothing reaches it, and
    /// an error at the spec that names it.
    @Test func aSpecThatNamesAnUnreadableDesignSystemTokenGetsTheError() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let spec = folder.path + "/notice.dialog.json"
        let quiet = dialogc.run("lint", "--no-cache", "--config", folder.path + "/dialogc.json", spec)
        #expect(quiet.status == 0, "\(quiet.standardOutput)")
        #expect(quiet.standardOutput.contains("ds/base.tokens.json:1:"), "\(quiet.standardOutput)")
        #expect(quiet.standardOutput.contains("warning: 1 token that no contract token, style or alias chain reaches has a value dialogc cannot read (color 1)"))
        let marked = #"{"id": "notice", "title": {"en": "Saved"}, "dim": {"color": 1️⃣"{color.shade}"}, "buttons": [{"id": "ok", "title": {"en": "OK"}, "role": "primary", "action": "didTapOK"}]}"#
        let markers = LocationMarkers(parsing: marked)
        _ = try folder.write("notice.dialog.json", markers.cleanText)
        let named = dialogc.run("lint", "--no-cache", "--config", folder.path + "/dialogc.json", spec)
        #expect(named.status == 1)
        let column = try #require(markers.offsets[1]) + 1
        #expect(named.standardOutput.contains("notice.dialog.json:1:\(column): error: "), "\(named.standardOutput)")
        #expect(named.standardOutput.contains("references 'color.shade', a design-system token dialogc cannot read"))
    }

    /// The lint cache is keyed by the files a resolver names too: a design-system file that
    /// changes a contract token's value is seen at once.
    @Test func theLintCacheSeesAChangeInAFileTheResolverNames() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let spec = folder.path + "/notice.dialog.json"
        let first = dialogc.run("lint", "--config", folder.path + "/dialogc.json", spec)
        #expect(first.status == 0, "\(first.standardOutput)")
        #expect(folder.read(".dialogc-lint-cache.jsonl") != nil)
        _ = try folder.write("ds/base.tokens.json", #"{"size": {"$type": "dimension", "control": {"$value": {"value": 30, "unit": "px"}}}}"#)
        let second = dialogc.run("lint", "--config", folder.path + "/dialogc.json", spec)
        #expect(second.status == 1)
        #expect(second.standardOutput.contains("[hit-target]"), "\(second.standardOutput)")
    }
}
