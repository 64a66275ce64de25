@testable import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// The "Presenting it in SwiftUI" and "In UIKit" snippets of every catalog page type-check against the
/// generated code and the SwiftUI stand-in (as `SwiftUITypeCheckTests` checks the generated
/// code): pasted into a view that has the values it names, it compiles. The same check must
/// reject a snippet with a binding passed as a value or an argument label the modifier does
/// not have, so it cannot pass by checking nothing.
@Suite struct CatalogSnippetTypeCheckTests {
    /// The view a reader pastes the snippet into: `content`, `isPresented`, a property per
    /// dialog input, a `@State` per text field and checkbox, and the handlers the snippet names.
    static func host(_ spec: DialogSpec, config: ProjectConfig, snippet: String, number: Int) -> String {
        let model = DialogFileBuilder(spec: spec, config: config)
        let typeName = DialogFileBuilder.typeName(of: spec)
        var members = ["    let content = Text(\"Screen\")", "    @State var isPresented = false"]
        members += model.inputs.properties.map { "    let \($0.name): \($0.type)" }
        for element in spec.content {
            switch element.type.value {
            case .textField: members.append("    @State var \(element.id.value) = \"\"")
            case .checkbox: members.append("    @State var \(element.id.value) = false")
            case .slot: break
            }
        }
        members.append("    func slotView(_ id: String) -> some View { Color.clear }")
        members.append("    func handleAsyncAction(_ action: \(typeName).Action) async -> Bool { true }")
        members.append("    func handleAction(_ action: \(typeName).Action) {}")
        members.append("    var body: some View {\n        \(snippet)\n    }")
        // At the generated views' own deployment floor, as an app that presents them is.
        return "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)\nstruct SnippetHost\(number): View {\n" + members.joined(separator: "\n") + "\n}\n"
    }

    /// A view controller a reader pastes the UIKit snippet into, with the dialog's inputs,
    /// `values` and the handlers the snippet names.
    static func uikitHost(_ spec: DialogSpec, config: ProjectConfig, snippet: String, number: Int) -> String {
        let model = DialogFileBuilder(spec: spec, config: config)
        let typeName = DialogFileBuilder.typeName(of: spec)
        var members = ["    let values = DialogValues()"]
        members += model.inputs.properties.map { "    var \($0.name): \($0.type) { fatalError() }" }
        members.append("    func slotView(_ id: String) -> UIView? { nil }")
        members.append("    func handleAsyncAction(_ action: \(typeName).Action) async -> Bool { true }")
        members.append("    func handleAction(_ action: \(typeName).Action) {}")
        members.append("    func show() throws {\n        \(snippet)\n    }")
        return "@available(iOS 15, tvOS 15, visionOS 1, *)\n@MainActor\nfinal class UIKitSnippetHost\(number): UIViewController {\n"
            + members.joined(separator: "\n") + "\n}\n"
    }

    static let prelude = """
        #if !canImport(SwiftUI)
        #error("the SwiftUI stand-in is not importable: nothing would be checked")
        #else
        import SwiftUI

        public struct LiveMessage: Equatable, Sendable {
            public var id: Int
        }

        """

    /// Type-checks the generated code of `specs` with `hosts` for iOS, with the platform
    /// stand-ins (`PlatformTypeCheck`); the compiler's status and output.
    static func typeCheck(_ specs: [DialogSpec], config: ProjectConfig, hosts: String, uikitHosts: String = "", compiler: SwiftCompiler) throws
        -> (status: Int32, output: String)
    {
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        var files = [
            SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words), SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value),
        ] + PresenterRuntimeEmitter.support(config: config)
        for spec in specs {
            files.append(SwiftModelEmitter.dialog(spec, config: config))
            files.append(SwiftUIEmitter.view(spec, config: config, designSystem: designSystem))
        }
        files.append(OutputFile(relativePath: "Snippets.swift", contents: prelude + hosts + "#endif\n"))
        files.append(OutputFile(
            relativePath: "UIKitSnippets.swift",
            contents: "#if !canImport(UIKit)\n#error(\"the UIKit stand-in is not importable\")\n#else\nimport UIKit\n\n" + uikitHosts + "#endif\n"))
        return try PlatformTypeCheck(compiler: compiler, platform: .iOS).check(files)
    }

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the catalog's snippets were not type-checked"))
    func everyPagesSnippetTypeChecksAndAWrongOneIsRejected() throws {
        let compiler = try #require(SwiftCompiler.find())
        var config = try EmitFixtures.config()
        config.swift.accessLevel = Defaulted(default: .public)
        let specs = try EmitFixtures.referenceSpecs()
        let snippets = specs.map { CatalogSwiftSnippet.presenting($0, config: config) }
        // Every fixture's kind of argument is covered: inputs, a payload, bindings, a slot, async.
        let all = snippets.joined(separator: "\n")
        for part in ["$isPresented", "$reason", "slot: slotView", "onAsyncAction: handleAsyncAction", "liveMessage: liveMessage"] {
            #expect(all.contains(part), "no fixture's snippet has \(part)")
        }
        let hosts = zip(specs, snippets).enumerated().map { Self.host($1.0, config: config, snippet: $1.1, number: $0) }.joined(separator: "\n")
        let uikitSnippets = specs.map { CatalogSwiftSnippet.presentingInUIKit($0, config: config) }
        let uikitHosts = zip(specs, uikitSnippets).enumerated().map { Self.uikitHost($1.0, config: config, snippet: $1.1, number: $0) }
            .joined(separator: "\n")
        let good = try Self.typeCheck(specs, config: config, hosts: hosts, uikitHosts: uikitHosts, compiler: compiler)
        #expect(good.status == 0, Comment(rawValue: "a catalog snippet does not type-check:\n" + good.output + "\n" + hosts + uikitHosts))
        #expect(uikitSnippets.joined().contains("values: values") && uikitSnippets.joined().contains("onAsyncAction: handleAsyncAction"))

        // The UIKit snippet with a label `present` lacks must be rejected too.
        let badUIKit = try Self.typeCheck(
            specs, config: config, hosts: hosts, uikitHosts: uikitHosts.replacingOccurrences(of: "from: self", with: "over: self"), compiler: compiler)
        #expect(badUIKit.status != 0, "the UIKit snippet with 'over:' type-checked")

        // Mutations the check must reject: a binding passed as a value, a label the modifier lacks.
        for (from, to) in [("$reason", "reason"), ("onAction:", "onTap:")] {
            let mutated = hosts.replacingOccurrences(of: from, with: to)
            #expect(mutated != hosts)
            let bad = try Self.typeCheck(specs, config: config, hosts: mutated, compiler: compiler)
            #expect(bad.status != 0, "the snippet with '\(to)' for '\(from)' type-checked")
        }
    }
}
