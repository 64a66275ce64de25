/// How serious a finding is. Notes are not findings; they hang off one (`Diagnostic.Note`).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One finding: a rule id, a severity, a message, where it is, and notes that point elsewhere
/// (the first of a duplicate pair, a did-you-mean, an alias chain).
public struct Diagnostic: Sendable, Hashable {
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// Changes that fix the finding when exactly one fix is safe (`dialogc lint --fix`), in
    /// the file of `location`.
    public var fixes: [FixIt] = []

    public init(
        rule: RuleID, severity: Severity, message: String,
        location: SourceLocation?, notes: [Note] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// A finding at a byte range of a file, with the rule's default severity.
    public init(
        _ rule: RuleID, _ message: String, in file: SourceFile, at range: SourceRange,
        notes: [Note] = [], severity: Severity? = nil
    ) {
        self.init(
            rule: rule, severity: severity ?? rule.stageSeverity, message: message,
            location: file.location(of: range), notes: notes)
    }
}

extension Diagnostic {
    /// The order findings are reported in: by file, line, column, then rule and message so
    /// that equal positions still sort the same way on every run.
    public static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let leftPath = lhs.location?.path ?? ""
        let rightPath = rhs.location?.path ?? ""
        if leftPath != rightPath { return leftPath < rightPath }
        let leftStart = lhs.location?.start ?? SourcePosition(line: 0, column: 0, offset: 0)
        let rightStart = rhs.location?.start ?? SourcePosition(line: 0, column: 0, offset: 0)
        if leftStart.line != rightStart.line { return leftStart.line < rightStart.line }
        if leftStart.column != rightStart.column { return leftStart.column < rightStart.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

/// A finding can be the failure of a stage that produces one value (`Result<SourceFile, Diagnostic>`).
extension Diagnostic: Error {}
