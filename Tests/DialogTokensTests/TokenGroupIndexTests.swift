import Testing

@testable import DialogTokens

/// `Theme.children(of:)` reads a precomputed `TokenGroupIndex`; it must find what scanning
/// every token for the prefix `<group>.` finds, and follow changes to the tokens.
@Suite struct TokenGroupIndexTests {
    static func scanned(_ theme: Theme, _ group: String) -> [String: ResolvedToken] {
        var children: [String: ResolvedToken] = [:]
        for (path, token) in theme.tokens.tokens where path.hasPrefix(group + ".") {
            children[String(path.dropFirst(group.count + 1))] = token
        }
        return children
    }

    @Test func everyGroupHasTheChildrenAScanFinds() throws {
        for theme in EmbeddedDefaultTokens.shared.themes {
            let groups = Array(theme.tokens.groupPaths) + Array(theme.tokens.tokens.keys) + ["", "button", "no.such.group", "button."]
            for group in groups {
                #expect(theme.children(of: group) == Self.scanned(theme, group), "\(theme.name): \(group)")
            }
            #expect(!theme.children(of: "button.primary").isEmpty)
        }
    }

    @Test func changingTheTokensRebuildsTheIndex() throws {
        var theme = try #require(EmbeddedDefaultTokens.shared.theme(named: "light"))
        let background = try #require(theme.tokens.tokens["button.primary.background"])
        var added = background
        added.path = "button.extra.background"
        theme.tokens.tokens[added.path] = added
        #expect(theme.children(of: "button.extra") == ["background": added])
        theme.tokens.tokens["button.primary.background"] = nil
        #expect(theme.children(of: "button.primary")["background"] == nil)
        #expect(theme.children(of: "button.primary") == Self.scanned(theme, "button.primary"))
    }
}
