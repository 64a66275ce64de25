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

    static func outOfRange(_ path: String, theme: String, value: Double, range: ContractRange) -> String {
        let written = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return "contract token '\(path)' must be \(range.wording), but theme '\(theme)' gives it \(written); "
            + "layout uses the embedded default's value until it is fixed"
    }
}
