/// Builds the catalog's HTML with every piece of text escaped for where it goes: the only
/// way to add text is `text(_:)` (HTML text) or an attribute value, both escaped; markup is
/// written only by `open`/`close` with tag and attribute names that are literals of the
/// emitter. Generated HTML is never assembled by string concatenation elsewhere.
struct HTMLWriter {
    private(set) var output = ""

    /// Room for `bytes` more bytes, taken at once: a page of tens of megabytes that grows by
    /// doubling holds the old buffer and the new one together. Room never written is never
    /// touched, so a generous estimate costs address space, not memory.
    mutating func reserveCapacity(_ bytes: Int) {
        output.reserveCapacity(output.utf8.count + bytes)
    }

    /// Passes on what is written so far and starts again, keeping the buffer's room: a page
    /// made a piece at a time (`StreamedText`) is never held whole.
    mutating func flush(to emit: (String) -> Void) {
        emit(output)
        output.removeAll(keepingCapacity: true)
    }

    /// `<tag a="v" ...>`; values escaped for a double-quoted attribute (a boolean attribute
    /// such as `hidden` is written with an empty value).
    mutating func open(_ tag: StaticString, _ attributes: [(StaticString, String)] = []) {
        output += "<\(tag)"
        for (name, value) in attributes {
            output += " \(name)=\"\(HTMLEscape.attribute(value))\""
        }
        output += ">"
    }

    /// `</tag>`.
    mutating func close(_ tag: StaticString) {
        output += "</\(tag)>"
    }

    /// `<tag ...>text</tag>`.
    mutating func element(_ tag: StaticString, _ attributes: [(StaticString, String)] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// HTML text, escaped; bidi controls shown as their code points (`HTMLEscape.text`).
    mutating func text(_ text: String) {
        output += HTMLEscape.text(text)
    }

    /// Dialog text as the app shows it: bidi controls kept (as character references, so the
    /// bytes hold none), in an element that isolates them (`unicode-bidi: isolate`).
    mutating func dialogText(_ text: String) {
        output += HTMLEscape.dialogText(text)
    }

    mutating func newline() {
        output += "\n"
    }

    /// The document's fixed head: charset, viewport, the Content-Security-Policy, the title,
    /// the site's style sheets and script (files of the site, never inline).
    /// Closes a page's `main`, `body` and `html`, each on its own line.
    mutating func closePage() {
        let names: [StaticString] = ["main", "body", "html"]
        for name in names {
            close(name)
            newline()
        }
    }

    mutating func head(title: String, styleSheets: [String], scripts: [String]) {
        output += "<!DOCTYPE html>\n"
        open("html", [("lang", "en")])
        newline()
        open("head")
        newline()
        output += "<meta charset=\"utf-8\">\n"
        output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        output += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLEscape.attribute(CatalogSecurity.policy))\">\n"
        output += "<meta name=\"referrer\" content=\"no-referrer\">\n"
        element("title", text: title)
        newline()
        for sheet in styleSheets {
            open("link", [("rel", "stylesheet"), ("href", HTMLEscape.fileURL(sheet))])
            newline()
        }
        for script in scripts {
            open("script", [("src", HTMLEscape.fileURL(script)), ("defer", "")])
            close("script")
            newline()
        }
        close("head")
        newline()
    }
}

/// The catalog's Content-Security-Policy: scripts, styles, fonts and images from the site's
/// own files only; no inline script or style, no plugins, no network, no forms. Without
/// `frame-ancestors`, which a policy in a `<meta>` element cannot carry (browsers ignore it
/// there and log that on every page): only a server's header can forbid framing.
enum CatalogSecurity {
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self'; frame-src 'self'; "
        + "connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'"
}

/// Escaping for each context of the catalog.
enum HTMLEscape {
    /// The bidi formatting characters: shown as code points in the catalog's own text (ids,
    /// paths, messages, the source listing) so they can neither hide nor reorder it.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// HTML text and attribute values: `& < > " '` as character references; other controls
    /// (except tab and line feed), the noncharacters U+FFFE and U+FFFF and bidi controls as a
    /// visible `<U+202E>`.
    static func text(_ text: String) -> String {
        escaped(text, keeping: ["\t", "\n"]) { "&lt;U+" + hex($0.value, width: 4) + "&gt;" }
    }

    static func attribute(_ value: String) -> String { text(value) }

    /// Dialog text in a preview: markup characters as references, bidi and other controls as
    /// numeric references (the browser applies them, as the app would; the bytes hold none).
    static func dialogText(_ text: String) -> String {
        escaped(text, keeping: ["\n"]) { "&#x" + hex($0.value, width: 1) + ";" }
    }

    /// `& < > " '` as character references, the `kept` controls as they are, and every other
    /// control or bidi control as `control` writes it.
    private static func escaped(_ text: String, keeping kept: [Unicode.Scalar], control: (Unicode.Scalar) -> String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if !kept.contains(scalar), isBidiControl(scalar) || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += control(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A CSS string's contents (for `"..."` in a style sheet): everything but letters,
    /// digits, space, `-`, `_` and `.` as a CSS escape `\HHHHHH`, so no quote, backslash,
    /// `<` or newline can end the string, the rule or the style sheet.
    static func cssString(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if isPlainCSS(scalar) || scalar == " " {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + hex(scalar.value, width: 6)
            }
        }
        return result
    }

    /// A relative URL to a file of the site. Site file names are plain (letters, digits,
    /// `.`, `-`, `_`, `+`); anything else is percent-encoded, and a name is always relative
    /// (`./name`), so no `javascript:` or other scheme can start it.
    static func fileURL(_ name: String) -> String {
        var result = "./"
        for byte in name.utf8 {
            let scalar = Unicode.Scalar(byte)
            if isPlainCSS(scalar) || scalar == "+" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + hex(UInt32(byte), width: 2)
            }
        }
        return result
    }

    /// A relative URL to a file of another folder: `..` for each step up, every other folder
    /// and the name percent-encoded like `fileURL`, so it starts with `./` or `../` and no
    /// scheme can start it.
    static func relativeURL(_ folders: [String], _ name: String) -> String {
        var result = "."
        for folder in folders { result += folder == ".." ? "/.." : "/" + fileURL(folder).dropFirst(2) }
        return result + "/" + fileURL(name).dropFirst(2)
    }

    /// A URL fragment naming an element's id (`#iphone-se/large/ko/light`): letters,
    /// digits, `-`, `_`, `.` and `/` as they are, any other byte percent-encoded.
    static func fragment(_ id: String) -> String {
        var result = "#"
        for byte in id.utf8 {
            let scalar = Unicode.Scalar(byte)
            if isPlainCSS(scalar) || scalar == "/" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + hex(UInt32(byte), width: 2)
            }
        }
        return result
    }

    private static func isPlainCSS(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            || scalar == "."
    }

    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
