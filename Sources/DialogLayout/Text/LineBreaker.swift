import DialogDiagnostics

/// One line of laid-out text.
public struct TextLine: Sendable, Hashable {
    /// The line's text, without the spaces that hang past its end.
    public var text: String { cut.text }
    /// The sum of the advances of `text`, in the width function's unit (points).
    public var width: Double
    /// Where `text` is in the input, in scalar offsets (for mapping highlight spans).
    public var range: Range<Int>
    let cut: ScalarCut

    public init(text: String, width: Double, range: Range<Int>) {
        self.init(cut: ScalarCut(text), width: width, range: range)
    }

    init(cut: ScalarCut, width: Double, range: Range<Int>) {
        self.cut = cut
        self.width = width
        self.range = range
    }

    public static func == (a: TextLine, b: TextLine) -> Bool {
        a.width == b.width && a.range == b.range && a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(width)
        hasher.combine(range)
    }
}

/// A line's text as a part of the scalars it was cut from, made a `String` only when
/// asked: lint breaks every text at every width and reads no line's text, and a string
/// per line was a tenth of breaking. (Public, though nothing outside reads it: held by
/// public lines, an internal type made key paths such as `\LaidOutLine.range` crash in
/// other modules with Swift 6.3.)
public struct ScalarCut: Sendable {
    let scalars: [Unicode.Scalar]
    let range: Range<Int>

    init(_ scalars: [Unicode.Scalar], _ range: Range<Int>) {
        self.scalars = scalars
        self.range = range
    }

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        range = 0..<scalars.count
    }

    var text: String { String(scalars: scalars[range]) }
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
/// (`MeasuringFont` shapes; the breaker only adds): hard breaks at the mandatory breaks of
/// UAX #14 (`\n`, CR LF, U+2028, …), soft breaks at the opportunities of
/// `BreakOpportunities` (UAX #14, and `WordBreak`), spaces at a line's end hang (they count
/// neither toward fitting nor toward the width), and a word wider than the line is broken
/// between grapheme clusters (`overflow-wrap: break-word`).
///
/// The breaker works front to back and measures a scalar only when it reaches it, so a
/// line budget (`maxLines`) bounds the work: greedy breaking never revisits a finished
/// line, so the first `maxLines` lines are the same whether or not the rest is broken.
public enum LineBreaker {
    /// Slack for sums of advances that equal the width up to rounding.
    static let tolerance = 1e-9

    public static func lines(_ text: String, maxWidth: Double, wordBreak: WordBreak = .normal, width: (Unicode.Scalar) -> Double) -> [TextLine] {
        lines(Array(text.unicodeScalars), maxWidth: maxWidth, wordBreak: wordBreak, width: width)
    }

    /// The lines of `scalars` no wider than `maxWidth` where possible; an empty text is one
    /// empty line, as a paragraph between two `\n` is.
    public static func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, wordBreak: WordBreak = .normal, width: (Unicode.Scalar) -> Double) -> [TextLine] {
        lines(scalars, maxWidth: maxWidth, maxLines: .max, wordBreak: wordBreak, width: width).lines
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
        wordBreak: WordBreak = .normal, width: (Unicode.Scalar) -> Double
    ) -> BrokenLines {
        lines(
            scalars, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: nonNegativeAdvances, wordBreak: wordBreak,
            advance: { width(scalars[$0]) }, kerning: { _ in 0 })
    }

    /// Like `lines(_:maxWidth:maxLines:nonNegativeAdvances:wordBreak:width:)` for shaped text:
    /// `advance(i)` is the advance of `scalars[i]` in its text, and `kerning(i)` the change
    /// between `scalars[i - 1]` and `scalars[i]`, counted only when both are on the line.
    /// `nonNegativeAdvances` then promises that an advance plus the kerning before it is
    /// never negative.
    public static func lines(
        _ scalars: [Unicode.Scalar], maxWidth: Double, maxLines: Int, nonNegativeAdvances: Bool = false, wordBreak: WordBreak = .normal,
        advance: (Int) -> Double, kerning: (Int) -> Double
    ) -> BrokenLines {
        withoutActuallyEscaping(advance) { advance in
            withoutActuallyEscaping(kerning) { kerning in
                breakLines(
                    scalars, maxWidth: maxWidth, maxLines: max(maxLines, 1), nonNegativeAdvances: nonNegativeAdvances,
                    metrics: ClosureMetrics(advance: advance, kerning: kerning), breaks: ScannedBreaks(scalars: scalars, wordBreak: wordBreak))
            }
        }
    }

    /// Like `lines(_:maxWidth:maxLines:nonNegativeAdvances:wordBreak:advance:kerning:)` over a
    /// text measured once for every width it is broken at: `shaped` keeps the advances and
    /// kerning read so far, `breaks` the break opportunities found so far.
    static func lines(_ shaped: ShapedText, breaks: BreakList, maxWidth: Double, maxLines: Int, nonNegativeAdvances: Bool) -> BrokenLines {
        breakLines(shaped.scalars, maxWidth: maxWidth, maxLines: max(maxLines, 1), nonNegativeAdvances: nonNegativeAdvances, metrics: shaped, breaks: breaks)
    }

    private static func breakLines<Metrics: LineMetrics, Breaks: BreakSource>(
        _ scalars: [Unicode.Scalar], maxWidth: Double, maxLines budget: Int, nonNegativeAdvances: Bool, metrics: Metrics, breaks: Breaks
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
                nonNegativeAdvances: nonNegativeAdvances, metrics: metrics)
            var opportunities = breaks.opportunities(in: paragraphStart..<index)
            let finished = builder.layOut(paragraphStart..<index, opportunities: &opportunities)
            lines += builder.lines
            if !finished { return BrokenLines(lines: lines, isTruncated: true) }
            // CR LF is one break.
            if index < scalars.count, scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            index += 1
            paragraphStart = index
        }
        return BrokenLines(lines: lines, isTruncated: false)
    }

    /// BK, CR, LF, NL (LB4, LB5): `\n`, `\r`, U+000B, U+000C, U+0085, U+2028, U+2029. Compared
    /// directly, not through `LineBreakClass`: every scalar of every text is asked first.
    static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// Offsets in `range` (one paragraph) before which the line may break (never its start).
    static func breakOpportunities(
        _ scalars: [Unicode.Scalar], in range: Range<Int>, wordBreak: WordBreak = .normal, dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system
    ) -> [Int] {
        var iterator = BreakOpportunities(scalars: scalars, range: range, wordBreak: wordBreak, dictionary: dictionary)
        var opportunities: [Int] = []
        while let next = iterator.next(), next < range.upperBound { opportunities.append(next) }
        return opportunities
    }
}

/// The break opportunities of one paragraph by the UAX #14 rules (Unicode 15.1, with the
/// number tailoring of its example 7 that its conformance test uses), found one at a time
/// so that a paragraph cut short by the line budget is not scanned to its end; then the
/// paragraph's end. The paragraph holds no mandatory break (the breaker splits there), so
/// LB4 to LB6 never apply inside it.
///
/// The rules read the class of the scalar after the boundary, a few facts about what came
/// before (kept as the scan goes, LB9: a mark or joiner takes its base's class) and, for
/// LB15b, LB15c and LB25, the class of the scalar after it.
///
/// Inside a run of Thai, Lao, Khmer or Myanmar letters (class SA, resolved to AL) the
/// opportunities are those of a word dictionary (`LineBreakDictionary`), asked once per
/// run when the scan reaches it; with no dictionary such a run breaks only at its edges.
struct BreakOpportunities: IteratorProtocol {
    let scalars: [Unicode.Scalar]
    let range: Range<Int>
    let wordBreak: WordBreak
    let dictionary: (any LineBreakDictionary)?
    /// The dictionary's opportunities (offsets, ascending) in the SA run the scan is in or
    /// passed last, the run's end, and how many of them lie behind the scan; `resumesAt`:
    /// the boundary where a long run was cut, where the next part starts with a break.
    private var dictionaryRun: (end: Int, boundaries: [Int], passed: Int, resumesAt: Int) = (0, [], 0, -1)
    /// The most scalars of an SA run asked of the dictionary at once: a run is segmented in
    /// parts as the scan reaches them, so a line budget still bounds the work on a huge text.
    static let dictionaryPart = 1024
    private var index: Int
    private var ended = false
    /// The table class of the scalar just before `index` (nil at the paragraph's start).
    private var previousRaw: LineBreakClass?
    /// The resolved class of the last base before `index` (LB9, LB10), its scalar, and the
    /// class of the base before it.
    private var previous: LineBreakClass?
    private var previousScalar: Unicode.Scalar = " "
    private var beforePrevious: LineBreakClass?
    /// The resolved class of the last base that is not a space (LB8, LB14 to LB17).
    private var lastNonSpace: LineBreakClass?
    /// LB15a: `lastNonSpace` is an initial quotation mark at the start of a quotation.
    private var quotationOpens = false
    /// LB20a: `previous` is a hyphen that starts a word.
    private var wordInitialHyphen = false
    /// LB25: the text before `index` ends in `NU (NU | SY | IS)*`, or in that and `CL | CP`.
    private var inNumber = false
    private var afterNumberClose = false
    /// LB30a: how many regional indicators end the text before `index`.
    private var regionalIndicators = 0

    init(scalars: [Unicode.Scalar], range: Range<Int>, wordBreak: WordBreak = .normal, dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system) {
        self.scalars = scalars
        self.range = range
        self.wordBreak = wordBreak
        self.dictionary = dictionary
        self.index = range.lowerBound
    }

    /// The next offset the line may break before; `range.upperBound` once, at the end.
    mutating func next() -> Int? {
        while index < range.upperBound {
            let offset = index
            let raw = LineBreakClass(scalars[offset])
            index += 1
            if raw.attaches, let previousRaw, !Self.endsAttachment(previousRaw) {
                self.previousRaw = raw  // LB9: part of the previous base, never a break before it
                continue
            }
            let current = raw.attaches ? LineBreakClass.al : raw  // LB10
            let value = scalars[offset].value
            let opportunity: Bool
            if value >= 0x0E00, current == .al, DictionaryBreaks.isDictionaryScript(value), isDictionaryBoundary(at: offset) {
                opportunity = true  // between two words of an SA run (LB1's dictionary)
            } else {
                opportunity = previous != nil && allowsBreak(before: current, scalar: scalars[offset], at: offset)
            }
            advance(past: current, scalar: scalars[offset], raw: raw)
            if opportunity { return offset }
        }
        guard !ended else { return nil }
        ended = true
        return range.upperBound
    }

    /// Whether the dictionary puts a word boundary before the SA letter at `offset`; at
    /// the first letter of a run, finds the run (SA letters and the marks and joiners
    /// among them) and asks the dictionary for its boundaries.
    private mutating func isDictionaryBoundary(at offset: Int) -> Bool {
        guard offset < dictionaryRun.end else {
            func continuesRun(_ index: Int) -> Bool {
                let raw = LineBreakClass(scalars[index])
                return raw.attaches || (raw == .al && DictionaryBreaks.isDictionaryScript(scalars[index].value))
            }
            let limit = min(range.upperBound, offset + Self.dictionaryPart)
            var end = offset + 1
            while end < limit, continuesRun(end) { end += 1 }
            var boundaries = end - offset > 1 ? (dictionary?.boundaries(in: Array(scalars[offset..<end])) ?? []).map { $0 + offset } : []
            var resumesAt = -1
            // Cut short: the part ends at its last boundary, and the rest is asked from there.
            if end == limit, end < range.upperBound, continuesRun(end), let last = boundaries.popLast() {
                end = last
                resumesAt = last
            }
            let resumes = dictionaryRun.resumesAt == offset
            dictionaryRun = (end, boundaries, 0, resumesAt)
            return resumes
        }
        while dictionaryRun.passed < dictionaryRun.boundaries.count, dictionaryRun.boundaries[dictionaryRun.passed] < offset { dictionaryRun.passed += 1 }
        return dictionaryRun.passed < dictionaryRun.boundaries.count && dictionaryRun.boundaries[dictionaryRun.passed] == offset
    }

    /// BK, CR, LF, NL, SP and ZW take no marks (LB9): a mark after them stands alone.
    private static func endsAttachment(_ raw: LineBreakClass) -> Bool {
        raw.isMandatoryBreak || raw == .sp || raw == .zw
    }

    /// Whether the rules allow a break before a base of class `b` at `offset` (after the
    /// paragraph's first scalar).
    private func allowsBreak(before b: LineBreakClass, scalar: Unicode.Scalar, at offset: Int) -> Bool {
        guard let a = previous else { return false }
        let breaks = uax14(a, b, at: offset)
        // `word-break: keep-all`: no break between two letters or numbers, whatever else allows it.
        if breaks, wordBreak == .keepAll, Self.isLetterOrNumber(previousScalar), Self.isLetterOrNumber(scalar) { return false }
        return breaks
    }

    /// LB7 to LB31 between the resolved classes `a` and `b`.
    private func uax14(_ a: LineBreakClass, _ b: LineBreakClass, at offset: Int) -> Bool {
        // The pairs of most text, Latin letters and Hangul syllables: no rule before LB28 and
        // LB31 decides them unless a joiner precedes (LB8a); `a` being AL or Hangul rules out
        // LB8, LB14, LB15a and LB20a, which read what precedes it.
        if previousRaw != .zwj {
            if a == .al, b == .al { return false }  // LB28
            if a == .h2 || a == .h3, b == .h2 || b == .h3 { return true }  // LB31
        }
        let (a0, b0) = (a.base, b.base)
        if b == .sp || b == .zw { return false }  // LB7
        if lastNonSpace == .zw { return true }  // LB8
        if previousRaw == .zwj { return false }  // LB8a
        if a == .wj || b == .wj { return false }  // LB11
        if a == .gl { return false }  // LB12
        if b == .gl, a != .sp, a != .ba, a != .hy { return false }  // LB12a
        if b == .cl || b == .cp || b == .ex || b == .sy { return false }  // LB13
        if lastNonSpace?.base == .op { return false }  // LB14
        if quotationOpens { return false }  // LB15a
        if b == .quFinal, Self.closesQuotation(nextBase(after: offset)) { return false }  // LB15b
        if a == .sp, b == .is, nextBase(after: offset) == .nu { return true }  // LB15c
        if b == .is { return false }  // LB15d
        if b == .ns, lastNonSpace == .cl || lastNonSpace == .cp { return false }  // LB16
        if b == .b2, lastNonSpace == .b2 { return false }  // LB17
        if a == .sp { return true }  // LB18
        if a0 == .qu || b0 == .qu { return false }  // LB19
        if a == .cb || b == .cb { return true }  // LB20
        if wordInitialHyphen, b == .al { return false }  // LB20a
        if b == .ba || b == .hy || b == .ns || a == .bb { return false }  // LB21
        if a == .hy || a == .ba, beforePrevious == .hl { return false }  // LB21a
        if a == .sy, b == .hl { return false }  // LB21b
        if b == .in { return false }  // LB22
        if Self.isAlphabetic(a), b == .nu { return false }  // LB23
        if a == .nu, Self.isAlphabetic(b) { return false }
        if a == .pr, Self.isIdeographic(b) { return false }  // LB23a
        if Self.isIdeographic(a), b == .po { return false }
        if a == .pr || a == .po, Self.isAlphabetic(b) { return false }  // LB24
        if Self.isAlphabetic(a), b == .pr || b == .po { return false }
        if noBreakInNumber(a, b, at: offset) { return false }  // LB25
        if LineBreakClass.joinsHangul(a, b) { return false }  // LB26
        if Self.isHangul(a), b == .po { return false }  // LB27
        if a == .pr, Self.isHangul(b) { return false }
        if Self.isAlphabetic(a), Self.isAlphabetic(b) { return false }  // LB28
        if a == .is, Self.isAlphabetic(b) { return false }  // LB29
        if Self.isAlphabetic(a) || a == .nu, b == .op { return false }  // LB30 (not East Asian wide OP)
        if a == .cp, Self.isAlphabetic(b) || b == .nu { return false }
        if a == .ri, b == .ri, regionalIndicators % 2 == 1 { return false }  // LB30a
        if a == .eb, b == .em { return false }  // LB30b
        return true  // LB31
    }

    /// LB25 as example 7 of UAX #14 writes it (the form its test data uses):
    /// `(PR | PO) × (OP | HY)? NU`, `(OP | HY) × NU`, `NU (NU | SY | IS)* × (NU | SY | IS | CL | CP)`,
    /// `NU (NU | SY | IS)* (CL | CP)? × (PO | PR)`.
    private func noBreakInNumber(_ a: LineBreakClass, _ b: LineBreakClass, at offset: Int) -> Bool {
        let b0 = b.base
        if a == .pr || a == .po {
            if b == .nu { return true }
            if b0 == .op || b == .hy, nextBase(after: offset) == .nu { return true }
        }
        if a.base == .op || a == .hy, b == .nu { return true }
        if inNumber, b == .nu || b == .sy || b == .is || b == .cl || b == .cp { return true }
        if inNumber || afterNumberClose, b == .po || b == .pr { return true }
        return false
    }

    /// Records the base at the boundary just decided as what precedes the next one.
    private mutating func advance(past current: LineBreakClass, scalar: Unicode.Scalar, raw: LineBreakClass) {
        let before = previous
        wordInitialHyphen = (current == .hy || scalar == "\u{2010}") && (before.map(Self.startsWord) ?? true)
        afterNumberClose = inNumber && (current == .cl || current == .cp)
        inNumber = current == .nu || (inNumber && (current == .sy || current == .is))
        regionalIndicators = current == .ri ? regionalIndicators + 1 : 0
        if current != .sp {
            quotationOpens = current == .quInitial && (before.map(Self.opensQuotation) ?? true)
            lastNonSpace = current
        }
        beforePrevious = before
        previous = current
        previousScalar = scalar
        previousRaw = raw
    }

    /// The class of the first base after the one at `offset` (past its marks); nil at the
    /// paragraph's end.
    private func nextBase(after offset: Int) -> LineBreakClass? {
        var next = offset + 1
        while next < range.upperBound {
            let raw = LineBreakClass(scalars[next])
            if !raw.attaches { return raw }
            next += 1
        }
        return nil
    }

    private static func isAlphabetic(_ c: LineBreakClass) -> Bool { c == .al || c == .hl }
    private static func isIdeographic(_ c: LineBreakClass) -> Bool { c == .id || c == .eb || c == .em }
    private static func isHangul(_ c: LineBreakClass) -> Bool { c == .h2 || c == .h3 || c == .jl || c == .jv || c == .jt }

    /// LB15a: what may stand before an initial quotation mark that opens a quotation.
    private static func opensQuotation(_ c: LineBreakClass) -> Bool {
        c.isMandatoryBreak || c.base == .op || c.base == .qu || c == .gl || c == .sp || c == .zw
    }

    /// LB15b: what may follow a final quotation mark that closes a quotation (nil: the end).
    private static func closesQuotation(_ c: LineBreakClass?) -> Bool {
        guard let c else { return true }
        switch c.base {
        case .sp, .gl, .wj, .cl, .qu, .cp, .ex, .is, .sy, .bk, .cr, .lf, .nl, .zw: return true
        default: return false
        }
    }

    /// LB20a: what may stand before a hyphen that starts a word.
    private static func startsWord(_ c: LineBreakClass) -> Bool {
        c.isMandatoryBreak || c == .sp || c == .zw || c == .cb || c == .gl
    }

    /// A letter or number (General_Category L or N): `keep-all` keeps runs of them together,
    /// as browsers implement it (emoji and punctuation keep their breaks).
    static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        if value >= 0xAC00, value <= 0xD7A3 { return true }  // Hangul syllables, most of Korean
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

extension LineBreakClass {
    /// LB26: conjoining jamo and Hangul syllables that form one syllable block.
    static func joinsHangul(_ a: LineBreakClass, _ b: LineBreakClass) -> Bool {
        switch (a, b) {
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3), (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt), (.jt, .jt), (.h3, .jt):
            return true
        default:
            return false
        }
    }
}

/// How letters break where nothing else separates them, as CSS `word-break` names it.
public enum WordBreak: Sendable, Hashable {
    /// The UAX #14 opportunities: between any two Hangul syllables or ideographs.
    case normal
    /// As `normal`, but never between two letters or numbers (General_Category L or N):
    /// a Korean word (eojeol) breaks only at spaces and punctuation.
    case keepAll
}

/// The greedy fitting of one paragraph.
private struct LineBuilder<Metrics: LineMetrics> {
    let scalars: [Unicode.Scalar]
    let maxWidth: Double
    /// The most lines this paragraph may add.
    let maxLines: Int
    /// Widths only grow as scalars are added: see `LineBreaker.lines(_:maxWidth:maxLines:nonNegativeAdvances:width:)`.
    let nonNegativeAdvances: Bool
    /// The advances, and the kerning between a scalar and the one before it (counted only
    /// inside a line).
    let metrics: Metrics
    private(set) var lines: [TextLine] = []

    private var lineStart: Int
    /// The end of the line's text so far (hanging spaces excluded) and its width.
    private var contentEnd: Int
    private var contentWidth = 0.0
    /// The width including the spaces after the content; the next word starts there.
    private var fullWidth = 0.0

    init(scalars: [Unicode.Scalar], start: Int, maxWidth: Double, maxLines: Int, nonNegativeAdvances: Bool, metrics: Metrics) {
        self.scalars = scalars
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.nonNegativeAdvances = nonNegativeAdvances
        self.metrics = metrics
        lineStart = start
        contentEnd = start
    }

    private var hasContent: Bool { contentEnd > lineStart }
    private var isFull: Bool { lines.count >= maxLines }

    /// Lays the paragraph out; false when the budget ran out before its end.
    mutating func layOut<Opportunities: IteratorProtocol<Int>>(_ paragraph: Range<Int>, opportunities: inout Opportunities) -> Bool {
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
        while wordEnd > segment.lowerBound, Self.hangs(scalars[wordEnd - 1]) { wordEnd -= 1 }
        let word = segment.lowerBound..<wordEnd
        // Past `maxWidth` (with widths that only grow) the word is broken between characters
        // whatever its full width, and only the branches below read `wordWidth`.
        let wordWidth = measure(word, stoppingAbove: nonNegativeAdvances ? maxWidth : .infinity)
        var spacesWidth = measure(wordEnd..<segment.upperBound)
        if !word.isEmpty, wordEnd < segment.upperBound { spacesWidth += metrics.kerning(wordEnd) }
        // The kerning with the scalar before the segment, when that one is on this line.
        var join = segment.lowerBound > lineStart ? metrics.kerning(segment.lowerBound) : 0
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

    /// Spaces that hang past a line's end: space, tab and the ideographic space.
    private static func hangs(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{3000}"
    }

    /// A word wider than the line: as many grapheme clusters per line as fit, at least one.
    /// A cluster is a base with its marks and joiners, an emoji with its skin-tone modifier
    /// or ZWJ sequence, a flag's pair of regional indicators, or a syllable of conjoining
    /// jamo. False when the budget ran out.
    private mutating func placeByCharacter(_ word: Range<Int>) -> Bool {
        var clusterStart = word.lowerBound
        while clusterStart < word.upperBound {
            let first = LineBreakClass(scalars[clusterStart])
            var (base, last) = (first, first)
            var clusterEnd = clusterStart + 1
            while clusterEnd < word.upperBound {
                let next = LineBreakClass(scalars[clusterEnd])
                let continues = next.attaches || last == .zwj || (base == .eb && next == .em)
                    || (first == .ri && next == .ri && clusterEnd == clusterStart + 1) || LineBreakClass.joinsHangul(base, next)
                guard continues else { break }
                last = next
                if !next.attaches { base = next }
                clusterEnd += 1
            }
            let clusterWidth = measure(clusterStart..<clusterEnd)
            var join = clusterStart > lineStart ? metrics.kerning(clusterStart) : 0
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
        lines.append(TextLine(cut: ScalarCut(scalars, lineStart..<contentEnd), width: hasContent ? contentWidth : 0, range: lineStart..<contentEnd))
        contentWidth = 0
        fullWidth = 0
    }

    /// The sum of the advances of `range` and the kerning inside it, added in order (the
    /// same sums as measuring the whole text first, so widths do not change in their last
    /// bits).
    private func measure(_ range: Range<Int>, stoppingAbove limit: Double = .infinity) -> Double {
        var total = 0.0
        for index in range {
            if index > range.lowerBound { total += metrics.kerning(index) }
            total += metrics.advance(index)
            if total > limit { return total }
        }
        return total
    }
}
