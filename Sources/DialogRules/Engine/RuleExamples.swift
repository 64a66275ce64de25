/// A rule's examples: complete spec texts that must, or must not, trigger it.
///
/// In a triggering example, a keycap marker (`1️⃣` … `9️⃣`, `🔟`) stands where each finding
/// must start; the tests strip the markers, run only this rule and compare. The first example
/// of each list is shown in the rule reference (`docs/rules.md`), markers stripped.
public struct RuleExamples: Sendable {
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]

    public init(triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One example: a `*.dialog.json` text with location markers, and the `dialogc.json` text it
/// is checked with, when the rule depends on the config (locales, options).
public struct RuleExample: Sendable {
    public var spec: String
    /// Nil: the defaults of docs/format/config.md, as with no config file.
    public var config: String?

    public init(_ spec: String, config: String? = nil) {
        self.spec = spec
        self.config = config
    }

    /// The spec text with the location markers removed, as a user would write it.
    public var unmarkedSpec: String { ExampleMarkers.strip(spec) }
}

/// Removes keycap location markers from example text. Tests use `LocationMarkers` (which
/// also records where each marker stood); this copy lives here because the library cannot
/// depend on test support, and the rule reference shows examples without markers.
enum ExampleMarkers {
    static func strip(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1F51F}" {  // 🔟
                index += 1
                continue
            }
            if ("1"..."9").contains(scalar), index + 2 < scalars.count,
                scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
            {
                index += 3
                continue
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }
}
