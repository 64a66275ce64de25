import DialogModel

/// A rule that reads `RuleContext.layouts`. The runner lays a spec out only when one of the
/// rules it runs is a layout rule, so the other rules (and their example tests) do not pay
/// for layouts they never read.
public protocol LayoutRule: Rule {}

extension LayoutRule {
    public var readsLayouts: Bool { true }

    public var reads: Set<SpecPart> { SpecPart.laidOut }
}
