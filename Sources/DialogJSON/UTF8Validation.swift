/// Why a run of bytes is not well-formed UTF-8 (RFC 3629), precisely enough to tell a user
/// whether the file is in another encoding or was damaged.
struct UTF8Problem: Error, Equatable {
    enum Kind: Equatable {
        /// 0x80-0xBF where a character should start.
        case strayContinuation
        /// 0xF8-0xFF, or 0xC0/0xC1 without a continuation byte.
        case neverValid
        /// A longer form of a character that has a shorter one.
        case overlong
        /// 0xED 0xA0-0xBF: a UTF-16 surrogate, which UTF-8 must not encode.
        case surrogate
        /// A lead byte for a code point above U+10FFFF.
        case beyondUnicode
        /// A lead byte without all the continuation bytes it announces.
        case truncated(expectedLength: Int)
    }

    var kind: Kind
    /// The bytes involved: the lead byte and the continuation bytes that were read with it.
    var bytes: [UInt8]

    var detail: String {
        let lead = Self.hex(bytes[0])
        let sequence = bytes.map(Self.hex).joined(separator: " ")
        switch kind {
        case .strayContinuation: return "byte \(lead) is a continuation byte without a lead byte"
        case .neverValid: return "byte \(lead) never occurs in UTF-8"
        case .overlong: return "\(sequence) is an overlong encoding"
        case .surrogate: return "\(sequence) encodes a UTF-16 surrogate, which UTF-8 does not allow"
        case .beyondUnicode: return "\(sequence) encodes a code point beyond U+10FFFF"
        case .truncated(let length): return "the \(length)-byte sequence starting with \(lead) is cut short"
        }
    }

    /// Stray, impossible and cut-short bytes are what Latin-1 or Windows-1252 text looks like
    /// when read as UTF-8; overlong forms and encoded surrogates are damage, not a code page.
    var mayBeLatin1: Bool {
        switch kind {
        case .strayContinuation, .neverValid, .truncated: true
        case .overlong, .surrogate, .beyondUnicode: false
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}

enum UTF8Validation {
    /// The length of the well-formed sequence at `position`, whose byte is 0x80 or above,
    /// or what is wrong with it. Reads only below `count`.
    static func sequenceLength(
        in bytes: UnsafePointer<UInt8>, count: Int, at position: Int
    ) -> Result<Int, UTF8Problem> {
        let lead = bytes[position]
        let length: Int
        // The second byte's range is narrower for some leads; outside it, a continuation
        // byte means `narrowedKind`.
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        var narrowedKind = UTF8Problem.Kind.overlong
        switch lead {
        case 0x80...0xBF:
            return .failure(UTF8Problem(kind: .strayContinuation, bytes: [lead]))
        case 0xC0, 0xC1:
            let next = position + 1 < count ? bytes[position + 1] : 0
            return .failure(isContinuation(next)
                ? UTF8Problem(kind: .overlong, bytes: [lead, next]) : UTF8Problem(kind: .neverValid, bytes: [lead]))
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F; narrowedKind = .surrogate
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F; narrowedKind = .beyondUnicode
        case 0xF5...0xF7:
            return .failure(UTF8Problem(kind: .beyondUnicode, bytes: continuationRun(bytes, count: count, from: position, max: 4)))
        default:
            return .failure(UTF8Problem(kind: .neverValid, bytes: [lead]))
        }
        for offset in 1..<length {
            let next = position + offset
            let byte = next < count ? bytes[next] : 0
            guard isContinuation(byte) else {
                return .failure(UTF8Problem(
                    kind: .truncated(expectedLength: length), bytes: Array(UnsafeBufferPointer(start: bytes + position, count: offset))))
            }
            if offset == 1, byte < secondLow || byte > secondHigh {
                return .failure(UTF8Problem(kind: narrowedKind, bytes: continuationRun(bytes, count: count, from: position, max: length)))
            }
        }
        return .success(length)
    }

    /// The first ill-formed sequence in `range`, with its offset.
    static func firstProblem(
        in bytes: UnsafePointer<UInt8>, count: Int, range: Range<Int>
    ) -> (offset: Int, problem: UTF8Problem)? {
        var position = range.lowerBound
        while position < range.upperBound {
            if bytes[position] < 0x80 {
                position += 1
                continue
            }
            switch sequenceLength(in: bytes, count: count, at: position) {
            case .success(let length): position += length
            case .failure(let problem): return (position, problem)
            }
        }
        return nil
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The lead byte and the continuation bytes after it, at most `max` in all.
    private static func continuationRun(_ bytes: UnsafePointer<UInt8>, count: Int, from position: Int, max: Int) -> [UInt8] {
        var run = [bytes[position]]
        var next = position + 1
        while next < count, run.count < max, isContinuation(bytes[next]) {
            run.append(bytes[next])
            next += 1
        }
        return run
    }
}
