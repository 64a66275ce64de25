import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// With `"runtime": "library"` the dialogs, their views and previews and the TCA adapter use
/// the library's model, appearance, SwiftUI and UIKit presenters across the module boundary.
/// `Sources/DialogRuntime` is compiled as the `DialogRuntime` module against the stand-ins as
/// the frameworks' modules (so its `canImport(SwiftUI)` and `canImport(UIKit)` parts are there,
/// as on a device), and the whole output type-checks against it on a UIKit and an AppKit
/// platform; it is rejected once the TCA adapter loses its import, and once a dialog's style
/// no longer hands the library the contract `DialogContract.project` makes.
@Suite struct RuntimeLibraryTypeCheckTests {
    static func libraryFiles() throws -> [OutputFile] {
        var config = try PresenterMutationTests.tcaConfig()
        config.swift.runtime = Defaulted(default: .library)
        let specs = try EmitFixtures.referenceSpecs() + [try EmitFixtures.spec(EmitFixtures.hostileSpec)]
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        var files = [
            SwiftTokensEmitter.tokens(designSystem, accessLevel: .public, runtime: .library, locales: ["ko", "en"], koreanLineBreak: .words)
        ] + PresenterRuntimeEmitter.support(config: config)
        for spec in specs {
            files.append(SwiftModelEmitter.dialog(spec, config: config))
            files.append(SwiftUIEmitter.view(spec, config: config, designSystem: designSystem))
        }
        files.append(OutputFile(relativePath: "App.swift", contents: "public struct LiveMessage: Swift.Equatable, Swift.Sendable {}\n"))
        return files
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the library's presenters were not type-checked"),
        arguments: [PlatformTypeCheck.Platform.iOS, .macOS])
    func thePresentersTypeCheckAgainstTheLibrary(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        check.compilesRuntime = true
        let files = try Self.libraryFiles()
        #expect(!files.contains { $0.relativePath == "DialogSupport.swift" })
        #expect(!files.contains { ["DialogSupport+Appearance.swift", "DialogSupport+UIKit.swift", "DialogSupport+SwiftUI.swift"].contains($0.relativePath) }, "the library has them")
        let result = try check.checkAgainstModules(files)
        #expect(result.status == 0, Comment(rawValue: result.output))

        // The mutations, in one run: the TCA adapter without the import cannot see the
        // library's types, and a dialog's style without the project's contract has no tokens.
        let mutated = files.map { file in
            if file.relativePath == "DialogSupport+TCA.swift" {
                return OutputFile(relativePath: file.relativePath, contents: file.contents.replacingOccurrences(of: "import DialogRuntime\n", with: ""))
            }
            if file.relativePath == "UploadRetryDialog+View.swift" {
                return OutputFile(relativePath: file.relativePath, contents: file.contents.replacingOccurrences(of: " contract: .project,", with: ""))
            }
            return file
        }
        try #require(zip(mutated, files).filter { $0.contents != $1.contents }.count == 2)
        let rejected = try check.checkAgainstModules(mutated)
        #expect(rejected.status != 0, "the TCA adapter type-checked without importing DialogRuntime")
        #expect(rejected.output.contains("DialogSupport+TCA.swift"), Comment(rawValue: rejected.output))
        #expect(rejected.output.contains("UploadRetryDialog+View.swift"), Comment(rawValue: rejected.output))
    }

    /// The library's UIKit presenter is compiled where UIKit is (and only there): made
    /// internal, the type of `present`'s public default argument is rejected on iOS, and the
    /// file is empty on macOS, so the same library compiles.
    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the library's UIKit presenter was not compiled"),
        arguments: [PlatformTypeCheck.Platform.iOS, .macOS])
    func theLibrarysUIKitPresenterIsCompiledWhereUIKitIs(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.compilesRuntime = true
        check.runtimeEdit = ("Sources/DialogRuntime/UIKit/DialogUIKit.swift", "public final class DialogValues", "final class DialogValues")
        let result = try check.checkAgainstModules([OutputFile(relativePath: "App.swift", contents: "import DialogRuntime\n")])
        if platform.hasUIKit {
            #expect(result.status != 0, "an internal DialogValues compiled: the UIKit presenter was not compiled")
            #expect(result.output.contains("DialogUIKit.swift"), Comment(rawValue: result.output))
        } else {
            #expect(result.status == 0, Comment(rawValue: result.output))
        }
    }
}
