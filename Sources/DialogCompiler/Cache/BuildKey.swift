import DialogJSON
import DialogModel
import Foundation

/// The whole-build part of the cache key: everything besides a spec's own bytes that its
/// findings and generated files depend on. Any difference and nothing is reused.
///
/// - the dialogc version (the rules, the emitters and the embedded default tokens are
///   part of the binary), the running binary's size and modification time (two builds of
///   one version, such as a package updated to a newer commit, can differ in all of
///   these) and the cache format version;
/// - the config file's path and bytes (the path too: findings' notes point into it);
/// - every token file and font file the config names, in config order, path and bytes;
/// - the `--emit` kinds, and with the catalog the combinations it draws.
///
/// The files are hashed from a read of their own, before the stages that use them are
/// trusted: if one changes between the two reads, the key describes the old bytes, so the
/// next build sees a different key and rebuilds everything (a wasted build, never a stale
/// one).
enum BuildKey {
    static func make(environment: LintEnvironment, emit: Set<EmitKind>, catalog: CatalogSelection, toolVersion: String) -> String {
        var lines = inputLines(environment: environment, toolVersion: toolVersion)
        lines.append("emit " + emit.map(\.rawValue).sorted().joined(separator: ","))
        if emit.contains(.catalog) { lines.append("catalog " + catalog.keyText) }
        return digest(lines)
    }

    /// The key of `dialogc lint`'s cache: the same inputs, and no outputs.
    static func makeLint(environment: LintEnvironment, toolVersion: String) -> String {
        digest(inputLines(environment: environment, toolVersion: toolVersion) + ["lint"])
    }

    /// The version, the cache format, the config, its pseudo-locales and every token and font
    /// file it names.
    private static func inputLines(environment: LintEnvironment, toolVersion: String) -> [String] {
        var lines = ["dialogc \(toolVersion)", "executable \(executableIdentity)", "cache-format \(BuildCacheFile.formatVersion)"]
        if let configFile = environment.configFile {
            lines.append("config \(SHA256.hex(configFile.bytes)) \(quoted(configFile.path))")
        } else {
            lines.append("config none \(quoted(environment.configPath ?? ""))")
        }
        let config = environment.config
        // `--pseudo-locale` adds layouts the config file does not name.
        if !config.pseudoLocales.isEmpty { lines.append("pseudo-locales " + config.pseudoLocales.map(\.rawValue).joined(separator: " ")) }
        for theme in config.themes {
            for file in theme.tokenFiles {
                let path = config.resolve(file.value)
                lines.append("tokens \(quoted(theme.name.value)) \(hashOfFile(path)) \(quoted(path))")
            }
        }
        for family in config.fonts {
            for path in family.source.paths.map({ config.resolve($0.value) }) {
                lines.append("font \(quoted(family.family.value)) \(hashOfFile(path)) \(quoted(path))")
            }
        }
        return lines
    }

    /// The running binary's size and modification time, read once; empty when unreadable,
    /// and then the version alone tells builds apart.
    static let executableIdentity: String = {
        guard let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(modified)"
    }()

    // Names and paths are quoted as JSON strings, so no name can pass for another field
    // or line: different inputs always give a different text.
    private static func digest(_ lines: [String]) -> String {
        SHA256.hex(Array(lines.joined(separator: "\n").utf8))
    }

    private static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }

    /// The hash of a file's bytes; a file that cannot be read gets a marker no hash equals
    /// (the build reports it through the stage that reads it).
    private static func hashOfFile(_ path: String) -> String {
        switch SourceReader(maximumBytes: 64 << 20).read(path) {
        case .success(let file): SHA256.hex(file.bytes)
        case .failure: "unreadable"
        }
    }
}
