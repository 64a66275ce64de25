import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// An app's own types named like the standard library's and the frameworks' (`struct Task {}`,
/// `struct View {}`, `struct Store {}`) replace nothing in the generated code: it names those
/// types through their modules (`Swift.String`, `SwiftUI.View`, `_Concurrency.Task`) and the
/// protocols' own types through `Self` (`Self.Content`), so the generated files type-check
/// beside an app file declaring a type of every such name, against the stand-ins compiled as
/// the frameworks' own modules (`PlatformTypeCheck.checkAgainstModules`). The mutations prove
/// that the check fails on an unqualified use.
@Suite struct ShadowedNamesTypeCheckTests {
    /// Everything a build generates, with the TCA adapter: no app code besides.
    static func generatedFiles() throws -> [OutputFile] {
        try SwiftUITypeCheckTests.generatedFiles()
            + PresenterRuntimeEmitter.support(config: try PresenterMutationTests.tcaConfig()).filter { $0.relativePath == "DialogSupport+TCA.swift" }
    }

    /// The names of the review that found generated code an app could break, and the common
    /// ones: declared by the app file even if the generated code stopped using them.
    static let reportedNames = ["Task", "Content", "Configuration", "Subviews", "Store", "String", "Locale", "View", "Text", "Color", "Context"]

    /// Every type name `files` write through a module or through `Self`, and `reportedNames`.
    static func shadowingNames(in files: [OutputFile]) -> [String] {
        var names = Set(reportedNames)
        for file in files {
            for match in file.contents.matches(of: /(?:Swift|Foundation|SwiftUI|Accessibility|_Concurrency|ComposableArchitecture|Self)\.([A-Z]\w*)/) {
                names.insert(String(match.output.1))
            }
        }
        return names.subtracting(["Type", "Action"]).sorted()
    }

    /// An app file declaring a type of each of `names`, and the payload type a reference
    /// spec names (qualified itself: the app's `Equatable` is one of `names`).
    static func appFile(declaring names: [String]) -> OutputFile {
        let payload = "public struct LiveMessage: Swift.Equatable, Swift.Sendable {}\n"
        return OutputFile(relativePath: "AppTypes.swift", contents: payload + names.map { "struct \($0) {}\n" }.joined())
    }

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated Swift was not checked beside app types of framework names"),
        arguments: [PlatformTypeCheck.Platform.iOS, .macOS])
    func appTypesOfFrameworkNamesReplaceNothing(on platform: PlatformTypeCheck.Platform) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: platform)
        check.tca = true
        let files = try Self.generatedFiles()
        let names = Self.shadowingNames(in: files)
        #expect(names.count > 40, "only \(names) are shadowed: the generated code no longer qualifies what it uses")
        let result = try check.checkAgainstModules(files + [Self.appFile(declaring: names)])
        #expect(result.status == 0, Comment(rawValue: "the generated Swift does not type-check on \(platform) beside app types named \(names):\n" + result.output))
    }

    struct Mutation: Sendable, CustomStringConvertible {
        /// A text of the generated files and what replaces it (every occurrence).
        var replace: String
        var with: String
        /// Part of the compiler's message for the broken code.
        var expected: String

        var description: String { "\(replace) -> \(with)" }
    }

    static let mutations = [
        Mutation(replace: "_Concurrency.Task {", with: "Task {", expected: "Task"),
        Mutation(replace: "Self.Content", with: "Content", expected: "ViewModifier"),
        Mutation(replace: "Self.Configuration", with: "Configuration", expected: "ToggleStyle"),
        Mutation(replace: "Self.Subviews", with: "Subviews", expected: "Layout"),
        Mutation(replace: "ComposableArchitecture.Store<", with: "Store<", expected: "Store"),
        Mutation(replace: "some SwiftUI.View", with: "some View", expected: "View"),
        Mutation(replace: ": Swift.String", with: ": String", expected: "String"),
        Mutation(replace: "Foundation.Locale", with: "Locale", expected: "Locale"),
    ]

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the shadowing check's mutations were not run"),
        arguments: mutations)
    func checkRejectsAnUnqualifiedUse(_ mutation: Mutation) throws {
        var check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: .iOS)
        check.tca = true
        let original = try Self.generatedFiles()
        let mutated = original.map { file in
            OutputFile(relativePath: file.relativePath, contents: file.contents.replacingOccurrences(of: mutation.replace, with: mutation.with))
        }
        try #require(mutated.map(\.contents) != original.map(\.contents), "the mutation changes nothing: \(mutation)")
        let result = try check.checkAgainstModules(mutated + [Self.appFile(declaring: Self.shadowingNames(in: original))])
        #expect(result.status != 0, "the check accepted \(mutation) beside app types of those names")
        #expect(result.output.contains(mutation.expected), Comment(rawValue: "expected “\(mutation.expected)”; the check said:\n" + result.output))
    }
}
