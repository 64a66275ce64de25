/// What a build may reuse from its cache: the entries of a cache written for this build's
/// key, each trusted only once `OutputVerifier` finds its generated files intact. An entry
/// is looked at only when a spec's bytes hash as it records, so the files of specs that
/// changed are never read.
struct CacheReuse: Sendable {
    enum Lookup {
        /// No entry for these bytes: compile the spec.
        case none
        /// The entry stands in for the spec's rules and emitters; `stamps` are what to record
        /// for its files (`OutputStamps`).
        case reusable(CachedSpec, stamps: [String: FileStamp])
        /// An entry for these bytes whose generated files are missing, edited or not the
        /// ones this build generates: the spec is compiled as if there were no entry.
        case outputsDamaged
    }

    let entries: [String: CachedSpec]
    /// Checks a hit's generated files; nil for lint, whose entries have none.
    let verifier: OutputVerifier?
    /// How the cache names this run's files.
    let paths: CachePaths

    var count: Int { entries.count }

    /// The entries are as the cache names and writes them (`CachePaths`); a hit comes back
    /// with this run's paths.
    func lookUp(_ path: String, hash: String) -> Lookup {
        guard let stored = entries[paths.key(path)], stored.hash == hash else { return .none }
        let cached = paths.reused(stored, at: path)
        guard let verifier else { return .reusable(cached, stamps: [:]) }
        guard let stamps = verifier.intactStamps(cached.outputs, dialogID: cached.catalog.id, path: path) else { return .outputsDamaged }
        return .reusable(cached, stamps: stamps)
    }
}
