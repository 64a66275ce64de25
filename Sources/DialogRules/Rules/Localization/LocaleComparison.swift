import DialogModel

/// The entry the other locales of a text are compared with: the default locale's when the
/// text has one, else the first written. Shared by the rules that compare locales.
enum LocaleComparison {
    static func reference(of text: LocalizedText, in context: RuleContext) -> LocalizedText.Entry? {
        context.entry(of: text, in: context.config.defaultLocale.value) ?? text.entries.first
    }
}
