import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// Names the emitters must generate correctly rather than leave to lint: a property named
/// `locale` beside the `locale` parameter, placeholders that appear only in content texts,
/// and a payload's property beside a content element.
@Suite struct GeneratedNamesEmitTests {
    static let localeSpec = #"""
        {"id": "greeting", "title": "Hi {locale}",
         "content": [{"type": "textField", "id": "answer", "placeholder": "In {locale}"}],
         "buttons": [{"id": "ok", "title": "OK", "action": "didTapOK", "payload": "Locale"}]}
        """#

    @Test func aPropertyNamedLocaleIsReadThroughSelfWhereTheParameterHidesIt() throws {
        let spec = try EmitFixtures.spec(Self.localeSpec)
        let config = try EmitFixtures.config()
        let model = SwiftModelEmitter.dialog(spec, config: config).contents
        #expect(model.contains("    var locale: Swift.String\n"))
        #expect(model.contains(#"values: ["locale": self.locale]"#), "\(model)")
        #expect(model.contains("        text title ko: Hi {locale}\n"), "\(model)")
        // The payload `Locale` would be held in `locale`, which is taken: the action names it.
        #expect(model.contains("actions: [.didTapOK(didTapOKPayload)]"), "\(model)")
        let view = SwiftUIEmitter.view(spec, config: config).contents
        // The content is listed once, in `contentItems()`, its values read as the state reads them.
        #expect(view.contains(#"Self.spec.contentItems(values: ["locale": self.locale])"#), "\(view)")
    }

    @Test func placeholdersOfContentTextsAreProperties() throws {
        let spec = try EmitFixtures.spec(#"""
            {"id": "terms", "title": "Terms",
             "content": [{"type": "checkbox", "id": "agree", "title": "I, {who}, agree"}, {"type": "textField", "id": "note", "placeholder": "{hint}"}],
             "buttons": [{"id": "ok", "title": "OK"}]}
            """#)
        let config = try EmitFixtures.config()
        let model = SwiftModelEmitter.dialog(spec, config: config).contents
        #expect(model.contains("    var who: Swift.String\n    /// The value of `{hint}`.\n    var hint: Swift.String\n"), "\(model)")
        let view = SwiftUIEmitter.view(spec, config: config).contents
        #expect(view.contains(#"Self.spec.contentItems(values: ["who": who, "hint": hint])"#), "\(view)")
        #expect(model.contains("        content checkbox agree off\n        content textField note default\n"), "\(model)")
    }

    @Test func aPayloadPropertyAvoidsContentElementIDs() throws {
        let spec = try EmitFixtures.spec(#"""
            {"id": "moderation", "title": "Delete?",
             "content": [{"type": "textField", "id": "liveMessage"}],
             "buttons": [{"id": "delete", "title": "Delete", "action": "didTapDelete", "payload": "LiveMessage"}]}
            """#)
        let model = SwiftModelEmitter.dialog(spec, config: try EmitFixtures.config()).contents
        #expect(model.contains("    var didTapDeletePayload: LiveMessage\n"), "\(model)")
    }

    /// Run, not only compiled: `{locale}` shows the value the caller gave, in every locale
    /// `state(locale:)` is asked for.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated model cannot be run"))
    func aPropertyNamedLocaleShowsItsValue() throws {
        let compiler = try #require(SwiftCompiler.find())
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let spec = try EmitFixtures.spec(Self.localeSpec)
        let config = try EmitFixtures.config()
        let support = SwiftModelEmitter.support(config: config)
        let dialog = SwiftModelEmitter.dialog(spec, config: config)
        let paths = [
            try directory.write(support.relativePath, support.contents), try directory.write(dialog.relativePath, dialog.contents),
            try directory.write("main.swift", """
                import Foundation
                let dialog = GreetingDialog(locale: "fr-CA", didTapOKPayload: Locale(identifier: "fr_CA"))
                print(dialog.state(locale: "en").title?.text ?? "none")
                print(dialog.state().title?.text ?? "none")

                """),
        ]
        let executable = directory.path + "/greeting"
        let build = try compiler.run(["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Greeting", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        #expect(run.output == "Hi fr-CA\nHi fr-CA\n")
    }
}
