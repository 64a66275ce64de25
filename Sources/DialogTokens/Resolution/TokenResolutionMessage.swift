/// The wording of alias-resolution findings, beside `TokenResolver`.
enum TokenResolutionMessage {
    static func unknownToken(_ path: String) -> String {
        "no token named '\(path)'"
    }

    static func aliasToGroup(_ path: String) -> String {
        "'{\(path)}' names a group, not a token; refer to one of its tokens, such as '{\(path).NAME}'"
    }

    static func aliasToGroupWithRoot(_ path: String) -> String {
        "'{\(path)}' names a group, not a token; its own token is '{\(path).$root}'"
    }

    static func unreadType(_ path: String, unread: String, expected: TokenType?) -> String {
        "'\(path)' is a \(unread) token, which dialogc does not read" + (expected.map { "; a \($0.rawValue) is needed here" } ?? "")
    }

    static func wrongType(_ path: String, found: TokenType, expected: TokenType) -> String {
        "'\(path)' is \(found.withArticle) token, but \(expected.withArticle) is needed here"
    }

    static func chainNote(_ chain: [String], type: TokenType) -> String {
        "\(chain.joined(separator: " -> ")) is \(type.withArticle), defined here"
    }

    static func cycle(_ path: String, chain: String) -> String {
        "token '\(path)' is part of an alias cycle: \(chain)"
    }

    static func chainTooDeep(_ path: String, limit: Int) -> String {
        "the alias chain through '{\(path)}' is longer than \(limit) tokens; refer to a token nearer the end of the chain"
    }

    static func cycleStep(_ path: String, to target: String) -> String {
        "'\(path)' refers to '\(target)' here"
    }

    static func springOnNonTransition(_ path: String, type: TokenType) -> String {
        "'\(path)' has the 'dialogc.spring' extension but resolves to \(type.withArticle), not a transition"
    }
}
