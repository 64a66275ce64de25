import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Testing

/// Each input is a JSON document `{"t": "…"}` in which `1️⃣` stands where the mapped range
/// must start in the file and `2️⃣`, if present, where it must end. `needle` names the
/// decoded scalars to map: its first occurrence in the decoded string.
@Suite struct StringLiteralMapTests {
    @Test func plainASCII() {
        expectMapping(#"{"t": "ab1️⃣c2️⃣d"}"#, needle: "c")
    }

    @Test func atTheStartOfTheString() {
        expectMapping(#"{"t": "1️⃣a2️⃣bc"}"#, needle: "a")
    }

    @Test func shortEscapeBeforeCountsOneScalarTwoBytes() {
        expectMapping(#"{"t": "a\n1️⃣X2️⃣"}"#, needle: "X")
    }

    @Test func everyShortEscapeBefore() {
        expectMapping(#"{"t": "\"\\\/\b\f\n\r\t1️⃣X2️⃣"}"#, needle: "X")
    }

    @Test func unicodeEscapeBeforeCountsOneScalarSixBytes() {
        expectMapping(#"{"t": "caf\u00e9 1️⃣<b>2️⃣"}"#, needle: "<b>")
    }

    @Test func surrogatePairEscapeBeforeCountsOneScalarTwelveBytes() {
        expectMapping(#"{"t": "\uD83D\uDE00 1️⃣X"}"#, needle: "X")
    }

    @Test func upperCaseAndLowerCaseHexInSurrogatePairs() {
        expectMapping(#"{"t": "\ud83d\ude00\uD83D\uDE00 1️⃣X"}"#, needle: "X")
    }

    @Test func rawMultiByteScalarsBefore() {
        // Two-, three- and four-byte UTF-8 scalars.
        expectMapping(#"{"t": "é팀😀 1️⃣X2️⃣"}"#, needle: "X")
    }

    @Test func rangeOverMultiByteScalars() {
        expectMapping(#"{"t": "a 1️⃣팀의😀2️⃣ b"}"#, needle: "팀의😀")
    }

    @Test func rangeOverEscapes() {
        expectMapping(#"{"t": "a 1️⃣\n\u00e9\uD83D\uDE00\\2️⃣ b"}"#, needle: "\n\u{E9}😀\\")
    }

    @Test func rangeReachingTheEndStopsAtTheClosingQuote() {
        expectMapping(#"{"t": "abc 1️⃣\u00e9nd2️⃣"}"#, needle: "\u{E9}nd")
    }

    @Test func emptyRangeAtTheEnd() {
        let markers = LocationMarkers(parsing: #"{"t": "ab\n1️⃣"}"#)
        let (file, literal) = parseLiteral(markers.cleanText)
        var map = StringLiteralMap(literal: literal, in: file)
        let range = map.byteRange(ofScalars: 3..<3)
        #expect(range == SourceRange.at(markers.offsets[1]!))
    }

    @Test func offsetsPastTheEndClampToTheClosingQuote() {
        let markers = LocationMarkers(parsing: #"{"t": "ab1️⃣"}"#)
        let (file, literal) = parseLiteral(markers.cleanText)
        var map = StringLiteralMap(literal: literal, in: file)
        let range = map.byteRange(ofScalars: 5..<9)
        #expect(range == SourceRange.at(markers.offsets[1]!))
    }

    @Test func literalDeepInAMultiLineFile() {
        let marked = """
            {
              "title": "팀 초대장",
              "t": "\\u2709\\uFE0F\\n팀의 1️⃣<accent>{x}2️⃣"
            }
            """
        expectMapping(marked, needle: "<accent>{x}")
    }

    @Test func everythingBefore() {
        expectMapping(#"{"t": "\t\u0041\uD83D\uDE00é😀\\\"1️⃣</b>2️⃣ tail"}"#, needle: "</b>")
    }

    @Test func oneMapAnswersRangesInAnyOrder() {
        // Forward from its last answer, overlapping it, and back before it (starting over).
        let markers = LocationMarkers(parsing: #"{"t": "1️⃣\u00e92️⃣팀3️⃣\n4️⃣x5️⃣"}"#)
        let (file, literal) = parseLiteral(markers.cleanText)
        let offsets = markers.offsets
        var map = StringLiteralMap(literal: literal, in: file)
        #expect(map.byteRange(ofScalars: 1..<2) == SourceRange(offsets[2]!, offsets[3]!))
        #expect(map.byteRange(ofScalars: 1..<4) == SourceRange(offsets[2]!, offsets[5]!))
        #expect(map.byteRange(ofScalars: 3..<4) == SourceRange(offsets[4]!, offsets[5]!))
        #expect(map.byteRange(ofScalars: 0..<1) == SourceRange(offsets[1]!, offsets[2]!))
        #expect(map.byteRange(ofScalars: 4..<7) == SourceRange.at(offsets[5]!))
        #expect(map.byteRange(ofScalars: 2..<3) == SourceRange(offsets[3]!, offsets[4]!))
    }

    // MARK: Helpers

    private func expectMapping(_ marked: String, needle: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let markers = LocationMarkers(parsing: marked)
        let (file, literal) = parseLiteral(markers.cleanText)
        let decoded = Array(decodedString(markers.cleanText).unicodeScalars)
        let needleScalars = Array(needle.unicodeScalars)
        guard let start = (0...(decoded.count - needleScalars.count)).first(where: { Array(decoded[$0..<($0 + needleScalars.count)]) == needleScalars }) else {
            Issue.record("needle not found in the decoded string", sourceLocation: sourceLocation)
            return
        }
        var map = StringLiteralMap(literal: literal, in: file)
        let range = map.byteRange(ofScalars: start..<(start + needleScalars.count))
        #expect(range.lowerBound == markers.offsets[1], sourceLocation: sourceLocation)
        if let end = markers.offsets[2] {
            #expect(range.upperBound == end, sourceLocation: sourceLocation)
        }
    }

    private func parseLiteral(_ json: String) -> (SourceFile, SourceRange) {
        let file = SourceFile(path: "test.json", text: json)
        let (value, diagnostics) = JSONParser().parse(file)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let member = value?.objectMembers?.last { $0.key == "t" }
        return (file, member?.value.range ?? SourceRange.at(0))
    }

    private func decodedString(_ json: String) -> String {
        let (value, _) = JSONParser().parse(SourceFile(path: "test.json", text: json))
        return value?.objectMembers?.last { $0.key == "t" }?.value.stringValue ?? ""
    }
}
