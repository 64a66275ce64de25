@testable import DialogCompiler
import DialogEmit
import DialogTestSupport
import Testing

/// The import's byte editor (`SpecTextEditor`) refuses two edits of the same bytes: an
/// `Overlap` naming both changes, never a trap and never a guess at which one wins. The
/// import reports it at the translation (docs/strings.md, "What the import does").
@Suite struct SpecTextEditorTests {
    @Test func twoEditsOfTheSameBytesAreAnOverlap() throws {
        let folder = try StringsImportReaderTests.project()
        defer { folder.remove() }
        let result = LintPipeline().run(LintRequest(inputs: [folder.path + "/specs"], configPath: folder.path + "/dialogc.json"))
        let spec = try #require(result.specs.first)
        let title = try #require(spec.textInventory.all.first { $0.key == .title }?.text)
        let entry = try #require(title.entries.first { $0.locale?.value == "de" })
        let translation = ImportedTranslation(
            key: "timer.delete.title", locale: "de", source: nil, target: .formatString("Timer löschen?"), state: .translated, range: .at(0))
        let first = TextChange(spec: spec, text: title, locale: "de", raw: "Timer löschen?", existing: entry, translation: translation)
        var second = first
        second.plural = ("count", nil, [(.one, .string("Einen Timer löschen?")), (.other, .string("Timer löschen?"))])
        switch SpecTextEditor.apply([first, second], locales: ["en", "de", "ru"], defaultLocale: "en") {
        case .success: Issue.record("two edits of the same string literal were applied")
        case .failure(let overlap): #expect((overlap.first.plural == nil) != (overlap.second.plural == nil), "the overlap names both changes")
        }
        // One of them alone is applied.
        let edited = try SpecTextEditor.apply([first], locales: ["en", "de", "ru"], defaultLocale: "en").get()
        #expect(String(decoding: edited.bytes, as: UTF8.self).contains(#""de": "Timer löschen?""#))
    }
}
