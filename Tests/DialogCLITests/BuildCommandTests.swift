import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

@Suite struct BuildCommandTests {
    let dialogc = CommandRunner()
    static let specs = RepositoryPaths.fixtures + "/specs"

    @Test func buildWritesTheGoldenSwiftForTheBundledProject() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/Generated"
        let result = dialogc.run("build", Self.specs, "--out", out)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.hasSuffix("dialogc: generated 6 dialogs into '\(out)': 6 compiled, 0 up to date; 17 written, 0 unchanged, 0 removed\n"))
        let generated = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".swift") }
        #expect(
            Set(generated) == [
                "DialogSupport.swift", "DialogSupport+Appearance.swift", "DialogSupport+SwiftUI.swift", "DialogSupport+UIKit.swift",
                "DialogTokens.swift",
                "LiveMessageDeleteDialog.swift", "NoticeSimpleDialog.swift", "TeamInvitationDialog.swift",
                "TimerDeleteDialog.swift", "UploadRetryDialog.swift", "WallpaperColorChangeDialog.swift",
                "LiveMessageDeleteDialog+View.swift", "NoticeSimpleDialog+View.swift", "TeamInvitationDialog+View.swift",
                "TimerDeleteDialog+View.swift", "UploadRetryDialog+View.swift", "WallpaperColorChangeDialog+View.swift",
            ])
        // The tokens golden in Fixtures/swift is emitted with public access; the model and view
        // goldens match the bundled config (internal access) byte for byte.
        #expect(folder.read("Generated/DialogTokens.swift")?.contains("Mono") == true, "the brand's button.mono group")
        for name in generated where name != "DialogTokens.swift" {
            let expected = try String(contentsOfFile: RepositoryPaths.fixtures + "/swift/" + name, encoding: .utf8)
            #expect(folder.read("Generated/" + name) == expected, "\(name) differs from Fixtures/swift/\(name)")
        }
    }

    @Test func noOpRebuildTouchesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/Generated"
        #expect(dialogc.run("build", Self.specs, "--out", out).status == 0)
        let before = try modificationDates(out)
        let again = dialogc.run("build", Self.specs, "--out", out)
        #expect(again.status == 0)
        #expect(again.standardError.hasSuffix("0 written, 17 unchanged, 0 removed\n"))
        // Nothing is rewritten, the stamps file included.
        #expect(try modificationDates(out) == before)
    }

    @Test func outputDoesNotDependOnTheOrderInputsAreNamed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.specs).sorted().map { Self.specs + "/" + $0 }
        #expect(dialogc.run(["build"] + files + ["--out", folder.path + "/a"]).status == 0)
        #expect(dialogc.run(["build"] + files.reversed() + ["--out", folder.path + "/b"]).status == 0)
        // The stamps hold inodes and times, which differ between any two folders.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/a") where name != BuildPipeline.stampsFileName {
            #expect(folder.read("a/" + name) == folder.read("b/" + name), "\(name)")
        }
    }

    @Test func removedSpecRemovesItsFileButNeverTheUsersFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", #"{"id": "notice.first", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        try folder.write("specs/b.dialog.json", #"{"id": "notice.second", "title": "Hi", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        let out = folder.path + "/Generated"
        #expect(dialogc.run("build", folder.path + "/specs", "--out", out).status == 0)
        try folder.write("Generated/MyHelpers.swift", "// mine\n")
        try FileManager.default.removeItem(atPath: folder.path + "/specs/b.dialog.json")

        let result = dialogc.run("build", folder.path + "/specs", "--out", out)
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix("0 written, 7 unchanged, 2 removed\n"))
        #expect(folder.read("Generated/NoticeSecondDialog.swift") == nil)
        #expect(folder.read("Generated/NoticeFirstDialog.swift") != nil)
        #expect(folder.read("Generated/MyHelpers.swift") == "// mine\n")
    }

    @Test func anErrorWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", #"{"id": "notice.first", "titel": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        let result = dialogc.run("build", folder.path + "/specs", "--out", folder.path + "/Generated")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[unknown-key]"))
        #expect(result.standardError.hasSuffix("; nothing generated\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
    }

    @Test func outputFolderWithAMissingParentIsAnIOProblem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = dialogc.run("build", Self.specs, "--out", folder.path + "/no/such/Generated")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("cannot create the output folder"))
        #expect(result.standardOutput.contains("[io]"))
    }

    private func modificationDates(_ folder: String) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            dates[name] = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date
        }
        return dates
    }
}
