import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules

/// Reads, parses and decodes the project config. No config file means the defaults of
/// docs/format/config.md. A config with errors yields no config: linting specs against a
/// half-understood config would report misleading findings.
public struct ConfigLoader: Sendable {
    public init() {}

    public struct Loaded: Sendable {
        /// The config, or nil when it could not be read or has errors.
        public var config: ProjectConfig?
        /// The config file's source, for findings that point into it (`missing-token`).
        public var file: SourceFile?
        public var diagnostics: [Diagnostic]
    }

    public func load(_ path: String?) -> Loaded {
        guard let path else { return Loaded(config: ProjectConfig(), file: nil, diagnostics: []) }
        let file: SourceFile
        switch SourceReader().read(path) {
        case .success(let read): file = read
        case .failure(let diagnostic): return Loaded(config: nil, file: nil, diagnostics: [diagnostic])
        }
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return Loaded(config: nil, file: file, diagnostics: parsed.diagnostics) }
        let context = DecodingContext(file: file)
        let config = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        let diagnostics = parsed.diagnostics + context.diagnostics
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return Loaded(config: hasErrors ? nil : config, file: file, diagnostics: diagnostics)
    }
}
