import DialogJSON
import DialogTestSupport
import Testing

@Suite struct JSONWriterTests {
    @Test func prettySortsKeysIndentsByTwoAndEndsWithNewline() {
        let value: JSONOutput = [
            "zeta": [1, 2],
            "alpha": ["inner": true, "empty": [:]],
            "Beta": [],
            "nothing": nil,
        ]
        let expected = """
            {
              "Beta": [],
              "alpha": {
                "empty": {},
                "inner": true
              },
              "nothing": null,
              "zeta": [
                1,
                2
              ]
            }

            """
        let diff = textDiff(actual: JSONWriter.render(value), expected: expected)
        #expect(diff == nil, "\(diff ?? "")")
    }

    @Test func compactHasNoWhitespaceAndNoNewline() {
        let value: JSONOutput = ["b": [1, "x", false], "a": [:], "c": []]
        #expect(JSONWriter.render(value, style: .compact) == #"{"a":{},"b":[1,"x",false],"c":[]}"#)
    }

    @Test func keysSortByUnicodeScalarValue() {
        // Scalar order: "B" (U+42) < "a" (U+61) < "é" (U+E9) < "한" (U+D55C) < "😀" (U+1F600).
        // U+FF21 (fullwidth A) sorts before U+1F600 although its UTF-16 form would not.
        let value: JSONOutput = ["😀": 1, "한": 2, "é": 3, "a": 4, "B": 5, "\u{FF21}": 6]
        #expect(
            JSONWriter.render(value, style: .compact)
                == #"{"B":5,"a":4,"é":3,"한":2,"Ａ":6,"😀":1}"#)
    }

    @Test func outputDoesNotDependOnConstructionOrder() {
        var first: [String: JSONOutput] = [:]
        var second: [String: JSONOutput] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for key in keys { first[key] = .string(key) }
        for key in keys.reversed() { second[key] = .string(key) }
        #expect(JSONWriter.render(.object(first)) == JSONWriter.render(.object(second)))
    }

    @Test func stringEscapes() {
        #expect(JSONWriter.quoted("plain") == #""plain""#)
        #expect(JSONWriter.quoted("quote \" backslash \\ slash /") == #""quote \" backslash \\ slash /""#)
        #expect(JSONWriter.quoted("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(JSONWriter.quoted("\u{0}\u{1}\u{1B}\u{1F}") == #""\u0000\u0001\u001b\u001f""#)
        #expect(JSONWriter.quoted("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
        // DEL and other non-ASCII scalars are written as themselves, in UTF-8.
        #expect(JSONWriter.quoted("\u{7F}한글 é 😀 \u{2027}") == "\"\u{7F}한글 é 😀 \u{2027}\"")
        #expect(JSONWriter.quoted("") == #""""#)
    }

    @Test func keysAreEscapedLikeStrings() {
        #expect(JSONWriter.render(["a\"b\n": 1], style: .compact) == #"{"a\"b\n":1}"#)
    }

    @Test func integers() {
        let value: JSONOutput = [0, -1, 42, .int(Int.max), .int(Int.min)]
        #expect(
            JSONWriter.render(value, style: .compact)
                == "[0,-1,42,9223372036854775807,-9223372036854775808]")
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (320.0, "320"), (-2.5, "-2.5"),
        (0.1, "0.1"), (0.3, "0.3"), (0.1 + 0.2, "0.30000000000000004"), (1.43, "1.43"),
        (1.0 / 3.0, "0.3333333333333333"), (123.456, "123.456"),
        (0.000001, "0.000001"), (0.0000012, "0.0000012"), (1e-7, "1e-7"), (1.5e-7, "1.5e-7"),
        (1e15, "1000000000000000"), (1e16, "10000000000000000"), (1e20, "100000000000000000000"),
        (1.2345678901234568e20, "123456789012345680000"), (1e21, "1e+21"), (1.5e300, "1.5e+300"),
        (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (2.2250738585072014e-308, "2.2250738585072014e-308"),
    ])
    func doublesUseShortestRoundTrippingDigits(value: Double, expected: String) {
        let text = JSONWriter.render(.double(value), style: .compact)
        #expect(text == expected)
        #expect(Double(text) == value)  // round-trips (and -0.0 == 0.0)
    }

    @Test func nonFiniteDoublesAreWrittenAsNull() {
        let value: JSONOutput = [.double(.nan), .double(.infinity), .double(-.infinity)]
        #expect(JSONWriter.render(value, style: .compact) == "[null,null,null]")
        #expect(JSONWriter.numberText(.nan) == nil)
    }

    @Test func randomDoublesRoundTrip() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let text = JSONWriter.render(.double(value), style: .compact)
            #expect(Double(text) == value, "\(text) does not read back as \(value)")
            #expect(!text.contains("E") && !text.hasSuffix(".0"))
        }
    }

    @Test func literalsBuildTheSameValuesAsCases() {
        let literal: JSONOutput = ["a": [nil, true, 1, 1.5, "s"]]
        let cases = JSONOutput.object([
            "a": .array([.null, .bool(true), .int(1), .double(1.5), .string("s")])
        ])
        #expect(literal == cases)
    }
}
