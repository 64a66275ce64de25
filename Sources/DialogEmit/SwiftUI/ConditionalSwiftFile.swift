/// A generated file whose declarations exist only where a module can be imported:
/// `#if canImport(SwiftUI)` around the import and every declaration, so the same file
/// compiles on Linux (to nothing) and in an app. Top-level declarations may carry attribute
/// lines (`@available(...)`, `@MainActor`), which `SwiftDeclaration` has no place for.
/// `unconditional` entries come first, outside the `#if`: declarations every platform and
/// presenter reads (a dialog's `appearance`).
struct ConditionalSwiftFile {
    struct Entry {
        var attributes: [String]
        var declaration: SwiftDeclaration
        /// A compilation condition of the entry alone (`DEBUG`), nil for none.
        var condition: String? = nil
    }

    var header: String
    var module: String
    var unconditional: [Entry] = []
    var entries: [Entry]

    func render(_ renderer: SwiftRenderer = SwiftRenderer()) -> String {
        var writer = CodeWriter()
        writer.comment(header, depth: 0)
        for entry in unconditional {
            writer.blank()
            write(entry, renderer, into: &writer)
        }
        writer.blank()
        writer.line("#if canImport(\(module))", depth: 0)
        writer.line("import \(module)", depth: 0)
        for entry in entries {
            writer.blank()
            write(entry, renderer, into: &writer)
        }
        writer.line("#endif", depth: 0)
        return writer.text
    }

    private func write(_ entry: Entry, _ renderer: SwiftRenderer, into writer: inout CodeWriter) {
        if let condition = entry.condition { writer.line("#if \(condition)", depth: 0) }
        for attribute in entry.attributes { writer.line(attribute, depth: 0) }
        renderer.write(entry.declaration, depth: 0, into: &writer)
        if entry.condition != nil { writer.line("#endif", depth: 0) }
    }
}
