import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stage "write" for a build: puts generated files into the output folder.
///
/// Only files whose bytes changed are written (a no-op build touches nothing, so Xcode does
/// not recompile). A failure never loses data: every changed file is first written under a
/// temporary name in the folder, and only when all of them are written are they renamed over
/// the old ones (each rename atomic: the old file or the new, never a torn one); if any write
/// fails, the temporaries are removed and the folder is exactly as it was. Files that an
/// earlier build generated and this one does not are removed; they are known from a manifest
/// in the folder. Every write and removal goes through the run's `WriteGate`: an input is
/// never replaced, a file no build wrote is never replaced without `--force`, and only files
/// are removed. The folder is locked (`FolderLock`) while a build uses it.
public struct GeneratedFolder: Sendable {
    public static let manifestName = ".dialogc-manifest.json"

    public struct Outcome: Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        public var diagnostics: [Diagnostic] = []

        public init(written: [String] = [], unchanged: [String] = [], removed: [String] = [], diagnostics: [Diagnostic] = []) {
            self.written = written
            self.unchanged = unchanged
            self.removed = removed
            self.diagnostics = diagnostics
        }
    }

    public let path: String
    public let gate: WriteGate

    public init(path: String, gate: WriteGate = .unguarded) {
        self.path = path
        self.gate = gate
    }

    /// Writes `files` where their bytes differ from the folder's. `kept` names files this
    /// build also generates but has already found intact (the cache's hits): they are not
    /// read again, are reported unchanged, and stay in the manifest.
    ///
    /// The whole write in one call, for callers that hold every file anyway; a build stages
    /// its files through `open()` as it generates them, so it never holds them all.
    public func write(_ files: [OutputFile], keeping kept: [String] = []) -> Outcome {
        var lock: FolderLock?
        defer { lock?.release() }
        switch open(lock: &lock, contention: .wait(notice: {})) {
        case .failure(let problem): return Outcome(diagnostics: [problem])
        case .success(let session): return session.commit(files.map(session.stage), keeping: kept)
        }
    }

    /// Begins a write: creates the folder if it is missing (only the folder itself), locks it
    /// unless `lock` already holds it, removes temporaries a killed build left, and reads the
    /// manifest of the previous build. The caller keeps `lock` until the cache is written.
    public func open(lock: inout FolderLock?, contention: FolderLock.Contention) -> Result<GeneratedFolderSession, Diagnostic> {
        let created: Bool
        switch createFolderIfNeeded() {
        case .failure(let problem): return .failure(problem)
        case .success(let didCreate): created = didCreate
        }
        if lock == nil {
            switch FolderLock.acquire(path, contention: contention) {
            case .failure(let problem): return .failure(problem)
            case .success(let acquired): lock = acquired
            }
        }
        removeLeftoverTemporaries()
        return .success(GeneratedFolderSession(folder: self, createdFolder: created, previous: readManifest()))
    }

    /// Temporary files are hidden and carry this prefix; a build killed between its two
    /// phases leaves some behind, and the next build removes them (nothing else has this name).
    static let temporaryPrefix = AtomicFile.temporaryPrefix

    func removeLeftoverTemporaries() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        // `unlink` removes a file or a link, never a folder and what it holds.
        for name in names where name.hasPrefix(Self.temporaryPrefix) { _ = unlink(FilePath.join(path, name)) }
    }

    static func renameItem(_ source: String, to target: String) -> Bool {
        rename(source, target) == 0
    }

    /// A file name with no folder part: letters, digits, `.`, `_`, `-` and `+`
    /// (`TimerDeleteDialog+View.swift`), not starting with `.`. Generated names are always
    /// of this form.
    static func isPlainFileName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-" || scalar == "+"
        }
    }

    /// Whether this build created the folder, or why it cannot be used.
    private func createFolderIfNeeded() -> Result<Bool, Diagnostic> {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder ? .success(false) : .failure(InputDiscovery.ioError(GeneratedFolderMessage.notAFolder(path), path: nil))
        }
        // Only the output folder itself is created: a missing parent is more likely a
        // mistyped path than a wish for a new tree. Another build may create it at the same
        // moment; then that one created it.
        if mkdir(path, 0o777) == 0 { return .success(true) }
        let failure = errno
        if failure == EEXIST, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder { return .success(false) }
        return .failure(InputDiscovery.ioError(GeneratedFolderMessage.cannotCreate(path, errno: failure), path: nil))
    }

    private func readManifest() -> Set<String> {
        guard case .success(let file) = SourceReader().read(FilePath.join(path, Self.manifestName)),
            let document = JSONParser().parse(file.bytes).value,
            let files = document.objectMembers?.last(where: { $0.key == "files" })?.value.arrayValue
        else { return [] }
        return Set(files.compactMap(\.stringValue))
    }

    func writeManifest(_ names: [String], outcome: inout Outcome) {
        let manifestPath = FilePath.join(path, Self.manifestName)
        let text = JSONWriter.render(
            .object(["generator": .string("dialogc"), "version": .int(1), "files": .array(names.map(JSONOutput.string))]))
        if case .success(let file) = SourceReader().read(manifestPath), file.bytes.elementsEqual(text.utf8) { return }
        if let failure = writeHiddenFile(Self.manifestName, text) { outcome.diagnostics.append(failure) }
    }

    /// Writes one of dialogc's own hidden files (the manifest, the cache) the way generated
    /// files are written: under a temporary name with `temporaryPrefix`, then renamed over
    /// the old one, so a build killed at any point leaves the old file or the new one, and
    /// at worst a temporary the next build removes.
    func writeHiddenFile(_ name: String, _ text: String) -> Diagnostic? {
        writeHiddenFile(name, unlessSameAs: nil) {
            $0(text)
            return nil
        }
    }

    /// Writes the text `produce` passes on a piece at a time, as `writeHiddenFile(_:_:)`
    /// writes a whole one; when it comes out byte for byte the same as `previous` (the
    /// file's bytes as read), the file is left as it is.
    func writeHiddenFile(_ name: String, unlessSameAs previous: [UInt8]?, producing produce: ((String) -> Void) -> Int32?) -> Diagnostic? {
        let target = FilePath.join(path, name)
        if let refusal = gate.checkWrite(to: target) { return refusal }
        let temporary = FilePath.join(path, Self.temporaryPrefix + UUID().uuidString + "-" + name)
        let (failure, same) = AtomicFile.createExclusive(at: temporary, comparingWith: previous, syncs: false, producing: produce)
        if failure == nil, same {
            _ = unlink(temporary)
            return nil
        }
        if let failure {
            _ = unlink(temporary)
            return InputDiscovery.ioError(WriteMessage.cannotWrite(target, errno: failure), path: target)
        }
        guard Self.renameItem(temporary, to: target) else {
            let failure = errno
            _ = unlink(temporary)
            return InputDiscovery.ioError(WriteMessage.cannotWrite(target, errno: failure), path: target)
        }
        return nil
    }
}

enum GeneratedFolderMessage {
    static func unsafeName(_ name: String) -> String {
        "refusing to write '\(name)': generated files must be plain file names inside the output folder"
    }
    static func notAFolder(_ path: String) -> String { "the output path '\(path)' is a file, not a folder; choose another --out" }
    static func cannotCreate(_ path: String, errno code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "cannot create the output folder '\(path)': its parent folder does not exist; create it or choose another --out"
        default: "cannot create the output folder '\(path)': \(WriteMessage.reason(code))"
        }
    }
    static func cannotRemove(_ path: String) -> String {
        "cannot remove '\(path)', which an earlier build generated; check its permissions"
    }
}
