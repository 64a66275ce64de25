import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// One kind of generated output, as `dialogc build` runs it: the files it writes for each
/// dialog, the files it writes once per build, what it adds to the build cache's key and the
/// findings it reports before anything is generated. The build (`BuildPipeline`) plans,
/// locks, caches and writes; a stage only says what to write.
///
/// A stage names each of a dialog's files together with the code that makes its contents
/// (`DialogOutput`), so the names the cache checks a kept dialog's files against
/// (`outputNames`) come from the same code that names the files written: the two cannot
/// drift apart, which would make every build a cache miss.
///
/// Adding an output is a file with a type conforming to this protocol and one line in the
/// build's registry (`OutputStages`); docs/ARCHITECTURE-NOTES.md "Adding an output".
public protocol OutputStage: Sendable {
    /// The files this stage writes for one dialog, each with the code that makes it from the
    /// decoded spec. Named from the dialog's id and path alone: a dialog the cache reuses is
    /// not decoded, yet its files' names are checked.
    func dialogOutputs(_ dialog: StageDialog, config: ProjectConfig) -> [DialogOutput]

    /// The names of the files this stage keeps for one dialog; by default those of
    /// `dialogOutputs`. A stage that draws a dialog's files outside `dialogOutputs` (the
    /// catalog's pages) names them here.
    func outputNames(_ dialog: StageDialog, config: ProjectConfig) -> [String]

    /// The files written once per build, from the whole-build inputs (not from any one
    /// dialog): cheap, so they are made on every build and written only when they change.
    func sharedFiles(in context: StageContext) -> [OutputFile]

    /// What the build cache's key must hold besides the inputs every stage reads (the
    /// dialogc version, the config, its token and font files): any option of this stage
    /// that changes its files. Empty by default.
    var keyLines: [String] { get }

    /// Findings that stop the build before anything is generated (such as a catalog too
    /// large to draw), for `dialogCount` dialogs. None by default.
    func findings(in context: StageContext, dialogCount: Int) -> [Diagnostic]

    /// Whether this stage still writes when specs have errors, if it is the only one asked
    /// for (the catalog: its pages show the errors). False by default.
    var writesDespiteErrors: Bool { get }
}

extension OutputStage {
    public func outputNames(_ dialog: StageDialog, config: ProjectConfig) -> [String] {
        dialogOutputs(dialog, config: config).map(\.name)
    }

    public func dialogOutputs(_ dialog: StageDialog, config: ProjectConfig) -> [DialogOutput] { [] }

    public func sharedFiles(in context: StageContext) -> [OutputFile] { [] }

    public var keyLines: [String] { [] }

    public func findings(in context: StageContext, dialogCount: Int) -> [Diagnostic] { [] }

    public var writesDespiteErrors: Bool { false }
}

/// The dialog a stage names files for, as known without decoding its spec: its id and the
/// spec file's display path.
public struct StageDialog: Sendable, Hashable {
    public var id: String
    public var path: String

    public init(id: String, path: String) {
        self.id = id
        self.path = path
    }

    /// The dialog's Swift type name, which most generated files are named after.
    public var typeName: String { GeneratedSwiftNames.dialogType(id: id) }
}

/// One file of a dialog: its name, and the code that makes its contents once the spec is
/// decoded.
public struct DialogOutput: Sendable {
    public var name: String
    public var contents: @Sendable (DialogSpec, StageContext) -> String

    public init(_ name: String, contents: @escaping @Sendable (DialogSpec, StageContext) -> String) {
        self.name = name
        self.contents = contents
    }

    /// The file for `spec`.
    public func file(_ spec: DialogSpec, in context: StageContext) -> OutputFile {
        OutputFile(relativePath: name, contents: contents(spec, context))
    }
}

/// What every stage reads in one build: the project's config, its design system and the
/// text measurer (fonts) the checks used.
public struct StageContext: Sendable {
    public var config: ProjectConfig
    public var designSystem: DesignSystem
    public var measurer: TextMeasurer

    public init(config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer) {
        self.config = config
        self.designSystem = designSystem
        self.measurer = measurer
    }
}
