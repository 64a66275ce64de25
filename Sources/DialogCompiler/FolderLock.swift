import DialogDiagnostics
import DialogModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on an output folder, so that one build at a time reads its cache and
/// manifest and writes into it: two builds into one folder never interleave their files.
///
/// It is `flock` on the folder itself (opened read-only), so nothing is written to take it
/// and the kernel releases it when the process ends, however it ends: a build killed with
/// SIGKILL never leaves a stale lock behind. Another dialogc build that wants the folder
/// waits, or fails at once with `.fail` (`--no-wait`).
public final class FolderLock: @unchecked Sendable {
    /// What to do when another build holds the folder.
    public enum Contention: Sendable {
        /// Wait for it; `notice` is called once, before waiting, so the user knows why.
        case wait(notice: @Sendable () -> Void)
        /// Fail at once with an `io` error.
        case fail
    }

    /// What the locked folder is to the runs that share it, for messages.
    public enum Purpose: Sendable {
        /// A build's output folder: one build at a time writes into it.
        case outputFolder
        /// A project's folder (the one of its `dialogc.json`): one run at a time rewrites its
        /// specs or config (`lint --fix`, `strings import`).
        case project
    }

    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Lets the folder go; later calls do nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)  // closing the last descriptor drops the lock
        descriptor = -1
    }

    /// Locks the folder at `path` if it exists: `.success(nil)` when there is no folder yet
    /// (the build takes the lock once it has created it).
    public static func acquire(_ path: String, contention: Contention, purpose: Purpose = .outputFolder) -> Result<FolderLock?, Diagnostic> {
        var noticeGiven = false
        while true {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = errno
                if case .success(let status) = FileStatus.of(path), status.kind != .folder {
                    return .failure(InputDiscovery.ioError(GeneratedFolderMessage.notAFolder(path), path: nil))
                }
                // Not there yet (or a parent is missing, which creating the folder reports).
                if reason == ENOENT || reason == ENOTDIR { return .success(nil) }
                return .failure(InputDiscovery.ioError(FolderLockMessage.cannotOpen(path, purpose), path: nil))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    close(descriptor)
                    return .failure(InputDiscovery.ioError(FolderLockMessage.cannotLock(path, purpose), path: nil))
                }
                guard case .wait(let notice) = contention else {
                    close(descriptor)
                    return .failure(InputDiscovery.ioError(FolderLockMessage.busy(path, purpose), path: nil))
                }
                if !noticeGiven {
                    notice()
                    noticeGiven = true
                }
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(descriptor)
                        return .failure(InputDiscovery.ioError(FolderLockMessage.cannotLock(path, purpose), path: nil))
                    }
                }
            }
            // The build that held the lock may have removed the folder (a failed first build
            // removes the folder it created) and another may have made a new one: the lock
            // counts only while the path still names the folder that was locked.
            if let locked = FileStatus.of(descriptor: descriptor), locked.identity == FileIdentity(following: path) {
                return .success(FolderLock(descriptor: descriptor))
            }
            close(descriptor)
        }
    }
}

extension FolderLock {
    /// Locks the project the inputs belong to, for a run that rewrites its specs or config:
    /// the folder of `configPath`, else of the `dialogc.json` nearest the first input, else
    /// the first input's folder. A second such run waits (or, with `.fail`, stops at once), so
    /// two runs never both read a spec and each write back its own edit of it.
    public static func acquireProject(configPath: String?, inputs: [String], contention: Contention) -> Result<FolderLock?, Diagnostic> {
        let first = inputs.first ?? "."
        let folder: String
        if let config = configPath ?? ConfigLocator().locate(firstInput: first) {
            folder = FilePath.directory(of: config)
        } else if case .success(let status) = FileStatus.of(first), status.kind == .folder {
            folder = first
        } else {
            folder = FilePath.directory(of: first)
        }
        return acquire(folder, contention: contention, purpose: .project)
    }
}

enum FolderLockMessage {
    static func busy(_ path: String, _ purpose: FolderLock.Purpose) -> String {
        switch purpose {
        case .outputFolder:
            "another dialogc build is writing into '\(path)'; wait for it to finish, or build without --no-wait to wait for it"
        case .project:
            "another dialogc run is rewriting the specs of the project in '\(path)'; wait for it to finish, or run without --no-wait to wait for it (nothing was written)"
        }
    }
    static func cannotOpen(_ path: String, _ purpose: FolderLock.Purpose) -> String {
        switch purpose {
        case .outputFolder: "cannot open the output folder '\(path)' to lock it; check that it is a folder and readable"
        case .project: "cannot open the project folder '\(path)' to lock it; check that it is a folder and readable"
        }
    }
    static func cannotLock(_ path: String, _ purpose: FolderLock.Purpose) -> String {
        switch purpose {
        case .outputFolder:
            "cannot lock the output folder '\(path)' (its file system may not support locks); choose an output folder on a local disk"
        case .project:
            "cannot lock the project folder '\(path)' (its file system may not support locks); work on a copy on a local disk"
        }
    }
}
