import DialogDiagnostics
import DialogModel

/// One use of a highlight style in a spec: a `<style>` tag in a text, or the `style` of a
/// `highlights` entry. Each is a reference to the colour token `highlight.<style>`.
struct HighlightUse {
    var style: String
    /// The opening tag in the file (`<accent>`), or the entry's `style` value.
    var range: SourceRange
    /// What the use is, for messages: "the <accent> span of the message".
    var name: String
    /// The text the highlight is drawn in (`title`, `message`, a button title, ...).
    var field: SpecText.Field
    /// The text's name: "the message", "the title of button 'ok'".
    var textName: String
}

extension DialogSpec {
    /// Every highlight style use, in document order: spans in each locale of each text,
    /// then `highlights` entries (which style the message); `texts` is the spec's `texts`.
    func highlightUses(of texts: [SpecText]) -> [HighlightUse] {
        var uses: [HighlightUse] = []
        for text in texts where text.field != .highlight {
            for form in text.forms {
                var map = StringLiteralMap(literal: form.range, in: self.file)
                for span in form.text.highlights {
                    let range = map.byteRange(ofScalars: span.openingTag)
                    uses.append(HighlightUse(style: span.style, range: range, name: "the <\(span.style)> span of \(text.name)", field: text.field, textName: text.name))
                }
            }
        }
        for (index, highlight) in self.highlights.enumerated() {
            uses.append(
                HighlightUse(
                    style: highlight.style.value, range: highlight.style.range, name: "highlight \(index + 1) ('\(highlight.style.value)')",
                    field: .message, textName: "the message"))
        }
        return uses
    }
}
