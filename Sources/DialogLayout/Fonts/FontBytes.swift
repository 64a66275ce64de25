/// Big-endian reads over a window of a font file, every read bounds-checked.
///
/// A window is one table (or the file header): reads are relative to its start and may not
/// leave it, so a table that claims more data than it holds is caught where it is read,
/// with the table's name in the error.
struct FontBytes: Sendable {
    let bytes: [UInt8]
    /// Where the window starts in `bytes`.
    let start: Int
    let count: Int
    /// Named in errors; nil for the file and collection headers.
    let table: String?

    init(_ bytes: [UInt8], table: String? = nil) {
        self.bytes = bytes
        self.start = 0
        self.count = bytes.count
        self.table = table
    }

    private init(bytes: [UInt8], start: Int, count: Int, table: String?) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.table = table
    }

    /// The window `offset ..< offset + length` of the whole file, named `table`.
    func window(at offset: Int, length: Int, table: String?) throws(FontError) -> FontBytes {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw FontError(table: table, offset: offset, "the table's \(length) bytes at offset \(offset) run past the end of the \(bytes.count)-byte file")
        }
        return FontBytes(bytes: bytes, start: offset, count: length, table: table)
    }

    func error(_ message: String, at offset: Int) -> FontError {
        FontError(table: table, offset: start + offset, message)
    }

    /// Throws unless `size` bytes at `offset` lie inside the window; `what` names the field.
    func require(_ size: Int, at offset: Int, for what: String) throws(FontError) {
        guard offset >= 0, size >= 0, offset <= count, size <= count - offset else {
            throw error("\(what) needs \(size) bytes at offset \(offset), but the \(table == nil ? "file" : "table") has \(count)", at: max(0, min(offset, count)))
        }
    }

    func uint8(at offset: Int, _ what: String) throws(FontError) -> UInt8 {
        try require(1, at: offset, for: what)
        return bytes[start + offset]
    }

    func uint16(at offset: Int, _ what: String) throws(FontError) -> UInt16 {
        try require(2, at: offset, for: what)
        return uncheckedUInt16(at: offset)
    }

    func int16(at offset: Int, _ what: String) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset, what))
    }

    func uint32(at offset: Int, _ what: String) throws(FontError) -> UInt32 {
        try require(4, at: offset, for: what)
        let position = start + offset
        return UInt32(bytes[position]) << 24 | UInt32(bytes[position + 1]) << 16
            | UInt32(bytes[position + 2]) << 8 | UInt32(bytes[position + 3])
    }

    /// A read for lookups that cannot throw (glyph lookups after parsing): nil when out of
    /// the window.
    func optionalUInt16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return uncheckedUInt16(at: offset)
    }

    private func uncheckedUInt16(at offset: Int) -> UInt16 {
        let position = start + offset
        return UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
    }

    /// Four bytes as a tag such as `cmap`; non-printable bytes become `?` so the tag can be
    /// shown in a message.
    func tag(at offset: Int, _ what: String) throws(FontError) -> String {
        let value = try uint32(at: offset, what)
        return FontBytes.tagString(value)
    }

    static func tagString(_ value: UInt32) -> String {
        var text = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
            text.unicodeScalars.append((0x20...0x7E).contains(byte) ? Unicode.Scalar(byte) : "?")
        }
        return text
    }
}
