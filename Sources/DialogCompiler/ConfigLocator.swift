import DialogModel
import FoundationEssentials

/// Finds the project config as FORMAT.md says: `--config FILE` when given, otherwise the
/// nearest `dialogc.json` walking up from the first input path. The path found is kept
/// relative when the input was relative (`../dialogc.json`), so messages stay portable.
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
            var candidateIsFolder = false
            if fileManager.fileExists(atPath: candidate, isDirectory: &candidateIsFolder), !candidateIsFolder {
                return FilePath.normalize(candidate)
            }
            if absolute == "/" { return nil }
            absolute = FilePath.directory(of: absolute)
            folder = FilePath.parent(of: folder)
        }
    }
}
