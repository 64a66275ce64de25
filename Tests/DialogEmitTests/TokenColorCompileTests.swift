import DialogEmit
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Compiles the generated `DialogTokens.swift` with a small program and runs it: the colour
/// initialiser `DialogRGBA(hex:)`, written for a cheap type check (each component bound to a
/// `UInt32` first), must still take every byte from the right place.
@Suite struct TokenColorCompileTests {
    static let program = """
        let color = DialogRGBA(hex: 0x1133_55FF)
        print(color.red == 17.0 / 255, color.green == 51.0 / 255, color.blue == 85.0 / 255, color.alpha == 1)
        let clear = DialogRGBA(hex: 0x8040_2000)
        print(clear.red == 128.0 / 255, clear.green == 64.0 / 255, clear.blue == 32.0 / 255, clear.alpha == 0)

        """

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): DialogRGBA(hex:) was not compiled"))
    func hexColorsDecodeEachByte() throws {
        let compiler = try #require(SwiftCompiler.find())
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tokens = SwiftTokensEmitter.tokens(EmbeddedDefaultTokens.shared, accessLevel: .internal)
        let paths = [try directory.write(tokens.relativePath, tokens.contents), try directory.write("main.swift", Self.program)]
        let executable = directory.path + "/token-check"
        let build = try compiler.run(["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "TokenCheck", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        #expect(run.status == 0)
        #expect(run.output == "true true true true\ntrue true true true\n")
    }
}
