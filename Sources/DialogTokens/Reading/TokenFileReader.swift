import DialogDiagnostics
import DialogJSON
import DialogModel

/// Reads one DTCG token file (docs/format/tokens.md): groups nest, `$type` and
/// `$deprecated` are inherited from the nearest group, a token is an object with `$value`.
///
/// Every problem of the file is reported in one run, at its exact place; an invalid token is
/// kept with no value so that a reference to it is not also called unknown.
public enum TokenFileReader {
    /// Parses and reads a file. Nil when the file is not JSON (the parser's findings say why).
    public static func read(_ file: SourceFile) -> (file: TokenFile?, diagnostics: [Diagnostic]) {
        let (value, parseDiagnostics) = JSONParser().parse(file)
        guard let value else { return (nil, parseDiagnostics) }
        let context = DecodingContext(file: file)
        let tokenFile = read(value, context: context)
        return (tokenFile, parseDiagnostics + context.diagnostics)
    }

    /// Reads a parsed file, reporting into `context`.
    public static func read(_ root: JSONValue, context: DecodingContext) -> TokenFile {
        var walker = Walker(context: context)
        if let members = root.objectMembers {
            walker.readGroup(members, path: [], inherited: Inherited())
        } else {
            context.report(.invalidToken, TokenMessage.rootNotObject(found: root.typeName), at: root.range)
        }
        return TokenFile(source: context.file, tokens: walker.tokens, groups: walker.groups)
    }

    /// The keys DTCG reserves on groups and tokens that dialogc reads.
    static let groupKeys = ["$type", "$description", "$deprecated", "$extensions"]
    static let tokenKeys = ["$value", "$type", "$description", "$deprecated", "$extensions"]
}

/// What a token takes from its enclosing groups.
struct Inherited {
    var type: TokenType?
    var unreadType: String?
    /// A group's `$type` was invalid (already reported): its tokens stay quiet about it.
    var typeIsBroken = false
    var deprecation: String?
}

/// The recursive walk over groups and tokens, collecting definitions.
struct Walker {
    let context: DecodingContext
    var tokens: [TokenDefinition] = []
    var groups: [TokenGroupDefinition] = []

    init(context: DecodingContext) {
        self.context = context
    }

    private func location(_ range: SourceRange) -> TokenSourceLocation {
        TokenSourceLocation(file: context.file, range: range)
    }

    mutating func readGroup(_ members: [JSONMember], path: [String], inherited outer: Inherited) {
        var inherited = outer
        for member in members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type": readType(member.value, into: &inherited)
            case "$description": _ = readDescription(member.value)
            case "$deprecated": if let deprecation = readDeprecated(member.value) { inherited.deprecation = deprecation.isDeprecated ? deprecation.explanation : nil }
            case "$extensions": _ = readExtensions(member.value)
            case "$root": break  // read below as the group's own token
            case "$extends": context.report(.invalidToken, TokenMessage.extendsUnsupported, at: member.keyRange)
            default: reportUnknownKey(member, allowed: TokenFileReader.groupKeys + ["$root"], isToken: false)
            }
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            guard isValidName(member) else { continue }
            let childPath = path + [member.key]
            guard let childMembers = member.value.objectMembers else {
                reportNotANode(member)
                continue
            }
            if childMembers.contains(where: { $0.key == "$value" }) {
                readToken(childMembers, path: childPath, nameRange: member.keyRange, inherited: inherited)
            } else {
                groups.append(TokenGroupDefinition(path: childPath.joined(separator: "."), name: location(member.keyRange)))
                readGroup(childMembers, path: childPath, inherited: inherited)
            }
        }
    }

    private mutating func readToken(_ members: [JSONMember], path: [String], nameRange: SourceRange, inherited outer: Inherited) {
        var inherited = outer
        var definition = TokenDefinition(path: path.joined(separator: "."), name: location(nameRange))
        var valueMember: JSONMember?
        var extensions: JSONValue?
        var ownTypeIsBroken = false
        for member in members {
            switch member.key {
            case "$value": valueMember = member
            case "$type":
                ownTypeIsBroken = !readType(member.value, into: &inherited)
            case "$description": definition.description = readDescription(member.value)
            case "$deprecated": if let deprecation = readDeprecated(member.value) { inherited.deprecation = deprecation.isDeprecated ? deprecation.explanation : nil }
            case "$extensions": extensions = readExtensions(member.value)
            case _ where ObjectReader.ignoredKeys.contains(member.key): break
            case _ where member.key.hasPrefix("$"): reportUnknownKey(member, allowed: TokenFileReader.tokenKeys, isToken: true)
            default:
                // A token cannot also be a group: point at `$value`, naming a child.
                let range = members.last { $0.key == "$value" }!.keyRange
                context.report(.invalidToken, TokenMessage.valueBesideChildren(definition.path, child: member.key), at: range)
                return
            }
        }
        definition.deprecation = inherited.deprecation
        definition.extensions = extensions
        if let unread = inherited.unreadType, inherited.type == nil {
            definition.unreadType = unread
            tokens.append(definition)
            return
        }
        definition.declaredType = inherited.type
        if let valueMember {
            definition.expression = readValue(valueMember, of: definition, typeIsBroken: ownTypeIsBroken || (inherited.type == nil && inherited.typeIsBroken))
        }
        if let extensions, definition.expression != nil {
            definition.spring = readSpring(in: extensions, type: definition.declaredType)
        }
        tokens.append(definition)
    }

    private func readValue(_ member: JSONMember, of definition: TokenDefinition, typeIsBroken: Bool) -> TokenExpression? {
        let reader = TokenValueReader(context: context)
        switch reader.alias(in: member.value) {
        case .alias(let alias): return .alias(alias)
        case .malformed: return nil
        case .notAlias: break
        }
        guard let type = definition.declaredType else {
            if !typeIsBroken {
                context.report(.invalidToken, TokenMessage.noType(definition.path), at: definition.name.range)
            }
            return nil
        }
        return reader.read(member.value, as: type)
    }

    // MARK: Reserved keys

    /// Reads `$type`; returns false when it is invalid (reported).
    @discardableResult
    private func readType(_ value: JSONValue, into inherited: inout Inherited) -> Bool {
        guard let name = value.stringValue else {
            context.report(.invalidToken, TokenMessage.typeNotString(found: value.typeName), at: value.range)
            inherited.type = nil
            inherited.typeIsBroken = true
            return false
        }
        if let type = TokenType(rawValue: name) {
            inherited.type = type
            inherited.unreadType = nil
            inherited.typeIsBroken = false
            return true
        }
        if TokenType.unreadDTCGTypes.contains(name) {
            inherited.type = nil
            inherited.unreadType = name
            inherited.typeIsBroken = false
            return true
        }
        var notes: [Diagnostic.Note] = []
        let known = TokenType.allCases.map(\.rawValue) + TokenType.unreadDTCGTypes.sorted()
        if let suggestion = Suggestion.closest(to: name, among: known) {
            notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
        }
        context.report(.invalidToken, TokenMessage.unknownType(name), at: value.range, notes: notes)
        inherited.type = nil
        inherited.typeIsBroken = true
        return false
    }

    private func readDescription(_ value: JSONValue) -> String? {
        guard let text = value.stringValue else {
            context.report(.invalidToken, TokenMessage.descriptionNotString(found: value.typeName), at: value.range)
            return nil
        }
        return text
    }

    private func readDeprecated(_ value: JSONValue) -> (isDeprecated: Bool, explanation: String)? {
        switch value.kind {
        case .bool(let flag): return (flag, "")
        case .string(let explanation): return (true, explanation)
        default:
            context.report(.invalidToken, TokenMessage.deprecatedNotBoolOrString(found: value.typeName), at: value.range)
            return nil
        }
    }

    private func readExtensions(_ value: JSONValue) -> JSONValue? {
        guard value.objectMembers != nil else {
            context.report(.invalidToken, TokenMessage.extensionsNotObject(found: value.typeName), at: value.range)
            return nil
        }
        return value
    }

    /// `$extensions["dialogc.spring"]`: `{"duration": seconds, "bounce": -1...1}`.
    private func readSpring(in extensions: JSONValue, type: TokenType?) -> SpringExtension? {
        guard let member = extensions.objectMembers?.last(where: { $0.key == SpringExtension.key }) else { return nil }
        guard type == .transition || type == nil else {
            context.report(.invalidToken, TokenMessage.springOnNonTransition(type), at: member.keyRange)
            return nil
        }
        let reader = TokenValueReader(context: context)
        guard let parts = reader.members(of: member.value, what: "the dialogc.spring extension", required: ["duration", "bounce"]),
            let duration = reader.plainNumber(parts["duration"]!, what: "a spring's duration", in: 0.000_001...60),
            let bounce = reader.plainNumber(parts["bounce"]!, what: "a spring's bounce", in: -1...1)
        else { return nil }
        return SpringExtension(duration: duration, bounce: bounce)
    }

    // MARK: Names

    /// DTCG: a name cannot start with `$` (reserved) or contain `{`, `}` or `.`.
    private func isValidName(_ member: JSONMember) -> Bool {
        if member.key == "$root" { return true }
        if member.key.isEmpty || member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            context.report(.invalidToken, TokenMessage.badName(member.key), at: member.keyRange)
            return false
        }
        return true
    }

    private func reportUnknownKey(_ member: JSONMember, allowed: [String], isToken: Bool) {
        if ObjectReader.ignoredKeys.contains(member.key) { return }
        var notes: [Diagnostic.Note] = []
        if let suggestion = Suggestion.closest(to: member.key, among: allowed) {
            notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
        }
        context.report(.invalidToken, TokenMessage.unknownReservedKey(member.key, onToken: isToken, allowed: allowed), at: member.keyRange, notes: notes)
    }

    /// A group member that is not an object. `"value": …` is the pre-DTCG spelling of `$value`.
    private func reportNotANode(_ member: JSONMember) {
        var notes: [Diagnostic.Note] = []
        if let suggestion = Suggestion.closest(to: "$" + member.key, among: TokenFileReader.tokenKeys) {
            notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
        }
        context.report(.invalidToken, TokenMessage.notANode(member.key, found: member.value.typeName), at: member.keyRange, notes: notes)
    }
}

extension TokenDefinition {
    init(path: String, name: TokenSourceLocation) {
        self.init(path: path, name: name, declaredType: nil, unreadType: nil, expression: nil, description: nil, deprecation: nil, extensions: nil, spring: nil)
    }
}

extension SpringExtension {
    /// The `$extensions` key dialogc reads.
    public static let key = "dialogc.spring"
}
