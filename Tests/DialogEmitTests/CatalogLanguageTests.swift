import Testing

@testable import DialogEmit

/// The direction the catalog gives a locale's text: by its script subtag when it has one,
/// else by its language.
@Suite struct CatalogLanguageTests {
    @Test func rightToLeftByLanguageOrScript() {
        for locale in ["ar", "he", "fa-IR", "ur_PK", "az-Arab", "yi"] { #expect(CatalogLanguage.direction(locale) == "rtl", "\(locale)") }
        for locale in ["en", "ko", "en-XA", "zh-Hant", "sr-Latn", "ar-Latn", "de_CH"] { #expect(CatalogLanguage.direction(locale) == "ltr", "\(locale)") }
    }
}
