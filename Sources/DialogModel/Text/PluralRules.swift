/// A CLDR plural category (UTS #35, "Language Plural Rules"), in CLDR's order.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One cardinal rule set of CLDR and the locales that share it.
public struct PluralRuleSet: Sendable {
    /// CLDR's locale codes, `_` written as `-` (`pt-PT`).
    public var locales: [String]
    /// The categories a whole number can select: those CLDR gives `@integer` samples for.
    /// A text whose selector is an `Int` needs a form for each (`missing-plural-form`).
    public var wholeNumberCategories: [PluralCategory]
    /// Each category but `other` with its condition, in CLDR's order (the first that holds
    /// wins; `other` when none does), as a Swift `Bool` expression over the operands `o`
    /// of the generated `DialogPluralOperands` (`n i v w f t e`, UTS #35).
    public var conditions: [(category: PluralCategory, swift: String)]

    init(locales: [String], wholeNumberCategories: [PluralCategory], conditions: [(PluralCategory, String)]) {
        self.locales = locales
        self.wholeNumberCategories = wholeNumberCategories
        self.conditions = conditions.map { (category: $0.0, swift: $0.1) }
    }
}

/// CLDR's cardinal plural rules, generated from CLDR's plurals.xml into
/// `PluralRules+CLDR.swift` (docs/DECISIONS.md, "Plurals").
public enum PluralRules {
    private static let byLocale: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, set) in ruleSets.enumerated() {
            for locale in set.locales { index[locale.lowercased()] = position }
        }
        return index
    }()

    /// Whether CLDR has a rule set for `language` itself (`ko`, not `root`): the languages
    /// dialogc knows.
    static func knows(language: String) -> Bool {
        language != "root" && byLocale[language.lowercased()] != nil
    }

    /// The languages dialogc knows, sorted: CLDR's locales without subtags.
    static let languages: [String] = byLocale.keys.filter { $0 != "root" && !$0.contains("-") && !$0.contains("_") }.sorted()

    /// The rule set of a locale code: its own, else that of the code with subtags dropped
    /// from the end (`pt-BR` → `pt`), else CLDR's `root` (only `other`).
    public static func ruleSet(for locale: String) -> PluralRuleSet {
        var subtags = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        while !subtags.isEmpty {
            if let position = byLocale[subtags.joined(separator: "-")] { return ruleSets[position] }
            subtags.removeLast()
        }
        return ruleSets[byLocale["root"]!]
    }

    /// The categories a text with an `Int` selector needs in `locale`: every category a
    /// whole number can select there, and `other`, which the spec format always requires.
    public static func requiredCategories(for locale: String) -> [PluralCategory] {
        var categories = ruleSet(for: locale).wholeNumberCategories
        if !categories.contains(.other) { categories.append(.other) }
        return categories
    }
}
