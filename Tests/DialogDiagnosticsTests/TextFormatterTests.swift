import DialogDiagnostics
import DialogFormatters
import DialogTestSupport
import Testing

@Suite struct TextFormatterTests {
    @Test func plainOutputOfEveryShape() {
        let expected = """
            dialogc: error: cannot read 'specs/missing.dialog.json': No such file or directory [io]
            specs/delete.dialog.json:3:3: error: unknown key 'titel' [unknown-key]
              "titel": "Delete?",
              ^~~~~~~
            note: did you mean 'title'?
            specs/delete.dialog.json:4:28: error: unclosed highlight span 'accent' [markup]
            \t"message": "이 타이머를 삭제할까요? <accent>",
            \t                                    ^~~~~~~~
            specs/delete.dialog.json:6:46: error: 'cancle' is not a button role [invalid-value]
                { "id": "cancel", "title": "취소", "role": "cancle" },
                                                           ^~~~~~~~
            note: did you mean 'cancel'?
            specs/delete.dialog.json:7:13: error: two buttons have the id 'cancel' [duplicate-id]
                { "id": "cancel", "title": "삭제", "role": "destructive" }
                        ^~~~~~~~
            specs/delete.dialog.json:6:13: note: first used here
                { "id": "cancel", "title": "취소", "role": "cancle" },
                        ^~~~~~~~
            specs/delete.dialog.json:7:46: warning: destructive button 'cancel' has no cancel button beside it [destructive-needs-cancel]
                { "id": "cancel", "title": "삭제", "role": "destructive" }
                                                           ^~~~~~~~~~~~~
            specs/delete.dialog.json:9:25: error: widths sum to 1.1; they must sum to 1 [button-widths]
              "layout": { "widths": [0.3,
                                    ^
            specs/unreadable.dialog.json:1:1: error: the file is not valid UTF-8 [json-syntax]

            """
        expectText(TextFormatter().render(SampleDiagnostics.all), expected)
    }

    /// A long report is rendered in slices on several cores: the bytes must be those of
    /// the findings rendered one after another, in order (odd counts leave uneven slices).
    @Test(arguments: [255, 256, 1_001, 9_000])
    func longReportRendersAsOneFindingAfterAnother(count: Int) {
        let findings = (0..<count).map { SampleDiagnostics.all[$0 % SampleDiagnostics.all.count] }
        let formatter = TextFormatter(color: true)
        let oneByOne = findings.map { formatter.render([$0]) }.joined()
        #expect(formatter.render(findings) == oneByOne)
    }

    @Test func noDiagnosticsRenderNothing() {
        #expect(TextFormatter().render([]) == "")
        #expect(TextFormatter(color: true).render([]) == "")
    }

    @Test func colorMarksEachPartAndResetsIt() {
        let diagnostics = Array(SampleDiagnostics.all[1...1]) + [SampleDiagnostics.all[5]]
        let esc = "\u{1B}["
        let expected = """
            \(esc)1mspecs/delete.dialog.json:3:3:\(esc)0m \(esc)1;31merror:\(esc)0m \(esc)1munknown key 'titel' [unknown-key]\(esc)0m
              "titel": "Delete?",
              \(esc)1;32m^~~~~~~\(esc)0m
            \(esc)1;36mnote:\(esc)0m did you mean 'title'?
            \(esc)1mspecs/delete.dialog.json:7:46:\(esc)0m \(esc)1;33mwarning:\(esc)0m \(esc)1mdestructive button 'cancel' has no cancel button beside it [destructive-needs-cancel]\(esc)0m
                { "id": "cancel", "title": "삭제", "role": "destructive" }
                                                           \(esc)1;32m^~~~~~~~~~~~~\(esc)0m

            """
        expectText(TextFormatter(color: true).render(diagnostics), expected)
    }

    @Test func locatedNoteIsColoredLikeAHeader() {
        let output = TextFormatter(color: true).render([SampleDiagnostics.all[4]])
        #expect(output.contains("\u{1B}[1mspecs/delete.dialog.json:6:13:\u{1B}[0m \u{1B}[1;36mnote:\u{1B}[0m first used here\n"))
    }

    @Test func withoutColorThereAreNoEscapeCodes() {
        #expect(!TextFormatter(color: false).render(SampleDiagnostics.all).contains("\u{1B}"))
    }

    @Test func caretUnderWideCharactersCoversBothCells() {
        // The range is the single scalar 삭, which takes two cells.
        let file = SourceFile(path: "k.json", text: "\"삭제\"")
        let diagnostic = Diagnostic(.emptyText, "m", in: file, at: SourceRange(1, 4))
        expectText(TextFormatter().render([diagnostic]), "k.json:1:2: error: m [empty-text]\n\"삭제\"\n ^~\n")
    }

    @Test func combiningMarksAndEmojiPadByTheirCells() {
        // "e" + U+0301 takes one cell; 😀 takes two; the target is x.
        let file = SourceFile(path: "e.json", text: "e\u{301}😀x")
        let diagnostic = Diagnostic(.emptyText, "m", in: file, at: SourceRange(7, 8))
        expectText(
            TextFormatter().render([diagnostic]),
            "e.json:1:4: error: m [empty-text]\ne\u{301}😀x\n   ^\n")
    }

    @Test func decomposedHangulTakesTwoCells() {
        // 한 written as three Jamo (ᄒ ᅡ ᆫ): one syllable, two cells, three columns.
        let file = SourceFile(path: "j.json", text: "\u{1112}\u{1161}\u{11AB}x")
        let diagnostic = Diagnostic(.emptyText, "m", in: file, at: SourceRange(9, 10))
        expectText(TextFormatter().render([diagnostic]), "j.json:1:4: error: m [empty-text]\n\u{1112}\u{1161}\u{11AB}x\n  ^\n")
    }

    @Test func emptyRangeAndEndOfLineGetOneCaret() {
        let file = SourceFile(path: "e.json", text: "{\"a\": 1")
        let endOfFile = Diagnostic(.jsonSyntax, "expected '}'", in: file, at: .at(7))
        expectText(
            TextFormatter().render([endOfFile]),
            "e.json:1:8: error: expected '}' [json-syntax]\n{\"a\": 1\n       ^\n")
    }

    @Test func controlCharactersAreShownAsPictures() {
        let file = SourceFile(path: "c.json", text: "\"a\u{1B}[31mb\"")
        let diagnostic = Diagnostic(
            .jsonSyntax, "control character \u{1B} in a string", in: file, at: SourceRange(2, 3))
        expectText(
            TextFormatter().render([diagnostic]),
            "c.json:1:3: error: control character \u{241B} in a string [json-syntax]\n\"a\u{241B}[31mb\"\n  ^\n")
    }

    @Test func aVeryLongLineIsShownAsAWindowAroundTheColumn() {
        // A minified file: 1,000 columns on one line, the finding at column 501 ("X").
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 499)
        let file = SourceFile(path: "m.json", text: line)
        let diagnostic = Diagnostic(.jsonSyntax, "m", in: file, at: SourceRange(500, 501))
        let window = String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 99)
        expectText(
            TextFormatter().render([diagnostic]),
            "m.json:1:501: error: m [json-syntax]\n…\(window)…\n\(String(repeating: " ", count: 61))^\n")
    }

    @Test func aLongLineCutOnlyWhereItMustBe() {
        // Near the start nothing is cut before; near the end nothing after, and a range
        // running past the window's edge is marked to the edge.
        let line = String(repeating: "a", count: 300)
        let file = SourceFile(path: "m.json", text: line)
        let early = Diagnostic(.jsonSyntax, "m", in: file, at: SourceRange(2, 3))
        expectText(
            TextFormatter().render([early]),
            "m.json:1:3: error: m [json-syntax]\n\(String(repeating: "a", count: 160))…\n  ^\n")
        let late = Diagnostic(.jsonSyntax, "m", in: file, at: SourceRange(295, 300))
        expectText(
            TextFormatter().render([late]),
            "m.json:1:296: error: m [json-syntax]\n…\(String(repeating: "a", count: 160))\n\(String(repeating: " ", count: 156))^~~~~\n")
    }

    @Test func toolNameNamesUnlocatedFindings() {
        let diagnostic = Diagnostic(rule: .io, severity: .error, message: "m", location: nil)
        #expect(TextFormatter(toolName: "dialogc-bench").render([diagnostic]) == "dialogc-bench: error: m [io]\n")
    }
}

/// Reports a readable line diff when `actual` is not `expected`.
func expectText(
    _ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if let diff = textDiff(actual: actual, expected: expected) {
        Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    }
}
