import DialogEmit
import DialogTestSupport
import Foundation
import Testing

/// Proves that the platform type check (`PlatformTypeCheck`) can fail where it matters: each
/// mutation breaks the generated code as Apple's compiler would reject it, on the platform
/// whose configuration compiles the broken part, and the check must report that very error.
@Suite struct SwiftUICheckMutationTests {
    struct Mutation: Sendable, CustomStringConvertible {
        var description: String
        var platform: PlatformTypeCheck.Platform
        /// A text of the generated files and what replaces it (every occurrence).
        var replace: String
        var with: String
        /// Part of the compiler's message for the broken code.
        var expected: String
    }

    static let floor = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)"

    static let mutations = [
        Mutation(
            description: "the card as an accessibility container, misspelled", platform: .iOS,
            replace: ".accessibilityElement(children: .contain)", with: ".accessibilityElement(children: .contian)", expected: "contian"),
        Mutation(
            description: "a field the caller did not bind, without the value the card holds", platform: .iOS,
            replace: "text ?? $heldTexts[held: id, initially: \"\"]", with: "text", expected: "cannot convert value of type 'Binding<String>?'"),
        Mutation(
            description: "a misspelled modifier in the UIKit-platform presentation branch", platform: .iOS,
            replace: "fullScreenCover(isPresented:", with: "fullScreenCovr(isPresented:", expected: "fullScreenCovr"),
        Mutation(
            description: "a misspelled modifier in the macOS presentation branch", platform: .macOS,
            replace: ".addChildWindow(", with: ".addChildWindo(", expected: "addChildWindo"),
        Mutation(
            description: "the macOS cover without its macOS guard", platform: .macOS,
            replace: "#if os(macOS)\n        background {", with: "#if false\n        background {", expected: "is unavailable"),
        Mutation(
            description: "a misspelled modifier in the keyboard branch", platform: .tvOS,
            replace: "keyboardType(keyboard.uiKeyboardType)", with: "keyboardTyp(keyboard.uiKeyboardType)", expected: "keyboardTyp"),
        Mutation(
            description: "the keyboard branch without its watchOS guard", platform: .watchOS,
            replace: "#if canImport(UIKit) && !os(watchOS)", with: "#if canImport(UIKit)", expected: "is unavailable"),
        Mutation(
            description: "the keyboard-shortcut branch without its tvOS and watchOS guard", platform: .tvOS,
            replace: "#if os(tvOS) || os(watchOS)", with: "#if false", expected: "is unavailable"),
        Mutation(
            description: "a declared deployment target below the API used (iOS 16)", platform: .iOS,
            replace: floor, with: "@available(iOS 16, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)",
            expected: "is only available in iOS_17"),
        Mutation(
            description: "a declared deployment target below the API used (macOS 13)", platform: .macOS,
            replace: floor, with: "@available(iOS 17, macOS 13, tvOS 17, watchOS 10, visionOS 1, *)",
            expected: "is only available in macOS_14"),
        Mutation(
            description: "every @available removed", platform: .watchOS,
            replace: floor, with: "", expected: "is only available in watchOS_"),
        Mutation(
            description: "a misspelled modifier in the button border", platform: .iOS,
            replace: ".strokeBorder(", with: ".strokeBordr(", expected: "strokeBordr"),
        Mutation(
            description: "a misspelled conformance in the generated previews (compiled as in a debug build)", platform: .tvOS,
            replace: ": SwiftUI.PreviewProvider {", with: ": SwiftUI.PreviewProvidr {", expected: "PreviewProvidr"),
        Mutation(
            description: "previews at a Dynamic Type size SwiftUI lacks", platform: .visionOS,
            replace: "sizes: [", with: "sizes: [.huge, ", expected: "huge"),
        Mutation(
            description: "a generated extension without @MainActor", platform: .iOS,
            replace: "@MainActor\nextension", with: "extension", expected: "main actor-isolated"),
    ]

    @Test(
        .enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the check's mutations were not run"),
        arguments: mutations)
    func checkRejects(_ mutation: Mutation) throws {
        let check = PlatformTypeCheck(compiler: try #require(SwiftCompiler.find()), platform: mutation.platform)
        let original = try SwiftUITypeCheckTests.generatedFiles() + [OutputFile(relativePath: "Probe.swift", contents: SwiftUITypeCheckTests.probe)]
        let mutated = original.map { file in
            OutputFile(relativePath: file.relativePath, contents: file.contents.replacingOccurrences(of: mutation.replace, with: mutation.with))
        }
        try #require(mutated.map(\.contents) != original.map(\.contents), "the mutation changes nothing: \(mutation)")
        let result = try check.check(mutated)
        #expect(result.status != 0, "the check accepted \(mutation) on \(mutation.platform)")
        #expect(result.output.contains(mutation.expected), Comment(rawValue: "expected “\(mutation.expected)”; the check said:\n" + result.output))
    }
}
