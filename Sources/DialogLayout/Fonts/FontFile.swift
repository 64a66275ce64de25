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
        let tag = try file.uint32(at: 0, "the file tag")
        guard tag == collectionTag else {
            return FontFile(faces: [try FontFace(file: file, at: 0)], isCollection: false)
        }
        let count = Int(try file.uint32(at: 8, "the collection's face count"))
        guard (1...maximumFaceCount).contains(count) else {
            throw FontError(table: nil, offset: 8, "the collection claims \(count) fonts")
        }
        var faces: [FontFace] = []
        for index in 0..<count {
            let offset = Int(try file.uint32(at: 12 + index * 4, "the offset of collection face \(index)"))
            do {
                faces.append(try FontFace(file: file, at: offset))
            } catch {
                throw FontError(table: error.table, offset: error.offset, "face \(index) of the collection: \(error.message)")
            }
        }
        return FontFile(faces: faces, isCollection: true)
    }

    /// Reads one face: the only one of a single font, or face `index` of a collection.
    public static func parseFace(_ bytes: [UInt8], index: Int = 0) throws(FontError) -> FontFace {
        let file = try parse(bytes)
        guard file.faces.indices.contains(index) else {
            throw FontError(table: nil, offset: nil, "face index \(index) is out of range; the file has \(file.faces.count) face\(file.faces.count == 1 ? "" : "s")")
        }
        return file.faces[index]
    }
}
