/// The wording of theme-level findings, beside `DesignSystemLoader`.
enum ThemeMessage {
    static func halfBorder(_ group: String, missing: String, theme: String) -> String {
        "button style '\(group)' has half a border in theme '\(theme)': no '\(missing)', so none is drawn; "
            + "a border needs both '\(group).border.color' (a color) and '\(group).border.width' (a dimension)"
    }

    static func borderType(_ path: String, theme: String, found: TokenType, expected: TokenType) -> String {
        "'\(path)' must be \(expected.withArticle), but theme '\(theme)' defines \(found.withArticle); "
            + "a button's border is 'border.color' (a color) and 'border.width' (a dimension)"
    }

    static func negativeBorder(_ path: String, theme: String, width: Double) -> String {
        let written = width == width.rounded() && abs(width) < 1e15 ? String(Int(width)) : String(width)
        return "'\(path)' must be 0 points or more, but theme '\(theme)' gives it \(written), so no border is drawn"
    }

    static func borderToken(_ group: String, theme: String, unread: String) -> String {
        "theme '\(theme)' defines '\(group).border' as a \(unread) token, which dialogc does not read; "
            + "give the button style 'border.color' (a color) and 'border.width' (a dimension) tokens instead"
    }

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
