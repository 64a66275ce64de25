import DialogDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The state of one parse. Positions are byte offsets into `bytes`.
///
/// `bytes` holds the input followed by `JSONScanner.padding` zero bytes that are not part of
/// it. The first is a sentinel: the scanning loops stop at the end without testing the index
/// against the count on every byte, and only when they stop on a 0 do they ask whether it is
/// the end of the input. The rest let the loops read eight bytes at a time near the end.
///
/// The tree is built without recursion: `containers` is the stack of open arrays and
/// objects, and the children of all open containers share two scratch stacks (`elements`,
/// `members`), so appending a child never copies a container's array; a container's array
/// is made once, when it closes, by moving its children.
struct JSONScanner: ~Copyable {
    /// Zero bytes the caller must provide after the input.
    static let padding = 16

    let bytes: UnsafePointer<UInt8>
    /// The input's length, without the padding.
    let count: Int
    let maxDepth: Int
    var index = 0
    private(set) var duplicateKeys: [JSONDuplicateKey] = []

    private(set) var containers: [OpenContainer] = []
    private var elements = MoveStack<JSONValue>()
    /// The members of open objects. A member is pushed as soon as its key is read, with a
    /// placeholder value that is replaced when the value is complete, so the key is never
    /// copied; the innermost open object's member being read is always on top.
    private var members = MoveStack<JSONMember>()
    /// For open objects too large for a linear duplicate search, keyed by their
    /// `firstChild`: key -> position in `members` of its first occurrence.
    private var largeObjectKeys: [Int: [String: Int]] = [:]
    /// The decoded bytes of a string with escapes, reused from string to string.
    var escapedString: [UInt8] = []
    /// Set by `scanString` when it decodes an escape; `scanKey` reads and clears it.
    var lastStringHadEscapes = false
    /// Whether any key so far had an escape: until one does, keys compare as raw bytes.
    private var keysHaveEscapes = false

    /// Objects up to this many members are searched linearly for duplicates; larger ones
    /// get a hash table, so a flat object of 100,000 keys stays linear.
    private static let linearDuplicateSearchLimit = 16

    /// An array or object that has been opened and not yet closed.
    struct OpenContainer {
        let isObject: Bool
        /// The offset of its `[` or `{`.
        let start: Int
        /// Where its children begin in `elements` or `members`.
        let firstChild: Int
    }

    /// What the parser was looking for when it needed a value: it shapes the error message.
    enum ValueContext {
        case document, firstElement, nextElement, memberValue
    }

    init(bytes: UnsafePointer<UInt8>, count: Int, maxDepth: Int) {
        self.bytes = bytes
        self.count = count
        self.maxDepth = maxDepth
        containers.reserveCapacity(32)
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if let encodingError = otherEncodingError() { throw encodingError }
        // A UTF-8 byte order mark is tolerated, as RFC 8259 section 8.1 allows.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        if index == count {
            throw JSONSyntaxError(count == 0 ? JSONMessage.emptyFile : JSONMessage.onlyWhitespace, at: .at(index))
        }
        let value = try parseValue()
        skipWhitespace()
        if index < count {
            throw commonMistake() ?? error(JSONMessage.extraData(describeFound(at: index)), length: foundLength(at: index))
        }
        return value
    }

    // MARK: Values and containers

    /// Reads one value, containers included: descends into containers as they open and
    /// ascends as they close, with `containers` as the stack.
    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var context = ValueContext.document
        descend: while true {
            // Here `index` is at the first byte of a value (white space already skipped).
            let start = index
            var value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let string = try scanString()
                value = JSONValue(.string(string), range: SourceRange(start, index))
            case UInt8(ascii: "{"):
                try checkDepth()
                index += 1
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = JSONValue(.object([]), range: SourceRange(start, index))
                } else {
                    containers.append(OpenContainer(isObject: true, start: start, firstChild: members.count))
                    try scanKey(afterComma: false)
                    context = .memberValue
                    continue descend
                }
            case UInt8(ascii: "["):
                try checkDepth()
                index += 1
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = JSONValue(.array([]), range: SourceRange(start, index))
                } else {
                    containers.append(OpenContainer(isObject: false, start: start, firstChild: elements.count))
                    context = .firstElement
                    continue descend
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try scanNumber()
                value = JSONValue(.number(number), range: SourceRange(start, index))
            case UInt8(ascii: "t"):
                guard matchLiteral("true") else { throw valueExpectedError(context) }
                value = JSONValue(.bool(true), range: SourceRange(start, index))
            case UInt8(ascii: "f"):
                guard matchLiteral("false") else { throw valueExpectedError(context) }
                value = JSONValue(.bool(false), range: SourceRange(start, index))
            case UInt8(ascii: "n"):
                guard matchLiteral("null") else { throw valueExpectedError(context) }
                value = JSONValue(.null, range: SourceRange(start, index))
            default:
                throw valueExpectedError(context)
            }

            // Hand the value to its container; close containers while their closer follows.
            while true {
                guard let innermost = containers.last else { return value }
                skipWhitespace()
                let byte = bytes[index]
                if innermost.isObject {
                    members.topAddress.pointee.value = consume value
                    if byte == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if bytes[index] == UInt8(ascii: "}") {
                            throw JSONSyntaxError(JSONMessage.trailingCommaObject, at: SourceRange(comma, comma + 1))
                        }
                        try scanKey(afterComma: true)
                        context = .memberValue
                        continue descend
                    }
                    guard byte == UInt8(ascii: "}") else { throw afterMemberError() }
                    index += 1
                    value = closeObject()
                } else {
                    elements.append(consume value)
                    if byte == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if bytes[index] == UInt8(ascii: "]") {
                            throw JSONSyntaxError(JSONMessage.trailingCommaArray, at: SourceRange(comma, comma + 1))
                        }
                        context = .nextElement
                        continue descend
                    }
                    guard byte == UInt8(ascii: "]") else { throw afterElementError() }
                    index += 1
                    value = closeArray()
                }
            }
        }
    }

    private func checkDepth() throws(JSONSyntaxError) {
        if containers.count >= maxDepth { throw error(JSONMessage.tooDeep(maxDepth)) }
    }

    private mutating func closeArray() -> JSONValue {
        let container = containers.removeLast()
        return JSONValue(.array(elements.popArray(from: container.firstChild)), range: SourceRange(container.start, index))
    }

    private mutating func closeObject() -> JSONValue {
        let container = containers.removeLast()
        if members.count - container.firstChild > Self.linearDuplicateSearchLimit {
            largeObjectKeys[container.firstChild] = nil
        }
        return JSONValue(.object(members.popArray(from: container.firstChild)), range: SourceRange(container.start, index))
    }

    /// Reads `"key"` and the `:` after it into the innermost object, leaving the index at
    /// the value.
    private mutating func scanKey(afterComma: Bool) throws(JSONSyntaxError) {
        guard bytes[index] == UInt8(ascii: "\"") else { throw keyExpectedError(afterComma: afterComma) }
        let start = index
        lastStringHadEscapes = false
        let key = try scanString()
        if lastStringHadEscapes { keysHaveEscapes = true }
        let keyRange = SourceRange(start, index)
        noteIfDuplicate(key, keyRange)
        // The value is filled in when it is complete; `.null` is a placeholder.
        members.append(JSONMember(key: key, keyRange: keyRange, value: JSONValue(.null, range: keyRange)))
        skipWhitespace()
        guard bytes[index] == UInt8(ascii: ":") else { throw colonExpectedError(after: members[members.count - 1].key) }
        index += 1
        skipWhitespace()
    }

    /// Records a duplicate when `key` is already a member of the innermost object.
    private mutating func noteIfDuplicate(_ key: String, _ keyRange: SourceRange) {
        let first = containers[containers.count - 1].firstChild
        let memberCount = members.count - first
        if memberCount <= Self.linearDuplicateSearchLimit {
            if keysHaveEscapes {
                for position in first..<members.count where members[position].key == key {
                    duplicateKeys.append(JSONDuplicateKey(key: key, first: members[position].keyRange, duplicate: keyRange))
                    return
                }
                return
            }
            // Without escapes a key is its raw bytes: compare lengths, then bytes.
            let width = keyRange.upperBound - keyRange.lowerBound
            for position in first..<members.count {
                let other = members[position].keyRange
                if other.upperBound - other.lowerBound == width,
                    memcmp(bytes + other.lowerBound, bytes + keyRange.lowerBound, width) == 0
                {
                    duplicateKeys.append(JSONDuplicateKey(key: key, first: other, duplicate: keyRange))
                    return
                }
            }
            return
        }
        if memberCount == Self.linearDuplicateSearchLimit + 1 {
            var firstOccurrence: [String: Int] = [:]
            for position in first..<members.count where firstOccurrence[members[position].key] == nil {
                firstOccurrence[members[position].key] = position
            }
            largeObjectKeys[first] = firstOccurrence
        }
        if let position = largeObjectKeys[first]?[key] {
            duplicateKeys.append(JSONDuplicateKey(key: key, first: members[position].keyRange, duplicate: keyRange))
        } else {
            largeObjectKeys[first, default: [:]][key] = members.count
        }
    }

    // MARK: White space

    mutating func skipWhitespace() {
        var position = index
        while true {
            switch bytes[position] {
            case 0x20:
                // Indentation comes in runs of spaces: skip up to eight at a time.
                let word = UInt64(littleEndian: UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self))
                let differences = word ^ 0x2020_2020_2020_2020
                position += differences == 0 ? 8 : differences.trailingZeroBitCount >> 3
            case 0x0A, 0x0D, 0x09:
                position += 1
            default:
                index = position
                return
            }
        }
    }
}
