/// The `main.swift` compiled with the generated model, and what it must print.
enum ModelCheckProgram {
    /// A parameter value with a quote and an interpolation in it, which must come back as data.
    static let hostileName = #"N"\(x)"#

    /// UTF-8 bytes in hex, as the program prints texts that must round-trip exactly.
    static func hex(_ text: String) -> String {
        text.utf8.map { String($0, radix: 16) }.joined(separator: " ")
    }

    static let expectations: [String: String] = [
        "timer.title": "이 타이머를 삭제할까요?",
        "timer.en.title": "Delete this timer?",
        "timer.unknownLocaleIsDefault": "true",
        "timer.en.highlights": "can't be restored|danger|16..<33",
        "timer.ko.highlights": "되돌릴 수 없어요|danger|9..<18",
        "timer.actions": "true",
        "timer.accessibility": "timerDeleteDialog.confirm,timerDeleteDialog.cancel",
        "timer.roles": "true",
        "team.en.message": "Accept the invitation to join 😀 Core?",
        "team.en.highlights": "😀 Core|accent|30..<37",
        "team.ko.highlights": "😀 Core|accent|0..<7",
        "team.dismissOnTap": "false",
        "upload.en.message": "photo.png could not be uploaded (attempt 3).",
        "upload.ko.message": "photo.png 파일을 올리지 못했어요. (3번째 시도)",
        "upload.sheet": "true",
        "upload.retry": "true",
        "upload.en.accessibility": "Retry the upload|Uploads the file again",
        "upload.en.otherButtons": "true",
        "upload.en.announcements": "Uploaded|The upload failed",
        "upload.ko.announcements": "업로드했어요|업로드하지 못했어요",
        "upload.regionFallsBackToLanguage": "true",
        "upload.localeValue": "true",
        "upload.preferredLanguages": "true",
        "live.actions": "true",
        "live.payloadMatters": "true",
        "live.en.message": "Mina's message will disappear for all viewers.",
        "wallpaper.en.message": "Change your wallpaper to Blue?",
        "notice.en.title": "Something new",
        "hostile.en.highlights": #"N"\(x)|accent|0..<6"#,
        // A joiner between letters or numbers unless both are ASCII, after a combining mark
        // that follows a letter, none at spaces or punctuation, none outside Korean.
        "keepAll.ko": hex("iPhone\u{2060}을 삭\u{2060}제\u{2060}할\u{2060}까\u{2060}요? 3\u{2060}개, e\u{301}x 한\u{301}\u{2060}국"),
        "keepAll.en": hex("iPhone을 삭제할까요? 3개, e\u{301}x 한\u{301}국"),
        "keepAll.afterRun": hex("\u{2060}요"),
        "syllables.ko": hex("iPhone\u{200B}을 삭\u{200B}제\u{200B}할\u{200B}까\u{200B}요? 3\u{200B}개, e\u{301}x 한\u{301}\u{200B}국"),
        "async.begin": "true",
        "presentation.present": "true",
        "presentation.programmaticCloseAnimates": "true",
        "presentation.closed": "true",
        "presentation.selfClose": "true",
        "presentation.representedWhileClosing": "true",
        "async.finish": "true",
        "async.settle": "true",
        "async.staleIgnored": "true",
        "async.freshTaken": "true",
        "async.snapshotPhases": "true",
        "item.present": "true",
        "item.actionBeforeDismissal": "sent didTapDelete with item 1|dismissed item 1",
        "item.closedAfterExit": "true",
        "item.reducerClears": "sent didTapDelete with item 1",
        "item.reducerReplaces": "sent didTapDelete with item 1",
        "item.replacementShownAfterExit": "true",
        "item.dimDismisses": "dismissed item 3",
        "item.otherItemReplaces": "true",
        "item.clearedFromOutside": "true",
        "item.secondCloseIgnored": "true",
        "asyncRun.staleIgnored": "true",
        "asyncRun.success": "announced true|dismissed",
        "asyncRun.throwIsFailure": "announced false",
        "asyncRun.cancelledDuringFeedback": "announced true",
    ]

    static let source = #"""
        import Foundation

        struct LiveMessage: Equatable, Sendable {
            var id: Int
        }

        func report(_ key: String, _ value: String) {
            print(key + "=" + value)
        }

        func report(_ key: String, _ value: Bool) {
            report(key, value ? "true" : "false")
        }

        func hex(_ text: String?) -> String {
            (text ?? "").utf8.map { String($0, radix: 16) }.joined(separator: " ")
        }

        func highlights(_ state: DialogTextState?) -> String {
            guard let state else { return "no text" }
            return state.highlights.map { highlight in
                "\(state.text[state.stringRange(of: highlight)])|\(highlight.style)|\(highlight.range)"
            }.joined(separator: ";")
        }

        let timer = TimerDeleteDialog()
        report("timer.title", timer.state().title?.text ?? "no title")
        report("timer.en.title", timer.state(locale: "en").title?.text ?? "no title")
        report("timer.unknownLocaleIsDefault", timer.state(locale: "fr") == timer.state() && timer.state(locale: "ko") == timer.state())
        report("timer.en.highlights", highlights(timer.state(locale: "en").message))
        report("timer.ko.highlights", highlights(timer.state().message))
        report("timer.actions", timer.state().buttons.map(\.action) == [.didTapDelete, .cancel])
        report("timer.accessibility", timer.state().buttons.map { $0.accessibilityIdentifier ?? "none" }.joined(separator: ","))
        report("timer.roles", timer.state().buttons.map(\.role) == [.destructive, .cancel] && timer.state().buttons[0].haptic == .light)

        let team = TeamInvitationDialog(teamName: "😀 Core")
        report("team.en.message", team.state(locale: "en").message?.text ?? "no message")
        report("team.en.highlights", highlights(team.state(locale: "en").message))
        report("team.ko.highlights", highlights(team.state().message))
        report("team.dismissOnTap", team.state().dismissOnTap)

        let upload = UploadRetryDialog(fileName: "photo.png", attempt: 3)
        report("upload.en.message", upload.state(locale: "en").message?.text ?? "no message")
        report("upload.ko.message", upload.state().message?.text ?? "no message")
        report("upload.sheet", upload.state().presentation == .sheet)
        let retry = upload.state().buttons[0]
        report("upload.regionFallsBackToLanguage", upload.state(locale: "en-GB") == upload.state(locale: "en") && upload.state(locale: "EN_gb") == upload.state(locale: "en"))
        report("upload.localeValue", upload.state(locale: Locale(identifier: "en_GB")) == upload.state(locale: "en"))
        report("upload.preferredLanguages", upload.state(locale: ["fr-FR", "en-US", "ko"]) == upload.state(locale: "en") && upload.state(locale: [String]()) == upload.state())
        report("upload.retry", retry.isAsync && !retry.dismisses && retry.haptic == .medium && retry.accessibilityLabel == "업로드 다시 시도")
        let retryInEnglish = upload.state(locale: "en").buttons[0]
        report("upload.en.accessibility", (retryInEnglish.accessibilityLabel ?? "none") + "|" + (retryInEnglish.accessibilityHint ?? "none"))
        report("upload.en.otherButtons", upload.state(locale: "en").buttons[1].accessibilityLabel == nil && upload.state(locale: "en").buttons[1].successAnnouncement == nil)
        report("upload.en.announcements", (retryInEnglish.successAnnouncement ?? "none") + "|" + (retryInEnglish.failureAnnouncement ?? "none"))
        report("upload.ko.announcements", (retry.successAnnouncement ?? "none") + "|" + (retry.failureAnnouncement ?? "none"))

        let message = LiveMessage(id: 7)
        let live = LiveMessageDeleteDialog(senderName: "Mina", liveMessage: message)
        report("live.actions", live.state().buttons.map(\.action) == [.didTapDelete(message), .cancel])
        report("live.payloadMatters", live.state() != LiveMessageDeleteDialog(senderName: "Mina", liveMessage: LiveMessage(id: 8)).state())
        report("live.en.message", live.state(locale: "en").message?.text ?? "no message")

        report("wallpaper.en.message", WallpaperColorChangeDialog(colorName: "Blue").state(locale: "en").message?.text ?? "no message")
        report("notice.en.title", NoticeSimpleDialog().state(locale: "en").title?.text ?? "no title")

        let hostile = HostileTextDialog(count: 42, pages: 2, name: #"N"\(x)"#)
        report("hostile.title", hex(hostile.state().title?.text))
        report("hostile.en.message", hex(hostile.state(locale: "en").message?.text))
        report("hostile.ko.message", hex(hostile.state().message?.text))
        report("hostile.button", hex(hostile.state().buttons[0].title))
        report("hostile.label", hex(hostile.state().buttons[0].accessibilityLabel))
        report("hostile.en.hint", hex(hostile.state(locale: "en").buttons[0].accessibilityHint))
        // The hint is a plural on two counts: `one` by {count}, `other` by {pages}.
        report("hostile.en.hint.one.other", hex(HostileTextDialog(count: 1, pages: 3, name: "").state(locale: "en").buttons[0].accessibilityHint))
        report("hostile.en.highlights", highlights(hostile.state(locale: "en").message))

        let korean = "iPhone을 삭제할까요? 3개, e\u{301}x 한\u{301}국"
        report("keepAll.ko", hex(DialogKoreanLineBreak.words.prepared(korean, locale: "ko-KR")))
        report("keepAll.en", hex(DialogKoreanLineBreak.words.prepared(korean, locale: "en")))
        report("keepAll.afterRun", hex(DialogKoreanLineBreak.words.prepared("요", locale: "ko", after: "까")))
        report("syllables.ko", hex(DialogKoreanLineBreak.syllables.prepared(korean, locale: "ko")))

        var runs = DialogAsyncState()
        let first = runs.begin("retry")
        let second = runs.begin("retry")
        report("async.begin", first != nil && second == nil && runs.phase(of: "retry") == .loading && runs.phase(of: "close") == .idle)
        report("async.finish", runs.finish(first!, succeeded: false) && runs.phase(of: "retry") == .failed && !runs.finish(first!, succeeded: true))
        report("async.settle", runs.settle(first!) && runs.phase(of: "retry") == .idle)
        let stale = runs.begin("retry")!
        runs.reset()
        let fresh = runs.begin("retry")!
        report("async.staleIgnored", !runs.finish(stale, succeeded: true) && !runs.settle(stale) && !runs.isCurrent(stale) && runs.phase(of: "retry") == .loading)
        var shown = DialogPresentationState()
        let firstStep = shown.binding(true)
        report("presentation.present", firstStep == .present && shown.isCoverPresented && shown.presentation == 1 && shown.binding(true) == .none)
        report("presentation.programmaticCloseAnimates", shown.binding(false) == .animateOut && shown.isClosing && shown.isCoverPresented && shown.binding(false) == .none)
        report("presentation.closed", shown.didClose() == .none && !shown.isCoverPresented && !shown.isClosing)
        _ = shown.binding(true)
        report("presentation.selfClose", shown.beginClose() && !shown.beginClose() && shown.binding(false) == .none)
        // onAction presents again before the exit ends: a new presentation after it.
        report("presentation.representedWhileClosing", shown.binding(true) == .none && shown.didClose() == .present && shown.isCoverPresented && shown.presentation == 3)
        var snapshot = DialogAsyncState.showing(["retry": .failed])
        report("async.snapshotPhases", snapshot.phase(of: "retry") == .failed && snapshot.phase(of: "close") == .idle && snapshot.begin("retry") == nil && snapshot.begin("close") != nil)
        report("async.freshTaken", runs.isCurrent(fresh) && runs.finish(fresh, succeeded: true) && runs.phase(of: "retry") == .succeeded)

        // A reducer holding the presented item, as TCA's `ifLet` does: it logs each action with
        // the item present at the time, and a binding cleared while the item is present is a
        // dismissal (TCA's `$store.scope` sends `.dismiss` then).
        final class Reducer {
            var item: Int?
            var log: [String] = []
            var onAction: (Reducer) -> Void = { _ in }
            func send(_ action: TimerDeleteDialog.Action) {
                log.append("sent \(action) with item \(item.map(String.init) ?? "none")")
                onAction(self)
            }
            func clear() {
                if let item { log.append("dismissed item \(item)") }
                item = nil
            }
        }
        func closeDialog(_ state: inout DialogItemPresentationState<Int>, _ reducer: Reducer, _ action: TimerDeleteDialog.Action?) -> Bool {
            state.close(sending: action, to: reducer.send, binding: { reducer.item }, clear: reducer.clear)
        }
        let reducer = Reducer()
        var items = DialogItemPresentationState<Int>()
        reducer.item = 1
        report("item.present", items.item(1) == .present && items.shownID == 1 && items.cover.isCoverPresented && items.item(1) == .none)
        report("item.secondCloseIgnored", closeDialog(&items, reducer, .didTapDelete) && !closeDialog(&items, reducer, .cancel))
        report("item.actionBeforeDismissal", reducer.log.joined(separator: "|"))
        // SwiftUI reports the cleared binding later: nothing more to do, the exit goes on.
        report("item.closedAfterExit", items.item(nil) == .none && items.shownID == 1 && items.didClose() == .none && items.shownID == nil && !items.cover.isCoverPresented)

        reducer.log = []
        reducer.item = 1
        reducer.onAction = { $0.item = nil }
        _ = items.item(1)
        _ = closeDialog(&items, reducer, .didTapDelete)
        report("item.reducerClears", reducer.log.joined(separator: "|"))
        _ = items.didClose()

        reducer.log = []
        reducer.item = 1
        reducer.onAction = { $0.item = 2 }
        _ = items.item(1)
        _ = closeDialog(&items, reducer, .didTapDelete)
        report("item.reducerReplaces", reducer.log.joined(separator: "|"))
        let presentationsBefore = items.cover.presentation
        report("item.replacementShownAfterExit", reducer.item == 2 && items.item(2) == .none && items.didClose() == .present && items.shownID == 2 && items.cover.presentation == presentationsBefore + 1)

        reducer.log = []
        reducer.onAction = { _ in }
        reducer.item = 3
        _ = items.item(3)
        _ = items.didClose()
        _ = closeDialog(&items, reducer, nil)
        _ = items.didClose()
        report("item.dimDismisses", reducer.log.joined(separator: "|"))

        var replaced = DialogItemPresentationState<Int>()
        _ = replaced.item(1)
        report("item.otherItemReplaces", replaced.item(2) == .animateOut && replaced.shownID == 1 && replaced.didClose() == .present && replaced.shownID == 2 && replaced.cover.isCoverPresented)
        report("item.clearedFromOutside", replaced.item(nil) == .animateOut && replaced.shownID == 2 && replaced.didClose() == .none && replaced.shownID == nil)

        // An async button's run, executed with real tasks: a completion that comes after the
        // dialog closed (its task cancelled, the state reset) changes, announces and closes
        // nothing; a current one shows its result, announces it, then settles or dismisses.
        @MainActor final class AsyncHarness {
            var state = DialogAsyncState()
            var log: [String] = []
            var pending: CheckedContinuation<Void, Never>?

            func run(_ token: DialogAsyncState.Token, feedback: Double, perform: @escaping @MainActor () async throws -> Bool) async {
                await DialogAsyncState.run(
                    token, dismisses: true, feedback: feedback, perform: perform,
                    change: { change in change(&self.state) }, announce: { self.log.append("announced \($0)") },
                    dismiss: { self.log.append("dismissed") })
            }
        }
        struct UploadFailure: Error {}
        let harness = AsyncHarness()
        let staleRun = harness.state.begin("retry")!
        let late = Task {
            await harness.run(staleRun, feedback: 0) {
                await withCheckedContinuation { harness.pending = $0 }
                return true
            }
        }
        while harness.pending == nil { await Task.yield() }
        late.cancel()
        harness.state.reset()
        let freshRun = harness.state.begin("retry")!
        harness.pending?.resume()
        await late.value
        report("asyncRun.staleIgnored", harness.log.isEmpty && harness.state.phase(of: "retry") == .loading && harness.state.isCurrent(freshRun))
        await harness.run(freshRun, feedback: 0.01) { true }
        report("asyncRun.success", harness.log.joined(separator: "|"))
        harness.state.reset()
        harness.log = []
        let failingRun = harness.state.begin("retry")!
        await harness.run(failingRun, feedback: 0) { throw UploadFailure() }
        report("asyncRun.throwIsFailure", harness.log.joined(separator: "|") + (harness.state.phase(of: "retry") == .idle ? "" : " not settled"))
        harness.state.reset()
        harness.log = []
        let slowRun = harness.state.begin("retry")!
        let slow = Task { await harness.run(slowRun, feedback: 30) { true } }
        while harness.log.isEmpty { await Task.yield() }
        slow.cancel()
        await slow.value
        report("asyncRun.cancelledDuringFeedback", harness.log.joined(separator: "|"))
        """#
}
