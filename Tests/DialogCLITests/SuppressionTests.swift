import DialogTestSupport
import Foundation
import Testing

/// `"lint": {"disable": {"rule": "reason"}}` in the dialog, a button or a content element:
/// scoped to its object, a reason required, and reported when it suppresses nothing.
@Suite struct SuppressionTests {
    let dialogc = CommandRunner()

    static let longTitle = "Save the changes to this timer now"

    static func spec(dialogLint: String = "", okLint: String = "", laterLint: String = "") -> String {
        """
        {
          "id": "timer.save",
          "title": "Save changes?",
          "buttons": [
            { "id": "later", "title": "\(longTitle)", "role": "cancel"\(laterLint) },
            { "id": "ok", "title": "\(longTitle)", "role": "primary"\(okLint) }
          ]\(dialogLint)
        }
        """
    }

    /// The config switches `text-overflow` off: the long titles are about `text-length` only.
    static let config = #"{"rules": {"text-overflow": "off"}}"#

    func lint(_ folder: TemporaryDirectory, _ text: String, _ extra: String...) throws -> CommandRunner.Output {
        if folder.read("dialogc.json") == nil { try folder.write("dialogc.json", Self.config) }
        let path = try folder.write("specs/save.dialog.json", text)
        return dialogc.run(["lint", "--no-cache", path] + extra)
    }

    static func rules(_ output: CommandRunner.Output) -> [String] {
        output.standardOutput.split(separator: "\n").compactMap { line in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test func aButtonsSuppressionDropsOnlyItsOwnFinding() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(Self.rules(try lint(folder, Self.spec())) == ["text-length", "text-length"])

        let scoped = try lint(folder, Self.spec(okLint: #", "lint": {"disable": {"text-length": "the product name must be spelled out"}}"#))
        #expect(Self.rules(scoped) == ["text-length"])
        #expect(scoped.standardOutput.contains("\"\(Self.longTitle)\", \"role\": \"cancel\""), "the other button's finding stays")

        let whole = try lint(folder, Self.spec(dialogLint: #", "lint": {"disable": {"text-length": "legal wording"}}"#))
        #expect(whole.status == 0)
        #expect(Self.rules(whole).isEmpty, "\(whole.standardOutput)")
    }

    @Test func aSuppressionThatSuppressesNothingIsAWarningAtItsKey() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = Self.spec(
            dialogLint: #", "lint": {"disable": {"text-length": "legal wording", "contrast": "old brand"}}"#,
            okLint: #", "lint": {"disable": {"vague-button-title": "none here"}}"#)
        let result = try lint(folder, text)
        #expect(result.status == 0)
        #expect(Self.rules(result) == ["unused-suppression", "unused-suppression"])
        let path = folder.path + "/specs/save.dialog.json"
        // Each finding starts at its key: line and column found in the text, not counted.
        func place(of key: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { $0.contains("\"\(key)\"") }!
            return "\(line + 1):\(lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "\"\(key)\"")!.lowerBound) + 1)"
        }
        #expect(result.standardOutput.contains("\(path):\(place(of: "vague-button-title")): warning: disabling 'vague-button-title' here suppresses nothing: no 'vague-button-title' finding lies in this object; delete the entry, or move it to the object the finding points at [unused-suppression]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\(path):\(place(of: "contrast")): warning: disabling 'contrast' here suppresses nothing"))

        // Configurable like any rule; and a spec with an input error is not judged.
        try folder.write("dialogc.json", #"{"rules": {"text-overflow": "off", "unused-suppression": "off"}}"#)
        #expect(Self.rules(try lint(folder, text)).isEmpty)
        try folder.write("dialogc.json", Self.config)
        let broken = try lint(folder, text.replacingOccurrences(of: "\"title\": \"Save changes?\"", with: "\"titel\": \"Save changes?\", \"message\": \"m\""))
        #expect(Self.rules(broken) == ["unknown-key"])
    }

    @Test func anUnknownRuleIsAWarningAndTheRulesStillRun() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try lint(folder, Self.spec(okLint: #", "lint": {"disable": {"text-lenght": "typo"}}"#))
        #expect(result.status == 0, "all warnings")
        #expect(Self.rules(result) == ["text-length", "text-length", "unused-suppression"])
        #expect(result.standardOutput.contains("'text-lenght' is not a rule id, so disabling it suppresses nothing; 'dialogc rules' lists them [unused-suppression]"))
        #expect(result.standardOutput.contains("note: did you mean 'text-length'?"))
    }

    @Test func aReasonIsRequiredAndFixedRulesCannotBeSuppressed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let empty = try lint(folder, Self.spec(okLint: #", "lint": {"disable": {"text-length": "  "}}"#))
        #expect(empty.status == 1)
        #expect(empty.standardOutput.contains("disabling 'text-length' needs a reason: say why its finding is acceptable here, for the next reader [invalid-value]"))
        let fixed = try lint(folder, Self.spec(okLint: #", "lint": {"disable": {"unknown-key": "why not"}}"#))
        #expect(fixed.standardOutput.contains("'unknown-key' is a fixed rule and cannot be disabled; fix what it reports instead [invalid-value]"))
        // A broken suppression holds back the findings of its button ('ok'), which it may have
        // been meant to drop; the other button's `text-length` is still reported.
        let notText = try lint(folder, Self.spec(okLint: #", "lint": {"disable": {"text-length": true}}"#))
        #expect(Self.rules(notText) == ["text-length", "type-mismatch"])
        let list = try lint(folder, Self.spec(okLint: #", "lint": {"disable": ["text-length"]}"#))
        #expect(Self.rules(list) == ["text-length", "type-mismatch"], "a button takes only the form with reasons")
        let key = try lint(folder, Self.spec(okLint: #", "lint": {"disabel": {}}"#))
        #expect(Self.rules(key) == ["text-length", "unknown-key"])
        #expect(!key.standardOutput.split(separator: "\n").contains { $0.contains(":6:") && $0.hasSuffix("[text-length]") }, "\(key.standardOutput)")
    }

    /// The list form at the root keeps its meaning and is never called unused.
    @Test func theListFormIsUnchanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try lint(folder, Self.spec(dialogLint: #", "lint": {"disable": ["text-length", "contrast"]}"#))
        #expect(result.status == 0)
        #expect(Self.rules(result).isEmpty)
    }
}
