import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// A generated dialog's text table, compiled with its view's content items and run: what
/// only generated code shows, that dialogc writes each text as the runtime reads it (Swift
/// escapes, `{{`, markup and highlights of hostile texts, a text a locale lacks left out,
/// labels only in their own locale, plural rows, the content's texts). How the runtime
/// resolves a table is tested directly in `DialogRuntimeTests`.
@Suite struct TextTableRuntimeTests {
    static let spec = #"""
        {
          "id": "table.check",
          "title": { "ko": "제목 {name}" },
          "message": {
            "ko": "<accent>{name}</accent> 님",
            "en": "Quote \" and \\(x) and {{brace}} and <accent>{name}</accent>! #\"\"\" /* {count}"
          },
          "parameters": { "name": "String", "count": "Int" },
          "content": [
            {
              "type": "checkbox", "id": "remember",
              "title": { "ko": "{count}개 기억", "en": { "plural": "count", "one": "Remember {count} choice", "other": "Remember {count} choices" } }
            },
            { "type": "textField", "id": "note", "placeholder": { "ko": "메모", "en": { "plural": "count", "one": "One note", "other": "{count} notes" } } }
          ],
          "buttons": [
            {
              "id": "ok", "title": { "ko": "확인", "en": { "plural": "count", "one": "Delete it", "other": "Delete {count}" } },
              "accessibility": { "label": { "ko": "확인 버튼" } }
            }
          ]
        }
        """#

    static let program = #"""
        func hex(_ text: String?) -> String {
            text.map { $0.utf8.map { String($0, radix: 16) }.joined(separator: " ") } ?? "nil"
        }

        func item(_ dialog: TableCheckDialog, _ index: Int, _ locale: String) -> String {
            switch dialog.contentItems()[index] {
            case .checkbox(_, let title, _): title.text(in: locale)
            case .textField(_, let placeholder, _): placeholder.text(in: locale)
            case .slot(let id): id
            }
        }

        let hostile = #"{#accent}{/}{{x}} \(y) ""#
        for (locale, count) in [("en", 1), ("en", 3), ("ko", 1), ("en-GB", 0)] {
            let dialog = TableCheckDialog(name: hostile, count: count)
            let state = dialog.state(locale: locale)
            let key = "\(locale) \(count)"
            print("\(key) title=\(hex(state.title?.text))")
            print("\(key) message=\(hex(state.message?.text))")
            print("\(key) highlights=\(state.message?.highlights.map { "\($0.range) \($0.style)" } ?? [])")
            print("\(key) button=\(state.buttons[0].title)|\(state.buttons[0].accessibilityLabel ?? "nil")")
            print("\(key) content=\(item(dialog, 0, locale))|\(item(dialog, 1, locale))")
        }
        """#

    static func hex(_ text: String) -> String {
        text.utf8.map { String($0, radix: 16) }.joined(separator: " ")
    }

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the text table runtime was not run"))
    func theTableResolvesLikeTheSpecSays() throws {
        let compiler = try #require(SwiftCompiler.find())
        let config = try EmitFixtures.config()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let spec = try EmitFixtures.spec(Self.spec)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let files = [
            SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words),
            SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value),
            SwiftModelEmitter.dialog(spec, config: config), SwiftUIEmitter.view(spec, config: config, designSystem: designSystem),
        ] + PresenterRuntimeEmitter.support(config: config)
        var paths = try files.map { try directory.write($0.relativePath, $0.contents) }
        paths.append(try directory.write("main.swift", Self.program))
        let executable = directory.path + "/table-check"
        let build = try compiler.run(["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "TableCheck", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.status == 0, Comment(rawValue: run.output))
        let results = ModelCompileTests.parse(run.output)

        let hostile = #"{#accent}{/}{{x}} \(y) ""#
        // The title exists in `ko` only: every locale shows it.
        #expect(results["en 1 title"] == Self.hex("제목 " + hostile))
        #expect(results["ko 1 title"] == Self.hex("제목 " + hostile))
        // Markup and escapes resolved by dialogc, the value inserted as it is.
        let english = #"Quote " and \(x) and {brace} and "# + hostile + #"! #""" /* 3"#
        #expect(results["en 3 message"] == Self.hex(english))
        let start = #"Quote " and \(x) and {brace} and "#.utf16.count
        #expect(results["en 3 highlights"] == #"["\#(start)..<\#(start + hostile.utf16.count) accent"]"#)
        #expect(results["ko 1 message"] == Self.hex(hostile + " 님"))
        #expect(results["ko 1 highlights"] == #"["0..<\#(hostile.utf16.count) accent"]"#)
        // `en-GB` is `en`.
        #expect(results["en-GB 0 message"] == Self.hex(english.replacingOccurrences(of: "/* 3", with: "/* 0")))
        // Plural forms by count; the label only in its own locale.
        #expect(results["en 1 button"] == "Delete it|nil")
        #expect(results["en 3 button"] == "Delete 3|nil")
        #expect(results["ko 1 button"] == "확인|확인 버튼")
        #expect(results["en 1 content"] == "Remember 1 choice|One note")
        #expect(results["en 3 content"] == "Remember 3 choices|3 notes")
        #expect(results["ko 1 content"] == "1개 기억|메모")
    }
}
