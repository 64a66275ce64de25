import DialogDiagnostics
import DialogLayout
import DialogModel

/// `min-font-size`: some text renders below 11 pt.
///
/// Sizes are read from the shared layouts at the smallest configured Dynamic Type size (the
/// smallest a text is ever drawn), per typography the dialog draws with: `title.typography`
/// (the title), `message.typography` (the message, checkbox titles and text field
/// placeholders) and `button.typography` (button titles). A typography is one choice, so one
/// finding per typography: at the spec's `style` override when the spec chose it, else at
/// the first text drawn in it, the place to change.
public struct MinFontSizeRule: LayoutRule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .minFontSize, .accessibility, .warning,
        summary: "any text renders below 11 pt",
        rationale: "Apple's HIG sets 11 pt as the smallest legible size.")

    /// Apple's Human Interface Guidelines: the smallest legible size.
    static let minimum = 11.0
    /// Below a hundredth of a point a difference is the last bits of a product.
    static let tolerance = 0.01

    public var details: String {
        "Font sizes are the layout engine's: the typography token's size times the Dynamic Type scale, at the smallest Dynamic Type size the config lists (`large` with the defaults), in every theme. Checked per typography: `title.typography` (the title), `message.typography` (the message, checkbox titles, text field placeholders) and `button.typography` (button titles); one finding per typography and size, naming the themes. A finding points at the spec's `style` override of the typography when it writes one (the choice to change), else at the first text drawn in it."
    }

    /// One typography: its key, what it draws, where a finding points, and the smallest
    /// font size drawn in it in one combination (nil when nothing is drawn in it there).
    private struct Target {
        var key: String
        var name: String
        var range: SourceRange
        var smallestSize: (SpecLayouts.Combination) -> Double?
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let sizes = Set(context.config.dynamicTypeSizes)
        guard let smallest = DynamicTypeSize.allCases.first(where: sizes.contains) else { return [] }
        // One combination per theme is enough: device and locale do not change a font size.
        // Indices, not a filtered copy: each combination holds a tree.
        let all = context.layouts.combinations
        var seenThemes: Set<String> = []
        let combinations = all.indices.filter { all[$0].size == smallest && seenThemes.insert(all[$0].theme).inserted }
        let problems = targets(context).flatMap { target in
            combinations.compactMap { index -> ThemedProblem? in
                guard let size = target.smallestSize(all[index]), size < Self.minimum - Self.tolerance else { return nil }
                let (name, key) = (target.name, target.key)
                return ThemedProblem(
                    theme: all[index].theme, range: target.range,
                    message: { MinFontSizeMessage.tooSmall(name, key: key, size: size, dynamicType: smallest, themes: $0) },
                    notes: [])
            }
        }
        return ThemedFindings.merge(problems, in: context)
    }

    private func targets(_ context: RuleContext) -> [Target] {
        let spec = context.spec
        var targets: [Target] = []
        if let title = spec.title {
            targets.append(Target(key: "title.typography", name: "the title", range: range("title.typography", else: title.range, context)) { $0.landmarks.title?.style.font?.size })
        }
        let contentTexts = context.texts.filter { $0.field == .checkboxTitle || $0.field == .textFieldPlaceholder }
        if let first = spec.message?.range ?? contentTexts.first?.text.range {
            let name = spec.message == nil ? "the content elements' text" : "the message"
            targets.append(Target(key: "message.typography", name: name, range: range("message.typography", else: first, context)) { combination in
                // The message, and the labels of content elements (drawn in message typography),
                // read in place.
                var smallest = SmallestSize()
                combination.tree.root.forEachNode { node in
                    switch node.type {
                    case .message: smallest.add(node.style.font?.size)
                    case .element: for label in node.children where label.type == .label { smallest.add(label.style.font?.size) }
                    default: break
                    }
                }
                return smallest.size
            })
        }
        if let button = spec.buttons.first {
            // Not a `style` key: every button title is drawn in the theme's `button.typography`.
            targets.append(Target(key: "button.typography", name: "the button titles", range: button.title.range) { combination in
                var smallest = SmallestSize()
                for button in combination.landmarks.buttons { smallest.add(button.label?.style.font?.size) }
                return smallest.size
            })
        }
        return targets
    }

    /// The spec's override of `key` when it writes one that applies, else `fallback`.
    private func range(_ key: String, else fallback: SourceRange, _ context: RuleContext) -> SourceRange {
        StyleOverrides(spec: context.spec).override(named: key)?.written.range ?? fallback
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "terms.update",
                  "title": "Our terms have changed",
                  "message": "By continuing, you agree to the new terms.",
                  "buttons": [{ "id": "agree", "title": "Agree", "role": "primary" }],
                  "style": { "message.typography": 1️⃣"font.caption" }
                }
                """#, config: #"{ "themes": { "light": ["rules/min-font-size/type.tokens.json"] } }"#),
                RuleExample(#"""
                {
                  "id": "terms.update",
                  "title": "Our terms have changed",
                  "message": "By continuing, you agree to the new terms.",
                  "buttons": [{ "id": "agree", "title": "Agree", "role": "primary" }],
                  "style": { "message.typography": 1️⃣"font.footnote" }
                }
                """#, config: #"{ "dynamicType": ["large", "xSmall"], "themes": { "light": ["rules/min-font-size/type.tokens.json"] } }"#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "terms.update",
                  "title": "Our terms have changed",
                  "message": "By continuing, you agree to the new terms.",
                  "buttons": [{ "id": "agree", "title": "Agree", "role": "primary" }],
                  "style": { "message.typography": "font.footnote" }
                }
                """#, config: #"{ "themes": { "light": ["rules/min-font-size/type.tokens.json"] } }"#)
            ])
    }
}

enum MinFontSizeMessage {
    static func tooSmall(_ name: String, key: String, size: Double, dynamicType: DynamicTypeSize, themes: String) -> String {
        "\(name) \(name.hasSuffix("s") ? "render" : "renders") at \(LayoutWording.points(size)) at Dynamic Type size \(dynamicType.rawValue) "
            + "(the smallest configured) \(themes), below the 11 pt minimum; choose a larger '\(key)', "
            + "or leave the smaller sizes out of 'dynamicType' in dialogc.json"
    }
}

extension RuleID {
    public static let minFontSize = RuleID("min-font-size")
}
