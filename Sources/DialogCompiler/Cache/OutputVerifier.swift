import DialogModel

/// Decides whether a cache hit's generated files can be kept as they are. The cache makes a
/// build faster, never more lenient, so an entry is trusted only when:
/// - it lists exactly the files this build generates for that dialog (an entry with no
///   outputs, or with another dialog's, cannot stand in for a spec's Swift);
/// - each of them is a regular file in the folder whose bytes have the SHA-256 the entry
///   records, read now. A file a killed build left half-way through another spec set, an
///   edit by hand, a file cut short or a folder in its place all fail, and the spec is
///   compiled and generated again.
///
/// Hashing every kept file costs a no-op rebuild about a quarter of its time
/// (BENCHMARKS.md); checking sizes alone was cheaper but let a killed build's files of the
/// same size pass for good (docs/DECISIONS.md).
struct OutputVerifier: Sendable {
    let folder: String
    /// What the build emits, which decides the file names each dialog must have.
    let emit: Set<EmitKind>
    /// The catalog's page names depend on where the config is.
    let config: ProjectConfig

    func isIntact(_ outputs: [CachedOutput], dialogID: String, path: String) -> Bool {
        guard outputs.map(\.name).sorted() == BuildPipeline.outputNames(dialogID: dialogID, path: path, config: config, emit: emit) else { return false }
        return outputs.allSatisfy { output in
            GeneratedFolder.isPlainFileName(output.name) && hasRecordedContent(FilePath.join(folder, output.name), output)
        }
    }

    /// Whether the file is a regular file (not a link) of the recorded size whose bytes hash
    /// as recorded. The size is checked first: a different size needs no read.
    private func hasRecordedContent(_ path: String, _ output: CachedOutput) -> Bool {
        guard case .success(let status) = FileStatus.of(path, followingLinks: false), status.kind == .regularFile, status.size == output.size,
            case .success(let file) = SourceReader(maximumBytes: output.size).read(path)
        else { return false }
        return SHA256.hex(file.bytes) == output.hash
    }
}
