import DialogLayout
import DialogTestSupport
import Foundation
import Testing

/// The Swift reader against fontTools, an independent sfnt implementation: for every code
/// point of the fixture texts in every fixture face, the same glyph id and advance width,
/// and the same header metrics. Without fontTools the test is skipped, except on CI
/// (`CI=true`), where `.ci/run` installs it and its absence is a failure.
@Suite struct FontToolsCrossCheckTests {
    @Test(.enabled(if: FontToolsOracle.shouldRun, "the Python package fontTools is not importable (pip install fonttools)"))
    func glyphsAndAdvancesAgreeWithFontTools() throws {
        guard FontToolsOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import fontTools; .ci/run must pip install fonttools")
            return
        }
        let scalars = FixtureFonts.textScalars
        let answers = try FontToolsOracle.read(FixtureFonts.faces, scalars: scalars)
        try #require(answers.count == FixtureFonts.faces.count)
        for (face, expected) in zip(FixtureFonts.faces, answers) {
            let font = try FontFile.parseFace(try FixtureFonts.bytes(face.file), index: face.index)
            #expect(font.unitsPerEm == expected.unitsPerEm, "\(face) unitsPerEm")
            #expect(font.weight == expected.weight, "\(face) usWeightClass")
            #expect(font.horizontalHeader == TypographicMetrics(ascender: expected.ascender, descender: expected.descender, lineGap: expected.lineGap), "\(face) hhea")
            try #require(expected.glyphs.count == scalars.count)
            var mapped = 0
            for (scalar, reference) in zip(scalars, expected.glyphs) {
                let glyph = font.glyph(for: scalar).map(Int.init)
                let code = "U+\(String(scalar.value, radix: 16, uppercase: true))"
                #expect(glyph == reference.glyph, "\(face) \(code): glyph \(String(describing: glyph)), fontTools \(String(describing: reference.glyph))")
                if let glyph, let advance = reference.advance {
                    mapped += 1
                    #expect(font.advance(glyph: UInt16(glyph)) == advance, "\(face) \(code): advance")
                }
            }
            // A subset that lost the fixture text would make the comparison vacuous.
            #expect(mapped >= 95, "\(face) maps only \(mapped) of \(scalars.count) fixture code points")
        }
    }
}

/// `python3` with fontTools, run once for all faces: JSON in, JSON out.
enum FontToolsOracle {
    struct FaceAnswer: Decodable {
        struct Glyph: Decodable {
            var glyph: Int?
            var advance: Int?
        }

        var unitsPerEm: Int
        var weight: Int
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var glyphs: [Glyph]
    }

    /// getBestCmap is fontTools' own choice of Unicode subtable; `.notdef` (glyph 0) means
    /// unmapped, as `FontFace.glyph(for:)` returns nil.
    static let script = """
        import json, sys
        from fontTools.ttLib import TTFont
        request = json.load(sys.stdin)
        answers = []
        for face in request["faces"]:
            font = TTFont(face["path"], fontNumber=face["index"], lazy=True)
            cmap = font.getBestCmap()
            glyphs = []
            for code in request["codepoints"]:
                name = cmap.get(code)
                glyph = font.getGlyphID(name) if name is not None else 0
                glyphs.append({"glyph": glyph, "advance": font["hmtx"][name][0]} if glyph else {})
            answers.append({
                "unitsPerEm": font["head"].unitsPerEm, "weight": font["OS/2"].usWeightClass,
                "ascender": font["hhea"].ascent, "descender": font["hhea"].descent,
                "lineGap": font["hhea"].lineGap, "glyphs": glyphs})
        json.dump(answers, sys.stdout)
        """

    static let isImportable = PythonOracle.canImport("fontTools.ttLib")

    static var shouldRun: Bool { PythonOracle.shouldRun(needing: "fontTools.ttLib") }

    static func read(_ faces: [FixtureFonts.Face], scalars: [Unicode.Scalar]) throws -> [FaceAnswer] {
        let request: [String: Any] = [
            "faces": faces.map { ["path": $0.path, "index": $0.index] as [String: Any] },
            "codepoints": scalars.map { Int($0.value) },
        ]
        let output = try PythonOracle.output(of: script, input: try JSONSerialization.data(withJSONObject: request))
        return try JSONDecoder().decode([FaceAnswer].self, from: output)
    }
}
