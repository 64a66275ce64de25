import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// One locale lookup for dialogc and the generated code: the same table of identifiers through
/// `ProjectConfig.locale(for:)` and through the generated `state(locale:)` (all three forms),
/// compiled with swiftc and run; and the generated lookup's text is the library's, byte for byte.
@Suite struct LocaleMatchingTests {
    static let configText = #"""
        {"locales": ["en", "ko", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "sr-Latn", "es"], "defaultLocale": "en"}
        """#

    /// Identifier -> the configured locale it gets.
    static let table: [(String, String)] = [
        ("en", "en"), ("en-GB", "en"), ("en_GB", "en"), ("EN-gb", "en"), ("en-US-u-ca-gregory", "en"),
        ("en_US.UTF-8", "en"), ("en_US@calendar=gregorian", "en"), ("en_US_POSIX", "en"),
        ("ko", "ko"), ("ko-KR", "ko"), ("ko_KR", "ko"), ("KO", "ko"), ("ko-KR-x-private", "ko"),
        ("zh-Hans-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh_Hans_CN", "zh-Hans"), ("zh-Hans_CN", "zh-Hans"),
        ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-Hant-TW", "zh-Hant"), ("ZH-HANT-tw", "zh-Hant"),
        ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"),
        // Chinese with no script or region says neither, so it gets the default.
        ("zh", "en"),
        ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("pt-PT", "pt-PT"), ("PT_pt", "pt-PT"),
        // Portuguese of another region: the first configured Portuguese of the same script.
        ("pt", "pt-BR"), ("pt-AO", "pt-BR"),
        ("sr-Latn", "sr-Latn"), ("sr-Latn-RS", "sr-Latn"), ("sr_Latn_RS", "sr-Latn"),
        // Serbian in Cyrillic, said or not, is not Latin.
        ("sr", "en"), ("sr-Cyrl-RS", "en"),
        ("es-419", "es"), ("es_MX", "es"),
        ("fr-FR", "en"), ("de", "en"),
        // Not language tags: the default, never a crash.
        ("", "en"), ("garbage!!", "en"), ("e", "en"), ("english", "en"), ("-ko", "en"), ("ko--KR", "en"),
        ("ko-KR-toolongsubtag", "en"), ("x-private", "en"), ("i-klingon", "en"), ("\u{0}", "en"), ("ко", "en"),
        ("ko\u{301}", "en"), ("@", "en"), (".", "en"), ("_", "en"), ("1234", "en"), ("🇰🇷", "en"),
    ]

    /// Preferred-languages lists -> the configured locale: the first that matches wins.
    static let preferred: [([String], String)] = [
        ([], "en"), (["fr", "de"], "en"), (["fr-FR", "ko-KR", "en"], "ko"), (["garbage", "zh-Hant-HK"], "zh-Hant"),
        (["en-GB", "ko"], "en"), (["sr", "pt-PT"], "pt-PT"), (["", "!!"], "en"),
    ]

    static func config() throws -> ProjectConfig {
        let file = SourceFile(path: "dialogc.json", text: configText)
        let (value, problems) = JSONParser().parse(file)
        let context = DecodingContext(file: file)
        let config = try #require(value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) })
        #expect(problems.isEmpty && context.diagnostics.isEmpty)
        return config
    }

    @Test func theTableHasEnoughIdentifiers() {
        #expect(Self.table.count >= 25)
    }

    @Test func dialogcResolvesTheTable() throws {
        let config = try Self.config()
        for (identifier, expected) in Self.table {
            #expect(config.locale(for: identifier) == expected, "\(identifier.debugDescription)")
        }
        #expect(config.locale(for: nil) == "en")
        for (list, expected) in Self.preferred {
            #expect(config.locale(forPreferredLanguages: list) == expected, "\(list)")
        }
    }

    @Test func theGeneratedLookupIsDialogcsText() throws {
        let library = try String(contentsOfFile: RepositoryPaths.root + "/Sources/DialogRuntime/DialogLocaleMatching.swift", encoding: .utf8)
        let support = SwiftModelEmitter.support(config: try Self.config()).contents
        // As the file is, but that `package` (what dialogc's targets share) is internal there.
        #expect(library.contains("package static func match("))
        #expect(
            support.hasSuffix("\n\n" + library.replacingOccurrences(of: "package ", with: "")),
            "DialogSupport.swift must end with DialogLocaleMatching.swift as it is")
    }

    /// A spec whose title in each locale is the locale's code, so the program prints which
    /// locale `state(locale:)` chose.
    static let spec = #"""
        {
          "id": "locale.probe",
          "title": {"en": "en", "ko": "ko", "zh-Hans": "zh-Hans", "zh-Hant": "zh-Hant", "pt-BR": "pt-BR", "pt-PT": "pt-PT", "sr-Latn": "sr-Latn", "es": "es"},
          "buttons": [{"id": "ok", "title": "OK"}]
        }
        """#

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated lookup cannot be run"))
    func theGeneratedModelResolvesTheTableAsDialogcDoes() throws {
        let compiler = try #require(SwiftCompiler.find())
        let config = try Self.config()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let support = SwiftModelEmitter.support(config: config)
        let dialog = SwiftModelEmitter.dialog(try EmitFixtures.spec(Self.spec), config: config)
        func literal(_ text: String) -> String { "String(decoding: [\(text.utf8.map(String.init).joined(separator: ", "))] as [UInt8], as: UTF8.self)" }
        var program = "import Foundation\n\nlet dialog = LocaleProbeDialog()\n"
        for (index, entry) in Self.table.enumerated() {
            let id = literal(entry.0)
            program += "print(\"string.\(index)=\" + (dialog.state(locale: \(id)).title?.text ?? \"none\"))\n"
            program += "print(\"locale.\(index)=\" + (dialog.state(locale: Locale(identifier: \(id))).title?.text ?? \"none\"))\n"
        }
        for (index, entry) in Self.preferred.enumerated() {
            program += "print(\"preferred.\(index)=\" + (dialog.state(locale: [\(entry.0.map(literal).joined(separator: ", "))] as [String]).title?.text ?? \"none\"))\n"
        }
        program += "print(\"nil=\" + (dialog.state().title?.text ?? \"none\"))\n"
        let paths = [
            try directory.write(support.relativePath, support.contents), try directory.write(dialog.relativePath, dialog.contents),
            try directory.write("main.swift", program),
        ]
        let executable = directory.path + "/locale-probe"
        let build = try compiler.run(["-swift-version", "6", "-warnings-as-errors", "-module-name", "LocaleProbe", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.status == 0, Comment(rawValue: run.output))
        let results = ModelCompileTests.parse(run.output)
        for (index, (identifier, expected)) in Self.table.enumerated() {
            #expect(results["string.\(index)"] == expected, "\(identifier.debugDescription)")
            // `Locale.identifier` is the identifier as given on Linux, canonical on Apple platforms.
            let viaLocale = config.locale(for: Locale(identifier: identifier).identifier)
            #expect(results["locale.\(index)"] == viaLocale, "Locale(identifier: \(identifier.debugDescription))")
        }
        for (index, (list, expected)) in Self.preferred.enumerated() {
            #expect(results["preferred.\(index)"] == expected, "\(list)")
        }
        #expect(results["nil"] == "en")
    }
}
