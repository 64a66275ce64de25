import DialogDiagnostics
import DialogModel

/// Follows the aliases of a `TokenSet` and computes every token's value.
///
/// Reports, each at the alias in the token file: `unknown-token` (with did-you-mean),
/// `token-cycle` on every token of a cycle with the chain as notes, `token-type` when an
/// alias's target has another type than needed, and `invalid-token` for an alias to a group.
public struct TokenResolver {
    private enum State {
        case resolving
        case resolved(ResolvedToken)
        case failed
    }

    /// A token being resolved, and the alias it is following right now (where a cycle
    /// through it is reported).
    private struct Frame {
        var definition: TokenDefinition
        var following: TokenAlias?
    }

    /// The most links an alias chain may have (a token aliasing a literal is one link); real
    /// design systems use a handful.
    public static let maximumAliasDepth = 128

    private let set: TokenSet
    /// Tokens whose findings will be held back unread: no did-you-mean is looked for them
    /// (among a design system's thousands of paths, the search is most of the time taken).
    private var withoutSuggestions: Set<String> = []
    private var states: [String: State] = [:]
    private var stack: [Frame] = []
    private var cycleMembersReported: Set<String> = []
    private var diagnostics: [(token: String?, diagnostic: Diagnostic)] = []

    /// Resolves every token of `set`.
    public static func resolve(_ layered: TokenSet) -> (tokens: ResolvedTokens, diagnostics: [Diagnostic]) {
        let (tokens, attributed) = resolveAttributed(layered)
        return (tokens, attributed.map(\.diagnostic))
    }

    /// `resolve(_:)` with, for each finding, the token being resolved when it was found (nil
    /// for an `$extends` finding): what `HeldBackFindings` needs to keep back those of tokens
    /// nothing reaches.
    static func resolveAttributed(
        _ layered: TokenSet, withoutSuggestionsFor quiet: Set<String> = []
    ) -> (tokens: ResolvedTokens, diagnostics: [(token: String?, diagnostic: Diagnostic)]) {
        var set = layered
        let extendsDiagnostics = set.applyExtends()
        var resolver = TokenResolver(set: set)
        resolver.withoutSuggestions = quiet
        resolver.diagnostics = extendsDiagnostics.map { (nil, $0) }
        var result = ResolvedTokens(groupPaths: set.groupPaths)
        for path in set.paths {
            let definition = set.definition(of: path)!
            if let unread = definition.unreadType {
                result.unreadTypes[path] = unread
            } else if let token = resolver.resolveToken(path) {
                result.tokens[path] = token
            } else {
                result.failedPaths.insert(path)
            }
        }
        return (result, resolver.diagnostics)
    }

    private init(set: TokenSet) {
        self.set = set
    }

    // MARK: Tokens

    private mutating func resolveToken(_ path: String) -> ResolvedToken? {
        switch states[path] {
        case .resolved(let token): return token
        case .failed, .resolving: return nil
        case nil: break
        }
        guard let definition = set.definition(of: path) else { return nil }
        states[path] = .resolving
        stack.append(Frame(definition: definition))
        let token = compute(definition)
        stack.removeLast()
        states[path] = token.map(State.resolved) ?? .failed
        return token
    }

    private mutating func compute(_ definition: TokenDefinition) -> ResolvedToken? {
        guard let expression = definition.expression else { return nil }
        var type: TokenType
        var value: TokenValue
        var chain: [String] = []
        if case .alias(let alias) = expression {
            guard let target = follow(alias, expecting: definition.declaredType, from: definition) else { return nil }
            (type, value, chain) = (target.type, target.value, [target.path] + target.aliasChain)
        } else {
            guard let declared = definition.declaredType, let evaluated = evaluate(expression, as: declared, from: definition) else { return nil }
            (type, value) = (declared, evaluated)
        }
        if let spring = definition.spring, case .transition(var transition) = value {
            transition.timing = .spring(duration: spring.duration, bounce: spring.bounce, initialVelocity: spring.initialVelocity)
            value = .transition(transition)
        } else if definition.spring != nil {
            report(.tokenType, TokenResolutionMessage.springOnNonTransition(definition.path, type: type), at: definition.name)
        }
        return ResolvedToken(
            path: definition.path, type: type, value: value, definition: definition.name,
            aliasChain: chain, deprecated: definition.deprecation, description: definition.description)
    }

    /// The value of a (part of a) `$value` as `type`.
    private mutating func evaluate(_ expression: TokenExpression, as type: TokenType, from definition: TokenDefinition) -> TokenValue? {
        switch expression {
        case .literal(let value):
            return value
        case .alias(let alias):
            return follow(alias, expecting: type, from: definition)?.value
        case .typography(let parts):
            let family = evaluate(parts.fontFamily, as: .fontFamily, from: definition)
            let size = evaluate(parts.fontSize, as: .dimension, from: definition)
            let weight = evaluate(parts.fontWeight, as: .fontWeight, from: definition)
            let lineHeight = evaluate(parts.lineHeight, as: .number, from: definition)
            let spacing = evaluate(parts.letterSpacing, as: .dimension, from: definition)
            guard case .fontFamily(let families)? = family, case .dimension(let points)? = size,
                case .fontWeight(let weightValue)? = weight, case .number(let multiplier)? = lineHeight,
                case .dimension(let tracking)? = spacing
            else { return nil }
            return .typography(Typography(fontFamily: families, fontSize: points, fontWeight: weightValue, lineHeight: multiplier, letterSpacing: tracking))
        case .shadow(let layers):
            var shadows: [Shadow] = []
            for layer in layers {
                let color = evaluate(layer.color, as: .color, from: definition)
                let x = evaluate(layer.offsetX, as: .dimension, from: definition)
                let y = evaluate(layer.offsetY, as: .dimension, from: definition)
                let blur = evaluate(layer.blur, as: .dimension, from: definition)
                let spread = evaluate(layer.spread, as: .dimension, from: definition)
                guard case .color(let rgba)? = color, case .dimension(let dx)? = x, case .dimension(let dy)? = y,
                    case .dimension(let radius)? = blur, case .dimension(let growth)? = spread
                else { return nil }
                shadows.append(Shadow(color: rgba, offsetX: dx, offsetY: dy, blur: radius, spread: growth, inset: layer.inset))
            }
            return .shadow(shadows)
        case .transition(let parts):
            let duration = evaluate(parts.duration, as: .duration, from: definition)
            let delay = evaluate(parts.delay, as: .duration, from: definition)
            let timing = evaluate(parts.timingFunction, as: .cubicBezier, from: definition)
            guard case .duration(let seconds)? = duration, case .duration(let wait)? = delay, case .cubicBezier(let curve)? = timing else { return nil }
            return .transition(TransitionValue(duration: seconds, delay: wait, timing: .cubicBezier(curve)))
        }
    }

    // MARK: Aliases

    /// The token an alias names, resolved, if it has the type needed.
    private mutating func follow(_ alias: TokenAlias, expecting expected: TokenType?, from definition: TokenDefinition) -> ResolvedToken? {
        stack[stack.count - 1].following = alias
        let here = TokenSourceLocation(file: definition.name.file, range: alias.range)
        guard let target = set.definition(of: alias.path) else {
            if set.groupPaths.contains(alias.path) {
                let hasRoot = set.definition(of: alias.path + ".$root") != nil
                report(
                    .invalidToken, hasRoot ? TokenResolutionMessage.aliasToGroupWithRoot(alias.path) : TokenResolutionMessage.aliasToGroup(alias.path),
                    at: here)
            } else {
                var notes: [Diagnostic.Note] = []
                if !withoutSuggestions.contains(stack.last?.definition.path ?? ""), let suggestion = Suggestion.closest(to: alias.path, among: set.paths) {
                    notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
                }
                report(.unknownToken, TokenResolutionMessage.unknownToken(alias.path), at: here, notes: notes)
            }
            return nil
        }
        if let unread = target.unreadType {
            report(.tokenType, TokenResolutionMessage.unreadType(alias.path, unread: unread, expected: expected), at: here)
            return nil
        }
        if case .resolving? = states[alias.path] {
            reportCycle(closingAt: alias.path)
            return nil
        }
        // Each link of a chain is a level of recursion: a hostile file of thousands of
        // chained aliases would overflow the stack (found by fuzzing), so chains are capped.
        if states[alias.path] == nil, stack.count > Self.maximumAliasDepth {
            report(.invalidToken, TokenResolutionMessage.chainTooDeep(alias.path, limit: Self.maximumAliasDepth), at: here)
            return nil
        }
        guard let resolved = resolveToken(alias.path) else { return nil }
        if let expected, resolved.type != expected {
            let chain = [alias.path] + resolved.aliasChain
            // The note points where the chain ends: where the type was actually decided.
            let end = set.definition(of: chain.last!)?.name ?? resolved.definition
            let note = Diagnostic.Note(TokenResolutionMessage.chainNote(chain, type: resolved.type), at: end.location)
            report(.tokenType, TokenResolutionMessage.wrongType(alias.path, found: resolved.type, expected: expected), at: here, notes: [note])
            return nil
        }
        return resolved
    }

    /// `token-cycle` on every token of the cycle that ends by returning to `path`, at the
    /// alias each follows, with the whole chain as notes.
    private mutating func reportCycle(closingAt path: String) {
        guard let start = stack.firstIndex(where: { $0.definition.path == path }) else { return }
        let members = Array(stack[start...])
        let chain = (members.map(\.definition.path) + [path]).joined(separator: " -> ")
        let notes = members.compactMap { member -> Diagnostic.Note? in
            guard let alias = member.following else { return nil }
            return Diagnostic.Note(TokenResolutionMessage.cycleStep(member.definition.path, to: alias.path), at: member.definition.name.file.location(of: alias.range))
        }
        for member in members where !cycleMembersReported.contains(member.definition.path) {
            cycleMembersReported.insert(member.definition.path)
            let range = member.following?.range ?? member.definition.name.range
            report(
                .tokenCycle, TokenResolutionMessage.cycle(member.definition.path, chain: chain), at: TokenSourceLocation(file: member.definition.name.file, range: range),
                notes: notes, token: member.definition.path)
        }
    }

    private mutating func report(_ rule: RuleID, _ message: String, at place: TokenSourceLocation, notes: [Diagnostic.Note] = [], token: String? = nil) {
        diagnostics.append((token ?? stack.last?.definition.path, Diagnostic(rule, message, in: place.file, at: place.range, notes: notes)))
    }
}
