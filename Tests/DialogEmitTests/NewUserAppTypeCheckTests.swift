import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// The new-user check: `Examples/DialogcExample/Sources/ReportDialogs`, an app target that
/// presents one dialog with a slot, a text field, a checkbox and an async button with the
/// SwiftUI, UIKit and TCA presenters, type-checked with the code its spec generates against
/// the stand-ins, on iOS (all three) and macOS (SwiftUI and TCA). Its plain Swift part and
/// the TCA state run on Linux in the example package's own tests (`bash .ci/run`).
@Suite struct NewUserAppTypeCheckTests {
    static let folder = RepositoryPaths.root + "/Examples/DialogcExample/Sources/ReportDialogs/"

    /// What `@Reducer` and `@ObservableState` add to the app's feature, by hand (as for the
    /// README's recipe).
    static let macroExpansion = #"""
        extension MessageFeature: Reducer {}

        extension MessageFeature.Action: CasePathable {
            struct AllCasePaths: Sendable {
                var reportTapped: AnyCasePath<MessageFeature.Action, Void> {
                    AnyCasePath(embed: { .reportTapped }, extract: { if case .reportTapped = $0 { return () } else { return nil } })
                }
                var report: AnyCasePath<MessageFeature.Action, PresentationAction<DialogContentAction<MessageReportDialog.Action>>> {
                    AnyCasePath(embed: { .report($0) }, extract: { if case .report(let action) = $0 { return action } else { return nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension MessageFeature.State: ObservableState {
            var _$id: ObservableStateID { ObservableStateID() }
            mutating func _$willModify() {}
        }

        """#

    /// The generated code for the example's spec (the config's `"tca": true`), and the app's
    /// code with the macros' attribute lines out (each must be there) and their expansion in.
    static func files(_ app: String) throws -> [OutputFile] {
        var config = try PresenterMutationTests.tcaConfig()
        config.swift.accessLevel = Defaulted(default: .internal)
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let specText = try String(contentsOfFile: folder + "report.dialog.json", encoding: .utf8)
        let spec = try EmitFixtures.spec(specText, path: "report.dialog.json")
        var files = [
            SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words),
            SwiftUIEmitter.support(accessLevel: .internal), SwiftModelEmitter.dialog(spec, config: config),
            SwiftUIEmitter.view(spec, config: config, designSystem: designSystem),
        ] + PresenterRuntimeEmitter.support(config: config)
        var lines = app.components(separatedBy: "\n")
        for attribute in ["@Reducer", "@ObservableState"] {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == attribute }) else {
                throw PresenterMutationTests.RecipeNotFound(description: "the example app has no `\(attribute)` line")
            }
            lines.remove(at: index)
        }
        let expansion = "\n#if canImport(ComposableArchitecture) && canImport(SwiftUI)\n" + macroExpansion + "#endif\n"
        files.append(OutputFile(relativePath: "ReportScreens.swift", contents: lines.joined(separator: "\n") + expansion))
        return files
    }

    static func app() throws -> String {
        try String(contentsOfFile: folder + "ReportScreens.swift", encoding: .utf8)
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the example app was not type-checked"),
        arguments: PresenterMutationTests.recipePlatforms)
    func theExampleAppTypeChecks(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        let app = try Self.app()
        // Each presenter is there to be checked.
        for marker in ["#if canImport(SwiftUI)", "#if canImport(UIKit) && !os(watchOS)", "#if canImport(ComposableArchitecture) && canImport(SwiftUI)"] {
            #expect(app.contains(marker), "the example app lost `\(marker)`")
        }
        let result = try check.check(try Self.files(app))
        #expect(result.status == 0, Comment(rawValue: "the example app does not type-check on \(platform):\n" + result.output))
    }

    /// The app keeping its dialog with content as a `DialogState` (no values), and the UIKit
    /// screen handing `values` that are not `DialogValues`: both rejected.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the example app's mutations were not run"))
    func theExampleAppsMistakesAreRejected() throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: PresenterMutationTests.recipePlatforms[0])
        check.tca = true
        let app = try Self.app()
        for (replace, with, expected) in [
            ("@Presents var report: DialogContentState<MessageReportDialog>?", "@Presents var report: DialogState<MessageReportDialog.Action>?", "DialogState"),
            ("let values = DialogValues()", "let values = [\"reason\": \"\"]", "DialogValues"),
        ] {
            let mutated = app.replacingOccurrences(of: replace, with: with)
            try #require(mutated != app, "the mutation changes nothing: \(replace)")
            let result = try check.check(try Self.files(mutated))
            #expect(result.status != 0 && result.output.contains(expected), Comment(rawValue: "\(with):\n" + result.output))
        }
    }
}
