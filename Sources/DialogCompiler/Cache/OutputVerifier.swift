import FoundationEssentials
import DialogModel

/// Checks a cache hit's generated files before they are trusted: each must exist with the
/// size and the content hash the cache recorded. A file deleted, edited, or left half-way by
/// something else is caught, and the spec's files are generated again.
///
/// Hashing every generated file costs a read of the folder on each build; it is measured in
/// docs/DECISIONS.md and kept because a size check alone would trust an edit that keeps the
/// length (and the cache is what a committed Generated folder's correctness rests on).
struct OutputVerifier: Sendable {
    let folder: String

    func isIntact(_ outputs: [CachedOutput]) -> Bool {
        outputs.allSatisfy { output in
            guard GeneratedFolder.isPlainFileName(output.name),
                let data = FileManager.default.contents(atPath: FilePath.join(folder, output.name)), data.count == output.size
            else { return false }
            return data.withUnsafeBytes { SHA256.hexString(SHA256.digest($0.bindMemory(to: UInt8.self))) } == output.hash
        }
    }
}
