@testable import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// App code using the UIKit presenter and the TCA adapter, type-checked with the generated
/// code, and mutations of each new file that the check must reject (docs/uikit-runtime.md).
@Suite struct PresenterMutationTests {
    /// A view controller presenting dialogs both ways, reading a text field's value.
    static let uikitProbe = #"""
        #if canImport(UIKit) && !os(watchOS)
        import UIKit

        @available(iOS 15, tvOS 15, visionOS 1, *)
        @MainActor
        final class TimersController: UIViewController {
            let values = DialogValues(texts: ["reason": "spam"])
            var deleted = 0

            func confirmDelete() {
                do {
                    try TimerDeleteDialog().present(from: self, locale: Locale(identifier: "ko-KR")) { action in
                        if action == .didTapDelete { self.deleted += 1 }
                    }
                } catch DialogPresentationError.presenterNotInWindow {
                    deleted = -1
                } catch {
                    deleted = -2
                }
            }

            func ask() async throws -> TimerDeleteDialog.Action? {
                try await TimerDeleteDialog().present(from: self)
            }

            func moderate() throws {
                let controller = try LiveMessageDeleteDialog(senderName: "Kim", liveMessage: LiveMessage(id: 1)).present(from: self, values: values) { _ in
                    _ = self.values.texts["reason"]
                }
                controller.close()
            }

            func retryAndWait() async -> UploadRetryDialog.Action? {
                try? await UploadRetryDialog(fileName: "a.png", attempt: 2).present(from: self, values: values, onAsyncAction: { _ in true })
            }

            func retry() {
                _ = try? UploadRetryDialog(fileName: "a.png", attempt: 2).present(
                    from: self, onAsyncAction: { _ in true }, onDismiss: { self.deleted = 0 }) { _ in }
            }
        }
        #endif

        """#

    /// A parent feature keeping a dialog in `@Presents` state and showing it from a store.
    static let tcaProbe = #"""
        #if canImport(ComposableArchitecture) && canImport(SwiftUI)
        import ComposableArchitecture
        import SwiftUI

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        struct TimersState: Equatable {
            @Presents var dialog: DialogState<TimerDeleteDialog.Action>?
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        func reduce(_ state: inout TimersState, _ action: PresentationAction<TimerDeleteDialog.Action>) -> Bool {
            switch action {
            case .presented(.didTapDelete):
                return true
            case .presented(.cancel), .dismiss:
                state.dialog = nil
                _ = state.$dialog
                return false
            }
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        @MainActor
        struct TimersView: View {
            var dialog: Binding<Store<DialogState<TimerDeleteDialog.Action>, TimerDeleteDialog.Action>?>

            var body: some View {
                Text("Timers").dialog(dialog, TimerDeleteDialog.self)
            }
        }

        /// A dialog with a text field, one with a checkbox and one with a slot, kept with
        /// their values; the delete action comes with the reason typed.
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        struct ModerationState: Equatable {
            @Presents var delete: DialogContentState<LiveMessageDeleteDialog>?
            @Presents var notice: DialogContentState<NoticeSimpleDialog>?
            @Presents var wallpaper: DialogContentState<WallpaperColorChangeDialog>?
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        func reduce(_ state: inout ModerationState, _ action: PresentationAction<DialogContentAction<LiveMessageDeleteDialog.Action>>) -> String? {
            switch action {
            case .presented(.button(.didTapDelete, let values)):
                return values.texts["reason"]
            case .presented(let change):
                state.delete?.apply(change)
                return state.delete?.values.texts["reason"]
            case .dismiss:
                state.delete = nil
                return nil
            }
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        func moderate(_ state: inout ModerationState) -> Bool {
            state.delete = DialogContentState(LiveMessageDeleteDialog(senderName: "Kim", liveMessage: LiveMessage(id: 1)))
            state.notice = DialogContentState(NoticeSimpleDialog())
            state.notice?.apply(.setChecked(id: "dontShowAgain", true))
            _ = DialogContentReducer<NoticeSimpleDialog>().reduce(into: &state.notice!, action: .setText(id: "x", ""))
            return state.notice?.values.checked["dontShowAgain"] == true
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        @MainActor
        struct ModerationView: View {
            var delete: Binding<Store<DialogContentState<LiveMessageDeleteDialog>, DialogContentAction<LiveMessageDeleteDialog.Action>>?>
            var wallpaper: Binding<Store<DialogContentState<WallpaperColorChangeDialog>, DialogContentAction<WallpaperColorChangeDialog.Action>>?>

            var body: some View {
                Text("Live")
                    .dialog(delete)
                    .dialog(wallpaper) { _ in Text("Blue") }
            }
        }
        #endif

        """#

    static func tcaConfig() throws -> ProjectConfig {
        var config = try EmitFixtures.publicConfig()
        config.swift.tca = Defaulted(default: true)
        return config
    }

    /// Everything a build with `swift.tca` on generates, with both probes.
    static func files(tca: Bool) throws -> [OutputFile] {
        var files = try SwiftUITypeCheckTests.generatedFiles()
            + [OutputFile(relativePath: "Probe.swift", contents: SwiftUITypeCheckTests.probe), OutputFile(relativePath: "UIKitProbe.swift", contents: uikitProbe)]
        if tca {
            files += PresenterRuntimeEmitter.support(config: try tcaConfig()).filter { $0.relativePath == "DialogSupport+TCA.swift" }
            files.append(OutputFile(relativePath: "TCAProbe.swift", contents: tcaProbe))
        }
        return files
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the TCA adapter was not type-checked"),
        arguments: [PlatformTypeCheck.Platform.iOS, .macOS])
    func tcaAdapterTypeChecks(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        let result = try check.check(try Self.files(tca: true))
        #expect(result.status == 0, Comment(rawValue: "the TCA adapter does not type-check on \(platform):\n" + result.output))
    }

    @Test func configSwitchesThePresentersFiles() throws {
        func names(_ config: ProjectConfig) -> [String] { PresenterRuntimeEmitter.support(config: config).map(\.relativePath) }
        var config = try EmitFixtures.config()
        #expect(names(config) == ["DialogSupport+Appearance.swift", "DialogSupport+UIKit.swift"])
        config.swift.uikit = Defaulted(default: false)
        #expect(names(config) == ["DialogSupport+Appearance.swift"])
        config.swift.tca = Defaulted(default: true)
        #expect(names(config) == ["DialogSupport+Appearance.swift", "DialogSupport+TCA.swift"])
    }

    // MARK: The README's TCA recipe

    /// The README's TCA recipe, as a user copies it: the one fenced Swift block declaring
    /// `@Reducer`.
    static func readmeRecipe() throws -> String {
        let readme = try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
        let recipes = blocks.filter { $0.contains("@Reducer\n") }
        guard recipes.count == 1, let recipe = recipes.first else {
            throw RecipeNotFound(description: "README.md has \(recipes.count) Swift blocks with `@Reducer`, not one")
        }
        return recipe
    }

    struct RecipeNotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// What the macros the recipe uses add, written by hand (they cannot be expanded here):
    /// `@Reducer` the `Reducer` conformance and `@CasePathable` on `Action` (a case path per
    /// case), `@ObservableState` the `ObservableState` conformance. `@Presents` is the stand-in's
    /// property wrapper.
    static let macroExpansion = #"""
        extension TimerFeature: Reducer {}

        extension TimerFeature.Action: CasePathable {
            struct AllCasePaths: Sendable {
                var deleteTapped: AnyCasePath<TimerFeature.Action, Void> {
                    AnyCasePath(embed: { .deleteTapped }, extract: { if case .deleteTapped = $0 { return () } else { return nil } })
                }
                var deleteDialog: AnyCasePath<TimerFeature.Action, PresentationAction<TimerDeleteDialog.Action>> {
                    AnyCasePath(embed: { .deleteDialog($0) }, extract: { if case .deleteDialog(let action) = $0 { return action } else { return nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension TimerFeature.State: ObservableState {
            var _$id: ObservableStateID { ObservableStateID() }
            mutating func _$willModify() {}
        }

        """#

    /// The recipe as the check compiles it: the macros' attribute lines out (each must be
    /// there), their expansion in, behind the adapter's own condition.
    static func recipeFile(_ recipe: String) throws -> OutputFile {
        var lines = recipe.components(separatedBy: "\n")
        for attribute in ["@Reducer", "@ObservableState"] {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == attribute }) else {
                throw RecipeNotFound(description: "the README's TCA recipe has no `\(attribute)` line")
            }
            lines.remove(at: index)
        }
        let text = "#if canImport(ComposableArchitecture) && canImport(SwiftUI)\nimport ComposableArchitecture\nimport SwiftUI\n\n"
            + lines.joined(separator: "\n") + "\n\n" + macroExpansion + "#endif\n"
        return OutputFile(relativePath: "Recipe.swift", contents: text)
    }

    /// Deployment targets that have `@Bindable` (observation), as an app using the recipe has.
    static let recipePlatforms = [
        PlatformTypeCheck.Platform(name: "iOS", checkedFrom: PlatformTypeCheck.Version("17")!, hasUIKit: true),
        PlatformTypeCheck.Platform(name: "macOS", checkedFrom: PlatformTypeCheck.Version("14")!, hasUIKit: false),
    ]

    /// Everything a build with the adapter generates, and the SwiftUI probe (which declares
    /// the payload type a reference dialog names).
    static func adapterFiles() throws -> [OutputFile] {
        try SwiftUITypeCheckTests.generatedFiles()
            + PresenterRuntimeEmitter.support(config: try tcaConfig()).filter { $0.relativePath == "DialogSupport+TCA.swift" }
            + [OutputFile(relativePath: "Probe.swift", contents: SwiftUITypeCheckTests.probe)]
    }

    static func recipeFiles(_ recipe: String) throws -> [OutputFile] {
        try adapterFiles() + [try recipeFile(recipe)]
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the README's TCA recipe was not type-checked"),
        arguments: recipePlatforms)
    func readmeTCARecipeTypeChecks(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        let result = try check.check(try Self.recipeFiles(try Self.readmeRecipe()))
        #expect(result.status == 0, Comment(rawValue: "the README's TCA recipe does not type-check on \(platform):\n" + result.output))
    }

    // MARK: docs/tca.md's recipe: a destination enum, the locale as a dependency, async work

    /// The two dialogs docs/tca.md's recipe presents.
    static let tcaGuideSpecs = [
        #"""
        {
          "id": "folder.rename",
          "presentation": "sheet",
          "title": {"ko": "폴더 이름 바꾸기", "en": "Rename folder"},
          "content": [{"type": "textField", "id": "name", "placeholder": {"ko": "이름", "en": "Name"}}],
          "buttons": [
            {"id": "cancel", "title": {"ko": "취소", "en": "Cancel"}, "role": "cancel"},
            {"id": "rename", "title": {"ko": "바꾸기", "en": "Rename"}, "role": "primary", "action": "didTapRename"}
          ]
        }
        """#,
        #"""
        {
          "id": "folder.delete",
          "title": {"ko": "폴더를 삭제할까요?", "en": "Delete this folder?"},
          "buttons": [
            {"id": "cancel", "title": {"ko": "취소", "en": "Cancel"}, "role": "cancel"},
            {"id": "delete", "title": {"ko": "삭제", "en": "Delete"}, "role": "destructive", "action": "didTapDelete"}
          ]
        }
        """#,
    ]

    /// docs/tca.md's recipe, as a user copies it: the fenced Swift block declaring `FolderFeature`.
    static func tcaGuideRecipe() throws -> String {
        let guide = try String(contentsOfFile: RepositoryPaths.root + "/docs/tca.md", encoding: .utf8)
        let blocks = guide.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
        let recipes = blocks.filter { $0.contains("@Reducer\nstruct FolderFeature") }
        guard recipes.count == 1, let recipe = recipes.first else {
            throw RecipeNotFound(description: "docs/tca.md has \(recipes.count) Swift blocks with `@Reducer struct FolderFeature`, not one")
        }
        return recipe
    }

    /// What the recipe's macros add, by hand: `@Reducer`'s `Reducer` conformance and case
    /// paths of `Action`, `@CasePathable`'s of `Destination.Action`, `@ObservableState`'s
    /// conformance.
    static let tcaGuideExpansion = #"""
        extension FolderFeature: Reducer {}

        extension FolderFeature.Action: CasePathable {
            struct AllCasePaths: Sendable {
                var renameTapped: AnyCasePath<FolderFeature.Action, Void> {
                    AnyCasePath(embed: { .renameTapped }, extract: { if case .renameTapped = $0 { return () } else { return nil } })
                }
                var deleteTapped: AnyCasePath<FolderFeature.Action, Void> {
                    AnyCasePath(embed: { .deleteTapped }, extract: { if case .deleteTapped = $0 { return () } else { return nil } })
                }
                var renamed: AnyCasePath<FolderFeature.Action, (String, succeeded: Bool)> {
                    AnyCasePath(embed: { .renamed($0.0, succeeded: $0.1) }, extract: { if case .renamed(let name, let succeeded) = $0 { return (name, succeeded) } else { return nil } })
                }
                var destination: AnyCasePath<FolderFeature.Action, PresentationAction<FolderFeature.Destination.Action>> {
                    AnyCasePath(embed: { .destination($0) }, extract: { if case .destination(let action) = $0 { return action } else { return nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension FolderFeature.Destination.Action: CasePathable {
            struct AllCasePaths: Sendable {
                var rename: AnyCasePath<FolderFeature.Destination.Action, DialogContentAction<FolderRenameDialog.Action>> {
                    AnyCasePath(embed: { .rename($0) }, extract: { if case .rename(let action) = $0 { return action } else { return nil } })
                }
                var delete: AnyCasePath<FolderFeature.Destination.Action, FolderDeleteDialog.Action> {
                    AnyCasePath(embed: { .delete($0) }, extract: { if case .delete(let action) = $0 { return action } else { return nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension FolderFeature.State: ObservableState {
            var _$id: ObservableStateID { ObservableStateID() }
            mutating func _$willModify() {}
        }

        """#

    /// The generated code of the recipe's two dialogs with the adapter, and the recipe (its
    /// macro attribute lines out, each required, their expansion in).
    static func tcaGuideFiles(_ recipe: String) throws -> [OutputFile] {
        let config = try tcaConfig()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        var files = [
            SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words),
            SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value),
        ] + PresenterRuntimeEmitter.support(config: config)
        for (number, text) in tcaGuideSpecs.enumerated() {
            let spec = try EmitFixtures.spec(text, path: "guide\(number).dialog.json")
            files.append(SwiftModelEmitter.dialog(spec, config: config))
            files.append(SwiftUIEmitter.view(spec, config: config, designSystem: designSystem))
        }
        var lines = recipe.components(separatedBy: "\n")
        for attribute in ["@Reducer", "@ObservableState", "@CasePathable"] {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == attribute }) else {
                throw RecipeNotFound(description: "docs/tca.md's recipe has no `\(attribute)` line")
            }
            lines.remove(at: index)
        }
        let text = "#if canImport(ComposableArchitecture) && canImport(SwiftUI)\nimport ComposableArchitecture\nimport SwiftUI\n\n"
            + lines.joined(separator: "\n") + "\n\n" + tcaGuideExpansion + "#endif\n"
        return files + [OutputFile(relativePath: "GuideRecipe.swift", contents: text)]
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): docs/tca.md's recipe was not type-checked"),
        arguments: recipePlatforms)
    func tcaGuideRecipeTypeChecks(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        let result = try check.check(try Self.tcaGuideFiles(try Self.tcaGuideRecipe()))
        #expect(result.status == 0, Comment(rawValue: "docs/tca.md's recipe does not type-check on \(platform):\n" + result.output))
    }

    /// The recipe reading a value its state does not hold, and scoping the rename sheet's
    /// store to the delete dialog's case: both rejected.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): docs/tca.md's recipe mutations were not run"))
    func tcaGuideRecipeMutationsAreRejected() throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: Self.recipePlatforms[0])
        check.tca = true
        let recipe = try Self.tcaGuideRecipe()
        for (replace, with, expected) in [
            ("let name = values.texts[\"name\"] ?? \"\"", "let name = values.name", "has no member 'name'"),
            (#"state: \.destination?.rename, action: \.destination.rename"#, #"state: \.destination?.rename, action: \.destination.delete"#, "DialogContentAction"),
        ] {
            let mutated = recipe.replacingOccurrences(of: replace, with: with)
            try #require(mutated != recipe, "the mutation changes nothing: \(replace)")
            let result = try check.check(try Self.tcaGuideFiles(mutated))
            #expect(result.status != 0 && result.output.contains(expected), Comment(rawValue: "\(with):\n" + result.output))
        }
    }

    /// A feature and a view a reader pastes a catalog page's TCA snippet into: its first line
    /// into the state, its second after a view; the macros' expansion written by hand as for
    /// the recipe.
    static func tcaSnippetHost(_ snippet: String, typeName: String, hasContent: Bool, number: Int) throws -> String {
        let lines = snippet.components(separatedBy: "\n")
        guard lines.count == 2 else { throw RecipeNotFound(description: "a TCA snippet is not two lines: \(snippet)") }
        let action = hasContent ? "PresentationAction<DialogContentAction<\(typeName).Action>>" : "PresentationAction<\(typeName).Action>"
        return """
            struct Feature\(number) {
                struct State: Equatable, ObservableState {
                    \(lines[0])
                    var _$id: ObservableStateID { ObservableStateID() }
                    mutating func _$willModify() {}
                }
                enum Action: CasePathable {
                    case dialog(\(action))
                    struct AllCasePaths: Sendable {
                        var dialog: AnyCasePath<Action, \(action)> {
                            AnyCasePath(embed: { .dialog($0) }, extract: { if case .dialog(let action) = $0 { return action } else { return nil } })
                        }
                    }
                    static var allCasePaths: AllCasePaths { AllCasePaths() }
                }
            }

            struct FeatureView\(number): View {
                @Bindable var store: Store<Feature\(number).State, Feature\(number).Action>
                var body: some View {
                    Text("Screen")\(lines[1])
                }
                func slotView(_ id: String) -> some View { Text(id) }
            }

            """
    }

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the catalog's TCA snippets were not type-checked"))
    func catalogTCASnippetsTypeCheckAndAWrongOneIsRejected() throws {
        let compiler = try #require(SwiftCompiler.find())
        let specs = try EmitFixtures.referenceSpecs()
        let hosts = try specs.enumerated().map { number, spec in
            try Self.tcaSnippetHost(
                CatalogSwiftSnippet.presentingWithTCA(spec), typeName: DialogFileBuilder.typeName(of: spec), hasContent: !spec.content.isEmpty,
                number: number)
        }.joined(separator: "\n")
        func check(_ hosts: String) throws -> (status: Int32, output: String) {
            var check = PlatformTypeCheck(compiler: compiler, platform: Self.recipePlatforms[0])
            check.tca = true
            let file = OutputFile(
                relativePath: "TCASnippets.swift",
                contents: "#if canImport(ComposableArchitecture) && canImport(SwiftUI)\nimport ComposableArchitecture\nimport SwiftUI\n\n" + hosts + "#endif\n")
            return try check.check(try Self.adapterFiles() + [file])
        }
        let good = try check(hosts)
        #expect(good.status == 0, Comment(rawValue: "a catalog TCA snippet does not type-check:\n" + good.output))
        // The store scoped to the presentation state instead of its optional: rejected.
        let mutated = hosts.replacingOccurrences(of: #"state: \.dialog"#, with: #"state: \.$dialog"#)
        try #require(mutated != hosts)
        let bad = try check(mutated)
        #expect(bad.status != 0 && bad.output.contains("PresentationState"), Comment(rawValue: bad.output))
    }

    static let recipeMutations = [
        Mutation(
            description: "ifLet with the optional instead of its presentation state", platform: recipePlatforms[0],
            replace: #".ifLet(\.$deleteDialog, action: \.deleteDialog)"#, with: #".ifLet(\.deleteDialog, action: \.deleteDialog)"#,
            expected: "PresentationState"),
        Mutation(
            description: "ifLet with the case path of another action", platform: recipePlatforms[0],
            replace: #".ifLet(\.$deleteDialog, action: \.deleteDialog)"#, with: #".ifLet(\.$deleteDialog, action: \.deleteTapped)"#,
            expected: "PresentationAction"),
        Mutation(
            description: "a dialog action the dialog does not have", platform: recipePlatforms[1],
            replace: "case .deleteDialog(.presented(.didTapDelete)):", with: "case .deleteDialog(.presented(.didTapDeleteAll)):",
            expected: "didTapDeleteAll"),
        Mutation(
            description: "the store scoped to an action that does not present", platform: recipePlatforms[1],
            replace: #"$store.scope(state: \.deleteDialog, action: \.deleteDialog)"#, with: #"$store.scope(state: \.deleteDialog, action: \.deleteTapped)"#,
            expected: "PresentationAction"),
    ]

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the recipe's mutations were not run"),
        arguments: recipeMutations)
    func recipeCheckRejects(_ mutation: Mutation) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: mutation.platform)
        check.tca = true
        let recipe = try Self.readmeRecipe()
        let mutated = recipe.replacingOccurrences(of: mutation.replace, with: mutation.with)
        try #require(mutated != recipe, "the mutation changes nothing: \(mutation)")
        Self.expectRejected(try check.check(try Self.recipeFiles(mutated)), mutation)
    }

    /// The type check failed, and for the reason the mutation expects.
    static func expectRejected(_ result: (status: Int32, output: String), _ mutation: Mutation) {
        #expect(result.status != 0, "the check accepted \(mutation) on \(mutation.platform)")
        #expect(result.output.contains(mutation.expected), Comment(rawValue: "expected “\(mutation.expected)”; the check said:\n" + result.output))
    }

    struct Mutation: Sendable, CustomStringConvertible {
        var description: String
        var platform: PlatformTypeCheck.Platform
        var tca = false
        var replace: String
        var with: String
        var expected: String
    }

    static let mutations = [
        Mutation(
            description: "a misspelled call in the UIKit presenter", platform: .iOS,
            replace: "top.present(self, animated: false)", with: "top.presnt(self, animated: false)", expected: "presnt"),
        Mutation(
            description: "a misspelled UIKit property in the top-most search", platform: .iOS,
            replace: "presented: { $0.presentedViewController }", with: "presented: { $0.presentedViewControllr }", expected: "presentedViewControllr"),
        Mutation(
            description: "a misspelled property in the end of a session on disappearance", platform: .tvOS,
            replace: "isLeaving = controller.isBeingDismissed", with: "isLeaving = controller.isBeingDismised", expected: "isBeingDismised"),
        Mutation(
            description: "a misspelled UIKit property in the presenter (tvOS)", platform: .tvOS,
            replace: "cardView.accessibilityViewIsModal = true", with: "cardView.accessibilityViewIsModl = true", expected: "accessibilityViewIsModl"),
        Mutation(
            description: "the keyboard layout guide without its tvOS guard", platform: .tvOS,
            replace: "#if os(tvOS)\n        let bottom = guide.bottomAnchor", with: "#if false\n        let bottom = guide.bottomAnchor", expected: "is unavailable"),
        Mutation(
            description: "the haptics without their tvOS guard", platform: .tvOS,
            replace: "#if !os(tvOS) && !os(visionOS)\n        switch haptic", with: "#if !os(visionOS)\n        switch haptic", expected: "is unavailable"),
        Mutation(
            description: "the haptics without their visionOS guard", platform: .visionOS,
            replace: "#if !os(tvOS) && !os(visionOS)\n        switch haptic", with: "#if !os(tvOS)\n        switch haptic", expected: "is unavailable"),
        Mutation(
            description: "the UIKit presenter's floor below UIButton.Configuration (iOS 14)", platform: .iOS,
            replace: "@available(iOS 15, tvOS 15, visionOS 1, *)\n@MainActor\nfinal class DialogViewController",
            with: "@available(iOS 14, tvOS 15, visionOS 1, *)\n@MainActor\nfinal class DialogViewController", expected: "is only available in iOS_15"),
        Mutation(
            description: "the UIKit presenter without its watchOS guard", platform: .watchOS,
            replace: "#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n\n/// The values", with: "#if canImport(UIKit)\nimport UIKit\n\n/// The values",
            expected: "is unavailable"),
        Mutation(
            description: "the presenter without @MainActor", platform: .iOS,
            replace: "@MainActor\nextension PresentableDialog", with: "extension PresentableDialog", expected: "main actor-isolated"),
        Mutation(
            description: "a misspelled call in the shared appearance", platform: .iOS,
            replace: "table.text(key, in: table.locale(matching: locale), values: values)", with: "table.txt(key, in: table.locale(matching: locale), values: values)",
            expected: "txt"),
        Mutation(
            description: "a misspelled call in the shared appearance (macOS)", platform: .macOS,
            replace: "let shares = shares(fractions: fractions, width: width, spacing: spacing)",
            with: "let shares = shars(fractions: fractions, width: width, spacing: spacing)", expected: "shars"),
        Mutation(
            description: "a misspelled call in the TCA adapter", platform: .iOS, tca: true,
            replace: "store.wrappedValue?.send(action)", with: "store.wrappedValue?.sendd(action)", expected: "sendd"),
        Mutation(
            description: "SwiftUI labelling a text for accessibility with the drawn characters (Korean joiners)", platform: .iOS,
            replace: "SwiftUI.Text(shown.drawn.characters).accessibilityLabel(shown.spoken)",
            with: "SwiftUI.Text(shown.drawn.characters).accessibilityLabel(shown.drawn)", expected: "DialogDrawnString"),
        Mutation(
            description: "UIKit labelling a checkbox for accessibility with the drawn characters (Korean joiners)", platform: .iOS,
            replace: "box.accessibilityLabel = shown.spoken", with: "box.accessibilityLabel = shown.drawn", expected: "DialogDrawnString"),
        Mutation(
            description: "the TCA state of a dialog with content without its values", platform: .iOS, tca: true,
            replace: "    var dialog: Dialog\n    var values: DialogContentValues\n", with: "    var dialog: Dialog\n", expected: "values"),
        Mutation(
            description: "a TCA button action without the values", platform: .macOS, tca: true,
            replace: "    case button(Action, DialogContentValues)\n", with: "    case button(Action)\n", expected: "button"),
        Mutation(
            description: "the TCA content bindings read off the main actor", platform: .iOS, tca: true,
            replace: "get: { @MainActor in store?.withState { $0.values.texts[id] } ?? \"\" }",
            with: "get: { store?.withState { $0.values.texts[id] } ?? \"\" }", expected: "main actor-isolated"),
        Mutation(
            description: "the TCA adapter reading the store off the main actor", platform: .macOS, tca: true,
            replace: "state: { $0.withState { $0 } }", with: "state: { @Sendable in $0.withState { $0 } }",
            expected: "main actor-isolated"),
    ]

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the presenters' mutations were not run"),
        arguments: mutations)
    func checkRejects(_ mutation: Mutation) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: mutation.platform)
        check.tca = mutation.tca
        let original = try Self.files(tca: mutation.tca)
        let mutated = original.map { file in
            OutputFile(relativePath: file.relativePath, contents: file.contents.replacingOccurrences(of: mutation.replace, with: mutation.with))
        }
        try #require(mutated.map(\.contents) != original.map(\.contents), "the mutation changes nothing: \(mutation)")
        Self.expectRejected(try check.check(mutated), mutation)
    }

    /// The appearance behind `#if canImport(SwiftUI)` again: the Linux compile of the
    /// presenters' logic, which has no SwiftUI, must fail.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the appearance's placement was not checked"))
    func appearanceBehindSwiftUIIsRejected() throws {
        let compiler = try #require(SwiftCompiler.find())
        let config = try EmitFixtures.config()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var files = [SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words)]
            + PresenterRuntimeEmitter.support(config: config)
        let spec = try #require(try EmitFixtures.referenceSpecs().first { $0.id.value == "timer.delete" })
        let view = SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)
        let hidden = "#if canImport(SwiftUI)\n" + view.contents.replacingOccurrences(of: "#if canImport(SwiftUI)\n", with: "")
        files += [SwiftModelEmitter.dialog(spec, config: config), OutputFile(relativePath: view.relativePath, contents: hidden)]
        var paths = try files.map { try directory.write($0.relativePath, $0.contents) }
        paths.append(try directory.write("main.swift", "print(TimerDeleteDialog.appearance.arrangement)\n"))
        let build = try compiler.run(["-typecheck", "-wmo", "-swift-version", "6", "-module-name", "PresenterCheck"] + paths)
        #expect(build.status != 0 && build.output.contains("appearance"), Comment(rawValue: build.output))
    }
}
