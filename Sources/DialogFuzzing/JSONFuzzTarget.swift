import DialogDiagnostics
import DialogJSON

/// `json`: the parser on any bytes.
///
/// Oracles: every range the parser returns (values, keys, the syntax error, duplicate keys)
/// lies inside the input, children inside their parent; a string value's range starts and
/// ends with a quote; the diagnostics of `parse(SourceFile)` satisfy `DiagnosticInvariants`;
/// and a parsed document written back with `JSONWriter` parses again, without error, to a
/// value that writes the same text (writing normalises key order, duplicates and number
/// spelling, so the comparison is between written texts).
enum JSONFuzzTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        let document = JSONParser().parse(bytes)
        let size = bytes.count
        if let error = document.syntaxError {
            try invariant(document.value == nil, "json: a syntax error and a value")
            try invariant(inside(error.range, 0, size), "json: syntax error range \(error.range) outside 0...\(size)")
            try invariant(!error.message.isEmpty, "json: syntax error without a message")
        } else {
            try invariant(document.value != nil, "json: neither a value nor a syntax error")
        }
        for duplicate in document.duplicateKeys {
            try invariant(inside(duplicate.first, 0, size) && inside(duplicate.duplicate, 0, size), "json: duplicate key ranges outside the input")
            try invariant(duplicate.first.upperBound <= duplicate.duplicate.lowerBound, "json: duplicate key '\(duplicate.key)' before its first occurrence")
        }
        let file = SourceFile(path: "fuzz.json", bytes: bytes)
        let parsed = JSONParser().parse(file)
        try DiagnosticInvariants.check(parsed.diagnostics, in: file, stage: "json")
        try invariant(parsed.value == document.value, "json: parse(SourceFile) and parse(bytes) disagree")

        guard let value = document.value else { return }
        try checkRanges(value, bytes: bytes, within: SourceRange(0, size))
        try checkRoundTrip(value)
    }

    private static func inside(_ range: SourceRange, _ lower: Int, _ upper: Int) -> Bool {
        range.lowerBound >= lower && range.lowerBound <= range.upperBound && range.upperBound <= upper
    }

    private static func checkRanges(_ value: JSONValue, bytes: [UInt8], within parent: SourceRange) throws(FuzzInvariantFailure) {
        try invariant(inside(value.range, parent.lowerBound, parent.upperBound), "json: value range \(value.range) outside its parent \(parent)")
        try invariant(!value.range.isEmptyRange, "json: empty value range at \(value.range.lowerBound)")
        let first = bytes[value.range.lowerBound]
        let last = bytes[value.range.upperBound - 1]
        switch value.kind {
        case .string:
            try invariant(first == UInt8(ascii: "\"") && last == UInt8(ascii: "\"") && value.range.upperBound - value.range.lowerBound >= 2,
                      "json: string range \(value.range) is not quoted")
        case .array(let elements):
            try invariant(first == UInt8(ascii: "[") && last == UInt8(ascii: "]"), "json: array range \(value.range) is not bracketed")
            for element in elements { try checkRanges(element, bytes: bytes, within: value.range) }
        case .object(let members):
            try invariant(first == UInt8(ascii: "{") && last == UInt8(ascii: "}"), "json: object range \(value.range) is not braced")
            for member in members {
                try invariant(inside(member.keyRange, value.range.lowerBound, value.range.upperBound), "json: key range outside its object")
                try invariant(bytes[member.keyRange.lowerBound] == UInt8(ascii: "\""), "json: key range \(member.keyRange) is not quoted")
                try invariant(member.keyRange.upperBound <= member.value.range.lowerBound, "json: key '\(member.key)' after its value")
                try checkRanges(member.value, bytes: bytes, within: value.range)
            }
        case .null, .bool, .number:
            break
        }
    }

    private static func checkRoundTrip(_ value: JSONValue) throws(FuzzInvariantFailure) {
        for style in [JSONWriter.Style.compact, .pretty] {
            let written = JSONWriter.render(output(of: value), style: style)
            let reparsed = JSONParser().parse(Array(written.utf8))
            guard let again = reparsed.value else {
                throw FuzzInvariantFailure(message: "json: written \(style) text does not parse: \(reparsed.syntaxError?.message ?? "")")
            }
            try invariant(reparsed.duplicateKeys.isEmpty, "json: written \(style) text has duplicate keys")
            let rewritten = JSONWriter.render(output(of: again), style: style)
            try invariant(rewritten == written, "json: \(style) round trip changed the text")
        }
    }

    /// The writer's model of a parsed value; the last of duplicate keys wins.
    static func output(of value: JSONValue) -> JSONOutput {
        switch value.kind {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): number.integer.map { .int(Int($0)) } ?? .double(number.double)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(output(of:)))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, output(of: $0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}

extension SourceRange {
    fileprivate var isEmptyRange: Bool { lowerBound == upperBound }
}
