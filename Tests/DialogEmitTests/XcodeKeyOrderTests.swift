@testable import DialogEmit
import DialogJSON
import DialogTestSupport
import Foundation
import Testing

/// The order of a String Catalog's keys (docs/DECISIONS.md, "The key order of a String
/// Catalog"), against String Catalogs Xcode wrote (`../shared/conformance/xcstrings/`) and
/// against Foundation's comparison, the one Xcode's writer calls.
@Suite struct XcodeKeyOrderTests {
    static let catalogFolder = RepositoryPaths.root + "/../shared/conformance/xcstrings"
    static let catalogs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogFolder)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { catalogFolder + "/" + $0 }
    }()

    /// What Xcode's writer (`JSONSerialization` with `.sortedKeys`) sorts with.
    static func foundationOrder(_ a: String, _ b: String) -> Int {
        let result = a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: Locale(identifier: ""))
        return result == .orderedAscending ? -1 : result == .orderedDescending ? 1 : 0
    }

    /// The member names of every object of a catalog, one list per object, in file order.
    static func memberLists(_ path: String) throws -> [[String]] {
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let root = try #require(JSONParser().parse(bytes).value)
        var lists: [[String]] = []
        func visit(_ value: JSONValue) {
            guard let members = value.objectMembers else { return }
            lists.append(members.map(\.key))
            members.forEach { visit($0.value) }
        }
        visit(root)
        return lists
    }

    /// Every adjacent pair of member names (the catalogs' 1,489 keys and every nested
    /// object's: locales, `stringUnit`, `state`, `value`, …) is in dialogc's order when
    /// both are ASCII, as every key dialogc writes is. Pairs with a character outside
    /// ASCII (`Settings…` before `settings.automatic.updates`) are in Foundation's order,
    /// which dialogc's equals on ASCII (`agreesWithFoundationOnASCII`).
    @Test(.enabled(if: !catalogs.isEmpty, "the String Catalogs Xcode wrote are not in ../shared/conformance/xcstrings"))
    func everyAdjacentPairOfXcodesCatalogsIsInOrder() throws {
        var asciiPairs = 0
        var otherPairs = 0
        for path in Self.catalogs {
            for list in try Self.memberLists(path) {
                for (a, b) in zip(list, list.dropFirst()) {
                    if a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) {
                        asciiPairs += 1
                        #expect(XcodeKeyOrder.compare(a, b) < 0, "\(path): '\(a)' before '\(b)'")
                        #expect(XcodeKeyOrder.compare(b, a) > 0, "\(path): '\(b)' after '\(a)'")
                    } else {
                        otherPairs += 1
                        #expect(Self.foundationOrder(a, b) < 0, "\(path): '\(a)' before '\(b)'")
                    }
                }
            }
        }
        // Measured: 29,434 pairs of ASCII names, 17 with a character outside ASCII.
        #expect(asciiPairs > 20000)
        #expect(otherPairs > 0)
    }

    /// dialogc's catalog writer (`XcodeJSON`: Xcode's layout, members sorted) writes each
    /// catalog Xcode wrote byte for byte. The one with keys outside ASCII (9 of its 1,243),
    /// whose order dialogc does not know, is compared without them, against what
    /// Foundation's `JSONSerialization` (Xcode's writer, which gives the other catalogs
    /// back byte for byte) makes of the rest.
    @Test(.enabled(if: !catalogs.isEmpty, "the String Catalogs Xcode wrote are not in ../shared/conformance/xcstrings"))
    func xcodesCatalogsAreWrittenBackByteForByte() throws {
        var dropped = 0
        // A catalog holds objects and strings only.
        func convert(_ value: JSONValue) -> XcodeJSON {
            guard let members = value.objectMembers else { return .string(value.stringValue ?? "not a string") }
            let ascii = members.filter { $0.key.utf8.allSatisfy { $0 < 0x80 } }
            dropped += members.count - ascii.count
            return .object(ascii.map { ($0.key, convert($0.value)) })
        }
        func asciiOnly(_ value: Any) -> Any {
            guard let object = value as? [String: Any] else { return value }
            return object.filter { $0.key.utf8.allSatisfy { $0 < 0x80 } }.mapValues(asciiOnly)
        }
        var exact = 0
        for path in Self.catalogs {
            dropped = 0
            let data = try #require(FileManager.default.contents(atPath: path))
            var written = ""
            convert(try #require(JSONParser().parse([UInt8](data)).value)).write(into: &written, depth: 0)
            let object = asciiOnly(try JSONSerialization.jsonObject(with: data))
            let expected = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(Data(written.utf8) == expected, "\(path)")
            if dropped == 0 {
                exact += 1
                #expect(Data(written.utf8) == data, "\(path) as Xcode wrote it")
            }
        }
        #expect(exact == 3)
    }

    /// The pairs where Xcode's order is not case-insensitive code point order, as the
    /// catalogs show them: numbers by value, ICU's punctuation order, a number's length.
    @Test(arguments: [
        ("pm.lock-screen.threshold.5-minutes", "pm.lock-screen.threshold.12-hours"),
        ("onboarding.step2.title", "onboarding.step10.title"),
        ("Bookmark import failed:", "Bookmark import failed."),
        ("Bookmarks:", "bookmarks.add.dialog.title"),
        ("**%lld** tracking attempts blocked", "%@ does not support storing passwords"),
        ("a_b", "a-b"), ("a b", "ab"), ("ab", "Ab"), ("a1", "a01"), ("x01a", "x1B"), ("a.b", "a1"), ("a$", "a0"), ("a9", "aa"),
        ("timer.delete.highlight.2.text", "timer.delete.highlight.10.text"), ("zh-Hans", "zh-Hant"), ("en", "en-GB"),
    ])
    func keysThatXcodeOrdersOtherwiseThanCodePoints(_ first: String, _ second: String) {
        #expect(XcodeKeyOrder.compare(first, second) < 0)
        #expect(XcodeKeyOrder.compare(second, first) > 0)
        #expect(Self.foundationOrder(first, second) < 0)
    }

    /// Random ASCII strings, weighted to where the comparison has cases (digit runs with
    /// leading zeros, case, punctuation, control characters, white space, prefixes): dialogc's
    /// order equals Foundation's, pair by pair.
    @Test func agreesWithFoundationOnASCII() {
        var random = SplitMix64(seed: 0x5EED_0001)
        let alphabet = Array("aAbBzZ0012979._-:;!?'\"(){}@*/\\&#%`^+<=>|~$ \t\u{01}\u{7F}")
        func word() -> String {
            String((0..<random.below(7)).map { _ in alphabet[random.below(alphabet.count)] })
        }
        var disagreements: [String] = []
        for _ in 0..<30000 {
            let stem = word()
            let a = stem + word()
            let b = (random.below(3) == 0 ? stem.uppercased() : stem) + word()
            let ours = XcodeKeyOrder.compare(a, b).signum()
            let theirs = Self.foundationOrder(a, b)
            if ours != theirs, disagreements.count < 20 { disagreements.append("\(a.debugDescription) \(b.debugDescription): \(ours) vs \(theirs)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
