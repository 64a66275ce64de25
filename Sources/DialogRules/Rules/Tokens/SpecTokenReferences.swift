import DialogDiagnostics
import DialogModel
import DialogTokens

/// What the token references of a spec come to in each theme, for the three rules that
/// report at a reference in the spec: `unknown-token`, `token-type` and `deprecated-token`.
/// They are found once per spec (`RuleContext.tokenReferences`) and each rule keeps the
/// problems with its id.
///
/// The places are `raw-value`'s (`style` values, `dim.color`, `dim.opacity`,
/// `transition.in`/`out`, a written button `style`); literals are `raw-value`'s business.
/// A button's default group `button.<role>` is a contract token: a theme that lacks it gets
/// `missing-token` once, at the theme, rather than a finding on every button of every spec.
/// Highlight styles are `markup`'s (and `deprecated-token`'s, through `HighlightReferences`).
enum SpecTokenReferences {
    static func problems(in spec: DialogSpec, designSystem: DesignSystem) -> [(rule: RuleID, problem: ThemedProblem)] {
        var problems: [(RuleID, ThemedProblem)] = []
        for place in RawValueRule.places(of: spec) {
            guard let path = place.value.value.tokenPath else { continue }
            for theme in designSystem.themes {
                let found =
                    place.kind == .group
                    ? groupProblems(place, path: path, in: theme) : tokenProblems(place, path: path, type: tokenType(of: place.kind), in: theme)
                problems += found.map { ($0.0, ThemedProblem(theme: theme.name, range: place.value.range, message: $0.1, notes: $0.2)) }
            }
        }
        return problems
    }

    /// A problem before it is placed: rule, message given the theme phrase, notes.
    typealias Found = (RuleID, @Sendable (String) -> String, [Diagnostic.Note])

    private static func tokenProblems(_ place: RawValueRule.Place, path: String, type: TokenType, in theme: Theme) -> [Found] {
        switch theme.lookup(place.value.value, expecting: type) {
        case .value(_, let token?):
            guard let explanation = token.deprecated else { return [] }
            return [deprecated(place.name, token: token, explanation: explanation)]
        case .unknownToken(_, let suggestion):
            let notes = suggestion.map { [Diagnostic.Note(SpecTokenMessage.didYouMean($0))] } ?? []
            return [(.unknownToken, { SpecTokenMessage.unknown(place.name, path: path, themes: $0) }, notes)]
        case .group:
            return [(.tokenType, { SpecTokenMessage.groupForToken(place.name, path: path, expected: type, themes: $0) }, [])]
        case .wrongType(_, let found, let expected, let chain):
            let notes = chainNotes(chain, in: theme)
            return [(.tokenType, { SpecTokenMessage.wrongType(place.name, path: path, found: found, expected: expected, themes: $0) }, notes)]
        case .unavailable(let path):
            // A design-system token whose finding was held back because nothing else reaches
            // it: the spec reaches it, so it is an error here. Any other unavailable token is
            // reported in its own file.
            guard let reason = theme.tokens.heldBack[path] else { return [] }
            return [(.tokenType, { SpecTokenMessage.unreadable(place.name, path: path, reason: reason, themes: $0) }, [])]
        case .value(_, nil), .wrongLiteral:
            // A literal is `raw-value`'s; a literal of the wrong kind is refused by the decoder.
            return []
        }
    }

    private static func groupProblems(_ place: RawValueRule.Place, path: String, in theme: Theme) -> [Found] {
        switch theme.lookupGroup(path) {
        case .unknownGroup(_, let suggestion):
            let notes = suggestion.map { [Diagnostic.Note(SpecTokenMessage.didYouMean($0))] } ?? []
            return [(.unknownToken, { SpecTokenMessage.unknownGroup(place.name, path: path, themes: $0) }, notes)]
        case .token(let token):
            let notes = chainNotes([path] + token.aliasChain, in: theme)
            return [(.tokenType, { SpecTokenMessage.tokenForGroup(place.name, path: path, found: token.type.rawValue, themes: $0) }, notes)]
        case .group(let members):
            return ContractTokens.buttonStyleMembers.compactMap { member in
                let memberPath = "\(path).\(member.name)"
                guard let token = members[member.name] else {
                    if theme.tokens.failedPaths.contains(memberPath) { return nil }
                    if let unread = theme.tokens.unreadTypes[memberPath] {
                        return (.tokenType, { SpecTokenMessage.wrongMember(place.name, path: path, member: member.name, found: unread, themes: $0) }, [])
                    }
                    return (.unknownToken, { SpecTokenMessage.missingMember(place.name, path: path, member: member.name, themes: $0) }, [])
                }
                if token.type != member.type {
                    let notes = chainNotes([memberPath] + token.aliasChain, in: theme)
                    return (.tokenType, { SpecTokenMessage.wrongMember(place.name, path: path, member: member.name, found: token.type.rawValue, themes: $0) }, notes)
                }
                guard let explanation = token.deprecated else { return nil }
                return deprecated(place.name, token: token, explanation: explanation)
            }
        }
    }

    private static func deprecated(_ place: String, token: ResolvedToken, explanation: String) -> Found {
        let note = Diagnostic.Note(SpecTokenMessage.deprecatedHere(token.path), at: token.definition.location)
        return (.deprecatedToken, { SpecTokenMessage.deprecated(place, path: token.path, explanation: explanation, themes: $0) }, [note])
    }

    /// The alias chain as notes: where the first token is defined, and the way it went when
    /// it is an alias.
    static func chainNotes(_ chain: [String], in theme: Theme) -> [Diagnostic.Note] {
        guard let first = chain.first else { return [] }
        var notes: [Diagnostic.Note] = []
        if chain.count > 1 { notes.append(Diagnostic.Note(SpecTokenMessage.chain(chain))) }
        if let token = theme.tokens[first] {
            notes.append(Diagnostic.Note(SpecTokenMessage.definedHere(first, type: token.type.rawValue), at: token.definition.location))
        }
        return notes
    }

    static func tokenType(of kind: StyleValueKind) -> TokenType {
        switch kind {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .typography: .typography
        case .transition: .transition
        case .group: .color  // not used: groups are looked up with `lookupGroup`
        }
    }
}

enum SpecTokenMessage {
    static func unknown(_ place: String, path: String, themes: String) -> String {
        "\(place) references '\(path)', which names no token \(themes)"
    }

    static func unreadable(_ place: String, path: String, reason: String, themes: String) -> String {
        "\(place) references '\(path)', a design-system token dialogc cannot read \(themes): \(reason)"
    }

    static func unknownGroup(_ place: String, path: String, themes: String) -> String {
        "\(place) references '\(path)', which names no button style group \(themes); "
            + "a button style is a group with 'background' and 'foreground' color tokens"
    }

    static func missingMember(_ place: String, path: String, member: String, themes: String) -> String {
        "\(place) references '\(path)', which has no '\(member)' token \(themes); "
            + "a button style needs 'background' and 'foreground' color tokens"
    }

    static func wrongMember(_ place: String, path: String, member: String, found: String, themes: String) -> String {
        "\(place) references '\(path)', whose '\(member)' is \(article(found)) token \(themes); "
            + "a button style needs 'background' and 'foreground' color tokens"
    }

    static func wrongType(_ place: String, path: String, found: String, expected: TokenType, themes: String) -> String {
        "\(place) references '\(path)', \(article(found)) token \(themes); it needs \(expected.withArticle) token"
    }

    static func groupForToken(_ place: String, path: String, expected: TokenType, themes: String) -> String {
        "\(place) references '\(path)', a group of tokens \(themes); it needs \(expected.withArticle) token inside it"
    }

    static func tokenForGroup(_ place: String, path: String, found: String, themes: String) -> String {
        "\(place) references '\(path)', \(article(found)) token \(themes); "
            + "it needs a button style group with 'background' and 'foreground' color tokens, such as 'button.primary'"
    }

    static func deprecated(_ place: String, path: String, explanation: String, themes: String) -> String {
        let advice = explanation.isEmpty ? "its token file gives no replacement; ask the design system's owners" : explanation
        return "\(place) uses '\(path)', which is deprecated \(themes): \(advice)"
    }

    static func deprecatedHere(_ path: String) -> String { "'\(path)' is marked $deprecated here" }

    static func didYouMean(_ suggestion: String) -> String { "did you mean '\(suggestion)'?" }

    static func chain(_ chain: [String]) -> String {
        "through aliases: " + chain.joined(separator: " -> ")
    }

    static func definedHere(_ path: String, type: String) -> String {
        "'\(path)' is defined here as \(article(type)) token"
    }

    /// "a dimension", "an invalid", for a type name that may not be a `TokenType`.
    static func article(_ type: String) -> String {
        ("aeiou".contains(type.first ?? "x") ? "an " : "a ") + type
    }
}
