import DialogDiagnostics
import DialogEmit
import DialogModel
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One build's write into the output folder, opened by `GeneratedFolder.open()`.
///
/// Phase 1, `stage`, takes one generated file at a time: unchanged bytes are left alone,
/// changed ones go to a hidden temporary in the folder. It may be called from several
/// threads at once, so a build stages each dialog's files as soon as it generates them and
/// drops their text: a 10,000-dialog build never holds its ~100 MB of generated Swift at
/// once. Phase 2, `commit`, renames every temporary over its file (each `rename` atomic), or,
/// if any file failed to stage, removes them all so the folder is exactly as it was.
public struct GeneratedFolderSession: Sendable {
    /// What phase 1 did with one file.
    public enum Staged: Sendable {
        case unchanged(name: String)
        /// `written` is the temporary's stamp right after it was written (a rename keeps its
        /// inode, size and mtime), for `OutputStamps`. The temporary's path is not kept: the
        /// session derives it from the name (`temporaryPath(for:)`), which at 150,000 files
        /// saves holding as many absolute paths.
        case changed(name: String, written: FileStamp?)
        /// Boxed: a staged file is one of 150,000 at 50,000 specs, and a diagnostic inline
        /// would make every case as large as itself.
        indirect case failed(name: String, problem: Diagnostic)

        public var name: String {
            switch self {
            case .unchanged(let name), .changed(let name, _), .failed(let name, _): name
            }
        }
    }

    let folder: GeneratedFolder
    /// The build created the folder, so abandoning the write removes it again.
    let createdFolder: Bool
    /// The files the previous build's manifest lists.
    let previous: Set<String>
    /// Names this session's temporaries: unique to the session, so each file's temporary is
    /// its name behind it (a folder holds one file of a name).
    let token = UUID().uuidString

    /// Where `name` is staged before the commit renames it into place.
    func temporaryPath(for name: String) -> String {
        FilePath.join(folder.path, GeneratedFolder.temporaryPrefix + token + "-" + name)
    }

    /// Phase 1 for one file: compares it with the folder's copy and, if it differs, writes it
    /// under a temporary name. The folder's visible files are not touched.
    public func stage(_ file: OutputFile) -> Staged {
        let name = file.relativePath
        // The emitters only form names from validated type names; anything else is a bug,
        // and refusing it keeps every write inside the folder.
        guard GeneratedFolder.isPlainFileName(name) else {
            return .failed(name: name, problem: InputDiscovery.ioError(GeneratedFolderMessage.unsafeName(name), path: nil))
        }
        // Compared and written from the file's own storage, never copied.
        if let binary = file.binary { return binary.withUnsafeBytes { stage(name, $0) } }
        if let streamed = file.streamed { return stage(name, streaming: streamed) }
        var text = file.contents
        return text.withUTF8 { stage(name, UnsafeRawBufferPointer($0)) }
    }

    private func stage(_ name: String, _ bytes: UnsafeRawBufferPointer) -> Staged {
        let target = FilePath.join(folder.path, name)
        // Read only once the gate has found a file there.
        if let settled = gate(name, target: target, sameBytes: { Self.sameContents(bytes, target) }) { return settled }
        let temporary = temporaryPath(for: name)
        if let failure = AtomicFile.createExclusive(bytes, at: temporary, syncs: false) {
            _ = unlink(temporary)
            return .failed(name: name, problem: InputDiscovery.ioError(WriteMessage.cannotWrite(target, errno: failure), path: target))
        }
        return staged(name, temporary: temporary)
    }

    /// Phase 1 for text made as it is written: written to its temporary first, then, if a
    /// file is there, compared with it from the disk, so the text is never held whole.
    private func stage(_ name: String, streaming text: any StreamedText) -> Staged {
        let target = FilePath.join(folder.path, name)
        let temporary = temporaryPath(for: name)
        let (failure, _) = AtomicFile.createExclusive(at: temporary, comparingWith: nil, syncs: false) { emit in
            text.write(to: emit)
            return nil
        }
        if let failure {
            _ = unlink(temporary)
            return .failed(name: name, problem: InputDiscovery.ioError(WriteMessage.cannotWrite(target, errno: failure), path: target))
        }
        if let settled = gate(name, target: target, sameBytes: { Self.sameContents(temporary, target) }) {
            _ = unlink(temporary)
            return settled
        }
        return staged(name, temporary: temporary)
    }

    /// What the write gate makes of `name`: nil when it is to be written, else refused or
    /// already holding these bytes. `sameBytes` is asked at most once.
    private func gate(_ name: String, target: String, sameBytes: () -> Bool) -> Staged? {
        var known: Bool?
        func same() -> Bool {
            if let known { return known }
            let answer = sameBytes()
            known = answer
            return answer
        }
        switch folder.gate.checkGeneratedWrite(to: target, generatedBefore: previous.contains(name), sameBytes: same) {
        case .refused(let problem): return .failed(name: name, problem: problem)
        case .nothingThere: return nil
        case .mayReplace: return same() ? .unchanged(name: name) : nil
        }
    }

    /// A file written to its temporary, with the temporary's stamp (`Staged.changed`).
    private func staged(_ name: String, temporary: String) -> Staged {
        let written = if case .success(let status) = FileStatus.of(temporary, followingLinks: false) { FileStamp(status) } else { FileStamp?.none }
        return .changed(name: name, written: written)
    }

    /// Whether two files hold the same bytes, read a block at a time; false when either
    /// cannot be read.
    private static func sameContents(_ one: String, _ other: String) -> Bool {
        guard let first = openRegularFile(one) else { return false }
        defer { close(first) }
        guard let second = openRegularFile(other) else { return false }
        defer { close(second) }
        let blockSize = 1 << 16
        var (left, right) = ([UInt8](repeating: 0, count: blockSize), [UInt8](repeating: 0, count: blockSize))
        while true {
            let count = Self.readFully(first, &left)
            guard count >= 0, count == Self.readFully(second, &right) else { return false }
            if count == 0 { return true }
            guard left[..<count] == right[..<count] else { return false }
        }
    }

    /// Whether the file at `path` holds exactly `bytes`, read a block at a time: whatever
    /// its size (a font copied into a catalog can be larger than any source dialogc reads);
    /// false when it cannot be read.
    private static func sameContents(_ bytes: UnsafeRawBufferPointer, _ path: String) -> Bool {
        guard let descriptor = openRegularFile(path) else { return false }
        defer { close(descriptor) }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let count = Self.readFully(descriptor, &block)
            guard count >= 0, count <= bytes.count - offset else { return false }
            if count == 0 { return offset == bytes.count }
            let equal = block.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress! + offset, count) == 0 }
            guard equal else { return false }
            offset += count
        }
    }

    /// A descriptor of the regular file at `path` (through a link), nil for anything else: a
    /// named pipe behind a link must not block the build.
    private static func openRegularFile(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Reads until `buffer` is full or the file ends: the bytes read, or -1 on a failure.
    private static func readFully(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
        var total = 0
        while total < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return -1 }
            if count == 0 { break }
            total += count
        }
        return total
    }

    /// Phase 2: every staged file into place, files the previous build generated and this one
    /// does not removed, and the manifest updated. `kept` names files this build generates
    /// but did not stage because they are already intact (the cache's hits).
    ///
    /// If any file failed to stage, nothing changes: the temporaries are removed and the
    /// first failure (in file-name order, so the same on every run) is reported.
    ///
    /// `prunes`: the build is of the whole project, so files the previous build generated and
    /// this one does not (those of specs that are gone) are removed. A build of some specs
    /// only removes nothing, and its manifest keeps listing the files it did not generate.
    /// Asked only when there is such a file (finding out may mean searching the project).
    public func commit(_ staged: [Staged], keeping kept: [String], prunes: () -> Bool = { true }) -> GeneratedFolder.Outcome {
        var outcome = GeneratedFolder.Outcome()
        let ordered = staged.sorted { $0.name < $1.name }
        let failures = ordered.compactMap { entry -> Diagnostic? in
            if case .failed(_, let problem) = entry { return problem }
            return nil
        }
        let unsafeKept = kept.filter { !GeneratedFolder.isPlainFileName($0) }
        if let problem = failures.first ?? unsafeKept.first.map({ InputDiscovery.ioError(GeneratedFolderMessage.unsafeName($0), path: nil) }) {
            abandon(ordered)
            outcome.diagnostics.append(problem)
            return outcome
        }

        // `rename` replaces a file atomically, so a reader (or a build killed here) sees the
        // old file or the new one, never part of either.
        for (index, entry) in ordered.enumerated() {
            switch entry {
            case .unchanged(let name):
                outcome.unchanged.append(name)
            case .changed(let name, _):
                let temporary = temporaryPath(for: name)
                let target = FilePath.join(folder.path, name)
                guard GeneratedFolder.renameItem(temporary, to: target) else {
                    // Only possible if the folder changed under the build since phase 1; the
                    // files already renamed are whole, the rest stay as they were.
                    let failure = errno
                    abandon(ordered[index...])
                    outcome.diagnostics.append(InputDiscovery.ioError(WriteMessage.cannotWrite(target, errno: failure), path: target))
                    return outcome
                }
                outcome.written.append(name)
            case .failed:
                break
            }
        }
        outcome.unchanged = (outcome.unchanged + kept).sorted()

        let current = Set(ordered.map(\.name) + kept)
        guard previous.isSubset(of: current) || prunes() else {
            folder.writeManifest(current.union(previous).sorted(), outcome: &outcome)
            return outcome
        }
        for stale in previous.sorted() where !current.contains(stale) && GeneratedFolder.isPlainFileName(stale) {
            let target = FilePath.join(folder.path, stale)
            let (refusal, isGone) = folder.gate.checkRemoval(of: target)
            if let refusal {
                outcome.diagnostics.append(refusal)
                continue
            }
            if isGone { continue }
            // `unlink`, not a recursive removal: only a file (or a link itself) can go.
            if unlink(target) == 0 {
                outcome.removed.append(stale)
            } else {
                outcome.diagnostics.append(InputDiscovery.ioError(GeneratedFolderMessage.cannotRemove(target), path: target))
            }
        }
        folder.writeManifest(current.sorted(), outcome: &outcome)
        return outcome
    }

    /// Removes the temporaries of `staged` and, if this build created the folder (now empty
    /// again), the folder: the disk is as it was.
    private func abandon(_ staged: some Collection<Staged>) {
        for case .changed(let name, _) in staged { try? FileManager.default.removeItem(atPath: temporaryPath(for: name)) }
        if createdFolder { _ = rmdir(folder.path) }
    }
}
