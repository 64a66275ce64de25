import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// Type-checks everything a build generates (model, tokens of the brand config, SwiftUI
/// runtime and views, under the public access level) against the SwiftUI stand-in in
/// `SwiftUIStandIn/`, which declares the SwiftUI API the emitter uses with Apple's
/// signatures and availability: once per Apple platform (`PlatformTypeCheck`), so every
/// `#if` branch and every `@available` is checked (Swift 6, warnings as errors).
/// `SwiftUICheckMutationTests` proves that the check rejects what Apple's compiler would.
@Suite struct SwiftUITypeCheckTests {
    /// App code using the generated API, and the payload type a reference spec names. It
    /// fails the type check if `canImport(SwiftUI)` were false, which would make every
    /// generated SwiftUI declaration vanish and the check pass without checking anything.
    static let probe = """
        #if !canImport(SwiftUI)
        #error("the SwiftUI stand-in is not importable: nothing would be checked")
        #else
        import SwiftUI

        public struct LiveMessage: Equatable, Sendable, Identifiable {
            public var id: Int
        }

        struct Upload: Identifiable {
            var id: String
            var attempt: Int
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        struct TimerScreen: View {
            @State private var isDeleting = false
            @State private var isInviting = false
            @State private var isRetrying = false
            @State private var isModerating = false
            @State private var isNoticing = false
            @State private var isRecoloring = false
            @State private var reason = ""
            @State private var dontShowAgain = false
            @State private var moderated: LiveMessage?
            @State private var failedUpload: Upload?
            @State private var recolored: Upload?
            @State private var deleting: Upload?

            var body: some View {
                VStack {
                    Text("Timer")
                    TimerDeleteDialog().view { _ in }
                    UploadRetryDialog(fileName: "a.png", attempt: 2).view(locale: "en", phases: ["retry": .loading], dimmed: true, onAsyncAction: { _ in true }) { _ in }
                    UploadRetryDialog(fileName: "a.png", attempt: 2).view(locale: "en", onAsyncAction: { _ in true }) { _ in }
                    WallpaperColorChangeDialog(colorName: "Red").view(slot: { _ in Color.clear }) { _ in }
                    NoticeSimpleDialog().view(content: NoticeSimpleDialog().content(toggles: ["dontShowAgain": $dontShowAgain])) { _ in }
                }
                .dialog(isPresented: $isDeleting, TimerDeleteDialog()) { action in
                    print(action)
                }
                .dialog(isPresented: $isInviting, TeamInvitationDialog(teamName: "Core")) { _ in }
                .dialog(isPresented: $isRetrying, UploadRetryDialog(fileName: "a.png", attempt: 2), onAsyncAction: { action in
                    await upload(action)
                }) { _ in }
                .dialog(
                    isPresented: $isModerating, LiveMessageDeleteDialog(senderName: "Kim", liveMessage: LiveMessage(id: 1)),
                    content: { $0.content(texts: ["reason": $reason]) }) { _ in }
                .dialog(isPresented: $isNoticing, NoticeSimpleDialog(), content: { $0.content(toggles: ["dontShowAgain": $dontShowAgain]) }) { _ in }
                // No content: the field and the checkbox are drawn all the same, their values held by the card.
                .dialog(isPresented: $isModerating, LiveMessageDeleteDialog(senderName: "Kim", liveMessage: LiveMessage(id: 1))) { _ in }
                .dialog(isPresented: $isNoticing, NoticeSimpleDialog()) { _ in }
                .dialog(isPresented: $isRecoloring, WallpaperColorChangeDialog(colorName: "Red"), slot: { id in
                    if id == "colorPreview" { Color.clear }
                }) { _ in }
                .dialog(item: $moderated, dialog: { LiveMessageDeleteDialog(senderName: "Kim", liveMessage: $0) }, content: { $0.content(texts: ["reason": $reason]) }) { _ in }
                .dialog(item: $failedUpload, dialog: { UploadRetryDialog(fileName: $0.id, attempt: $0.attempt) }, onAsyncAction: { action in
                    await upload(action)
                }) { _ in }
                .dialog(item: $recolored, dialog: { WallpaperColorChangeDialog(colorName: $0.id) }, content: { $0.content() }, slot: { _ in Color.clear }) { _ in }
                .dialog(item: $deleting, dialog: { _ in TimerDeleteDialog() }) { action in
                    if action == .didTapDelete { deleting = nil }
                }
                .dialog(isPresented: $isDeleting, TimerDeleteDialog()) { _ in }
                // The dialogs of this window wait in a queue of its own.
                .dialogQueue()
            }

            private func upload(_ action: UploadRetryDialog.Action) async -> Bool {
                action == .didTapRetry
            }
        }
        #endif

        """

    /// Everything a build generates for the reference specs and the hostile one.
    static func generatedFiles() throws -> [OutputFile] {
        let config = try EmitFixtures.publicConfig()
        let specs = try EmitFixtures.referenceSpecs() + [try EmitFixtures.spec(EmitFixtures.hostileSpec)]
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        var files = [
            SwiftModelEmitter.support(config: config),
            SwiftTokensEmitter.tokens(designSystem, accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words),
            SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value),
        ] + PresenterRuntimeEmitter.support(config: config)
        for spec in specs {
            files.append(SwiftModelEmitter.dialog(spec, config: config))
            files.append(SwiftUIEmitter.view(spec, config: config, designSystem: designSystem))
        }
        return files
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated SwiftUI was not type-checked"),
        arguments: PlatformTypeCheck.Platform.all)
    func generatedSwiftUITypeChecks(on platform: PlatformTypeCheck.Platform) throws {
        let check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        let files = try PresenterMutationTests.files(tca: false)
        let result = try check.check(files)
        #expect(result.status == 0, Comment(rawValue: "the generated SwiftUI and UIKit do not type-check on \(platform):\n" + result.output))
    }

    /// With `swift.assetBundle: module` an asset icon loads from `Bundle.module`: the views
    /// type-check beside the accessor SwiftPM generates for a target with resources, and not
    /// without it, so the bundle named is the module's, not the main one.
    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the module bundle was not checked"))
    func assetIconsLoadFromTheModuleBundle() throws {
        let check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: .iOS)
        var config = try EmitFixtures.publicConfig()
        config.swift.assetBundle = Defaulted(default: .module)
        let spec = try #require(try EmitFixtures.referenceSpecs().first { $0.id.value == "wallpaper.colorChange" })
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let view = SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)
        #expect(view.contents.contains(#".asset("wallpaperPalette", bundle: .module)"#))
        let files = [
            SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words), SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value),
            SwiftModelEmitter.dialog(spec, config: config), view,
        ] + PresenterRuntimeEmitter.support(config: config)
        let accessor = OutputFile(
            relativePath: "resource_bundle_accessor.swift",
            contents: "import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n")
        let withAccessor = try check.check(files + [accessor])
        #expect(withAccessor.status == 0, Comment(rawValue: withAccessor.output))
        let without = try check.check(files)
        #expect(without.status != 0 && without.output.contains("module"), Comment(rawValue: without.output))
    }
}
