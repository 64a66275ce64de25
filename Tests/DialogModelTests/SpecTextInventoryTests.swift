import DialogModel
import Testing

/// `SpecTextInventory` is the one list of a spec's texts that the rules, the strings export
/// and import, and the text table of generated code read; `CopyOnWrite` the one storage of
/// specs, buttons and layout trees.
@Suite struct SpecTextInventoryTests {
    static let everyText = #"""
        {
          "id": "files.delete",
          "title": "Delete {count} files?",
          "message": {"en": "They go to the Trash.", "de": "Sie kommen in den Papierkorb."},
          "highlights": [{"text": "Trash", "style": "accent"}],
          "parameters": {"count": "Int"},
          "content": [
            {"type": "textField", "id": "reason", "placeholder": "Why?"},
            {"type": "textField", "id": "silent"},
            {"type": "checkbox", "id": "again", "title": "Don't ask again"},
            {"type": "slot", "id": "extra"}
          ],
          "buttons": [
            {"id": "cancel", "title": "Cancel", "role": "cancel"},
            {"id": "delete", "title": "Delete", "role": "destructive", "async": true,
             "accessibility": {"label": "Delete files", "hint": "Moves them", "success": "Deleted", "failure": "Not deleted"}}
          ]
        }
        """#

    @Test func listsEveryTextOnceWithItsKeyInSpecOrder() throws {
        let result = SpecHarness.decode(Self.everyText)
        #expect(result.diagnostics.isEmpty, "\(SpecHarness.describe(result.diagnostics))")
        let spec = try #require(result.spec)
        let keys = spec.textInventory.all.map(\.key)
        #expect(keys == [
            .title, .message, .highlight(0),
            .buttonTitle(button: "cancel"),
            .buttonTitle(button: "delete"), .buttonAccessibilityLabel(button: "delete"), .buttonAccessibilityHint(button: "delete"),
            .buttonAccessibilitySuccess(button: "delete"), .buttonAccessibilityFailure(button: "delete"),
            .fieldPlaceholder(element: "reason"), .checkboxTitle(element: "again"),
        ])
        #expect(keys.map(\.path) == [
            "title", "message", "highlight.0.text", "button.cancel.title", "button.delete.title",
            "button.delete.accessibility.label", "button.delete.accessibility.hint", "button.delete.accessibility.success",
            "button.delete.accessibility.failure", "content.reason.placeholder", "content.again.title",
        ])
        #expect(keys.filter(\.isSpokenOnly).count == 4)
        let texts = spec.textInventory.all.map { $0.text.text(for: "en")?.plainText }
        #expect(texts.first == "Delete {count} files?")
        #expect(texts.last == "Don't ask again")
        // The generated dialog's placeholder properties come from the same list.
        #expect(spec.placeholderTexts.count == keys.count)
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() throws {
        let spec = try #require(SpecHarness.decode(Self.everyText).spec)
        var copy = spec
        copy.buttons[1].title = copy.buttons[0].title
        copy.presentation = Defaulted(default: .sheet)
        copy.style = []
        #expect(spec.buttons[1].title.text(for: "en")?.plainText == "Delete")
        #expect(copy.buttons[1].title.text(for: "en")?.plainText == "Cancel")
        #expect(spec.presentation.value == .alert && copy.presentation.value == .sheet)
        #expect(spec.buttons[0] == copy.buttons[0], "an unchanged button stays equal")
        #expect(spec.buttons[1] != copy.buttons[1])

        struct Pair: Equatable {
            var name: String
            var values: [Int]
        }
        var box = CopyOnWrite(Pair(name: "a", values: [1, 2, 3]))
        let shared = box
        #expect(box.isIdentical(to: shared) && box == shared)
        box.values.append(4)
        #expect(!box.isIdentical(to: shared))
        #expect(shared.values == [1, 2, 3] && box.values == [1, 2, 3, 4])
        var alone = CopyOnWrite(Pair(name: "b", values: []))
        let before = alone
        alone = CopyOnWrite(Pair(name: "b", values: []))
        #expect(alone == before && !alone.isIdentical(to: before), "equal by value when the boxes differ")
    }
}
