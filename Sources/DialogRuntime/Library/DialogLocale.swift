import Foundation

/// The locales of the app's dialogs and the lookup that picks one for a requested locale:
/// `DialogLocaleMatching`, the same code `dialogc layout --locale` runs.
///
/// Only in the `DialogRuntime` library. A build with `"runtime": "embedded"` writes this enum
/// itself with the config's locales as constants; with `"runtime": "library"` the build writes
/// `DialogProject.configure()`, which hands the config's locales and Korean line-break policy
/// to `configure(_:koreanLineBreak:)`; call it once at launch, before the first dialog is shown
/// (docs/DECISIONS.md, "The DialogRuntime library and the project's settings").
public enum DialogLocale {
    /// How text in a Korean locale may break between lines: the config's `koreanLineBreak`.
    public enum KoreanLineBreak: Swift.Sendable {
        /// Words (eojeol) stay whole.
        case words
        /// A break may fall between a Hangul syllable and a letter or number beside it.
        case syllables
    }

    private struct Settings: Swift.Sendable {
        var locales: [Swift.String]
        var koreanLineBreak: DialogKoreanLineBreak
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var settings = Settings(locales: ["en"], koreanLineBreak: .words)

    /// Sets the configured locales (the default first; an empty list is ignored) and the Korean
    /// line-break policy, as the generated `DialogProject.configure()` does.
    public static func configure(_ locales: [Swift.String], koreanLineBreak: KoreanLineBreak = .words) {
        lock.lock()
        defer { lock.unlock() }
        if !locales.isEmpty { settings.locales = locales }
        settings.koreanLineBreak =
            switch koreanLineBreak {
            case .words: .words
            case .syllables: .syllables
            }
    }

    /// The configured locales, the default first: what `configure` was given, else `en` alone.
    public static var configured: [Swift.String] {
        lock.lock()
        defer { lock.unlock() }
        return settings.locales
    }

    /// The configured Korean line-break policy.
    static var koreanLineBreak: DialogKoreanLineBreak {
        lock.lock()
        defer { lock.unlock() }
        return settings.koreanLineBreak
    }

    /// The configured locale that best matches `identifier` (`zh-Hans-CN` or `zh_Hans_CN` gives
    /// `zh-Hans`, else `zh`); the default for nil, no match or a malformed identifier.
    public static func match(_ identifier: Swift.String?) -> Swift.String {
        let configured = self.configured
        if let identifier, let match = DialogLocaleMatching.match(identifier, among: configured) {
            return match
        }
        return configured[0]
    }

    /// The configured locale that best matches `locale`, as `match(_:)` its identifier.
    public static func match(_ locale: Foundation.Locale) -> Swift.String {
        match(locale.identifier)
    }

    /// The configured locale of the first of `preferredLanguages` (most preferred first, as
    /// `Locale.preferredLanguages`) that matches one; the default when none does.
    public static func match(_ preferredLanguages: [Swift.String]) -> Swift.String {
        let configured = self.configured
        for identifier in preferredLanguages {
            if let match = DialogLocaleMatching.match(identifier, among: configured) {
                return match
            }
        }
        return configured[0]
    }
}
