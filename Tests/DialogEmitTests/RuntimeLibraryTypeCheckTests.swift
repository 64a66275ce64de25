import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// With `"runtime": "library"` the presenters (SwiftUI, UIKit, TCA, appearance) are still
/// generated, and they use the library's state machines and Korean line breaking across the
/// module boundary: the whole output type-checks against the `DialogRuntime` module this
/// package built and the stand-ins as the frameworks' modules, on a UIKit and an AppKit
/// platform, and is rejected once the SwiftUI runtime loses its import.
@Suite struct RuntimeLibraryTypeCheckTests {
    /// The folder of the built `DialogRuntime.swiftmodule`, beside this test bundle.
    static let modules = BuiltProducts.first(BuiltProducts.runtimeModules(in:))

    static func libraryFiles() throws -> [OutputFile] {
        var config = try PresenterMutationTests.tcaConfig()
        config.swift.runtime = Defaulted(default: .library)
        let specs = try EmitFixtures.referenceSpecs() + [try EmitFixtures.spec(EmitFixtures.hostileSpec)]
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        var files = [
            SwiftModelEmitter.support(config: config),
            SwiftTokensEmitter.tokens(designSystem, accessLevel: .public),
            SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value, runtime: .library),
        ] + PresenterRuntimeEmitter.support(config: config)
        for spec in specs {
            files.append(SwiftModelEmitter.dialog(spec, config: config))
            files.append(SwiftUIEmitter.view(spec, config: config, designSystem: designSystem))
        }
        files.append(OutputFile(relativePath: "App.swift", contents: "public struct LiveMessage: Swift.Equatable, Swift.Sendable {}\n"))
        return files
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil && modules != nil, "no swiftc, or no built DialogRuntime module: run 'swift build'"),
        arguments: [PlatformTypeCheck.Platform.iOS, .macOS])
    func thePresentersTypeCheckAgainstTheLibrary(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        check.modulePaths = [try #require(Self.modules)]
        let files = try Self.libraryFiles()
        #expect(!files.contains { $0.relativePath == "DialogSupport.swift" })
        let result = try check.checkAgainstModules(files)
        #expect(result.status == 0, Comment(rawValue: result.output))

        // The mutation: the SwiftUI runtime without the import cannot see the library's types.
        let mutated = files.map { file in
            file.relativePath == "DialogSupport+SwiftUI.swift"
                ? OutputFile(relativePath: file.relativePath, contents: file.contents.replacingOccurrences(of: "import DialogRuntime\n", with: ""))
                : file
        }
        try #require(mutated.map(\.contents) != files.map(\.contents))
        let rejected = try check.checkAgainstModules(mutated)
        #expect(rejected.status != 0, "the SwiftUI runtime type-checked without importing DialogRuntime")
        #expect(rejected.output.contains("DialogSupport+SwiftUI.swift"), Comment(rawValue: rejected.output))
    }
}
