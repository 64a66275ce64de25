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
