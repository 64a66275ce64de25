import DialogEmit
import DialogModel

/// Decides whether a cache hit's generated files can be kept as they are. The cache makes a
/// build faster, never more lenient, so an entry is trusted only when:
/// - it lists exactly the files this build generates for that dialog (an entry with no
///   outputs, or with another dialog's, cannot stand in for a spec's Swift);
/// - each of them is a regular file in the folder that holds the bytes the entry records:
///   either its `lstat` equals the stamp a build recorded while the file held exactly those
///   bytes (`OutputStamps`), or its bytes, read now, have the recorded SHA-256. A file a
///   killed build left half-way through another spec set, an edit by hand (even one that
///   keeps the size and puts the mtime back: the kernel moves the ctime), a file cut short
///   or a folder in its place all fail, and the spec is compiled and generated again.
///
/// Hashing every kept file was about 80% of a no-op catalog build; a stamp comparison is one
/// `lstat` (docs/DECISIONS.md "Trusting stat data").
struct OutputVerifier: Sendable {
    let folder: String
    /// The stages the build runs, which name the files each dialog must have.
    let stages: [any OutputStage]
    /// The catalog's page names depend on where the config is.
    let config: ProjectConfig
    /// The stamps the last build recorded, by file name.
    var stamps: [String: OutputStamps.Entry] = [:]
    /// The folder's clock before any output was looked at: a file whose bytes are verified
    /// by hashing gets a stamp only when its times are older than this.
    var clock: Int64? = nil

    /// The stamps to record for the outputs when every one is intact (a file hashed in the
    /// racy window has none), or nil when any is not.
    func intactStamps(_ outputs: [CachedOutput], dialogID: String, path: String) -> [String: FileStamp]? {
        guard outputs.map(\.name).sorted() == BuildPipeline.outputNames(StageDialog(id: dialogID, path: path), config: config, stages: stages) else { return nil }
        var verified: [String: FileStamp] = [:]
        for output in outputs {
            guard GeneratedFolder.isPlainFileName(output.name), let stamp = recordedContentStamp(FilePath.join(folder, output.name), output)
            else { return nil }
            if let stamp { verified[output.name] = stamp }
        }
        return verified
    }

    /// For a regular file (not a link) of the recorded size holding the recorded bytes: the
    /// stamp to record for it (`.some(nil)` when it is too recent to stamp). The size is
    /// checked first, then the stamp; only a file whose stamp differs is read and hashed,
    /// after its `lstat`, so the stamp kept never describes bytes newer than those hashed.
    private func recordedContentStamp(_ path: String, _ output: CachedOutput) -> FileStamp?? {
        guard case .success(let status) = FileStatus.of(path, followingLinks: false), status.kind == .regularFile, status.size == output.size
        else { return nil }
        let stamp = FileStamp(status)
        if let recorded = stamps[output.name], recorded.hash == output.hash, recorded.stamp == stamp { return .some(stamp) }
        guard case .success(let file) = SourceReader(maximumBytes: output.size).read(path), ContentHash.of(file.bytes) == output.hash else { return nil }
        return .some(stamp.isOlder(than: clock) ? stamp : nil)
    }
}
