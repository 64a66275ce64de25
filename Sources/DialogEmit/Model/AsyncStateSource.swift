/// `DialogAsyncState`, written into `DialogSupport.swift`: the phases of a dialog's async
/// buttons and the token that keeps a late completion from touching a dialog closed or
/// shown anew. Plain Swift, so `ModelCompileTests` runs it; the SwiftUI card holds one and
/// only animates what it says.
enum AsyncStateSource {
    static let text = #"""
/// The phases of one presented dialog's async buttons (`"async": true`). A tap `begin`s a
/// run and gets a token; the result is taken only with a token of the current presentation
/// (`finish`, `settle`, `isCurrent`), and `reset` (the dialog closed) makes every earlier
/// token stale, so a completion that arrives late never changes or closes a newer dialog.
struct DialogAsyncState: Equatable, Sendable {
    /// Where an async button is.
    enum Phase: Equatable, Sendable {
        case idle
        case loading
        case succeeded
        case failed
    }

    /// One run of one button in one presentation.
    struct Token: Equatable, Sendable {
        var generation: Int
        var buttonID: String
    }

    /// Counts presentations: `reset` moves to the next.
    private(set) var generation = 0
    private var phases: [String: Phase] = [:]

    func phase(of buttonID: String) -> Phase {
        phases[buttonID] ?? .idle
    }

    /// Starts a run of `buttonID`, now loading; nil while it is not idle (a second tap).
    mutating func begin(_ buttonID: String) -> Token? {
        guard phase(of: buttonID) == .idle else { return nil }
        phases[buttonID] = .loading
        return Token(generation: generation, buttonID: buttonID)
    }

    /// Whether `token` is a run of the current presentation.
    func isCurrent(_ token: Token) -> Bool {
        token.generation == generation
    }

    /// The run's result, shown as success or failure; false, and nothing changed, for a
    /// stale token or a run that is not loading.
    mutating func finish(_ token: Token, succeeded: Bool) -> Bool {
        guard isCurrent(token), phase(of: token.buttonID) == .loading else { return false }
        phases[token.buttonID] = succeeded ? .succeeded : .failed
        return true
    }

    /// Back to idle after the feedback; false, and nothing changed, for a stale token.
    mutating func settle(_ token: Token) -> Bool {
        guard isCurrent(token) else { return false }
        phases[token.buttonID] = .idle
        return true
    }

    /// The dialog closed: every run so far is stale and every button idle.
    mutating func reset() {
        generation += 1
        phases = [:]
    }
}
"""#
}
