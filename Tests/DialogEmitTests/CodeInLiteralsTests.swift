import DialogTestSupport
import Foundation
import Testing

/// Code that ships (the runtime, the catalog's script and style sheet) lives in real files a
/// compiler or a browser reads; DialogEmit keeps only short templates in multi-line string
/// literals. Recorded files (`Generated/`) are made from the real files and are not counted.
///
/// The model, appearance, UIKit and SwiftUI runtimes and the catalog's assets are real files;
/// what is left in literals is short templates (the TCA adapter, the project's settings, the
/// plural rules' frame). Fewer than 400 lines, as the runtime's move set out.
@Suite struct CodeInLiteralsTests {
    static let budget = 399

    @Test func dialogEmitKeepsNoMoreHandWrittenLinesInMultiLineLiteralsThanItsBudget() throws {
        let folder = RepositoryPaths.root + "/Sources/DialogEmit"
        var counts: [(file: String, lines: Int)] = []
        for path in try Self.swiftFiles(in: folder) where !path.hasPrefix("Generated/") {
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            let lines = Self.linesInsideMultiLineLiterals(text)
            if lines > 0 { counts.append((path, lines)) }
        }
        let total = counts.reduce(0) { $0 + $1.lines }
        let listing = counts.sorted { $0.lines > $1.lines }.map { "\($0.lines) \($0.file)" }.joined(separator: "\n")
        #expect(total <= Self.budget, "\(total) lines inside multi-line string literals:\n\(listing)")
    }

    /// The scanner counts what it should: the lines between an opening and a closing `"""`,
    /// raw or not, and nothing of a one-line string that mentions quotes.
    @Test func theCountSeesLiteralsAndOnlyThem() {
        let text = """
            let a = \"\"\"
            one
            two
            \"\"\"
            let b = #\"\"\"
            three \\(x) "quoted"
            \"\"\"#
            let c = "no \\"\\"\\" here"
            """
        #expect(Self.linesInsideMultiLineLiterals(text) == 3)
    }

    /// Lines between an opening `"""` (ending its line) and the closing one, which are not counted.
    static func linesInsideMultiLineLiterals(_ text: String) -> Int {
        var count = 0
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inside {
                if trimmed.hasPrefix("\"\"\"") { inside = false } else { count += 1 }
            } else if trimmed.hasSuffix("\"\"\"") || trimmed.hasSuffix("#\"\"\"") {
                inside = !trimmed.hasPrefix("\"\"\"")
            }
        }
        return count
    }

    static func swiftFiles(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}
