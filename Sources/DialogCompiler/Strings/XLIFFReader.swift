import DialogDiagnostics
import DialogModel
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XLIFF 1.2 or 2.0 document with Foundation's `XMLParser`, after checks of its
/// own that make entity tricks impossible rather than unlikely: the bytes must be UTF-8 (and
/// any XML declaration say so), and a document type declaration is rejected outright, so no
/// entity is ever declared, expanded or fetched (billion laughs, an external entity naming a
/// local file); the parser is also told never to resolve external entities.
///
/// Only the units matter: each `trans-unit` (1.2) or `unit` (2.0) with its source, its
/// target and the target's state. Elements of the XLIFF namespaces that dialogc does not
/// read (`header`, `alt-trans`, `notes`, …) are read past; a name neither version defines is
/// an error with a did-you-mean; elements of other namespaces (extensions) are read past.
enum XLIFFReader {
    static let namespace12 = "urn:oasis:names:tc:xliff:document:1.2"
    static let namespace20 = "urn:oasis:names:tc:xliff:document:2.0"

    static let elements12 = [
        "xliff", "file", "header", "skl", "internal-file", "external-file", "glossary", "reference", "phase-group", "phase", "tool",
        "count-group", "count", "prop-group", "prop", "note", "body", "group", "trans-unit", "source", "target", "seg-source",
        "context-group", "context", "alt-trans", "bin-unit", "bin-source", "bin-target", "g", "x", "bx", "ex", "bpt", "ept", "ph", "it",
        "sub", "mrk",
    ]
    static let elements20 = [
        "xliff", "file", "skeleton", "group", "unit", "segment", "ignorable", "notes", "note", "originalData", "data", "source", "target",
        "cp", "ph", "pc", "sc", "ec", "mrk", "sm", "em",
    ]

    static func read(_ file: SourceFile) -> (file: TranslationFile?, diagnostics: [Diagnostic]) {
        if let problem = precheck(file) { return (nil, [problem]) }
        let delegate = XLIFFDelegate(file: file)
        // From a stream, in chunks: given the whole document at once, libxml2 (on Linux)
        // fails a large one at its end with an internal error.
        let parser = XMLParser(stream: InputStream(data: Data(file.bytes)))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        delegate.parser = parser
        // The parser's return value is not to be trusted (it can be true after a fatal
        // error); the first error the delegate saw is.
        let succeeded = parser.parse()
        if let error = delegate.syntaxError {
            let offset = delegate.offset(line: error.line, column: error.column)
            delegate.diagnostics.append(Diagnostic(.translationFile, TranslationFileMessage.xmlSyntax(describe(error.code)), in: file, at: .at(offset)))
        } else if !succeeded, !delegate.stopped {
            let offset = delegate.offset(line: parser.lineNumber, column: parser.columnNumber)
            let code = (parser.parserError as? NSError)?.code ?? 0
            delegate.diagnostics.append(Diagnostic(.translationFile, TranslationFileMessage.xmlSyntax(describe(code)), in: file, at: .at(offset)))
        }
        guard !delegate.diagnostics.contains(where: { $0.severity == .error }), let version = delegate.version else {
            if delegate.diagnostics.isEmpty {
                delegate.diagnostics.append(Diagnostic(.translationFile, TranslationFileMessage.notXLIFF("nothing"), in: file, at: .at(0)))
            }
            return (nil, delegate.diagnostics)
        }
        return (
            TranslationFile(
                file: file, format: version, sourceLanguage: delegate.sourceLanguage ?? "", sourceLanguageRange: delegate.sourceLanguageRange,
                translations: delegate.translations),
            delegate.diagnostics
        )
    }

    /// UTF-8 only, and no document type declaration.
    static func precheck(_ file: SourceFile) -> Diagnostic? {
        let bytes = file.bytes
        if let (offset, detail) = firstInvalidUTF8(bytes) {
            return Diagnostic(.translationFile, TranslationFileMessage.notUTF8(detail), in: file, at: .at(offset))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("<?xml") || text.hasPrefix("\u{FEFF}<?xml"), let end = text.firstRange(of: "?>") {
            let declaration = text[..<end.lowerBound]
            if let encoding = attributeValue("encoding", in: declaration), encoding.lowercased() != "utf-8" {
                return Diagnostic(.translationFile, TranslationFileMessage.declaredEncoding(encoding), in: file, at: .at(0))
            }
        }
        if let doctype = firstOffset(of: Array("<!DOCTYPE".utf8), in: bytes) {
            let declaresEntities = firstOffset(of: Array("<!ENTITY".utf8), in: bytes) != nil
            return Diagnostic(
                .translationFile, declaresEntities ? TranslationFileMessage.entityDeclaration : TranslationFileMessage.doctype, in: file,
                at: SourceRange(doctype, doctype + 9))
        }
        return nil
    }

    private static func attributeValue(_ name: String, in declaration: Substring) -> String? {
        guard let range = declaration.firstRange(of: name) else { return nil }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote })
    }

    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the first byte that is not well-formed UTF-8, and what is wrong.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, String)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error(let length):
                let shown = bytes[offset..<min(offset + max(length, 1), bytes.count)].map { "0x" + String($0, radix: 16, uppercase: true) }
                return (offset, "bytes \(shown.joined(separator: " ")) do not form a UTF-8 character")
            }
        }
    }

    /// libxml2's warnings (`XML_WAR_*`: a relative namespace URI, an unknown version, …),
    /// which do not make a document malformed.
    static let warningCodes: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]

    /// A libxml2 error code in words. (The codes, not `XMLParser.ErrorCode`, whose raw
    /// values are off by one on Linux.)
    static func describe(_ code: Int) -> String {
        switch code {
        case 22, 23, 24, 25, 26:
            "an entity reference ('&name;') that is not one of XML's five (&amp; &lt; &gt; &quot; &apos;): write '&amp;' for '&'"
        case 73, 76, 77: "an element is not closed where it should be (opening and closing tags must match)"
        case 4, 5: "the document ends before its root element is closed"
        case 38: "a '<' inside an attribute value: write '&lt;'"
        case 39, 40, 41, 42: "a malformed or repeated attribute"
        case 6, 7, 8, 9: "a character XML 1.0 does not allow"
        default: "libxml2 error \(code)"
        }
    }
}

/// The parser's delegate: collects units as elements open and close.
private final class XLIFFDelegate: NSObject, XMLParserDelegate {
    let file: SourceFile
    weak var parser: XMLParser?
    var diagnostics: [Diagnostic] = []
    var translations: [ImportedTranslation] = []
    var version: TranslationFile.Format?
    var sourceLanguage: String?
    var sourceLanguageRange = SourceRange.at(0)
    var stopped = false
    /// The first fatal error libxml2 reported, where it was.
    var syntaxError: (code: Int, line: Int, column: Int)?

    /// XLIFF 1.2: the current `<file>`'s target language.
    private var targetLanguage: String?
    private var stack: [String] = []
    /// The unit being read.
    private var unit: (id: String, range: SourceRange)?
    private var source: [InlineItem] = []
    private var target: [InlineItem]?
    private var state: TranslationState = .untranslated("no target")
    /// Which content is being read: inside `<source>` or `<target>` of the unit.
    private enum Content { case source, target }
    private var content: Content?
    private var contentDepth = 0
    /// Where each key and locale was first seen.
    private var seen: [String: SourceRange] = [:]

    init(file: SourceFile) {
        self.file = file
    }

    func offset(line: Int, column: Int) -> Int {
        let starts = file.lineStarts
        guard line >= 1, line <= starts.count else { return file.bytes.count }
        return min(starts[line - 1] + max(column - 1, 0), file.bytes.count)
    }

    private var here: SourceRange {
        guard let parser else { return .at(0) }
        return .at(offset(line: parser.lineNumber, column: parser.columnNumber))
    }

    private func fail(_ message: String, at range: SourceRange? = nil) {
        diagnostics.append(Diagnostic(.translationFile, message, in: file, at: range ?? here))
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        defer { stack.append(name) }
        let namespace = namespaceURI ?? ""
        if stack.isEmpty {
            switch (name, namespace) {
            case ("xliff", XLIFFReader.namespace12): version = .xliff12
            case ("xliff", XLIFFReader.namespace20):
                version = .xliff20
                sourceLanguage = attributes["srcLang"]
                sourceLanguageRange = here
                targetLanguage = attributes["trgLang"]
                if sourceLanguage == nil { fail(TranslationFileMessage.missingAttribute("srcLang", of: "xliff")) }
            default:
                fail(TranslationFileMessage.notXLIFF(namespace.isEmpty ? name : "\(name) xmlns=\"\(namespace)\""))
                stopped = true
                parser.abortParsing()
            }
            return
        }
        guard let version, namespace == (version == .xliff12 ? XLIFFReader.namespace12 : XLIFFReader.namespace20) else {
            // An extension element: read past, but never inside a text.
            if content != nil { fail(TranslationFileMessage.nestedCode(name)) }
            return
        }
        let known = version == .xliff12 ? XLIFFReader.elements12 : XLIFFReader.elements20
        guard known.contains(name) else {
            fail(TranslationFileMessage.unknownElement(name, in: stack.last ?? "", expected: known))
            return
        }
        if let content {
            contentDepth += 1
            inline(name, attributes: attributes, version: version, into: content)
            return
        }
        switch (version, name) {
        case (.xliff12, "file"):
            if sourceLanguage == nil {
                sourceLanguage = attributes["source-language"]
                sourceLanguageRange = here
            }
            if attributes["source-language"] == nil { fail(TranslationFileMessage.missingAttribute("source-language", of: "file")) }
            targetLanguage = attributes["target-language"]
            if let other = attributes["source-language"], let sourceLanguage, other != sourceLanguage {
                fail("this <file> has source-language '\(other)' but an earlier one '\(sourceLanguage)'; one import has one source language")
            }
        case (.xliff12, "trans-unit"), (.xliff20, "unit"):
            guard let id = attributes["id"] else {
                fail(TranslationFileMessage.missingAttribute("id", of: name))
                return
            }
            unit = (id, here)
            source = []
            target = nil
            state = .untranslated("no target")
        case (.xliff20, "segment"):
            switch attributes["state"] ?? "initial" {
            case "translated", "reviewed", "final": state = .translated
            case let other: state = .untranslated(other)
            }
        case (_, "source") where unit != nil && isUnitContent:
            content = .source
            contentDepth = 0
        case (_, "target") where unit != nil && isUnitContent:
            content = .target
            contentDepth = 0
            if target == nil { target = [] }
            if version == .xliff12 {
                switch attributes["state"] ?? "translated" {
                case "translated", "final", "signed-off": state = .translated
                case let other where other.hasPrefix("needs-review"): state = .needsReview(other)
                case let other: state = .untranslated(other)
                }
            }
        default: break
        }
    }

    /// Whether a `<source>` or `<target>` here is the unit's own (not one of `alt-trans`).
    private var isUnitContent: Bool {
        stack.last == "trans-unit" || stack.last == "segment" || stack.last == "ignorable"
    }

    private func inline(_ name: String, attributes: [String: String], version: TranslationFile.Format, into content: Content) {
        let id = attributes["id"] ?? ""
        let item: InlineItem
        switch (version, name) {
        case (.xliff12, "x"): item = .placeholder(id: id, equiv: attributes["equiv-text"])
        case (.xliff20, "ph"): item = .placeholder(id: id, equiv: attributes["equiv"] ?? attributes["disp"])
        case (.xliff12, "g"): item = .open(id: id, kind: attributes["ctype"])
        case (.xliff20, "pc"): item = .open(id: id, kind: attributes["subType"])
        case (.xliff20, "cp"):
            guard let hex = attributes["hex"], let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                fail("<cp> needs a 'hex' attribute naming a Unicode code point")
                return
            }
            item = .text(String(Character(scalar)))
        default:
            fail(TranslationFileMessage.nestedCode(name))
            return
        }
        append(item, to: content)
    }

    private func append(_ item: InlineItem, to content: Content) {
        switch content {
        case .source: source.append(item)
        case .target: target = (target ?? []) + [item]
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
        let code = (error as NSError).code
        guard !stopped, syntaxError == nil, !XLIFFReader.warningCodes.contains(code) else { return }
        syntaxError = (code, parser.lineNumber, parser.columnNumber)
        stopped = true
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let content else { return }
        append(.text(string), to: content)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard let content else { return }
        append(.text(String(decoding: CDATABlock, as: UTF8.self)), to: content)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if let content {
            if contentDepth == 0 {
                self.content = nil
            } else {
                contentDepth -= 1
                if name == "g" || name == "pc" { append(.close(id: ""), to: content) }
            }
            return
        }
        guard (name == "trans-unit" || name == "unit"), let unit else { return }
        self.unit = nil
        guard let locale = targetLanguage else {
            if target != nil { fail("unit '\(unit.id)' has a target, but its document names no target language (\(version == .xliff12 ? "target-language" : "trgLang"))", at: unit.range) }
            return
        }
        let key = unit.id + "\u{0}" + locale
        if let first = seen[key] {
            diagnostics.append(
                Diagnostic(
                    .translationFile, TranslationFileMessage.duplicateUnit(unit.id, locale: locale), in: file, at: unit.range,
                    notes: [Diagnostic.Note(TranslationFileMessage.firstUnit, at: file.location(of: first))]))
            return
        }
        seen[key] = unit.range
        translations.append(
            ImportedTranslation(
                key: unit.id, locale: locale, source: .inline(merged(source)), target: .inline(merged(target ?? [])),
                state: target == nil ? .untranslated("no target") : state, range: unit.range))
    }

    /// Adjacent text items joined (the parser reports characters in pieces).
    private func merged(_ items: [InlineItem]) -> [InlineItem] {
        var result: [InlineItem] = []
        for item in items {
            if case .text(let more) = item, case .text(let text)? = result.last {
                result[result.count - 1] = .text(text + more)
            } else {
                result.append(item)
            }
        }
        return result
    }
}
