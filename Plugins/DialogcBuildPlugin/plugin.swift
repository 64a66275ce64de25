import Foundation
import PackagePlugin

/// Runs `dialogc build` on a target's `*.dialog.json` files before the target compiles, and
/// hands the generated Swift to the compiler.
///
/// The target's specs (and a `dialogc.json` in the target's folder, passed with `--config`,
/// with the configs it extends and the token and font files they name) are the inputs; the outputs, declared so SwiftPM knows when to run the command and
/// compiles exactly what it produced, are the files `dialogc build --emit swift` writes into
/// `<pluginWorkDirectory>/Generated`:
///
/// - `DialogTokens.swift` once, with `DialogSupport+TCA.swift` when the config's `swift.tca`
///   is true, and, unless its `swift.runtime` is `library` (then the target depends on the
///   `DialogRuntime` product, which has them), `DialogSupport.swift`,
///   `DialogSupport+Appearance.swift`, `DialogSupport+SwiftUI.swift` and, unless its
///   `swift.uikit` is false, `DialogSupport+UIKit.swift`;
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
        let presenters = config.map(Self.presenters(byConfigAt:)) ?? (uikit: true, tca: false, library: false)
        // The library has the runtime and the presenters; only the TCA adapter is still written.
        let runtime = presenters.library
            ? [] : ["DialogSupport.swift", "DialogSupport+Appearance.swift", "DialogSupport+SwiftUI.swift"] + (presenters.uikit ? ["DialogSupport+UIKit.swift"] : [])
        let support = runtime + ["DialogTokens.swift"] + (presenters.tca ? ["DialogSupport+TCA.swift"] : [])
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
    /// `swift.tca`, default false), as dialogc reads them, since each writes a file of its own,
    /// and whether the runtime is the `DialogRuntime` library (`swift.runtime`), which writes
    /// none of the `DialogSupport` files but the TCA adapter's: the nearest config of the
    /// `extends` chain that writes the setting decides. An unreadable config keeps the
    /// defaults: dialogc reports config problems itself.
    static func presenters(byConfigAt url: URL) -> (uikit: Bool, tca: Bool, library: Bool) {
        let settings = chain(from: url).compactMap { $0.object["swift"] as? [String: Any] }
        return (
            uikit: settings.lazy.compactMap { $0["uikit"] as? Bool }.first ?? true,
            tca: settings.lazy.compactMap { $0["tca"] as? Bool }.first ?? false,
            library: settings.lazy.compactMap { $0["runtime"] as? String }.first == "library"
        )
    }

    /// The config at `url` and the configs its `extends` chain names (each relative to the
    /// config that writes it), nearest first, as dialogc reads them; the chain ends at a
    /// config that cannot be read, one met before, or after 16 (dialogc reports each).
    static func chain(from url: URL) -> [(url: URL, object: [String: Any])] {
        var configs: [(url: URL, object: [String: Any])] = []
        var next: URL? = url.standardizedFileURL
        while let current = next, configs.count < 16, !configs.contains(where: { $0.url.path == current.path }),
              let data = try? Data(contentsOf: current),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            configs.append((current, object))
            next = (object["extends"] as? String).map { current.deletingLastPathComponent().appending(path: $0).standardizedFileURL }
        }
        return configs
    }

    /// The configs a config extends and the token and font files each config of the chain
    /// names (`themes` and `fonts`, relative to the config that names them), so editing one
    /// reruns the build. Anything unreadable is skipped: dialogc reports config problems itself.
    static func filesNamed(byConfigAt url: URL) -> [URL] {
        let configs = chain(from: url)
        var seen = Set([url.standardizedFileURL.path])
        return configs.dropFirst().map(\.url).filter { seen.insert($0.path).inserted }
            + configs.flatMap { filesNamed(by: $0.object, in: $0.url.deletingLastPathComponent()) }.filter { seen.insert($0.path).inserted }
    }

    /// The existing token and font files one config names, resolved against its `folder`.
    static func filesNamed(by object: [String: Any], in folder: URL) -> [URL] {
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
        return paths
            .map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appending(path: $0) }
            .map(\.standardizedFileURL)
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
