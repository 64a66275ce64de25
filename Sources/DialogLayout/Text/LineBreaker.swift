import DialogDiagnostics

/// One line of laid-out text.
public struct TextLine: Sendable, Hashable {
    /// The line's text, without the spaces that hang past its end.
    public var text: String
    /// The sum of the advances of `text`, in the width function's unit (points).
    public var width: Double
    /// Where `text` is in the input, in scalar offsets (for mapping highlight spans).
    public var range: Range<Int>

    public init(text: String, width: Double, range: Range<Int>) {
        self.text = text
        self.width = width
        self.range = range
    }
}

/// The lines of a text, and whether the breaker stopped before its end.
public struct BrokenLines: Sendable, Hashable {
    public var lines: [TextLine]
    /// True when the text needs more lines than the budget it was broken with: `lines`
    /// are then its first lines exactly, and at least one more would follow.
    public var isTruncated: Bool

    public init(lines: [TextLine], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }
}

/// Greedy line breaking over per-scalar advances and the kerning between adjacent scalars
/// (`MeasuringFont` shapes; the breaker only adds): hard breaks at `\n`, soft breaks at the opportunities of `LineBreakClass`,
/// spaces at a line's end hang (they count neither toward fitting nor toward the width),
/// and a word wider than the line is broken between characters.
///
/// The breaker works front to back and measures a scalar only when it reaches it, so a
/// line budget (`maxLines`) bounds the work: greedy breaking never revisits a finished
/// line, so the first `maxLines` lines are the same whether or not the rest is broken.
public enum LineBreaker {
    /// Slack for sums of advances that equal the width up to rounding.
    static let tolerance = 1e-9

    public static func lines(_ text: String, maxWidth: Double, width: (Unicode.Scalar) -> Double) -> [TextLine] {
        lines(Array(text.unicodeScalars), maxWidth: maxWidth, width: width)
    }

    /// The lines of `scalars` no wider than `maxWidth` where possible; an empty text is one
    /// empty line, as a paragraph between two `\n` is.
    public static func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, width: (Unicode.Scalar) -> Double) -> [TextLine] {
        lines(scalars, maxWidth: maxWidth, maxLines: .max, width: width).lines
    }

    /// Like `lines(_:maxWidth:width:)`, but stops after `maxLines` lines (at least one):
    /// scalars past the last of them are never measured.
    ///
    /// `nonNegativeAdvances`: the caller knows no advance is negative (no negative letter
    /// spacing), so a word stops being measured once it is wider than a whole line: it is
    /// broken between characters whatever its full width, and a 1 MB word costs one line's
    /// worth of measuring. With a negative advance possible, every word is summed whole.
    public static func lines(
        _ scalars: [Unicode.Scalar], maxWidth: Double, maxLines: Int, nonNegativeAdvances: Bool = false,
        width: (Unicode.Scalar) -> Double
    ) -> BrokenLines {
        lines(scalars, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: nonNegativeAdvances, advance: { width(scalars[$0]) }, kerning: { _ in 0 })
    }

    /// Like `lines(_:maxWidth:maxLines:nonNegativeAdvances:width:)` for shaped text:
    /// `advance(i)` is the advance of `scalars[i]` in its text, and `kerning(i)` the change
    /// between `scalars[i - 1]` and `scalars[i]`, counted only when both are on the line.
    /// `nonNegativeAdvances` then promises that an advance plus the kerning before it is
    /// never negative.
    public static func lines(
        _ scalars: [Unicode.Scalar], maxWidth: Double, maxLines: Int, nonNegativeAdvances: Bool = false,
        advance: (Int) -> Double, kerning: (Int) -> Double
    ) -> BrokenLines {
        withoutActuallyEscaping(advance) { advance in
            withoutActuallyEscaping(kerning) { kerning in
                breakLines(
                    scalars, maxWidth: maxWidth, maxLines: max(maxLines, 1), nonNegativeAdvances: nonNegativeAdvances,
                    advance: advance, kerning: kerning)
            }
        }
    }

    private static func breakLines(
        _ scalars: [Unicode.Scalar], maxWidth: Double, maxLines budget: Int, nonNegativeAdvances: Bool,
        advance: @escaping (Int) -> Double, kerning: @escaping (Int) -> Double
    ) -> BrokenLines {
        var lines: [TextLine] = []
        var paragraphStart = 0
        var index = 0
        while index <= scalars.count {
            guard index == scalars.count || isHardBreak(scalars[index]) else {
                index += 1
                continue
            }
            if lines.count == budget { return BrokenLines(lines: lines, isTruncated: true) }
            var builder = LineBuilder(
                scalars: scalars, start: paragraphStart, maxWidth: maxWidth + tolerance, maxLines: budget - lines.count,
                nonNegativeAdvances: nonNegativeAdvances, advance: advance, kerning: kerning)
            let finished = builder.layOut(paragraphStart..<index)
            lines += builder.lines
            if !finished { return BrokenLines(lines: lines, isTruncated: true) }
            // CR LF is one break.
            if index < scalars.count, scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            index += 1
            paragraphStart = index
        }
        return BrokenLines(lines: lines, isTruncated: false)
    }

    static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    /// Offsets in `range` before which the line may break (never its start).
    static func breakOpportunities(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Int] {
        var iterator = BreakOpportunities(scalars: scalars, range: range)
        var opportunities: [Int] = []
        while let next = iterator.next(), next < range.upperBound { opportunities.append(next) }
        return opportunities
    }
}

/// The break opportunities of one paragraph, found one at a time (so a paragraph cut short
/// by the line budget is not scanned to its end), then the paragraph's end.
struct BreakOpportunities: IteratorProtocol {
    let scalars: [Unicode.Scalar]
    let range: Range<Int>
    private var index: Int
    /// LB9: a mark takes its base's class. The last two resolved classes are all the pair
    /// table reads.
    private var before: LineBreakClass?
    private var beforeBefore: LineBreakClass?
    private var ended = false

    init(scalars: [Unicode.Scalar], range: Range<Int>) {
        self.scalars = scalars
        self.range = range
        self.index = range.lowerBound
    }

    /// The next offset the line may break before; `range.upperBound` once, at the end.
    mutating func next() -> Int? {
        while index < range.upperBound {
            let current = LineBreakClass(scalars[index])
            var opportunity = false
            if let before {
                let afterJoiner = scalars[index - 1] == "\u{200D}"  // LB8a: emoji ZWJ sequences stay whole
                opportunity = !afterJoiner && LineBreakClass.allowsBreak(between: before, and: current, beforeBefore: beforeBefore)
            }
            let resolved = current == .combining ? (before ?? .alphabetic) : current
            beforeBefore = before
            before = resolved
            let offset = index
            index += 1
            if opportunity { return offset }
        }
        guard !ended else { return nil }
        ended = true
        return range.upperBound
    }
}

/// The greedy fitting of one paragraph.
private struct LineBuilder {
    let scalars: [Unicode.Scalar]
    let maxWidth: Double
    /// The most lines this paragraph may add.
    let maxLines: Int
    /// Widths only grow as scalars are added: see `LineBreaker.lines(_:maxWidth:maxLines:nonNegativeAdvances:width:)`.
    let nonNegativeAdvances: Bool
    let advance: (Int) -> Double
    /// The kerning between a scalar and the one before it; counted only inside a line.
    let kerning: (Int) -> Double
    private(set) var lines: [TextLine] = []

    private var lineStart: Int
    /// The end of the line's text so far (hanging spaces excluded) and its width.
    private var contentEnd: Int
    private var contentWidth = 0.0
    /// The width including the spaces after the content; the next word starts there.
    private var fullWidth = 0.0

    init(
        scalars: [Unicode.Scalar], start: Int, maxWidth: Double, maxLines: Int, nonNegativeAdvances: Bool,
        advance: @escaping (Int) -> Double, kerning: @escaping (Int) -> Double
    ) {
        self.scalars = scalars
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.nonNegativeAdvances = nonNegativeAdvances
        self.advance = advance
        self.kerning = kerning
        lineStart = start
        contentEnd = start
    }

    private var hasContent: Bool { contentEnd > lineStart }
    private var isFull: Bool { lines.count >= maxLines }

    /// Lays the paragraph out; false when the budget ran out before its end.
    mutating func layOut(_ paragraph: Range<Int>) -> Bool {
        var opportunities = BreakOpportunities(scalars: scalars, range: paragraph)
        var segmentStart = paragraph.lowerBound
        while let end = opportunities.next() {
            guard place(segmentStart..<end) else { return false }
            segmentStart = end
        }
        finishLine()
        return true
    }

    /// Places the run between two break opportunities: a word and the spaces after it.
    /// False when it needed a line past the budget (nothing of it is kept then).
    private mutating func place(_ segment: Range<Int>) -> Bool {
        var wordEnd = segment.upperBound
        while wordEnd > segment.lowerBound, LineBreakClass(scalars[wordEnd - 1]) == .space { wordEnd -= 1 }
        let word = segment.lowerBound..<wordEnd
        // Past `maxWidth` (with widths that only grow) the word is broken between characters
        // whatever its full width, and only the branches below read `wordWidth`.
        let wordWidth = measure(word, stoppingAbove: nonNegativeAdvances ? maxWidth : .infinity)
        var spacesWidth = measure(wordEnd..<segment.upperBound)
        if !word.isEmpty, wordEnd < segment.upperBound { spacesWidth += kerning(wordEnd) }
        // The kerning with the scalar before the segment, when that one is on this line.
        var join = segment.lowerBound > lineStart ? kerning(segment.lowerBound) : 0
        if hasContent, fullWidth + join + wordWidth > maxWidth {
            finishLine()
            if isFull { return false }
            lineStart = segment.lowerBound
            contentEnd = lineStart
            join = 0
        }
        if fullWidth + join + wordWidth <= maxWidth || word.isEmpty {
            if !word.isEmpty {
                contentEnd = wordEnd
                contentWidth = fullWidth + join + wordWidth
            }
            fullWidth += join + wordWidth + spacesWidth
        } else {
            guard placeByCharacter(word) else { return false }
            fullWidth += spacesWidth
        }
        return true
    }

    /// A word wider than the line: as many characters per line as fit, at least one, never
    /// separating a mark or joiner from its base. False when the budget ran out.
    private mutating func placeByCharacter(_ word: Range<Int>) -> Bool {
        var clusterStart = word.lowerBound
        while clusterStart < word.upperBound {
            var clusterEnd = clusterStart + 1
            while clusterEnd < word.upperBound,
                  LineBreakClass(scalars[clusterEnd]) == .combining || scalars[clusterEnd - 1] == "\u{200D}" {
                clusterEnd += 1
            }
            let clusterWidth = measure(clusterStart..<clusterEnd)
            var join = clusterStart > lineStart ? kerning(clusterStart) : 0
            if hasContent, fullWidth + join + clusterWidth > maxWidth {
                finishLine()
                if isFull { return false }
                lineStart = clusterStart
                contentEnd = clusterStart
                join = 0
            }
            contentEnd = clusterEnd
            contentWidth = fullWidth + join + clusterWidth
            fullWidth = contentWidth
            clusterStart = clusterEnd
        }
        return true
    }

    private mutating func finishLine() {
        let text = String(scalars: scalars[lineStart..<contentEnd])
        lines.append(TextLine(text: text, width: hasContent ? contentWidth : 0, range: lineStart..<contentEnd))
        contentWidth = 0
        fullWidth = 0
    }

    /// The sum of the advances of `range` and the kerning inside it, added in order (the
    /// same sums as measuring the whole text first, so widths do not change in their last
    /// bits).
    private func measure(_ range: Range<Int>, stoppingAbove limit: Double = .infinity) -> Double {
        var total = 0.0
        for index in range {
            if index > range.lowerBound { total += kerning(index) }
            total += advance(index)
            if total > limit { return total }
        }
        return total
    }
}
