import DialogTokens
import DialogTestSupport
import Foundation
import Testing

/// `RGBAColor.contrastRatio` against an independent implementation, the Python package
/// `wcag-contrast-ratio`, on a fixed set of pseudo-random colour pairs (8-bit channels, as
/// token colours are). Without the package the test is skipped, except on CI (`CI=true`),
/// where `.ci/run` installs it and its absence is a failure.
@Suite struct ContrastCrossCheckTests {
    static let pairCount = 240
    static let tolerance = 0.005

    @Test(.enabled(if: PythonContrastOracle.shouldRun, "the Python package wcag-contrast-ratio is not importable (pip install wcag-contrast-ratio)"))
    func ratiosAgreeWithWcagContrastRatio() throws {
        guard PythonContrastOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import wcag_contrast_ratio; .ci/run must pip install wcag-contrast-ratio")
            return
        }
        let pairs = Self.pairs()
        let expected = try PythonContrastOracle.ratios(pairs)
        try #require(expected.count == pairs.count, "the oracle answered \(expected.count) ratios for \(pairs.count) pairs")
        for ((first, second), reference) in zip(pairs, expected) {
            let ratio = RGBAColor.contrastRatio(first, second)
            #expect(abs(ratio - reference) <= Self.tolerance, "\(first.hexRGB) on \(second.hexRGB): \(ratio), wcag-contrast-ratio \(reference)")
        }
    }

    /// Deterministic pairs: the extremes and near-threshold greys first, then random ones.
    static func pairs() -> [(RGBAColor, RGBAColor)] {
        var generator = SplitMix64(seed: 0xD1A1_06C0)
        var pairs: [(RGBAColor, RGBAColor)] = [
            (.black, .white), (.white, .white),
            (RGBAColor(red8: 10, green8: 10, blue8: 10), RGBAColor(red8: 11, green8: 11, blue8: 11)),
            (RGBAColor(red8: 0x76, green8: 0x76, blue8: 0x76), .white),
        ]
        while pairs.count < pairCount {
            pairs.append((randomColor(&generator), randomColor(&generator)))
        }
        return pairs
    }

    static func randomColor(_ generator: inout SplitMix64) -> RGBAColor {
        RGBAColor(red8: UInt8.random(in: 0...255, using: &generator), green8: UInt8.random(in: 0...255, using: &generator), blue8: UInt8.random(in: 0...255, using: &generator))
    }
}

/// `python3` with `wcag_contrast_ratio`, run once for all pairs: JSON in, JSON out.
enum PythonContrastOracle {
    static let script = """
        import json, sys
        import wcag_contrast_ratio
        pairs = json.load(sys.stdin)
        json.dump([wcag_contrast_ratio.rgb(tuple(a), tuple(b)) for a, b in pairs], sys.stdout)
        """

    static let isImportable = PythonOracle.canImport("wcag_contrast_ratio")

    static var shouldRun: Bool { PythonOracle.shouldRun(needing: "wcag_contrast_ratio") }

    static func ratios(_ pairs: [(RGBAColor, RGBAColor)]) throws -> [Double] {
        let input = pairs.map { [[$0.0.red, $0.0.green, $0.0.blue], [$0.1.red, $0.1.green, $0.1.blue]] }
        let output = try PythonOracle.output(of: script, input: try JSONEncoder().encode(input))
        return try JSONDecoder().decode([Double].self, from: output)
    }
}
