/// What counts as a Swift identifier in a spec, and how generated Swift names are formed.
///
/// Names written in specs (placeholders, button ids, actions, parameters) become Swift
/// names in generated code, so they are checked here, once, by the rules of the generated
/// language rather than by each emitter.
public enum SwiftIdentifier {
    /// Whether `name` is an ASCII identifier, `[A-Za-z_][A-Za-z0-9_]*`.
    ///
    /// Swift itself accepts many non-ASCII identifiers (`이름`, `café`); dialogc rejects them
    /// on purpose: generated code should read and type the same on every keyboard and diff
    /// cleanly everywhere, and localized words belong in texts, not in names.
    /// Keywords (`class`, and `_`, the wildcard pattern) pass this test; check `isKeyword`
    /// as well, or use `isUsable`.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isIdentifierHead(first) else { return false }
        return name.utf8.dropFirst().allSatisfy { isIdentifierHead($0) || isDigit($0) }
    }

    /// Whether `name` is a Swift keyword (reserved or contextual), which generated code
    /// could only use escaped in backticks.
    public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// Whether `name` can be used as a generated Swift name as it is: valid and no keyword.
    public static func isUsable(_ name: String) -> Bool { isValid(name) && !isKeyword(name) }

    /// Every keyword of The Swift Programming Language, "Lexical Structure: Keywords and
    /// Punctuation" (Swift 6), reserved and contextual alike, plus the contextual keywords
    /// of concurrency (`actor`, `async`, `any`), macros, packages and parameter packs (`each`).
    ///
    /// Contextual keywords (`get`, `set`, `open`, `some`) are legal identifiers in some
    /// positions, but a generated name is used in many positions (a case, a parameter label,
    /// a property), so they are all refused rather than escaped in some places and not in
    /// others.
    public static let keywords: Set<String> = reservedKeywords.union(contextualKeywords)

    /// Keywords that need backticks wherever they are used as identifiers.
    public static let reservedKeywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try",
        // Patterns
        "_",
    ]

    /// Keywords that cannot name a type where generated code writes one (a case's payload, a
    /// parameter's type): the reserved ones, and `any`, `some` and `each`, which would be read
    /// as the start of an existential, opaque or pack type. Other contextual keywords
    /// (`Type`, `get`) can name a type an app declares.
    public static let typeKeywords: Set<String> = reservedKeywords.union(["any", "some", "each"])

    /// Keywords reserved only in particular contexts.
    public static let contextualKeywords: Set<String> = [
        "actor", "any", "associativity", "async", "convenience", "didSet", "dynamic", "each", "final",
        "get", "indirect", "infix", "lazy", "left", "macro", "mutating", "none", "nonmutating",
        "optional", "override", "package", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
    ]

    // MARK: Case conversion for generated names

    /// The UpperCamelCase type-name form of an id: `team.invitation` -> `TeamInvitation`,
    /// `liveMessage.delete` -> `LiveMessageDelete`.
    ///
    /// Components are separated by any character that is not an ASCII letter or digit
    /// (`.`, `-`, `_`, a space); each component's first letter is uppercased and the rest
    /// is kept, so the camel humps the user wrote survive.
    public static func upperCamelCase(dottedID: String) -> String {
        // An ASCII id (every valid one) by bytes: the same words and letters as the general
        // path, without its Unicode case mapping, which the check for colliding type names
        // paid once per spec, serially.
        if dottedID.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(dottedID.utf8.count)
            var startsWord = true
            for byte in dottedID.utf8 {
                let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                guard isLetter || (0x30...0x39).contains(byte) else {
                    startsWord = true
                    continue
                }
                bytes.append(startsWord && (0x61...0x7A).contains(byte) ? byte - 0x20 : byte)
                startsWord = false
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return components(of: dottedID).map(capitalizingFirstLetter).joined()
    }

    /// The lowerCamelCase member-name form of an id: `team.invitation` -> `teamInvitation`.
    public static func lowerCamelCase(dottedID: String) -> String {
        let parts = components(of: dottedID)
        guard let first = parts.first else { return "" }
        return lowercasingFirstLetter(first) + parts.dropFirst().map(capitalizingFirstLetter).joined()
    }

    /// `accept` -> `Accept`; for building names such as `didTapAccept`.
    public static func capitalizingFirstLetter(_ word: some StringProtocol) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// `Accept` -> `accept`.
    public static func lowercasingFirstLetter(_ word: some StringProtocol) -> String {
        guard let first = word.first else { return "" }
        return first.lowercased() + word.dropFirst()
    }

    private static func components(of id: String) -> [Substring] {
        id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
