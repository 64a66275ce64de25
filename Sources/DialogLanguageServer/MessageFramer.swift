/// The base protocol's framing: each message is a header part (`Content-Length: N`, optional
/// `Content-Type`, each line ending in CRLF, then an empty line) and a body of exactly N
/// bytes. Bytes are appended as they arrive (`append`); `next()` cuts the next frame.
///
/// Nothing a client sends can make it trap or hold unbounded memory: a header part longer
/// than `maximumHeaderBytes` or without a usable length is a `malformedHeader` frame and is
/// dropped, and a body longer than `maximumBodyBytes` is a `tooLarge` frame whose bytes are
/// skipped as they arrive, never kept.
public struct MessageFramer: Sendable {
    /// A header part is a line or two; 8 KB is far beyond any client's.
    public static let maximumHeaderBytes = 8 << 10
    /// 64 MB: four times the largest document dialogc checks (`SourceReader.defaultMaximumBytes`),
    /// escaped as a JSON string.
    public static let defaultMaximumBodyBytes = 64 << 20

    public enum Frame: Sendable, Equatable {
        /// One message's body.
        case message([UInt8])
        /// A header part that could not be read, and why; it was dropped.
        case malformedHeader(String)
        /// A body of this many bytes, over the limit; it is skipped.
        case tooLarge(Int)
    }

    public let maximumBodyBytes: Int
    private var buffer: [UInt8] = []
    /// Bytes of an oversized body still to drop as they arrive.
    private var skipping = 0

    public init(maximumBodyBytes: Int = MessageFramer.defaultMaximumBodyBytes) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            buffer.append(contentsOf: bytes.dropFirst(dropped))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// The next whole frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        guard skipping == 0, !buffer.isEmpty else { return nil }
        guard let end = Self.headerEnd(in: buffer) else {
            guard buffer.count > Self.maximumHeaderBytes else { return nil }
            // No end of a header part in 8 KB: drop it, up to a `Content-Length` in it (or
            // the start of one at its end), where the next message may start.
            buffer.removeFirst(Self.lengthField(in: buffer[1...]) ?? buffer.count - Self.partialLengthField(atEndOf: buffer))
            return .malformedHeader(FramingMessage.headerTooLong(Self.maximumHeaderBytes))
        }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        let bodyStart = end + 4
        switch Self.contentLength(header) {
        case .failure(let problem):
            // Bytes before a header (what is left of a dropped one) are skipped up to the
            // next `Content-Length`; a header without a usable one is dropped whole (an
            // empty one, a blank line where a header should start, too).
            if let resync = Self.lengthField(in: buffer[1..<max(end, 1)]) {
                buffer.removeFirst(resync)
            } else {
                buffer.removeFirst(bodyStart)
            }
            return .malformedHeader(problem.message)
        case .success(let length) where length > maximumBodyBytes:
            let available = buffer.count - bodyStart
            let dropped = min(available, length)
            buffer.removeFirst(bodyStart + dropped)
            skipping = length - dropped
            return .tooLarge(length)
        case .success(let length):
            guard buffer.count - bodyStart >= length else { return nil }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            buffer.removeFirst(bodyStart + length)
            return .message(body)
        }
    }

    /// `body` with its header part, as written to the client.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Where a `Content-Length` field name starts in `bytes`, in any case.
    private static func lengthField(in bytes: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        guard bytes.count >= name.count else { return nil }
        for start in bytes.startIndex...(bytes.endIndex - name.count)
        where (0..<name.count).allSatisfy({ index in (bytes[start + index] | 0x20) == (name[index] | 0x20) }) {
            return start
        }
        return nil
    }

    /// How many bytes at the end of `bytes` are the start of a `Content-Length` field name.
    private static func partialLengthField(atEndOf bytes: [UInt8]) -> Int {
        let name = Array("content-length:".utf8)
        for length in stride(from: min(name.count - 1, bytes.count), to: 0, by: -1) {
            let start = bytes.count - length
            if (0..<length).allSatisfy({ index in (bytes[start + index] | 0x20) == (name[index] | 0x20) }) { return length }
        }
        return 0
    }

    /// The offset of the CRLF CRLF that ends the header part.
    private static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D && bytes[index + 3] == 0x0A {
            return index
        }
        return nil
    }

    struct HeaderProblem: Error {
        var message: String
    }

    /// The value of the one `Content-Length` field: a decimal count of bytes.
    private static func contentLength(_ header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: FramingMessage.notAField(String(line))))
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            let text = line[line.index(after: colon)...].trimmingSpaces
            guard !text.isEmpty, text.count <= 18, text.allSatisfy(\.isASCIIDigit), let value = Int(text) else {
                return .failure(HeaderProblem(message: FramingMessage.badLength(String(text))))
            }
            length = value
        }
        guard let length else { return .failure(HeaderProblem(message: FramingMessage.noLength)) }
        return .success(length)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

enum FramingMessage {
    static func headerTooLong(_ limit: Int) -> String {
        "a message header went on for more than \(limit) bytes without the empty line that ends it; those bytes were dropped"
    }

    static func notAField(_ line: String) -> String {
        "a message header line is not 'Name: value': '\(line.prefix(80))'; the message was dropped"
    }

    static func badLength(_ text: String) -> String {
        "Content-Length must be a count of bytes, not '\(text.prefix(40))'; the message was dropped"
    }

    static let noLength = "a message header has no Content-Length; the message was dropped"
}
