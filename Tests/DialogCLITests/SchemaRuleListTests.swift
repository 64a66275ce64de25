import DialogDiagnostics
import DialogJSON
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// The schemas' rule lists are generated from the rules' declarations (`RuleSchema`): a rule
/// added, removed, reworded or given an option fails here until the schemas say the same.
/// `DIALOGC_RECORD=1` writes the generated text into the schema file in place (the rest of
/// the file is left as written); that run fails on purpose.
@Suite struct SchemaRuleListTests {
    @Test func theConfigSchemasRuleSettingsAreGenerated() throws {
        try Self.check("dialogc.schema.json", at: ["properties", "rules", "properties"], is: RuleSchema.configRules(RuleRegistry.catalog))
    }

    @Test func theSpecSchemasRuleIDsAreGenerated() throws {
        try Self.check("dialog.schema.json", at: ["$defs", "ruleID"], is: RuleSchema.specRuleID(RuleRegistry.catalog))
    }

    /// A change to a rule's declaration shows as drift: the check can fail.
    @Test func aChangedOptionIsDrift() throws {
        var rules = RuleRegistry.catalog.all
        let index = try #require(rules.firstIndex { !$0.options.isEmpty })
        rules[index].options[0].summary += " (changed)"
        let changed = JSONWriter.render(RuleSchema.configRules(RuleCatalog(rules)))
        #expect(changed != JSONWriter.render(RuleSchema.configRules(RuleRegistry.catalog)))
        #expect(changed.contains("(changed)"))
    }

    /// Compares the value at `path` of a schema file with `generated`, written as the
    /// JSON writer writes it and indented to where it stands.
    static func check(_ name: String, at path: [String], is generated: JSONOutput) throws {
        let filePath = RepositoryPaths.schemas + "/" + name
        let bytes = try #require(FileManager.default.contents(atPath: filePath)).map { $0 }
        let parsed = JSONParser().parse(SourceFile(path: name, bytes: bytes))
        var value = try #require(parsed.value)
        for key in path {
            value = try #require(value.objectMembers?.last { $0.key == key }?.value, "\(name) has no '\(key)'")
        }
        let lineStart = bytes[..<value.range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let indent = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") }.count
        let text = JSONWriter.render(generated).dropLast().replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: indent))
        let written = String(decoding: bytes[value.range.lowerBound..<value.range.upperBound], as: UTF8.self)
        guard written != text else { return }
        if Golden.isRecording {
            var updated = bytes
            updated.replaceSubrange(value.range.lowerBound..<value.range.upperBound, with: Array(text.utf8))
            try Data(updated).write(to: URL(fileURLWithPath: filePath), options: .atomic)
            Issue.record(Comment(rawValue: "recorded \(path.joined(separator: ".")) of \(name); run the tests again without DIALOGC_RECORD=1"))
            return
        }
        let message =
            "\(path.joined(separator: ".")) of \(name) differs from the rules' declarations (re-record with DIALOGC_RECORD=1):\n"
            + (textDiff(actual: text, expected: written) ?? "")
        Issue.record(Comment(rawValue: message))
    }
}
