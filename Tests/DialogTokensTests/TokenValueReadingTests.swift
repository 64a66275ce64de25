import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

@testable import DialogTokens

/// Every type's object form, and the older string forms with their warning.
@Suite struct TokenValueReadingTests {
    typealias Support = TokenTestSupport

    @Test func colorObjectForms() {
        let srgb = Support.value(Support.token("color", #"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}"#), "t")
        #expect(srgb == .color(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
        let hsl = Support.value(Support.token("color", #"{"colorSpace": "hsl", "components": [120, 100, 25]}"#), "t")
        #expect(hsl?.color?.hexRGBA == "#008000FF")
        let linear = Support.value(Support.token("color", #"{"colorSpace": "srgb-linear", "components": [0.2159, 0.2159, 0.2159]}"#), "t")
        #expect(linear?.color?.hexRGB == "#808080")
        let none = Support.value(Support.token("color", #"{"colorSpace": "srgb", "components": ["none", 1, 1]}"#), "t")
        #expect(none?.color?.hexRGB == "#00FFFF")
        // A space dialogc does not convert uses the hex fallback, with the written alpha.
        let oklch = Support.value(Support.token("color", ##"{"colorSpace": "oklch", "components": [0.5, 0.2, 270], "alpha": 0.4, "hex": "#3355AA"}"##), "t")
        #expect(oklch?.color?.hexRGBA == "#3355AA66")
    }

    @Test func dimensionObjectForms() {
        #expect(Support.value(Support.token("dimension", #"{"value": 12, "unit": "px"}"#), "t") == .dimension(12))
        #expect(Support.value(Support.token("dimension", #"{"value": 1.5, "unit": "rem"}"#), "t") == .dimension(24))
        #expect(Support.value(Support.token("dimension", #"{"value": -4, "unit": "px"}"#), "t") == .dimension(-4))
    }

    @Test func durationObjectForms() {
        #expect(Support.value(Support.token("duration", #"{"value": 280, "unit": "ms"}"#), "t") == .duration(0.28))
        #expect(Support.value(Support.token("duration", #"{"value": 0.5, "unit": "s"}"#), "t") == .duration(0.5))
    }

    @Test func simpleTypes() {
        #expect(Support.value(Support.token("number", "0.4"), "t") == .number(0.4))
        #expect(Support.value(Support.token("cubicBezier", "[0.42, 0, 0.58, 1]"), "t") == .cubicBezier(.easeInOut))
        #expect(Support.value(Support.token("cubicBezier", "[0.3, -0.5, 0.7, 1.5]"), "t") == .cubicBezier(CubicBezier(0.3, -0.5, 0.7, 1.5)))
        #expect(Support.value(Support.token("fontFamily", #""Pretendard""#), "t") == .fontFamily(["Pretendard"]))
        #expect(Support.value(Support.token("fontFamily", #"["Inter", "system"]"#), "t") == .fontFamily(["Inter", "system"]))
        #expect(Support.value(Support.token("fontWeight", "350"), "t") == .fontWeight(350))
    }

    @Test(arguments: [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ])
    func fontWeightNames(_ name: String, _ weight: Int) {
        #expect(Support.value(Support.token("fontWeight", "\"\(name)\""), "t") == .fontWeight(weight))
    }

    @Test func typographyObjectWithAliasedParts() {
        let json = """
            {
              "size": {"body": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}}},
              "font": {"$type": "fontFamily", "ui": {"$value": ["Inter", "system"]}},
              "t": {"$type": "typography", "$value": {
                "fontFamily": "{font.ui}", "fontSize": "{size.body}", "fontWeight": "semi-bold",
                "lineHeight": 1.4, "letterSpacing": {"value": -0.5, "unit": "px"}}}
            }
            """
        let expected = Typography(fontFamily: ["Inter", "system"], fontSize: 17, fontWeight: 600, lineHeight: 1.4, letterSpacing: -0.5)
        #expect(Support.value(json, "t") == .typography(expected))
    }

    @Test func shadowOneObjectOrLayers() {
        let one = #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 12, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#
        let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), offsetX: 0, offsetY: 4, blur: 12, spread: 0)
        #expect(Support.value(Support.token("shadow", one), "t") == .shadow([shadow]))
        let inset = one.replacingOccurrences(of: #""spread""#, with: #""inset": true, "spread""#)
        var insetShadow = shadow
        insetShadow.inset = true
        #expect(Support.value(Support.token("shadow", "[\(one), \(inset)]"), "t") == .shadow([shadow, insetShadow]))
    }

    @Test func transitionWithAndWithoutSpring() {
        let value = #"{"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 0.58, 1]}"#
        #expect(Support.value(Support.token("transition", value), "t") == .transition(TransitionValue(duration: 0.3, timing: .cubicBezier(.easeOut))))
        let spring = #"{"t": {"$type": "transition", "$value": \#(value), "$extensions": {"dialogc.spring": {"duration": 0.35, "bounce": -0.2}, "com.example": 1}}}"#
        let resolved = Support.value(spring, "t")
        #expect(resolved == .transition(TransitionValue(duration: 0.3, timing: .spring(duration: 0.35, bounce: -0.2))))
        #expect(resolved?.transition?.effectiveDuration == 0.35)
    }

    /// A spring may start moving: `initialVelocity`, 0 (at rest) when left out; one out of
    /// range is reported at its value.
    @Test func springWithAnInitialVelocity() {
        let value = #"{"duration": {"value": 280, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 0.58, 1]}"#
        let spring = #"{"t": {"$type": "transition", "$value": \#(value), "$extensions": {"dialogc.spring": {"duration": 0.28, "bounce": 0.1, "initialVelocity": 0.6}}}}"#
        #expect(Support.value(spring, "t") == .transition(TransitionValue(duration: 0.28, timing: .spring(duration: 0.28, bounce: 0.1, initialVelocity: 0.6))))
        let marked = #"{"t": {"$type": "transition", "$value": \#(value), "$extensions": {"dialogc.spring": {"duration": 0.28, "bounce": 0.1, "initialVelocity": 1️⃣99}}}}"#
        let markers = LocationMarkers(parsing: marked)
        let (_, diagnostics) = Support.resolve(markers.cleanText)
        #expect(diagnostics.map(\.location?.start.offset) == [markers.offsets[1]])
        #expect(diagnostics.first?.message.contains("initial velocity") == true)
    }

    @Test func legacyStringFormsAreReadWithAWarningAtTheValue() {
        let marked = """
            {
              "c": {"$type": "color", "$value": 1️⃣"#2563EB80"},
              "d": {"$type": "dimension", "$value": 2️⃣"16px"},
              "r": {"$type": "dimension", "$value": 3️⃣"0.5rem"},
              "ms": {"$type": "duration", "$value": 4️⃣"200ms"},
              "s": {"$type": "duration", "$value": 5️⃣"1.5s"}
            }
            """
        let (tokens, diagnostics) = Support.expectFindings(marked, rules: [.legacyTokenFormat])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(tokens["c"]?.value.color?.hexRGBA == "#2563EB80")
        #expect(tokens["d"]?.value == .dimension(16))
        #expect(tokens["r"]?.value == .dimension(8))
        #expect(tokens["ms"]?.value == .duration(0.2))
        #expect(tokens["s"]?.value == .duration(1.5))
        #expect(diagnostics.first { $0.location?.start.line == 3 }?.message.contains(#"{"value": 16, "unit": "px"}"#) == true)
    }

    @Test func malformedValuesAreInvalidTokensAtTheOffendingPart() {
        let marked = """
            {
              "a": {"$type": "color", "$value": 1️⃣"#12"},
              "b": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2️⃣1.5, 0, 0]}},
              "c": {"$type": "dimension", "$value": 3️⃣16},
              "d": {"$type": "dimension", "$value": {"value": 4, "unit": 4️⃣"em"}},
              "e": {"$type": "duration", "$value": 5️⃣"2min"},
              "f": {"$type": "cubicBezier", "$value": [6️⃣1.2, 0, 0.5, 1]},
              "g": {"$type": "fontWeight", "$value": 7️⃣"semibold"},
              "h": {"$type": "typography", "$value": 8️⃣{"fontFamily": "system", "fontSize": {"value": 16, "unit": "px"}}},
              "i": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 1, 1], 9️⃣"easing": "in"}},
              "j": {"$type": "number", "$value": 🔟"0.5"}
            }
            """
        let (tokens, diagnostics) = Support.expectFindings(marked, rules: [.invalidToken])
        #expect(tokens.tokens.isEmpty)
        #expect(tokens.failedPaths == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
        let weight = diagnostics.first { $0.message.contains("semibold") }
        #expect(weight?.notes.map(\.message) == ["did you mean 'semi-bold'?"])
    }

    @Test func moreMalformedValues() {
        let marked = """
            {
              "a": {"$type": "fontFamily", "$value": [1️⃣3]},
              "b": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 20]}},
              "c": {"$type": "duration", "$value": {"value": -1, "unit": "s"}},
              "d": {"$type": "shadow", "$value": []},
              "e": {"$type": "transition", "$value": {"duration": "{x}", "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}, "$extensions": {"dialogc.spring": {"duration": 0.3, "bounce": 2️⃣2}}},
              "f": {"$type": "dimension", "$value": 3️⃣"{unclosed"},
              "x": {"$type": "duration", "$value": {"value": 1, "unit": "s"}},
              "g": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$extensions": {4️⃣"dialogc.spring": {"duration": 1, "bounce": 0}}}
            }
            """
        let markers = LocationMarkers(parsing: marked)
        let (_, diagnostics) = Support.resolve(markers.cleanText)
        // b, c and d point at values whose place is easier to name than to mark.
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("colour space 'oklch'") })
        #expect(messages.contains { $0.contains("cannot be negative") })
        #expect(messages.contains { $0.contains("at least one shadow") })
        for (number, offset) in markers.offsets {
            #expect(diagnostics.contains { $0.location?.start.offset == offset }, "no finding at marker \(number)")
        }
        #expect(diagnostics.allSatisfy { $0.rule == .invalidToken })
    }
}
