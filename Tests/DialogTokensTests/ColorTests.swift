import Testing

@testable import DialogTokens

@Suite struct ColorTests {
    @Test func hexReadsSixAndEightDigitsInEitherCase() throws {
        let opaque = try #require(RGBAColor(hex: "#2563eb"))
        #expect(opaque.hexRGBA == "#2563EBFF")
        #expect(opaque.hexRGB == "#2563EB")
        let translucent = try #require(RGBAColor(hex: "#00000066"))
        #expect(translucent.hexRGBA == "#00000066")
        #expect(abs(translucent.alpha - 0.4) < 0.001)
    }

    @Test(arguments: ["#FFF", "FFFFFF", "#GGGGGG", "#1234567", ""])
    func hexRejectsOtherForms(_ text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func contrastOfKnownPairs() throws {
        #expect(abs(RGBAColor.contrastRatio(.black, .white) - 21) < 1e-9)
        #expect(RGBAColor.contrastRatio(.white, .white) == 1)
        let grey = try #require(RGBAColor(hex: "#767676"))
        #expect(abs(RGBAColor.contrastRatio(grey, .white) - 4.54) < 0.005)
        // Order does not matter.
        #expect(RGBAColor.contrastRatio(.white, grey) == RGBAColor.contrastRatio(grey, .white))
    }

    @Test func relativeLuminanceOfPrimaries() {
        #expect(abs(RGBAColor(red: 1, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-9)
        #expect(abs(RGBAColor(red: 0, green: 1, blue: 0).relativeLuminance - 0.7152) < 1e-9)
        #expect(abs(RGBAColor(red: 0, green: 0, blue: 1).relativeLuminance - 0.0722) < 1e-9)
    }

    @Test func compositingOverOpaqueBackground() throws {
        let scrim = try #require(RGBAColor(hex: "#00000066"))  // black at 0.4
        let result = scrim.composited(over: .white)
        #expect(result.alpha == 1)
        #expect(result.hexRGBA == "#999999FF")  // 255 × 0.6 = 153
        // An opaque colour hides what is under it; a transparent one shows it.
        #expect(RGBAColor.black.composited(over: .white) == .black)
        #expect(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0).composited(over: .white) == .white)
    }

    @Test func compositingTwoTranslucentColours() {
        let top = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let bottom = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = top.composited(over: bottom)
        #expect(abs(result.alpha - 0.75) < 1e-12)
        #expect(abs(result.red - 2.0 / 3.0) < 1e-12)
        #expect(abs(result.blue - 1.0 / 3.0) < 1e-12)
    }

    @Test func componentsAreClampedSoEveryColourHasAHexForm() {
        #expect(RGBAColor(red: 1.5, green: -1, blue: .nan).hexRGBA == "#FF0000FF")
    }
}
