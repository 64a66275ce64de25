import DialogDiagnostics
import DialogLayout
import DialogModel

/// `content-scrolls`: the dialog's scroll region (title, message, content elements) is
/// taller than what shows of it at a standard Dynamic Type size, up to `xxxLarge`.
///
/// At the accessibility sizes a dialog scrolling its content with the buttons pinned is what
/// users expect (as `UIAlertController` does), so those are silent; at a standard size a
/// dialog that scrolls is usually a screen's worth of text in a dialog. One finding per
/// spec, at its `id`, naming the first combination and counting the others, as
/// `dialog-overflow` does.
public struct ContentScrollsRule: LayoutRule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .contentScrolls, .layout, .warning,
        summary: "the title, message and content must scroll to be read at a Dynamic Type size up to xxxLarge",
        rationale: "Scrolling is expected at the accessibility sizes; at the standard sizes a dialog that scrolls is usually too long to read as a dialog.")

    public var details: String {
        "The scroll region of the layout engine's tree (`dialogc layout`; docs/layout-model.md): when a dialog is taller than the safe area, its title, message and content elements scroll inside the card and its buttons stay pinned. This rule reports a dialog whose content must scroll at a standard Dynamic Type size (up to `xxxLarge`) on some configured device, locale and theme. At the accessibility sizes scrolling is expected and not reported. One finding per spec, at its `id`, naming the first such combination (devices, then sizes, then locales, then themes, in config order), by how much the content is taller than what shows, and how many other combinations scroll."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let combinations = context.layouts.combinations
        var first: (combination: Int, hidden: Double)?
        var scrolling = 0
        for index in combinations.indices where !combinations[index].size.isAccessibilitySize {
            guard let scroll = combinations[index].landmarks.scroll, scroll.scrolls, let info = scroll.scroll else { continue }
            if first == nil { first = (index, info.contentHeight - scroll.frame.height) }
            scrolling += 1
        }
        guard let (index, hidden) = first else { return [] }
        let message = ContentScrollsMessage.scrolls(
            hidden: hidden, isLowerBound: combinations[index].hasCutText, where: combinations[index], others: scrolling - 1,
            presentation: context.spec.presentation.value.rawValue)
        return [context.finding(message, at: context.spec.id.range)]
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": 1️⃣"terms.update",
                  "title": "Our terms have changed",
                  "message": "We have updated our terms of service. The new terms explain how we store your timers, how long we keep the history of deleted timers, which data we share with the widget and the watch app, how you can export everything you have recorded, and how to close your account. Please read them before you continue to use the app.",
                  "buttons": [
                    { "id": "agree", "title": "Agree", "role": "primary" },
                    { "id": "read", "title": "Read the terms" },
                    { "id": "later", "title": "Later", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "terms.update",
                  "title": "Our terms have changed",
                  "message": "We changed how long we keep your history. Please read the new terms.",
                  "buttons": [
                    { "id": "later", "title": "Later", "role": "cancel" },
                    { "id": "agree", "title": "Agree", "role": "primary" }
                  ]
                }
                """#)
            ])
    }
}

enum ContentScrollsMessage {
    static func scrolls(hidden: Double, isLowerBound: Bool, where combination: SpecLayouts.Combination, others: Int, presentation: String) -> String {
        "the dialog's title, message and content must scroll to show \(isLowerBound ? "more than " : "")\(LayoutWording.points(hidden)) more "
            + "\(LayoutWording.combination(combination))\(LayoutWording.others(others)); "
            + "shorten the message, or move content out of the dialog; smaller 'dialog.title.typography', 'dialog.message.typography', "
            + "'dialog.\(presentation).padding.*' or 'button.height' tokens make room (scrolling is expected only at the accessibility sizes; "
            + "'dynamicType' and 'devices' in dialogc.json choose what is checked)"
    }
}

extension RuleID {
    public static let contentScrolls = RuleID("content-scrolls")
}
