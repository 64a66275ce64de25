import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// The registry, the rule files and the catalogue must agree, so that a rule file left out of
/// the registry, or a declaration two rules share, fails a test.
@Suite struct RuleRegistryTests {
    /// Every `struct … : Rule` or `: LayoutRule` under `Sources/DialogRules/Rules/` is in the
    /// registry: the one line a new rule file needs.
    @Test func everyRuleFileIsRegistered() throws {
        let folder = RepositoryPaths.root + "/Sources/DialogRules/Rules"
        let files = try #require(FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]).filter { $0.hasSuffix(".swift") }
        var declared: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public struct ") && (line.contains(": Rule {") || line.contains(": LayoutRule {")) {
                declared.insert(String(line.dropFirst("public struct ".count).prefix { $0 != ":" }))
            }
        }
        let registered = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
        #expect(!declared.isEmpty)
        #expect(declared == registered, "rule files not registered: \(declared.subtracting(registered).sorted())")
    }

    /// A registered rule reported by an earlier stage too shares that stage's declaration;
    /// every other one declares its own, so the catalogue holds each id once.
    @Test func theCatalogueHoldsEveryRuleOnce() {
        let ids = RuleRegistry.catalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            #expect(RuleRegistry.catalog.descriptor(for: rule.id) == rule.descriptor, "\(rule.id)")
        }
        #expect(RuleRegistry.catalog.all.count == RuleCatalog.stages.all.count + RuleRegistry.all.count { RuleCatalog.stages.descriptor(for: $0.id) == nil })
    }

    /// The runner lays a spec out when a rule says it reads layouts; that must be exactly
    /// the layout rules, or a layout rule would read empty layouts.
    @Test func exactlyTheLayoutRulesReadLayouts() {
        for rule in RuleRegistry.all {
            #expect(rule.readsLayouts == (rule is any LayoutRule), "\(rule.id)")
        }
        #expect(RuleRegistry.all.contains { $0.readsLayouts })
    }

    @Test func ruleIDsAreRegisteredOnce() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// Options are declared once per rule, with names the config can hold.
    @Test func optionNamesAreUniqueAndNotSeverity() {
        for rule in RuleRegistry.catalog.all {
            let names = rule.options.map(\.name)
            #expect(Set(names).count == names.count, "\(rule.id)")
            #expect(!names.contains("severity"), "\(rule.id)")
            #expect(rule.options.isEmpty || !rule.isFixed, "\(rule.id): a fixed rule takes no options")
        }
    }
}
