import DialogLayout

/// `font`: the sfnt reader on the input as a font file, then every face's shaping (`GSUB`
/// `locl`, `GPOS` and `kern` pair kerning, Arabic joining forms and ligatures) for a few
/// locales, on text with Hangul, Latin pairs that fonts kern, curly quotes, emoji sequences
/// and joined Arabic with harakat and lam-alef.
///
/// Oracles: a file either parses or is one `FontError` with a message; a face reports at
/// most one shaping problem per table, only for `GSUB`, `GPOS` or `kern`; every width is
/// finite, and broken lines cover the text in order without overlapping.
enum FontFuzzTarget {
    static let text = Array("“팀 초대”를 보낼까요? AVATAR, To Wa. 👍🏽 1️⃣ 🇰🇷 لا سلام بَيتٌ الله".unicodeScalars)
    static let locales = ["ko", "en", "ja", "zh-Hant", "tr", "ar"]

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        let file: FontFile
        do {
            file = try FontFile.parse(bytes)
        } catch {
            try invariant(!error.message.isEmpty, "font: an error without a message")
            return
        }
        for face in file.faces {
            let tables = face.shapingProblems.compactMap(\.table)
            try invariant(tables.count == face.shapingProblems.count, "font: a shaping problem names no table")
            try invariant(Set(tables).count == tables.count, "font: a table reported twice: \(tables)")
            try invariant(tables.allSatisfy(["GSUB", "GPOS", "kern"].contains), "font: a shaping problem for table \(tables)")
            for locale in locales {
                let font = MeasuringFont(
                    face: face, shaping: face.shaping(forLocale: locale), arabic: face.arabicShaping(forLocale: locale), fallback: FallbackMetrics(), size: 17, letterSpacing: 0, lineHeight: 22)
                let width = font.width(of: text)
                try invariant(width.isFinite, "font: the width in \(locale) is \(width)")
                let broken = font.lines(text, maxWidth: 120, maxLines: 64)
                var end = 0
                for line in broken.lines {
                    try invariant(line.range.lowerBound >= end && line.range.upperBound <= text.count, "font: line \(line.range) out of order")
                    try invariant(line.width.isFinite, "font: a line's width is \(line.width)")
                    end = line.range.upperBound
                }
            }
        }
    }
}
