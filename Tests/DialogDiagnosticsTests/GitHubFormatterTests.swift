import DialogDiagnostics
import DialogFormatters
import DialogRules
import Testing

@Suite struct GitHubFormatterTests {
    @Test func oneCommandPerFinding() {
        let file = "file=specs/delete.dialog.json"
        let expected = """
            ::error title=io::cannot read 'specs/missing.dialog.json': No such file or directory
            ::error \(file),line=3,col=3,endLine=3,endColumn=9,title=unknown-key::unknown key 'titel'%0Anote: did you mean 'title'?
            ::error \(file),line=4,col=28,endLine=4,endColumn=35,title=markup::unclosed highlight span 'accent'
            ::error \(file),line=6,col=46,endLine=6,endColumn=53,title=invalid-value::'cancle' is not a button role%0Anote: did you mean 'cancel'?
            ::error \(file),line=7,col=13,endLine=7,endColumn=20,title=duplicate-id::two buttons have the id 'cancel'%0Aspecs/delete.dialog.json:6:13: note: first used here
            ::warning \(file),line=7,col=46,endLine=7,endColumn=58,title=destructive-needs-cancel::destructive button 'cancel' has no cancel button beside it
            ::error \(file),line=9,endLine=10,title=button-widths::widths sum to 1.1; they must sum to 1
            ::error file=specs/unreadable.dialog.json,line=1,col=1,endLine=1,endColumn=1,title=json-syntax::the file is not valid UTF-8

            """
        expectText(GitHubFormatter().render(SampleDiagnostics.all), expected)
    }

    @Test func escapesExactlyAsTheActionsToolkit() {
        let file = SourceFile(path: "specs/a,b:c%.json", text: "{1}")
        let diagnostic = Diagnostic(
            .invalidValue, "opacity 140% is outside 0..1, expected: a number\r\nsecond line",
            in: file, at: SourceRange(1, 2),
            notes: [Diagnostic.Note("see: a,b %0A")])
        let expected = "::error file=specs/a%2Cb%3Ac%25.json,line=1,col=2,endLine=1,endColumn=2,title=invalid-value"
            + "::opacity 140%25 is outside 0..1, expected: a number%0D%0Asecond line%0Anote: see: a,b %250A\n"
        expectText(GitHubFormatter().render([diagnostic]), expected)
    }

    /// Beyond the toolkit's escapes: no other control character reaches the log raw.
    @Test func otherControlCharactersAreShownNotWritten() {
        let file = SourceFile(path: "specs/\u{1B}.json", text: "{1}")
        let diagnostic = Diagnostic(.unknownKey, "unknown key 'a\u{1B}[2Jb\u{0}\u{7}\u{7F}\tc'", in: file, at: SourceRange(1, 2))
        let expected = "::error file=specs/\u{241B}.json,line=1,col=2,endLine=1,endColumn=2,title=unknown-key"
            + "::unknown key 'a\u{241B}[2Jb\u{2400}\u{2407}\u{2421}\tc'\n"
        expectText(GitHubFormatter().render([diagnostic]), expected)
    }

    @Test func nothingElseIsEscaped() {
        let message = "한글 😀 <tag> \"quoted\" ;]"
        let diagnostic = Diagnostic(rule: .markup, severity: .warning, message: message, location: nil)
        #expect(GitHubFormatter().render([diagnostic]) == "::warning title=markup::\(message)\n")
    }

    @Test func noFindingsNoCommands() {
        #expect(GitHubFormatter().render([]) == "")
    }
}

@Suite struct DiagnosticFormatterTests {
    @Test func formatNamesParseExactly() {
        #expect(OutputFormat.allCases.map { OutputFormat(argument: $0.rawValue) } == OutputFormat.allCases)
        #expect(OutputFormat(argument: "sarif") == .sarif)
        #expect(OutputFormat(argument: "SARIF") == nil)
        #expect(OutputFormat(argument: "xml") == nil)
        #expect(OutputFormat.argumentNames == "text, json, sarif, github, junit")
    }

    @Test func renderDispatchesToEachFormatter() {
        let diagnostics = SampleDiagnostics.all
        let plain = DiagnosticFormatOptions(toolVersion: "9.9.9", rules: RuleRegistry.catalog)
        let colored = DiagnosticFormatOptions(toolVersion: "9.9.9", rules: RuleRegistry.catalog, color: true)
        #expect(DiagnosticFormatter.render(diagnostics, format: .text, options: plain) == TextFormatter().render(diagnostics))
        #expect(
            DiagnosticFormatter.render(diagnostics, format: .text, options: colored)
                == TextFormatter(color: true).render(diagnostics))
        #expect(DiagnosticFormatter.render(diagnostics, format: .json, options: colored) == JSONFormatter().render(diagnostics))
        #expect(
            DiagnosticFormatter.render(diagnostics, format: .sarif, options: plain)
                == SARIFFormatter(toolVersion: "9.9.9", rules: RuleRegistry.catalog.all).render(diagnostics))
        #expect(DiagnosticFormatter.render(diagnostics, format: .github, options: colored) == GitHubFormatter().render(diagnostics))
    }

    @Test func colorOnlyAffectsText() {
        let colored = DiagnosticFormatOptions(toolVersion: "1", rules: RuleRegistry.catalog, color: true)
        for format in [OutputFormat.json, .sarif, .github] {
            #expect(!DiagnosticFormatter.render(SampleDiagnostics.all, format: format, options: colored).contains("\u{1B}"))
        }
    }
}
