import DialogModel
import Testing

@Suite struct SwiftIdentifierTests {
    @Test(arguments: ["name", "teamName", "_private", "x1", "A", "snake_case", "_"])
    func validIdentifiers(_ name: String) {
        #expect(SwiftIdentifier.isValid(name))
    }

    @Test(arguments: ["", "1x", "first name", "a-b", "a.b", "이름", "café", "`class`", "$0"])
    func invalidIdentifiers(_ name: String) {
        #expect(!SwiftIdentifier.isValid(name))
    }

    @Test(arguments: ["class", "func", "default", "self", "Self", "Any", "true", "nil", "in", "_", "some", "any", "await", "async", "open", "Type", "willSet"])
    func keywords(_ name: String) {
        #expect(SwiftIdentifier.isKeyword(name))
        #expect(!SwiftIdentifier.isUsable(name))
    }

    @Test(arguments: ["accept", "cancel", "delete", "Class", "selfie", "later"])
    func usableNames(_ name: String) {
        #expect(SwiftIdentifier.isUsable(name))
    }

    @Test func upperCamelCaseOfDottedIDs() {
        #expect(SwiftIdentifier.upperCamelCase(dottedID: "team.invitation") == "TeamInvitation")
        #expect(SwiftIdentifier.upperCamelCase(dottedID: "liveMessage.delete") == "LiveMessageDelete")
        #expect(SwiftIdentifier.upperCamelCase(dottedID: "timer") == "Timer")
        #expect(SwiftIdentifier.upperCamelCase(dottedID: "a.b2.c") == "AB2C")
    }

    /// ASCII ids take a byte path; it must make the words and letters the general
    /// (Character) path makes, separators and digits included.
    @Test(arguments: ["team.invitation", "a_b-c", "x..y", ".lead.", "9lives.cat", "Already.Upper", "", "z", "ab.1c.d2e"])
    func upperCamelCaseOfASCIIMatchesCharacterRules(_ id: String) {
        let words = id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let expected = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        #expect(SwiftIdentifier.upperCamelCase(dottedID: id) == expected)
    }

    @Test func lowerCamelCaseOfDottedIDs() {
        #expect(SwiftIdentifier.lowerCamelCase(dottedID: "team.invitation") == "teamInvitation")
        #expect(SwiftIdentifier.lowerCamelCase(dottedID: "LiveMessage.delete") == "liveMessageDelete")
        #expect(SwiftIdentifier.lowerCamelCase(dottedID: "") == "")
    }

    @Test func capitalizingForActionNames() {
        #expect("didTap" + SwiftIdentifier.capitalizingFirstLetter("accept") == "didTapAccept")
        #expect(SwiftIdentifier.lowercasingFirstLetter("Accept") == "accept")
    }
}
