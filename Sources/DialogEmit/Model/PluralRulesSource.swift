import DialogModel

/// The plural runtime `DialogSupport.swift` carries: CLDR's cardinal rules for the config's
/// locales only (the conditions generated from CLDR's plurals.xml into `PluralRules`), and
/// `DialogPluralRules.form`, which a plural text calls with its count to pick a form.
/// The operands are CLDR's (`n i v w f t e`, UTS #35) so that the rules are copied as CLDR
/// writes them; generated code builds them from an `Int`, the only selector type, and a
/// test also feeds decimals and compares with Babel.
enum PluralRulesSource {
    /// `public` declarations under a public access level, as the rest of the support file.
    static func text(locales: [String], accessLevel: SwiftSettings.AccessLevel) -> String {
        var cases: [(locales: [String], conditions: [(category: PluralCategory, swift: String)])] = []
        for locale in locales {
            let set = PluralRules.ruleSet(for: locale)
            guard !set.conditions.isEmpty else { continue }
            if let index = cases.firstIndex(where: { $0.conditions.map(\.swift) == set.conditions.map(\.swift) && $0.conditions.map(\.category) == set.conditions.map(\.category) }) {
                cases[index].locales.append(locale)
            } else {
                cases.append((locales: [locale], conditions: set.conditions))
            }
        }
        var lines: [String] = []
        for entry in cases {
            lines.append("        case " + entry.locales.map { SwiftStringLiteral.render($0) }.joined(separator: ", ") + ":")
            for condition in entry.conditions {
                lines.append("            if \(condition.swift) { return .\(condition.category.rawValue) }")
            }
            lines.append("            return .other")
        }
        lines.append("        default:")
        lines.append("            return .other")
        let access = accessLevel == .public ? "public " : ""
        return (header + lines.joined(separator: "\n") + "\n" + footer).replacing("ACCESS ", with: access)
    }

    private static let header = #"""
/// A CLDR plural category (UTS #35, "Language Plural Rules").
ACCESS enum DialogPluralCategory: Swift.Sendable {
    case zero, one, two, few, many, other
}

/// The operands of CLDR's plural rules: `n` the absolute value, `i` its whole part, `v` and
/// `w` the visible fraction digits with and without trailing zeros, `f` and `t` those digits
/// as a number, `e` the compact exponent.
ACCESS struct DialogPluralOperands: Swift.Sendable {
    ACCESS var n: Swift.Double
    ACCESS var i: Swift.Int
    ACCESS var v = 0
    ACCESS var w = 0
    ACCESS var f = 0
    ACCESS var t = 0
    ACCESS var e = 0

    /// The operands of a count: a whole number has no fraction digits.
    ACCESS init(_ value: Swift.Int) {
        i = Swift.Int(clamping: value.magnitude)
        n = Swift.Double(i)
    }

    /// Whether `x` is a whole number in `range`: CLDR's `n = 3..10` holds for 3 and 4, not 3.5.
    ACCESS func isWhole(_ x: Swift.Double, in range: Swift.ClosedRange<Swift.Int>) -> Swift.Bool {
        x.rounded(.towardZero) == x && x >= Swift.Double(range.lowerBound) && x <= Swift.Double(range.upperBound)
    }
}

/// CLDR's cardinal plural rules for the build's locales.
ACCESS enum DialogPluralRules {
    /// The category CLDR gives `o` in `locale`, one of the build's locales.
    ACCESS static func category(of o: DialogPluralOperands, in locale: Swift.String) -> DialogPluralCategory {
        switch locale {

"""#

    private static let footer = #"""
        }
    }

    /// The form for the category of `count` in `locale`; `other` for a category the text lacks.
    ACCESS static func form<Text>(
        _ count: Swift.Int, in locale: Swift.String, zero: Text? = nil, one: Text? = nil, two: Text? = nil, few: Text? = nil,
        many: Text? = nil, other: Text
    ) -> Text {
        switch category(of: DialogPluralOperands(count), in: locale) {
        case .zero: zero ?? other
        case .one: one ?? other
        case .two: two ?? other
        case .few: few ?? other
        case .many: many ?? other
        case .other: other
        }
    }
}
"""#
}
