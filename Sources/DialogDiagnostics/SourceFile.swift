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
    private let lineTableCache = Mutex<LineTable?>(nil)
    private let scalarCountsCache = Mutex<ScalarCounts?>(nil)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Offsets at which each line starts. A line ends at LF, CRLF or a lone CR, as in editors.
    public var lineStarts: [Int] { lineTable.starts }

    /// Built on first use, with the first diagnostic, and kept for the others.
    private var lineTable: LineTable {
        lineTableCache.withLock { cache in
            if let cache { return cache }
            let table = LineTable(bytes)
            cache = table
            return table
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        let table = lineTable
        let line = table.line(containing: clamped)
        let column = scalars(in: table.starts[line]..<clamped, of: table) + 1
        return SourcePosition(line: line + 1, column: column, offset: clamped)
    }

    /// The 0-based line of a byte offset (clamped to the file), found in the line table.
    public func lineIndex(of offset: Int) -> Int {
        lineTable.line(containing: min(max(offset, 0), bytes.count))
    }

    /// The text of a 1-based line without its terminator (invalid UTF-8 shown as U+FFFD).
    public func lineText(_ line: Int) -> String {
        guard let bounds = lineBounds(line, in: lineTable) else { return "" }
        return String(decoding: bytes[bounds], as: UTF8.self)
    }

    /// A reportable location for a byte range of this file.
    public func location(of range: SourceRange) -> SourceLocation {
        let start = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        return SourceLocation(path: path, start: start, end: end, sourceLine: excerpt(around: start))
    }

    /// How many scalars start in `range` (bytes that are not UTF-8 continuation bytes): the
    /// byte count in an ASCII file, a count of the bytes for a short range, and from the
    /// scalar counts kept every 64 bytes (`ScalarCounts`, made on first use) for a long
    /// one, so that a column on a 6 MB minified line does not walk the line.
    private func scalars(in range: Range<Int>, of table: LineTable) -> Int {
        guard !table.isASCII else { return range.count }
        guard range.count > 2 * ScalarCounts.stride else {
            return bytes[range].reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
        }
        let counts = scalarCountsCache.withLock { cache in
            if let cache { return cache }
            let counts = ScalarCounts(bytes)
            cache = counts
            return counts
        }
        return counts.scalars(before: range.upperBound, in: bytes) - counts.scalars(before: range.lowerBound, in: bytes)
    }

    /// The bytes of a 1-based line, terminator excluded; nil for a line the file lacks.
    private func lineBounds(_ line: Int, in table: LineTable) -> Range<Int>? {
        let starts = table.starts
        guard line >= 1, line <= starts.count else { return nil }
        var end = line < starts.count ? starts[line] : bytes.count
        let start = starts[line - 1]
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The part of `position`'s line a report shows (`SourceLineExcerpt`), cut from the
    /// bytes: its cost is the excerpt's length, not the line's, so many findings on one
    /// long line stay linear.
    private func excerpt(around position: SourcePosition) -> SourceLineExcerpt? {
        let table = lineTable
        guard let bounds = lineBounds(position.line, in: table) else { return nil }
        // At most one scalar per byte: a line of few bytes is shown whole.
        let length = bounds.count <= SourceLineExcerpt.widestLine ? bounds.count : scalars(in: bounds, of: table)
        let window = SourceLineExcerpt.window(around: position.column, lineLength: length)
        guard window.count < length else {
            let text = String(decoding: bytes[bounds], as: UTF8.self)
            guard bounds.count > SourceLineExcerpt.widestLine else { return SourceLineExcerpt(text: text) }
            // Invalid UTF-8 decodes to more scalars than it has lead bytes (a U+FFFD per
            // stray byte): cut what will be shown, as any line that long is cut.
            let shown = Array(text.unicodeScalars)
            let cut = SourceLineExcerpt.window(around: position.column, lineLength: shown.count)
            guard cut.count < shown.count else { return SourceLineExcerpt(text: text) }
            return SourceLineExcerpt(text: String(scalars: shown[cut]), firstColumn: cut.lowerBound + 1, isCutAfter: cut.upperBound < shown.count)
        }
        // From the start of the position's scalar (or the line's end, for a column past
        // it), step back to the window's first scalar and forward to just after its last.
        let startIndex = min(position.column - 1, length)
        var lower = min(position.offset, bounds.upperBound)
        for _ in 0..<(startIndex - window.lowerBound) where lower > bounds.lowerBound {
            repeat { lower -= 1 } while lower > bounds.lowerBound && bytes[lower] & 0xC0 == 0x80
        }
        var upper = lower
        for _ in 0..<window.count where upper < bounds.upperBound {
            repeat { upper += 1 } while upper < bounds.upperBound && bytes[upper] & 0xC0 == 0x80
        }
        return SourceLineExcerpt(
            text: String(decoding: bytes[lower..<upper], as: UTF8.self), firstColumn: window.lowerBound + 1,
            isCutAfter: window.upperBound < length)
    }
}

/// Where a file's lines start, and whether every byte is ASCII (then each is a scalar).
private struct LineTable: Sendable {
    var starts: [Int]
    var isASCII: Bool

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        let count = bytes.count
        var highBits: UInt8 = 0
        while index < count {
            let byte = bytes[index]
            highBits |= byte
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
        isASCII = highBits & 0x80 == 0
    }

    /// The 0-based line of an offset: the last line start at or before it.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

/// How many scalars start before every 64th byte of a file, so that the scalars before any
/// offset are counted in at most 64 steps: one finding per key of a 6 MB minified spec must
/// not walk the 6 MB line once per finding.
private struct ScalarCounts: Sendable {
    static let stride = 64
    /// Entry k counts the scalars in the first k x `stride` bytes.
    var checkpoints: [Int]

    init(_ bytes: [UInt8]) {
        var checkpoints = [0]
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if (offset + 1) % Self.stride == 0 { checkpoints.append(scalars) }
        }
        self.checkpoints = checkpoints
    }

    /// How many scalars start before `offset`.
    func scalars(before offset: Int, in bytes: [UInt8]) -> Int {
        let block = offset / Self.stride
        var scalars = checkpoints[block]
        for index in (block * Self.stride)..<offset where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        return scalars
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

/// Where a diagnostic points: a path, a start and an exclusive end, and the start line (or
/// the part of it around the start) for the caret display.
public struct SourceLocation: Sendable, Hashable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var sourceLine: SourceLineExcerpt?

    public init(path: String, start: SourcePosition, end: SourcePosition, sourceLine: SourceLineExcerpt?) {
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

/// The text of a location's start line that a report shows: the whole line, or for a line
/// longer than `widestLine` scalars (a minified spec or token file is one line of
/// thousands) the `widestLine` scalars around the start column, `contextBefore` of them
/// before it. Cut when the location is made, so that a thousand findings on one long line
/// hold a thousand short excerpts, not a thousand copies of the line.
public struct SourceLineExcerpt: Sendable, Hashable {
    /// The most scalars of a line an excerpt holds.
    public static let widestLine = 160
    /// How many scalars before the start column a cut line keeps, for context.
    public static let contextBefore = 60

    /// The scalars shown, as read (invalid UTF-8 as U+FFFD).
    public var text: String
    /// The 1-based column of the line at which `text` starts.
    public var firstColumn: Int
    /// Whether the line goes on after `text`.
    public var isCutAfter: Bool

    /// Whether the line starts before `text`.
    public var isCutBefore: Bool { firstColumn > 1 }

    public init(text: String, firstColumn: Int = 1, isCutAfter: Bool = false) {
        self.text = text
        self.firstColumn = firstColumn
        self.isCutAfter = isCutAfter
    }

    /// The 0-based scalar indices of a line of `lineLength` scalars that an excerpt around
    /// the 1-based `column` shows: the whole line when it fits, else `widestLine` scalars
    /// starting `contextBefore` before the column, moved left when the line ends sooner.
    public static func window(around column: Int, lineLength: Int) -> Range<Int> {
        guard lineLength > widestLine else { return 0..<lineLength }
        let start = max(0, min(column - 1 - contextBefore, lineLength - widestLine))
        return start..<(start + widestLine)
    }
}
