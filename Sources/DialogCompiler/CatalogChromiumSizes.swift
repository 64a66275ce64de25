import DialogLayout
import DialogModel
import DialogTokens
import FoundationEssentials

/// `catalog --verify`'s second look at a preview the browser lays out otherwise: Chromium on
/// Linux measures at each font size cut down to a multiple of 1/64 px (FreeType's 26.6
/// fixed point), dialogc at the exact size, so a line within about 0.02% of its box may take
/// one word more in the browser (docs/layout-model.md, "Chromium's font sizes on Linux").
/// Such a preview is laid out again at Chromium's sizes (`TextMeasurer.atChromiumSizes`);
/// if every text that broke elsewhere then breaks as the browser did and every box the
/// browser had off is within the tolerance of that layout, the difference is that tie alone.
/// Any script, only for the previews that differ, and deterministic.
public enum CatalogChromiumSizes {
    /// What the browser found different in one preview (`catalog.js`'s `data-differences`):
    /// per text its node (depth-first, the page's `data-n`) and where the browser starts its
    /// lines; per box off by more than the tolerance its node and the browser's frame
    /// (x, y, width, height in points from the screen's corner). The page also writes
    /// dialogc's line starts and frames of those (`expected`), read only by the page itself
    /// when it compares them with a tie `checks.js` records.
    public struct Differences: Sendable, Hashable, Decodable {
        public var texts: [[Int]]
        public var boxes: [[Double]]

        public init(texts: [[Int]], boxes: [[Double]]) {
            self.texts = texts
            self.boxes = boxes
        }
    }

    /// The page's tolerance for a box (`catalog.js`'s `TOLERANCE`), in points.
    static let tolerance = 1.0

    /// Whether `tree` (a layout at Chromium's sizes) explains every difference: each text
    /// breaks where the browser broke it, each box is where the browser drew it. A text or
    /// box the tree does not have does not explain anything.
    public static func explains(_ differences: Differences, tree: LayoutTree) -> Bool {
        guard !differences.texts.isEmpty else { return false }
        var nodes: [LayoutNode] = []
        tree.root.forEachNode { nodes.append($0) }
        for text in differences.texts {
            guard let number = text.first, nodes.indices.contains(number), let layout = nodes[number].text,
                layout.lines.map(\.range.lowerBound) == Array(text.dropFirst())
            else { return false }
        }
        for box in differences.boxes {
            guard box.count == 5, let number = Int(exactly: box[0]), nodes.indices.contains(number) else { return false }
            let frame = nodes[number].frame
            let deltas = zip([frame.x, frame.y, frame.width, frame.height], box.dropFirst()).map { abs($0 - $1) }
            if deltas.contains(where: { $0 > tolerance }) { return false }
        }
        return true
    }

    /// One preview of a spec file laid out again with every font size cut down to Chromium's
    /// (the combination named as the catalog names it), or nil when the file no longer reads
    /// or decodes or the combination is not one of the config's.
    public static func tree(
        specFile: String, device: String, size: String, locale: String, theme: String, config: ProjectConfig, designSystem: DesignSystem,
        measurer: TextMeasurer
    ) -> LayoutTree? {
        let selection = CatalogSelection(themes: [theme], locales: [locale], devices: [device], sizes: [size])
        guard case .success(let matrix) = selection.matrix(config: config, designSystem: designSystem),
            case .success(let source) = SourceReader(origin: .discovered).read(specFile), let spec = LintPipeline.decode(source)
        else { return nil }
        let layouts = SpecLayouts(
            spec: spec, matrix: matrix, koreanLineBreak: config.koreanLineBreak.value, measurer: measurer.atChromiumSizes,
            contract: ContractAnswers(designSystem: DesignSystem(themes: matrix.themes)), pluralForms: .longest)
        return layouts.combinations.first?.tree
    }
}
