import DialogCompiler
import DialogDiagnostics
import DialogJSON
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens

/// What kind of file a document is, by its name, which decides how it is checked.
public enum DocumentKind: Sendable, Equatable {
    /// `*.dialog.json`: the lint stages, as `dialogc lint - --stdin-filename PATH` (`SpecEnvironment`).
    case spec
    /// `dialogc.json`: parsed and decoded as the config.
    case config
    /// `*.tokens.json`, `*.resolver.json`: loaded as `dialogc lint FILE.tokens.json` loads it.
    case tokens
    /// Anything else: not checked.
    case other

    public init(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".dialog.json") {
            self = .spec
        } else if name == ConfigLocator.fileName {
            self = .config
        } else if name.hasSuffix(".tokens.json") || ThemeFiles.isResolver(name) {
            self = .tokens
        } else {
            self = .other
        }
    }
}

/// One check of a document's buffer: the findings in it and what the hover and completion
/// need of the project (its design system).
struct CheckedDocument: Sendable {
    var version: Int
    var text: DocumentText
    /// dialogc's findings, after the configured severities, in reporting order.
    var diagnostics: [Diagnostic]
    /// The themes the spec was checked against; nil for other documents or when the token
    /// files could not be read.
    var designSystem: DesignSystem?
    /// A spec's project: its config file (nil without one) and the config it was checked with
    /// (the defaults without a file); its decoded spec and the measurer it was laid out with,
    /// for completion, hover and definition; nil when unavailable.
    var configPath: String?
    var config: ProjectConfig?
    var spec: DialogSpec?
    var measurer: TextMeasurer?
}

/// Checks a document's unsaved text with dialogc's own stages: nothing of the document is
/// read from disk (its config, token and font files are).
struct DocumentChecker: Sendable {
    /// The largest document checked: the size `dialogc lint` reads (`SourceReader`).
    var maximumBytes = SourceReader.defaultMaximumBytes

    /// `environment`: the spec's project, loaded once (`SpecEnvironments`); without one it is
    /// found and loaded for this check.
    func check(path: String, kind: DocumentKind, text: DocumentText, version: Int, environment: SpecEnvironment? = nil) -> CheckedDocument {
        var checked = CheckedDocument(version: version, text: text, diagnostics: [], designSystem: nil)
        guard kind != .other else { return checked }
        guard text.bytes.count <= maximumBytes else {
            let file = SourceFile(path: path, bytes: [])
            checked.diagnostics = [
                Diagnostic(.io, CheckMessage.tooLarge(bytes: text.bytes.count, limit: maximumBytes), in: file, at: .at(0))
            ]
            return checked
        }
        switch kind {
        case .spec:
            let environment = environment ?? SpecEnvironment(configPath: ConfigLocator().locate(firstInput: path))
            let result = environment.lint(path: path, bytes: text.bytes)
            checked.diagnostics = Self.ownFindings(result.diagnostics, path: path, environmentFailed: result.hasEnvironmentProblem)
            checked.designSystem = result.designSystem
            checked.configPath = result.configPath
            (checked.config, checked.spec, checked.measurer) = (result.config, result.specs.first, result.measurer)
        case .config:
            let file = SourceFile(path: path, bytes: text.bytes)
            let parsed = JSONParser().parse(file)
            var diagnostics = parsed.diagnostics
            if let value = parsed.value {
                let context = DecodingContext(file: file)
                _ = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
                diagnostics += context.diagnostics
            }
            checked.diagnostics = diagnostics.sorted(by: Diagnostic.reportingOrder)
        case .tokens:
            let buffer = text.bytes
            let (designSystem, findings) = DesignSystemFindings.load(tokenFiles: [path]) { read in
                read == path ? .success(SourceFile(path: path, bytes: buffer)) : SourceReader().read(read)
            }
            checked.diagnostics = findings.filter { $0.location?.path == path }.sorted(by: Diagnostic.reportingOrder)
            checked.designSystem = designSystem
        case .other:
            break
        }
        return checked
    }

    /// The findings in the document itself; when its config or token files could not be
    /// used (so nothing of the spec was checked), their errors too, which the server shows
    /// at the document's start pointing at their own file.
    static func ownFindings(_ diagnostics: [Diagnostic], path: String, environmentFailed: Bool) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard let location = diagnostic.location else { return environmentFailed }
            return location.path == path || (environmentFailed && diagnostic.severity == .error)
        }
    }
}

enum CheckMessage {
    static func tooLarge(bytes: Int, limit: Int) -> String {
        let megabytes = (bytes + (1 << 20) - 1) >> 20
        return "the document is \(megabytes) MB; dialogc checks documents of at most \(limit >> 20) MB (a spec is a few KB), so it was not checked"
    }
}
