import DialogJSON
import Foundation
import Testing

/// The project's own corpus (`Fixtures/json`): every `fail` case is reported at its `1️⃣`
/// marker with exactly the message in its `.expected` file; every `pass` case parses.
@Suite struct JSONFixtureTests {
    static let failNames = JSONTestPaths.jsonFileNames(in: JSONTestPaths.fixtures("fail"))
    static let passNames = JSONTestPaths.jsonFileNames(in: JSONTestPaths.fixtures("pass"))

    @Test func theCorpusIsThere() {
        #expect(Self.failNames.count >= 25, "Fixtures/json/fail has \(Self.failNames.count) cases")
        #expect(Self.passNames.count >= 15, "Fixtures/json/pass has \(Self.passNames.count) cases")
    }

    @Test(arguments: failNames)
    func failCaseIsReportedAtItsMarker(_ name: String) throws {
        let directory = JSONTestPaths.fixtures("fail")
        let marked = MarkedBytes(try JSONTestPaths.bytes(of: directory.appendingPathComponent(name)))
        let expectedURL = directory.appendingPathComponent(String(name.dropLast(".json".count)) + ".expected")
        let expected = try String(contentsOf: expectedURL, encoding: .utf8).trimmingCharacters(in: .newlines)
        let markerOffset = try #require(marked.markerOffset, "\(name) has no 1️⃣ marker")

        let document = JSONParser().parse(marked.bytes)
        let error = try #require(document.syntaxError, "\(name) was accepted")
        #expect(document.value == nil)
        #expect(error.message == expected, "\(name)")
        #expect(error.range.lowerBound == markerOffset, "\(name): reported at byte \(error.range.lowerBound), marker at \(markerOffset)")
        #expect(error.range.upperBound <= marked.bytes.count, "\(name): the range ends past the file")
    }

    @Test(arguments: passNames)
    func passCaseParses(_ name: String) throws {
        let bytes = try JSONTestPaths.bytes(of: JSONTestPaths.fixtures("pass").appendingPathComponent(name))
        let document = JSONParser().parse(bytes)
        #expect(document.syntaxError == nil, "\(name): \(document.syntaxError?.message ?? "")")
        #expect(document.value != nil)
        #expect(document.duplicateKeys.isEmpty, "\(name)")
    }

    /// Generated rather than stored: 513 nested arrays, one more than docs/rules.md allows.
    @Test func nesting513DeepIsReportedAtThe513thBracket() throws {
        let marked = MarkedBytes(Array((String(repeating: "[", count: 512) + "1️⃣[" + String(repeating: "]", count: 513)).utf8))
        let error = try #require(JSONParser().parse(marked.bytes).syntaxError)
        #expect(error.message == "nesting deeper than 512 levels; flatten the structure")
        #expect(error.range.lowerBound == marked.markerOffset)
    }

    @Test func nesting513DeepObjectsIsReportedToo() throws {
        let text = String(repeating: "{\"a\":", count: 512) + "1️⃣{}" + String(repeating: "}", count: 512)
        let marked = MarkedBytes(Array(text.utf8))
        let error = try #require(JSONParser().parse(marked.bytes).syntaxError)
        #expect(error.message == "nesting deeper than 512 levels; flatten the structure")
        #expect(error.range.lowerBound == marked.markerOffset)
    }

    @Test func nestingExactly512DeepObjectsParses() {
        let text = String(repeating: "{\"a\":", count: 511) + "{}" + String(repeating: "}", count: 511)
        #expect(JSONParser().parse(Array(text.utf8)).syntaxError == nil)
    }
}
