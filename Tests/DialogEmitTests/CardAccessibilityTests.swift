@testable import DialogEmit
import Foundation
import Testing

/// The SwiftUI card is an accessibility container: its identifier names the card while its
/// texts and buttons keep their own (without `.accessibilityElement(children: .contain)`,
/// SwiftUI hands the card's identifier down to them). The stand-ins type-check a missing
/// modifier as happily as a present one, so the runtime's text is read instead: the modifier
/// comes right before the card takes its identifier.
@Suite struct CardAccessibilityTests {
    @Test func theCardIsAContainerBeforeItTakesItsIdentifier() throws {
        let lines = EmbeddedRuntime.swiftUI.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
        let identifier = try #require(lines.firstIndex(of: ".accessibilityIdentifier(state.accessibilityIdentifier ?? state.id)"))
        #expect(lines[identifier - 1] == ".accessibilityElement(children: .contain)")
    }
}
