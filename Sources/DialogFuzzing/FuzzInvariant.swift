/// A broken invariant: what does not hold, for one input.
public struct FuzzInvariantFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

/// Checks one oracle. It throws rather than traps so the replay tests can name the input
/// that failed and go on with the others; the libFuzzer shims turn the error into a trap
/// (`FuzzTarget.runOrTrap`), which is what libFuzzer records as a finding.
func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws(FuzzInvariantFailure) {
    if !condition() {
        throw FuzzInvariantFailure(message: message())
    }
}
