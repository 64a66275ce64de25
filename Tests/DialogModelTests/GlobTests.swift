import DialogModel
import Testing

@Suite struct GlobTests {
    func glob(_ pattern: String) throws -> Glob { try Glob.parse(pattern).get() }

    @Test func starsStayWithinAComponent() throws {
        let pattern = try glob("specs/*.dialog.json")
        #expect(pattern.matches("specs/a.dialog.json"))
        #expect(!pattern.matches("specs/sub/a.dialog.json"))
        #expect(!pattern.matches("other/a.dialog.json"))
        #expect(try glob("specs/?.dialog.json").matches("specs/a.dialog.json"))
        #expect(try !glob("specs/?.dialog.json").matches("specs/ab.dialog.json"))
        #expect(try glob("*a*b*").matches("xaybz"))
        #expect(try !glob("*a*b*").matches("xbya"))
    }

    @Test func doubleStarSpansComponents() throws {
        let pattern = try glob("specs/**/*.dialog.json")
        #expect(pattern.matches("specs/a.dialog.json"))
        #expect(pattern.matches("specs/x/y/a.dialog.json"))
        #expect(!pattern.matches("a.dialog.json"))
        #expect(try glob("**").matches("anything/at/all.json"))
        #expect(try glob("**/drafts/**").matches("a/drafts/b.dialog.json"))
        #expect(try glob("**/drafts/**").matches("drafts/b.dialog.json"))
    }

    @Test func aFolderCoversItsContents() throws {
        #expect(try glob("drafts").matches("drafts/x/a.dialog.json"))
        #expect(try glob("./drafts/").matches("drafts/a.dialog.json"))
        #expect(try !glob("drafts").matches("drafts-old/a.dialog.json"))
    }

    @Test func matchingIsByScalarAndCaseSensitive() throws {
        #expect(try glob("한?/*.json").matches("한글/a.json"))
        #expect(try !glob("Specs/**").matches("specs/a.json"))
    }

    @Test func patternsThatCannotWork() {
        #expect(throws: Glob.Problem.empty) { try Glob.parse("").get() }
        #expect(throws: Glob.Problem.absolute) { try Glob.parse("/etc/**").get() }
        #expect(throws: Glob.Problem.leavesFolder) { try Glob.parse("specs/../../x").get() }
    }
}
