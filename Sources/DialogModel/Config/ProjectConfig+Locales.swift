internal import DialogRuntime

/// Which configured locale a requested one gets: `DialogLocaleMatching`, the lookup generated
/// code runs too, over `orderedLocales`, falling back to `defaultLocale`.
extension ProjectConfig {
    /// The configured locales, the default first, then the others in the order written: the
    /// order in which a lookup tries them and generated code lists them.
    public var orderedLocales: [String] {
        [defaultLocale.value] + locales.value.filter { $0 != defaultLocale.value }
    }

    /// The configured locale that best matches `identifier` (`zh-Hans-CN` -> `zh-Hans`, `en_GB`
    /// -> `en`), or nil when none does or it is not a language tag.
    public func configuredLocale(matching identifier: String) -> String? {
        DialogLocaleMatching.match(identifier, among: orderedLocales)
    }

    /// The locale generated code shows for `identifier`: the best match, else the default.
    public func locale(for identifier: String?) -> String {
        identifier.flatMap(configuredLocale(matching:)) ?? defaultLocale.value
    }

    /// The locale generated code shows for a preferred-languages list (most preferred first,
    /// as `Locale.preferredLanguages`): the first that matches, else the default.
    public func locale(forPreferredLanguages identifiers: [String]) -> String {
        for identifier in identifiers {
            if let match = configuredLocale(matching: identifier) { return match }
        }
        return defaultLocale.value
    }
}
