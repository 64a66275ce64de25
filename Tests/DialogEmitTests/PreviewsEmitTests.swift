import DialogEmit
import DialogModel
import DialogTestSupport
import Testing

/// Each view file has Xcode previews in a debug build unless the config turns them off; a
/// dialog with a payload has none. `SwiftUITypeCheckTests` type-checks them with `DEBUG` set.
@Suite struct PreviewsEmitTests {
    static func view(_ id: String, previews: Bool) throws -> String {
        var config = try EmitFixtures.config()
        config.swift.previews = Defaulted(default: previews)
        let spec = try #require(try EmitFixtures.referenceSpecs().first { $0.id.value == id })
        return SwiftUIEmitter.view(spec, config: config, designSystem: try SwiftUITokensTests.brandDesignSystem()).contents
    }

    @Test func aViewFileHasPreviewsInADebugBuild() throws {
        let view = try Self.view("upload.retry", previews: true)
        #expect(view.contains("#if DEBUG\n@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)\nstruct UploadRetryDialog_Previews: SwiftUI.PreviewProvider {"))
        #expect(view.contains(#"UploadRetryDialog.self, values: ["fileName": "{fileName}", "attempt": "0"],"#), "\(view)")
        #expect(view.contains("sizes: [.large, .xxxLarge, .accessibility3]"))
    }

    @Test func theConfigTurnsThemOff() throws {
        #expect(!(try Self.view("upload.retry", previews: false)).contains("PreviewProvider"))
    }

    /// Made from the type and its spec, so an app's payload type needs no value.
    @Test func aDialogWithAPayloadHasThemToo() throws {
        let view = try Self.view("liveMessage.delete", previews: true)
        #expect(view.contains("struct LiveMessageDeleteDialog_Previews: SwiftUI.PreviewProvider {"), "\(view)")
        #expect(view.contains(#"LiveMessageDeleteDialog.self, values: ["senderName": "{senderName}"]"#), "\(view)")
    }
}
