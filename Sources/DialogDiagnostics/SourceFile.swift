import Synchronization

/// A byte range inside one source file: `lowerBound ..< upperBound`, in UTF-8 bytes.
///
/// Positions are byte offsets while scanning; line and column are computed only when a
/// diagnostic is reported (see `SourceFile.location(of:)`).
public struct SourceRange: Sendable, Hashable, Comparable {
    public var lowerBound: Int
    public var upperBound: Int

    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    /// An empty range at one offset, for "here" positions such as end of file.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(offset, offset) }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.lowerBound, lhs.upperBound) < (rhs.lowerBound, rhs.upperBound)
    }
}

/// One input file: its bytes and the path as the user gave it (never made absolute, so
/// diagnostics and outputs do not depend on the machine).
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    private let lineStartCache = Mutex<[Int]?>(nil)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Offsets at which each line starts. A line ends at LF, CRLF or a lone CR, as in editors.
    public var lineStarts: [Int] {
        lineStartCache.withLock { cache in
            if let cache { return cache }
            var starts = [0]
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            cache = starts
            return starts
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        let starts = lineStarts
        // Last line start that is <= clamped.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = starts[low]
        var column = 1
        var index = lineStart
        while index < clamped {
            // Every byte that is not a UTF-8 continuation byte starts a new scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column, offset: clamped)
    }

    /// The text of a 1-based line without its terminator (invalid UTF-8 shown as U+FFFD).
    public func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        var end = line < starts.count ? starts[line] : bytes.count
        let start = starts[line - 1]
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A reportable location for a byte range of this file.
    public func location(of range: SourceRange) -> SourceLocation {
        let start = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        return SourceLocation(path: path, start: start, end: end, sourceLine: lineText(start.line))
    }
}

/// A 1-based line and column (column counts Unicode scalars), with the byte offset it came from.
public struct SourcePosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where a diagnostic points: a path, a start and an exclusive end, and the text of the
/// start line for the caret display.
public struct SourceLocation: Sendable, Hashable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var sourceLine: String?

    public init(path: String, start: SourcePosition, end: SourcePosition, sourceLine: String?) {
        self.path = path
        self.start = start
        self.end = end
        self.sourceLine = sourceLine
    }

    /// A whole-file location, for problems such as an unreadable file.
    public static func file(_ path: String) -> SourceLocation {
        let origin = SourcePosition(line: 1, column: 1, offset: 0)
        return SourceLocation(path: path, start: origin, end: origin, sourceLine: nil)
    }
}
