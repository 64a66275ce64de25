import Foundation
import PackagePlugin

/// Runs `dialogc build` on a target's `*.dialog.json` files before the target compiles, and
/// hands the generated Swift to the compiler.
///
/// The target's specs (and a `dialogc.json` in the target's folder, passed with `--config`)
/// are the inputs; the outputs, declared so SwiftPM knows when to run the command and
/// compiles exactly what it produced, are the files `dialogc build --emit swift` writes into
/// `<pluginWorkDirectory>/Generated`:
///
/// - `DialogSupport.swift`, `DialogSupport+Appearance.swift`, `DialogSupport+SwiftUI.swift`,
///   `DialogTokens.swift` once, with `DialogSupport+UIKit.swift` unless the config's
///   `swift.uikit` is false and `DialogSupport+TCA.swift` when its `swift.tca` is true;
/// - `<TypeName>.swift` and `<TypeName>+View.swift` per spec.
///
/// dialogc's hidden `.dialogc-manifest.json` is written there too but not declared: an
/// undeclared output is not treated as a resource of the target.
@main
struct DialogcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }

        let files = target.sourceFiles.map(\.url)
        let specs = files
            .filter { $0.lastPathComponent.hasSuffix(".dialog.json") }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }

        // The config in the target's folder. The URL form of that folder
        // (`Target.directoryURL`) needs tools version 6.1 and the `Path` form is deprecated,
        // so it is found among the target's files instead: the `dialogc.json` nearest the
        // target's root, which is the one in the root folder when there is one there.
        let config = files
            .filter { $0.lastPathComponent == "dialogc.json" }
            .min { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }

        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let presenters = config.map(Self.presenters(byConfigAt:)) ?? (uikit: true, tca: false)
        let support = ["DialogSupport.swift", "DialogSupport+Appearance.swift", "DialogSupport+SwiftUI.swift", "DialogTokens.swift"]
            + (presenters.uikit ? ["DialogSupport+UIKit.swift"] : []) + (presenters.tca ? ["DialogSupport+TCA.swift"] : [])
        var outputs = support.map { outputDirectory.appending(path: $0) }
        // A spec whose id cannot be read declares no files of its own: dialogc then fails the
        // build with the problem at its line and column, which says more than the plugin could.
        for spec in specs {
            guard let typeName = Self.typeName(ofSpecAt: spec) else { continue }
            outputs.append(outputDirectory.appending(path: "\(typeName).swift"))
            outputs.append(outputDirectory.appending(path: "\(typeName)+View.swift"))
        }

        var arguments = ["build"] + specs.map(\.path) + ["--out", outputDirectory.path]
        var inputs = specs
        if let config {
            arguments += ["--config", config.path]
            inputs.append(config)
            inputs += Self.filesNamed(byConfigAt: config)
        }

        return [
            .buildCommand(
                displayName: "dialogc build: \(specs.count) dialog spec(s) of \(target.name)",
                executable: try context.tool(named: "dialogc").url,
                arguments: arguments,
                // The cache's signing key and the binary's digest memo live in the plugin's own
                // work folder: a sandboxed build cannot write the user's ~/.cache, and no
                // checkout can put a file there.
                environment: ["XDG_CACHE_HOME": context.pluginWorkDirectoryURL.appending(path: "cache").path],
                inputFiles: inputs,
                outputFiles: outputs
            ),
        ]
    }

    // MARK: Names

    /// The generated type name of the spec at `url`: its `id` in UpperCamelCase plus `Dialog`;
    /// nil when the file has no readable string `id`.
    ///
    /// A plugin cannot import the package's libraries, so this re-implements dialogc's rule
    /// (`SwiftIdentifier.upperCamelCase(dottedID:)` in `Sources/DialogModel`, plus `Dialog`):
    /// the id is split at every character that is not an ASCII letter or digit, each part's
    /// first letter is upper-cased and the rest kept, and the parts are joined
    /// (`timer.delete` -> `TimerDeleteDialog`, `liveMessage.delete` ->
    /// `LiveMessageDeleteDialog`). Keep the two in step.
    static func typeName(ofSpecAt url: URL) -> String? {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let id = object["id"] as? String, !id.isEmpty
        else { return nil }
        let parts = id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return parts.map { part in part.prefix(1).uppercased() + part.dropFirst() }.joined() + "Dialog"
    }

    /// Which presenters beside SwiftUI the config turns on (`swift.uikit`, default true;
    /// `swift.tca`, default false), as dialogc reads them, since each writes a file of its own.
    /// An unreadable config keeps the defaults: dialogc reports config problems itself.
    static func presenters(byConfigAt url: URL) -> (uikit: Bool, tca: Bool) {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let swift = object["swift"] as? [String: Any]
        else { return (uikit: true, tca: false) }
        return (uikit: swift["uikit"] as? Bool ?? true, tca: swift["tca"] as? Bool ?? false)
    }

    /// The token and font files a config names (`themes` and `fonts`, relative to the config's
    /// folder), so editing one reruns the build. Anything unreadable is skipped: dialogc reports
    /// config problems itself.
    static func filesNamed(byConfigAt url: URL) -> [URL] {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        var paths: [String] = []
        func collect(_ value: Any?) {
            switch value {
            case let path as String: paths.append(path)
            case let list as [Any]: list.forEach(collect)
            // A collection's `face` is a name, not a file.
            case let map as [String: Any]: map.keys.sorted().filter { $0 != "face" }.forEach { collect(map[$0]) }
            default: break
            }
        }
        collect(object["themes"])
        collect(object["fonts"])
        let folder = url.deletingLastPathComponent()
        var seen = Set<String>()
        return paths
            .map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appending(path: $0) }
            .map(\.standardizedFileURL)
            .filter { FileManager.default.fileExists(atPath: $0.path) && seen.insert($0.path).inserted }
    }
}
