import Foundation

/// Golden files: expected outputs kept beside the fixtures and compared byte for byte.
///
/// They are re-recorded only on purpose, with `DIALOGC_RECORD=1`; a recording run still
/// reports a failure ("recorded …, run again without DIALOGC_RECORD") so it can never pass
/// silently and leave a wrong golden behind unnoticed.
public enum Golden {
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["DIALOGC_RECORD"] == "1"
    }

    /// Compares `actual` with the golden at `path`; returns a failure message or nil.
    public static func check(_ actual: String, against path: String) -> String? {
        if isRecording {
            do {
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
                return "recorded \(path); run the tests again without DIALOGC_RECORD=1"
            } catch {
                return "cannot record \(path): \(error)"
            }
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            return "missing golden \(path); record it with DIALOGC_RECORD=1 swift test"
        }
        guard let diff = textDiff(actual: actual, expected: expected) else { return nil }
        return "output differs from \(path) (re-record with DIALOGC_RECORD=1 if the change is intended):\n\(diff)"
    }
}

/// The repository's folders, found from this file's location (test targets cannot own
/// resources outside their folder, so fixtures are reached through `#filePath`).
public enum RepositoryPaths {
    /// The package root: two levels above `Tests/DialogTestSupport/`.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()  // DialogTestSupport
        url.deleteLastPathComponent()  // Tests
        url.deleteLastPathComponent()  // root
        return url.path
    }()

    public static var fixtures: String { root + "/Fixtures" }
    public static var schemas: String { root + "/Schemas" }
}
