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

/// Greedy line breaking over per-scalar advances (no kerning or shaping, as the rest of the
/// engine): hard breaks at `\n`, soft breaks at the opportunities of `LineBreakClass`,
/// spaces at a line's end hang (they count neither toward fitting nor toward the width),
/// and a word wider than the line is broken between characters.
public enum LineBreaker {
    /// Slack for sums of advances that equal the width up to rounding.
    static let tolerance = 1e-9

    public static func lines(_ text: String, maxWidth: Double, width: (Unicode.Scalar) -> Double) -> [TextLine] {
        lines(Array(text.unicodeScalars), maxWidth: maxWidth, width: width)
    }

    /// The lines of `scalars` no wider than `maxWidth` where possible; an empty text is one
    /// empty line, as a paragraph between two `\n` is.
    public static func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, width: (Unicode.Scalar) -> Double) -> [TextLine] {
        let advances = scalars.map(width)
        var lines: [TextLine] = []
        var paragraphStart = 0
        var index = 0
        while index <= scalars.count {
            guard index == scalars.count || isHardBreak(scalars[index]) else {
                index += 1
                continue
            }
            var builder = LineBuilder(scalars: scalars, start: paragraphStart, maxWidth: maxWidth + tolerance, advances: advances)
            builder.layOut(paragraphStart..<index)
            lines += builder.lines
            // CR LF is one break.
            if index < scalars.count, scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            index += 1
            paragraphStart = index
        }
        return lines
    }

    static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    /// Offsets in `range` before which the line may break (never its start).
    static func breakOpportunities(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Int] {
        var opportunities: [Int] = []
        var resolved: [LineBreakClass] = []  // LB9: a mark takes its base's class
        for index in range {
            let current = LineBreakClass(scalars[index])
            if let before = resolved.last {
                let beforeBefore = resolved.count >= 2 ? resolved[resolved.count - 2] : nil
                let afterJoiner = scalars[index - 1] == "\u{200D}"  // LB8a: emoji ZWJ sequences stay whole
                if !afterJoiner, LineBreakClass.allowsBreak(between: before, and: current, beforeBefore: beforeBefore) {
                    opportunities.append(index)
                }
            }
            resolved.append(current == .combining ? (resolved.last ?? .alphabetic) : current)
        }
        return opportunities
    }
}

/// The greedy fitting of one paragraph.
private struct LineBuilder {
    let scalars: [Unicode.Scalar]
    let maxWidth: Double
    /// The advance of every scalar of the text, measured once.
    let advances: [Double]
    private(set) var lines: [TextLine] = []

    private var lineStart: Int
    /// The end of the line's text so far (hanging spaces excluded) and its width.
    private var contentEnd: Int
    private var contentWidth = 0.0
    /// The width including the spaces after the content; the next word starts there.
    private var fullWidth = 0.0

    init(scalars: [Unicode.Scalar], start: Int, maxWidth: Double, advances: [Double]) {
        self.scalars = scalars
        self.maxWidth = maxWidth
        self.advances = advances
        lineStart = start
        contentEnd = start
    }

    private var hasContent: Bool { contentEnd > lineStart }

    mutating func layOut(_ paragraph: Range<Int>) {
        var segmentStart = paragraph.lowerBound
        for end in LineBreaker.breakOpportunities(scalars, in: paragraph) + [paragraph.upperBound] {
            place(segmentStart..<end)
            segmentStart = end
        }
        finishLine()
    }

    /// Places the run between two break opportunities: a word and the spaces after it.
    private mutating func place(_ segment: Range<Int>) {
        var wordEnd = segment.upperBound
        while wordEnd > segment.lowerBound, LineBreakClass(scalars[wordEnd - 1]) == .space { wordEnd -= 1 }
        let word = segment.lowerBound..<wordEnd
        let wordWidth = measure(word)
        let spacesWidth = measure(wordEnd..<segment.upperBound)
        if hasContent, fullWidth + wordWidth > maxWidth {
            finishLine()
            lineStart = segment.lowerBound
            contentEnd = lineStart
        }
        if fullWidth + wordWidth <= maxWidth || word.isEmpty {
            if !word.isEmpty {
                contentEnd = wordEnd
                contentWidth = fullWidth + wordWidth
            }
            fullWidth += wordWidth + spacesWidth
        } else {
            placeByCharacter(word)
            fullWidth += spacesWidth
        }
    }

    /// A word wider than the line: as many characters per line as fit, at least one, never
    /// separating a mark or joiner from its base.
    private mutating func placeByCharacter(_ word: Range<Int>) {
        var clusterStart = word.lowerBound
        while clusterStart < word.upperBound {
            var clusterEnd = clusterStart + 1
            while clusterEnd < word.upperBound,
                  LineBreakClass(scalars[clusterEnd]) == .combining || scalars[clusterEnd - 1] == "\u{200D}" {
                clusterEnd += 1
            }
            let clusterWidth = measure(clusterStart..<clusterEnd)
            if hasContent, fullWidth + clusterWidth > maxWidth {
                finishLine()
                lineStart = clusterStart
                contentEnd = clusterStart
            }
            contentEnd = clusterEnd
            contentWidth = fullWidth + clusterWidth
            fullWidth = contentWidth
            clusterStart = clusterEnd
        }
    }

    private mutating func finishLine() {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[lineStart..<contentEnd])
        lines.append(TextLine(text: text, width: hasContent ? contentWidth : 0, range: lineStart..<contentEnd))
        contentWidth = 0
        fullWidth = 0
    }

    private func measure(_ range: Range<Int>) -> Double {
        range.reduce(0.0) { $0 + advances[$1] }
    }
}
