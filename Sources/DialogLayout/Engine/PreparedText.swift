import DialogDiagnostics
import DialogModel

/// One spec text in one locale, prepared once per `LayoutSession`: its scalars and
/// highlight spans, its content string, its break opportunities, its measurements per
/// font, and its lines per font, width and line budget.
///
/// Every layout of a spec in a locale draws the same texts, only at other widths (devices)
/// and sizes. Rebuilding the scalars, the content string and a hashed cache key from the
/// scalars on every layout was a sixth of layout. The few line breaks a text
/// gets (one per device width and font, fewer than ten) are kept in a list and found by
/// comparison, which is cheaper than hashing the text for a dictionary.
final class PreparedText {
    let block: TextBlock
    /// The scalars as a `String`, the `TextLayout.text` of every layout of the text.
    let string: String
    /// How the text's locale breaks between letters (`LayoutSession.wordBreak(for:)`).
    let wordBreak: WordBreak
    @exclusivity(unchecked) private var broken: [Entry] = []
    /// Where lines may break: the same at every width and size.
    private let breaks: BreakList
    /// The text measured per font (few: one per size the session lays out).
    @exclusivity(unchecked) private var shapes: [(font: ResolvedFont, shaped: ShapedText)] = []

    private struct Entry {
        var font: ResolvedFont
        var maxWidth: Double
        var maxLines: Int
        var lines: BrokenLines
    }

    /// `dictionary` nil: runs of Thai, Lao, Khmer and Myanmar break only at their edges and
    /// between characters, and the text's layout says so (`TextLayout.unsegmented`).
    init(_ block: TextBlock, wordBreak: WordBreak, dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system) {
        self.block = block
        self.string = String(scalars: block.scalars)
        self.wordBreak = wordBreak
        self.breaks = BreakList(scalars: block.scalars, wordBreak: wordBreak, dictionary: dictionary)
    }

    /// The scripts of the dictionary scripts' letters before `end` when there is no
    /// dictionary (their runs were broken without one), by name; empty otherwise, without a
    /// look at the text.
    func unsegmented(before end: Int) -> [UnicodeScript] {
        guard breaks.dictionary == nil else { return [] }
        var scripts: Set<UnicodeScript> = []
        for scalar in block.scalars.prefix(end) where DictionaryBreaks.isDictionaryScript(scalar.value) {
            scripts.insert(UnicodeScript(scalar))
        }
        return scripts.filter { !$0.isShared }.sorted { $0.name < $1.name }
    }

    /// The text broken at `maxWidth` in `font`, at most `maxLines` lines; `didBreak` is
    /// called when they were not known yet. The lines are a pure function of the scalars,
    /// the word breaking, the font (its `ResolvedFont` with the session's measurer), the width
    /// and the budget.
    func lines(font: MeasuringFont, resolved: ResolvedFont, maxWidth: Double, maxLines: Int, didBreak: () -> Void) -> BrokenLines {
        for entry in broken where entry.maxWidth == maxWidth && entry.maxLines == maxLines && entry.font == resolved {
            return entry.lines
        }
        let lines = font.lines(shaped(font, resolved: resolved), breaks: breaks, maxWidth: maxWidth, maxLines: maxLines)
        didBreak()
        broken.append(Entry(font: resolved, maxWidth: maxWidth, maxLines: maxLines, lines: lines))
        return lines
    }

    /// The text's UAX #9 levels in `direction` (its locale's, the same at every layout), for
    /// placing highlights; nil when it has none, or no right-to-left letter or directional
    /// control (then it reads left to right), or the platform has no resolver. Kept.
    func bidiLevels(_ direction: TextDirection) -> BidiLevels? {
        if let known = bidi { return known }
        let levels = block.spans.isEmpty || !Bidi.needsResolution(block.scalars) ? nil : Bidi.system?.levels(block.scalars, base: direction)
        bidi = .some(levels)
        return levels
    }

    @exclusivity(unchecked) private var bidi: BidiLevels??

    /// The text measured in `font`, kept for the session's other widths.
    func shaped(_ font: MeasuringFont, resolved: ResolvedFont) -> ShapedText {
        for entry in shapes where entry.font == resolved { return entry.shaped }
        let shaped = ShapedText(block.scalars, font: font)
        shapes.append((resolved, shaped))
        return shaped
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
