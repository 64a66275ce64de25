/// A generated file: a plain file name (no folders) and its contents. Writing it somewhere is
/// the caller's business; the name is only ever formed from a validated type name.
public struct OutputFile: Sendable, Hashable {
    public var relativePath: String
    /// The text of a generated file; empty for a copied binary file or a streamed one.
    public var contents: String
    /// The bytes of a file copied as it is (a font in the catalog); nil for generated text.
    public var binary: [UInt8]?
    /// Text made a piece at a time as it is written, never held whole (the catalog's index);
    /// nil for any other file.
    public var streamed: (any StreamedText)?

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

    /// A file whose text is made while it is written.
    public init(relativePath: String, streaming text: any StreamedText) {
        self.relativePath = relativePath
        self.contents = ""
        self.streamed = text
    }

    /// The file's text whatever holds it (a streamed file's made in full, for tests and
    /// comparisons); empty for a binary file.
    public var text: String { streamed?.wholeText ?? contents }

    public static func == (one: OutputFile, other: OutputFile) -> Bool {
        one.relativePath == other.relativePath && one.binary == other.binary && one.text == other.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(relativePath)
        hasher.combine(binary)
        hasher.combine(text)
    }
}

/// Text too large to hold at once, passed on in order a piece at a time: the catalog's index
/// is 45 MB at 50,000 specs, and building it whole held it beside everything else the run
/// keeps.
public protocol StreamedText: Sendable {
    func write(to emit: (String) -> Void)
}

extension StreamedText {
    /// Every piece joined.
    public var wholeText: String {
        var text = ""
        write { text += $0 }
        return text
    }
}
