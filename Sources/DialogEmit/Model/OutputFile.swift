/// A generated file: a plain file name (no folders) and its contents. Writing it somewhere is
/// the caller's business; the name is only ever formed from a validated type name.
public struct OutputFile: Sendable, Hashable {
    public var relativePath: String
    public var contents: String

    public init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }
}
