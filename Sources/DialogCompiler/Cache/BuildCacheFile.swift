import DialogDiagnostics
import DialogJSON
import DialogModel
import FoundationEssentials

/// The build cache: `.dialogc-cache.jsonl` in the output folder, beside the manifest.
///
/// JSON Lines: a header line (generator, cache format, dialogc version, the whole-build key
/// and the number of entries), then per spec file, in file order, the entry as one compact
/// JSON object, then the file's code: the HMAC-SHA256 under the run's `CacheSecret` (64 hex
/// digits) of the header line and the SHA-256 of each entry line in order. One line per spec
/// lets the lines be hashed and parsed in parallel, and one code for the file costs one HMAC
/// rather than one per entry (BENCHMARKS.md). A file whose code does not verify was not
/// written by a holder of the secret (a file that came with a checkout, say): it is then
/// ignored whole. It holds no
/// dates, mtimes or absolute paths, and names files relative to the project (`CachePaths`):
/// the same inputs and secret give the same bytes on every machine and in every checkout.
///
/// It is a hint, never a source of truth: a missing, unreadable, truncated or corrupt file,
/// or one written by another version or for another key, is simply not used (everything is
/// rebuilt and a fresh cache written), and a hit's generated files are checked against the
/// hashes recorded here before it is trusted (`OutputVerifier`). It is kept apart from the
/// manifest because the manifest decides which files a build may delete and must never be
/// dropped; this file can be.
struct BuildCacheFile: Sendable {
    static let name = ".dialogc-cache.jsonl"
    /// Bumped whenever what an entry means or holds changes.
    static let formatVersion = 7

    let folder: String
    /// The file's name: `name` for the build's, `LintCache.name` for lint's.
    var fileName: String = Self.name

    var path: String { FilePath.join(folder, fileName) }

    /// The cache file's bytes as they are on disk, or nil when there is none (or it is not
    /// a regular file, or larger than any cache of a million specs).
    func readBytes() -> [UInt8]? {
        try? SourceReader(maximumBytes: 2 << 30).read(path).get().bytes
    }

    /// The entries of a cache written for `key` under `secret`, by their names in the cache
    /// (`CachePaths.key`) and with the cache's symbolic paths; nil when the bytes are not a
    /// complete cache for that key in this format, or the file's code does not verify.
    static func entries(in bytes: [UInt8], key: String, toolVersion: String, secret: CacheSecret) -> [String: CachedSpec]? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Every line ends with a line feed, so the last piece is empty; a file cut short is not.
        guard lines.count >= 3, lines.removeLast().isEmpty, let code = lines.popLast(), code.count == 64,
            let header = JSONParser().parse(Array(lines[0])).value,
            let members = CacheJSON.members(header, required: ["generator", "format", "dialogc", "key", "specs"]),
            members["generator"]?.stringValue == "dialogc", members["format"]?.numberValue?.integer == Int64(formatVersion),
            members["dialogc"]?.stringValue == toolVersion, members["key"]?.stringValue == key,
            let count = members["specs"]?.numberValue?.integer, count == Int64(lines.count - 1)
        else { return nil }
        let entryLines = Array(lines.dropFirst())
        let digests = Parallel.map(entryLines) { line in line.withUnsafeBufferPointer { SHA256.digest($0) } }
        guard secret.verifies(code, signed(header: lines[0], digests: digests)) else { return nil }
        let decoded = Parallel.map(entryLines) { line in JSONParser().parse(Array(line)).value.flatMap(decodeEntry) }
        var entries: [String: CachedSpec] = [:]
        for entry in decoded {
            guard let entry, entries[entry.path] == nil else { return nil }
            entries[entry.path] = entry
        }
        return entries
    }

    /// What the file's code signs: the header line, a line feed and the SHA-256 of each entry
    /// line (without its line feed), in order. The header names the key and the count, so
    /// the code binds the entries to the key, and their order and number to the file.
    static func signed(header: some Collection<UInt8>, digests: [[UInt8]]) -> [UInt8] {
        var message = [UInt8]()
        message.reserveCapacity(header.count + 1 + 32 * digests.count)
        message += header
        message.append(UInt8(ascii: "\n"))
        for digest in digests { message += digest }
        return message
    }

    /// The cache's text for these entries (as `CachePaths.stored` gives them), in the order
    /// given (file order), signed with `secret`.
    static func render(_ entries: [CachedSpec], key: String, toolVersion: String, secret: CacheSecret) -> String {
        var text = ""
        render(entries, key: key, toolVersion: toolVersion, secret: secret) { text += $0 }
        return text
    }

    /// The file's text handed to `write` a batch of lines at a time, in order (the build
    /// writes it so: a 50,000-spec cache is some 90 MB of text, never held whole), the code
    /// last. `stored` is applied to each entry as its batch is rendered.
    static func render(
        _ entries: [CachedSpec], key: String, toolVersion: String, secret: CacheSecret, stored: @Sendable (CachedSpec) -> CachedSpec = { $0 },
        into write: (String) -> Void
    ) {
        let header = JSONWriter.render(
            .object([
                "generator": .string("dialogc"), "format": .int(formatVersion), "dialogc": .string(toolVersion), "key": .string(key),
                "specs": .int(entries.count),
            ]), style: .compact)
        write(header + "\n")
        var digests: [[UInt8]] = []
        digests.reserveCapacity(entries.count)
        // Rendered and hashed a batch at a time on every core and passed on as it comes.
        let batchSize = 1024
        var start = 0
        while start < entries.count {
            let end = min(start + batchSize, entries.count)
            let lines = Parallel.map(Array(entries[start..<end])) { entry -> (line: String, digest: [UInt8]) in
                var json = JSONWriter.render(encodeEntry(stored(entry)), style: .compact)
                let digest = json.withUTF8 { SHA256.digest($0) }
                return (json + "\n", digest)
            }
            digests += lines.map(\.digest)
            write(lines.map(\.line).joined())
            start = end
        }
        write(secret.sign(signed(header: Array(header.utf8), digests: digests)) + "\n")
    }

    static func encodeEntry(_ entry: CachedSpec) -> JSONOutput {
        .object([
            "path": .string(entry.path), "hash": .string(entry.hash),
            "diagnostics": .array(entry.diagnostics.map(DiagnosticCoding.encode)), "catalog": CatalogFactsCoding.encode(entry.catalog),
            "outputs": .array(
                entry.outputs.map { .object(["name": .string($0.name), "hash": .string($0.hash.hex), "size": .int($0.size)]) }),
        ].merging(entry.catalogFindings.map { ["catalogFindings": .string($0)] } ?? [:]) { first, _ in first })
    }

    static func decodeEntry(_ value: JSONValue) -> CachedSpec? {
        guard let members = CacheJSON.members(value, required: ["path", "hash", "diagnostics", "catalog", "outputs"], optional: ["catalogFindings"]),
            let path = members["path"]?.stringValue, let hash = members["hash"]?.stringValue,
            let catalog = members["catalog"].flatMap({ CatalogFactsCoding.decode($0, path: path) }),
            let encodedDiagnostics = members["diagnostics"]?.arrayValue, let encodedOutputs = members["outputs"]?.arrayValue
        else { return nil }
        var diagnostics: [Diagnostic] = []
        for encoded in encodedDiagnostics {
            guard let diagnostic = DiagnosticCoding.decode(encoded) else { return nil }
            diagnostics.append(diagnostic)
        }
        var outputs: [CachedOutput] = []
        for encoded in encodedOutputs {
            guard let output = CacheJSON.members(encoded, required: ["name", "hash", "size"]),
                let name = output["name"]?.stringValue, let outputHash = output["hash"]?.stringValue.flatMap({ ContentHash(hex: $0) }),
                let size = output["size"]?.numberValue?.integer.flatMap({ Int(exactly: $0) })
            else { return nil }
            outputs.append(CachedOutput(name: name, hash: outputHash, size: size))
        }
        return CachedSpec(
            path: path, hash: hash, diagnostics: diagnostics, catalog: catalog, outputs: outputs,
            catalogFindings: members["catalogFindings"]?.stringValue)
    }
}
