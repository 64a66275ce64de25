@testable import DialogRuntime
import Testing

/// The presenters' decisions that need no UI framework, run directly: what a presenter draws
/// of a spec's content, how a UIKit session ends whoever ends it, and the queue dialogs asked
/// for at once wait in.
@MainActor
@Suite struct PresenterSessionTests {
    static let spec: DialogSpec = """
        id rename.sheet
        presentation sheet
        locales en
        button retry primary async
        button cancel cancel
        content textField name default
        content checkbox agree on
        content slot preview
        text content.name en: Name
        text content.agree en: Agree
        """

    // MARK: Content

    /// Every declared element is drawn, in the spec's order, whatever the caller's list holds:
    /// with no list (the default), the caller's element replaces the declared one of its id,
    /// and an id the spec does not declare is not drawn.
    @Test func everyDeclaredElementIsDrawn() {
        let declared = Self.spec.contentItems()
        #expect(declared.map(\.id) == ["name", "agree", "preview"])
        let byDefault = DialogContentItem.drawn(declared, given: [String](), id: { $0 }, make: { "declared " + $0.id })
        #expect(byDefault == ["declared name", "declared agree", "declared preview"])
        let given = ["agree", "stray", "agree"]
        let bound = DialogContentItem.drawn(declared, given: given, id: { $0 }, make: { "declared " + $0.id })
        #expect(bound == ["declared name", "agree", "declared preview"])
    }

    /// The scroll region's one scroll view: as tall as its content when that fits, else what
    /// the card can give but at least the least visible lines, never taller than its content.
    @Test func theScrollRegionIsMeasuredOnce() {
        #expect(DialogScrollRegion.height(content: 120, available: 400, minimum: 66) == 120)
        #expect(DialogScrollRegion.height(content: 120, available: nil, minimum: 66) == 120)
        #expect(DialogScrollRegion.height(content: 900, available: 400, minimum: 66) == 400)
        #expect(DialogScrollRegion.height(content: 900, available: 30, minimum: 66) == 66)
        #expect(DialogScrollRegion.height(content: 50, available: 30, minimum: 66) == 50)
    }

    // MARK: Sessions

    final class Log {
        var events: [String] = []
    }

    enum Probe: Equatable, Sendable { case retry, cancel }

    /// A session whose exit animation is held until `finishExit` is called (nil: it ends at once).
    static func session(
        _ log: Log, closesOnEveryAction: Bool = true, onAsyncAction: (@MainActor (Probe) async throws -> Bool)? = nil,
        holdExit: Bool = false
    ) -> (session: DialogSession<Probe>, finishExit: () -> Void) {
        let buttons = [
            DialogButtonState(id: "retry", action: Probe.retry, title: "Retry", role: .primary),
            DialogButtonState(id: "cancel", action: Probe.cancel, title: "Cancel", role: .cancel),
        ]
        let session = DialogSession(
            state: DialogState(id: "probe", buttons: buttons), closesOnEveryAction: closesOnEveryAction, feedback: 0,
            onAsyncAction: onAsyncAction, onDismiss: { log.events.append("dismiss") }, onAction: { log.events.append("action \($0)") })
        session.onGone = { log.events.append("gone") }
        var pending: (() -> Void)?
        session.animateOut = { then in
            log.events.append("out")
            if holdExit { pending = then } else { then() }
        }
        return (session, { pending?() })
    }

    /// A `dismiss` from outside (the view disappears, nothing closed it): the session ends,
    /// `onDismiss` fires once, and the `async` form's wait returns nil. Before, the wait was
    /// still pending after two seconds.
    @Test func anOutsideDismissEndsTheSession() async {
        let log = Log()
        let (session, _) = Self.session(log)
        let waiter = Task { await session.closed() }
        await Task.yield()
        session.disappeared()
        #expect(await waiter.value == nil)
        session.disappeared()
        #expect(log.events == ["dismiss", "gone"])
        #expect(session.isGone)
    }

    /// The view disappears while the dialog's own exit animates (the presenter was dismissed
    /// under it): the caller hears the button's action now, and not again when the animation ends.
    @Test func disappearingDuringTheExitTellsTheCallerOnce() async {
        let log = Log()
        let (session, finishExit) = Self.session(log, closesOnEveryAction: false, holdExit: true)
        session.tap("cancel")
        #expect(log.events == ["out"])
        session.disappeared()
        finishExit()
        #expect(log.events == ["out", "action cancel", "gone"])
        #expect(await session.closed() == .cancel)
    }

    /// UIKit did not present the dialog at its turn: the session ends as dismissed and
    /// carries why, which the `async` form throws.
    @Test func aDialogNotPresentedEnds() async {
        let log = Log()
        let (session, _) = Self.session(log)
        session.notPresented(.refused)
        #expect(session.failure == .refused)
        #expect(await session.closed() == nil)
        #expect(log.events == ["dismiss", "gone"])
    }

    /// The entrance plays the first time the dialog appears, not again when a controller
    /// presented over it goes, nor once it is closing.
    @Test func theEntrancePlaysOnce() {
        let log = Log()
        let (session, _) = Self.session(log)
        #expect(session.enters())
        #expect(!session.enters())
        let (closing, _) = Self.session(log)
        closing.close(.dismissed)
        #expect(!closing.enters())
    }

    /// The top-most controller is presented from; one being dismissed is not walked past.
    @Test func presentsFromTheTopMostController() {
        final class Controller {
            var name: String
            var presented: Controller?
            var isBeingDismissed = false
            init(_ name: String, presented: Controller? = nil) {
                self.name = name
                self.presented = presented
            }
        }
        let sheet = Controller("sheet")
        let navigation = Controller("navigation", presented: sheet)
        let root = Controller("root", presented: navigation)
        func top(_ controller: Controller) -> String {
            DialogPresentationTarget.topMost(from: controller, presented: { $0.presented }, isBeingDismissed: { $0.isBeingDismissed }).name
        }
        #expect(top(root) == "sheet")
        #expect(top(sheet) == "sheet")
        sheet.isBeingDismissed = true
        #expect(top(root) == "navigation")
    }

    /// An async button with no `onAsyncAction` is reported, naming the dialog and its buttons.
    @Test func asyncButtonsWithoutAHandlerAreReported() {
        #expect(Self.spec.missingAsyncHandler(hasAsyncHandler: true) == nil)
        #expect(
            Self.spec.missingAsyncHandler(hasAsyncHandler: false)
                == "dialog 'rename.sheet' is presented without onAsyncAction, so its async button 'retry' would act as plain buttons; pass onAsyncAction: to the presenter"
        )
        let plain: DialogSpec = "id plain\nlocales en\nbutton ok primary\n"
        #expect(plain.missingAsyncHandler(hasAsyncHandler: false) == nil)
    }

    // MARK: The queue

    /// Dialogs asked for at once show one at a time, first asked first shown; one that is no
    /// longer wanted while it waits gives its place up, and ending twice does nothing.
    @Test func dialogsAskedForAtOnceWaitTheirTurn() {
        let queue = DialogQueue()
        var started: [String] = []
        let first = queue.enqueue { started.append("first") }
        let second = queue.enqueue { started.append("second") }
        let third = queue.enqueue { started.append("third") }
        let fourth = queue.enqueue { started.append("fourth") }
        #expect(started == ["first"])
        #expect(queue.isShowing(first) && !queue.isShowing(second))
        queue.end(third)
        queue.end(first)
        #expect(started == ["first", "second"])
        queue.end(first)
        #expect(started == ["first", "second"])
        queue.end(second)
        #expect(started == ["first", "second", "fourth"])
        queue.end(fourth)
        #expect(queue.isIdle)
        _ = queue.enqueue { started.append("fifth") }
        #expect(started.last == "fifth")
    }

    /// A window's queue is the same object while it has a dialog, and is forgotten once empty.
    @Test func oneQueuePerWindow() {
        final class Window {}
        let a = Window()
        let b = Window()
        let queueA = DialogQueue.window(a)
        #expect(DialogQueue.window(a) === queueA)
        #expect(DialogQueue.window(b) !== queueA)
        let ticket = queueA.enqueue {}
        queueA.end(ticket)
        #expect(DialogQueue.window(a) !== queueA)
    }

    /// A turn is asked for once and given back once; a presenter released while it holds
    /// its turn gives it back, so the dialog after it shows.
    @Test func aReleasedPresenterGivesItsTurnBack() async {
        let queue = DialogQueue()
        var started: [String] = []
        var turn: DialogTurn? = DialogTurn()
        turn?.ask(in: queue) { started.append("first") }
        turn?.ask(in: queue) { started.append("again") }
        #expect(turn?.hasTurn == true)
        let next = DialogTurn()
        next.ask(in: queue) { started.append("next") }
        #expect(next.isAsked && !next.hasTurn)
        turn = nil
        for _ in 0..<10 where started.count < 2 { await Task.yield() }
        #expect(started == ["first", "next"])
        #expect(next.hasTurn)
        next.giveBack()
        next.giveBack()
        #expect(queue.isIdle && !next.isAsked)
    }

    /// How a SwiftUI presenter follows its binding: the first want waits for the turn, a
    /// want withdrawn while waiting gives the place up without ever showing, and once the
    /// turn has come every change of the binding is applied.
    @Test func aPresenterFollowsItsBindingThroughTheQueue() {
        let queue = DialogQueue()
        var log: [String] = []
        let first = DialogTurn()
        let second = DialogTurn()
        first.follow(wanted: true, in: queue) { log.append("first shown") } change: { log.append("first changed") }
        second.follow(wanted: true, in: queue) { log.append("second shown") } change: { log.append("second changed") }
        second.follow(wanted: true, in: queue) { log.append("second shown again") } change: { log.append("second changed") }
        #expect(log == ["first shown"])
        second.follow(wanted: false, in: queue) { log.append("second shown") } change: { log.append("second changed") }
        #expect(!second.isAsked)
        first.follow(wanted: false, in: queue) { log.append("first shown") } change: { log.append("first hidden") }
        #expect(log == ["first shown", "first hidden"])
        first.giveBack()
        #expect(queue.isIdle)
        // Not asked and not wanted: nothing waits, and the change (a no-op hide) is applied.
        second.follow(wanted: false, in: queue) { log.append("second shown") } change: { log.append("second hidden") }
        #expect(log == ["first shown", "first hidden", "second hidden"])
    }
}
