import DialogTestSupport
import Foundation
import Testing

/// End to end through `dialogc`: what `dialogc build` writes type-checks in an app module
/// that declares its own `Task`, `Content`, `Configuration`, `Subviews`, `Store`, `String`,
/// `Locale`, `View`, `Text`, `Color` and the other names the generated code uses (it names
/// those through their modules), and `dialogc lint` refuses the dialog ids whose types the
/// support code declares. `ShadowedNamesTypeCheckTests` checks every platform and the TCA
/// adapter, with mutations.
@Suite struct AppTypeNamesTests {
    let dialogc = CommandRunner()

    /// Framework and standard names the generated code uses, declared by the app.
    static let appTypes = [
        "Task", "Content", "Configuration", "Subviews", "Store", "Context", "String", "Int", "Double", "Bool", "Locale", "View",
        "Text", "Color", "Image", "Font", "Binding", "State", "Environment", "Button", "Equatable", "Sendable", "Hashable",
        "Identifiable", "CaseIterable", "Range", "Unicode", "Substring", "AttributedString", "Layout", "Animation", "Toggle",
    ]

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the built Swift was not type-checked"))
    func builtSwiftCompilesBesideAppTypesOfFrameworkNames() throws {
        let compiler = try #require(SwiftCompiler.find())
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/Generated"
        let built = dialogc.run("build", RepositoryPaths.fixtures + "/specs", "--out", out)
        #expect(built.status == 0, "\(built.standardError)")
        // The stand-ins as the frameworks' modules; without UIKit on the path the AppKit
        // branches are compiled, as on macOS.
        for module in ["AppKit", "Accessibility", "SwiftUI"] {
            let result = try compiler.run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module, "-I", folder.path,
                "-emit-module-path", folder.path + "/\(module).swiftmodule", RepositoryPaths.root + "/Tests/DialogEmitTests/SwiftUIStandIn/\(module).swift",
            ])
            try #require(result.status == 0, Comment(rawValue: "the \(module) stand-in does not compile:\n" + result.output))
        }
        let app = try folder.write(
            "App/AppTypes.swift",
            "struct LiveMessage: Swift.Equatable, Swift.Sendable {}\n" + Self.appTypes.map { "struct \($0) {}\n" }.joined())
        let generated = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".swift") }.sorted().map { out + "/" + $0 }
        let result = try compiler.run(
            ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App", "-I", folder.path, "-D", "DEBUG", app]
                + generated)
        #expect(result.status == 0, Comment(rawValue: "the built Swift does not type-check beside the app's types:\n" + result.output))
    }

    @Test(arguments: ["localized", "presentable"])
    func lintRefusesDialogIDsOfSupportTypes(_ id: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("\(id).dialog.json", #"{"id": "\#(id)", "title": "T", "buttons": [{"id": "ok", "title": "OK", "role": "primary"}]}"#)
        let result = dialogc.run("lint", spec)
        #expect(result.status == 1)
        let type = id.prefix(1).uppercased() + id.dropFirst() + "Dialog"
        #expect(
            result.standardOutput.contains(
                "1:8: error: dialog id '\(id)' generates the type '\(type)', which the generated support code already declares"),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("for example '\(id).notice' [invalid-identifier]"), "\(result.standardOutput)")
    }
}
