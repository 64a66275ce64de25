/// Adds tables to an sfnt: a new directory with the tables' records, the old tables
/// copied after it (their checksums are not recomputed; the reader does not check them).
public enum SfntEditing {
    public static func adding(_ tables: [String: [UInt8]], to font: [UInt8]) -> [UInt8] {
        func uint16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func uint32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(font[at + $1]) } }
        var records: [(tag: [UInt8], data: [UInt8])] = (0..<uint16(4)).map { index in
            let record = 12 + index * 16
            let offset = uint32(record + 8)
            return (Array(font[record..<(record + 4)]), Array(font[offset..<(offset + uint32(record + 12))]))
        }
        for (tag, data) in tables.sorted(by: { $0.key < $1.key }) {
            records.removeAll { $0.tag == Array(tag.utf8) }
            records.append((Array(tag.utf8), data))
        }
        records.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
        var output = Array(font[0..<4]) + be16(records.count) + [0, 0, 0, 0, 0, 0]
        var offset = 12 + records.count * 16
        var body: [UInt8] = []
        for record in records {
            output += record.tag + [0, 0, 0, 0] + be32(offset) + be32(record.data.count)
            body += record.data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + records.count * 16 + body.count
        }
        return output + body
    }

    /// The font with every horizontal advance `factor` times as wide (`hmtx`, and `hhea`'s
    /// largest advance), clamped to what the table can hold: metrics no installed font shares,
    /// so a test can tell a font that was used from any fallback on any machine.
    public static func widening(_ font: [UInt8], by factor: Int) -> [UInt8] {
        func uint16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func table(_ tag: String) -> [UInt8]? {
            for index in 0..<uint16(font, 4) {
                let record = 12 + index * 16
                guard Array(font[record..<(record + 4)]) == Array(tag.utf8) else { continue }
                let offset = (8..<12).reduce(0) { $0 << 8 | Int(font[record + $1]) }
                let length = (12..<16).reduce(0) { $0 << 8 | Int(font[record + $1]) }
                return Array(font[offset..<(offset + length)])
            }
            return nil
        }
        guard var hhea = table("hhea"), var hmtx = table("hmtx") else { return font }
        var widest = 0
        for metric in 0..<uint16(hhea, 34) where metric * 4 + 1 < hmtx.count {
            let advance = min(uint16(hmtx, metric * 4) * factor, 0xFFFF)
            hmtx.replaceSubrange((metric * 4)..<(metric * 4 + 2), with: be16(advance))
            widest = max(widest, advance)
        }
        hhea.replaceSubrange(10..<12, with: be16(widest))
        return adding(["hhea": hhea, "hmtx": hmtx], to: font)
    }

    static func be16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
    static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }
}
