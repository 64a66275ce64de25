import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// Mistakes in `dialogc.json` reported at the config value that holds them, with the
/// did-you-mean there, and not as a flood of findings in the specs; locale codes that differ
/// only in case; JSON files a folder search skips. End to end through the executable.
@Suite struct ConfigMistakeTests {
    static func position(_ marker: Int, in markers: LocationMarkers) -> String {
        ValueLimitTests.position(marker, in: markers)
    }

    static func lines(_ output: String, _ rule: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }
    }

    static func spec(id: String) -> String {
        """
        {
          "id": "\(id)",
          "title": { "en": "Delete this timer?", "ko": "이 타이머를 삭제할까요?" },
          "message": { "en": "It cannot be undone.", "ko": "되돌릴 수 없어요." },
          "buttons": [
            { "id": "delete", "title": { "en": "Delete", "ko": "삭제" }, "role": "destructive" },
            { "id": "cancel", "title": { "en": "Cancel", "ko": "취소" }, "role": "cancel" }
          ]
        }
        """
    }

    // MARK: - A token file the config misspells

    static let misspeltTheme = LocationMarkers(
        parsing: """
            {
              "themes": { "light": [1️⃣"tokens/brnad.tokens.json"] }
            }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aMisspeltTokenFileIsReportedAtTheConfigWithTheFileItMeant() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.misspeltTheme.cleanText)
        try folder.write("tokens/brand.tokens.json", "{}")
        try folder.write("specs/a.dialog.json", Self.spec(id: "timer.a"))
        for command in [["lint", "--no-cache"], ["build", "--no-cache"]] {
            let result = try ProjectConfigTests.runExecutable(command, in: folder.path)
            #expect(result.status == 2, "\(command): \(result.output)\(result.error)")
            let io = Self.lines(result.output, "io")
            #expect(io.count == 1, "\(command): \(result.output)")
            #expect(
                io.first?.hasPrefix("dialogc.json:\(Self.position(1, in: Self.misspeltTheme)): error: ") == true,
                "\(command): \(result.output)")
            #expect(io.first?.contains("tokens/brnad.tokens.json") == true, "\(command): \(result.output)")
            #expect(result.output.contains("note: did you mean 'tokens/brand.tokens.json'?"), "\(command): \(result.output)")
        }
    }

    // MARK: - A locale the config misspells

    static let misspeltLocale = LocationMarkers(
        parsing: """
            {
              "locales": ["en", 1️⃣"kr"]
            }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aMisspeltLocaleIsOneFindingAtTheConfigNotOneAtEveryText() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.misspeltLocale.cleanText)
        for index in 1...3 {
            try folder.write("specs/s\(index).dialog.json", Self.spec(id: "timer.s\(index)"))
        }
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache"], in: folder.path)
        let found = Self.lines(result.output, "unknown-language")
        #expect(
            found == [
                "dialogc.json:\(Self.position(1, in: Self.misspeltLocale)): warning: 'kr' names no language dialogc knows (CLDR has no plural rules for it), "
                    + "so it is most likely a typo; write the ISO 639 code of the language, such as 'en', 'ko' or 'ja', "
                    + "or switch this warning off in 'rules' if 'kr' is right [unknown-language]"
            ], "\(result.output)")
        #expect(result.output.contains("note: did you mean 'ko'?"), "\(result.output)")
        // The texts in 'ko' are right: nothing in the specs asks to rename them or to add 'kr'.
        #expect(Self.lines(result.output, "unknown-locale").isEmpty, "\(result.output)")
        #expect(Self.lines(result.output, "missing-translation").isEmpty, "\(result.output)")
        #expect(!result.output.contains("did you mean 'kr'"), "\(result.output)")
        #expect(result.status == 0, "warnings only: \(result.output)")
    }

    @Test func aKnownLanguageIsNoFinding() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "locales": ["en", "ko", "zh-Hans", "pt-BR", "fil"] }"#)
        try folder.write("specs/a.dialog.json", #"{"id": "notice.a", "title": "Hello", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = CommandRunner().run("lint", "--no-cache", "--config", folder.path + "/dialogc.json", folder.path + "/specs")
        #expect(Self.lines(result.standardOutput, "unknown-language").isEmpty, "\(result.standardOutput)")
    }

    // MARK: - Locale codes that differ only in case

    static let caseTwinText = LocationMarkers(
        parsing: """
            {
              "id": "notice.twins",
              "title": { "en": "Hello", 1️⃣"ko-KR": "안녕", 2️⃣"ko-kr": "안녕하세요" },
              "buttons": [{ "id": "ok", "title": { "en": "OK", "ko-KR": "확인" } }]
            }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aTextWithTwoSpellingsOfOneLocaleIsAFindingAtTheSecond() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "locales": ["en", "ko-KR"] }"#)
        try folder.write("twins.dialog.json", Self.caseTwinText.cleanText)
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache", "twins.dialog.json"], in: folder.path)
        #expect(result.status == 1, "\(result.output)")
        #expect(
            Self.lines(result.output, "duplicate-key") == [
                "twins.dialog.json:\(Self.position(2, in: Self.caseTwinText)): error: 'ko-kr' is the locale 'ko-KR' again, spelt in another case "
                    + "(locale codes ignore case), so one of the two texts of 'title' would never be shown; keep one, written 'ko-KR' [duplicate-key]"
            ], "\(result.output)")
        #expect(
            result.output.contains("twins.dialog.json:\(Self.position(1, in: Self.caseTwinText)): note: 'ko-KR' is written here first"),
            "\(result.output)")
        #expect(result.output.contains("note: did you mean 'ko-KR'?"), "\(result.output)")
    }

    static let caseTwinConfig = LocationMarkers(
        parsing: """
            {
              "locales": ["en", 1️⃣"ko-kr", 2️⃣"ko-KR"]
            }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aConfigListingOneLocaleInTwoCasesIsAFindingAtTheSecond() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.caseTwinConfig.cleanText)
        try folder.write("a.dialog.json", #"{"id": "notice.a", "title": "Hello", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache", "a.dialog.json"], in: folder.path)
        #expect(result.status == 2, "\(result.output)")
        #expect(
            Self.lines(result.output, "invalid-value") == [
                "dialogc.json:\(Self.position(2, in: Self.caseTwinConfig)): error: 'ko-KR' is the locale 'ko-kr' again, spelt in another case "
                    + "(locale codes ignore case), so the texts of one of the two would never be shown; keep one, written 'ko-KR' [invalid-value]"
            ], "\(result.output)")
        #expect(result.output.contains("dialogc.json:\(Self.position(1, in: Self.caseTwinConfig)): note: 'ko-kr' is written here first"), "\(result.output)")
        #expect(result.output.contains("note: did you mean 'ko-KR'?"), "\(result.output)")
    }

    // MARK: - JSON files a folder search skips

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func jsonFilesThatLookLikeSpecsAreReportedNotSkipped() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = LocationMarkers(parsing: #"{ "include": [1️⃣"specs/**"] }"#)
        try folder.write("dialogc.json", config.cleanText)
        try folder.write("specs/a.dialog.json", #"{"id": "notice.a", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        try folder.write("specs/b.dialog.JSON", #"{"id": "notice.b", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        try folder.write("specs/share.json", #"{"id": "notice.share", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        try folder.write("specs/brand.tokens.json", "{}")
        try folder.write("other/package.json", "{}")

        let result = try ProjectConfigTests.runExecutable(["lint", "--no-cache"], in: folder.path)
        #expect(result.status == 0, "warnings only: \(result.output)")
        let found = Self.lines(result.output, "spec-file-name")
        #expect(found.count == 2, "\(result.output)")
        #expect(
            found.contains { $0.contains("warning: 'specs/b.dialog.JSON' is not checked: only files named '*.dialog.json', in lower case, are specs; rename it to 'b.dialog.json'") },
            "\(result.output)")
        #expect(result.output.contains("note: did you mean 'specs/b.dialog.json'?"), "\(result.output)")
        #expect(
            found.contains {
                $0.contains("warning: 'specs/share.json' is not checked: the 'include' pattern 'specs/**' takes it, but only files named '*.dialog.json' are specs; ")
            }, "\(result.output)")
        #expect(result.output.contains("dialogc.json:\(Self.position(1, in: config)): note: the 'include' pattern that takes it"), "\(result.output)")
        #expect(!result.output.contains("brand.tokens.json"), "\(result.output)")
        #expect(!result.output.contains("package.json"), "\(result.output)")

        // Without a config nothing says `share.json` is meant as a spec; the other case still does.
        try FileManager.default.removeItem(atPath: folder.path + "/dialogc.json")
        let bare = try ProjectConfigTests.runExecutable(["lint", "--no-cache", "specs"], in: folder.path)
        #expect(Self.lines(bare.output, "spec-file-name").count == 1, "\(bare.output)")
        #expect(bare.output.contains("'specs/b.dialog.JSON' is not checked"), "\(bare.output)")
    }

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func layoutOfAFolderIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", #"{"id": "notice.a", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        try folder.write("specs/b.dialog.json", #"{"id": "notice.b", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        let result = try ProjectConfigTests.runExecutable(["layout", "specs"], in: folder.path)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.output.isEmpty, "no layout tree: \(result.output)")
        #expect(result.error.contains("'specs' is a folder; layout lays out one spec: name a spec file"), "\(result.error)")
    }
}
