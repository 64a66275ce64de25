/// What the greedy breaker reads of a text besides its scalars: the width of each scalar
/// and the kerning before it (`LineMetrics`), and where a line may break (`BreakSource`).
/// Two kinds of each: read through closures for one breaking, or kept on the text so that
/// breaking it again at another width reads nothing twice (`ShapedText`, `BreakList`).
protocol LineMetrics {
    /// The advance of the scalar at `index` in its text.
    func advance(_ index: Int) -> Double
    /// The kerning between the scalar at `index - 1` and the one at `index`.
    func kerning(_ index: Int) -> Double
}

extension LineMetrics {
    /// The width of `range` on one line: its advances and the kerning inside it, added
    /// advance first (`MeasuringFont.width(of:in:)` and highlight runs measure this way).
    func width(in range: Range<Int>) -> Double {
        var total = 0.0
        for index in range {
            total += advance(index)
            if index > range.lowerBound { total += kerning(index) }
        }
        return total
    }
}

/// Metrics read through closures, for one breaking.
struct ClosureMetrics: LineMetrics {
    let advance: (Int) -> Double
    let kerning: (Int) -> Double

    func advance(_ index: Int) -> Double { advance(index) }
    func kerning(_ index: Int) -> Double { kerning(index) }
}

/// The break opportunities of one paragraph at a time (a range without mandatory breaks),
/// in order, ending with the paragraph's end.
protocol BreakSource {
    associatedtype Opportunities: IteratorProtocol<Int>
    func opportunities(in paragraph: Range<Int>) -> Opportunities
}

/// Opportunities found by scanning the paragraph again.
struct ScannedBreaks: BreakSource {
    let scalars: [Unicode.Scalar]
    let wordBreak: WordBreak

    func opportunities(in paragraph: Range<Int>) -> BreakOpportunities {
        BreakOpportunities(scalars: scalars, range: paragraph, wordBreak: wordBreak)
    }
}

/// The break opportunities of one text, kept per paragraph as far as any breaking has
/// read them: they depend on the scalars and the word breaking, not on the font or the
/// width, so every width and size a text is laid out at shares one scan. A paragraph is
/// scanned only as far as a breaking reads (the line budget still bounds the work on a
/// huge text). Used by one thread (a layout session's), so not checked for exclusive access
/// at run time.
final class BreakList: BreakSource {
    let scalars: [Unicode.Scalar]
    let wordBreak: WordBreak
    let dictionary: (any LineBreakDictionary)?
    /// Sorted by their first offset. (Searched, not hashed: a dialog text has one paragraph
    /// or a few, and hashing was a third of a breaking's cost.)
    @exclusivity(unchecked) private var paragraphs: [Paragraph] = []

    private struct Paragraph {
        var start: Int
        var found: [Int] = []
        var scanner: BreakOpportunities
        var done = false
    }

    init(scalars: [Unicode.Scalar], wordBreak: WordBreak, dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system) {
        self.scalars = scalars
        self.wordBreak = wordBreak
        self.dictionary = dictionary
    }

    func opportunities(in paragraph: Range<Int>) -> Cursor {
        let start = paragraph.lowerBound
        var low = 0
        var high = paragraphs.count
        while low < high {
            let middle = (low + high) / 2
            if paragraphs[middle].start < start { low = middle + 1 } else { high = middle }
        }
        if low == paragraphs.count || paragraphs[low].start != start {
            paragraphs.insert(Paragraph(start: start, scanner: BreakOpportunities(scalars: scalars, range: paragraph, wordBreak: wordBreak, dictionary: dictionary)), at: low)
        }
        return Cursor(list: self, paragraph: low)
    }

    /// The `position`th opportunity of a paragraph, scanning further when it is not known
    /// yet; nil past the paragraph's end.
    fileprivate func opportunity(_ position: Int, paragraph: Int) -> Int? {
        if position < paragraphs[paragraph].found.count { return paragraphs[paragraph].found[position] }
        guard !paragraphs[paragraph].done else { return nil }
        guard let next = paragraphs[paragraph].scanner.next() else {
            paragraphs[paragraph].done = true
            return nil
        }
        paragraphs[paragraph].found.append(next)
        return next
    }

    /// Reads one paragraph's opportunities from the list.
    struct Cursor: IteratorProtocol {
        let list: BreakList
        let paragraph: Int
        private var position = 0

        fileprivate init(list: BreakList, paragraph: Int) {
            self.list = list
            self.paragraph = paragraph
        }

        mutating func next() -> Int? {
            let next = list.opportunity(position, paragraph: paragraph)
            if next != nil { position += 1 }
            return next
        }
    }
}
