import DialogDiagnostics
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// The schemas' rule lists are the catalogue's: a rule added, removed, renamed, reworded or
/// given options fails here until both schemas say the same (the enum's descriptions are
/// aligned with it, one per rule, in catalogue order).
@Suite struct SchemaRuleListTests {
    static func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.schemas + "/" + name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theSpecSchemasRuleIDsAreTheConfigurableRulesInCatalogueOrder() throws {
        let defs = try #require(try Self.schema("dialog.schema.json")["$defs"] as? [String: Any])
        let ruleID = try #require(defs["ruleID"] as? [String: Any])
        let configurable = RuleCatalog.all.filter { !$0.isFixed }
        #expect(ruleID["enum"] as? [String] == configurable.map(\.id.name))
        #expect(ruleID["markdownEnumDescriptions"] as? [String] == configurable.map { "(default: \($0.defaultSeverity.rawValue)) \($0.summary)" })
    }

    @Test func theConfigSchemaListsEveryRuleWithItsOptions() throws {
        let properties = try #require(try Self.schema("dialogc.schema.json")["properties"] as? [String: Any])
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(rules.keys) == Set(RuleCatalog.all.map(\.id.name)))
        for rule in RuleCatalog.all {
            let entry = try #require(rules[rule.id.name], "\(rule.id) is not in dialogc.schema.json")
            #expect((entry["$ref"] as? String == "#/$defs/fixedRuleSetting") == rule.isFixed, "\(rule.id): fixed rules, and only they, are fixed settings")
            let withOptions = (entry["oneOf"] as? [[String: Any]])?.last?["properties"] as? [String: Any]
            let options = Set((withOptions?.keys).map(Set.init) ?? []).subtracting(["severity"])
            #expect(options == Set(RuleOption.options(for: rule.id).map(\.name)), "\(rule.id): the schema's options differ from RuleOption")
        }
    }
}
