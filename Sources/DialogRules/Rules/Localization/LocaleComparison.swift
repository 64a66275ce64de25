import DialogModel

/// The form the other forms and locales of a text are compared with: the default locale's
/// entry when the text has one, else the first written; of a plural, its `other` form.
/// Shared by the rules that compare locales.
enum LocaleComparison {
    static func reference(of text: LocalizedText, in context: RuleContext) -> TextForm? {
        guard let entry = context.entry(of: text, in: context.config.defaultLocale.value) ?? text.entries.first else { return nil }
        return entry.forms.first { $0.category == nil || $0.category == .other }
    }
}
