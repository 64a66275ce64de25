import DialogDiagnostics
import Testing

@testable import DialogTokens

/// Layering, alias chains, cycles, unknown references and type mismatches.
@Suite struct TokenResolutionTests {
    typealias Support = TokenTestSupport

    private func file(_ text: String, _ path: String) throws -> TokenFile {
        let (file, diagnostics) = Support.read(text, path: path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(file)
    }

    @Test func laterFilesOverrideEarlierOnesAndEveryDefinitionIsKept() throws {
        let base = try file(#"{"c": {"$type": "color", "fg": {"$value": "{c.ink}"}, "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#, "base.tokens.json")
        let brand = try file(#"{"c": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#, "brand.tokens.json")
        let set = TokenSet(files: [base, brand])
        #expect(set.definitions["c.ink"]?.map(\.name.file.path) == ["base.tokens.json", "brand.tokens.json"])
        let (tokens, diagnostics) = TokenResolver.resolve(set)
        #expect(diagnostics.isEmpty)
        // The alias in the base file sees the override: layering happens before resolution.
        #expect(tokens["c.fg"]?.value.color?.hexRGB == "#0000FF")
        #expect(tokens["c.ink"]?.definition.file.path == "brand.tokens.json")
        #expect(tokens["c.ink"]?.definition.location.start.line == 1)
        // The other order gives the other value.
        let (reversed, _) = TokenResolver.resolve(TokenSet(files: [brand, base]))
        #expect(reversed["c.fg"]?.value.color?.hexRGB == "#000000")
    }

    /// Resolution recurses once per link: a chain longer than the cap is a finding at the
    /// alias that goes too deep, not a stack overflow (a 20,000-link file used to crash).
    @Test func aliasChainsLongerThanTheCapAreReportedNotFollowed() {
        let links = TokenResolver.maximumAliasDepth + 10
        let members = (0..<links).map { #""a\#($0)": {"$value": "{a\#($0 + 1)}"}"# } + [#""a\#(links)": {"$value": 1}"#]
        let (tokens, diagnostics) = Support.resolve(#"{"$type": "number", "# + members.joined(separator: ", ") + "}")
        let tooDeep = diagnostics.filter { $0.message.contains("is longer than \(TokenResolver.maximumAliasDepth) tokens") }
        #expect(!tooDeep.isEmpty)
        #expect(tooDeep.allSatisfy { $0.rule == .invalidToken })
        #expect(tokens["a\(links - 1)"]?.value == .number(1), "a short chain near the end still resolves")
        // A chain exactly at the cap resolves.
        let short = (0..<TokenResolver.maximumAliasDepth).map { #""b\#($0)": {"$value": "{b\#($0 + 1)}"}"# }
            + [#""b\#(TokenResolver.maximumAliasDepth)": {"$value": 2}"#]
        let (shortTokens, shortDiagnostics) = Support.resolve(#"{"$type": "number", "# + short.joined(separator: ", ") + "}")
        #expect(shortDiagnostics.isEmpty, "\(shortDiagnostics.map(\.message))")
        #expect(shortTokens["b0"]?.value == .number(2))
    }

    @Test func aliasChainsAreFollowedAndRemembered() {
        let json = """
            {
              "a": {"$type": "dimension", "$value": "{b}"},
              "b": {"$type": "dimension", "$value": "{c}"},
              "c": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}}
            }
            """
        let (tokens, diagnostics) = Support.resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["a"]?.value == .dimension(6))
        #expect(tokens["a"]?.aliasChain == ["b", "c"])
        #expect(tokens["b"]?.aliasChain == ["c"])
        #expect(tokens["c"]?.aliasChain == [])
    }

    @Test func everyMemberOfACycleIsReportedWithTheChain() {
        let marked = """
            {
              "x": {"$type": "number", "$value": "{a}"},
              "a": {"$type": "number", "$value": 1️⃣"{b}"},
              "b": {"$type": "number", "$value": 2️⃣"{c}"},
              "c": {"$type": "number", "$value": 3️⃣"{a}"},
              "me": {"$type": "number", "$value": 4️⃣"{me}"}
            }
            """
        let (tokens, diagnostics) = Support.expectFindings(marked, rules: [.tokenCycle])
        #expect(diagnostics.count == 4)
        #expect(tokens.tokens.isEmpty)
        #expect(tokens.failedPaths == ["x", "a", "b", "c", "me"])
        let onB = diagnostics.first { $0.message.hasPrefix("token 'b'") }
        #expect(onB?.message == "token 'b' is part of an alias cycle: a -> b -> c -> a")
        #expect(onB?.notes.map(\.message) == ["'a' refers to 'b' here", "'b' refers to 'c' here", "'c' refers to 'a' here"])
        #expect(onB?.notes.allSatisfy { $0.location != nil } == true)
        #expect(diagnostics.first { $0.message.hasPrefix("token 'me'") }?.message.hasSuffix("me -> me") == true)
    }

    @Test func aCycleThroughACompositePartIsFound() {
        let marked = """
            {
              "t": {"$type": "typography", "$value": {"fontFamily": "system", "fontSize": 1️⃣"{s}", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}},
              "s": {"$type": "dimension", "$value": 2️⃣"{t}"}
            }
            """
        let (_, diagnostics) = Support.expectFindings(marked, rules: [.tokenCycle])
        #expect(diagnostics.count == 2)
    }

    @Test func unknownReferencesSuggestTheClosestPath() {
        let marked = """
            {
              "color": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
              "button": {"$type": "color", "fill": {"$value": 1️⃣"{color.primery}"}},
              "t": {"$type": "shadow", "$value": {"color": 2️⃣"{nothing.like.it}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}
            }
            """
        let (tokens, diagnostics) = Support.expectFindings(marked, rules: [.unknownToken])
        let unknown = diagnostics.filter { $0.rule == .unknownToken }
        #expect(unknown.count == 2)
        #expect(unknown[0].message == "no token named 'color.primery'")
        #expect(unknown[0].notes.map(\.message) == ["did you mean 'color.primary'?"])
        #expect(unknown[1].notes.isEmpty)
        #expect(tokens.failedPaths == ["button.fill", "t"])
    }

    @Test func typeMismatchIsReportedAtTheAliasWithTheChain() {
        let marked = """
            {
              "space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
              "gap": {"$value": "{space}"},
              "ink": {"$type": "color", "$value": 1️⃣"{gap}"},
              "t": {"$type": "typography", "$value": {"fontFamily": "system", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 2️⃣"{space}", "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}}
            }
            """
        let (_, diagnostics) = Support.expectFindings(marked, rules: [.tokenType])
        #expect(diagnostics.first?.message == "'gap' is a dimension token, but a color is needed here")
        #expect(diagnostics.first?.notes.first?.message == "gap -> space is a dimension, defined here")
        #expect(diagnostics.first?.notes.first?.location?.start.line == 2)
        #expect(diagnostics.last?.message.contains("a fontWeight is needed") == true)
    }

    @Test func anAliasToAGroupIsInvalid() {
        let marked = """
            {
              "button": {"$type": "color", "mono": {"background": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}},
              "fill": {"$type": "color", "$value": 1️⃣"{button.mono}"}
            }
            """
        let (_, diagnostics) = Support.expectFindings(marked, rules: [.invalidToken])
        #expect(diagnostics.contains { $0.rule == .invalidToken && $0.message.contains("names a group") })
    }

    @Test func aTokenThatFailsIsNotReportedAgainByItsUsers() {
        let marked = """
            {
              "bad": {"$type": "color", "$value": 1️⃣"nope"},
              "user": {"$type": "color", "$value": "{bad}"}
            }
            """
        let (tokens, _) = Support.expectFindings(marked, rules: [.invalidToken])
        #expect(tokens.failedPaths == ["bad", "user"])
    }
}
