import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done
/// with it (`remove()`), for tests that need real files: discovery, config search, writes.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/dialogc-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes a file at a path relative to the folder, creating folders on the way.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> String {
        let full = path + "/" + relativePath
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    public func read(_ relativePath: String) -> String? {
        try? String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
