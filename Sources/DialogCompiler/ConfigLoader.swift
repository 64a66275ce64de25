import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import FoundationEssentials

/// Reads, parses and decodes the project config, and the configs its `extends` chain names,
/// merged nearest first (`ProjectConfig.extending`). No config file means the defaults of
/// docs/format/config.md. A config with errors, or one whose chain has any, yields no
/// config: linting specs against a half-understood config would report misleading findings.
/// A parent's own findings are reported in the parent's file; what stops the chain (a parent
/// missing, unreadable, with errors, or leading back to a config of the chain) is an error at
/// the `extends` value that names it.
public struct ConfigLoader: Sendable {
    /// How many configs one chain may hold: far more than a design system and a company-wide
    /// policy need, and a bound however the file system's links turn.
    static let maximumChain = 16

    /// How a config file is read: from disk, or an editor's unsaved buffer first.
    private let read: @Sendable (String) -> Result<SourceFile, Diagnostic>

    public init(read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic> = { SourceReader().read($0) }) {
        self.read = read
    }

    public struct Loaded: Sendable {
        /// The config, or nil when it could not be read or has errors.
        public var config: ProjectConfig?
        /// The config file's source, for findings that point into it (`missing-token`).
        public var file: SourceFile?
        public var diagnostics: [Diagnostic]
    }

    public func load(_ path: String?) -> Loaded {
        guard let path else { return Loaded(config: ProjectConfig(), file: nil, diagnostics: []) }
        switch load(path, extendedBy: []) {
        case .unreadable(let diagnostic): return Loaded(config: nil, file: nil, diagnostics: [diagnostic])
        case .loaded(let loaded): return loaded
        }
    }

    private enum Outcome {
        case unreadable(Diagnostic)
        case loaded(Loaded)
    }

    /// One config of a chain; `extendedBy` holds the configs that (transitively) extend it,
    /// farthest first, as display and absolute paths.
    private func load(_ path: String, extendedBy chain: [(display: String, absolute: String)]) -> Outcome {
        let file: SourceFile
        switch read(path) {
        case .success(let read): file = read
        case .failure(let diagnostic): return .unreadable(diagnostic)
        }
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return .loaded(Loaded(config: nil, file: file, diagnostics: parsed.diagnostics)) }
        let context = DecodingContext(file: file)
        let decoded = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        var diagnostics = parsed.diagnostics + context.diagnostics
        func finished(_ config: ProjectConfig?) -> Outcome {
            let hasErrors = diagnostics.contains { $0.severity == .error }
            return .loaded(Loaded(config: hasErrors ? nil : config, file: file, diagnostics: diagnostics))
        }
        guard let config = decoded, let extends = config.extends else { return finished(decoded) }
        func stop(_ message: String, rule: RuleID = .invalidValue, notes: [Diagnostic.Note] = []) -> Outcome {
            diagnostics.append(Diagnostic(rule, message, in: file, at: extends.range, notes: notes))
            return finished(nil)
        }

        let parentPath = FilePath.normalize(FilePath.join(FilePath.directory(of: path), extends.value))
        let here = chain + [(display: FilePath.normalize(path), absolute: Self.absolute(path))]
        if let start = here.firstIndex(where: { $0.absolute == Self.absolute(parentPath) }) {
            return stop(ExtendsMessage.cycle(here[start...].map(\.display) + [here[start].display]))
        }
        guard here.count < Self.maximumChain else { return stop(ExtendsMessage.tooLong(Self.maximumChain)) }
        switch load(parentPath, extendedBy: here) {
        case .unreadable(let problem):
            let message = ExtendsMessage.unreadable(extends.value, resolved: parentPath, problem: problem)
            return stop(message, rule: .io, notes: Self.didYouMean(parentPath, written: extends.value))
        case .loaded(let parent):
            diagnostics += parent.diagnostics
            guard let parentConfig = parent.config, let parentFile = parent.file else {
                let errors = parent.diagnostics.filter { $0.severity == .error }.count
                return stop(ExtendsMessage.parentHasErrors(extends.value, resolved: parentPath, errors: errors))
            }
            let (merged, conflicts) = config.extending(parentConfig, parentFile: parentFile, file: file)
            diagnostics += conflicts
            return finished(merged)
        }
    }

    /// A did-you-mean for a parent that is not there: the config inside a folder named
    /// instead of a file, or a file of a similar name beside where it should be.
    private static func didYouMean(_ path: String, written: String) -> [Diagnostic.Note] {
        if case .success(let status) = FileStatus.of(path), status.kind == .folder {
            guard case .success = FileStatus.of(FilePath.join(path, ConfigLocator.fileName)) else { return [] }
            return [Diagnostic.Note(DecodeMessage.didYouMean(FilePath.join(FilePath.trimmingTrailingSlashes(written), ConfigLocator.fileName)))]
        }
        let name = FilePath.lastComponent(of: written)
        let names = SourceReader.namesBeside(path)
        guard !names.contains(name), let close = Suggestion.closest(to: name, among: names.sorted()) else { return [] }
        return [Diagnostic.Note(DecodeMessage.didYouMean(String(written.dropLast(name.count)) + close))]
    }

    /// `path` made absolute against the working folder, to tell the configs of a chain apart
    /// (never shown).
    private static func absolute(_ path: String) -> String {
        FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(FileManager.default.currentDirectoryPath, path))
    }
}

/// The wording of the findings at an `extends` value.
enum ExtendsMessage {
    static func cycle(_ paths: [String]) -> String {
        "'extends' leads back to a config of its own chain (\(paths.map { "'\($0)'" }.joined(separator: " extends "))); remove the 'extends' of one of them"
    }

    static func tooLong(_ limit: Int) -> String {
        "'extends' makes a chain of more than \(limit) configs; a config extends its design system's, which may extend one more: shorten the chain"
    }

    /// The path as written, and as found from the working folder when that reads otherwise.
    private static func named(_ written: String, resolved: String) -> String {
        FilePath.normalize(written) == resolved ? "'\(written)'" : "'\(written)' ('\(resolved)')"
    }

    static func unreadable(_ written: String, resolved: String, problem: Diagnostic) -> String {
        if case .failure(let missing) = FileStatus.of(resolved, followingLinks: false), missing.isMissing {
            return "'extends' names \(named(written, resolved: resolved)), which does not exist; write the path of the config to extend relative to this file "
                + "(such as '../design-system/dialogc.json' or '.build/checkouts/<package>/dialogc.json'), or fetch the repository that holds it"
        }
        return "'extends' names \(named(written, resolved: resolved)), which cannot be read (\(problem.message)); point it at a readable config file"
    }

    static func parentHasErrors(_ written: String, resolved: String, errors: Int) -> String {
        let count = errors == 1 ? "an error" : "\(errors) errors"
        return "\(named(written, resolved: resolved)), which 'extends' names, has \(count) (reported in that file), so this config cannot be used; fix \(errors == 1 ? "it" : "them") there"
    }
}
