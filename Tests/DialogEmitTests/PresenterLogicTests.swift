import DialogEmit
import DialogModel
import DialogTestSupport
import Foundation
import Testing

/// Compiles, on Linux, everything a build generates for the reference specs (no SwiftUI or
/// UIKit here, so only the platform-neutral code is left: the model, the tokens, each
/// dialog's `appearance` and `contentItems()`, and `DialogSupport+Appearance.swift`) with a
/// program that runs the presenters' decisions that need no UI framework, and checks what it
/// prints against values worked out from the specs and docs/layout-model.md by hand.
@Suite struct PresenterLogicTests {
    static let program = #"""
        import Foundation

        struct LiveMessage: Equatable, Sendable {
            var id: Int
        }

        func report(_ key: String, _ value: Any) {
            print("\(key)=\(value)")
        }

        func describe(_ item: DialogContentItem, _ locale: String) -> String {
            switch item {
            case .textField(let id, let placeholder, let keyboard): "field \(id) \(placeholder.text(in: locale)) \(keyboard)"
            case .checkbox(let id, let title, let checked): "checkbox \(id) \(title.text(in: locale)) \(checked)"
            case .slot(let id): "slot \(id)"
            }
        }

        func describe<Action>(_ escape: DialogEscape<Action>) -> String {
            switch escape {
            case .close: "close"
            case .tap(let button): "tap \(button.id)"
            case .nothing: "nothing"
            }
        }

        func appearance<Dialog: PresentableDialog>(_ dialog: Dialog.Type) -> DialogAppearance { Dialog.appearance }

        report("timer.arrangement", appearance(TimerDeleteDialog.self).arrangement)
        report("notice.arrangement", appearance(NoticeSimpleDialog.self).arrangement)
        report("timer.items", TimerDeleteDialog().contentItems().count)
        let live = LiveMessageDeleteDialog(senderName: "Mina", liveMessage: LiveMessage(id: 1))
        report("live.items.en", live.contentItems().map { describe($0, "en") }.joined(separator: "|"))
        report("live.items.ko", live.contentItems().map { describe($0, "ko") }.joined(separator: "|"))
        report("notice.items.en", NoticeSimpleDialog().contentItems().map { describe($0, "en-GB") }.joined(separator: "|"))

        report("escape.timer", describe(DialogEscape(TimerDeleteDialog().state(locale: "en"))))
        report("escape.live", describe(DialogEscape(live.state(locale: "en"))))
        report("escape.team", describe(DialogEscape(TeamInvitationDialog(teamName: "A").state(locale: "en"))))
        let noCancel = DialogState(id: "x", buttons: [DialogButtonState(id: "ok", action: 1, title: "OK", role: .primary)], dismissOnTap: false)
        report("escape.noCancel", describe(DialogEscape(noCancel)))
        let disabledCancel = DialogState(
            id: "x", buttons: [DialogButtonState(id: "no", action: 1, title: "No", role: .cancel, enabled: false)], dismissOnTap: false)
        report("escape.disabledCancel", describe(DialogEscape(disabledCancel)))

        report("shares.equal", DialogButtonRow.shares(fractions: [nil, nil], width: 300, spacing: 10))
        report("shares.fractions", DialogButtonRow.shares(fractions: [0.25, 0.75], width: 310, spacing: 10))
        report("shares.someMissing", DialogButtonRow.shares(fractions: [0.25, nil, nil], width: 320, spacing: 10))
        report("shares.none", DialogButtonRow.shares(fractions: [], width: 300, spacing: 10))
        report("row.autoFits", DialogButtonRow.isRow(.auto, oneLineWidths: [145, 145], fractions: [nil, nil], width: 300, spacing: 10))
        report("row.autoTooWide", DialogButtonRow.isRow(.auto, oneLineWidths: [146, 20], fractions: [nil, nil], width: 300, spacing: 10))
        report("row.autoFractions", DialogButtonRow.isRow(.auto, oneLineWidths: [70, 200], fractions: [0.25, 0.75], width: 310, spacing: 10))
        report("row.horizontal", DialogButtonRow.isRow(.horizontal, oneLineWidths: [900], fractions: [nil], width: 300, spacing: 10))
        report("row.vertical", DialogButtonRow.isRow(.vertical, oneLineWidths: [1], fractions: [nil], width: 300, spacing: 10))

        let bezier = DialogTransition(duration: 0.2, delay: 0.05, curve: .cubicBezier(0.2, 0, 0, 1))
        let spring = DialogTransition(duration: 9, curve: .spring(duration: 0.4, bounce: 0.2))
        report("motion.alert", DialogMotion(.alert, transition: bezier, reduceMotion: false).movement)
        report("motion.alertOut", DialogMotion(.alert, transition: bezier, reduceMotion: false, entering: false).movement)
        report("motion.sheetOut", DialogMotion(.sheet, transition: bezier, reduceMotion: false, entering: false).movement)
        report("motion.alertFadesOut", DialogMotion(.alert, transition: bezier, reduceMotion: false, entering: false).fades)
        let velocity = DialogTransition(duration: 9, curve: .spring(duration: 0.28, bounce: 0.1, initialVelocity: 0.6))
        report("motion.velocityTotal", DialogMotion(.alert, transition: velocity, reduceMotion: false).totalDuration)
        report("motion.sheet", DialogMotion(.sheet, transition: bezier, reduceMotion: false).movement)
        report("motion.reduced", DialogMotion(.sheet, transition: bezier, reduceMotion: true).movement)
        report("motion.sheetFades", DialogMotion(.sheet, transition: bezier, reduceMotion: false).fades)
        report("motion.alertFades", DialogMotion(.alert, transition: bezier, reduceMotion: false).fades)
        report("motion.bezierTotal", DialogMotion(.alert, transition: bezier, reduceMotion: false).totalDuration)
        report("motion.springTotal", DialogMotion(.alert, transition: spring, reduceMotion: false).totalDuration)

        // DialogSession: what the UIKit presenter's buttons do, both forms of `present`.
        enum Probe: Equatable, Sendable { case retry, save, later, cancel }

        @MainActor final class Log {
            var events: [String] = []
            func take() -> String {
                defer { events = [] }
                return events.joined(separator: "|")
            }
        }

        /// Holds an async action until opened, and notes whether its task was cancelled.
        @MainActor final class Gate {
            var continuation: CheckedContinuation<Void, Never>?
            var opened = false
            var sawCancellation = false
            func wait() async {
                if !opened { await withCheckedContinuation { continuation = $0 } }
                sawCancellation = Task.isCancelled
            }
            func open() {
                opened = true
                continuation?.resume()
                continuation = nil
            }
        }

        let log = Log()

        func name(_ action: Probe?) -> String { action.map { "\($0)" } ?? "nil" }

        @MainActor func session(closesOnEveryAction: Bool = false, _ onAsyncAction: (@MainActor (Probe) async throws -> Bool)?) -> DialogSession<Probe> {
            let buttons = [
                DialogButtonState(id: "retry", action: Probe.retry, title: "Retry", role: .primary, isAsync: true, successAnnouncement: "Sent"),
                DialogButtonState(id: "save", action: Probe.save, title: "Save", dismisses: false, isAsync: true),
                DialogButtonState(id: "later", action: Probe.later, title: "Later", dismisses: false),
                DialogButtonState(id: "cancel", action: Probe.cancel, title: "Cancel", role: .cancel),
            ]
            let session = DialogSession(
                state: DialogState(id: "probe", buttons: buttons), closesOnEveryAction: closesOnEveryAction, feedback: 0.01,
                onAsyncAction: onAsyncAction, onDismiss: { log.events.append("dismiss") }, onAction: { log.events.append("action \($0)") })
            session.showPhases = { [weak session] in
                guard let session else { return }
                log.events.append("phases " + ["retry", "save"].map { "\(session.asyncState.phase(of: $0))" }.joined(separator: ","))
            }
            session.announce = { button, succeeded in log.events.append("announce \(button.id) \(succeeded)") }
            session.animateOut = { then in
                log.events.append("out")
                then()
            }
            return session
        }

        // A dismissing async button that succeeds closes the dialog; its action ran in
        // onAsyncAction, so onAction does not get it; the async form returns it.
        let succeeding = session { log.events.append("perform \($0)"); return true }
        let run = succeeding.tap("retry")?.run
        report("session.secondTapWhileLoading", succeeding.tap("retry") == nil)
        await run?.value
        report("session.succeeded", log.take())
        report("session.succeeded.closed", name(await succeeding.closed()))

        // Closed while its run is loading: the run is cancelled, its late completion changes,
        // announces and closes nothing.
        let gate = Gate()
        let interrupted = session { _ in await gate.wait(); return true }
        let late = interrupted.tap("retry")?.run
        report("session.closeWhileLoading", interrupted.close(.dismissed))
        gate.open()
        await late?.value
        report("session.interrupted", log.take())
        report("session.interrupted.cancelled", gate.sawCancellation)
        report("session.interrupted.closeAgain", interrupted.close(.dismissed))
        report("session.interrupted.closed", name(await interrupted.closed()))

        // A failing run shows its failure and stays; a plain button that does not dismiss
        // sends its action and stays; cancel closes with its action.
        let failing = session { _ in throw CancellationError() }
        await failing.tap("retry")?.run?.value
        failing.tap("later")
        report("session.failedThenLater", log.take() + " closing=\(failing.isClosing)")
        failing.tap("cancel")
        report("session.cancel", log.take())
        report("session.cancel.closed", name(await failing.closed()))

        // The async form: a plain button that does not dismiss ends the wait too; an async one
        // that does not dismiss runs and stays.
        let waiting = session(closesOnEveryAction: true) { _ in true }
        await waiting.tap("save")?.run?.value
        report("session.async.save", log.take() + " closing=\(waiting.isClosing)")
        waiting.tap("later")
        report("session.async.later", log.take())
        report("session.async.later.closed", name(await waiting.closed()))

        // The task waiting in the async form is cancelled: the dialog is dismissed.
        let abandoned = session(closesOnEveryAction: true) { _ in true }
        let waiter = Task { await abandoned.closed() }
        await Task.yield()
        waiter.cancel()
        report("session.cancelledWait", name(await waiter.value))
        report("session.cancelledWait.events", log.take())

        // No onAsyncAction: an async button is a plain tap.
        let plain = session(nil)
        report("session.plain.run", plain.tap("retry")?.run == nil)
        report("session.plain", log.take())
        """#

    static let expectations: [String: String] = [
        "timer.arrangement": "vertical",
        "notice.arrangement": "auto",
        "timer.items": "0",
        "live.items.en": "field reason Reason (optional) default",
        "live.items.ko": "field reason 삭제 사유 (선택) default",
        "notice.items.en": "checkbox dontShowAgain Don't show again false",
        // timer.delete's dim closes it; liveMessage.delete's does not, so escape taps cancel.
        "escape.timer": "close",
        "escape.live": "tap cancel",
        "escape.team": "tap later",
        "escape.noCancel": "nothing",
        "escape.disabledCancel": "nothing",
        "shares.equal": "[145.0, 145.0]",
        "shares.fractions": "[75.0, 225.0]",
        "shares.someMissing": "[100.0, 100.0, 100.0]",
        "shares.none": "[]",
        "row.autoFits": "true",
        "row.autoTooWide": "false",
        "row.autoFractions": "true",
        "row.horizontal": "true",
        "row.vertical": "false",
        // The references' slide: in from y + 20, out to y + 10, fading both ways.
        "motion.alert": "rise(20.0)",
        "motion.alertOut": "rise(10.0)",
        "motion.sheetOut": "fromBottom",
        "motion.alertFadesOut": "true",
        "motion.velocityTotal": "0.28",
        "motion.sheet": "fromBottom",
        "motion.reduced": "fade",
        "motion.sheetFades": "false",
        "motion.alertFades": "true",
        "motion.bezierTotal": "0.25",
        "motion.springTotal": "0.4",
        "session.secondTapWhileLoading": "true",
        // Loading; the result with its announcement; after the feedback the token is still
        // current (phases redrawn), so the dialog closes: runs reset, exit, no onAction.
        "session.succeeded": "phases loading,idle|perform retry|phases succeeded,idle|announce retry true|phases succeeded,idle|phases idle,idle|out",
        "session.succeeded.closed": "retry",
        "session.closeWhileLoading": "true",
        "session.interrupted": "phases loading,idle|phases idle,idle|out|dismiss",
        "session.interrupted.cancelled": "true",
        "session.interrupted.closeAgain": "false",
        "session.interrupted.closed": "nil",
        "session.failedThenLater": "phases loading,idle|phases failed,idle|announce retry false|phases failed,idle|phases idle,idle|action later closing=false",
        "session.cancel": "phases idle,idle|out|action cancel",
        "session.cancel.closed": "cancel",
        "session.async.save": "phases idle,loading|phases idle,succeeded|announce save true|phases idle,succeeded|phases idle,idle closing=false",
        "session.async.later": "phases idle,idle|out|action later",
        "session.async.later.closed": "later",
        "session.cancelledWait": "nil",
        "session.cancelledWait.events": "phases idle,idle|out|dismiss",
        "session.plain.run": "true",
        "session.plain": "phases idle,idle|out|action retry",
    ]

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the presenters' logic was not run"))
    func presenterDecisionsRunOnLinux() throws {
        let compiler = try #require(SwiftCompiler.find())
        let config = try EmitFixtures.config()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var files = [SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words), SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value)]
            + PresenterRuntimeEmitter.support(config: config)
        for spec in try EmitFixtures.referenceSpecs() {
            files += [SwiftModelEmitter.dialog(spec, config: config), SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)]
        }
        var paths = try files.map { try directory.write($0.relativePath, $0.contents) }
        paths.append(try directory.write("main.swift", Self.program))
        let executable = directory.path + "/presenter-check"
        let build = try compiler.run(["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "PresenterCheck", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.status == 0, Comment(rawValue: "the presenter check program failed:\n" + run.output))
        let results = ModelCompileTests.parse(run.output)
        for (key, expected) in Self.expectations {
            #expect(results[key] == expected, "\(key)")
        }
    }
}
