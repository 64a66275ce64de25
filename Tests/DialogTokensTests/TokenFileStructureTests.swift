import DialogDiagnostics
import Testing

@testable import DialogTokens

/// Groups, `$type` inheritance, the reserved `$` keys, names, and their errors.
@Suite struct TokenFileStructureTests {
    typealias Support = TokenTestSupport

    @Test func typeIsInheritedFromTheNearestGroup() {
        let json = """
            {
              "size": {
                "$type": "dimension",
                "small": {"$value": {"value": 4, "unit": "px"}},
                "ratio": {
                  "$type": "number",
                  "golden": {"$value": 1.618},
                  "override": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}}
                },
                "deep": {"er": {"still": {"$value": {"value": 1, "unit": "px"}}}}
              }
            }
            """
        let (tokens, diagnostics) = Support.resolve(json)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(tokens["size.small"]?.value == .dimension(4))
        #expect(tokens["size.ratio.golden"]?.value == .number(1.618))
        #expect(tokens["size.ratio.override"]?.value == .dimension(32))
        #expect(tokens["size.deep.er.still"]?.type == .dimension)
        #expect(tokens.groupPaths.isSuperset(of: ["size", "size.ratio", "size.deep", "size.deep.er"]))
    }

    @Test func descriptionDeprecatedAndExtensionsAreKept() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "$deprecated": "use the 'palette' group",
                "old": {"$value": "#000000", "$description": "The old black.", "$extensions": {"com.example": {"id": 7}}},
                "kept": {"$value": "#FFFFFF", "$deprecated": false},
                "flagged": {"$value": "#FF0000", "$deprecated": true}
              }
            }
            """
        let (file, _) = Support.read(json)
        let tokens = try #require(file).tokens
        let old = try #require(tokens.first { $0.path == "color.old" })
        #expect(old.description == "The old black.")
        #expect(old.deprecation == "use the 'palette' group")
        #expect(old.extensions?.objectMembers?.first?.key == "com.example")
        #expect(tokens.first { $0.path == "color.kept" }?.deprecation == nil)
        #expect(tokens.first { $0.path == "color.flagged" }?.deprecation == "")
        let (resolved, _) = Support.resolve(json)
        #expect(resolved["color.old"]?.deprecated == "use the 'palette' group")
        #expect(resolved["color.old"]?.description == "The old black.")
    }

    @Test func aliasWithoutTypeTakesTheTargetsType() {
        let json = """
            {
              "base": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
              "gap": {"$value": "{base}"}
            }
            """
        let (tokens, diagnostics) = Support.resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["gap"]?.type == .dimension)
        #expect(tokens["gap"]?.aliasChain == ["base"])
    }

    @Test func structuralErrorsAreReportedAtTheirPlace() {
        let marked = """
            {
              "color": {
                "$type": "color",
                1️⃣"a.b": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                2️⃣"{x}": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                "group": {
                  "token": {3️⃣"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "child": {}}
                },
                4️⃣"$typo": "color",
                "t": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, 5️⃣"$vaule": 1}
              },
              6️⃣"untyped": {"$value": 3},
              "typed": {"$type": 7️⃣"colour", "$value": "#000000"},
              "group": {"$type": 8️⃣"dimensions", "child": {"$value": {"value": 1, "unit": "px"}}},
              9️⃣"value": "#FFFFFF",
              "ext": {"$extends": 🔟["color"]}
            }
            """
        let (_, diagnostics) = Support.expectFindings(marked, rules: [.invalidToken])
        #expect(diagnostics.count == 10)
        let typeTypo = diagnostics.first { $0.message.contains("'colour'") }
        #expect(typeTypo?.notes.map(\.message) == ["did you mean 'color'?"])
        let keyTypo = diagnostics.first { $0.message.contains("'$vaule'") }
        #expect(keyTypo?.notes.map(\.message) == ["did you mean '$value'?"])
        let preDTCG = diagnostics.first { $0.message.hasPrefix("'value' must be a token") }
        #expect(preDTCG?.notes.map(\.message) == ["did you mean '$value'?"])
    }

    @Test func unreadDTCGTypesAreSkippedQuietlyButNotUsable() {
        let marked = """
            {
              "border": {"$type": "border", "thin": {"$value": {"color": "#000000", "width": "1px", "style": "solid"}}},
              "gap": {"$type": "dimension", "$value": 1️⃣"{border.thin}"}
            }
            """
        let (tokens, diagnostics) = Support.expectFindings(marked, rules: [.tokenType])
        #expect(tokens.unreadTypes == ["border.thin": "border"])
        #expect(diagnostics.first?.message.contains("border token") == true)
    }

    @Test func notJSONIsOnlyASyntaxError() {
        let (file, diagnostics) = Support.read(#"{"a": }"#)
        #expect(file == nil)
        #expect(diagnostics.map(\.rule) == [.jsonSyntax])
    }

    @Test func rootMustBeAnObject() {
        let (_, diagnostics) = Support.expectFindings("1️⃣[1, 2]", rules: [.invalidToken])
        #expect(diagnostics.count == 1)
    }
}
