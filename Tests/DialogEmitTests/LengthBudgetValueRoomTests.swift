import DialogEmit
import DialogLayout
import DialogModel
import DialogTokens
import Testing

/// A length budget of a text that shows a parameter with an `example` or `maxLength` says
/// what the text leaves for the value (docs/strings.md, "The length budget").
@Suite struct LengthBudgetValueRoomTests {
    static let budgets = LengthBudgets(
        config: ProjectConfig(), designSystem: EmbeddedDefaultTokens.shared, measurer: TextMeasurer(),
        lineLimits: .init(title: 3, message: 8, button: nil))!

    static func spec(_ parameter: String) throws -> DialogSpec {
        try EmitFixtures.spec(#"""
            {
              "id": "file.delete",
              "title": "Delete {fileName}?",
              "message": "This cannot be undone.",
              "parameters": { "fileName": \#(parameter) },
              "buttons": [{ "id": "cancel", "title": "Cancel", "role": "cancel" }, { "id": "delete", "title": "Delete {fileName}", "role": "destructive" }]
            }
            """#)
    }

    @Test func theRoomIsTheLinesLessTheTextWithoutItsPlaceholders() throws {
        let measured = Self.budgets.measure(try Self.spec(#"{ "type": "String", "example": "Quarterly_Report_FINAL_v2.pdf", "maxLength": 40 }"#))
        let title = try #require(measured[.title])
        let room = try #require(title.valueRoom)
        #expect(room.placeholders == ["fileName"])
        let lines = try #require(title.lines)
        #expect(room.room == lines * title.width - room.textWidth)
        // "Delete ?" is far narrower than the line; the 40 W are wider than the three lines.
        #expect(room.textWidth > 0 && room.textWidth < title.width)
        #expect(room.standInWidth > room.room ?? 0)
        #expect(title.sentence.hasSuffix(
            "Without {fileName} the text takes \(room.textWidth) pt, which leaves about \(room.room ?? -1) pt for the value; its example or maxLength takes \(room.standInWidth) pt."))
        // A button title is cut at its line cap: the stand-in takes more than is drawn.
        let button = try #require(measured[.buttonTitle(button: "delete")]?.valueRoom)
        #expect(button.standInsCut)
        #expect(measured[.buttonTitle(button: "delete")]?.sentence.contains("its example or maxLength takes more than ") == true)
        // A text without a placeholder has no room sentence.
        #expect(measured[.message]?.valueRoom == nil)
        #expect(measured[.buttonTitle(button: "cancel")]?.valueRoom == nil)
    }

    /// The short form measures `{fileName}` and says nothing more: budgets are as before.
    @Test func withoutExampleOrMaxLengthTheBudgetIsAsBefore() throws {
        let short = Self.budgets.measure(try Self.spec(#""String""#))
        #expect(short.values.allSatisfy { $0.valueRoom == nil })
        #expect(short[.title]?.sentence == "Room: at most 3 lines of \(short[.title]?.width ?? 0) pt (iphone-se, Dynamic Type accessibility3).")
    }
}
