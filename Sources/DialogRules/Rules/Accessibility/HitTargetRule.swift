import DialogDiagnostics
import DialogLayout
import DialogModel

/// `hit-target`: a button shorter or narrower than 44 pt in some laid-out combination.
///
/// Button frames come from the shared layouts (`RuleContext.layouts`). One finding per
/// button, at the button, naming the first failing combination in config order and
/// counting the others: a narrow share of a row is narrow on every small device.
public struct HitTargetRule: LayoutRule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .hitTarget, .accessibility, .error,
        summary: "a button is shorter or narrower than 44 pt in any laid-out combination",
        rationale: "Apple's HIG asks for 44x44 pt touch targets.",
        why: "A button under 44 pt is hard to tap for many people (Apple's minimum); a missed tap on a dialog blocks the app.")

    /// Apple's Human Interface Guidelines: 44 x 44 pt.
    static let minimum = 44.0
    /// Below a hundredth of a point a difference is the last bits of a sum, not a small target.
    static let tolerance = 0.01

    public var details: String {
        "Each button's frame from the layout engine (`dialogc layout`), in every configured device, Dynamic Type size, locale and theme, must be at least 44 x 44 pt. A button in a row gets its share of the row (`layout.widths`, or an equal share) minus the spacing; its height is `button.height`, or more when its title wraps. One finding per button, at the button, naming its size in the first failing combination (devices, then sizes, then locales, then themes, in config order) and how many other combinations fail."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.spec.buttons.compactMap { button -> Diagnostic? in
            let id = button.id.value
            // Only the first failing combination is named, the rest counted: walk them by
            // index and keep no list of copies (each held a tree).
            let combinations = context.layouts.combinations
            var first: (combination: Int, frame: LayoutFrame)?
            var failing = 0
            for index in combinations.indices {
                guard let frame = combinations[index].landmarks.button(id)?.frame,
                    frame.width < Self.minimum - Self.tolerance || frame.height < Self.minimum - Self.tolerance
                else { continue }
                if first == nil { first = (index, frame) }
                failing += 1
            }
            guard let (index, frame) = first else { return nil }
            let message = HitTargetMessage.tooSmall(button: id, frame: frame, where: combinations[index], others: failing - 1)
            return context.finding(message, at: button.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "promo.banner",
                  "title": "New themes are here",
                  "buttons": [
                    1️⃣{ "id": "close", "title": "✕", "role": "cancel" },
                    { "id": "browse", "title": "Browse", "role": "primary" }
                  ],
                  "layout": { "buttons": "horizontal", "widths": [0.1, 0.9] }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "promo.banner",
                  "title": "New themes are here",
                  "buttons": [
                    { "id": "close", "title": "✕", "role": "cancel" },
                    { "id": "browse", "title": "Browse", "role": "primary" }
                  ],
                  "layout": { "buttons": "horizontal", "widths": [0.3, 0.7] }
                }
                """#)
            ])
    }
}

enum HitTargetMessage {
    static func tooSmall(button: String, frame: LayoutFrame, where combination: SpecLayouts.Combination, others: Int) -> String {
        let narrow = frame.width < HitTargetRule.minimum - HitTargetRule.tolerance
        let short = frame.height < HitTargetRule.minimum - HitTargetRule.tolerance
        let what = narrow && short ? "narrower and shorter" : narrow ? "narrower" : "shorter"
        var fixes: [String] = []
        if narrow {
            fixes.append("give it a larger share of the row ('layout.widths'), stack the buttons ('layout.buttons' vertical), or lower the 'dialog.spacing.buttons' token")
        }
        if short || !narrow { fixes.append("raise the 'button.height' token") }
        let fix = fixes.joined(separator: "; ")
        return "button '\(button)' is \(LayoutWording.points(frame.width)) wide and \(LayoutWording.points(frame.height)) high "
            + "\(LayoutWording.combination(combination)), \(what) than the 44 pt minimum\(LayoutWording.others(others)); \(fix)"
    }
}

extension RuleID {
    public static let hitTarget = RuleID("hit-target")
}
