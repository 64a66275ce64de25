import DialogDiagnostics
import DialogModel
import DialogTokens

/// `motion-duration`: a transition the spec sets lasts less than `min` or more than `max`
/// seconds in some theme.
///
/// Only transitions the spec writes are checked, at the value: a spec cannot change a
/// theme's `dialog.transition.in`, and reporting the theme's token on every spec that keeps
/// the default would repeat one design-system problem once per dialog. The default of the
/// embedded design system lies within the default bounds.
public struct MotionDurationRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .motionDuration, .design, .warning,
        summary: "a transition lasts less than 0.1 s or more than 0.5 s; options `min`, `max`",
        rationale: "Motion that is too quick is not seen; too slow, it gets in the way.",
        options: [min, max])

    static let min = RuleOption("min", .nonNegativeNumber, default: .value(0.1), "shortest transition in seconds")
    static let max = RuleOption("max", .nonNegativeNumber, default: .value(0.5), "longest transition in seconds")

    public var reads: Set<SpecPart> { [.transition, .presentation] }

    public var details: String {
        "Checks `transition.in` and `transition.out` where the spec sets them, a token reference or a duration literal, in every theme. The length is the transition's `duration`, or a spring's own duration (`dialogc.spring`); `delay` is not motion and does not count. Transitions the spec leaves to the contract tokens are not reported on each spec: a spec cannot change a theme's token."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let bounds = (min: context.number(Self.min), max: context.number(Self.max))
        let written = [("transition.in", "dialog.transition.in", context.spec.transition.appear), ("transition.out", "dialog.transition.out", context.spec.transition.disappear)]
        var problems: [ThemedProblem] = []
        for case let (name, contractPath, value?) in written {
            for theme in context.designSystem.themes {
                // Unknown or mistyped references are the token rules' findings.
                guard case .value(let resolved, _) = theme.lookupTransition(value.value, contractPath: contractPath),
                    let transition = resolved.transition
                else { continue }
                let seconds = transition.effectiveDuration
                guard seconds < bounds.min || seconds > bounds.max else { continue }
                problems.append(
                    ThemedProblem(
                        theme: theme.name, range: value.range,
                        message: { MotionDurationMessage.outOfBounds(name, seconds: seconds, bounds: bounds, themes: $0) }, notes: []))
            }
        }
        return ThemedFindings.merge(problems, in: context)
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary" }],
                  "transition": { "in": 1️⃣"800ms", "out": 2️⃣"0.05s" }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary" }],
                  "transition": { "in": 1️⃣"dialog.transition.in" }
                }
                """#, config: #"{ "rules": { "motion-duration": { "max": 0.25 } } }"#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary" }],
                  "transition": { "in": "dialog.transition.in", "out": "200ms" }
                }
                """#)
            ])
    }
}

enum MotionDurationMessage {
    static func outOfBounds(_ name: String, seconds: Double, bounds: (min: Double, max: Double), themes: String) -> String {
        let tooShort = seconds < bounds.min
        let limit = tooShort ? "under the minimum of \(format(bounds.min)) s, too quick to be seen" : "over the maximum of \(format(bounds.max)) s, long enough to get in the way"
        return "'\(name)' lasts \(format(seconds)) s \(themes), \(limit)"
    }

    /// Seconds with up to three decimals and no trailing zeros: 0.28, 0.8, 1.
    static func format(_ seconds: Double) -> String {
        // Durations are at most 60 s where they are read; anything else is printed as is.
        guard seconds.isFinite, abs(seconds) < 1e12 else { return String(seconds) }
        var text = String(Int((seconds * 1000).rounded()))
        while text.count < 4 { text = "0" + text }
        let whole = text.dropLast(3)
        var fraction = String(text.suffix(3))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}

extension RuleID {
    public static let motionDuration = RuleID("motion-duration")
}
