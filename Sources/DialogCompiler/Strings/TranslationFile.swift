import DialogDiagnostics
import DialogJSON
import DialogModel

/// A translation file read for `dialogc strings import`: a String Catalog or an XLIFF 1.2 or
/// 2.0 document, reduced to what the import needs (docs/strings.md).
public struct TranslationFile: Sendable {
    public enum Format: String, Sendable {
        case xcstrings = "String Catalog"
        case xliff12 = "XLIFF 1.2"
        case xliff20 = "XLIFF 2.0"
    }

    public var file: SourceFile
    public var format: Format
    /// The file's source language (`sourceLanguage`, `source-language`, `srcLang`).
    public var sourceLanguage: String
    /// Where the source language is written, for a finding about it.
    public var sourceLanguageRange: SourceRange
    public var translations: [ImportedTranslation]
    /// Problems that count only when their key is dialogc's (a String Catalog's device
    /// variations and `substitutions`, which Xcode's own keys may have), with the key.
    public var keyProblems: [(key: String, diagnostic: Diagnostic)] = []
    /// A String Catalog's `extractionState` by key, where the entry has one: `manual` for
    /// the keys dialogc writes, another state for a key Xcode extracted from code.
    public var extractionStates: [String: String] = [:]
}

/// One target text of one unit in one locale.
public struct ImportedTranslation: Sendable {
    public var key: String
    public var locale: String
    /// The source text the file was translated from; nil when the file carries none.
    public var source: ImportedText?
    public var target: ImportedText
    public var state: TranslationState
    /// The unit (or the localization) in the translation file.
    public var range: SourceRange
    /// For a plural form read from a String Catalog's `substitutions`: the argument (its
    /// positional number) the form is chosen by, which must be the spec's plural parameter.
    public var pluralArgument: Int? = nil
    /// For a combination read from two `substitutions` that vary: the second one's argument.
    public var nestedPluralArgument: Int? = nil
}

/// A text as the file writes it.
public enum ImportedText: Sendable, Hashable {
    /// A String Catalog value: positional specifiers, `%%`, literal tags.
    case formatString(String)
    /// XLIFF content: characters and inline codes. `codes`: what the unit's source says
    /// each code id stands for (a placeholder name or a highlight style).
    case inline([InlineItem])
}

/// A piece of XLIFF content.
public enum InlineItem: Sendable, Hashable {
    case text(String)
    /// `<x/>` or `<ph/>`: a placeholder; `equiv` is its `equiv-text` or `equiv`.
    case placeholder(id: String, equiv: String?)
    /// `<g>` or `<pc>` opening; `kind` is its `ctype` or `subType`.
    case open(id: String, kind: String?)
    case close(id: String)
}

/// How far a translation has come, in the terms of each format.
public enum TranslationState: Sendable, Hashable {
    /// Ready to ship: `translated` (String Catalog, XLIFF), `final`, `signed-off`, `reviewed`.
    case translated
    /// Written but marked for review (`needs_review`, `needs-review-*`).
    case needsReview(String)
    /// Not translated yet (`new`, `initial`, `needs-translation`, no target).
    case untranslated(String)
}

/// Reads a translation file: the format is told by its first character (`{` a String
/// Catalog, `<` XML). Every problem is a `translation-file` error (or the JSON parser's
/// `json-syntax` and `duplicate-key`) with its line and column; nil when the file cannot
/// be used.
public enum TranslationFileReader {
    public static func read(_ file: SourceFile) -> (file: TranslationFile?, diagnostics: [Diagnostic]) {
        if let encoding = wideEncoding(file.bytes) {
            return (nil, [Diagnostic(.translationFile, TranslationFileMessage.wide(encoding), in: file, at: .at(0))])
        }
        let first = file.bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.first
        switch first {
        case UInt8(ascii: "{"): return XCStringsReader.read(file)
        case UInt8(ascii: "<"), 0xEF: return XLIFFReader.read(file)
        case 0xFE, 0xFF:
            return (nil, [Diagnostic(.translationFile, TranslationFileMessage.utf16, in: file, at: .at(0))])
        default:
            return (nil, [Diagnostic(.translationFile, TranslationFileMessage.unknownFormat, in: file, at: .at(0))])
        }
    }
}

extension TranslationFileReader {
    /// UTF-16 without a byte order mark (`read` reports one that has it) or UTF-32, told by where its first
    /// characters (ASCII in any translation file: `{`, `<`, white space) have NUL bytes. UTF-8
    /// text has no NUL byte (XML and JSON allow none), so no UTF-8 file is mistaken for one.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-32LE" }
        let zero = bytes.prefix(4).map { $0 == 0 }
        guard bytes.first != 0xFE, bytes.first != 0xFF, zero.count >= 2, zero.contains(true) else { return nil }
        if zero == [true, true, false, false] || zero == [true, true, true, false] { return "UTF-32BE" }
        if zero == [false, false, true, true] || zero == [false, true, true, true] { return "UTF-32LE" }
        return zero[0] ? "UTF-16BE" : zero[1] ? "UTF-16LE" : "UTF-16 or UTF-32"
    }
}

enum TranslationFileMessage {
    static let unknownFormat =
        "not a translation file: a String Catalog (.xcstrings) starts with '{' and an XLIFF file with '<'; export one with 'dialogc strings export'"
    static let utf16 = "the file is in UTF-16; dialogc reads translation files in UTF-8 only: save it as UTF-8 and import again"

    static func wide(_ encoding: String) -> String {
        "the file looks like \(encoding) (it has NUL bytes among its first characters); "
            + "dialogc reads translation files in UTF-8 only: save it as UTF-8 and import again"
    }
    static func foreignEntity(_ written: String) -> String {
        "'\(written)' is an entity reference that is not one of XML's five (&amp; &lt; &gt; &quot; &apos;) or a character reference (&#…;); "
            + "dialogc never resolves entities: write the character itself, or '&amp;' for a literal '&'"
    }
    static let bareAmpersand = "a '&' that starts no entity or character reference; write '&amp;' for a literal '&'"
    static func inlineTooDeep(_ limit: Int) -> String {
        "inline codes nested more than \(limit) deep; dialogc's highlight spans never nest: keep the source's codes, one span inside no other"
    }
    static func notUTF8(_ detail: String) -> String {
        "the file is not valid UTF-8 (\(detail)); dialogc reads translation files in UTF-8 only: save it as UTF-8 and import again"
    }
    static func declaredEncoding(_ encoding: String) -> String {
        "the XML declaration says encoding=\"\(encoding)\"; dialogc reads translation files in UTF-8 only: save it as UTF-8 with encoding=\"UTF-8\""
    }
    static let entityDeclaration =
        "the document declares entities (<!ENTITY …>); dialogc never expands entities, which can read local files or grow without bound: remove the DOCTYPE"
    static let doctype = "the document has a document type declaration (<!DOCTYPE …>), which XLIFF does not use and dialogc never loads: remove it"
    static func xmlSyntax(_ detail: String) -> String {
        "not well-formed XML: \(detail); fix the file, or export it again with 'dialogc strings export'"
    }
    static func notXLIFF(_ found: String) -> String {
        "the root element is <\(found)>, not an XLIFF 1.2 or 2.0 <xliff> (namespace urn:oasis:names:tc:xliff:document:1.2 or :2.0)"
    }
    static func missingAttribute(_ attribute: String, of element: String) -> String {
        "<\(element)> has no '\(attribute)' attribute; XLIFF requires it"
    }
    static func duplicateUnit(_ key: String, locale: String) -> String {
        "unit '\(key)' appears twice for locale '\(locale)'; keep one of them (the note points at the first)"
    }
    static let firstUnit = "the first one is here"
    static func unknownElement(_ name: String, in parent: String, expected: [String]) -> String {
        var message = "unknown element <\(name)> in <\(parent)>"
        if let suggestion = Suggestion.closest(to: name, among: expected) { message += "; did you mean <\(suggestion)>?" }
        return message + "; dialogc reads " + expected.map { "<\($0)>" }.joined(separator: ", ") + " there"
    }
    static func unknownKey(_ key: String, in what: String, expected: [String]) -> String {
        var message = "unknown key '\(key)' in \(what)"
        if let suggestion = Suggestion.closest(to: key, among: expected) { message += "; did you mean '\(suggestion)'?" }
        return message + "; a String Catalog has " + expected.map { "'\($0)'" }.joined(separator: ", ") + " there"
    }
    static func unsupported(_ key: String, unit: String) -> String {
        "'\(key)' of '\(unit)': dialogc specs have plural variations only, no device variations or substitutions; translate the plain string or the plural forms instead"
    }
    static func expected(_ what: String, found: String) -> String {
        "expected \(what), found \(found)"
    }
    static func nestedCode(_ element: String) -> String {
        "<\(element)> is not inline content dialogc writes; a unit's text holds characters, placeholders (<x/>, <ph/>) and highlight spans (<g>, <pc>)"
    }
}
