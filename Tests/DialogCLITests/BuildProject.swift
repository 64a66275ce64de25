import DialogTestSupport
import Foundation

/// A small project in a temporary folder for build tests: the bundled config, its font and
/// brand tokens, the six reference specs, and one spec whose findings are warnings (with a note
/// into the config and Korean text, so columns and offsets differ).
struct BuildProject {
    let folder: TemporaryDirectory
    let dialogc = CommandRunner()

    static let warningSpec = """
        {
          "id": "notice.warn",
          "title": {"ko": "안녕하세요", "en": "Hello", "en-GB": "Hi"},
          "message": {"ko": "지금 <accent>삭제</accent>", "en": "Remove <accent>it</accent> now"},
          "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "OK"}}, {"id": "cancel", "title": {"ko": "취소", "en": "Cancel"}, "role": "cancel"}]
        }
        """

    init() throws {
        folder = try TemporaryDirectory()
        let fixtures = RepositoryPaths.fixtures
        try folder.write("dialogc.json", try String(contentsOfFile: fixtures + "/dialogc.json", encoding: .utf8))
        for name in ["brand.tokens.json", "brand-dark.tokens.json"] {
            try folder.write("tokens/brand/" + name, try String(contentsOfFile: fixtures + "/tokens/brand/" + name, encoding: .utf8))
        }
        // The font the config measures 'system' with.
        try FileManager.default.createDirectory(atPath: folder.path + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/fonts/NotoSansCJKkr-Layout.otf", toPath: folder.path + "/fonts/NotoSansCJKkr-Layout.otf")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures + "/specs") where name.hasSuffix(".dialog.json") {
            try folder.write("specs/" + name, try String(contentsOfFile: fixtures + "/specs/" + name, encoding: .utf8))
        }
        try folder.write("specs/warn.dialog.json", Self.warningSpec)
    }

    var path: String { folder.path }
    var out: String { folder.path + "/Generated" }
    var specs: String { folder.path + "/specs" }
    var config: String { folder.path + "/dialogc.json" }

    func build(_ extra: String..., out: String? = nil) -> CommandRunner.Output {
        dialogc.run(["build", specs, "--config", config, "--out", out ?? self.out] + extra)
    }

    /// The summary's count of compiled and up-to-date specs, e.g. "1 compiled, 6 up to date".
    static func work(_ output: CommandRunner.Output) -> String? {
        guard let line = output.standardError.split(separator: "\n").last(where: { $0.contains(" compiled, ") }),
            let colon = line.range(of: "': ")
        else { return nil }
        return String(line[colon.upperBound...].prefix { $0 != ";" && $0 != "(" }).trimmingCharacters(in: .whitespaces)
    }

    func snapshot(_ folder: String? = nil) throws -> [String: Data?] {
        try HostileInputTests.snapshot(folder ?? out)
    }

    func modificationDates() throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out) {
            dates[name] = try FileManager.default.attributesOfItem(atPath: out + "/" + name)[.modificationDate] as? Date
        }
        return dates
    }

    func remove() { folder.remove() }
}
