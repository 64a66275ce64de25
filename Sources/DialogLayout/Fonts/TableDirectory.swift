/// The table directory of one sfnt face: tag -> byte range in the file.
struct TableDirectory: Sendable {
    /// `0x00010000` (TrueType outlines) or `OTTO` (CFF outlines); `true` is Apple's
    /// TrueType tag, accepted because such fonts still carry the same metric tables.
    static let acceptedVersions: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565]
    static let recordSize = 16

    let sfntVersion: UInt32
    private let records: [String: (offset: Int, length: Int)]
    private let file: FontBytes

    /// Reads the directory at `offset` (0 for a single font, the face's offset in a
    /// collection); table offsets are from the start of the file either way.
    init(file: FontBytes, at offset: Int) throws(FontError) {
        self.file = file
        let header = try file.window(at: offset, length: max(0, min(12, file.count - offset)), table: nil)
        sfntVersion = try header.uint32(at: 0, "the sfnt version")
        guard Self.acceptedVersions.contains(sfntVersion) else {
            throw FontError(table: nil, offset: offset, "unknown sfnt version '\(FontBytes.tagString(sfntVersion))' (0x\(String(sfntVersion, radix: 16))); expected a TrueType (0x00010000) or OpenType ('OTTO') font")
        }
        let tableCount = Int(try header.uint16(at: 4, "the table count"))
        let recordsStart = offset + 12
        let directory = try file.window(at: recordsStart, length: max(0, min(tableCount * Self.recordSize, file.count - recordsStart)), table: nil)
        try directory.require(tableCount * Self.recordSize, at: 0, for: "the directory of \(tableCount) tables")
        var records: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<tableCount {
            let base = index * Self.recordSize
            let tag = try directory.tag(at: base, "a table tag")
            let tableOffset = Int(try directory.uint32(at: base + 8, "the offset of '\(tag)'"))
            let length = Int(try directory.uint32(at: base + 12, "the length of '\(tag)'"))
            // The first record wins, as in other readers; a duplicate tag is not worth failing on.
            if records[tag] == nil { records[tag] = (tableOffset, length) }
        }
        self.records = records
    }

    func contains(_ tag: String) -> Bool { records[tag] != nil }

    /// The table's bytes; throws when it is missing or lies outside the file.
    func table(_ tag: String) throws(FontError) -> FontBytes {
        guard let record = records[tag] else {
            throw FontError(table: tag, offset: nil, "the required table is missing")
        }
        return try file.window(at: record.offset, length: record.length, table: tag)
    }

    /// The table's bytes, or nil when the font has no such table.
    func optionalTable(_ tag: String) throws(FontError) -> FontBytes? {
        contains(tag) ? try table(tag) : nil
    }
}
