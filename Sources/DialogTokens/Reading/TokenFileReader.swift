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
    ///
    /// - Parameter holdingBack: a design system's file read through a resolver: what
    ///   dialogc cannot read in a token (its type, its value, a child beside `$value`) is
    ///   kept in `TokenFile.heldBack` rather than reported, because whether it matters
    ///   depends on whether anything reaches the token (`HeldBackFindings`).
    public static func read(_ file: SourceFile, holdingBack: Bool = false) -> (file: TokenFile?, diagnostics: [Diagnostic]) {
        let (value, parseDiagnostics) = JSONParser().parse(file)
        guard let value else { return (nil, parseDiagnostics) }
        let context = DecodingContext(file: file)
        let tokenFile = read(value, context: context, holdingBack: holdingBack)
        return (tokenFile, parseDiagnostics + context.diagnostics)
    }

    /// Reads a parsed file, reporting into `context`.
    public static func read(_ root: JSONValue, context: DecodingContext, holdingBack: Bool = false) -> TokenFile {
        var walker = Walker(context: context, holdsBack: holdingBack)
        if let members = root.objectMembers {
            walker.readGroup(members, path: [], inherited: Inherited())
        } else {
            context.report(.invalidToken, TokenMessage.rootNotObject(found: root.typeName), at: root.range)
        }
        return TokenFile(
            source: context.file, tokens: walker.tokens, groups: walker.groups, extends: walker.extends, heldBack: walker.heldBack, isHeldBack: holdingBack)
    }

    /// The keys DTCG reserves on groups and tokens that dialogc reads.
    public static let groupKeys = ["$type", "$description", "$deprecated", "$extensions"]
    public static let tokenKeys = ["$value", "$type", "$description", "$deprecated", "$extensions"]
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
    /// Where findings go; while a token of a held-back file is read, a context of its own.
    private(set) var context: DecodingContext
    let holdsBack: Bool
    var tokens: [TokenDefinition] = []
    var groups: [TokenGroupDefinition] = []
    var extends: [GroupExtension] = []
    var heldBack: [HeldBackToken] = []

    init(context: DecodingContext, holdsBack: Bool = false) {
        self.context = context
        self.holdsBack = holdsBack
    }

    /// In a held-back file, sends the findings of what follows to a context of their own;
    /// returns the outer context to restore (nil when the file is not held back).
    private mutating func beginHolding() -> DecodingContext? {
        guard holdsBack else { return nil }
        let outer = context
        context = DecodingContext(file: outer.file)
        return outer
    }

    /// Restores the outer context; what was found since `beginHolding` is held back under `path`.
    private mutating func endHolding(_ outer: DecodingContext?, path: String, type: String?, at range: SourceRange) {
        guard let outer else { return }
        let found = context.diagnostics
        context = outer
        guard !found.isEmpty else { return }
        let kind: HeldBackToken.Kind = found.contains { $0.severity == .error } ? .value : .legacyFormat
        heldBack.append(HeldBackToken(path: path, kind: kind, type: type, location: TokenSourceLocation(file: context.file, range: range), findings: found))
    }

    private func location(_ range: SourceRange) -> TokenSourceLocation {
        TokenSourceLocation(file: context.file, range: range)
    }

    mutating func readGroup(_ members: [JSONMember], path: [String], inherited outer: Inherited) {
        var inherited = outer
        let groupPath = path.joined(separator: ".")
        let holding = beginHolding()
        for member in members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type": readType(member.value, into: &inherited)
            case "$description": _ = readDescription(member.value)
            case "$deprecated": if let deprecation = readDeprecated(member.value) { inherited.deprecation = deprecation.isDeprecated ? deprecation.explanation : nil }
            case "$extensions": _ = readExtensions(member.value)
            case "$root": break  // read below as the group's own token
            case "$extends": readExtends(member, groupPath: groupPath)
            default: reportUnknownKey(member, allowed: TokenFileReader.groupKeys + ["$root", "$extends"], isToken: false)
            }
        }
        endHolding(holding, path: groupPath, type: nil, at: members.first?.keyRange ?? .at(0))
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path + [member.key]
            let holding = beginHolding()
            let hasValidName = isValidName(member)
            let isNode = hasValidName && member.value.objectMembers != nil
            if hasValidName, member.value.objectMembers == nil { reportNotANode(member) }
            endHolding(holding, path: childPath.joined(separator: "."), type: nil, at: member.keyRange)
            guard isNode, let childMembers = member.value.objectMembers else { continue }
            if childMembers.contains(where: { $0.key == "$value" }) {
                readToken(childMembers, path: childPath, nameRange: member.keyRange, inherited: inherited)
            } else {
                groups.append(TokenGroupDefinition(path: childPath.joined(separator: "."), name: location(member.keyRange)))
                readGroup(childMembers, path: childPath, inherited: inherited)
            }
        }
    }

    private mutating func readToken(_ members: [JSONMember], path: [String], nameRange: SourceRange, inherited: Inherited) {
        let holding = beginHolding()
        let before = tokens.count
        readTokenMembers(members, path: path, nameRange: nameRange, inherited: inherited)
        let token = tokens.count > before ? tokens.last : nil
        // A token left out (a child beside `$value`) still counts under the type it was given.
        let written = members.last { $0.key == "$type" }?.value.stringValue ?? inherited.type?.rawValue ?? inherited.unreadType
        endHolding(holding, path: path.joined(separator: "."), type: token.flatMap { $0.declaredType?.rawValue ?? $0.unreadType } ?? written, at: nameRange)
        if holdsBack, let token, let unread = token.unreadType {
            heldBack.append(HeldBackToken(path: token.path, kind: .type, type: unread, location: token.name, findings: []))
        }
    }

    private mutating func readTokenMembers(_ members: [JSONMember], path: [String], nameRange: SourceRange, inherited outer: Inherited) {
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
        if TokenType.unreadDTCGTypes.contains(name) || holdsBack {
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

    /// `$extends` on a group: `"{other.group}"`, whose tokens the group takes unless it
    /// defines them itself (`TokenSet` applies it across the theme's files).
    private mutating func readExtends(_ member: JSONMember, groupPath: String) {
        switch TokenValueReader(context: context).alias(in: member.value) {
        case .alias(let alias): extends.append(GroupExtension(group: groupPath, target: alias, file: context.file))
        case .malformed: break
        case .notAlias: context.report(.invalidToken, TokenMessage.extendsNotReference(found: member.value.typeName), at: member.value.range)
        }
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

    /// `$extensions["dialogc.spring"]`: `{"duration": seconds, "bounce": -1...1}`, and
    /// optionally `"initialVelocity": -50...50`.
    private func readSpring(in extensions: JSONValue, type: TokenType?) -> SpringExtension? {
        guard let member = extensions.objectMembers?.last(where: { $0.key == SpringExtension.key }) else { return nil }
        guard type == .transition || type == nil else {
            context.report(.invalidToken, TokenMessage.springOnNonTransition(type), at: member.keyRange)
            return nil
        }
        let reader = TokenValueReader(context: context)
        guard
            let parts = reader.members(
                of: member.value, what: "the dialogc.spring extension", required: ["duration", "bounce"], optional: ["initialVelocity"]),
            let duration = reader.plainNumber(parts["duration"]!, what: "a spring's duration", in: 0.000_001...60),
            let bounce = reader.plainNumber(parts["bounce"]!, what: "a spring's bounce", in: -1...1)
        else { return nil }
        var initialVelocity = 0.0
        if let velocity = parts["initialVelocity"] {
            guard let value = reader.plainNumber(velocity, what: "a spring's initial velocity", in: -50...50) else { return nil }
            initialVelocity = value
        }
        return SpringExtension(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
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
