import DialogDiagnostics
import DialogJSON

/// A spec text: either one string (the default locale's) or a map of locale codes to strings.
public struct LocalizedText: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        /// The locale code as written, or nil for a plain string (the default locale).
        public var locale: Located<String>?
        public var text: DialogText
        /// The JSON string literal, quotes included.
        public var range: SourceRange

        public init(locale: Located<String>?, text: DialogText, range: SourceRange) {
            self.locale = locale
            self.text = text
            self.range = range
        }
    }

    public var entries: [Entry]
    /// The whole value: the string, or the object of locales.
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(entries: [Entry], range: SourceRange, pointer: JSONPointer) {
        self.entries = entries
        self.range = range
        self.pointer = pointer
    }

    /// True when written as a plain string rather than a locale map.
    public var isPlainString: Bool { entries.count == 1 && entries[0].locale == nil }

    /// The text for a locale; a plain string serves every locale.
    public func text(for locale: String) -> DialogText? {
        if isPlainString { return entries[0].text }
        return entries.first { $0.locale?.value == locale }?.text
    }

    /// The text generated code shows in `locale`: its own, else the default locale's, else
    /// the first written.
    public func text(for locale: String, defaultLocale: String) -> DialogText? {
        text(for: locale) ?? text(for: defaultLocale) ?? entries.first?.text
    }
}
