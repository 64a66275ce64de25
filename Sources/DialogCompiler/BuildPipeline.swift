import DialogDiagnostics
import DialogEmit
import DialogModel
import DialogTokens

/// What a build generates (`--emit`).
public enum EmitKind: String, Sendable, CaseIterable {
    /// `DialogSupport.swift`, `DialogSupport+SwiftUI.swift`, `DialogTokens.swift`, and per
    /// dialog `<TypeName>.swift` (the model) and `<TypeName>+View.swift` (SwiftUI).
    case swift
    /// One `<TypeName>.layout.json` per dialog with every configured combination laid out.
    case layout
}

/// What `dialogc build` is asked to do.
public struct BuildRequest: Sendable {
    public var lint: LintRequest
    /// `--out DIR`; nil for the config's `output` (default `Generated` beside the config).
    public var outputDirectory: String?
    public var emit: Set<EmitKind>

    public init(inputs: [String], configPath: String? = nil, outputDirectory: String? = nil, emit: Set<EmitKind> = [.swift]) {
        self.lint = LintRequest(inputs: inputs, configPath: configPath)
        self.outputDirectory = outputDirectory
        self.emit = emit
    }
}

/// What a build did.
public struct BuildResult: Sendable {
    public var lint: LintResult
    /// The folder written to; nil when the build stopped before writing.
    public var outputDirectory: String?
    public var written: [String]
    public var unchanged: [String]
    public var removed: [String]
    /// Findings of the build itself (writing), after the lint findings.
    public var diagnostics: [Diagnostic]

    public var hasEnvironmentProblem: Bool {
        lint.hasEnvironmentProblem || diagnostics.contains { $0.rule == .io }
    }
}

/// The build pipeline: lint first (any error and nothing is written), then emit Swift for
/// every spec, then write what changed into the output folder.
public struct BuildPipeline: Sendable {
    public init() {}

    public func run(_ request: BuildRequest) -> BuildResult {
        let lint = LintPipeline().run(request.lint)
        guard !lint.hasEnvironmentProblem, !lint.diagnostics.contains(where: { $0.severity == .error }),
            let config = lint.config, let designSystem = lint.designSystem
        else {
            return BuildResult(lint: lint, outputDirectory: nil, written: [], unchanged: [], removed: [], diagnostics: [])
        }
        var files: [OutputFile] = []
        if request.emit.contains(.swift) { files += Self.emitSwift(lint.specs, config: config, designSystem: designSystem) }
        if request.emit.contains(.layout) {
            files += Parallel.map(lint.specs) {
                LayoutOutput.document($0, config: config, designSystem: designSystem, measurer: lint.measurer)
            }
        }
        let folder = request.outputDirectory ?? config.outputDirectory
        let outcome = GeneratedFolder(path: folder).write(files)
        return BuildResult(
            lint: lint, outputDirectory: folder, written: outcome.written, unchanged: outcome.unchanged, removed: outcome.removed,
            diagnostics: outcome.diagnostics)
    }

    /// Stage "emit" for Swift: the shared files once per build, and a model and a view per
    /// dialog.
    static func emitSwift(_ specs: [DialogSpec], config: ProjectConfig, designSystem: DesignSystem) -> [OutputFile] {
        let accessLevel = config.swift.accessLevel.value
        let shared = [
            SwiftModelEmitter.support(accessLevel: accessLevel),
            SwiftUIEmitter.support(),
            SwiftTokensEmitter.tokens(designSystem, accessLevel: accessLevel),
        ]
        let perDialog = Parallel.map(specs) { spec in
            [SwiftModelEmitter.dialog(spec, config: config), SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)]
        }
        return shared + perDialog.flatMap { $0 }
    }
}
