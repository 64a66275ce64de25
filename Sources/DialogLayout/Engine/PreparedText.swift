import DialogDiagnostics
import DialogModel

/// One spec text in one locale, prepared once per `LayoutSession`: its scalars and
/// highlight spans, its content string, and its lines per font, width and line budget.
///
/// Every layout of a spec in a locale draws the same texts, only at other widths (devices)
/// and sizes. Rebuilding the scalars, the content string and a hashed cache key from the
/// scalars on every layout was a sixth of layout (issue 6). The few line breaks a text
/// gets (one per device width and font, fewer than ten) are kept in a list and found by
/// comparison, which is cheaper than hashing the text for a dictionary.
final class PreparedText {
    let block: TextBlock
    /// The scalars as a `String`, the `TextLayout.text` of every layout of the text.
    let string: String
    /// How the text's locale breaks between letters (`LayoutSession.wordBreak(for:)`).
    let wordBreak: WordBreak
    private var broken: [Entry] = []

    private struct Entry {
        var font: ResolvedFont
        var maxWidth: Double
        var maxLines: Int
        var lines: BrokenLines
    }

    init(_ block: TextBlock, wordBreak: WordBreak) {
        self.block = block
        self.string = String(scalars: block.scalars)
        self.wordBreak = wordBreak
    }

    /// The text broken at `maxWidth` in `font`, at most `maxLines` lines; `didBreak` is
    /// called when they were not known yet. The lines are a pure function of the scalars,
    /// the word breaking, the font (its `ResolvedFont` with the session's measurer), the width
    /// and the budget.
    func lines(font: MeasuringFont, resolved: ResolvedFont, maxWidth: Double, maxLines: Int, didBreak: () -> Void) -> BrokenLines {
        for entry in broken where entry.maxWidth == maxWidth && entry.maxLines == maxLines && entry.font == resolved {
            return entry.lines
        }
        let lines = font.lines(block.scalars, maxWidth: maxWidth, maxLines: maxLines, wordBreak: wordBreak)
        didBreak()
        broken.append(Entry(font: resolved, maxWidth: maxWidth, maxLines: maxLines, lines: lines))
        return lines
    }
}

/// Which text of a spec: the session prepares each once per locale.
enum TextSlot: Hashable {
    case title
    /// The message with the spec's `highlights` added.
    case message
    case element(Int)
    case button(Int)
}
