import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Testing

@testable import DialogTokens

/// Token names `DialogTokens.swift` could not tell apart: reported at every token involved,
/// through the loader (`dialogc lint` with a config, `dialogc tokens`).
@Suite struct DesignSystemSwiftNamesTests {
    /// Two themes, the second adding a highlight whose name collides with the first's.
    static let light = ##"""
        {"highlight": {"$type": "color", 1️⃣"a-b": {"$value": "#FF0000"}, 2️⃣"Type": {"$value": "#FF0000"}, 3️⃣"type": {"$value": "#00FF00"},
                       4️⃣"é": {"$value": "#0000FF"}, "plain": {"$value": "#000000"}},
         "button": {"$type": "color",
                    "team-blue": {5️⃣"background": {"$value": "#0000FF"}, "foreground": {"$value": "#FFFFFF"}},
                    "teamBlue": {6️⃣"background": {"$value": "#0000AA"}, "foreground": {"$value": "#FFFFFF"}}}}
        """##
    static let dark = ##"""
        {"highlight": {"$type": "color", 7️⃣"aB": {"$value": "#00FF00"}}}
        """##

    @Test func namesThatCollideOrVanishAreErrorsAtEveryToken() throws {
        let lightMarkers = LocationMarkers(parsing: Self.light)
        let darkMarkers = LocationMarkers(parsing: Self.dark)
        let files = ["light.tokens.json": lightMarkers.cleanText, "dark.tokens.json": darkMarkers.cleanText]
        var config = ProjectConfig()
        config.themes = [
            ThemeFiles(name: Located("light", range: .at(0), pointer: .root), tokenFiles: [Located("light.tokens.json", range: .at(0), pointer: .root)]),
            ThemeFiles(name: Located("dark", range: .at(0), pointer: .root), tokenFiles: [Located("dark.tokens.json", range: .at(0), pointer: .root)]),
        ]
        let (system, diagnostics) = DesignSystemLoader.load(config: config, configFile: nil) { path in
            guard let text = files[path] else { return .failure(Diagnostic(rule: .io, severity: .error, message: "no \(path)", location: .file(path))) }
            return .success(SourceFile(path: path, text: text))
        }
        #expect(system != nil)
        let names = diagnostics.filter { $0.rule == .invalidIdentifier }
        #expect(diagnostics.allSatisfy { $0.rule == .invalidIdentifier || $0.severity == .warning }, "\(diagnostics.map(\.message))")
        let reported = Set(names.compactMap { diagnostic in diagnostic.location.map { "\($0.path):\($0.start.offset)" } })
        let expected = Set(lightMarkers.offsets.values.map { "light.tokens.json:\($0)" } + darkMarkers.offsets.values.map { "dark.tokens.json:\($0)" })
        #expect(reported == expected, "\(names.map { "\($0.location?.path ?? ""):\($0.location?.start.offset ?? -1) \($0.message)" })")
        #expect(names.count == 7)
        #expect(names.contains { $0.message.hasPrefix("'highlight.aB' is named 'aB' in DialogTokens.swift, as 'highlight.a-b' is") && $0.notes.first?.location?.path == "light.tokens.json" })
        #expect(names.contains { $0.message.hasPrefix("'highlight.a-b' is named 'aB' in DialogTokens.swift, as 'highlight.aB' is") && $0.notes.first?.location?.path == "dark.tokens.json" })
        #expect(names.contains { $0.message.hasPrefix("'button.teamBlue' is named 'TeamBlue'") })
        #expect(names.contains { $0.message.hasPrefix("'highlight.é' has no ASCII letter or digit") })
    }

    @Test func theEmbeddedDefaultHasNoCollisions() {
        #expect(DesignSystemSwiftNames.check(EmbeddedDefaultTokens.shared.themes).isEmpty)
    }

    @Test func swiftComponentsNameGroupsAsTypesAndTheLeafAsAMember() {
        #expect(DesignSystemSwiftNames.swiftComponents(of: "button.team-blue.background") == ["Button", "TeamBlue", "background"])
        #expect(DesignSystemSwiftNames.swiftComponents(of: "highlight.default") == ["Highlight", "`default`"])
        #expect(DesignSystemSwiftNames.swiftComponents(of: "highlight.é") == ["Highlight", nil])
    }
}
