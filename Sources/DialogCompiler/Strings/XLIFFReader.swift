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
/// local file); the parser is also told never to resolve external entities, and a reference
/// to any entity but XML's five is refused before the parser sees it.
///
/// Only the units matter: each `trans-unit` (1.2) or `unit` (2.0) with its source, its
/// target and the target's state (of a 2.0 unit, all its segments and ignorables). Elements of the XLIFF namespaces that dialogc does not
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

    /// How deep inline codes (`<g>`, `<pc>`, …) may nest inside a source or target; spec
    /// markup never nests its spans, and a deeper document is refused rather than walked.
    static let maximumInlineDepth = 32

    /// The key of an XLIFF 2.0 unit: a plural form's unit is `<key>:<category>` there (an id
    /// is an `NMTOKEN`, which has no `#`), the import's `<key>#<category>`, and a
    /// combination's `<key>:<first>:<second>` the import's `<key>#<first>:<second>`; an id
    /// with `#` (as dialogc wrote them before) is read as it is.
    static func key(ofUnitID20 id: String) -> String {
        guard let colon = id.lastIndex(of: ":"), PluralCategory(rawValue: String(id[id.index(after: colon)...])) != nil else { return id }
        let head = id[..<colon]
        if let first = head.lastIndex(of: ":"), PluralCategory(rawValue: String(head[head.index(after: first)...])) != nil {
            return head[..<first] + "#" + id[id.index(after: first)...]
        }
        return head + "#" + id[id.index(after: colon)...]
    }

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

    /// UTF-8 only, no document type declaration, and no entity reference but XML's five and
    /// character references.
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
        if let (offset, length) = firstForeignReference(bytes) {
            let written = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
            let message = length > 1 ? TranslationFileMessage.foreignEntity(written) : TranslationFileMessage.bareAmpersand
            return Diagnostic(.translationFile, message, in: file, at: SourceRange(offset, offset + length))
        }
        return nil
    }

    /// The first `&` (its offset and the length of what it starts) that begins neither one
    /// of XML's five predefined entity references nor a character reference, outside
    /// comments, CDATA sections and processing instructions. The parser would report an
    /// unknown reference, or (depending on the document) warn and drop the rest of the
    /// text; dialogc refuses it at its place instead.
    static func firstForeignReference(_ bytes: [UInt8]) -> (offset: Int, length: Int)? {
        let skipped: [(open: [UInt8], close: [UInt8])] = [
            (Array("<!--".utf8), Array("-->".utf8)), (Array("<![CDATA[".utf8), Array("]]>".utf8)), (Array("<?".utf8), Array("?>".utf8)),
        ]
        var index = 0
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                for (open, close) in skipped where hasPrefix(open, in: bytes, at: index) {
                    // Unclosed: the parser reports it.
                    guard let end = firstOffset(of: close, in: bytes, from: index + open.count) else { return nil }
                    index = end + close.count
                    continue scan
                }
                index += 1
            case UInt8(ascii: "&"):
                var end = index + 1
                while end < bytes.count, end - index <= 40, !isReferenceEnd(bytes[end]) { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return (index, 1) }
                let name = Array(bytes[(index + 1)..<end])
                guard isKnownReference(name) else { return (index, end + 1 - index) }
                index = end + 1
            default: index += 1
            }
        }
        return nil
    }

    private static func isReferenceEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `amp`, `lt`, `gt`, `quot`, `apos`, `#` and decimal digits, `#x` and hex digits.
    private static func isKnownReference(_ name: [UInt8]) -> Bool {
        if ["amp", "lt", "gt", "quot", "apos"].contains(where: { Array($0.utf8) == name }) { return true }
        guard name.first == UInt8(ascii: "#") else { return false }
        let isHex = name.count > 1 && name[1] == UInt8(ascii: "x")
        let digits = name.dropFirst(isHex ? 2 : 1)
        return !digits.isEmpty && digits.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (isHex && ((UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)))
        }
    }

    private static func hasPrefix(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        var offset = 0
        while offset < prefix.count {
            if bytes[index + offset] != prefix[offset] { return false }
            offset += 1
        }
        return true
    }

    private static func attributeValue(_ name: String, in declaration: Substring) -> String? {
        guard let range = declaration.firstRange(of: name) else { return nil }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote })
    }

    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], hasPrefix(needle, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the first byte that is not well-formed UTF-8, and what is wrong.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, String)? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
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
    /// The unit being read: its id and where it starts, its whole source and target so
    /// far, whether any part had a target, and the least advanced state of its parts.
    private var unit: (id: String, range: SourceRange)?
    private var unitSource = InlineBuilder()
    private var unitTarget = InlineBuilder()
    private var unitHasTarget = false
    private var unitState: TranslationState?
    /// The part being read: an XLIFF 2.0 `<segment>` or `<ignorable>`, or a whole 1.2
    /// `<trans-unit>`, with its own source, target and state.
    private enum PartKind { case segment, ignorable }
    private var partKind = PartKind.segment
    private var partSource = InlineBuilder()
    private var partTarget: InlineBuilder?
    private var partState: TranslationState = .untranslated("initial")
    /// Which content is being read: inside `<source>` or `<target>` of the part.
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
            guard contentDepth <= XLIFFReader.maximumInlineDepth else {
                fail(TranslationFileMessage.inlineTooDeep(XLIFFReader.maximumInlineDepth))
                stopped = true
                parser.abortParsing()
                return
            }
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
            unit = (version == .xliff20 ? XLIFFReader.key(ofUnitID20: id) : id, here)
            unitSource = InlineBuilder()
            unitTarget = InlineBuilder()
            unitHasTarget = false
            unitState = nil
            if version == .xliff12 { beginPart(.segment, state: .untranslated("no target")) }
        case (.xliff20, "segment") where unit != nil:
            switch attributes["state"] ?? "initial" {
            case "translated", "reviewed", "final": beginPart(.segment, state: .translated)
            case let other: beginPart(.segment, state: .untranslated(other))
            }
        case (.xliff20, "ignorable") where unit != nil:
            beginPart(.ignorable, state: .translated)
        case (_, "source") where unit != nil && isUnitContent:
            content = .source
            contentDepth = 0
        case (_, "target") where unit != nil && isUnitContent:
            content = .target
            contentDepth = 0
            if partTarget == nil { partTarget = InlineBuilder() }
            if version == .xliff12 {
                switch attributes["state"] ?? "translated" {
                case "translated", "final", "signed-off": partState = .translated
                case let other where other.hasPrefix("needs-review"): partState = .needsReview(other)
                case let other: partState = .untranslated(other)
                }
            }
        default: break
        }
    }

    /// Whether a `<source>` or `<target>` here is the unit's own (not one of `alt-trans`).
    private var isUnitContent: Bool {
        stack.last == "trans-unit" || stack.last == "segment" || stack.last == "ignorable"
    }

    private func beginPart(_ kind: PartKind, state: TranslationState) {
        partKind = kind
        partSource = InlineBuilder()
        partTarget = nil
        partState = state
    }

    /// The part just read, added to its unit: a segment's source and target (a segment
    /// without a target leaves the unit untranslated), an ignorable's source and its
    /// target, or its source again when it has none (the space between two sentences).
    private func endPart() {
        unitSource.append(contentsOf: partSource.items)
        switch (partKind, partTarget) {
        case (.segment, let target?):
            unitTarget.append(contentsOf: target.items)
            unitHasTarget = true
            unitState = Self.lessAdvanced(unitState, partState)
        case (.segment, nil):
            unitState = Self.lessAdvanced(unitState, .untranslated("no target"))
        case (.ignorable, let target):
            unitTarget.append(contentsOf: (target ?? partSource).items)
        }
    }

    /// The state further from translated: no target, then not translated, then for review.
    private static func lessAdvanced(_ state: TranslationState?, _ other: TranslationState) -> TranslationState {
        func rank(_ state: TranslationState) -> Int {
            switch state {
            case .untranslated("no target"): 0
            case .untranslated: 1
            case .needsReview: 2
            case .translated: 3
            }
        }
        guard let state else { return other }
        return rank(other) < rank(state) ? other : state
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
        case .source: partSource.append(item)
        case .target: partTarget?.append(item)
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
        if unit != nil, namespaceURI == XLIFFReader.namespace20 ? (name == "segment" || name == "ignorable") && stack.last == "unit" : name == "trans-unit" {
            endPart()
        }
        guard (name == "trans-unit" || name == "unit"), let unit else { return }
        self.unit = nil
        guard let locale = targetLanguage else {
            if unitHasTarget { fail("unit '\(unit.id)' has a target, but its document names no target language (\(version == .xliff12 ? "target-language" : "trgLang"))", at: unit.range) }
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
                key: unit.id, locale: locale, source: .inline(unitSource.items), target: .inline(unitTarget.items),
                state: unitHasTarget ? unitState ?? .untranslated("no target") : .untranslated("no target"), range: unit.range))
    }
}

/// Inline content as it is read, adjacent text joined (the parser reports characters in
/// pieces, one for each entity reference): the open text grows in place, so that a target
/// of many pieces costs their length, not its square.
private struct InlineBuilder {
    private var closed: [InlineItem] = []
    private var text = ""

    var items: [InlineItem] {
        text.isEmpty ? closed : closed + [.text(text)]
    }

    mutating func append(_ item: InlineItem) {
        if case .text(let more) = item {
            text += more
            return
        }
        if !text.isEmpty {
            closed.append(.text(text))
            text = ""
        }
        closed.append(item)
    }

    mutating func append(contentsOf items: [InlineItem]) {
        for item in items { append(item) }
    }
}
