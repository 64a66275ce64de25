import DialogDiagnostics
import DialogModel
import DialogTokens
@testable import DialogLayout
import Testing

/// Geometry checked by hand against the contract's default numbers (docs/format/tokens.md and
/// docs/format/config.md): margins 30 (alert) and 12 (sheet), paddings 22 / 20 / 16, spacings 12 / 16 / 16
/// / 8, buttons 48 high.
@Suite struct LayoutGeometryTests {
    static let light = EmbeddedDefaultTokens.shared.theme(named: "light")!
    static let se = Device.builtIn(named: "iphone-se")!
    static let iphone15 = Device.builtIn(named: "iphone-15")!
    static let ipad = Device.builtIn(named: "ipad-11")!

    func spec(_ body: String) throws -> DialogSpec {
        try #require(LayoutFixtures.decodeSpec("{\"id\": \"test\", " + body + "}"))
    }

    func layout(_ spec: DialogSpec, _ device: Device = se, size: DynamicTypeSize = .large) -> LayoutTree {
        LayoutEngine.layout(spec: spec, theme: Self.light, device: device, size: size, locale: "en")
    }

    /// `koreanLineBreak`: in a Korean locale `words` breaks a message only at its spaces,
    /// `syllables` also inside words; other locales never keep words (`normal`).
    @Test func koreanLineBreakPolicies() throws {
        let sentence = "초대를 수락하면 팀의 모든 채널과 파일을 볼 수 있습니다. 지금 참여할까요?"
        let alert = try spec(#""message": {"ko": "\#(sentence)", "en": "\#(sentence)"}, "buttons": [{"id": "ok", "title": "OK"}]"#)
        func lines(_ policy: KoreanLineBreak, locale: String) throws -> [LaidOutLine] {
            let tree = LayoutEngine.layout(
                spec: alert, theme: Self.light, device: Self.se, size: .accessibility1, locale: locale, koreanLineBreak: policy)
            return try #require(tree.textNodes.first?.text).lines
        }
        let scalars = Array(sentence.unicodeScalars)
        /// Whether every line but the last ends where the text has a space.
        func endsAtSpaces(_ lines: [LaidOutLine]) -> Bool {
            lines.dropLast().allSatisfy { scalars[$0.range.upperBound] == " " }
        }
        let words = try lines(.words, locale: "ko")
        let syllables = try lines(.syllables, locale: "ko")
        #expect(words.count > 2 && endsAtSpaces(words), "\(words.map(\.text))")
        #expect(!endsAtSpaces(syllables), "\(syllables.map(\.text))")
        #expect(try lines(.words, locale: "en") == syllables)
    }

    /// A right-to-left locale lays the dialog out as the left-to-right layout mirrored about
    /// its centre: the first button of a row on the right, the checkbox's box on the right
    /// with its title to its left, the placeholder at the right edge.
    @Test func aRightToLeftLocaleMirrorsTheDialog() throws {
        let text = #"{"en": "Delete the timer?", "ar": "Delete the timer?", "he": "Delete the timer?"}"#
        let alert = try spec(#"""
            "message": \#(text),
            "content": [{"type": "textField", "id": "name", "placeholder": \#(text)}, {"type": "checkbox", "id": "again", "title": \#(text)}],
            "buttons": [{"id": "cancel", "title": "Cancel", "role": "cancel"}, {"id": "ok", "title": "OK"}],
            "layout": {"buttons": "horizontal", "widths": [0.3, 0.7]}
            """#)
        let ltr = layout(alert)
        let allLTR = ltr.root.nodes { _ in true }
        for locale in ["ar", "he", "ar-XB"] {
            let rtl = LayoutEngine.layout(spec: alert, theme: Self.light, device: Self.se, size: .large, locale: locale)
            #expect(rtl.dialogNode?.direction == .rightToLeft, "\(locale)")
            guard locale != "ar-XB" else { continue }
            let allRTL = rtl.root.nodes { _ in true }
            #expect(allRTL.map(\.frame.x) == allLTR.map { 320 - $0.frame.maxX })
            #expect(allRTL.map(\.frame.width) == allLTR.map(\.frame.width))
            // The row starts on the right: cancel, 30% of 212, ends at the content's right edge.
            let buttons = rtl.buttonNodes
            #expect(buttons.map(\.id) == ["cancel", "ok"])
            #expect(abs(buttons[0].frame.maxX - 270) < 1e-9 && abs(buttons[1].frame.x - 50) < 1e-9)
            // Every line ends where its left-to-right twin starts, mirrored: leading-aligned
            // lines (placeholder, checkbox title) sit at the trailing edge.
            let linesLTR = ltr.textNodes.flatMap { $0.text?.lines ?? [] }
            let linesRTL = rtl.textNodes.flatMap { $0.text?.lines ?? [] }
            #expect(linesRTL.map { $0.x + $0.width } == linesLTR.map { 320 - $0.x })
        }
        #expect(ltr.dialogNode?.direction == nil)
        #expect(!ltr.jsonText.contains("direction"))
        let arabic = LayoutEngine.layout(spec: alert, theme: Self.light, device: Self.se, size: .large, locale: "ar")
        #expect(arabic.jsonText.contains(#""direction" : "rtl""#) || arabic.jsonText.contains(#""direction": "rtl""#))
    }

    @Test func alertWidthIsTheScreenLessMarginsUpToTheMaximum() throws {
        let alert = try spec(#""title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]"#)
        // iPhone SE: 320 − 2 × 30 = 260, at x = 30.
        let small = try #require(layout(alert).dialogNode)
        #expect(small.frame.width == 260)
        #expect(small.frame.x == 30)
        // iPad: 834 − 60 = 774 is over the 500 maximum; centred at (834 − 500) / 2 = 167.
        let large = try #require(layout(alert, Self.ipad).dialogNode)
        #expect(large.frame.width == 500)
        #expect(large.frame.x == 167)
    }

    @Test func aTitleAndOneButtonStackWithTheContractSpacings() throws {
        let alert = try spec(#""title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]"#)
        let tree = layout(alert)
        let dialog = try #require(tree.dialogNode)
        // 22 top + 24 title line (16 × 1.5) + 16 content spacing + 48 button + 16 bottom.
        #expect(dialog.frame.height == 126)
        // Centred in the safe area: 20 + (548 − 126) / 2 = 231.
        #expect(dialog.frame.y == 231)
        let title = try #require(tree.textNodes.first)
        #expect(title.frame.y == 231 + 22)
        #expect(title.frame.x == 50)
        #expect(title.frame.width == 220)
        let button = try #require(tree.buttonNodes.first)
        #expect(button.frame == LayoutFrame(x: 50, y: 231 + 22 + 24 + 16, width: 220, height: 48))
    }

    @Test func fixedWidthsDivideTheRowLessItsSpacing() throws {
        let alert = try spec(#"""
            "title": "Hi", "buttons": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}],
            "layout": {"buttons": "horizontal", "widths": [0.3, 0.7]}
            """#)
        let buttons = layout(alert).buttonNodes
        // Row 220, less one 8 pt spacing: 212 → 63.6 and 148.4.
        #expect(abs(buttons[0].frame.width - 63.6) < 1e-9)
        #expect(abs(buttons[1].frame.width - 148.4) < 1e-9)
        #expect(abs(buttons[1].frame.x - (50 + 63.6 + 8)) < 1e-9)
        #expect(buttons[0].frame.y == buttons[1].frame.y)
    }

    @Test func autoStacksTheButtonsWhenATitleWouldWrapInTheRow() throws {
        let short = try spec(#""title": "Hi", "buttons": [{"id": "a", "title": "No"}, {"id": "b", "title": "Yes"}]"#)
        #expect(layout(short).buttonArrangement == .horizontal)
        let long = try spec(#""title": "Hi", "buttons": [{"id": "a", "title": "Not now, maybe later"}, {"id": "b", "title": "Yes"}]"#)
        let tree = layout(long)
        #expect(tree.buttonArrangement == .vertical)
        let buttons = tree.buttonNodes
        #expect(buttons[0].frame.width == 220)
        #expect(buttons[1].frame.y == buttons[0].frame.maxY + 8)
    }

    @Test func aSheetSitsAboveTheBottomSafeArea() throws {
        let sheet = try spec(#""presentation": "sheet", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]"#)
        let dialog = try #require(layout(sheet, Self.iphone15).dialogNode)
        // 393 − 2 × 12 = 369 wide; bottom at 852 − 34 − 8 = 810.
        #expect(dialog.frame.width == 369)
        #expect(dialog.frame.x == 12)
        #expect(dialog.frame.maxY == 810)
    }

    @Test func dynamicTypeScalesFontsAndButtonsGrow() throws {
        let alert = try spec(#""title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]"#)
        let tree = layout(alert, size: .accessibility3)
        let title = try #require(tree.textNodes.first?.style.font)
        // 16 × 40 / 17, and its line height × 1.5.
        #expect(abs(title.size - 16 * 40 / 17) < 1e-9)
        #expect(abs(title.lineHeight - 16 * 40 / 17 * 1.5) < 1e-9)
        // The button title's line (16 × 40 / 17 × 1.25 ≈ 47.06) plus 8 above and below.
        let button = try #require(tree.buttonNodes.first)
        #expect(abs(button.frame.height - (16 * 40 / 17 * 1.25 + 16)) < 1e-9)
    }

    @Test func styleOverridesReplaceContractTokens() throws {
        let alert = try spec(#""title": "Hi", "buttons": [{"id": "ok", "title": "OK"}], "style": {"cornerRadius": 4, "padding.top": 10}"#)
        let dialog = try #require(layout(alert).dialogNode)
        #expect(dialog.style.cornerRadius == 4)
        #expect(dialog.style.padding?.top == 10)
        #expect(dialog.frame.height == 126 - 12)
    }

    @Test func contentElementsTakeTheirDocumentedHeights() throws {
        let alert = try spec(#"""
            "title": "Hi",
            "content": [{"type": "textField", "id": "name", "placeholder": "Name"}, {"type": "checkbox", "id": "again", "title": "Again"}, {"type": "slot", "id": "custom"}],
            "buttons": [{"id": "ok", "title": "OK"}]
            """#)
        let elements = layout(alert).root.allNodes.filter { $0.type == .element }
        #expect(elements.map(\.frame.height) == [44, 14 * 1.43, 0])
        #expect(elements[1].frame.y == elements[0].frame.maxY + 16)
        #expect(elements[2].frame.y == elements[1].frame.maxY + 16)
    }

    /// The light default with `tokens` (DTCG JSON) layered over it.
    func theme(_ tokens: String) throws -> Theme {
        let base = try #require(TokenFileReader.read(SourceFile(path: EmbeddedDefaultTokens.basePath, text: EmbeddedDefaultTokens.baseJSON)).file)
        let own = try #require(TokenFileReader.read(SourceFile(path: "own.tokens.json", text: tokens)).file)
        var diagnostics: [Diagnostic] = []
        return DesignSystemLoader.resolveTheme(name: "light", files: [base, own], nameLocation: nil, configFile: nil, diagnostics: &diagnostics)
    }

    /// Every size of the box model comes from its token: change the token, the size follows.
    @Test func boxModelSizesComeFromTheirTokens() throws {
        let own = try theme(#"""
            {"dialog": {"icon": {"size": {"$type": "dimension", "$value": {"value": 30, "unit": "px"}}},
                        "field": {"$type": "dimension", "minHeight": {"$value": {"value": 60, "unit": "px"}}, "padding": {"$value": {"value": 12, "unit": "px"}}},
                        "checkbox": {"gap": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}}},
             "button": {"padding": {"$type": "dimension", "horizontal": {"$value": {"value": 30, "unit": "px"}}, "vertical": {"$value": {"value": 20, "unit": "px"}}},
                        "titleMaxLines": {"$type": "number", "$value": 3}}}
            """#)
        let alert = try spec(#"""
            "icon": {"symbol": "trash"}, "title": "Hi",
            "content": [{"type": "textField", "id": "name", "placeholder": "Name"}, {"type": "checkbox", "id": "again", "title": "Again"}],
            "buttons": [{"id": "ok", "title": "Delete the timer and its whole history of laps and splits for good"}]
            """#)
        let tree = LayoutEngine.layout(spec: alert, theme: own, device: Self.se, size: .xxxLarge, locale: "en")
        let scale = 23.0 / 17
        let icon = try #require(tree.root.allNodes.first { $0.type == .icon })
        #expect(abs(icon.frame.width - 30 * scale) < 1e-9 && abs(icon.frame.height - 30 * scale) < 1e-9)
        let elements = tree.root.allNodes.filter { $0.type == .element }
        let messageLine = 14 * scale * 1.43
        // max(60, 27.09 + 2 × 12) is 60; the placeholder starts 12 in.
        #expect(elements[0].frame.height == 60)
        #expect(elements[0].children.first?.frame.x == elements[0].frame.x + 12)
        // The checkbox title starts after the box (one message line) and the gap.
        #expect(abs((elements[1].children.first?.frame.x ?? 0) - (elements[1].frame.x + messageLine + 20)) < 1e-9)
        let button = try #require(tree.buttonNodes.first)
        let label = try #require(button.children.first { $0.type == .label })
        #expect(label.text?.lineCount == 3)
        #expect(label.frame.x == button.frame.x + 30)
        #expect(abs(button.frame.height - (3 * 16 * scale * 1.25 + 2 * 20)) < 1e-9)
    }

    /// A value outside a token's range is the theme loader's `invalid-token`; layout uses
    /// the embedded default's value. A huge line count is in range and does not trap.
    @Test func outOfRangeBoxModelTokensFallBackToTheDefault() throws {
        let own = try theme(#"""
            {"button": {"titleMaxLines": {"$type": "number", "$value": 0}, "padding": {"$type": "dimension", "horizontal": {"$value": {"value": -40, "unit": "px"}}}},
             "dialog": {"scroll": {"minVisibleLines": {"$type": "number", "$value": 1e300}}}}
            """#)
        let alert = try spec(#""title": "Hi", "buttons": [{"id": "ok", "title": "Delete the timer and its whole history of laps and splits"}]"#)
        let tree = LayoutEngine.layout(spec: alert, theme: own, device: Self.se, size: .large, locale: "en")
        let button = try #require(tree.buttonNodes.first)
        let label = try #require(button.children.first { $0.type == .label })
        #expect(label.text?.lineCount == 2)
        #expect(label.frame.x == button.frame.x + 8)
    }

    @Test func highlightSpansAreMappedToTheirLines() throws {
        let alert = try spec(#""message": "Say <accent>hello there</accent> now", "buttons": [{"id": "ok", "title": "OK"}]"#)
        let message = try #require(layout(alert).textNodes.first?.text)
        #expect(message.text == "Say hello there now")
        #expect(message.highlights.count == 1)
        let run = try #require(message.highlights.first)
        #expect(run.range == 4..<15)
        #expect(run.style == "accent")
        #expect(run.color == Self.light.tokens["highlight.accent"]?.value.color)
        #expect(run.x > message.lines[0].x)
    }
    /// A highlight lies where UAX #9 draws it: Latin words in a Hebrew line are drawn left to
    /// right inside the right-to-left line, so in `he` `iCloud` is left of `Drive`, with the
    /// Hebrew word that ends the text left of both (mirroring each highlight's logical place
    /// would put `iCloud` right of `Drive`).
    @Test(.enabled(if: Bidi.system != nil, "this platform has no bidi resolver"))
    func aHighlightInARightToLeftLineIsWhereItIsDrawn() throws {
        let text = "מחק את <accent>iCloud</accent> <accent>Drive</accent> עכשיו"
        let alert = try spec(#""message": {"en": "\#(text)", "he": "\#(text)"}, "buttons": [{"id": "ok", "title": "OK"}]"#)
        func message(_ locale: String) throws -> TextLayout {
            try #require(LayoutEngine.layout(spec: alert, theme: Self.light, device: Self.ipad, size: .large, locale: locale).textNodes.first?.text)
        }
        let english = try message("en"), hebrew = try message("he")
        #expect(english.lines.count == 1 && hebrew.lines.count == 1 && english.highlights.count == 2 && hebrew.highlights.count == 2)
        let (lineEN, lineHE) = (english.lines[0], hebrew.lines[0])
        let (cloudEN, driveEN) = (english.highlights[0], english.highlights[1])
        let (cloudHE, driveHE) = (hebrew.highlights[0], hebrew.highlights[1])
        #expect(cloudHE.range == cloudEN.range && driveHE.range == driveEN.range)
        // Left to right: the Hebrew words before them in the text are drawn to their left.
        #expect(cloudEN.x < driveEN.x)
        // Right to left: still iCloud, then Drive, left to right; "מחק את " to their right.
        #expect(cloudHE.x < driveHE.x)
        #expect(abs((lineHE.x + lineHE.width - driveHE.x - driveHE.width) - (cloudEN.x - lineEN.x)) < 1e-6)
        #expect(abs((cloudHE.x - lineHE.x) - (lineEN.x + lineEN.width - driveEN.x - driveEN.width)) < 1e-6)
    }
}

