import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Testing

@testable import DialogTokens

/// Themes made with DTCG resolver files (`*.resolver.json`): the contexts a theme chooses,
/// the errors of a wrong choice or a broken resolver, and what dialogc cannot read in a
/// design system's files held back until something reaches it.
@Suite struct ResolverThemeTests {
    /// Decodes a marked config and loads its design system from marked in-memory files.
    /// Returns the findings and, by path, the offsets of each file's markers.
    private func load(
        config markedConfig: String, files markedFiles: [String: String], configFindings: Bool = false
    ) -> (system: DesignSystem?, diagnostics: [Diagnostic], markers: [String: LocationMarkers]) {
        var markers = ["app/dialogc.json": LocationMarkers(parsing: markedConfig)]
        for (path, text) in markedFiles { markers[path] = LocationMarkers(parsing: text) }
        let configFile = SourceFile(path: "app/dialogc.json", text: markers["app/dialogc.json"]!.cleanText)
        let context = DecodingContext(file: configFile)
        let config = JSONParser().parse(configFile).value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) } ?? ProjectConfig()
        if !configFindings { #expect(context.diagnostics.isEmpty, "\(context.diagnostics.map(\.message))") }
        var reads: [String] = []
        let (system, diagnostics) = DesignSystemLoader.load(config: config, configFile: configFile) { path in
            reads.append(path)
            guard let marked = markers[path], path != "app/dialogc.json" else {
                return .failure(Diagnostic(rule: .io, severity: .error, message: "cannot read \(path)", location: .file(path)))
            }
            return .success(SourceFile(path: path, text: marked.cleanText))
        }
        #expect(Set(reads).count == reads.count, "each file is read once: \(reads)")
        return (system, context.diagnostics + diagnostics, markers)
    }

    /// Every finding starts at a marker of its file, and every marker has one.
    private func expectAtMarkers(
        _ diagnostics: [Diagnostic], _ markers: [String: LocationMarkers], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var found: Set<String> = []
        for diagnostic in diagnostics {
            let path = diagnostic.location?.path ?? "?"
            let offset = diagnostic.location?.start.offset ?? -1
            let number = markers[path]?.offsets.first { $0.value == offset }?.key
            if let number {
                found.insert("\(path) \(number)")
            } else {
                Issue.record("unexpected finding in \(path) at offset \(offset): [\(diagnostic.rule)] \(diagnostic.message)", sourceLocation: sourceLocation)
            }
        }
        for (path, fileMarkers) in markers {
            for number in fileMarkers.markerNumbers where !found.contains("\(path) \(number)") {
                Issue.record("no finding at marker \(number) of \(path)", sourceLocation: sourceLocation)
            }
        }
    }

    private static func color(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let components = stride(from: 0, to: 6, by: 2).map { index -> String in
            let value = Int(String(digits[index..<index + 2]), radix: 16)!
            return String(Double(value) / 255)
        }
        return #"{"colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))], "hex": "\#(hex)"}"#
    }

    /// A small design system: a base set, a `theme` modifier without a default and a
    /// `density` modifier with one. Its sources are relative to the resolver's folder.
    private var designSystem: [String: String] {
        [
            "app/ds/acme.resolver.json": #"""
            {
              "name": "Acme", "version": "2025.10",
              "sets": {"base": {"sources": [{"$ref": "tokens/base.tokens.json"}]}},
              "modifiers": {
                "theme": {"contexts": {"light": [{"$ref": "./tokens/light.tokens.json"}], "dark": [{"$ref": "tokens/dark.tokens.json"}]}},
                "density": {"contexts": {"regular": [], "roomy": [{"$ref": "tokens/roomy.tokens.json"}]}, "default": "regular"}
              },
              "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]
            }
            """#,
            "app/ds/tokens/base.tokens.json": #"{"size": {"$type": "dimension", "control": {"$value": {"value": 44, "unit": "px"}}}}"#,
            "app/ds/tokens/light.tokens.json": #"{"color": {"$type": "color", "accent": {"$value": \#(Self.color("#0055CC"))}}}"#,
            "app/ds/tokens/dark.tokens.json": #"{"color": {"$type": "color", "accent": {"$value": \#(Self.color("#66AAFF"))}}}"#,
            "app/ds/tokens/roomy.tokens.json": #"{"size": {"$type": "dimension", "control": {"$value": {"value": 56, "unit": "px"}}}}"#,
            "app/mapping.tokens.json": #"""
            {
              "button": {"$type": "color", "primary": {"background": {"$value": "{color.accent}"}}, "height": {"$type": "dimension", "$value": "{size.control}"}}
            }
            """#,
        ]
    }

    @Test func aThemeObjectLayersTheResolverWithTheContextsItChooses() throws {
        let config = #"""
            {"themes": {
              "light": {"tokens": ["ds/acme.resolver.json", "mapping.tokens.json"], "modifiers": {"theme": "light"}},
              "dark": {"tokens": ["ds/acme.resolver.json", "mapping.tokens.json"], "modifiers": {"theme": "dark", "density": "roomy"}},
              "plain": ["mapping.tokens.json", "plain.tokens.json"]
            }}
            """#
        var files = designSystem
        files["app/plain.tokens.json"] = files["app/ds/tokens/light.tokens.json"]!.dropLast() + ", " + files["app/ds/tokens/base.tokens.json"]!.dropFirst()
        let (system, diagnostics, _) = load(config: config, files: files)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let themes = try #require(system)
        #expect(themes.theme(named: "light")?.tokens["button.primary.background"]?.value.color?.hexRGB == "#0055CC")
        #expect(themes.theme(named: "dark")?.tokens["button.primary.background"]?.value.color?.hexRGB == "#66AAFF")
        // `density` falls back to its default in the light theme.
        #expect(themes.theme(named: "light")?.tokens["button.height"]?.value == .dimension(44))
        #expect(themes.theme(named: "dark")?.tokens["button.height"]?.value == .dimension(56))
        #expect(themes.theme(named: "plain")?.tokens["button.primary.background"]?.aliasChain == ["color.accent"])
    }

    @Test func aWrongChoiceOfModifierOrContextIsAConfigErrorAtTheValue() throws {
        let config = #"""
            {"themes": {
              "light": {"tokens": ["ds/acme.resolver.json"], "modifiers": {"theme": 1️⃣"drak"}},
              "dark": {"tokens": ["ds/acme.resolver.json"], "modifiers": 2️⃣{3️⃣"thme": "dark"}}
            }}
            """#
        let (system, diagnostics, markers) = load(config: config, files: designSystem)
        #expect(system == nil)
        expectAtMarkers(diagnostics, markers)
        #expect(diagnostics.allSatisfy { $0.rule == .invalidValue && $0.severity == .error })
        let context = try #require(diagnostics.first { $0.message.contains("'drak'") })
        #expect(context.notes.map(\.message) == ["did you mean 'dark'?"])
        #expect(context.message.contains("'light', 'dark'"))
        let modifier = try #require(diagnostics.first { $0.message.contains("'thme'") })
        #expect(modifier.notes.map(\.message) == ["did you mean 'theme'?"])
        #expect(diagnostics.contains { $0.message.contains("chooses no context of modifier 'theme'") })
    }

    @Test func modifiersWithoutAResolverAndAThemeWithoutTokensAreConfigErrors() {
        let config = #"""
            {"themes": {
              "light": {"tokens": ["ds/tokens/base.tokens.json"], "modifiers": 1️⃣{"theme": "light"}},
              "dark": 2️⃣{"modifiers": {}},
              "sepia": {"tokens": [], 3️⃣"modifers": {}}
            }}
            """#
        let (_, diagnostics, markers) = load(config: config, files: designSystem, configFindings: true)
        expectAtMarkers(diagnostics, markers)
        #expect(diagnostics.map(\.rule) == [.invalidValue, .missingKey, .unknownKey])
    }

    @Test func aThemeThatIsNeitherAListNorAnObjectSaysWhatItMayBe() {
        let (_, diagnostics, markers) = load(config: #"{"themes": {"light": 1️⃣"tokens.tokens.json"}}"#, files: [:], configFindings: true)
        expectAtMarkers(diagnostics, markers)
        #expect(diagnostics.first?.message.contains(#"a list of token files, or {"tokens": [...], "modifiers": {...}}"#) == true, "\(diagnostics.map(\.message))")
    }

    @Test func resolverProblemsAreReportedInTheResolverAtTheirPlace() {
        let config = #"""
            {"themes": {
              "light": {"tokens": ["ds/broken.resolver.json"]},
              "dark": {"tokens": ["ds/missing-file.resolver.json"]},
              "sepia": {"tokens": [1️⃣"ds/nowhere.resolver.json"]}
            }}
            """#
        var files = designSystem
        files["app/ds/broken.resolver.json"] = #"""
            {"sets": {"base": {"sources": []}, "remote": {"sources": [{"$ref": 4️⃣"https://example.com/a.tokens.json"}]}}, 1️⃣"resolution": [],
             "resolutionOrder": [{"$ref": 2️⃣"#/sets/bsae"}, 3️⃣{"name": "x"}, {"$ref": "#/sets/remote"}]}
            """#
        files["app/ds/missing-file.resolver.json"] = #"""
            {"sets": {"base": {"sources": [{"$ref": 1️⃣"tokens/bse.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """#
        let (system, diagnostics, markers) = load(config: config, files: files)
        #expect(system == nil)
        expectAtMarkers(diagnostics, markers)
        #expect(diagnostics.first { $0.message.contains("'#/sets/bsae'") }?.notes.map(\.message) == ["did you mean '#/sets/base'?"])
        #expect(diagnostics.filter { $0.rule == .io }.compactMap(\.location?.path).sorted() == ["app/dialogc.json", "app/ds/missing-file.resolver.json"])
    }

    @Test func rootTokensAreTheirGroupsOwnAndCanBeReferredTo() throws {
        let json = #"""
            {
              "color": {"$type": "color", "accent": {"$root": {"$value": \#(Self.color("#0055CC"))}, "light": {"$value": \#(Self.color("#99BBEE"))}}},
              "button": {"$type": "color", "primary": {"background": {"$value": "{color.accent.$root}"}}}
            }
            """#
        let (tokens, diagnostics) = TokenTestSupport.resolve(json)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(tokens["color.accent.$root"]?.value.color?.hexRGB == "#0055CC")
        #expect(tokens["button.primary.background"]?.value.color?.hexRGB == "#0055CC")
        #expect(tokens["button.primary.background"]?.aliasChain == ["color.accent.$root"])
        // A project whose tokens have a `$root` generates Swift for them.
        let theme = Theme(name: "light", tokens: tokens)
        #expect(DesignSystemSwiftNames.check([theme]).isEmpty)
    }

    @Test func aReferenceToAGroupWithARootTokenSaysHowToNameIt() {
        let marked = #"""
            {
              "color": {"$type": "color", "action": {"$root": {"$value": \#(Self.color("#0055CC"))}}},
              "button": {"$type": "color", "primary": {"background": {"$value": 1️⃣"{color.action}"}}}
            }
            """#
        let (_, diagnostics) = TokenTestSupport.expectFindings(marked, rules: [.invalidToken])
        #expect(diagnostics.map(\.message) == ["'{color.action}' names a group, not a token; its own token is '{color.action.$root}'"])
    }

    /// Primer writes the `hex` fallback of a colour in CSS's short form.
    @Test func aShortHexFallbackIsRead() {
        let value = TokenTestSupport.value(TokenTestSupport.token("color", ##"{"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#fff"}"##), "t")
        #expect(value?.color?.hexRGB == "#FFFFFF")
        let (_, diagnostics) = TokenTestSupport.expectFindings(
            TokenTestSupport.token("color", ##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": 1️⃣"#ffff"}"##), rules: [.invalidToken])
        #expect(diagnostics.count == 1)
    }

    @Test func extendsGivesAGroupTheTokensOfAnotherItDoesNotDefine() throws {
        let json = #"""
            {
              "button": {
                "$type": "color",
                "primary": {"background": {"$value": \#(Self.color("#0055CC"))}, "foreground": {"$value": \#(Self.color("#FFFFFF"))}},
                "mono": {"$extends": "{button.primary}", "background": {"$value": \#(Self.color("#111111"))}},
                "ghost": {"$extends": "{button.mono}"}
              }
            }
            """#
        let (tokens, diagnostics) = TokenTestSupport.resolve(json)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(tokens["button.mono.background"]?.value.color?.hexRGB == "#111111")
        #expect(tokens["button.mono.foreground"]?.value.color?.hexRGB == "#FFFFFF")
        #expect(tokens["button.ghost.background"]?.value.color?.hexRGB == "#111111")
        #expect(tokens["button.ghost.foreground"]?.value.color?.hexRGB == "#FFFFFF")
    }

    @Test func extendsOfNothingOfATokenOrInACircleIsReportedAtTheReference() {
        let marked = #"""
            {
              "color": {"$type": "color", "a": {"$value": \#(Self.color("#000000"))}},
              "one": {"$extends": 1️⃣"{nothing}"},
              "two": {"$extends": 2️⃣"{color.a}"},
              "three": {"$extends": "{four}"},
              "four": {"$extends": 3️⃣"{three}"},
              "five": {"$extends": 4️⃣5}
            }
            """#
        let (_, diagnostics) = TokenTestSupport.expectFindings(marked, rules: [.unknownToken, .invalidToken, .tokenCycle])
        #expect(diagnostics.map(\.rule).sorted() == [.invalidToken, .invalidToken, .tokenCycle, .unknownToken].sorted())
    }

    /// A design system's file with tokens dialogc cannot read: those nothing reaches are one
    /// warning per kind at the first, with counts by type; one the contract reaches is an
    /// error at the token as in any token file.
    @Test func unreachedTokensAreOneWarningPerFileAndKindReachedOnesStayErrors() throws {
        let config = #"{"themes": {"light": {"tokens": ["ds/acme.resolver.json", "mapping.tokens.json"], "modifiers": {"theme": "light"}}}}"#
        var files = designSystem
        files["app/ds/tokens/base.tokens.json"] = #"""
            {
              "size": {"$type": "dimension", "control": {"$value": {"value": 44, "unit": "px"}},
                1️⃣"tracking": {"$value": {"value": 0.1, "unit": "em"}}, "leading": {"$value": {"value": 1.2, "unit": "em"}},
                "radius": {"$value": {"value": 2, "unit": 2️⃣"em"}}},
              "font": {"$type": "string", 3️⃣"style": {"$value": "italic"}, "case": {"$value": "upper"}, "variant": {"$type": "fontVariant", "$value": "x"}},
              "link": {"$type": "color", 4️⃣"broken": {"$value": "{color.nowhere}"}, "kid": {"$value": "{color.accent}", "alpha": 0.5}}
            }
            """#
        files["app/mapping.tokens.json"] = #"{"dialog": {"alert": {"cornerRadius": {"$type": "dimension", "$value": "{size.radius}"}}}}"#
        let (_, diagnostics, markers) = load(config: config, files: files)
        expectAtMarkers(diagnostics, markers)
        let radius = try #require(diagnostics.first { $0.location?.start.offset == markers["app/ds/tokens/base.tokens.json"]?.offsets[2] })
        #expect(radius.severity == .error && radius.rule == .invalidToken)
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.rule == .invalidToken && $0.message.hasPrefix("3 tokens") && $0.message.contains("(dimension 2, color 1)") })
        #expect(warnings.contains { $0.rule == .tokenType && $0.message.hasPrefix("3 tokens") && $0.message.contains("(string 2, fontVariant 1)") })
        #expect(warnings.contains { $0.rule == .unknownToken && $0.message.hasPrefix("1 token ") && $0.message.contains("'link.broken'") })
    }

    /// The same mistakes in a token file the config names itself stay errors at each token:
    /// a team's own files are its to fix.
    @Test func aPlainTokenFileKeepsEveryFinding() {
        let config = #"{"themes": {"light": ["tokens.tokens.json"]}}"#
        let files = [
            "app/tokens.tokens.json": #"{"size": {"$type": "dimension", "a": {"$value": {"value": 1, "unit": 1️⃣"em"}}, "b": {"$value": {"value": 1, "unit": 2️⃣"em"}}}}"#
        ]
        let (_, diagnostics, markers) = load(config: config, files: files)
        expectAtMarkers(diagnostics, markers)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }
}
