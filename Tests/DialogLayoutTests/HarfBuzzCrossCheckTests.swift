import DialogLayout
import DialogTestSupport
import Foundation
import Testing

/// Every line the engine lays out for the fixtures (every golden combination), shaped by
/// HarfBuzz with the same font file and the same features: `locl` through the locale's
/// script and language, `kern`, and every other feature HarfBuzz would apply turned off.
/// The engine's width of each line must be within 0.01 pt of HarfBuzz's advances.
///
/// Without `uharfbuzz` the test is skipped, except on CI (`CI=true`), where `.ci/run`
/// installs it and its absence is a failure.
@Suite struct HarfBuzzCrossCheckTests {
    static let tolerance = 0.01

    @Test(.enabled(if: HarfBuzzOracle.shouldRun, "the Python package uharfbuzz is not importable (pip install uharfbuzz)"))
    func fixtureLineWidthsAgreeWithHarfBuzz() throws {
        guard HarfBuzzOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import uharfbuzz; .ci/run must pip install uharfbuzz")
            return
        }
        let family = try #require(LayoutFixtures.config.fonts.first)
        guard case .file(let file) = family.source else {
            Issue.record("the fixture config should give one file for '\(family.family.value)'")
            return
        }
        let path = RepositoryPaths.fixtures + "/" + file.path.value
        let face = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: path))))

        // Distinct (text, size, letter spacing, locale), with the engine's width.
        var lines: [HarfBuzzOracle.Line: Double] = [:]
        var skipped = 0
        var lacking: Set<Unicode.Scalar> = []
        for item in LayoutGoldenTests.cases {
            let tree = try LayoutGoldenTests.tree(item)
            #expect(!tree.fallbackMetrics.contains(family.family.value), "\(item): '\(family.family.value)' was measured with the fallback metrics")
            tree.root.forEachNode { node in
                guard let text = node.text, let font = node.style.font else { return }
                for line in text.lines where !line.text.isEmpty {
                    // A scalar the face lacks is measured with the fallback metrics, which
                    // HarfBuzz cannot know: in the fixtures, only an emoji (✉️).
                    let missing = line.text.unicodeScalars.filter { face.glyph(for: $0) == nil }
                    guard missing.isEmpty else {
                        skipped += 1
                        lacking.formUnion(missing)
                        continue
                    }
                    let key = HarfBuzzOracle.Line(text: line.text, size: font.size, letterSpacing: font.letterSpacing, locale: item.locale)
                    if let known = lines[key] {
                        #expect(abs(known - line.width) < 1e-9, "\(item): '\(line.text)' measured twice differently")
                    }
                    lines[key] = line.width
                }
            }
        }
        let ordered = lines.keys.sorted { ($0.locale, $0.text, $0.size) < ($1.locale, $1.text, $1.size) }
        // The fixtures have Korean and English lines; fewer would make the check vacuous.
        #expect(ordered.filter { $0.locale == "ko" }.count >= 50 && ordered.filter { $0.locale == "en" }.count >= 50)
        // Only the lines with the emoji are left out (checked below), and they stay a small
        // share: 24 line occurrences against about 230 distinct lines checked.
        #expect(skipped <= lines.count / 5, "\(skipped) lines have scalars the fixture font lacks")
        #expect(lacking.allSatisfy { $0.properties.isEmoji || $0 == "\u{FE0F}" }, "the fixture font lacks \(lacking.map { String($0.value, radix: 16) })")

        let widths = try HarfBuzzOracle.widths(of: ordered, fontPath: path, unitsPerEm: face.unitsPerEm)
        try #require(widths.count == ordered.count)
        var largest = 0.0
        for (line, reference) in zip(ordered, widths) {
            let difference = abs(lines[line]! - reference)
            largest = max(largest, difference)
            #expect(difference <= Self.tolerance, "\(line.locale) '\(line.text)' at \(line.size) pt: engine \(lines[line]!), HarfBuzz \(reference)")
        }
        print("HarfBuzz cross-check: \(ordered.count) distinct lines, largest difference \(largest) pt")
    }
}

/// `python3` with uharfbuzz: shapes lines, returns their widths in points.
enum HarfBuzzOracle {
    struct Line: Hashable {
        var text: String
        var size: Double
        var letterSpacing: Double
        var locale: String
    }

    /// The features HarfBuzz turns on by default for the scripts of the fixtures, all off
    /// but the two the engine applies (`FontFace`); `locl` follows the buffer's language.
    static let script = """
        import json, sys
        import uharfbuzz as hb
        request = json.load(sys.stdin)
        with open(request["font"], "rb") as f:
            data = f.read()
        font = hb.Font(hb.Face(data))
        off = ["abvm", "blwm", "calt", "ccmp", "clig", "curs", "dist", "dnom", "frac", "halt", "liga", "ljmo",
               "ltra", "ltrm", "mark", "mkmk", "numr", "palt", "rclt", "rlig", "rvrn", "tjmo", "vert", "vjmo"]
        features = {tag: False for tag in off}
        features.update({"kern": True, "locl": True})
        scripts = {"ko": "Hang", "ja": "Kana", "zh": "Hani"}
        widths = []
        for line in request["lines"]:
            language = line["locale"].split("-")[0]
            buffer = hb.Buffer()
            buffer.add_str(line["text"])
            buffer.direction = "ltr"
            buffer.script = scripts.get(language, "Latn")
            buffer.language = line["locale"]
            hb.shape(font, buffer, features)
            units = sum(position.x_advance for position in buffer.glyph_positions)
            widths.append(units * line["size"] / request["unitsPerEm"] + line["letterSpacing"] * len(buffer.glyph_infos))
        json.dump(widths, sys.stdout)
        """

    /// Every feature HarfBuzz applies by default: each word's advance in font units, the
    /// buffer's script guessed and its language given, as a browser shapes a run.
    static let wordScript = """
        import json, sys
        import uharfbuzz as hb
        request = json.load(sys.stdin)
        with open(request["font"], "rb") as f:
            font = hb.Font(hb.Face(f.read()))
        widths = []
        for word in request["words"]:
            buffer = hb.Buffer()
            buffer.add_str(word)
            buffer.guess_segment_properties()
            buffer.language = request["language"]
            hb.shape(font, buffer)
            widths.append(sum(position.x_advance for position in buffer.glyph_positions))
        json.dump(widths, sys.stdout)
        """

    /// HarfBuzz's advance of each word in the face at `fontPath`, in font units, every
    /// default feature on, the buffer in `language`.
    static func shapedWidths(of words: [String], fontPath: String, language: String) throws -> [Double] {
        let request: [String: Any] = ["font": fontPath, "words": words, "language": language]
        let output = try PythonOracle.output(of: wordScript, input: try JSONSerialization.data(withJSONObject: request))
        return try JSONDecoder().decode([Double].self, from: output)
    }

    /// The engine's width of each word in `font` (sized to the face's units per em) against
    /// HarfBuzz's shaping of it: how many agree within 0.5%, and the others, described.
    static func agreement(of words: [String], in font: MeasuringFont, fontPath: String, language: String) throws -> (passed: Int, failures: [String]) {
        let reference = try shapedWidths(of: words, fontPath: fontPath, language: language)
        guard reference.count == words.count else { return (0, ["HarfBuzz gave \(reference.count) widths for \(words.count) words"]) }
        var passed = 0
        var failures: [String] = []
        for (word, expected) in zip(words, reference) {
            let width = font.width(of: Array(word.unicodeScalars))
            if abs(width - expected) <= expected * 0.005 { passed += 1 } else { failures.append("\(word): engine \(width), HarfBuzz \(expected)") }
        }
        return (passed, failures)
    }

    static let isImportable = PythonOracle.canImport("uharfbuzz")

    static var shouldRun: Bool { PythonOracle.shouldRun(needing: "uharfbuzz") }

    static func widths(of lines: [Line], fontPath: String, unitsPerEm: Int) throws -> [Double] {
        let request: [String: Any] = [
            "font": fontPath, "unitsPerEm": unitsPerEm,
            "lines": lines.map { ["text": $0.text, "size": $0.size, "letterSpacing": $0.letterSpacing, "locale": $0.locale] as [String: Any] },
        ]
        let output = try PythonOracle.output(of: script, input: try JSONSerialization.data(withJSONObject: request))
        return try JSONDecoder().decode([Double].self, from: output)
    }
}
