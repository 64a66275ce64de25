import DialogEmit
import DialogModel
import DialogTestSupport
import Testing

/// The SwiftUI runtime and the view file of every reference spec, reviewed as goldens.
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
            let code = lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }
            #expect(code.first == "#if canImport(SwiftUI)", "\(file.relativePath)")
            #expect(code.last == "#endif", "\(file.relativePath)")
        }
    }
}
