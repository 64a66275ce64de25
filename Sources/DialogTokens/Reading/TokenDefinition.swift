import DialogDiagnostics
import DialogJSON

/// Where something was written in a token file. Compared by path and range, because the
/// file itself is a reference type.
public struct TokenSourceLocation: Sendable, Hashable {
    public let file: SourceFile
    public let range: SourceRange

    public init(file: SourceFile, range: SourceRange) {
        self.file = file
        self.range = range
    }

    /// The reportable line and column.
    public var location: SourceLocation { file.location(of: range) }

    public static func == (lhs: TokenSourceLocation, rhs: TokenSourceLocation) -> Bool {
        lhs.file.path == rhs.file.path && lhs.range == rhs.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file.path)
        hasher.combine(range)
    }
}

/// One token as one file defines it, before layering and aliases.
public struct TokenDefinition: Sendable {
    /// Dotted: `dialog.alert.background`.
    public var path: String
    /// The token's name key in its file: where findings about the token point.
    public var name: TokenSourceLocation
    /// Its own `$type`, or the nearest group's. Nil for an alias without one: the target's
    /// type applies (DTCG 2025.10).
    public var declaredType: TokenType?
    /// A DTCG type dialogc does not read (`border`, ...): the token is kept only so a
    /// reference to it says so instead of calling it unknown.
    public var unreadType: String?
    /// The value as read; nil when it was invalid (already reported).
    public var expression: TokenExpression?
    public var description: String?
    /// Nil when not deprecated; the explanation otherwise (empty for `"$deprecated": true`).
    /// Inherited from the nearest group that sets `$deprecated`.
    public var deprecation: String?
    /// `$extensions` as written, kept for tools that read their own.
    public var extensions: JSONValue?
    /// The `dialogc.spring` extension of a transition token.
    public var spring: SpringExtension?
}

/// A group as one file defines it: a path under which tokens live.
public struct TokenGroupDefinition: Sendable {
    public var path: String
    public var name: TokenSourceLocation
}

/// `"$extends": "{other.group}"` on a group: the group takes the other's tokens (and
/// subgroups) it does not define itself (DTCG 2025.10).
public struct GroupExtension: Sendable {
    public var group: String
    public var target: TokenAlias
    public var file: SourceFile
}

/// What dialogc could not read in one token of a design system's file read through a
/// resolver, held back until it is known whether a contract token, an alias chain or a spec
/// reaches the token (`HeldBackFindings`).
public struct HeldBackToken: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A `$type` dialogc does not read (`string`, `border`, a tool's own).
        case type
        /// A value, a member or a name dialogc cannot read (`em` units, extra members, ...).
        case value
        /// An alias to nothing, to a token of another type, or in a cycle.
        case reference
        /// An older string form (`"#RRGGBB"`), read with a warning.
        case legacyFormat
    }

    public var path: String
    public var kind: Kind
    /// The token's type (read or not), for the count by type; nil when unknown.
    public var type: String?
    /// Where the token (or group member) is named.
    public var location: TokenSourceLocation
    /// The findings it would have had, reported as they are if something reaches it.
    public var findings: [Diagnostic]
}

/// What one token file holds.
public struct TokenFile: Sendable {
    public var source: SourceFile
    public var tokens: [TokenDefinition]
    public var groups: [TokenGroupDefinition]
    /// The `$extends` of its groups, in file order.
    public var extends: [GroupExtension] = []
    /// Read through a resolver: what could not be read, by token (`TokenFileReader.read(_:holdingBack:)`).
    public var heldBack: [HeldBackToken] = []
    /// Whether the file was read through a resolver, its findings held back.
    public var isHeldBack = false
}
