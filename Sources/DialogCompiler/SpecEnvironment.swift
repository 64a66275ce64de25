import DialogDiagnostics
import DialogModel

/// One project's config, design system and fonts, loaded once, against which a spec's text
/// is checked as `dialogc lint - --stdin-filename PATH` checks it: for an editor, which
/// checks the same project on every change and loads the environment again only when one of
/// its files changes (`inputPaths`).
///
/// `read` reads the config, the configs it extends and the token and resolver files, so an
/// editor's unsaved buffers of those files are what the specs are checked with.
public struct SpecEnvironment: Sendable {
    /// The config file; nil when no `dialogc.json` lies above the specs (the defaults).
    public let configPath: String?
    /// Every file the environment was loaded from (the config, the configs it extends, the
    /// token, resolver and font files), normalized: when one changes, load again.
    public let inputPaths: Set<String>
    private let project: ProjectPlan.Project
    private let outcome: LintPipeline.EnvironmentOutcome

    public init(configPath: String?, read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic> = { SourceReader().read($0) }) {
        self.configPath = configPath
        let loaded = ConfigLoader(read: read).load(configPath)
        project = ProjectPlan.Project(configPath: configPath, loaded: loaded, specFiles: [], tokenFiles: [])
        outcome = LintPipeline().loadEnvironment(project, read: read)
        var inputs: [RunInput]
        switch outcome {
        case .loaded(let environment): inputs = environment.inputs
        case .stopped(let result): inputs = result.inputs
        }
        // A config that stopped at a parent names no inputs past it: the parents it reached.
        inputs += (loaded.config?.parents ?? []).map { RunInput(path: $0.file.path, kind: .parentConfig) }
        inputPaths = Set(inputs.map { FilePath.normalize($0.path) })
    }

    /// The spec at `path` checked at `bytes` (never read from disk), as lint checks it.
    public func lint(path: String, bytes: [UInt8]) -> LintResult {
        switch outcome {
        case .stopped(let result):
            return result
        case .loaded(let environment):
            let path = FilePath.normalize(path)
            var project = project
            project.specFiles = [path]
            var request = LintRequest(inputs: [], keepsSpecs: true)
            request.standardInput = (path, bytes)
            return LintPipeline().lint(project, request: request, in: environment, reuse: nil).result
        }
    }
}
