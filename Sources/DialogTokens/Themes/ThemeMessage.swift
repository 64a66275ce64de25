/// The wording of theme-level findings, beside `DesignSystemLoader`.
enum ThemeMessage {
    static func missing(_ path: String, type: TokenType, theme: String) -> String {
        "theme '\(theme)' lacks contract token '\(path)' (\(type.withArticle)); define it in one of the theme's token files"
    }

    static func contractType(_ path: String, theme: String, found: TokenType, expected: TokenType) -> String {
        "contract token '\(path)' must be \(expected.withArticle), but theme '\(theme)' defines \(found.withArticle)"
    }

    static func contractUnread(_ path: String, theme: String, unread: String, expected: TokenType) -> String {
        "contract token '\(path)' must be \(expected.withArticle), but theme '\(theme)' defines a \(unread) token"
    }
}
