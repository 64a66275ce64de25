import DialogModel
import Testing

@Suite struct FilePathTests {
    @Test func normalizeFoldsDotsLexically() {
        #expect(FilePath.normalize("specs/./a/../b.json") == "specs/b.json")
        #expect(FilePath.normalize("./specs/") == "specs")
        #expect(FilePath.normalize("../x/../y") == "../y")
        #expect(FilePath.normalize("/a/../../b") == "/b")
        #expect(FilePath.normalize("") == ".")
        #expect(FilePath.normalize("/") == "/")
        #expect(FilePath.normalize("//a//./b/") == "/a/b")
        #expect(FilePath.normalize("../..") == "../..")
        #expect(FilePath.normalize("a/..") == ".")
        #expect(FilePath.normalize("é/./ü/../ö.json") == "é/ö.json")
        #expect(FilePath.normalize(".../a") == ".../a")
        #expect(FilePath.normalize(".") == ".")
    }

    @Test func parentWalksAboveARelativeStart() {
        #expect(FilePath.parent(of: "Fixtures/specs") == "Fixtures")
        #expect(FilePath.parent(of: "Fixtures") == ".")
        #expect(FilePath.parent(of: ".") == "..")
        #expect(FilePath.parent(of: "..") == "../..")
        #expect(FilePath.parent(of: "/work") == "/")
    }

    @Test func lastComponentAndTrailingSlashes() {
        #expect(FilePath.lastComponent(of: "a/b/c.json") == "c.json")
        #expect(FilePath.lastComponent(of: "a/b/") == "b")
        #expect(FilePath.trimmingTrailingSlashes("specs//") == "specs")
        #expect(FilePath.trimmingTrailingSlashes("/") == "/")
    }
}
