import DialogModel
import FoundationEssentials

/// Finds the project config as docs/format/config.md says: `--config FILE` when given, otherwise the
/// nearest `dialogc.json` walking up from the first input path. The path found is kept
/// relative when the input was relative (`../dialogc.json`), so messages stay portable.
/// Anything named `dialogc.json` that is not a folder is the config, even a link to nothing
/// or a named pipe: reading it then says what is wrong, rather than the search passing it
/// by and the run quietly using the defaults.
public struct ConfigLocator: Sendable {
    public static let fileName = "dialogc.json"

    public init() {}

    public func locate(firstInput: String?) -> String? {
        guard let firstInput else { return nil }
        let fileManager = FileManager.default
        var isFolder = false
        let exists = fileManager.fileExists(atPath: firstInput, isDirectory: &isFolder)
        var folder = exists && isFolder ? FilePath.trimmingTrailingSlashes(firstInput) : FilePath.directory(of: firstInput)
        var absolute = FilePath.normalize(
            folder.hasPrefix("/") ? folder : FilePath.join(fileManager.currentDirectoryPath, folder))
        while true {
            let candidate = FilePath.join(folder, Self.fileName)
            if Self.isConfigCandidate(candidate) { return FilePath.normalize(candidate) }
            if absolute == "/" { return nil }
            absolute = FilePath.directory(of: absolute)
            folder = FilePath.parent(of: folder)
        }
    }

    private static func isConfigCandidate(_ path: String) -> Bool {
        switch FileStatus.of(path) {
        case .success(let status): status.kind != .folder
        // Not followable: a link to nothing, or a loop, is still a config someone meant.
        case .failure: (try? FileStatus.of(path, followingLinks: false).get()) != nil
        }
    }
}
