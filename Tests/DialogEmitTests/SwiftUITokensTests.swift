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
        let file = SwiftTokensEmitter.tokens(EmbeddedDefaultTokens.shared, accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words)
        #expect(file.relativePath == "DialogTokens.swift")
        // A hex token's colour is written as hex, each theme by name.
        #expect(file.contents.contains("static let background = DialogColor(\n                light: DialogRGBA(hex: 0xFFFFFFFF), dark: DialogRGBA(hex: 0x2C2C2EFF)\n"))
        if let failure = Golden.check(file.contents, against: Self.goldens + "DialogTokens.swift") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func brandConfig() throws {
        let file = SwiftTokensEmitter.tokens(try Self.brandDesignSystem(), accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words)
        #expect(file.contents.contains("public enum Mono {"))
        if let failure = Golden.check(file.contents, against: Self.goldens + "DialogTokens-brand.swift") { Issue.record(Comment(rawValue: failure)) }
    }

    /// Names config linting refuses (a keyword, none at all) still give a Swift name, so the
    /// emitter is total; `ConfigDecodingTests` checks the refusals.
    @Test func themeNamesBecomeSwiftNames() {
        #expect(SwiftTokensEmitter.swiftThemeNames(["light", "high-contrast", "2x", "default", "é"])
            == ["light", "highContrast", "t2x", "theme4", "theme5"])
    }

    /// A theme may be called what the runtime's `DialogColor` names its own things (`themes`,
    /// `light`, `dark`): the generated per-theme initializer takes a `DialogRGBA` where the
    /// runtime's takes a dictionary, so they never clash. Compiled and run with the support
    /// files, in both orders of the system themes.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the theme labels were not compiled"))
    func aThemeNamedLikeTheRuntimesLabelsCompilesAndResolves() throws {
        let compiler = try #require(SwiftCompiler.find())
        let tokens = try #require(EmbeddedDefaultTokens.shared.themes.first).tokens
        let system = DesignSystem(themes: ["themes", "dark", "high-contrast", "light"].map { Theme(name: $0, tokens: tokens) })
        let config = try EmitFixtures.config()
        let files = [SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(system, accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words)]
            + PresenterRuntimeEmitter.support(config: config)
        let program = """
            let color = DialogColor(
                themes: DialogRGBA(hex: 0x0000_00FF), dark: DialogRGBA(hex: 0x1111_11FF), highContrast: DialogRGBA(hex: 0x2222_22FF),
                light: DialogRGBA(hex: 0x3333_33FF))
            print(color.resolved(in: .themes) == DialogRGBA(hex: 0x0000_00FF), color.resolved(in: .highContrast) == DialogRGBA(hex: 0x2222_22FF))
            print(color.forAppearance(isDark: true) == DialogRGBA(hex: 0x1111_11FF), color.forAppearance(isDark: false) == DialogRGBA(hex: 0x3333_33FF))
            print(DialogTheme.highContrast.rawValue, DialogTheme.allCases.count, DialogContract.project.button.height == DialogTokens.Button.height)

            """
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let paths = try files.map { try directory.write($0.relativePath, $0.contents) } + [try directory.write("main.swift", program)]
        let executable = directory.path + "/theme-check"
        let build = try compiler.run(["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "ThemeCheck", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        #expect(run.output == "true true\ntrue true\nhigh-contrast 4 true\n", Comment(rawValue: run.output))
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
