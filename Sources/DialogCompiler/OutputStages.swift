import DialogDiagnostics
import DialogEmit
import DialogModel

/// What a build generates (`--emit`): each kind turns on the stages the registry
/// (`OutputStages`) lists for it.
public enum EmitKind: String, Sendable, CaseIterable {
    /// `DialogSupport.swift`, `DialogSupport+Appearance.swift`, `DialogSupport+SwiftUI.swift`,
    /// `DialogTokens.swift`, the UIKit and TCA presenters as `swift` says, and per
    /// dialog `<TypeName>.swift` (the model) and `<TypeName>+View.swift` (SwiftUI).
    case swift
    /// One `<TypeName>.layout.json` per dialog with every configured combination laid out.
    case layout
    /// The catalog site (`dialogc catalog`): a page per spec file with its previews, and the
    /// index, rules page, style sheets, script and fonts. Alone, it is written even when
    /// specs have errors: their pages show them.
    case catalog
}

/// The registry of output stages: every output a build can make, with the `--emit` kind that
/// turns it on, in the order their files are generated. Adding an output is one line here
/// (and its stage's file); `--emit`'s help and validation, the build's emit, its shared files,
/// the names the cache checks and the cache key all read this list.
public enum OutputStages {
    /// The stages of every kind; `catalog` is the selection the catalog draws and `icons` the
    /// team's icon folder it draws with (both part of its key).
    static func registry(
        catalog: CatalogSelection = CatalogSelection(), icons: Result<CatalogIconFolder?, Diagnostic> = .success(nil)
    ) -> [(kind: EmitKind, stage: any OutputStage)] {
        [
            (.swift, SwiftModelStage()),
            (.swift, SwiftUIStage()),
            (.swift, PresenterRuntimeStage()),
            (.layout, LayoutJSONStage()),
            (.catalog, CatalogOutputStage(selection: catalog, icons: icons)),
        ]
    }

    /// The stages `kinds` turn on, in registry order.
    static func stages(
        for kinds: Set<EmitKind>, catalog: CatalogSelection = CatalogSelection(), icons: Result<CatalogIconFolder?, Diagnostic> = .success(nil)
    ) -> [any OutputStage] {
        registry(catalog: catalog, icons: icons).filter { kinds.contains($0.kind) }.map(\.stage)
    }

    /// The kinds `--emit` takes, in registry order: those with a stage.
    public static var kinds: [EmitKind] {
        var kinds: [EmitKind] = []
        for entry in registry() where !kinds.contains(entry.kind) { kinds.append(entry.kind) }
        return kinds
    }

    /// The kind `--emit` names `name`, if any.
    public static func kind(named name: String) -> EmitKind? {
        kinds.first { $0.rawValue == name }
    }
}

/// The catalog as a stage: a thin adapter over `CatalogStage` and `CatalogRun`, which draw
/// its pages (they need the run's findings, so the build hands them every spec file) and its
/// site (from every page's index entry). Here: the names of a spec file's pages, the
/// selection and the team's icons as part of the key, the matrix's and the icon folder's
/// findings, and that it writes despite errors.
struct CatalogOutputStage: OutputStage {
    var selection: CatalogSelection
    /// The folder `catalog.icons` names, read; or why it cannot be (a config problem).
    var icons: Result<CatalogIconFolder?, Diagnostic> = .success(nil)

    func outputNames(_ dialog: StageDialog, config: ProjectConfig) -> [String] {
        CatalogStage.pageNames(path: dialog.path, config: config)
    }

    var keyLines: [String] {
        var lines = ["catalog " + selection.keyText]
        if case .success(let folder?) = icons { lines += folder.keyLines }
        return lines
    }

    func findings(in context: StageContext, dialogCount: Int) -> [Diagnostic] {
        if case .failure(let problem) = icons { return [problem] }
        switch selection.matrix(config: context.config, designSystem: context.designSystem) {
        case .failure(let problem): return [problem]
        case .success(let matrix):
            guard dialogCount * matrix.count <= selection.maximumPreviews else {
                let message = CatalogEmitMessage.tooManyPreviews(specs: dialogCount, combinations: matrix.count, maximum: selection.maximumPreviews)
                return [InputDiscovery.ioError(message, path: nil)]
            }
            return []
        }
    }

    var writesDespiteErrors: Bool { true }
}
