/// The phases of one presented dialog's async buttons (`"async": true`). A tap `begin`s a
/// run and gets a token; the result is taken only with a token of the current presentation
/// (`finish`, `settle`, `isCurrent`), and `reset` (the dialog closed) makes every earlier
/// token stale, so a completion that arrives late never changes or closes a newer dialog.
public struct DialogAsyncState: Swift.Equatable, Swift.Sendable {
    /// Where an async button is.
    public typealias Phase = DialogButtonPhase

    /// One run of one button in one presentation.
    public struct Token: Swift.Equatable, Swift.Sendable {
        public var generation: Swift.Int
        public var buttonID: Swift.String
    }

    /// Counts presentations: `reset` moves to the next.
    public private(set) var generation = 0
    private var phases: [Swift.String: Phase] = [:]

    /// Every button idle, before the first presentation.
    public init() {}

    /// Buttons shown in the given phases (a snapshot's); every other one idle.
    public static func showing(_ phases: [Swift.String: Phase]) -> DialogAsyncState {
        var state = DialogAsyncState()
        state.phases = phases
        return state
    }

    public func phase(of buttonID: Swift.String) -> Phase {
        phases[buttonID] ?? .idle
    }

    /// Starts a run of `buttonID`, now loading; nil while it is not idle (a second tap).
    public mutating func begin(_ buttonID: Swift.String) -> Token? {
        guard phase(of: buttonID) == .idle else { return nil }
        phases[buttonID] = .loading
        return Token(generation: generation, buttonID: buttonID)
    }

    /// Whether `token` is a run of the current presentation.
    public func isCurrent(_ token: Token) -> Swift.Bool {
        token.generation == generation
    }

    /// The run's result, shown as success or failure; false, and nothing changed, for a
    /// stale token or a run that is not loading.
    public mutating func finish(_ token: Token, succeeded: Swift.Bool) -> Swift.Bool {
        guard isCurrent(token), phase(of: token.buttonID) == .loading else { return false }
        phases[token.buttonID] = succeeded ? .succeeded : .failed
        return true
    }

    /// Back to idle after the feedback; false, and nothing changed, for a stale token.
    public mutating func settle(_ token: Token) -> Swift.Bool {
        guard isCurrent(token) else { return false }
        phases[token.buttonID] = .idle
        return true
    }

    /// The dialog closed: every run so far is stale and every button idle.
    public mutating func reset() {
        generation += 1
        phases = [:]
    }

    /// One run of an async button, after `begin` gave `token`: `perform` (the app's action; a
    /// throw is a failure), then the result shown, `announce`d with it, for `feedback`
    /// seconds, then idle again, or `dismiss` for a dismissing button that succeeded.
    /// `change` applies a change to the state the view holds and returns its result. After
    /// each wait the run goes on only if its task was not cancelled (the dialog closed) and
    /// its token is current, so a completion that comes late changes, announces and closes
    /// nothing, in this dialog or a newer one.
    @MainActor
    public static func run(
        _ token: Token, dismisses: Swift.Bool, feedback: Swift.Double, perform: @MainActor () async throws -> Swift.Bool,
        change: @MainActor ((inout DialogAsyncState) -> Swift.Bool) -> Swift.Bool, announce: @MainActor (_ succeeded: Swift.Bool) -> Void,
        dismiss: @MainActor () -> Void
    ) async {
        let succeeded = (try? await perform()) ?? false
        guard !_Concurrency.Task.isCancelled, change({ $0.finish(token, succeeded: succeeded) }) else { return }
        announce(succeeded)
        try? await _Concurrency.Task.sleep(nanoseconds: Swift.UInt64(max(feedback, 0) * 1_000_000_000))
        guard !_Concurrency.Task.isCancelled, change({ $0.isCurrent(token) }) else { return }
        if succeeded && dismisses {
            dismiss()
        } else {
            _ = change { $0.settle(token) }
        }
    }
}

/// Whether a dialog's cover is up, and what its presenter must do when the binding changes
/// or the exit animation ends. Whoever closes the dialog (a button, the dim, the escape
/// gesture or the app setting its binding to false), it animates out first; a dialog
/// presented again while it closes, or from its own `onAction`, comes back as a new
/// presentation, with its entrance, once the exit has ended.
public struct DialogPresentationState: Swift.Equatable, Swift.Sendable {
    /// What the presenter must do.
    public enum Step: Swift.Equatable, Swift.Sendable {
        case none
        /// Put the cover up, showing presentation `presentation` (a new view each time).
        case present
        /// Animate the dialog out, then report `didClose()`.
        case animateOut
    }

    /// Counts presentations.
    public private(set) var presentation = 0
    public private(set) var isCoverPresented = false
    /// Between the start of the exit animation and its end.
    public private(set) var isClosing = false
    /// What the binding last said.
    private var wantsPresented = false

    /// Not presented.
    public init() {}

    /// The binding now says `isPresented`.
    public mutating func binding(_ isPresented: Swift.Bool) -> Step {
        wantsPresented = isPresented
        if isPresented {
            guard !isCoverPresented else { return .none }
            isCoverPresented = true
            presentation += 1
            return .present
        }
        guard isCoverPresented, !isClosing else { return .none }
        isClosing = true
        return .animateOut
    }

    /// The dialog closes itself (a button, the dim, escape): false when it is not up or is
    /// already closing.
    public mutating func beginClose() -> Swift.Bool {
        guard isCoverPresented, !isClosing else { return false }
        isClosing = true
        return true
    }

    /// The exit animation ended: the cover goes, and comes back as a new presentation when
    /// the binding asks for the dialog again.
    public mutating func didClose() -> Step {
        guard isClosing else { return .none }
        isClosing = false
        isCoverPresented = false
        return wantsPresented ? binding(true) : .none
    }
}
/// The presentation of a dialog that an optional item drives (`item: Binding<Item?>`), on top
/// of `DialogPresentationState`: the item's `id` says which dialog is up, and another id
/// replaces it (out, then in). When the dialog closes itself with an action, the action is
/// sent first, while the binding still holds the item, and the binding is cleared after it,
/// only if it still holds the shown item: the receiver may have cleared it already, or
/// bound another item, which is then presented once the exit has ended.
public struct DialogItemPresentationState<ID: Swift.Hashable>: Swift.Equatable {
    public private(set) var cover = DialogPresentationState()
    /// The id of the item on screen; kept through the exit.
    public private(set) var shownID: ID?
    /// What the binding last held.
    private var boundID: ID?

    /// No item, nothing shown.
    public init() {}

    /// The binding now holds the item `id` (nil for none).
    public mutating func item(_ id: ID?) -> DialogPresentationState.Step {
        boundID = id
        guard let id else { return cover.binding(false) }
        if cover.isCoverPresented, !cover.isClosing, id != shownID {
            // Another item: this dialog goes, and the new one comes after the exit.
            let step = cover.binding(false)
            _ = cover.binding(true)
            return step
        }
        let step = cover.binding(true)
        if step == .present { shownID = id }
        return step
    }

    /// The dialog closes itself with `action` (nil: the dim or escape): `send` gets the
    /// action while `binding` still holds the item, then `clear` runs if it still holds the
    /// shown one. False, and nothing sent, when the dialog is not up or already closing.
    public mutating func close<Action>(
        sending action: Action?, to send: (Action) -> Void, binding: () -> ID?, clear: () -> Void
    ) -> Swift.Bool {
        guard cover.beginClose() else { return false }
        if let action { send(action) }
        var now = binding()
        if let id = now, id == shownID {
            clear()
            now = nil
        }
        _ = item(now)
        return true
    }

    /// The exit animation ended: the cover goes, or shows the item bound meanwhile.
    public mutating func didClose() -> DialogPresentationState.Step {
        let step = cover.didClose()
        if step == .present {
            shownID = boundID
        } else if !cover.isCoverPresented {
            shownID = nil
        }
        return step
    }
}

extension DialogItemPresentationState: Swift.Sendable where ID: Swift.Sendable {}
