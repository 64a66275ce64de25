/// Why a font file could not be read: which table, at which byte offset, and what is wrong.
///
/// The reader never traps on malformed input; every out-of-range read and every
/// inconsistent count ends up here, so the pipeline can report the file as a diagnostic.
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sfnt table tag (`cmap`, `hmtx`, ...), or nil for the file header or the
    /// collection header.
    public var table: String?
    /// The byte offset from the start of the file where the problem was found.
    public var offset: Int?
    public var message: String

    public init(table: String?, offset: Int?, _ message: String) {
        self.table = table
        self.offset = offset
        self.message = message
    }

    public var description: String {
        var text = table.map { "'\($0)' table: " } ?? "font header: "
        text += message
        if let offset { text += " (at byte \(offset))" }
        return text
    }
}
