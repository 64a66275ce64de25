import DialogDiagnostics
import DialogModel
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `dialogc init` creates, all or none: each new file is written in full under a
/// temporary name and then linked into place only if nothing is there (never replacing a
/// file), the folders they need are made, and the `.gitignore` gets the lines it lacks. If
/// any step fails, every file and folder it created is removed again and a `.gitignore` it
/// changed gets its old text back, so a second try starts from the same place.
public enum ProjectScaffold {
    /// What dialogc writes into a project that is not the user's to commit: its caches, the
    /// temporaries of a write killed midway, and the generated folder (given as written in
    /// the config's `output`, relative to the project's folder). The one list to change if
    /// these files move.
    public static func ignoredPaths(outputFolder: String) -> [String] {
        [LintCache.name, BuildCacheFile.name, OutputStamps.name, AtomicFile.temporaryPrefix + "*", "/" + FilePath.trimmingTrailingSlashes(outputFolder) + "/"]
    }

    /// The comment above the lines dialogc adds to a `.gitignore`.
    static let ignoreHeader = "# dialogc: local caches and generated files"

    public struct Created: Sendable {
        public var files: [String]
        /// The lines added to the `.gitignore` (all of them when it was created).
        public var ignoreLinesAdded: Int
        public var createdIgnoreFile: Bool
    }

    /// Creates `files` (none of which may exist) and adds `ignoreLines` that `ignoreFile` lacks
    /// (creating it when absent); an `io` diagnostic, with nothing left behind, when it cannot.
    public static func create(_ files: [(path: String, text: String)], ignoreFile: String, ignoreLines: [String]) -> Result<Created, Diagnostic> {
        var folders: [String] = []
        var written: [String] = []
        func undo() {
            for path in written.reversed() { _ = unlink(path) }
            for folder in folders.reversed() { _ = rmdir(folder) }
        }
        for file in files {
            if let problem = makeFolders(FilePath.directory(of: file.path), created: &folders)
                ?? AtomicFile.writeNew(Array(file.text.utf8), to: file.path)
            {
                undo()
                return .failure(problem)
            }
            written.append(file.path)
        }
        let original: [UInt8]?
        switch SourceReader().read(ignoreFile) {
        case .success(let file): original = file.bytes
        case .failure:
            if case .failure(let missing) = FileStatus.of(ignoreFile, followingLinks: false), missing.isMissing {
                original = nil
            } else {
                undo()
                return .failure(InputDiscovery.ioError(ScaffoldMessage.unreadableIgnoreFile(ignoreFile), path: ignoreFile))
            }
        }
        let present = Set((original.map { String(decoding: $0, as: UTF8.self) } ?? "").split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        })
        let missing = ignoreLines.filter { !present.contains($0) }
        guard !missing.isEmpty else { return .success(Created(files: written, ignoreLinesAdded: 0, createdIgnoreFile: false)) }
        var text = ""
        if let original, let last = original.last, last != UInt8(ascii: "\n") { text += "\n" }
        if let original, !original.isEmpty { text += "\n" }
        text += ([ignoreHeader] + missing).joined(separator: "\n") + "\n"
        let problem =
            if let original {
                OutputFileWriter(gate: .unguarded).rewrite(ignoreFile, expecting: original, with: original + Array(text.utf8))
            } else {
                AtomicFile.writeNew(Array(text.utf8), to: ignoreFile)
            }
        if let problem {
            undo()
            return .failure(problem)
        }
        return .success(Created(files: written, ignoreLinesAdded: missing.count, createdIgnoreFile: original == nil))
    }

    /// Makes `folder` and any missing folder above it, noting each one made.
    private static func makeFolders(_ folder: String, created: inout [String]) -> Diagnostic? {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != ".", current != "/" {
            if case .success(let status) = FileStatus.of(current) {
                guard status.kind == .folder else {
                    return InputDiscovery.ioError(ScaffoldMessage.notAFolder(current, status.kind), path: nil)
                }
                break
            }
            missing.append(current)
            let parent = FilePath.directory(of: current)
            if parent == current { break }
            current = parent
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o777) == 0 else {
                return InputDiscovery.ioError(ScaffoldMessage.cannotCreateFolder(path, errno: errno), path: nil)
            }
            created.append(path)
        }
        return nil
    }
}

enum ScaffoldMessage {
    static func notAFolder(_ path: String, _ kind: FileStatus.Kind) -> String {
        "cannot create the project: '\(path)' is \(kind.noun), not a folder; move it or start the project elsewhere (nothing was written)"
    }
    static func cannotCreateFolder(_ path: String, errno code: Int32) -> String {
        "cannot create the folder '\(path)': \(WriteMessage.reason(code)) (nothing was written)"
    }
    static func unreadableIgnoreFile(_ path: String) -> String {
        "cannot read '\(path)' to add dialogc's lines to it; make it a readable file or remove it (nothing was written)"
    }
}
