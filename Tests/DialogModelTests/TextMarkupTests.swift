import DialogModel
import DialogTestSupport
import Testing

@Suite struct TextMarkupTests {
    // MARK: Well-formed text

    @Test func plainTextIsOneLiteralPiece() {
        let (text, problems) = TextMarkupParser.parse("Delete this timer?")
        #expect(problems.isEmpty)
        #expect(describe(text) == #""Delete this timer?""#)
        #expect(text.pieces.first?.rawRange == 0..<18)
        #expect(text.highlights.isEmpty)
    }

    @Test func emptyTextHasNoPieces() {
        let (text, problems) = TextMarkupParser.parse("")
        #expect(problems.isEmpty)
        #expect(text.pieces.isEmpty)
    }

    @Test func placeholdersSplitLiterals() {
        let (text, problems) = TextMarkupParser.parse("Hello, {name}! You have {count} new {name_2}")
        #expect(problems.isEmpty)
        #expect(describe(text) == #""Hello, " {name} "! You have " {count} " new " {name_2}"#)
        #expect(text.placeholders == ["name", "count", "name_2"])
        #expect(text.pieces[1].rawRange == 7..<13)
    }

    @Test func doubledBracesAreLiteralAndMergeWithTheirNeighbours() {
        let (text, problems) = TextMarkupParser.parse("use {{name}} or }}")
        #expect(problems.isEmpty)
        #expect(describe(text) == #""use {name} or }""#)
        #expect(text.pieces.count == 1)
        #expect(text.pieces[0].rawRange == 0..<18)
        #expect(text.plainText == "use {name} or }")
    }

    @Test func doubledBracesAroundAPlaceholder() {
        // `{{{x}}}`: a literal brace, the placeholder, a literal brace.
        let (text, problems) = TextMarkupParser.parse("{{{x}}}")
        #expect(problems.isEmpty)
        #expect(describe(text) == #""{" {x} "}""#)
    }

    @Test func highlightSpanOfTheTeamInvitation() {
        let raw = "<accent>{teamName}</accent> 팀의 초대를 수락할까요?"
        let (text, problems) = TextMarkupParser.parse(raw)
        #expect(problems.isEmpty)
        #expect(describe(text) == #"accent:{teamName} " 팀의 초대를 수락할까요?""#)
        #expect(text.highlights == [HighlightSpan(style: "accent", openingTag: 0..<8, closingTag: 18..<27)])
        #expect(text.highlights[0].content == 8..<18)
        #expect(text.placeholders == ["teamName"])
    }

    @Test func severalSpansWithLiteralsAround() {
        let (text, problems) = TextMarkupParser.parse("Delete <danger>all {count}</danger> items of <accent2>{owner}</accent2>?")
        #expect(problems.isEmpty)
        #expect(describe(text) == #""Delete " danger:"all " danger:{count} " items of " accent2:{owner} "?""#)
        #expect(text.highlights.map(\.style) == ["danger", "accent2"])
    }

    @Test func newlinesAndEmojiStayInTheLiteral() {
        let raw = "✉️\n팀 초대장 도착!"
        let (text, problems) = TextMarkupParser.parse(raw)
        #expect(problems.isEmpty)
        #expect(describe(text) == "\"\(raw)\"")
        // Offsets count scalars, not characters: the envelope is two (U+2709 U+FE0F).
        #expect(text.pieces[0].rawRange == 0..<raw.unicodeScalars.count)
        #expect(raw.unicodeScalars.count == raw.count + 1)
    }

    @Test(arguments: ["a < b", "<3 you", "< accent>x", "<Accent>x</Accent>", "</ accent>", "<a href>", "1 <2> 3", "x <", "<1a>"])
    func angleBracketThatIsNoTagIsLiteral(_ raw: String) {
        let (text, problems) = TextMarkupParser.parse(raw)
        #expect(problems.isEmpty)
        #expect(text.highlights.isEmpty)
        #expect(describe(text) == "\"\(raw)\"")
    }

    @Test func emptySpanIsAllowedAndTheLiteralsAroundItMerge() {
        let (text, problems) = TextMarkupParser.parse("a<accent></accent>b")
        #expect(problems.isEmpty)
        #expect(text.highlights.count == 1)
        #expect(describe(text) == #""ab""#)
        #expect(text.pieces[0].rawRange == 0..<19)
    }

    // MARK: Problems, positioned with markers

    @Test func loneOpeningBraceSaysToDoubleIt() {
        let problems = expectProblems("Press 1️⃣{ to start", kinds: [.markup])
        #expect(problems.first?.message.contains("'{{'") == true)
    }

    @Test func openingBraceBeforeAnotherPlaceholderIsUnclosed() {
        let (text, _) = expectProblemsAndText("1️⃣{a {b}", kinds: [.markup])
        #expect(describe(text) == #""{a " {b}"#)
    }

    @Test func loneClosingBraceSaysToDoubleIt() {
        let problems = expectProblems("a 1️⃣} b", kinds: [.markup])
        #expect(problems.first?.message.contains("'}}'") == true)
    }

    @Test func extraClosingBraceAfterPlaceholder() {
        expectProblems("{name}1️⃣}", kinds: [.markup])
    }

    @Test func placeholderNameMustBeAnIdentifier() {
        let (text, problems) = expectProblemsAndText("Hi {1️⃣first name}", kinds: [.invalidPlaceholderName])
        #expect(problems[0].scalarRange.count == 10)
        #expect(problems[0].message.contains("not a Swift identifier"))
        // Best effort: the placeholder is still there for later stages.
        #expect(text.placeholders == ["first name"])
    }

    @Test func placeholderNameMayNotStartWithADigit() {
        expectProblems("{1️⃣2nd}", kinds: [.invalidPlaceholderName])
    }

    @Test func nonASCIIPlaceholderNameIsRejected() {
        expectProblems("{1️⃣이름}", kinds: [.invalidPlaceholderName])
    }

    @Test func placeholderNameMayNotBeAKeyword() {
        let problems = expectProblems("{1️⃣default} and {2️⃣self}", kinds: [.invalidPlaceholderName, .invalidPlaceholderName])
        #expect(problems[0].message.contains("keyword"))
    }

    @Test func emptyPlaceholderPointsAtTheBraces() {
        let problems = expectProblems("x 1️⃣{}", kinds: [.invalidPlaceholderName])
        #expect(problems[0].scalarRange.count == 2)
    }

    @Test func unclosedSpanPointsAtTheOpeningTag() {
        let (text, problems) = expectProblemsAndText("1️⃣<accent>x", kinds: [.markup])
        #expect(problems[0].scalarRange == 0..<8)
        #expect(problems[0].message.contains("'</accent>'"))
        #expect(text.highlights.isEmpty)
        #expect(describe(text) == #"accent:"x""#)
    }

    @Test func unopenedSpanPointsAtTheClosingTag() {
        let (text, problems) = expectProblemsAndText("x1️⃣</accent>y", kinds: [.markup])
        #expect(problems[0].scalarRange.count == 9)
        #expect(describe(text) == #""xy""#)
    }

    @Test func closingTagOfAnotherStyleIsUnopenedAndTheSpanUnclosed() {
        expectProblems("1️⃣<accent>x2️⃣</danger>", kinds: [.markup, .markup])
    }

    @Test func nestedSpanIsReportedOnceAtTheInnerOpeningTag() {
        let (text, problems) = expectProblemsAndText("<a>x1️⃣<b>y</b>z</a>", kinds: [.markup])
        #expect(problems[0].message.contains("may not nest"))
        // Best effort: the outer span stands, drawing everything inside it.
        #expect(text.highlights.map(\.style) == ["a"])
        #expect(describe(text) == #"a:"xyz""#)
    }

    @Test func nestedSpanOfTheSameStyle() {
        expectProblems("<a>x1️⃣<a>y</a>z</a>", kinds: [.markup])
    }

    @Test func crossingSpansAreReportedOnceAtTheWrongClosingTag() {
        let problems = expectProblems("<a>x<b>y1️⃣</a>z</b>", kinds: [.markup])
        #expect(problems[0].message.contains("may not cross"))
        #expect(problems[0].message.contains("'</b>'"))
    }

    @Test func innerSpanNeverClosedIsUnclosedNotCrossing() {
        let problems = expectProblems("<a>x1️⃣<b>y</a>", kinds: [.markup])
        #expect(problems[0].message.contains("never closed"))
    }

    @Test func everyProblemOfOneTextIsReportedInOrder() {
        expectProblems("1️⃣} {2️⃣x y} 3️⃣<accent>{ok} 4️⃣{", kinds: [.markup, .invalidPlaceholderName, .markup, .markup])
    }

    @Test func bestEffortTextDespiteProblems() {
        let (text, problems) = TextMarkupParser.parse("{a b} <accent>x")
        #expect(problems.count == 2)
        #expect(describe(text) == #"{a b} " " accent:"x""#)
    }

    // MARK: Helpers

    /// The pieces in one line: `"literal"`, `{placeholder}`, prefixed `style:` when highlighted.
    private func describe(_ text: DialogText) -> String {
        text.pieces.map { piece in
            let body = switch piece.kind {
            case .literal(let literal): "\"\(literal)\""
            case .placeholder(let name): "{\(name)}"
            }
            return piece.highlight.map { "\($0):\(body)" } ?? body
        }.joined(separator: " ")
    }

    @discardableResult
    private func expectProblems(
        _ marked: String, kinds: [MarkupProblem.Kind], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [MarkupProblem] {
        expectProblemsAndText(marked, kinds: kinds, sourceLocation: sourceLocation).problems
    }

    /// Parses `marked` without its markers and expects one problem per marker, in marker
    /// order, starting where the marker stood (in scalars) and of the given kind.
    @discardableResult
    private func expectProblemsAndText(
        _ marked: String, kinds: [MarkupProblem.Kind], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (text: DialogText, problems: [MarkupProblem]) {
        let markers = LocationMarkers(parsing: marked)
        let (text, problems) = TextMarkupParser.parse(markers.cleanText)
        let expectedStarts = markers.markerNumbers.map { scalarOffset(ofByte: markers.offsets[$0]!, in: markers.cleanText) }
        #expect(problems.map(\.scalarRange.lowerBound) == expectedStarts, "\(problems.map(\.message))", sourceLocation: sourceLocation)
        #expect(problems.map(\.kind) == kinds, sourceLocation: sourceLocation)
        for problem in problems {
            #expect(!problem.message.isEmpty, sourceLocation: sourceLocation)
        }
        return (text, problems)
    }

    private func scalarOffset(ofByte offset: Int, in text: String) -> Int {
        String(decoding: Array(text.utf8)[..<offset], as: UTF8.self).unicodeScalars.count
    }
}
