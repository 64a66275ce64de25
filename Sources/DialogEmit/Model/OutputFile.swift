/// A generated file: a plain file name (no folders) and its contents. Writing it somewhere is
/// the caller's business; the name is only ever formed from a validated type name.
public struct OutputFile: Sendable, Hashable {
    public var relativePath: String
    /// The text of a generated file; empty for a copied binary file.
    public var contents: String
    /// The bytes of a file copied as it is (a font in the catalog); nil for generated text.
    public var binary: [UInt8]?

    public init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
        self.binary = nil
    }

    /// A file copied byte for byte.
    public init(relativePath: String, bytes: [UInt8]) {
        self.relativePath = relativePath
        self.contents = ""
        self.binary = bytes
    }
}
