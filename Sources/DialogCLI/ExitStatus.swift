/// docs/format/diagnostics.md: 0 when no error was reported (warnings allowed), 1 when an error
/// was reported or the warning policy failed, 2 for a usage, config or I/O problem.
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let findings: Int32 = 1
    public static let usageOrEnvironment: Int32 = 2
}
