import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// Type-checks everything a build generates (model, tokens of the brand config, SwiftUI
/// runtime and views, under the public access level) against the SwiftUI stand-in in
/// `SwiftUIStandIn/`, which declares the SwiftUI API the emitter uses with Apple's
/// signatures. Two `swiftc` runs: the stand-in as a module, then one `-typecheck` of the
/// generated files (Swift 6, warnings as errors), so any call SwiftUI would reject fails here.
@Suite struct SwiftUITypeCheckTests {
    static let standIn = RepositoryPaths.root + "/Tests/DialogEmitTests/SwiftUIStandIn/SwiftUI.swift"

    /// App code using the generated API, and the payload type a reference spec names. It
    /// fails the type check if `canImport(SwiftUI)` were false, which would make every
    /// generated SwiftUI declaration vanish and the check pass without checking anything.
    static let probe = """
        #if !canImport(SwiftUI)
        #error("the SwiftUI stand-in is not importable: nothing would be checked")
        #else
        import SwiftUI

        public struct LiveMessage: Equatable, Sendable {
            public var id: Int
        }

        struct TimerScreen: View {
            @State private var isDeleting = false
            @State private var isInviting = false
            @State private var isRetrying = false
            @State private var isModerating = false
            @State private var isNoticing = false
            @State private var isRecoloring = false
            @State private var reason = ""
            @State private var dontShowAgain = false

            var body: some View {
                VStack {
                    Text("Timer")
                    TimerDeleteDialog().view { _ in }
                    UploadRetryDialog(fileName: "a.png", attempt: 2).view(locale: "en", onAsyncAction: { _ in true }) { _ in }
                    WallpaperColorChangeDialog(colorName: "Red").view(slot: { _ in Color.clear }) { _ in }
                }
                .timerDeleteDialog(isPresented: $isDeleting) { action in
                    print(action)
                }
                .teamInvitationDialog(isPresented: $isInviting, teamName: "Core") { _ in }
                .uploadRetryDialog(isPresented: $isRetrying, fileName: "a.png", attempt: 2, onAsyncAction: { action in
                    await upload(action)
                }) { _ in }
                .liveMessageDeleteDialog(isPresented: $isModerating, senderName: "Kim", liveMessage: LiveMessage(id: 1), reason: $reason) { _ in }
                .noticeSimpleDialog(isPresented: $isNoticing, dontShowAgain: $dontShowAgain) { _ in }
                .wallpaperColorChangeDialog(isPresented: $isRecoloring, colorName: "Red", slot: { id in
                    if id == "colorPreview" { Color.clear }
                }) { _ in }
            }

            private func upload(_ action: UploadRetryDialog.Action) async -> Bool {
                action == .didTapRetry
            }
        }
        #endif

        """

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated SwiftUI was not type-checked"))
    func generatedSwiftUITypeChecks() throws {
        let compiler = try #require(SwiftCompiler.find())
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let module = try compiler.run([
            "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI",
            "-emit-module-path", directory.path + "/SwiftUI.swiftmodule", Self.standIn,
        ])
        try #require(module.status == 0, Comment(rawValue: "the stand-in does not compile:\n" + module.output))

        var config = try EmitFixtures.config()
        config.swift.accessLevel = Defaulted(default: .public)
        let specs = try EmitFixtures.referenceSpecs() + [try EmitFixtures.spec(EmitFixtures.hostileSpec)]
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        var files = [
            SwiftModelEmitter.support(config: config),
            SwiftTokensEmitter.tokens(designSystem, accessLevel: .public),
            SwiftUIEmitter.support(),
        ]
        for spec in specs {
            files.append(SwiftModelEmitter.dialog(spec, config: config))
            files.append(SwiftUIEmitter.view(spec, config: config, designSystem: designSystem))
        }
        files.append(OutputFile(relativePath: "Probe.swift", contents: Self.probe))
        let paths = try files.map { try directory.write($0.relativePath, $0.contents) }
        let check = try compiler.run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Generated", "-I", directory.path] + paths)
        #expect(check.status == 0, Comment(rawValue: "the generated SwiftUI does not type-check:\n" + check.output))
    }
}
