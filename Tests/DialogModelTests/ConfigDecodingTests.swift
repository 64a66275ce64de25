import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// Config inputs with `1️⃣`, `2️⃣`, … where each expected diagnostic starts.
@Suite struct ConfigDecodingTests {
    // MARK: Valid configs

    @Test func fullValidConfig() throws {
        let json = """
            {
              "$schema": "../Schemas/dialogc.schema.json",
              "version": 1,
              "themes": {
                "light": ["tokens/brand.tokens.json", "tokens/light.tokens.json"],
                "dark": ["tokens/brand.tokens.json", "tokens/dark.tokens.json"],
                "$comment": "brand first, then the theme"
              },
              "extendsDefault": false,
              "fonts": {
                "Pretendard": {"400": "fonts/Pretendard-Regular.otf", "bold": "fonts/Pretendard-Bold.otf"},
                "Inter": "fonts/Inter.ttc"
              },
              "locales": ["ko", "en", "zh-Hans"],
              "defaultLocale": "ko",
              "devices": ["iphone-se", "iphone-15-pro-max", {"name": "galaxy-fold", "width": 344, "height": 882, "safeArea": {"top": 24.5}}],
              "dynamicType": ["xSmall", "large", "accessibility5"],
              "koreanLineBreak": "syllables",
              "rules": {
                "text-length": {"severity": "error", "title": 40, "button": 12},
                "contrast": "warning",
                "cancel-placement": "off",
                "motion-duration": {"min": 0.05, "max": 0.6},
                "button-count": {"maxHorizontal": 3},
                "json-syntax": "error"
              },
              "swift": {"accessLevel": "public"},
              "output": "Sources/Dialogs/Generated"
            }
            """
        let (config, diagnostics) = decode(json, path: "app/dialogc.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let decoded = try #require(config)
        #expect(decoded.version == 1)
        #expect(decoded.directory == "app")
        #expect(decoded.themes.map(\.name.value) == ["light", "dark"])
        #expect(decoded.themes[1].tokenFiles.map(\.value) == ["tokens/brand.tokens.json", "tokens/dark.tokens.json"])
        #expect(decoded.resolve(decoded.themes[0].tokenFiles[1].value) == "app/tokens/light.tokens.json")
        #expect(decoded.extendsDefault.value == false && decoded.extendsDefault.isWritten)

        #expect(decoded.fonts.map(\.family.value) == ["Pretendard", "Inter"])
        guard case .byWeight(let weights) = decoded.fonts[0].source else {
            Issue.record("Pretendard should have files per weight")
            return
        }
        #expect(weights.map(\.weight.value) == [400, 700])
        #expect(weights.map(\.file.path.value) == ["fonts/Pretendard-Regular.otf", "fonts/Pretendard-Bold.otf"])
        guard case .file(let inter) = decoded.fonts[1].source else {
            Issue.record("Inter should have one file")
            return
        }
        #expect(inter.path.value == "fonts/Inter.ttc")
        #expect(inter.face == nil)

        #expect(decoded.locales.value == ["ko", "en", "zh-Hans"])
        #expect(decoded.localeRanges.count == 3)
        #expect(decoded.defaultLocale.value == "ko")
        #expect(decoded.devices.map(\.name) == ["iphone-se", "iphone-15-pro-max", "galaxy-fold"])
        let fold = decoded.devices[2]
        #expect(fold.width == 344 && fold.height == 882 && !fold.isBuiltIn)
        #expect(fold.safeArea == Device.SafeArea(top: 24.5, bottom: 0))
        #expect(decoded.devices[1].safeArea == Device.SafeArea(top: 59, bottom: 34))
        #expect(decoded.dynamicTypeSizes == [.xSmall, .large, .accessibility5])

        #expect(decoded.rules[.textLength]?.severity == .error)
        #expect(decoded.rules[.textLength]?.integer("title") == 40)
        #expect(decoded.rules[.textLength]?.integer("button") == 12)
        #expect(decoded.rules[.contrast]?.severity == .warning)
        #expect(decoded.rules[.cancelPlacement]?.severity == .off)
        #expect(decoded.rules[.motionDuration]?.severity == .warning)  // its default, options only
        #expect(decoded.rules[.motionDuration]?.number("min") == 0.05)
        #expect(decoded.rules[.buttonCount]?.integer("maxHorizontal") == 3)
        #expect(decoded.rules[.jsonSyntax]?.severity == .error)
        #expect(decoded.rules[.contrast]?.pointer == JSONPointer(["rules", "contrast"]))

        #expect(decoded.koreanLineBreak.value == .syllables && decoded.koreanLineBreak.isWritten)
        #expect(decoded.swift.accessLevel.value == .public)
        #expect(decoded.output.value == "Sources/Dialogs/Generated")
        #expect(decoded.outputDirectory == "app/Sources/Dialogs/Generated")
    }

    @Test func defaultsWhenKeysAreAbsent() throws {
        let (config, diagnostics) = decode(#"{"$comment": "all defaults"}"#, path: "dialogc.json")
        #expect(diagnostics.isEmpty)
        let decoded = try #require(config)
        expectDefaults(decoded)
        #expect(decoded.directory == ".")
        #expect(decoded.outputDirectory == "Generated")
    }

    @Test func defaultsWithoutAConfigFile() {
        let config = ProjectConfig()
        expectDefaults(config)
        #expect(config.rules.isEmpty)
    }

    @Test func defaultLocaleIsTheFirstLocale() throws {
        let (config, _) = decode(#"{"locales": ["ko", "en"]}"#)
        let decoded = try #require(config)
        #expect(decoded.defaultLocale.value == "ko")
        #expect(!decoded.defaultLocale.isWritten)
    }

    @Test func theFixtureConfigIsValid() throws {
        let (config, diagnostics) = decode(#"{"$schema": "../Schemas/dialogc.schema.json", "version": 1, "locales": ["ko", "en"], "defaultLocale": "ko"}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(config).locales.value == ["ko", "en"])
    }

    @Test func builtInDevicesAndDynamicTypeSizes() {
        #expect(Device.builtIns.map(\.name) == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11"])
        #expect(Device.builtIn(named: "ipad-11") == Device(name: "ipad-11", width: 834, height: 1194, safeArea: .init(top: 24, bottom: 20), isBuiltIn: true))
        #expect(Device.builtIn(named: "iphone-se")?.safeHeight == 548)
        #expect(DynamicTypeSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeSize.large.scale == 1)
        #expect(DynamicTypeSize.accessibility5.scale == 53.0 / 17.0)
    }

    @Test func pathsResolveAgainstTheConfigDirectory() {
        #expect(FilePath.directory(of: "app/ios/dialogc.json") == "app/ios")
        #expect(FilePath.directory(of: "dialogc.json") == ".")
        #expect(FilePath.directory(of: "/dialogc.json") == "/")
        #expect(FilePath.join("app/ios", "tokens/a.json") == "app/ios/tokens/a.json")
        #expect(FilePath.join("app/", "a.json") == "app/a.json")
        #expect(FilePath.join(".", "a.json") == "a.json")
        #expect(FilePath.join("app", "/abs/a.json") == "/abs/a.json")
        #expect(FilePath.join("app", "../shared/a.json") == "app/../shared/a.json")
    }

    // MARK: Errors at their exact positions

    @Test func topLevelMustBeAnObject() {
        let (config, _) = expectDiagnostics(#"1️⃣["en"]"#, rules: [.typeMismatch])
        #expect(config == nil)
    }

    @Test func unknownTopLevelKeyWithSuggestion() {
        let (_, diagnostics) = expectDiagnostics(#"{1️⃣"locale": ["en"]}"#, rules: [.unknownKey])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'locales'?"])
    }

    @Test func versionMustBeOne() {
        expectDiagnostics(#"{"version": 1️⃣2}"#, rules: [.invalidValue])
        expectDiagnostics(#"{"version": 1️⃣"1"}"#, rules: [.typeMismatch])
    }

    @Test func wrongTypesEverywhere() {
        expectDiagnostics(
            #"{"themes": 1️⃣[], "extendsDefault": 2️⃣"yes", "fonts": 3️⃣"Inter.ttf", "locales": 4️⃣"en", "devices": 5️⃣{}, "dynamicType": 6️⃣"large", "rules": 7️⃣[], "swift": 8️⃣"public", "output": 9️⃣false}"#,
            rules: Array(repeating: .typeMismatch, count: 9))
    }

    @Test func themeFilesMustBeAnArrayOfPaths() {
        expectDiagnostics(#"{"themes": {"light": 1️⃣"a.json", "dark": ["b.json", 2️⃣3, 3️⃣""]}}"#, rules: [.typeMismatch, .typeMismatch, .invalidValue])
    }

    @Test func duplicateKeysAreReportedOnceAndTheLastWins() throws {
        let (config, diagnostics) = expectDiagnostics(
            #"{"themes": {"light": ["a.json"], 1️⃣"light": ["b.json"]}, "fonts": {"A": {"700": "a.otf", 2️⃣"700": "b.otf"}}}"#,
            rules: [.duplicateKey, .duplicateKey])
        #expect(diagnostics.allSatisfy { $0.notes.count == 1 })
        let decoded = try #require(config)
        #expect(decoded.themes.map(\.name.value) == ["light"])
        #expect(decoded.themes.first?.tokenFiles.map(\.value) == ["b.json"])
        guard case .byWeight(let files) = decoded.fonts.first?.source else {
            Issue.record("font A should have files per weight")
            return
        }
        #expect(files.map(\.file.path.value) == ["b.otf"])
    }

    @Test func emptyThemeName() {
        expectDiagnostics(#"{"themes": {1️⃣"": ["a.json"]}}"#, rules: [.invalidValue])
    }

    /// A theme names a `DialogTheme` case and a label of `DialogColor`'s initializer in the
    /// generated Swift: it needs a Swift name that is no keyword, not `DialogColor`'s or
    /// `DialogTheme`'s own (`rawValue`, now that a case's raw value is its config name), and
    /// not another theme's.
    @Test func themeNamesNeedDistinctSwiftNames() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"themes": {"light": [], 1️⃣"self": [], 2️⃣"default": [], 3️⃣"é": [], 4️⃣"resolved": [], "high-contrast": [], 5️⃣"High Contrast": [], "2x": [], "none-of-these": [], 6️⃣"rawValue": []}}"#,
            rules: [.invalidIdentifier, .invalidIdentifier, .invalidIdentifier, .invalidIdentifier, .invalidIdentifier, .invalidIdentifier])
        #expect(diagnostics[0].message.hasPrefix("theme 'self' becomes a Swift keyword"))
        #expect(diagnostics[2].message.hasPrefix("theme 'é' has no ASCII letter or digit"))
        #expect(diagnostics[4].message.hasPrefix("theme 'High Contrast' becomes 'highContrast' in the generated Swift, as theme 'high-contrast' does"))
        #expect(diagnostics[4].notes.first?.location != nil)
        #expect(diagnostics[5].message.hasPrefix("theme 'rawValue' becomes 'rawValue' in the generated Swift, a name 'DialogColor' and 'DialogTheme' already use"))
    }

    @Test func fontProblems() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"fonts": {"A": 1️⃣3, "B": 2️⃣{}, "C": {3️⃣"blod": "c.otf", "700": "d.otf", 4️⃣"bold": "e.otf", "400": 5️⃣""}}}"#,
            rules: [.typeMismatch, .invalidValue, .invalidValue, .invalidValue, .invalidValue])
        #expect(diagnostics[2].notes.map(\.message) == ["did you mean 'bold'?"])
        #expect(diagnostics[3].notes.first?.location != nil)
    }

    @Test func aFontFileMayNameItsFace() throws {
        let (config, diagnostics) = decode(
            #"{"fonts": {"CJK": {"file": "fonts/NotoSansCJK.ttc", "face": "Noto Sans CJK KR"}, "B": {"700": {"file": "b.ttc", "face": "B Bold"}, "400": "b.otf"}}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let fonts = try #require(config?.fonts)
        guard case .file(let cjk) = fonts.first?.source, case .byWeight(let weights) = fonts.last?.source else {
            Issue.record("CJK should have one file and B one per weight")
            return
        }
        #expect(cjk.path.value == "fonts/NotoSansCJK.ttc" && cjk.face?.value == "Noto Sans CJK KR")
        #expect(weights.map(\.file.face?.value) == ["B Bold", nil])
    }

    @Test func fontFaceProblems() {
        expectDiagnostics(
            #"{"fonts": {"A": {"file": "a.ttc", 1️⃣"fase": "A"}, "B": {"file": "b.ttc", "face": 2️⃣""}, "C": {"700": 3️⃣{"face": "C"}}}}"#,
            rules: [.unknownKey, .invalidValue, .missingKey])
    }

    @Test func localeProblems() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"locales": [1️⃣"en_US", "ko", 2️⃣"ko", 3️⃣7]}"#, rules: [.invalidValue, .invalidValue, .typeMismatch])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'en-US'?"])
        #expect(diagnostics[1].notes.first?.location?.start.offset != nil)
        expectDiagnostics(#"{"locales": 1️⃣[]}"#, rules: [.invalidValue])
    }

    @Test func defaultLocaleMustBeListed() {
        let (_, diagnostics) = expectDiagnostics(#"{"locales": ["ko", "en"], "defaultLocale": 1️⃣"ek"}"#, rules: [.invalidValue])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'en'?"])
        // With `locales` absent, the default locale must be `en`.
        expectDiagnostics(#"{"defaultLocale": 1️⃣"ko"}"#, rules: [.invalidValue])
        expectDiagnostics(#"{"defaultLocale": 1️⃣"KO"}"#, rules: [.invalidValue])
        // A bad locale list is reported once, not again through the default locale.
        expectDiagnostics(#"{"locales": [1️⃣"KO"], "defaultLocale": "ko"}"#, rules: [.invalidValue])
    }

    @Test func unknownBuiltInDeviceWithSuggestion() {
        let (_, diagnostics) = expectDiagnostics(#"{"devices": ["iphone-se", 1️⃣"iphone15", 2️⃣42]}"#, rules: [.invalidValue, .typeMismatch])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'iphone-15'?"])
    }

    @Test func duplicateDevicesAreDuplicateIDs() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"devices": ["iphone-se", {"name": "fold", "width": 344, "height": 882}, 1️⃣"iphone-se", {"name": 2️⃣"fold", "width": 374, "height": 748}]}"#,
            rules: [.duplicateID, .duplicateID])
        #expect(diagnostics.allSatisfy { $0.notes.first?.location != nil })
    }

    @Test func customDeviceProblems() {
        expectDiagnostics(
            #"{"devices": [1️⃣{"width": 2️⃣0, "height": 3️⃣-5, 4️⃣"safearea": {}}]}"#,
            rules: [.missingKey, .invalidValue, .invalidValue, .unknownKey])
        expectDiagnostics(
            #"{"devices": [{"name": 1️⃣"", "width": 2️⃣"320", "height": 500, "safeArea": {"top": 3️⃣-1, 4️⃣"left": 0}}]}"#,
            rules: [.invalidValue, .typeMismatch, .invalidValue, .unknownKey])
        expectDiagnostics(#"{"devices": [{"name": "x", "width": 400, "height": 400, "safeArea": 1️⃣{"top": 260, "bottom": 140}}]}"#, rules: [.invalidValue])
    }

    /// An empty list would lay nothing out, so every layout rule (`dialog-overflow`,
    /// `text-overflow`, `hit-target`) would pass without looking.
    @Test func emptyDeviceAndSizeListsAreErrorsNotSilence() {
        let (devicesConfig, devices) = expectDiagnostics(#"{"devices": 1️⃣[]}"#, rules: [.invalidValue])
        #expect(devices.first?.message.contains("list at least one device") == true, "\(devices.map(\.message))")
        #expect(devicesConfig?.devices.isEmpty == false, "the defaults stay, never an empty list")
        let (sizesConfig, sizes) = expectDiagnostics(#"{"dynamicType": 1️⃣[]}"#, rules: [.invalidValue])
        #expect(sizes.first?.message.contains("list at least one Dynamic Type size") == true, "\(sizes.map(\.message))")
        #expect(sizesConfig?.dynamicTypeSizes.isEmpty == false)
    }

    @Test func deviceSidesMustBeAScreenInPoints() {
        let (_, diagnostics) = expectDiagnostics(
            #"""
            {"devices": [
              {"name": "speck", "width": 1️⃣0.0001, "height": 568},
              {"name": "galaxy", "width": 2️⃣1e308, "height": 3️⃣1e308},
              {"name": "pixels", "width": 4️⃣6016, "height": 3384},
              {"name": "just-under", "width": 5️⃣239.99, "height": 6️⃣4096.01},
              {"name": "negative", "width": 7️⃣-393, "height": 852}
            ]}
            """#,
            rules: Array(repeating: .invalidValue, count: 7))
        #expect(diagnostics[0].message == "a device's width of 0.0001 pt is outside 240 to 4096 pt; give the screen's size in points (not pixels), such as 393 x 852 for an iPhone 15")
        #expect(diagnostics[2].message.hasPrefix("a device's height of 1e+308 pt is outside 240 to 4096 pt"))
    }

    @Test func theBoundsThemselvesAreScreens() throws {
        let (config, diagnostics) = decode(
            #"{"devices": [{"name": "smallest", "width": 240, "height": 240}, {"name": "largest", "width": 4096, "height": 4096, "safeArea": {"top": 3800, "bottom": 56}}]}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try #require(config).devices.map(\.safeHeight) == [240, 240])
    }

    @Test func theSafeAreaMustLeaveRoomForADialog() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"devices": [{"name": "letterbox", "width": 400, "height": 500, "safeArea": 1️⃣{"top": 200, "bottom": 100}}]}"#, rules: [.invalidValue])
        #expect(
            diagnostics.first?.message
                == "the safe area of device 'letterbox' leaves 200 pt of its 500 pt height; 'top' plus 'bottom' may be at most 260 pt, so that at least 240 pt stay for dialogs")
    }

    @Test func everyBuiltInDeviceIsWithinTheBounds() {
        for device in Device.builtIns {
            #expect(Device.sideRange.contains(device.width) && Device.sideRange.contains(device.height), "\(device.name)")
            #expect(device.safeHeight >= Device.sideRange.lowerBound, "\(device.name)")
        }
    }

    /// The config schema states the same bounds as the decoder, so an editor flags what
    /// `dialogc` refuses.
    @Test func theConfigSchemaStatesTheDeviceBounds() throws {
        let schema = try #require(FileManager.default.contents(atPath: RepositoryPaths.schemas + "/dialogc.schema.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: schema) as? [String: Any])
        let properties = try #require(root["properties"] as? [String: Any])
        for list in ["devices", "dynamicType"] {
            #expect((properties[list] as? [String: Any])?["minItems"] as? Int == 1, "\(list)")
        }
        let definitions = try #require(root["$defs"] as? [String: Any])
        let device = try #require((definitions["device"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let custom = try #require(device.first { $0["type"] as? String == "object" }?["properties"] as? [String: Any])
        for side in ["width", "height"] {
            let bounds = custom[side] as? [String: Any]
            #expect(bounds?["minimum"] as? Double == Device.sideRange.lowerBound, "\(side)")
            #expect(bounds?["maximum"] as? Double == Device.sideRange.upperBound, "\(side)")
        }
        let insets = try #require((custom["safeArea"] as? [String: Any])?["properties"] as? [String: Any])
        for inset in ["top", "bottom"] {
            #expect((insets[inset] as? [String: Any])?["maximum"] as? Double == Device.sideRange.upperBound - Device.sideRange.lowerBound, "\(inset)")
        }
    }

    /// Every config the repository ships loads without a finding under the new bounds.
    @Test(arguments: ConfigDecodingTests.bundledConfigs)
    func aBundledConfigStillLoads(_ path: String) throws {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
        let (config, diagnostics) = decode(text, path: path)
        #expect(config != nil)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    static let bundledConfigs: [String] = {
        let roots = ["Fixtures", "Examples"]
        return roots.flatMap { root -> [String] in
            let enumerator = FileManager.default.enumerator(atPath: RepositoryPaths.root + "/" + root)
            return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix("/dialogc.json") || $0 == "dialogc.json" }
                .filter { !$0.hasPrefix("invalid/") }.map { root + "/" + $0 }
        }.sorted()
    }()

    /// `Fixtures/invalid/<rule>/*.dialogc.json`: configs the schema test expects the JSON
    /// Schema to refuse, here refused by the decoder too, at their markers, with the rule
    /// their folder names.
    @Test(arguments: ConfigDecodingTests.invalidConfigs)
    func anInvalidFixtureConfigIsRefusedAtItsMarkers(_ path: String) throws {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
        let rule = RuleID(path.split(separator: "/")[2].description)
        expectDiagnostics(text, rules: Array(repeating: rule, count: LocationMarkers(parsing: text).offsets.count))
    }

    static let invalidConfigs: [String] = {
        let root = RepositoryPaths.fixtures + "/invalid"
        let enumerator = FileManager.default.enumerator(atPath: root)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".dialogc.json") }.map { "Fixtures/invalid/" + $0 }.sorted()
    }()

    @Test func dynamicTypeProblems() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"dynamicType": [1️⃣"xxlarge", "large", 2️⃣"large", 3️⃣"accessibility6"]}"#, rules: [.invalidValue, .invalidValue, .invalidValue])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'xxLarge'?"])
    }

    @Test func koreanLineBreakProblems() {
        let (config, diagnostics) = expectDiagnostics(#"{"koreanLineBreak": 1️⃣"word"}"#, rules: [.invalidValue])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'words'?"])
        #expect(diagnostics[0].message.contains("'syllables'"))
        #expect(config?.koreanLineBreak.value == .words)
        expectDiagnostics(#"{"koreanLineBreak": 1️⃣true}"#, rules: [.typeMismatch])
        expectDiagnostics(#"{1️⃣"koreanLinebreak": "words"}"#, rules: [.unknownKey])
    }

    @Test func unknownRuleWithSuggestion() {
        let (_, diagnostics) = expectDiagnostics(#"{"rules": {1️⃣"contrst": "off"}}"#, rules: [.invalidValue])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'contrast'?"])
    }

    @Test func fixedRuleCannotBeSilenced() {
        let (config, diagnostics) = expectDiagnostics(
            #"{"rules": {"unknown-key": 1️⃣"off", "type-mismatch": {"severity": 2️⃣"warning"}, "json-syntax": "error"}}"#,
            rules: [.invalidValue, .invalidValue])
        #expect(diagnostics[0].message.contains("always an error"))
        #expect(config?.rules[.unknownKey] == nil)
    }

    @Test func severityProblems() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"rules": {"contrast": 1️⃣"warnig", "markup": 2️⃣true, "empty-text": {"severity": 3️⃣0}}}"#,
            rules: [.invalidValue, .typeMismatch, .typeMismatch])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'warning'?"])
    }

    @Test func ruleOptionProblems() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"rules": {"text-length": {1️⃣"titel": 10, "message": 2️⃣1.5, "button": 3️⃣0}, "contrast": {4️⃣"ratio": 3}, "motion-duration": {"min": 5️⃣0.6, "max": 0.5}, "button-count": {"maxVertical": 6️⃣"3"}}}"#,
            rules: [.unknownKey, .typeMismatch, .invalidValue, .unknownKey, .invalidValue, .typeMismatch])
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'title'?"])
    }

    @Test func swiftProblems() {
        let (_, diagnostics) = expectDiagnostics(
            #"{"swift": {"accessLevel": 1️⃣"private", 2️⃣"acessLevel": "x"}}"#,
            rules: [.invalidValue, .unknownKey])
        #expect(diagnostics[0].message.contains("'internal'"))
        // 'module' had no effect on the generated code, so it is no longer read.
        expectDiagnostics(#"{"swift": {1️⃣"module": "DialogKit"}}"#, rules: [.unknownKey])
    }

    @Test func presentersAndPayloadTypes() {
        let (config, diagnostics) = decode(
            #"{"swift": {"uikit": false, "tca": true, "payloadTypes": {"LiveMessage": ["Equatable", "Sendable"], "Photo": ["Equatable"]}}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config?.swift.uikit.value == false && config?.swift.tca.value == true)
        #expect(config?.swift.payloadTypes == ["LiveMessage": [.equatable, .sendable], "Photo": [.equatable]])
        let (defaults, _) = decode("{}")
        #expect(defaults?.swift.uikit.value == true && defaults?.swift.tca.value == false && defaults?.swift.payloadTypes == nil)
        expectDiagnostics(
            #"{"swift": {"payloadTypes": {"Photo": [1️⃣"Hashable"], "Clip": 2️⃣"Sendable"}, "tca": 3️⃣"yes"}}"#,
            rules: [.invalidValue, .typeMismatch, .typeMismatch])
    }

    @Test func outputMustNotBeEmpty() {
        expectDiagnostics(#"{"output": 1️⃣""}"#, rules: [.invalidValue])
    }

    @Test func everyErrorOfTheFileInOneRun() {
        let marked = """
            {
              "version": 1️⃣3,
              2️⃣"theme": {},
              "locales": ["en", 3️⃣"EN"],
              "devices": [4️⃣"iphone-16"],
              "rules": {5️⃣"no-such-rule": "off", "io": 6️⃣"off"},
              "output": 7️⃣[]
            }
            """
        let (config, _) = expectDiagnostics(
            marked, rules: [.invalidValue, .unknownKey, .invalidValue, .invalidValue, .invalidValue, .invalidValue, .typeMismatch])
        // Best effort: what was valid is kept, the rest defaulted.
        #expect(config?.locales.value == ["en"])
        #expect(config?.devices.isEmpty == true)
        #expect(config?.output.value == "Generated")
    }

    // MARK: Pseudo-locales

    @Test func pseudoLocalesAreReadInOrder() throws {
        let (config, diagnostics) = decode(#"{"locales": ["ko", "en"], "pseudoLocales": ["en_xa"]}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config?.pseudoLocales == [.accented])
        #expect(config?.layoutLocales == ["ko", "en", "en-XA"])
        #expect(config?.locales.value == ["ko", "en"])
    }

    /// An unknown one, one listed twice, one also written in `locales`: each an error at its
    /// entry, and the rest kept.
    @Test func badPseudoLocalesAreErrorsAtTheirEntries() throws {
        let (config, diagnostics) = expectDiagnostics(
            #"{"locales": ["en", "en-XA"], "pseudoLocales": [1️⃣"fr-XB", 2️⃣"en-XA", 3️⃣7]}"#, rules: [.invalidValue, .invalidValue, .typeMismatch])
        #expect(diagnostics[0].message == "'fr-XB' is not a pseudo-locale dialogc generates; use one of 'en-XA', 'ar-XB', or list a real locale in 'locales'")
        #expect(diagnostics[1].message.contains("listed in 'locales' too"))
        #expect(config?.pseudoLocales == [])
        let (twice, _) = expectDiagnostics(#"{"pseudoLocales": ["en-XA", 1️⃣"EN-xa"]}"#, rules: [.invalidValue])
        #expect(twice?.pseudoLocales == [.accented])
    }

    // MARK: Helpers

    private func expectDefaults(_ config: ProjectConfig, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(config.version == 1, sourceLocation: sourceLocation)
        #expect(config.themes.isEmpty, sourceLocation: sourceLocation)
        #expect(config.extendsDefault.value && !config.extendsDefault.isWritten, sourceLocation: sourceLocation)
        #expect(config.fonts.isEmpty, sourceLocation: sourceLocation)
        #expect(config.locales.value == ["en"], sourceLocation: sourceLocation)
        #expect(config.localeRanges.isEmpty, sourceLocation: sourceLocation)
        #expect(config.defaultLocale.value == "en", sourceLocation: sourceLocation)
        #expect(config.devices.map(\.name) == ["iphone-se", "iphone-15", "ipad-11"], sourceLocation: sourceLocation)
        #expect(config.devices.allSatisfy { $0.range == nil && $0.isBuiltIn }, sourceLocation: sourceLocation)
        #expect(config.dynamicTypeSizes == [.large, .xxxLarge, .accessibility3], sourceLocation: sourceLocation)
        #expect(config.koreanLineBreak.value == .words && !config.koreanLineBreak.isWritten, sourceLocation: sourceLocation)
        #expect(config.rules.isEmpty, sourceLocation: sourceLocation)
        #expect(config.swift.accessLevel.value == .internal, sourceLocation: sourceLocation)
        #expect(config.output.value == "Generated", sourceLocation: sourceLocation)
    }

    private func decode(_ json: String, path: String = "dialogc.json") -> (ProjectConfig?, [Diagnostic]) {
        let file = SourceFile(path: path, text: json)
        let (value, parseDiagnostics) = JSONParser().parse(file)
        guard let value else { return (nil, parseDiagnostics) }
        let context = DecodingContext(file: file)
        let config = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        return (config, parseDiagnostics + context.diagnostics)
    }

    /// Decodes the marked config and expects one diagnostic per marker, in marker order,
    /// starting at the marker, with the given rules.
    @discardableResult
    private func expectDiagnostics(
        _ marked: String, rules: [RuleID], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (ProjectConfig?, [Diagnostic]) {
        let markers = LocationMarkers(parsing: marked)
        let (config, diagnostics) = decode(markers.cleanText)
        let sorted = diagnostics.sorted { ($0.location?.start.offset ?? 0) < ($1.location?.start.offset ?? 0) }
        #expect(sorted.map { $0.location?.start.offset } == markers.markerNumbers.map { markers.offsets[$0] }, "\(sorted.map(\.message))", sourceLocation: sourceLocation)
        #expect(sorted.map(\.rule) == rules, "\(sorted.map(\.message))", sourceLocation: sourceLocation)
        for diagnostic in sorted {
            #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation)
        }
        return (config, sorted)
    }
}
