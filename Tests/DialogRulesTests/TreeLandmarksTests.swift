import DialogLayout
import DialogModel
import DialogRules
import DialogTokens
import Testing

/// `TreeLandmarks` finds in one walk what the tree queries find one by one.
@Suite struct TreeLandmarksTests {
    @Test func landmarksAreWhatTheTreeQueriesFind() throws {
        let decoded = RuleHarness.decode(
            spec: #"""
                {
                  "id": "team.invite",
                  "title": "Join the team?",
                  "message": "You were invited to a team.",
                  "buttons": [
                    { "id": "later", "title": "Not now", "role": "cancel" },
                    { "id": "join", "title": "Join", "role": "primary" }
                  ]
                }
                """#, config: nil)
        let spec = try #require(decoded.spec)
        let layouts = SpecLayouts(spec: spec, config: decoded.config, designSystem: EmbeddedDefaultTokens.shared, measurer: TextMeasurer())
        #expect(!layouts.combinations.isEmpty)
        for var combination in layouts.combinations {
            let tree = combination.tree
            #expect(combination.landmarks.dialog == tree.dialogNode)
            #expect(combination.landmarks.title == tree.firstNode(.title))
            #expect(combination.landmarks.message == tree.firstNode(.message))
            #expect(combination.landmarks.buttons == tree.buttonNodes)
            #expect(combination.landmarks.button("join") == tree.button("join"))
            #expect(combination.landmarks.button("missing") == nil)
            // Changing the tree rebuilds the landmarks.
            combination.tree.root.children.removeAll()
            #expect(combination.landmarks.dialog == nil)
            #expect(combination.landmarks.buttons.isEmpty)
        }
    }
}
