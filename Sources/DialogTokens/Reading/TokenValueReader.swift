import DialogDiagnostics
import DialogJSON
import DialogModel

/// Reads a `$value` (or a part of a composite value) as one token type. Aliases are
/// accepted wherever a value is; problems are `invalid-token` at the offending part, and
/// the older string forms are read with a `legacy-token-format` warning.
struct TokenValueReader {
    let context: DecodingContext

    enum AliasParse {
        case alias(TokenAlias)
        case malformed
        case notAlias
    }

    /// Whether `value` is a whole-string reference `{group.token}`.
    func alias(in value: JSONValue) -> AliasParse {
        guard let text = value.stringValue, text.hasPrefix("{") else { return .notAlias }
        let inner = text.dropFirst().dropLast()
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
        guard text.hasSuffix("}"), text.count >= 2,
            segments.allSatisfy({ !$0.isEmpty && !$0.contains("{") && !$0.contains("}") })
        else {
            context.report(.invalidToken, TokenMessage.malformedAlias(text), at: value.range)
            return .malformed
        }
        return .alias(TokenAlias(path: String(inner), range: value.range))
    }

    func read(_ value: JSONValue, as type: TokenType) -> TokenExpression? {
        switch alias(in: value) {
        case .alias(let alias): return .alias(alias)
        case .malformed: return nil
        case .notAlias: break
        }
        switch type {
        case .color: return color(value).map { .literal(.color($0)) }
        case .dimension: return dimension(value).map { .literal(.dimension($0)) }
        case .number: return plainNumber(value, what: "a number token", in: ValueLimits.tokenMagnitude).map { .literal(.number($0)) }
        case .duration: return duration(value).map { .literal(.duration($0)) }
        case .cubicBezier: return cubicBezier(value).map { .literal(.cubicBezier($0)) }
        case .fontFamily: return fontFamily(value).map { .literal(.fontFamily($0)) }
        case .fontWeight: return fontWeight(value).map { .literal(.fontWeight($0)) }
        case .typography: return typography(value)
        case .shadow: return shadow(value)
        case .transition: return transition(value)
        }
    }

    // MARK: Shared pieces

    /// The members of a composite object: reports a non-object, unknown keys (with
    /// did-you-mean) and missing required keys at the opening brace. Nil when any is wrong.
    func members(of value: JSONValue, what: String, required: [String], optional: [String] = []) -> [String: JSONValue]? {
        guard let members = value.objectMembers else {
            context.report(.invalidToken, TokenMessage.notAnObject(what: what, found: value.typeName), at: value.range)
            return nil
        }
        let allowed = required + optional
        var result: [String: JSONValue] = [:]
        var isValid = true
        for member in members where !ObjectReader.ignoredKeys.contains(member.key) {
            guard allowed.contains(member.key) else {
                var notes: [Diagnostic.Note] = []
                if let suggestion = Suggestion.closest(to: member.key, among: allowed) {
                    notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
                }
                context.report(.invalidToken, TokenMessage.unknownMember(member.key, in: what, allowed: allowed), at: member.keyRange, notes: notes)
                isValid = false
                continue
            }
            result[member.key] = member.value
        }
        let missing = required.filter { result[$0] == nil }
        if !missing.isEmpty {
            context.report(.invalidToken, TokenMessage.missingMembers(missing, in: what), at: SourceRange(value.range.lowerBound, value.range.lowerBound + 1))
            isValid = false
        }
        return isValid ? result : nil
    }

    /// A JSON number, optionally within `range`.
    func plainNumber(_ value: JSONValue, what: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard let number = value.numberValue?.double else {
            context.report(.invalidToken, TokenMessage.notANumber(what: what, found: value.typeName), at: value.range)
            return nil
        }
        if let range, !range.contains(number) {
            context.report(.invalidToken, TokenMessage.outOfRange(what: what, range: range), at: value.range)
            return nil
        }
        return number
    }

    /// A `legacy-token-format` warning, with the fix that writes `objectForm` (the object
    /// form of the same value) in place of the string; nil `objectForm`: no safe fix.
    func reportLegacy(_ value: JSONValue, _ message: String, objectForm: String?) {
        let fixes = objectForm.map { [FixIt(TokenMessage.writeObjectForm, replacing: value.range, with: $0)] } ?? []
        context.report(.legacyTokenFormat, message, at: value.range, fixes: fixes)
    }

    func invalid(_ message: String, at value: JSONValue, notes: [Diagnostic.Note] = []) {
        context.report(.invalidToken, message, at: value.range, notes: notes)
    }
}
