import DialogDiagnostics

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
    public static func acquire(_ path: String, contention: Contention) -> Result<FolderLock?, Diagnostic> {
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
                return .failure(InputDiscovery.ioError(FolderLockMessage.cannotOpen(path), path: nil))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    close(descriptor)
                    return .failure(InputDiscovery.ioError(FolderLockMessage.cannotLock(path), path: nil))
                }
                guard case .wait(let notice) = contention else {
                    close(descriptor)
                    return .failure(InputDiscovery.ioError(FolderLockMessage.busy(path), path: nil))
                }
                if !noticeGiven {
                    notice()
                    noticeGiven = true
                }
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(descriptor)
                        return .failure(InputDiscovery.ioError(FolderLockMessage.cannotLock(path), path: nil))
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

enum FolderLockMessage {
    static func busy(_ path: String) -> String {
        "another dialogc build is writing into '\(path)'; wait for it to finish, or build without --no-wait to wait for it"
    }
    static func cannotOpen(_ path: String) -> String {
        "cannot open the output folder '\(path)' to lock it; check that it is a folder and readable"
    }
    static func cannotLock(_ path: String) -> String {
        "cannot lock the output folder '\(path)' (its file system may not support locks); choose an output folder on a local disk"
    }
}
