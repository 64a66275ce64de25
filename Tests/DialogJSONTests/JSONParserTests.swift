import DialogDiagnostics
import DialogJSON
import DialogTestSupport
import Testing

/// What the parser builds: ranges, member order, duplicates, numbers and strings.
@Suite struct JSONParserTests {
    private func parse(_ text: String) -> JSONDocument { JSONParser().parse(Array(text.utf8)) }

    private func value(_ text: String) throws -> JSONValue {
        let document = parse(text)
        return try #require(document.value, "\(document.syntaxError?.message ?? "")")
    }

    // MARK: Ranges

    @Test func rangesIncludeQuotesAndBrackets() throws {
        let markers = LocationMarkers(parsing: #"1️⃣{ 2️⃣"id"3️⃣: 4️⃣"team.invitation"5️⃣, "list": 6️⃣[7️⃣-1.5e38️⃣, {}]9️⃣ }🔟"#)
        let offsets = markers.offsets
        let root = try value(markers.cleanText)
        #expect(root.range == SourceRange(offsets[1]!, offsets[10]!))
        let members = try #require(root.objectMembers)
        #expect(members[0].keyRange == SourceRange(offsets[2]!, offsets[3]!))
        #expect(members[0].value.range == SourceRange(offsets[4]!, offsets[5]!))
        #expect(members[1].value.range == SourceRange(offsets[6]!, offsets[9]!))
        let list = try #require(members[1].value.arrayValue)
        #expect(list[0].range == SourceRange(offsets[7]!, offsets[8]!))
    }

    @Test func rangesCountBytesNotCharacters() throws {
        let markers = LocationMarkers(parsing: #"{"제목": 1️⃣"팀 초대장 ✉️"2️⃣}"#)
        let members = try #require(try value(markers.cleanText).objectMembers)
        #expect(members[0].value.range == SourceRange(markers.offsets[1]!, markers.offsets[2]!))
        #expect(members[0].key == "제목")
    }

    @Test func literalRangesAndKinds() throws {
        let list = try #require(try value("[true, false, null]").arrayValue)
        #expect(list.map(\.kind) == [.bool(true), .bool(false), .null])
        #expect(list.map(\.range) == [SourceRange(1, 5), SourceRange(7, 12), SourceRange(14, 18)])
    }

    // MARK: Objects

    @Test func membersKeepSourceOrder() throws {
        let members = try #require(try value(#"{"z": 1, "a": 2, "m": 3, "b": {"y": [], "x": {}}}"#).objectMembers)
        #expect(members.map(\.key) == ["z", "a", "m", "b"])
        #expect(members[3].value.objectMembers?.map(\.key) == ["y", "x"])
    }

    @Test func duplicateKeysAreReportedWithBothRanges() throws {
        let markers = LocationMarkers(parsing: #"{1️⃣"b": 1, "a": {"b": 0}, 2️⃣"b": 3, 3️⃣"b": 4}"#)
        let document = parse(markers.cleanText)
        // Duplicates do not make the document invalid: every member is kept, in order.
        let members = try #require(document.value?.objectMembers)
        #expect(members.map(\.key) == ["b", "a", "b", "b"])
        #expect(document.duplicateKeys.count == 2)
        for (duplicate, marker) in zip(document.duplicateKeys, [2, 3]) {
            #expect(duplicate.key == "b")
            #expect(duplicate.first == SourceRange(markers.offsets[1]!, markers.offsets[1]! + 3))
            #expect(duplicate.duplicate == SourceRange(markers.offsets[marker]!, markers.offsets[marker]! + 3))
        }
    }

    @Test func escapedKeysAreComparedByTheirDecodedText() throws {
        let markers = LocationMarkers(parsing: #"{1️⃣"ab": 1, 2️⃣"a\u0062": 2, "\u0061c": 3, "ac": 4}"#)
        let document = parse(markers.cleanText)
        #expect(document.duplicateKeys.map(\.key) == ["ab", "ac"])
        #expect(document.duplicateKeys.first?.first.lowerBound == markers.offsets[1])
        #expect(document.duplicateKeys.first?.duplicate.lowerBound == markers.offsets[2])
    }

    @Test func fileFormReportsDuplicateKeyWithANoteAtTheFirst() throws {
        let file = SourceFile(path: "specs/dup.dialog.json", text: "{\n  \"id\": \"a\",\n  \"id\": \"b\"\n}\n")
        let (value, diagnostics) = JSONParser().parse(file)
        #expect(value != nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.rule == .duplicateKey)
        #expect(diagnostic.message == "duplicate key 'id'; remove one of the two or merge them")
        #expect(diagnostic.location?.start.line == 3)
        #expect(diagnostic.location?.start.column == 3)
        let note = try #require(diagnostic.notes.first)
        #expect(note.message == "'id' first appears here")
        #expect(note.location?.start.line == 2)
        #expect(note.location?.start.column == 3)
    }

    @Test func fileFormReportsSyntaxErrorsAsJSONSyntax() throws {
        let file = SourceFile(path: "specs/bad.dialog.json", text: "{\n  \"title\": \"팀\",\n  \"id\": \"a\",\n}\n")
        let (value, diagnostics) = JSONParser().parse(file)
        #expect(value == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .jsonSyntax)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "trailing comma before '}'; remove the comma")
        #expect(diagnostic.location?.start.line == 3)
        #expect(diagnostic.location?.start.column == 12)
    }

    // MARK: Numbers

    @Test(arguments: [
        ("0", 0 as Int64?, 0.0),
        ("7", 7, 7.0),
        ("-42", -42, -42.0),
        ("9223372036854775807", Int64.max, 9_223_372_036_854_775_807.0),
        ("-9223372036854775808", Int64.min, -9_223_372_036_854_775_808.0),
        ("9223372036854775808", nil, 9_223_372_036_854_775_808.0),
        ("-9223372036854775809", nil, -9_223_372_036_854_775_809.0),
        ("123456789012345678901234567890", nil, 1.2345678901234568e29),
        ("1.0", nil, 1.0),
        ("0.5", nil, 0.5),
        ("1e2", nil, 100.0),
        ("1E+2", nil, 100.0),
        ("25e-1", nil, 2.5),
        ("-1.5e-3", nil, -0.0015),
        ("0.1", nil, 0.1),
        ("1.7976931348623157e308", nil, 1.7976931348623157e308),
        ("5e-324", nil, Double.leastNonzeroMagnitude),
        ("1e-400", nil, 0.0),
    ])
    func numbers(_ literal: String, _ integer: Int64?, _ double: Double) throws {
        let number = try #require(try value(literal).numberValue)
        #expect(number.integer == integer, "\(literal)")
        #expect(number.isInteger == (integer != nil), "\(literal)")
        #expect(number.double == double, "\(literal)")
    }

    @Test func negativeZeroIsAnIntegerWithASignedDouble() throws {
        let number = try #require(try value("-0").numberValue)
        #expect(number.integer == 0)
        #expect(number.double == 0 && number.double.sign == .minus)
        let fraction = try #require(try value("-0.0").numberValue)
        #expect(fraction.integer == nil)
        #expect(fraction.double.sign == .minus)
    }

    @Test func typeNamesFollowIsInteger() throws {
        #expect(try value("3").typeName == "integer")
        #expect(try value("3.0").typeName == "number")
        #expect(try value("3e0").typeName == "number")
    }

    /// Every double must equal the standard library's correctly rounded conversion, whether it
    /// came from the exact fast path or the fallback; a literal beyond the range of Double
    /// must be rejected. 20,000 literals from a fixed seed.
    @Test func doublesMatchTheStandardLibrary() throws {
        var random = SplitMix64(seed: 42)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let literal = random.numberLiteral()
            let expected = try #require(Double(literal))
            let document = parse(literal)
            guard expected.isFinite else {
                if document.syntaxError == nil { mismatches.append(literal) }
                continue
            }
            guard let number = document.value?.numberValue else {
                mismatches.append(literal)
                continue
            }
            if number.double.bitPattern != expected.bitPattern { mismatches.append(literal) }
            if let integer = Int64(literal), number.integer != integer { mismatches.append(literal) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    // MARK: Strings

    @Test func everyEscapeDecodes() throws {
        let string = try value(#""q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u4E2D \uD83D\uDE00 \u0000""#).stringValue
        #expect(string == "q\" b\\ s/ \u{08}\u{0C}\n\r\t Aé中 😀 \u{0}")
    }

    @Test func rawUnicodeIsKept() throws {
        #expect(try value(#""팀 초대장 도착! ✉️ 👩‍👩‍👧‍👦""#).stringValue == "팀 초대장 도착! ✉️ 👩‍👩‍👧‍👦")
    }

    /// The string scanner reads eight bytes at a time: put each kind of special byte at every
    /// position around those boundaries, with and without escapes before it.
    @Test func specialBytesAtEveryPositionOfAWord() throws {
        for prefix in ["", #"\n"#] {
            for length in 0..<24 {
                for (raw, decoded) in [("é", "é"), ("😀", "😀"), (#"\""#, "\""), (#"\u0041"#, "A"), ("\u{7F}", "\u{7F}")] {
                    let filler = String(repeating: "a", count: length)
                    let literal = "\"\(prefix)\(filler)\(raw)\(filler)\""
                    let expected = (prefix.isEmpty ? "" : "\n") + filler + decoded + filler
                    #expect(try value(literal).stringValue == expected, "\(literal)")
                }
                let unterminated = "[\"\(prefix)" + String(repeating: "b", count: length) + "\u{1}\"]"
                let error = try #require(parse(unterminated).syntaxError)
                #expect(error.range.lowerBound == 2 + prefix.utf8.count + length, "\(unterminated)")
            }
        }
    }

    @Test func documentsMayEndRightAfterAValue() throws {
        #expect(try value("\"abc\"").stringValue == "abc")
        #expect(try value("12").numberValue?.integer == 12)
        #expect(try value("true").boolValue == true)
        #expect(try value("[]").arrayValue == [])
    }

    // MARK: Limits and size

    @Test func a100000DeepDocumentIsADepthErrorNotACrash() throws {
        let clock = ContinuousClock()
        let start = clock.now
        for opener in ["[", "{\"a\":"] {
            let bytes = Array(String(repeating: opener, count: 100_000).utf8)
            let error = try #require(JSONParser().parse(bytes).syntaxError)
            #expect(error.message == "nesting deeper than 512 levels; flatten the structure")
            #expect(error.range.lowerBound == 512 * opener.utf8.count)
        }
        #expect(clock.now - start < .seconds(2))
    }

    @Test func maxDepthCanBeLowered() throws {
        #expect(JSONParser(maxDepth: 2).parse(Array("[[1]]".utf8)).syntaxError == nil)
        let error = try #require(JSONParser(maxDepth: 2).parse(Array("[[[1]]]".utf8)).syntaxError)
        #expect(error.range.lowerBound == 2)
        #expect(error.message == "nesting deeper than 2 levels; flatten the structure")
    }

    @Test func aLargeFlatArray() throws {
        let text = "[" + (0..<100_000).map(String.init).joined(separator: ",") + "]"
        let elements = try #require(try value(text).arrayValue)
        #expect(elements.count == 100_000)
        #expect(elements[99_999].numberValue?.integer == 99_999)
        #expect(elements[99_999].range.upperBound == text.utf8.count - 1)
    }

    @Test func aLargeFlatObjectFindsItsDuplicates() throws {
        var text = "{" + (0..<50_000).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        text += ", \"key17\": 0, \"k\\u0065y40000\": 1}"
        let document = parse(text)
        let members = try #require(document.value?.objectMembers)
        #expect(members.count == 50_002)
        #expect(document.duplicateKeys.map(\.key) == ["key17", "key40000"])
        #expect(document.duplicateKeys.first?.first == members[17].keyRange)
        #expect(document.duplicateKeys.last?.first == members[40_000].keyRange)
    }
}

/// Generated JSON numbers for the conversion tests.
extension SplitMix64 {
    /// A valid JSON number: up to 22 integer digits, an optional fraction of up to 20 digits
    /// and an optional exponent within ±330, so both conversion paths are exercised.
    mutating func numberLiteral() -> String {
        var literal = below(4) == 0 ? "-" : ""
        let integerDigits = 1 + below(22)
        literal += below(5) == 0 ? "0" : String(1 + below(9)) + digits(integerDigits - 1)
        if below(2) == 0 { literal += "." + digits(1 + below(20)) }
        if below(3) == 0 { literal += ["e", "E", "e+", "e-", "E-"][below(5)] + String(below(330)) }
        return literal
    }

    private mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(below(10))) })
    }
}
