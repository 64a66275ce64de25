/// Every group's tokens by relative path, for `Theme.children(of:)`.
///
/// Built once per theme from its resolved tokens: each token is filed under every group
/// above it, at each `.` of its path (`button.primary.background` under `button` as
/// `primary.background` and under `button.primary` as `background`). That is exactly what
/// scanning for paths with the prefix `<group>.` finds, since the prefix ends at such a
/// `.` (the split is by `Character`, as `hasPrefix` compares).
struct TokenGroupIndex: Sendable {
    private let groups: [String: [String: ResolvedToken]]

    init(_ tokens: ResolvedTokens) {
        var groups: [String: [String: ResolvedToken]] = [:]
        for (path, token) in tokens.tokens {
            for index in path.indices where path[index] == "." {
                groups[String(path[..<index]), default: [:]][String(path[path.index(after: index)...])] = token
            }
        }
        self.groups = groups
    }

    func children(of group: String) -> [String: ResolvedToken] {
        groups[group] ?? [:]
    }
}
