import DialogEmit
import DialogModel
import DialogTestSupport
import Testing

/// The SwiftUI runtime, the appearance runtime and the view file of every reference spec, reviewed as goldens.
@Suite struct SwiftUIGoldenTests {
    static let goldens = RepositoryPaths.fixtures + "/swift/"

    @Test func runtime() {
        let file = SwiftUIEmitter.support(accessLevel: .internal)
        #expect(file.relativePath == "DialogSupport+SwiftUI.swift")
        if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func referenceDialogs() throws {
        let config = try EmitFixtures.config()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        for spec in try EmitFixtures.referenceSpecs() {
            let file = SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)
            #expect(file.relativePath == SwiftModelEmitter.typeName(of: spec) + "+View.swift")
            if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
        }
    }

    @Test func everyDeclarationIsBehindCanImport() throws {
        let config = try EmitFixtures.config()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let views = try EmitFixtures.referenceSpecs().map { SwiftUIEmitter.view($0, config: config, designSystem: designSystem) }
        for file in views + [SwiftUIEmitter.support(accessLevel: .internal)] {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            var code = lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }
            // A view file starts with its `appearance`, which every presenter reads, then the SwiftUI.
            if file.relativePath.hasSuffix("+View.swift") {
                let typeName = String(file.relativePath.dropLast("+View.swift".count))
                #expect(code.first == "extension \(typeName): PresentableDialog {", "\(file.relativePath)")
                let unconditional = code.prefix { $0 != "#if canImport(SwiftUI)" }
                #expect(unconditional.contains { $0.contains("static let appearance = DialogAppearance(") }, "\(file.relativePath)")
                #expect(!unconditional.contains { $0.contains("View") || $0.contains("@available") }, "\(file.relativePath)")
                code.removeFirst(unconditional.count)
            }
            #expect(code.first == "#if canImport(SwiftUI)", "\(file.relativePath)")
            #expect(code.last == "#endif", "\(file.relativePath)")
        }
    }

    @Test func appearanceRuntime() throws {
        let files = PresenterRuntimeEmitter.support(config: try EmitFixtures.config())
        let file = try #require(files.first { $0.relativePath == "DialogSupport+Appearance.swift" })
        #expect(!file.contents.contains("import SwiftUI") && !file.contents.contains("canImport(SwiftUI)"), "the appearance is compiled on every platform")
        if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func presenterRuntimes() throws {
        let files = PresenterRuntimeEmitter.support(config: try PresenterMutationTests.tcaConfig())
        #expect(files.map(\.relativePath) == ["DialogSupport+Appearance.swift", "DialogSupport+UIKit.swift", "DialogSupport+TCA.swift"])
        for file in files.dropFirst() {
            var code = file.contents.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("//") }
            if file.relativePath == "DialogSupport+UIKit.swift" {
                // `DialogSession` comes first, Foundation only, so the tests run it on Linux.
                #expect(code.first == "import Foundation" && code.contains { $0.hasPrefix("final class DialogSession<") })
                code = Array(code.drop { !$0.hasPrefix("#if canImport(") })
            }
            if file.relativePath == "DialogSupport+TCA.swift" {
                // The state of a dialog with content comes first, plain Swift, so it runs without TCA.
                #expect(code.first?.hasPrefix("struct DialogContentState<") == true, "\(code.first ?? "")")
                code = Array(code.drop { !$0.hasPrefix("#if canImport(") })
            }
            #expect(code.first?.hasPrefix("#if canImport(") == true && code.last == "#endif", "\(file.relativePath)")
            if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
