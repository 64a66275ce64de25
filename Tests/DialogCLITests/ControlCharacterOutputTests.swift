import DialogTestSupport
import Foundation
import Testing

/// Control characters a spec smuggles into a finding (here in a key, which `unknown-key`
/// quotes) never reach the output raw, in any format: `--format github` escapes CR and LF as
/// GitHub's toolkit does and shows the other controls as the text formatter does (`␛`); JSON,
/// SARIF and JUnit escape the C0 controls in their own syntax (DEL is an ordinary character
/// of JSON and XML, which their readers take as written). End to end through the executable.
@Suite struct ControlCharacterOutputTests {
    /// ESC, NUL, BEL and DEL in a key, written as JSON escapes.
    static let spec = #"{"id": "notice.c", "tit\u001b[31mle\u0000\u0007\u007f": "x", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#

    /// The C0 controls other than line feed, and DEL where the format is read by people: none
    /// may appear raw in the output.
    static func rawControls(_ text: String, format: String = "text") -> [String] {
        let machine = ["json", "sarif", "junit"].contains(format)
        return text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (!machine && $0.value == 0x7F) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test(
        .enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound),
        arguments: ["text", "json", "sarif", "github", "junit"])
    func noFormatWritesAControlCharacterFromASpecRaw(_ format: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("c.dialog.json", Self.spec)
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache", "--format", format, "c.dialog.json"], in: folder.path)
        #expect(result.status == 1, "\(format): \(result.output)")
        #expect(result.output.contains("unknown-key"), "\(format): \(result.output)")
        #expect(Self.rawControls(result.output, format: format).isEmpty, "\(format): raw \(Self.rawControls(result.output, format: format)) in \(result.output)")
        #expect(Self.rawControls(result.error).isEmpty, "\(format): raw \(Self.rawControls(result.error)) in \(result.error)")
    }

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func githubShowsTheControlsAsTheTextFormatterDoes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("c.dialog.json", Self.spec)
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache", "--format", "github", "c.dialog.json"], in: folder.path)
        #expect(result.output.contains("title=unknown-key::unknown key 'tit\u{241B}[31mle\u{2400}\u{2407}\u{2421}'"), "\(result.output)")
    }
}

/// `dialogc tokens` prints token names, which a token file may fill with control characters.
@Suite struct TokenReportControlCharacterTests {
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func theTokenTableWritesNoControlCharacterRaw() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("e.tokens.json", #"{"color": {"$type": "color", "x\u001b[2Jy\u0007": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#)
        let result = try ProjectConfigTests.runExecutable(["tokens", "e.tokens.json"], in: folder.path)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("color.x\u{241B}[2Jy\u{2407}"), "\(result.output)")
        #expect(ControlCharacterOutputTests.rawControls(result.output).isEmpty, "\(result.output)")
    }
}
