/// `file:` URIs and the paths they name (RFC 8089; percent-encoding per RFC 3986). Only
/// `file:` documents are checked: others have no path a config could be found from.
enum DocumentURI {
    /// The path of a `file:` URI, or nil for another scheme or a malformed escape.
    static func path(of uri: String) -> String? {
        let prefix = "file://"
        guard uri.lowercased().hasPrefix(prefix) else { return nil }
        var rest = Array(uri.utf8.dropFirst(prefix.utf8.count))
        // `file://host/path`: only an empty host or `localhost` names this machine.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
            let host = String(decoding: rest[..<slash], as: UTF8.self)
            guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
            rest = Array(rest[slash...])
        } else {
            return nil
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            let byte = rest[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < rest.count, let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        guard let path = String(validating: bytes, as: UTF8.self), !path.contains("\0") else { return nil }
        return path
    }

    /// The `file:` URI of an absolute path, every byte but the unreserved ones and `/`
    /// percent-encoded (as VS Code writes them).
    static func uri(of path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                text += "%"
                text.unicodeScalars.append(digits[Int(byte >> 4)])
                text.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
