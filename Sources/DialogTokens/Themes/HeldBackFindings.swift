import DialogDiagnostics
import DialogModel

/// What dialogc cannot read in a design system's files read through a resolver
/// (docs/format/tokens.md, "Design systems"). A design system has thousands of tokens a
/// dialog never uses, in types and units dialogc does not read; only those a contract token,
/// a button or highlight style, or an alias chain from one of them reaches can matter:
///
/// - a reached token keeps its findings, each an error at the token as in any token file;
/// - the rest are one warning per file and kind, at the first such token, saying how many
///   there are and of which types.
enum HeldBackFindings {
    /// What the themes reach, and the resolution findings held back, gathered theme by theme.
    struct Collected {
        var reachable: Set<String> = []
        var references: [HeldBackToken] = []

        /// Resolves a theme with held-back files: the findings of their tokens that the theme
        /// does not reach are kept back; returns the tokens and the other findings.
        mutating func resolve(_ set: TokenSet) -> (tokens: ResolvedTokens, diagnostics: [Diagnostic]) {
            let reached = HeldBackFindings.reachable(in: set)
            reachable.formUnion(reached)
            let heldPaths = Set(set.files.filter(\.isHeldBack).map(\.source.path))
            let unreached = Set(set.definitions.compactMap { path, definitions in
                !reached.contains(path) && heldPaths.contains(definitions.last!.name.file.path) ? path : nil
            })
            var (tokens, attributed) = TokenResolver.resolveAttributed(set, withoutSuggestionsFor: unreached)
            for file in set.files where file.isHeldBack {
                for token in file.heldBack where tokens.failedPaths.contains(token.path) && unreached.contains(token.path) {
                    if let message = token.findings.first?.message, tokens.heldBack[token.path] == nil { tokens.heldBack[token.path] = message }
                }
            }
            var kept: [Diagnostic] = []
            for (token, diagnostic) in attributed {
                guard let token, unreached.contains(token), let definition = set.definition(of: token) else {
                    kept.append(diagnostic)
                    continue
                }
                references.append(HeldBackToken(
                    path: token, kind: .reference, type: definition.declaredType?.rawValue ?? definition.unreadType, location: definition.name,
                    findings: [diagnostic]))
                if tokens.failedPaths.contains(token), tokens.heldBack[token] == nil { tokens.heldBack[token] = diagnostic.message }
            }
            return (tokens, kept)
        }
    }

    /// The paths dialogc reads in a theme, and every path they reach through aliases (whole
    /// values and parts of composite values) and `$extends`.
    static func reachable(in layered: TokenSet) -> Set<String> {
        var set = layered
        _ = set.applyExtends()
        var reached: Set<String> = []
        var pending = ContractTokens.all.map(\.path) + set.definitions.keys.filter(isStylePath)
        while let path = pending.popLast() {
            guard reached.insert(path).inserted, let definition = set.definition(of: path), let expression = definition.expression else { continue }
            pending += aliasPaths(in: expression)
        }
        return reached
    }

    /// A member of a button style (`button.<style>.background`, `.foreground`, `.border.color`,
    /// `.border.width`) or a highlight style (`highlight.<name>`): what a spec names by style.
    static func isStylePath(_ path: String) -> Bool {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false)
        switch segments.first {
        case "highlight": return segments.count == 2
        case "button":
            let member = segments.dropFirst(2).joined(separator: ".")
            return segments.count >= 3
                && (ContractTokens.buttonStyleMembers.contains { $0.name == member } || ContractTokens.buttonBorderMembers.contains { $0.name == member })
        default: return false
        }
    }

    private static func aliasPaths(in expression: TokenExpression) -> [String] {
        switch expression {
        case .literal: return []
        case .alias(let alias): return [alias.path]
        case .typography(let parts): return [parts.fontFamily, parts.fontSize, parts.fontWeight, parts.lineHeight, parts.letterSpacing].flatMap(aliasPaths)
        case .shadow(let layers): return layers.flatMap { [$0.color, $0.offsetX, $0.offsetY, $0.blur, $0.spread].flatMap(aliasPaths) }
        case .transition(let parts): return [parts.duration, parts.delay, parts.timingFunction].flatMap(aliasPaths)
        }
    }

    /// The findings of the held-back files: those of reached tokens as they are (without
    /// fixes: the design system's files are not the project's to rewrite), the rest one
    /// warning per file and kind. Each file once, in the order given.
    static func report(_ files: [TokenFile], held: Collected) -> [Diagnostic] {
        let reachable = held.reachable
        var references: [String: [HeldBackToken]] = [:]
        for token in held.references { references[token.location.file.path, default: []].append(token) }
        var diagnostics: [Diagnostic] = []
        for file in files {
            var unreached: [HeldBackToken.Kind: [HeldBackToken]] = [:]
            var seen: Set<String> = []
            let tokens = (file.heldBack + (references[file.source.path] ?? [])).filter { seen.insert("\($0.kind) \($0.path)").inserted }
            for token in tokens.sorted(by: { $0.location.range.lowerBound < $1.location.range.lowerBound }) {
                if reachable.contains(token.path) {
                    diagnostics += token.findings.map { finding in
                        var kept = finding
                        kept.fixes = []
                        return kept
                    }
                } else {
                    unreached[token.kind, default: []].append(token)
                }
            }
            for kind in HeldBackToken.Kind.allCases {
                guard let tokens = unreached[kind], let first = tokens.first else { continue }
                var counts: [String: Int] = [:]
                for token in tokens { counts[token.type ?? HeldBackMessage.untyped, default: 0] += 1 }
                let types = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                let message = HeldBackMessage.summary(kind, count: tokens.count, types: types, first: first)
                let rule: RuleID =
                    switch kind {
                    case .type: .tokenType
                    case .value: .invalidToken
                    case .reference: first.findings.first?.rule ?? .unknownToken
                    case .legacyFormat: .legacyTokenFormat
                    }
                var notes = first.findings.first.map { [Diagnostic.Note(HeldBackMessage.firstProblem($0.message), at: $0.location)] } ?? []
                notes.append(Diagnostic.Note(HeldBackMessage.advice))
                diagnostics.append(Diagnostic(rule, message, in: first.location.file, at: first.location.range, notes: notes, severity: .warning))
            }
        }
        return diagnostics
    }
}

/// The wording of the held-back summaries, beside `HeldBackFindings`.
enum HeldBackMessage {
    static let untyped = "untyped"

    static func summary(_ kind: HeldBackToken.Kind, count: Int, types: [(key: String, value: Int)], first: HeldBackToken) -> String {
        let tokens = count == 1 ? "1 token" : "\(count) tokens"
        let listed = types.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let what =
            switch kind {
            case .type: "\(count == 1 ? "has a type" : "have types") dialogc does not read (\(listed))"
            case .value: "\(count == 1 ? "has a value" : "have values") dialogc cannot read (\(listed))"
            case .reference: "\(count == 1 ? "has an alias" : "have aliases") dialogc cannot follow (\(listed))"
            case .legacyFormat: "\(count == 1 ? "is" : "are") written in older string forms (\(listed))"
            }
        let effect = kind == .legacyFormat ? "they are read as they are" : "dialogc leaves them out"
        return "\(tokens) that no contract token, style or alias chain reaches \(what), the first '\(first.path)'; \(effect)"
    }

    static func firstProblem(_ message: String) -> String { "the first: \(message)" }

    static let advice = "a contract token that aliases one of them gets its finding as an error at the token"
}
