import DialogCompiler
import DialogLayout
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// `catalog --verify`'s second look at a differing preview (`CatalogChromiumSizes`): a layout
/// at Chromium's font sizes explains the browser's breaks and boxes only when it has them
/// all; anything else stays a difference. Without Chromium: the browser's side is written
/// out as the page reports it.
@Suite struct CatalogChromiumSizesTests {
    /// The fixture's timer dialog laid out again at iphone-se, `xxxLarge`, en, light.
    static func tree() throws -> LayoutTree {
        let spec = RepositoryPaths.fixtures + "/specs/timer-delete.dialog.json"
        let lint = LintPipeline().run(LintRequest(inputs: [spec]))
        let config = try #require(lint.config), designSystem = try #require(lint.designSystem)
        return try #require(
            CatalogChromiumSizes.tree(
                specFile: spec, device: "iphone-se", size: "xxxLarge", locale: "en", theme: "light", config: config, designSystem: designSystem,
                measurer: lint.measurer))
    }

    /// Each text's node and line starts, and each box's node and frame, as the page writes
    /// them, from `tree` itself.
    static func differences(of tree: LayoutTree) -> CatalogChromiumSizes.Differences {
        var texts: [[Int]] = [], boxes: [[Double]] = []
        var number = 0
        tree.root.forEachNode { node in
            if let layout = node.text { texts.append([number] + layout.lines.map(\.range.lowerBound)) }
            boxes.append([Double(number), node.frame.x, node.frame.y, node.frame.width, node.frame.height])
            number += 1
        }
        return CatalogChromiumSizes.Differences(texts: texts, boxes: boxes)
    }

    @Test func aLayoutExplainsOnlyTheBreaksAndBoxesItHas() throws {
        let tree = try Self.tree()
        let same = Self.differences(of: tree)
        #expect(!same.texts.isEmpty && CatalogChromiumSizes.explains(same, tree: tree))

        var otherBreak = same
        otherBreak.texts[0].append(1)
        #expect(!CatalogChromiumSizes.explains(otherBreak, tree: tree), "a text breaking elsewhere still differs")

        var boxOff = same
        boxOff.boxes[0][4] += 1.5
        #expect(!CatalogChromiumSizes.explains(boxOff, tree: tree), "a box off by more than 1 pt still differs")
        var boxWithin = same
        boxWithin.boxes[0][4] += 0.5
        #expect(CatalogChromiumSizes.explains(boxWithin, tree: tree), "within the page's tolerance")

        var unknownNode = same
        unknownNode.texts[0][0] = 10_000
        #expect(!CatalogChromiumSizes.explains(unknownNode, tree: tree))
        #expect(!CatalogChromiumSizes.explains(.init(texts: [], boxes: same.boxes), tree: tree), "only texts make a tie")
    }

    /// Chromium's sizes are the exact ones cut down to a multiple of 1/64 for the advances;
    /// the line height keeps the exact size.
    @Test func chromiumsSizesAreCutDownToASixtyFourth() {
        let typography = Typography(fontFamily: ["system"], fontSize: 14, fontWeight: 400, lineHeight: 1.25)
        let scale = DynamicTypeSize.xxxLarge.scale
        let exact = TextMeasurer().font(for: typography, scale: scale), cut = TextMeasurer().atChromiumSizes.font(for: typography, scale: scale)
        #expect(abs(exact.size - 14 * 23 / 17) < 1e-9)
        #expect(cut.size == 18.9375 && cut.lineHeight == exact.lineHeight)
        #expect(TextMeasurer().atChromiumSizes.font(for: typography, scale: 1).size == 14)
    }
}
