/// The DTCG token types dialogc reads (docs/format/tokens.md).
public enum TokenType: String, Sendable, Hashable, CaseIterable {
    case color
    case dimension
    case number
    case duration
    case cubicBezier
    case fontFamily
    case fontWeight
    case typography
    case shadow
    case transition

    /// DTCG 2025.10 types dialogc does not read. Tokens of these types are skipped without
    /// a finding, so a team's full design system loads; a reference to one is `token-type`.
    public static let unreadDTCGTypes: Set<String> = ["strokeStyle", "border", "gradient"]

    /// "a color", "a dimension", for messages.
    public var withArticle: String {
        let first = rawValue.first!
        return ("aeiou".contains(first) ? "an " : "a ") + rawValue
    }
}
