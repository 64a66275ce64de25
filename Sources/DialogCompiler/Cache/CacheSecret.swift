import DialogModel
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The secret every cache entry and stamps file is bound to (HMAC-SHA256), so a cache is
/// only believed when this machine, or a CI holding the same secret, wrote it. The caches
/// live beside the project (`.dialogc-lint-cache.jsonl`, the output folder's
/// `.dialogc-cache.jsonl` and `.dialogc-stamps`), where a checkout or a pull request can put
/// files of its own; without the secret such a file vouches for nothing and is ignored.
///
/// Where it comes from, first found wins:
/// - `DIALOGC_CACHE_KEY` in the environment (its UTF-8 bytes): how CI runners that share a
///   cache share the secret, from the CI's secret store;
/// - the per-user key file `dialogc/cache-key` under `$XDG_CACHE_HOME` (when absolute) or
///   `~/.cache`: 32 random bytes in hex, created on first use with mode 0600 in a folder of
///   mode 0700, and believed only while it is a regular file of this user that no one else
///   may read or write.
/// With neither (no home folder, a key file another user could read), there is no secret
/// and the caches are neither read nor written: every spec is checked, which is slower and
/// never wrong (docs/DECISIONS.md "Caches a checkout cannot forge").
public struct CacheSecret: Sendable {
    public static let environmentVariable = "DIALOGC_CACHE_KEY"
    static let keyFileName = "cache-key"

    let code: HMACSHA256
    /// The per-user cache folder, when the environment names one (also with
    /// `DIALOGC_CACHE_KEY`): where the key file and the binary's digest (`ExecutableIdentity`)
    /// are kept.
    public let folder: String?

    public init(key: [UInt8], folder: String? = nil) {
        code = HMACSHA256(key: key)
        self.folder = folder
    }

    /// The code of `message`, in hex.
    func sign(_ message: some Collection<UInt8>) -> String { code.hex(message) }

    /// The code of the bytes `produce` passes on, in hex (`HMACSHA256.code(producing:)`).
    func sign(producing produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> String {
        SHA256.hexString(code.code(producing: produce))
    }

    /// Whether `mac` (hex) is the code of `message`.
    func verifies(_ mac: some Collection<UInt8>, _ message: some Collection<UInt8>) -> Bool {
        code.verifies(mac, message)
    }

    /// The secret `environment` gives, or why there is none (a sentence for standard error).
    public static func resolve(environment: [String: String]) -> Result<CacheSecret, CacheSecretProblem> {
        let folder = userFolder(environment: environment)
        if let key = environment[environmentVariable], !key.isEmpty { return .success(CacheSecret(key: Array(key.utf8), folder: folder)) }
        guard let folder else { return .failure(CacheSecretProblem(message: CacheSecretMessage.noHome)) }
        return keyFile(in: folder).map { CacheSecret(key: $0, folder: folder) }
    }

    /// `dialogc` under `$XDG_CACHE_HOME` (when absolute) or `~/.cache`.
    static func userFolder(environment: [String: String]) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") { return FilePath.join(cacheHome, "dialogc") }
        if let home = environment["HOME"], home.hasPrefix("/") { return FilePath.join(FilePath.join(home, ".cache"), "dialogc") }
        return nil
    }

    /// The secret of this process's own environment, looked up once: the default of a
    /// request made without the command line.
    public static let ofProcess: CacheSecret? = try? resolve(environment: ProcessInfo.processInfo.environment).get()

    /// The key in `folder/cache-key`, created when there is none.
    static func keyFile(in folder: String) -> Result<[UInt8], CacheSecretProblem> {
        let path = FilePath.join(folder, keyFileName)
        if case .failure(let failure) = FileStatus.of(path, followingLinks: false), failure.isMissing {
            if let problem = create(path, in: folder) { return .failure(problem) }
        }
        return read(path)
    }

    /// Reads the key file, refusing one that is not a plain file of this user, private to it.
    private static func read(_ path: String) -> Result<[UInt8], CacheSecretProblem> {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(), info.st_mode & 0o077 == 0,
            case .success(let file) = SourceReader(maximumBytes: 4096).read(path), file.bytes.count >= 32
        else { return .failure(CacheSecretProblem(message: CacheSecretMessage.unusableKeyFile(path))) }
        return .success(file.bytes)
    }

    /// Writes a new random key beside `path` and links it into place, so two processes that
    /// create it at once both read the one that won. Nil when it is there now.
    private static func create(_ path: String, in folder: String) -> CacheSecretProblem? {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var generator = SystemRandomNumberGenerator()
        let key = Array(SHA256.hexString((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }).utf8) + [0x0A]
        let temporary = FilePath.join(folder, ".\(keyFileName)-\(UUID().uuidString)")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return CacheSecretProblem(message: CacheSecretMessage.cannotCreate(path)) }
        let written = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        defer { unlink(temporary) }
        guard written == key.count, synced else { return CacheSecretProblem(message: CacheSecretMessage.cannotCreate(path)) }
        if link(temporary, path) != 0, errno != EEXIST { return CacheSecretProblem(message: CacheSecretMessage.cannotCreate(path)) }
        return nil
    }
}

/// Why there is no cache secret: the caches are off for the run.
public struct CacheSecretProblem: Error, Sendable {
    public var message: String
}

enum CacheSecretMessage {
    static let noHome =
        "no cache key: set \(CacheSecret.environmentVariable), or HOME or XDG_CACHE_HOME (absolute) for a per-user key"

    static func unusableKeyFile(_ path: String) -> String {
        "the cache key '\(path)' is not a private file of this user (a regular file, mode 0600, at least 32 bytes); "
            + "remove it to have a new one made, or set \(CacheSecret.environmentVariable)"
    }

    static func cannotCreate(_ path: String) -> String {
        "cannot create the cache key '\(path)'; make its folder writable, or set \(CacheSecret.environmentVariable)"
    }
}
