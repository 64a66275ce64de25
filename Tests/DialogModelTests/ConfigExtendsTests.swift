import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// `extends` merging (`ProjectConfig.extending`), key by key, as the precedence table of
/// docs/format/config.md says. The chain through files, its errors and the caches are
/// end to end in DialogCLITests (`ConfigExtendsTests`).
@Suite struct ConfigExtendsMergeTests {
    static let parentText = """
        {
          "version": 1,
          "themes": { "light": ["tokens/acme.tokens.json"], "dark": ["tokens/acme.tokens.json", "tokens/acme-dark.tokens.json"] },
          "extendsDefault": false,
          "fonts": { "system": "fonts/Inter.ttf" },
          "locales": ["en", "de", "ja"],
          "defaultLocale": "de",
          "pseudoLocales": ["en-XA"],
          "devices": ["iphone-se"],
          "dynamicType": ["large"],
          "koreanLineBreak": "syllables",
          "rules": { "text-length": { "severity": "error", "title": 40, "message": 200 }, "cancel-placement": "error" },
          "swift": { "accessLevel": "public", "payloadTypes": { "Timer": ["Sendable"] } },
          "include": ["specs/**"],
          "exclude": ["specs/drafts"],
          "output": "Sources/Generated"
        }
        """

    static func decode(_ text: String, path: String) throws -> (config: ProjectConfig, file: SourceFile) {
        let file = SourceFile(path: path, text: text)
        let value = try #require(JSONParser().parse(file).value)
        let context = DecodingContext(file: file)
        let config = try #require(ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog))
        #expect(context.diagnostics.isEmpty, "\(context.diagnostics)")
        return (config, file)
    }

    static func merge(_ child: String, over parent: String = parentText) throws -> (config: ProjectConfig, diagnostics: [Diagnostic], parentFile: SourceFile) {
        let (parentConfig, parentFile) = try decode(parent, path: "../design-system/dialogc.json")
        let (childConfig, childFile) = try decode(child, path: "dialogc.json")
        let (merged, diagnostics) = childConfig.extending(parentConfig, parentFile: parentFile, file: childFile)
        return (merged, diagnostics, parentFile)
    }

    /// A child that writes only `extends` is the parent, except the keys that describe the
    /// parent's own folder; inherited paths resolve against the parent's folder.
    @Test func aChildThatWritesNothingTakesEverythingButTheParentsOwnFolder() throws {
        let (config, diagnostics, parentFile) = try Self.merge(#"{"version": 1, "extends": "../design-system/dialogc.json"}"#)
        #expect(diagnostics.isEmpty)
        #expect(config.themes.map(\.name.value) == ["light", "dark"])
        #expect(config.tokenFilePaths == ["../design-system/tokens/acme.tokens.json", "../design-system/tokens/acme.tokens.json", "../design-system/tokens/acme-dark.tokens.json"])
        #expect(config.fontFilePaths == ["../design-system/fonts/Inter.ttf"])
        #expect(config.file(of: .theme("dark"), own: nil) === parentFile)
        #expect(config.extendsDefault.value == false)
        #expect(config.locales.value == ["en", "de", "ja"] && config.defaultLocale.value == "de")
        #expect(config.pseudoLocales == [.accented])
        #expect(config.devices.map(\.name) == ["iphone-se"])
        #expect(config.dynamicTypeSizes == [.large])
        #expect(config.koreanLineBreak.value == .syllables)
        #expect(config.rules[.textLength]?.severity == .error && config.rules[.textLength]?.integer("title") == 40)
        #expect(config.swift.accessLevel.value == .public && config.swift.payloadTypes?["Timer"] == [.sendable])
        // Never inherited: the patterns and the output folder are the parent's project's.
        #expect(config.include == nil && config.exclude.isEmpty && config.output.value == ProjectConfig.defaultOutput)
        #expect(config.directory == "." && config.parents.map(\.file.path) == ["../design-system/dialogc.json"])
    }

    /// The nearer config wins key by key: lists replace, a theme is one value, rules merge
    /// per rule and per option (the severity kept when only options are written), `swift`
    /// per setting.
    @Test func theNearerConfigWinsKeyByKey() throws {
        let child = """
            {
              "extends": "../design-system/dialogc.json",
              "themes": { "dark": ["tokens/app-dark.tokens.json"], "high-contrast": ["tokens/hc.tokens.json"] },
              "locales": ["en", "de"],
              "devices": ["ipad-11", "iphone-15"],
              "rules": { "text-length": { "title": 30 }, "cancel-placement": "warning", "vague-button-title": "off" },
              "swift": { "previews": false, "payloadTypes": { "Alarm": ["Equatable"] } }
            }
            """
        let (config, diagnostics, parentFile) = try Self.merge(child)
        #expect(diagnostics.isEmpty)
        #expect(config.themes.map(\.name.value) == ["light", "dark", "high-contrast"])
        #expect(config.tokenFilePaths == ["../design-system/tokens/acme.tokens.json", "tokens/app-dark.tokens.json", "tokens/hc.tokens.json"])
        #expect(config.file(of: .theme("light"), own: nil) === parentFile)
        #expect(config.file(of: .theme("dark"), own: nil) == nil)
        #expect(config.locales.value == ["en", "de"] && config.defaultLocale.value == "de")
        #expect(config.devices.map(\.name) == ["ipad-11", "iphone-15"])
        let textLength = try #require(config.rules[.textLength])
        #expect(textLength.severity == .error && textLength.integer("title") == 30 && textLength.integer("message") == 200)
        #expect(config.rules[.cancelPlacement]?.severity == .warning)
        #expect(config.rules[RuleID("vague-button-title")]?.severity == .off)
        #expect(config.swift.accessLevel.value == .public && config.swift.previews.value == false)
        #expect(config.swift.payloadTypes == ["Timer": [.sendable], "Alarm": [.equatable]])
    }

    /// A `defaultLocale` the nearer `locales` leave out is an error at those `locales`, with
    /// a note at the parent's `defaultLocale`; the other way round at the nearer `defaultLocale`.
    @Test func aDefaultLocaleTheOtherFilesLocalesLeaveOutIsReportedAtTheNearerValue() throws {
        let child = LocationMarkers(parsing: #"{ "extends": "../design-system/dialogc.json", "locales": 1️⃣["en", "fr"] }"#)
        let (config, diagnostics, parentFile) = try Self.merge(child.cleanText)
        #expect(config.locales.value == ["en", "fr"])
        let finding = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && finding.rule == .invalidValue && finding.severity == .error)
        #expect(finding.location?.path == "dialogc.json" && finding.location?.start.offset == child.offsets[1])
        #expect(finding.message.contains("leaves out 'de', the 'defaultLocale' that '../design-system/dialogc.json' sets"))
        #expect(finding.notes.first?.location?.path == parentFile.path)

        let other = LocationMarkers(parsing: #"{ "extends": "../design-system/dialogc.json", "defaultLocale": 1️⃣"fr" }"#)
        let (_, otherDiagnostics, _) = try Self.merge(other.cleanText)
        #expect(otherDiagnostics.count == 1 && otherDiagnostics.first?.location?.start.offset == other.offsets[1])
        #expect(otherDiagnostics.first?.message.contains("which '../design-system/dialogc.json' sets") == true)
        // Both written in the child, or in no file: nothing new to say.
        #expect(try Self.merge(#"{ "extends": "x.json", "locales": ["fr"], "defaultLocale": "fr" }"#).diagnostics.isEmpty)
        #expect(try Self.merge(#"{ "extends": "x.json" }"#, over: #"{ "locales": ["fr", "en"] }"#).config.defaultLocale.value == "fr")
    }

    /// A theme whose Swift name is an inherited theme's (`highContrast` beside the parent's
    /// `high-contrast`) is an error at the nearer name, with a note in the parent.
    @Test func aThemeClashingWithAnInheritedOnesSwiftNameIsReported() throws {
        let child = LocationMarkers(parsing: #"{ "extends": "p.json", "themes": { 1️⃣"highContrast": ["hc.tokens.json"] } }"#)
        let (_, diagnostics, parentFile) = try Self.merge(child.cleanText, over: #"{ "themes": { "light": [], "high-contrast": [] } }"#)
        #expect(diagnostics.map(\.rule) == [.invalidIdentifier])
        #expect(diagnostics.first?.location?.path == "dialogc.json" && diagnostics.first?.location?.start.offset == child.offsets[1])
        #expect(diagnostics.first?.notes.first?.location?.path == parentFile.path)
    }

    /// A pseudo-locale the parent generates that the nearer `locales` list (or the other way
    /// round) is an error at the nearer value.
    @Test func aPseudoLocaleTheOtherFileListsIsReportedAtTheNearerValue() throws {
        let child = LocationMarkers(parsing: #"{ "extends": "p.json", "locales": ["en", 1️⃣"en-XA"] }"#)
        let listed = try Self.merge(child.cleanText, over: #"{ "pseudoLocales": ["en-XA"] }"#).diagnostics
        #expect(listed.map(\.rule) == [.invalidValue] && listed.first?.location?.start.offset == child.offsets[1], "\(listed)")
        #expect(listed.first?.message.contains("'../design-system/dialogc.json' generates it") == true)

        let other = LocationMarkers(parsing: #"{ "extends": "p.json", "pseudoLocales": [1️⃣"en-XA"] }"#)
        let generated = try Self.merge(other.cleanText, over: #"{ "locales": ["en", "en-XA"] }"#).diagnostics
        #expect(generated.map(\.rule) == [.invalidValue] && generated.first?.location?.start.offset == other.offsets[1], "\(generated)")
        #expect(try Self.merge(#"{ "extends": "p.json", "pseudoLocales": ["en-XA"] }"#, over: #"{ "locales": ["en", "de"] }"#).diagnostics.isEmpty)
    }

    /// `extends` is one relative path: a list and an absolute path are refused at the value.
    /// `fontFallbacks` merges by script: the nearer config's entry for a script replaces the
    /// parent's whole, the parent's other scripts stay, found in the parent's file.
    @Test func fontFallbacksMergeByScript() throws {
        let parent = #"{ "version": 1, "fonts": { "Noto Sans Thai": "fonts/Thai.ttf", "Noto Sans Arabic": "fonts/Arabic.ttf" }, "fontFallbacks": { "Thai": "Noto Sans Thai", "Arabic": ["Noto Sans Arabic"] } }"#
        let child = #"{ "version": 1, "extends": "../design-system/dialogc.json", "fonts": { "Brand Thai": "fonts/BrandThai.ttf" }, "fontFallbacks": { "Thai": ["Brand Thai", "Noto Sans Thai"], "Hebrew": "Noto Sans Hebrew" } }"#
        let (config, diagnostics, parentFile) = try Self.merge(child, over: parent)
        #expect(diagnostics.isEmpty)
        #expect(config.fontFallbacks.map(\.script.value) == ["Thai", "Arabic", "Hebrew"])
        #expect(config.fontFallbacks.map { $0.families.map(\.value) } == [["Brand Thai", "Noto Sans Thai"], ["Noto Sans Arabic"], ["Noto Sans Hebrew"]])
        #expect(config.file(of: .fontFallback("Arabic"), own: nil) === parentFile)
        #expect(config.file(of: .fontFallback("Thai"), own: nil) == nil)
    }

    @Test func extendsIsOneRelativePath() {
        let cases: [(String, RuleID)] = [
            (#"{ "extends": 1️⃣["a.json", "b.json"] }"#, .typeMismatch),
            (#"{ "extends": 1️⃣"/Users/me/ds/dialogc.json" }"#, .invalidValue),
            (#"{ "extends": 1️⃣"" }"#, .invalidValue),
            (#"{ "extends": 1️⃣7 }"#, .typeMismatch),
        ]
        for (text, rule) in cases {
            let marked = LocationMarkers(parsing: text)
            let file = SourceFile(path: "dialogc.json", text: marked.cleanText)
            let context = DecodingContext(file: file)
            let config = JSONParser().parse(file).value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) }
            #expect(config?.extends == nil, "\(text)")
            #expect(context.diagnostics.map(\.rule) == [rule], "\(text)")
            #expect(context.diagnostics.first?.location?.start.offset == marked.offsets[1], "\(text)")
        }
    }

    /// The config schema has a property for every key the decoder reads (`extends` among
    /// them), and no other, so an editor offers what dialogc takes.
    @Test func theConfigSchemaNamesEveryKeyTheDecoderReads() throws {
        let schema = try #require(FileManager.default.contents(atPath: RepositoryPaths.schemas + "/dialogc.schema.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: schema) as? [String: Any])
        let properties = try #require(root["properties"] as? [String: Any])
        #expect(Set(properties.keys.filter { !$0.hasPrefix("$") }) == Set(ProjectConfigDecoder.keys))
    }

    /// A `defaultLocale` missing from `locales` is reported even when a locale there is only
    /// unknown to CLDR (a warning): the list stands, so the default is checked against it.
    @Test func aDefaultLocaleIsCheckedBesideAnUnknownLanguage() {
        let marked = LocationMarkers(parsing: #"{ "locales": ["en", 1️⃣"jp"], "defaultLocale": 2️⃣"fr" }"#)
        let file = SourceFile(path: "dialogc.json", text: marked.cleanText)
        let context = DecodingContext(file: file)
        _ = JSONParser().parse(file).value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) }
        #expect(context.diagnostics.map(\.rule) == [.unknownLanguage, .invalidValue])
        #expect(context.diagnostics.map { $0.location?.start.offset } == [marked.offsets[1], marked.offsets[2]])
    }
}
