import DialogDiagnostics
import DialogJSON
import DialogModel

/// Reads, parses and decodes the project config. No config file means the defaults of
/// FORMAT.md section 4. A config with errors yields no config: linting specs against a
/// half-understood config would report misleading findings.
public struct ConfigLoader: Sendable {
    public init() {}

    public func load(_ path: String?) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
        guard let path else { return (ProjectConfig(), []) }
        let file: SourceFile
        switch SourceReader().read(path) {
        case .success(let read): file = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return (nil, parsed.diagnostics) }
        let context = DecodingContext(file: file)
        let config = ProjectConfigDecoder.decode(value, context: context)
        let diagnostics = parsed.diagnostics + context.diagnostics
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : config, diagnostics)
    }
}
