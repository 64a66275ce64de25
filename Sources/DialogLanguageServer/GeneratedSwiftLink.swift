import DialogCompiler
import DialogDiagnostics
import DialogModel

/// Where `dialogc build` writes a spec's Swift: `<TypeName>.swift` in the config's output
/// folder, the dialog's type declared in it. Go to definition on the spec's `id` opens it;
/// before the first build there is no file and no location.
enum GeneratedSwiftLink {
    /// Whether the cursor is on the root's `id`, its key or its value.
    static func isOnID(_ cursor: JSONCursor, bytes: [UInt8]) -> Bool {
        if cursor.place == .value { return cursor.path == [.key("id")] }
        guard cursor.path.isEmpty, let string = cursor.string, let end = cursor.stringEnd else { return false }
        return bytes[(string.start + 1)..<end].elementsEqual("id".utf8)
    }

    /// The generated file and the range of the type's name in it; nil when it is not written.
    static func location(id: String, config: ProjectConfig) -> (path: String, text: DocumentText, range: SourceRange)? {
        let typeName = GeneratedSwiftNames.dialogType(id: id)
        let path = config.outputDirectory + "/" + typeName + ".swift"
        guard case .success(let file) = SourceReader().read(path) else { return nil }
        let name = Array(typeName.utf8)
        let declaration = Array(("struct " + typeName).utf8)
        var range = SourceRange(0, 0)
        if let start = file.bytes.firstRange(of: declaration)?.lowerBound {
            let nameStart = start + declaration.count - name.count
            range = SourceRange(nameStart, nameStart + name.count)
        }
        return (path, DocumentText(file.bytes), range)
    }
}
