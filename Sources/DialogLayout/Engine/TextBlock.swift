import DialogModel
import DialogTokens

/// A spec text prepared for layout: the scalars drawn, and the highlight spans over them.
/// (`PreparedText` keeps one per text and locale for a whole `LayoutSession`.)
///
/// A placeholder is laid out filled with its parameter's stand-in (`fills`: the wider of
/// its example and `maxLength` wide characters, `LayoutContext.fills(for:)`), else as
/// written, `{teamName}`: the real value is only known when the app runs, and the braces
/// keep the placeholder visible in the tree.
struct TextBlock {
    struct Span {
        var style: String
        var range: Range<Int>
    }

    var scalars: [Unicode.Scalar]
    var spans: [Span]

    init(scalars: [Unicode.Scalar], spans: [Span]) {
        self.scalars = scalars
        self.spans = spans
    }

    /// The pieces of `text` in order; consecutive pieces of one highlight style form one
    /// span (a placeholder inside `<accent>` belongs to it). A placeholder named in `fills`
    /// is drawn as its fill.
    init(_ text: DialogText, fills: [String: String] = [:]) {
        var scalars: [Unicode.Scalar] = []
        var spans: [Span] = []
        for piece in text.pieces {
            let start = scalars.count
            switch piece.kind {
            case .literal(let literal): scalars += literal.unicodeScalars
            case .placeholder(let name): scalars += (fills.isEmpty ? nil : fills[name])?.unicodeScalars ?? "{\(name)}".unicodeScalars
            }
            guard let style = piece.highlight, scalars.count > start else { continue }
            if let last = spans.last, last.style == style, last.range.upperBound == start {
                spans[spans.count - 1].range = last.range.lowerBound..<scalars.count
            } else {
                spans.append(Span(style: style, range: start..<scalars.count))
            }
        }
        self.init(scalars: scalars, spans: spans)
    }

    /// Adds a span for the first occurrence of each needle (the spec's older `highlights`
    /// form), in the order of the spans' starts; a needle that does not occur is skipped (the
    /// check stage reports it). The spans are sorted once, not once per needle, and with many
    /// needles the text is indexed once rather than searched once per needle.
    mutating func addHighlights(_ highlights: [(needle: DialogText, style: String)], fills: [String: String] = [:]) {
        guard !highlights.isEmpty else { return }
        let index = SubstringIndex<Unicode.Scalar>.worthBuilding(forLookups: highlights.count) ? SubstringIndex(scalars) : nil
        for (needle, style) in highlights {
            let target = TextBlock(needle, fills: fills).scalars
            guard !target.isEmpty, target.count <= scalars.count else { continue }
            let first: Int?
            if let index {
                first = index.firstOccurrence(of: target)
            } else {
                // Compared in place: a copy per position made a long message's search
                // quadratic in allocations.
                first = (0...(scalars.count - target.count)).first { start in
                    scalars[start] == target[0] && scalars[start..<start + target.count].elementsEqual(target)
                }
            }
            if let first { spans.append(Span(style: style, range: first..<first + target.count)) }
        }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
    }
}

enum TextAlignment { case leading, center }

extension PreparedText {
    /// Breaks the text at `maxWidth` (nil: never, one line per paragraph) and places it
    /// with its first line's top at `top`, each line aligned in `left..<left + boxWidth`.
    /// The lines are broken once per font, width and line budget (`LineBudget`) for the
    /// whole session.
    func layOut(
        font: MeasuringFont, resolved: ResolvedFont, maxWidth: Double?, left: Double, top: Double, boxWidth: Double,
        alignment: TextAlignment, maxLines: Int? = nil, context: LayoutContext
    ) -> TextLayout {
        let broken = context.lines(self, font: font, resolved: resolved, maxWidth: maxWidth ?? .infinity, maxLines: maxLines)
        let shaped = self.shaped(font, resolved: resolved)
        var lines: [LaidOutLine] = []
        lines.reserveCapacity(broken.lines.count)
        for (index, line) in broken.lines.enumerated() {
            let x = alignment == .center ? left + (boxWidth - line.width) / 2 : left
            var laidOut = LaidOutLine(line, x: x, y: top + Double(index) * font.lineHeight)
            laidOut.faces = shaped.faceRuns(in: line.range)
            lines.append(laidOut)
        }
        var runs: [HighlightRun] = []
        // Spans are sorted by their start and lines follow each other, so each span's lines
        // are found from where the last span's began: a text of thousands of spans is not
        // compared with every line once per span.
        var firstLine = 0
        // A text with right-to-left characters or directional controls is ordered per line by
        // UAX #9 (`Bidi`), so a highlight lies where it is drawn; others read left to right.
        let bidi = bidiLevels(context.direction)
        for span in block.spans {
            while firstLine < lines.count, lines[firstLine].range.upperBound <= span.range.lowerBound { firstLine += 1 }
            for index in firstLine..<lines.count {
                let line = lines[index]
                guard line.range.lowerBound < span.range.upperBound else { break }
                let lower = max(span.range.lowerBound, line.range.lowerBound)
                let upper = min(span.range.upperBound, line.range.upperBound)
                guard lower < upper else { continue }
                if let bidi {
                    runs += Self.visualRuns(of: lower..<upper, on: line, bidi: bidi, shaped: shaped, rightToLeft: context.direction.isRightToLeft) {
                        HighlightRun(style: span.style, color: context.highlightColor(span.style), line: index, range: $0, x: $1, width: $2)
                    }
                    continue
                }
                // A run starts after the kerning between it and the glyph before it.
                let before = lower > line.range.lowerBound ? shaped.width(in: line.range.lowerBound..<lower) + shaped.kerning(lower) : 0
                let width = shaped.width(in: lower..<upper)
                runs.append(HighlightRun(style: span.style, color: context.highlightColor(span.style), line: index, range: lower..<upper, x: line.x + before, width: width))
            }
        }
        let end = broken.lines.last?.range.upperBound ?? 0
        return TextLayout(
            text: string, lines: lines, highlights: runs, maxWidth: maxWidth, isTruncated: broken.isTruncated, uncovered: shaped.uncovered(before: end),
            unsegmented: unsegmented(before: end), unshaped: shaped.unshaped(before: end))
    }

    /// The parts of `piece` (a highlight's part on `line`) as drawn: one per directional run
    /// it crosses, each with its `x` on the line drawn left to right. In a right-to-left
    /// dialog, which is mirrored once laid out, `x` is the mirror image of where it is drawn.
    static func visualRuns(
        of piece: Range<Int>, on line: LaidOutLine, bidi: BidiLevels, shaped: ShapedText, rightToLeft: Bool, make: (Range<Int>, Double, Double) -> HighlightRun
    ) -> [HighlightRun] {
        var runs: [HighlightRun] = []
        var left = 0.0
        for run in bidi.visualRuns(line.range) {
            let (lower, upper) = (max(piece.lowerBound, run.range.lowerBound), min(piece.upperBound, run.range.upperBound))
            if lower < upper {
                let part = lower..<upper
                let before = run.rightToLeft ? shaped.width(in: part.upperBound..<run.range.upperBound) : shaped.width(in: run.range.lowerBound..<part.lowerBound)
                let width = shaped.width(in: part)
                let x = rightToLeft ? line.x + line.width - (left + before) - width : line.x + left + before
                runs.append(make(part, x, width))
            }
            left += shaped.width(in: run.range)
        }
        return runs
    }
}
