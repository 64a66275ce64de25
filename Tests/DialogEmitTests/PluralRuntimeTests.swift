import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// What only a compile of generated code shows about plurals: CLDR's rules as
/// `DialogSupport.swift` carries them (a `switch` over the configured locales), compiled and
/// run against Babel's (an independent CLDR implementation) on 0…200 and decimals; and the
/// plural rows of two generated dialogs resolving as the runtime does. The runtime's choice
/// of form is tested directly in `DialogRuntimeTests`.
@Suite struct PluralRuntimeTests {
    /// Every locale a test of plurals uses, and some of each rule shape.
    static let locales = ["en", "ko", "ja", "ru", "uk", "pl", "cs", "ar", "fr", "pt-PT", "pt-BR", "es", "it", "de", "cy", "lv", "ga", "br", "sl", "mt", "lt", "ro", "is", "mk", "gd"]
    /// Locales whose rules CLDR changed after version 41 (Debian's unicode-cldr-core), which
    /// Babel's newer data has: compared, and a difference there is excused.
    static let changedAfterCLDR41: [String: String] = [
        "mt": "CLDR 42 gave Maltese a 'two' category (2, 2.0) and narrowed 'few'",
        "ro": "CLDR 42 moved 101…119 and the like from 'other' to 'few' in Romanian",
        "is": "CLDR 42 gave Icelandic decimals 'one' only when t ends in 1 (not 11)",
    ]
    static let decimals = ["0.0", "0.1", "0.5", "1.0", "1.5", "1.50", "2.0", "2.1", "3.0", "3.5", "10.0", "11.0", "11.5", "21.0", "21.1", "100.0", "101.1", "1000.0", "0.01", "1.01", "1000000.0"]
    static var numbers: [String] { (0...200).map(String.init) + ["1000", "1000000", "2000000"] + decimals }

    static func config(_ locales: [String]) throws -> ProjectConfig {
        let quoted = locales.map { "\"\($0)\"" }.joined(separator: ", ")
        let file = SourceFile(path: "dialogc.json", text: #"{"locales": ["# + quoted + #"]}"#)
        let (value, problems) = JSONParser().parse(file)
        let context = DecodingContext(file: file)
        let config = try #require(value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) })
        #expect(problems.isEmpty && context.diagnostics.isEmpty)
        return config
    }

    /// Builds the operands of a decimal as written, CLDR's way: `1.50` has v = 2, f = 50, w = 1, t = 5.
    static let decimalOperands = #"""
        extension DialogPluralOperands {
            init(written text: String) {
                let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                self.init(Int(parts[0])!)
                guard parts.count == 2 else { return }
                let digits = String(parts[1])
                var trimmed = digits
                while trimmed.hasSuffix("0") { trimmed.removeLast() }
                v = digits.count
                f = Int(digits)!
                w = trimmed.count
                t = Int(trimmed) ?? 0
                n = Double(text)!
            }
        }

        """#

    static func run(_ files: [(String, String)], main: String, in directory: TemporaryDirectory) throws -> String {
        let compiler = try #require(SwiftCompiler.find())
        var paths = try files.map { try directory.write($0.0, $0.1) }
        paths.append(try directory.write("main.swift", main))
        let executable = directory.path + "/plural-probe"
        let build = try compiler.run(["-swift-version", "6", "-warnings-as-errors", "-module-name", "PluralProbe", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.status == 0, Comment(rawValue: run.output))
        return run.output
    }

    @Test(.enabled(if: SwiftCompiler.find() != nil && PythonOracle.shouldRun(needing: "babel"), "needs swiftc and python3 with Babel (pip install Babel; required when CI=true)"))
    func theGeneratedRulesAgreeWithBabel() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let support = SwiftModelEmitter.support(config: try Self.config(Self.locales))
        let list = { (items: [String]) in "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let main = Self.decimalOperands + """
            for locale in \(list(Self.locales)) {
                for number in \(list(Self.numbers)) {
                    print("\\(locale) \\(number)=\\(DialogPluralRules.category(of: DialogPluralOperands(written: number), in: locale))")
                }
            }

            """
        let swift = ModelCompileTests.parse(try Self.run([(support.relativePath, support.contents)], main: main, in: directory))
        let script = """
            import sys, json, decimal
            from babel import Locale
            cases = json.load(sys.stdin)
            for locale, number in cases:
                rule = Locale.parse(locale, sep="-").plural_form
                print(f"{locale} {number}={rule(decimal.Decimal(number))}")
            """
        let cases = Self.locales.flatMap { locale in Self.numbers.map { [locale, $0] } }
        let input = try JSONSerialization.data(withJSONObject: cases)
        let babel = ModelCompileTests.parse(String(decoding: try PythonOracle.output(of: script, input: input), as: UTF8.self))
        #expect(babel.count == cases.count)
        var differences: [String] = []
        var changedLocales: Set<String> = []
        for pair in cases {
            let key = "\(pair[0]) \(pair[1])"
            guard swift[key] != babel[key] else { continue }
            if Self.changedAfterCLDR41[pair[0]] != nil {
                changedLocales.insert(pair[0])
            } else {
                differences.append("\(key): dialogc \(swift[key] ?? "none"), Babel \(babel[key] ?? "none")")
            }
        }
        #expect(differences.isEmpty, Comment(rawValue: differences.prefix(40).joined(separator: "\n")))
        // The known changes are only excused while the data differ: with CLDR 42 or later on
        // both sides, every locale must agree, and this list must go.
        if PluralRules.cldrVersion != "41" {
            #expect(changedLocales.isEmpty, "dialogc's CLDR is \(PluralRules.cldrVersion): drop changedAfterCLDR41")
        }
    }

    /// Only the config's locales are in the runtime, and a locale CLDR gives one category
    /// adds no case.
    @Test func theRuntimeHasOnlyTheConfiguredLocales() throws {
        let support = SwiftModelEmitter.support(config: try Self.config(["en", "ko", "de"])).contents
        #expect(support.contains(#"case "en", "de":"#))
        #expect(!support.contains(#"case "ko""#))
        #expect(!support.contains(#"case "ru""#))
    }

    static let spec = #"""
        {
          "id": "inbox.delete",
          "title": { "en": "Delete messages?", "ru": "Удалить?", "ko": "삭제할까요?" },
          "message": {
            "en": { "plural": "count", "one": "Delete this message?", "other": "Delete {count} <accent>messages</accent>?" },
            "ru": { "plural": "count", "one": "{count} сообщение", "few": "{count} сообщения", "many": "{count} сообщений", "other": "{count} сообщения" },
            "ko": "메시지 {count}개"
          },
          "parameters": { "count": "Int" },
          "buttons": [{ "id": "ok", "title": { "en": { "plural": "count", "one": "Delete it", "other": "Delete all {count}" }, "ru": "Удалить", "ko": "삭제" } }]
        }
        """#

    static let twoCountsSpec = #"""
        {
          "id": "files.move",
          "title": "Move?",
          "message": {
            "en": {
              "plural": "files",
              "one": { "plural": "folders", "one": "{files} file in {folders} folder", "other": "{files} file in {folders} folders" },
              "other": { "plural": "folders", "one": "{files} files in {folders} folder", "other": "{files} files in {folders} folders" }
            },
            "ru": {
              "plural": "files",
              "one": { "plural": "folders", "one": "{files} файл в {folders} папке", "few": "{files} файл в {folders} папках", "other": "{files} файл в {folders} п." },
              "few": "{files} файла в {folders} п.",
              "other": { "plural": "folders", "one": "{files} ф. в {folders} папке", "other": "{files} ф. в {folders} п." }
            }
          },
          "parameters": { "files": "Int", "folders": "Int" },
          "buttons": [{ "id": "ok", "title": "OK" }]
        }
        """#

    /// Only what a compile of generated code shows: the plural rows dialogc writes into two
    /// generated dialogs (one count, two counts) compile and resolve as the runtime resolves
    /// them. How the runtime picks a form (every category, every fallback) is
    /// `DialogRuntimeTests` (`TextTableTests`), run directly.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated model cannot be run"))
    func theGeneratedModelsPickTheFormByCount() throws {
        let config = try Self.config(["en", "ru", "ko"])
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let support = SwiftModelEmitter.support(config: config)
        let dialog = SwiftModelEmitter.dialog(try EmitFixtures.spec(Self.spec), config: config)
        let twoCounts = SwiftModelEmitter.dialog(try EmitFixtures.spec(Self.twoCountsSpec), config: config)
        var main = ""
        for (locale, count) in [("en", 1), ("en", -1), ("en", 2), ("ru", 21), ("ru", 22), ("ru", 11), ("ko", 1)] {
            main += "do { let state = InboxDeleteDialog(count: \(count)).state(locale: \"\(locale)\")\n"
            main += "print(\"\(locale) \(count)=\\(state.message?.text ?? \"none\")|\\(state.buttons[0].title)|\\(state.message?.highlights.count ?? -1)\") }\n"
        }
        for (locale, files, folders) in [("en", 1, 3), ("en", 2, 1), ("ru", 1, 5), ("ru", 3, 3), ("ru", 5, 1)] {
            main += "do { let state = FilesMoveDialog(files: \(files), folders: \(folders)).state(locale: \"\(locale)\")\n"
            main += "print(\"\(locale) \(files) \(folders)=\\(state.message?.text ?? \"none\")\") }\n"
        }
        let results = ModelCompileTests.parse(
            try Self.run(
                [(support.relativePath, support.contents), (dialog.relativePath, dialog.contents), (twoCounts.relativePath, twoCounts.contents)],
                main: main, in: directory))
        #expect(results["en 1"] == "Delete this message?|Delete it|0")
        #expect(results["en -1"] == "Delete this message?|Delete it|0")
        #expect(results["en 2"] == "Delete 2 messages?|Delete all 2|1", "a form's highlight is placed in that form")
        #expect(results["ru 21"] == "21 сообщение|Удалить|0")
        #expect(results["ru 22"] == "22 сообщения|Удалить|0")
        #expect(results["ru 11"] == "11 сообщений|Удалить|0")
        #expect(results["ko 1"] == "메시지 1개|삭제|0")
        #expect(results["en 1 3"] == "1 file in 3 folders")
        #expect(results["en 2 1"] == "2 files in 1 folder")
        // Russian: `one`/`many` not written, so `one`/`other`; `few` a string for every second
        // count; `many` not written, so the `other` plural by the second count.
        #expect(results["ru 1 5"] == "1 файл в 5 п.")
        #expect(results["ru 3 3"] == "3 файла в 3 п.")
        #expect(results["ru 5 1"] == "5 ф. в 1 папке")
    }
}
