import DialogEmit
import DialogJSON
import DialogModel
import Foundation

/// The whole-build part of the cache key: everything besides a spec's own bytes that its
/// findings and generated files depend on. Any difference and nothing is reused.
///
/// - the dialogc version (the rules, the emitters and the embedded default tokens are
///   part of the binary), the SHA-256 of the running binary's bytes (`ExecutableIdentity`; two builds of one
///   version, such as a package updated to a newer commit, can differ in all of these;
///   the same binary on two runners is the same) and the cache format version;
/// - the config file's bytes, and those of the configs its `extends` chain names;
/// - every token file and font file the config names, in config order: the path as the
///   config writes it (relative to the config) and the bytes;
/// - the `--emit` kinds, and what each stage they run adds (`OutputStage.keyLines`: the
///   combinations the catalog draws).
///
/// No path as typed on the command line and no time is part of it: two checkouts of one
/// commit, in any folders, on any machine, have the same key, and the entries name files
/// relative to the project (`CachePaths`), so they share a cache.
///
/// The files are hashed from a read of their own, before the stages that use them are
/// trusted: if one changes between the two reads, the key describes the old bytes, so the
/// next build sees a different key and rebuilds everything (a wasted build, never a stale
/// one).
enum BuildKey {
    static func make(environment: LintEnvironment, emit: Set<EmitKind>, stages: [any OutputStage], toolVersion: String, memoFolder: String?) -> String {
        var lines = inputLines(environment: environment, toolVersion: toolVersion, memoFolder: memoFolder)
        lines.append("emit " + emit.map(\.rawValue).sorted().joined(separator: ","))
        lines += stages.flatMap(\.keyLines)
        return digest(lines)
    }

    /// The key of `dialogc lint`'s cache: the same inputs, and no outputs.
    static func makeLint(environment: LintEnvironment, toolVersion: String, memoFolder: String?) -> String {
        digest(inputLines(environment: environment, toolVersion: toolVersion, memoFolder: memoFolder) + ["lint"])
    }

    /// The version, the cache format, the config, its pseudo-locales and every token and font
    /// file it names.
    private static func inputLines(environment: LintEnvironment, toolVersion: String, memoFolder: String?) -> [String] {
        var lines = ["dialogc \(toolVersion)", "executable \(ExecutableIdentity.current(memoFolder: memoFolder))", "cache-format \(BuildCacheFile.formatVersion)"]
        if let configFile = environment.configFile {
            lines.append("config \(SHA256.hex(configFile.bytes))")
            // The configs it extends: their bytes, nearest first (each names the next).
            for parent in environment.config.parents { lines.append("extends \(SHA256.hex(parent.file.bytes))") }
        } else {
            lines.append("config none")
        }
        let config = environment.config
        // `--pseudo-locale` adds layouts the config file does not name.
        if !config.pseudoLocales.isEmpty { lines.append("pseudo-locales " + config.pseudoLocales.map(\.rawValue).joined(separator: " ")) }
        for theme in config.themes {
            for file in theme.tokenFiles {
                lines.append("tokens \(quoted(theme.name.value)) \(hashOfFile(config.resolve(file.value, in: .theme(theme.name.value)))) \(quoted(file.value))")
            }
        }
        // A resolver's sources by their bytes alone, in the resolver's order: their paths are
        // in the resolver's bytes (above), and a resolved path would name this checkout.
        for path in ResolverInputs.tokenFilePaths(config) {
            lines.append("resolver-source \(hashOfFile(path))")
        }
        for family in config.fonts {
            for path in family.source.paths.map(\.value) {
                lines.append("font \(quoted(family.family.value)) \(hashOfFile(config.resolve(path, in: .font(family.family.value)))) \(quoted(path))")
            }
        }
        return lines
    }

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
