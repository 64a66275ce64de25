import DialogDiagnostics
import DialogJSON

/// "Disable this rule for this spec": the edit that adds `"rule": "reason"` to the spec's
/// root `"lint": {"disable": {…}}` (docs/format/spec.md#suppressing-a-finding), keeping the
/// rest of the file as it is. The reason is a placeholder the author replaces; a suppression
/// without one is an `invalid-value` error, so it cannot be left empty by accident.
enum Suppression {
    static let reasonPlaceholder = "say why this finding is acceptable here"

    /// The byte edit, or nil when the text is not an object or already suppresses the rule
    /// at the root.
    static func edit(disabling rule: RuleID, in bytes: [UInt8]) -> FixIt.Edit? {
        guard let root = JSONParser().parse(bytes).value, let members = root.objectMembers else { return nil }
        let entry = "\(JSONWriter.quoted(rule.name)): \(JSONWriter.quoted(reasonPlaceholder))"
        guard let lint = members.last(where: { $0.key == "lint" }) else {
            let indent = members.first.map { indentation(before: $0.keyRange.lowerBound, in: bytes) } ?? "  "
            let text = "\n\(indent)\"lint\": { \"disable\": { \(entry) } }" + (members.isEmpty ? "\n" : ",")
            return FixIt.Edit(range: .at(root.range.lowerBound + 1), replacement: text)
        }
        guard let lintMembers = lint.value.objectMembers else { return nil }
        guard let disable = lintMembers.last(where: { $0.key == "disable" }) else {
            let text = "\"disable\": { \(entry) }" + (lintMembers.isEmpty ? "" : ", ")
            return FixIt.Edit(range: .at(lint.value.range.lowerBound + 1), replacement: text)
        }
        switch disable.value.kind {
        case .object(let entries):
            guard !entries.contains(where: { $0.key == rule.name }) else { return nil }
            return FixIt.Edit(range: .at(disable.value.range.lowerBound + 1), replacement: " " + entry + (entries.isEmpty ? " " : ","))
        case .array(let names):
            // The older list form: the rule does not run for the spec at all.
            guard !names.contains(where: { $0.stringValue == rule.name }) else { return nil }
            return FixIt.Edit(range: .at(disable.value.range.lowerBound + 1), replacement: JSONWriter.quoted(rule.name) + (names.isEmpty ? "" : ", "))
        default:
            return nil
        }
    }

    /// The spaces and tabs from the start of the line to `offset`, when only they are there.
    private static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return "  " }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
