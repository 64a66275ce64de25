/// `name`: the family name a `fonts` config entry can be checked against.
enum NameTable {
    static let typographicFamily: UInt16 = 16
    static let family: UInt16 = 1
    static let fullName: UInt16 = 4
    static let postScriptName: UInt16 = 6
    static let englishUS: UInt16 = 0x0409

    /// The typographic family (name ID 16) if present, else the family (ID 1), from a
    /// Unicode (platform 0) or Windows (platform 3) record, decoded from UTF-16BE; Windows
    /// US English first. Nil when the font has no such record.
    static func familyName(_ table: FontBytes) throws(FontError) -> String? {
        try name(table, id: family)
    }

    /// The name with `id` (for `family`, the typographic family ID 16 first), chosen and
    /// decoded as `familyName` describes.
    static func name(_ table: FontBytes, id: UInt16) throws(FontError) -> String? {
        let count = Int(try table.uint16(at: 2, "the name record count"))
        let storage = Int(try table.uint16(at: 4, "the string storage offset"))
        try table.require(6 + count * 12, at: 0, for: "\(count) name records")
        var best: (rank: Int, offset: Int, length: Int)?
        for index in 0..<count {
            let base = 6 + index * 12
            let platform = try table.uint16(at: base, "platformID")
            let language = try table.uint16(at: base + 4, "languageID")
            let nameID = try table.uint16(at: base + 6, "nameID")
            let wanted = nameID == id || (id == family && nameID == typographicFamily)
            guard platform == 0 || platform == 3, wanted else { continue }
            // Lower is better: ID 16 before ID 1, then Windows English, other Windows, Unicode.
            var rank = nameID == typographicFamily ? 0 : 10
            rank += platform == 3 ? (language == englishUS ? 0 : 1) : 2
            if best == nil || rank < best!.rank {
                let length = Int(try table.uint16(at: base + 8, "the name length"))
                let offset = Int(try table.uint16(at: base + 10, "the name offset"))
                best = (rank, storage + offset, length)
            }
        }
        guard let best else { return nil }
        try table.require(best.length, at: best.offset, for: "the family name string")
        var units: [UInt16] = []
        for index in 0..<(best.length / 2) {
            units.append(try table.uint16(at: best.offset + index * 2, "a family name character"))
        }
        return String(decoding: units, as: UTF16.self)
    }
}
