import DialogModel

/// The form the other forms and locales of a text are compared with: the default locale's
/// entry when the text has one, else the first written; of a plural, its `other` form.
/// Shared by the rules that compare locales.
enum LocaleComparison {
    static func reference(of text: LocalizedText, in context: RuleContext) -> TextForm? {
        guard let entry = context.entry(of: text, in: context.config.defaultLocale.value) ?? text.entries.first else { return nil }
        return entry.forms.first { $0.category == nil || $0.category == .other }
    }

    /// The configured locale that misspells `locale`, which the config does not list: one
    /// whose language dialogc does not know (`unknown-language`, reported at the config) and
    /// that is a plausible typo for it (`kr` for `ko`). Then the texts in `locale` are right
    /// and the config is wrong, and a finding at every text would push the user to rename them.
    static func misspeltInConfig(_ locale: String, configured: [String]) -> String? {
        guard !configured.contains(locale), LocaleCode.hasKnownLanguage(locale) else { return nil }
        return Suggestion.closest(to: locale, among: configured.filter { !LocaleCode.hasKnownLanguage($0) })
    }
}
