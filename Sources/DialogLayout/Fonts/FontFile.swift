/// A font file: one face (`.ttf`, `.otf`) or several (`.ttc` collection).
public struct FontFile: Sendable {
    static let collectionTag: UInt32 = 0x7474_6366  // 'ttcf'
    /// More faces than any real collection holds; a larger count is a corrupt header, and
    /// refusing it early avoids reading thousands of bogus directories.
    static let maximumFaceCount = 4096

    public let faces: [FontFace]
    public let isCollection: Bool

    /// Reads every face of the file. Any malformed or truncated table is a `FontError`
    /// naming the table, the offset and the problem.
    public static func parse(_ bytes: [UInt8]) throws(FontError) -> FontFile {
        let file = FontBytes(bytes)
        let offsets = try faceOffsets(file)
        var faces: [FontFace] = []
        for (index, offset) in offsets.enumerated() {
            faces.append(try face(file, at: offset, index: index, of: offsets.count))
        }
        return FontFile(faces: faces, isCollection: try file.uint32(at: 0, "the file tag") == collectionTag)
    }

    /// Reads one face: the only one of a single font, or face `index` of a collection (the
    /// other faces are not read).
    public static func parseFace(_ bytes: [UInt8], index: Int = 0) throws(FontError) -> FontFace {
        let file = FontBytes(bytes)
        let offsets = try faceOffsets(file)
        guard offsets.indices.contains(index) else {
            throw FontError(table: nil, offset: nil, "face index \(index) is out of range; the file has \(offsets.count) face\(offsets.count == 1 ? "" : "s")")
        }
        return try face(file, at: offsets[index], index: index, of: offsets.count)
    }

    /// The names of every face, in file order, read from the `name` tables only, so a
    /// config can choose a collection's face by name.
    public static func faceNames(_ bytes: [UInt8]) throws(FontError) -> [FaceNames] {
        let file = FontBytes(bytes)
        var names: [FaceNames] = []
        for offset in try faceOffsets(file) {
            let directory = try TableDirectory(file: file, at: offset)
            guard let table = try directory.optionalTable("name") else {
                names.append(FaceNames(family: nil, fullName: nil, postScriptName: nil))
                continue
            }
            names.append(FaceNames(
                family: try NameTable.name(table, id: NameTable.family), fullName: try NameTable.name(table, id: NameTable.fullName),
                postScriptName: try NameTable.name(table, id: NameTable.postScriptName)))
        }
        return names
    }

    /// Where each face's table directory starts: 0 for a single font, the header's
    /// offsets for a collection.
    private static func faceOffsets(_ file: FontBytes) throws(FontError) -> [Int] {
        let tag = try file.uint32(at: 0, "the file tag")
        guard tag == collectionTag else { return [0] }
        let count = Int(try file.uint32(at: 8, "the collection's face count"))
        guard (1...maximumFaceCount).contains(count) else {
            throw FontError(table: nil, offset: 8, "the collection claims \(count) fonts")
        }
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(Int(try file.uint32(at: 12 + index * 4, "the offset of collection face \(index)")))
        }
        return offsets
    }

    private static func face(_ file: FontBytes, at offset: Int, index: Int, of count: Int) throws(FontError) -> FontFace {
        let isCollection = try file.uint32(at: 0, "the file tag") == collectionTag
        guard isCollection else { return try FontFace(file: file, at: offset) }
        do {
            return try FontFace(file: file, at: offset)
        } catch {
            throw FontError(table: error.table, offset: error.offset, "face \(index) of the collection: \(error.message)")
        }
    }
}

/// The names a face can be chosen by: its family (`name` ID 16, else 1), full (4) and
/// PostScript (6) names, those it has.
public struct FaceNames: Sendable, Hashable {
    public var family: String?
    public var fullName: String?
    public var postScriptName: String?

    /// Whether `name` is one of the face's names.
    public func matches(_ name: String) -> Bool {
        family == name || fullName == name || postScriptName == name
    }
}
