import DialogDiagnostics
import DialogModel

/// How the caches name files, so that two checkouts of a project in different folders, or
/// two runs typed from different working folders, share entries: a spec is known by its
/// path relative to the project's folder (the folder of its `dialogc.json`), and every path
/// an entry holds (its findings', its notes', its catalog facts') is written relative to the
/// spec itself, the config or the project's folder. A run puts its own display paths back
/// when it reuses an entry, so what it reports is what a run without the cache would.
///
/// Only string prefixes are compared and nothing is normalised: a path written relative to
/// the project's folder comes back with exactly the folder this run names it by.
struct CachePaths: Sendable {
    /// The project's folder as this run names it; "." for the working folder.
    let root: String
    /// The config's path as this run names it; nil without a config file.
    let configPath: String?

    init(configPath: String?) {
        self.configPath = configPath
        root = configPath.map(FilePath.directory(of:)) ?? "."
    }

    /// Marks a symbolic path (never a file name: no path holds a NUL).
    private static let marker = "\u{0}"
    private static let specMarker = marker + "spec"
    private static let configMarker = marker + "config"
    private static let projectMarker = marker + "project/"

    /// The name an entry has in the cache: the path relative to the project's folder when
    /// it is under it, else the path as typed (shared only with runs that type it alike).
    func key(_ path: String) -> String {
        relative(path) ?? path
    }

    private func relative(_ path: String) -> String? {
        if root == "." {
            guard !path.hasPrefix("/"), !path.hasPrefix("../"), path != ".." else { return nil }
            return path
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.utf8.count > prefix.utf8.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// `path` as the cache writes it, for an entry of the spec at `spec`.
    func symbolic(_ path: String, spec: String) -> String {
        if path == spec { return Self.specMarker }
        if path == configPath { return Self.configMarker }
        if let relative = relative(path) { return Self.projectMarker + relative }
        return path
    }

    /// A path the cache wrote, as this run names it, for the spec at `spec`.
    func resolved(_ path: String, spec: String) -> String {
        guard path.hasPrefix(Self.marker) else { return path }
        if path == Self.specMarker { return spec }
        if path == Self.configMarker { return configPath ?? path }
        if path.hasPrefix(Self.projectMarker) { return FilePath.join(root, String(path.dropFirst(Self.projectMarker.count))) }
        return path
    }

    /// The entry as the cache writes it: named by `key`, with symbolic paths.
    func stored(_ entry: CachedSpec) -> CachedSpec {
        let spec = entry.path
        var stored = entry.mappingPaths { symbolic($0, spec: spec) }
        stored.path = key(spec)
        return stored
    }

    /// A stored entry as this run's spec at `path` reports it.
    func reused(_ entry: CachedSpec, at path: String) -> CachedSpec {
        var reused = entry.mappingPaths { resolved($0, spec: path) }
        reused.path = path
        reused.catalog.path = path
        return reused
    }
}

extension CachedSpec {
    /// The entry with `transform` applied to every path its findings and facts hold.
    fileprivate func mappingPaths(_ transform: (String) -> String) -> CachedSpec {
        func map(_ location: SourceLocation) -> SourceLocation {
            var mapped = location
            mapped.path = transform(location.path)
            return mapped
        }
        var copy = self
        copy.diagnostics = diagnostics.map { diagnostic in
            var mapped = diagnostic
            mapped.location = diagnostic.location.map(map)
            mapped.notes = diagnostic.notes.map { Diagnostic.Note($0.message, at: $0.location.map(map)) }
            return mapped
        }
        copy.catalog.path = transform(catalog.path)
        copy.catalog.idLocation = map(catalog.idLocation)
        copy.catalog.accessibilityIdentifiers = catalog.accessibilityIdentifiers.map { use in
            var mapped = use
            mapped.location = map(use.location)
            return mapped
        }
        copy.catalog.suppressions = catalog.suppressions.map { use in
            var mapped = use
            mapped.location = map(use.location)
            return mapped
        }
        return copy
    }
}
