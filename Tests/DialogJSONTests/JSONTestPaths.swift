import DialogTestSupport
import Foundation

/// Where the JSON tests find their inputs: through `#filePath`, because a test target cannot
/// own files outside its folder (ARCHITECTURE.md, habit 12).
enum JSONTestPaths {
    /// The package root: this file is `<root>/Tests/DialogJSONTests/JSONTestPaths.swift`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's own corpus: `Fixtures/json/pass` and `Fixtures/json/fail`.
    static func fixtures(_ kind: String) -> URL {
        repositoryRoot.appendingPathComponent("Fixtures/json/\(kind)")
    }

    /// The JSONTestSuite corpus in `shared/`, beside the repository (never copied into it).
    static let testSuite = repositoryRoot.appendingPathComponent("../shared/conformance/JSONTestSuite/test_parsing").standardized

    /// The names of the files in `directory` ending in `.json`, sorted; empty when it is missing.
    static func jsonFileNames(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(of url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }
}

/// A test input with a `1️⃣` marker where an error must be reported, as raw bytes: some
/// inputs are deliberately not UTF-8 (invalid bytes, UTF-16), which a `String` could not
/// carry. Valid UTF-8 goes through `LocationMarkers`; anything else has the marker's UTF-8
/// bytes removed directly.
struct MarkedBytes {
    let bytes: [UInt8]
    /// The byte offset where marker 1 stood, if there was one.
    let markerOffset: Int?

    init(_ marked: [UInt8]) {
        if let text = String(validating: marked, as: UTF8.self) {
            let markers = LocationMarkers(parsing: text)
            bytes = Array(markers.cleanText.utf8)
            markerOffset = markers.offsets[1]
            return
        }
        let marker = Array("1️⃣".utf8)
        var clean: [UInt8] = []
        var offset: Int?
        var position = 0
        while position < marked.count {
            if marked[position] == marker[0], marked[position...].starts(with: marker) {
                offset = clean.count
                position += marker.count
            } else {
                clean.append(marked[position])
                position += 1
            }
        }
        bytes = clean
        markerOffset = offset
    }
}
