import DialogDiagnostics

/// What the cache remembers about one spec file from the last successful build: the file
/// it was (path as reported in diagnostics, and a hash of its bytes), the findings its own
/// stages produced (parse, decode, rules; before the catalog checks and the severity
/// policy, which are always recomputed), and the files generated from it.
struct CachedSpec: Sendable, Hashable {
    var path: String
    /// SHA-256 of the file's bytes, in hex.
    var hash: String
    var diagnostics: [Diagnostic]
    /// What the checks across the catalog need, so a reused spec is not decoded.
    var catalog: CatalogFacts
    var outputs: [CachedOutput]
    /// With `--emit catalog`: the hash of the findings the spec's catalog page shows
    /// (`CatalogStage.findingsHash`). A finding across specs can change them while the spec
    /// stays the same; then the page is drawn again.
    var catalogFindings: String? = nil
}

/// A generated file as the cache remembers it, so it can be checked without being
/// generated again.
struct CachedOutput: Sendable, Hashable {
    /// The file's name in the output folder.
    var name: String
    /// SHA-256 of its bytes.
    var hash: ContentHash
    var size: Int
}
