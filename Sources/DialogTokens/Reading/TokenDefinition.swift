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

/// What one token file holds.
public struct TokenFile: Sendable {
    public var source: SourceFile
    public var tokens: [TokenDefinition]
    public var groups: [TokenGroupDefinition]
}
