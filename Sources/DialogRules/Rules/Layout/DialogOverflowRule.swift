import DialogDiagnostics
import DialogLayout
import DialogModel

/// `dialog-overflow`: the dialog does not fit in the device's safe area on some device x
/// Dynamic Type size x locale x theme, even with its content scrolling.
///
/// The engine scrolls the title, message and content when the dialog is too tall and keeps
/// the buttons pinned (docs/layout-model.md), but always shows at least
/// `dialog.scroll.minVisibleLines` lines of message text of the scroll region; only when the
/// paddings, the buttons and that least content do not fit is the card's frame taller than
/// the safe area. An alert taller than the safe area is pinned to its top and runs out at
/// the bottom; a sheet stands above the bottom safe area by its inset and runs out at the
/// top. One finding per spec, at its `id`: no single text is to blame, and one finding per
/// combination would repeat the same advice.
public struct DialogOverflowRule: LayoutRule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .dialogOverflow, .layout, .error,
        summary: "even with its content scrolling, the dialog is taller than the safe area on some device x size x locale",
        rationale: "A dialog whose buttons and least visible content do not fit the screen hides its buttons.",
        why: "The buttons or the text do not fit on the screen even with scrolling: people cannot read the dialog or reach its buttons.")

    /// Below a hundredth of a point a difference is the last bits of a sum, not an overflow.
    static let tolerance = 0.01

    public var details: String {
        "The dialog's frame from the layout engine (`dialogc layout`) is compared with the device's safe area (its height minus the top and bottom insets) in every configured device, Dynamic Type size, locale and theme. A dialog taller than the safe area scrolls its title, message and content with the buttons pinned (`content-scrolls` reports that at standard sizes), so this fires only when the card's paddings, its buttons and `dialog.scroll.minVisibleLines` lines of message text (2 by default) of the scroll region do not fit. An alert taller than the safe area is pinned to its top and overflows at the bottom; a sheet stands `bottomInset` above the bottom safe area and overflows at the top, so its inset counts against it. One finding per spec, at its `id`, naming the first failing combination (devices, then sizes, then locales, then themes, in config order), by how much it overflows, and how many other combinations fail."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Only the first failing combination is named, the rest counted: walk them by index
        // and keep no list of copies (each held a tree).
        let combinations = context.layouts.combinations
        var first: (combination: Int, frame: LayoutFrame, excess: Double)?
        var failing = 0
        for index in combinations.indices {
            guard let frame = combinations[index].landmarks.dialog?.frame else { continue }
            let device = combinations[index].device
            let excess = max(device.safeArea.top - frame.y, frame.maxY - (device.height - device.safeArea.bottom))
            guard excess > Self.tolerance else { continue }
            if first == nil { first = (index, frame, excess) }
            failing += 1
        }
        guard let (index, frame, excess) = first else { return [] }
        let buttons = combinations[index].landmarks.dialog?.children.first { $0.type == .buttons }
        let message = DialogOverflowMessage.tooTall(
            height: frame.height, excess: excess, buttonsHeight: buttons?.frame.height, isLowerBound: combinations[index].hasCutText, where: combinations[index],
            others: failing - 1, presentation: context.spec.presentation.value.rawValue)
        return [context.finding(message, at: context.spec.id.range)]
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": 1️⃣"backup.choice",
                  "title": "Back up your timers?",
                  "message": "Choose where your timers are kept.",
                  "buttons": [
                    { "id": "cloud", "title": "In the cloud", "role": "primary" },
                    { "id": "phone", "title": "On this phone" },
                    { "id": "later", "title": "Not now", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#, config: #"{ "devices": [{ "name": "iphone-se-landscape", "width": 568, "height": 320 }] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.deleted",
                  "title": "Timer deleted",
                  "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }]
                }
                """#),
                // Too long for a small phone at accessibility sizes, so the text scrolls with
                // the buttons pinned (`content-scrolls` speaks of the standard sizes).
                RuleExample(#"""
                {
                  "id": "terms.update",
                  "title": "Our terms have changed",
                  "message": "We have updated our terms of service. The new terms explain how we store your timers, how long we keep the history of deleted timers, which data we share with the widget and the watch app, how you can export everything you have recorded, and how to close your account. Please read them before you continue to use the app.",
                  "buttons": [
                    { "id": "agree", "title": "Agree", "role": "primary" },
                    { "id": "read", "title": "Read the terms" },
                    { "id": "later", "title": "Later", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#),
            ])
    }
}

enum DialogOverflowMessage {
    static func tooTall(
        height: Double, excess: Double, buttonsHeight: Double?, isLowerBound: Bool = false, where combination: SpecLayouts.Combination,
        others: Int, presentation: String
    ) -> String {
        let over = isLowerBound ? "more than " : ""
        let buttons = buttonsHeight.map { ", of which the pinned buttons take \(LayoutWording.points($0))" } ?? ""
        return "even with its content scrolling, the dialog is \(over)\(LayoutWording.points(height)) tall\(buttons), and overflows the safe area by "
            + "\(over)\(LayoutWording.points(excess)) \(LayoutWording.combination(combination))\(LayoutWording.others(others)); "
            + "use fewer or shorter buttons (a row rather than a stack), or lower the 'button.height', 'button.padding.vertical', "
            + "'dialog.\(presentation).padding.top' and '.bottom', 'dialog.spacing.content' or 'dialog.scroll.minVisibleLines' tokens; "
            + "to check fewer sizes or devices, list them in 'dynamicType' or 'devices' in dialogc.json"
    }
}

extension RuleID {
    public static let dialogOverflow = RuleID("dialog-overflow")
}
