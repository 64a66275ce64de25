import DialogDiagnostics
@testable import DialogEmit
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// `DialogTokens.swift` for the embedded default and for the brand config of
/// `Fixtures/dialogc.json`, reviewed as goldens.
@Suite struct SwiftUITokensTests {
    static let goldens = RepositoryPaths.fixtures + "/swift/"

    @Test func embeddedDefault() throws {
        let file = SwiftTokensEmitter.tokens(EmbeddedDefaultTokens.shared, accessLevel: .internal)
        #expect(file.relativePath == "DialogTokens.swift")
        // A hex token's colour is written as hex, each theme by name.
        #expect(file.contents.contains("static let background = DialogColor(\n                light: DialogRGBA(hex: 0xFFFFFFFF), dark: DialogRGBA(hex: 0x2C2C2EFF)\n"))
        if let failure = Golden.check(file.contents, against: Self.goldens + "DialogTokens.swift") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func brandConfig() throws {
        let file = SwiftTokensEmitter.tokens(try Self.brandDesignSystem(), accessLevel: .public)
        #expect(file.contents.contains("public enum Mono {"))
        if let failure = Golden.check(file.contents, against: Self.goldens + "DialogTokens-brand.swift") { Issue.record(Comment(rawValue: failure)) }
    }

    /// Names config linting refuses (a keyword, none at all) still give a Swift name, so the
    /// emitter is total; `ConfigDecodingTests` checks the refusals.
    @Test func themeNamesBecomeSwiftNames() {
        #expect(SwiftTokensEmitter.swiftThemeNames(["light", "high-contrast", "2x", "default", "é"])
            == ["light", "highContrast", "t2x", "theme4", "theme5"])
    }

    /// The design system of `Fixtures/dialogc.json` (themes layered over the embedded default).
    static func brandDesignSystem() throws -> DesignSystem {
        let config = try EmitFixtures.config()
        let (system, diagnostics) = DesignSystemLoader.load(config: config, configFile: nil) { path in
            guard let text = try? String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8) else {
                return .failure(Diagnostic(rule: .io, severity: .error, message: "cannot read", location: .file(path)))
            }
            return .success(SourceFile(path: path, text: text))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(system)
    }
}
