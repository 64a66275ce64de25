import Foundation
@testable import DialogRuntime
import Testing

/// The locale lookup and the presenter's state machines of `DialogRuntime`, run directly.
@Suite struct LocaleAndPhaseTests {
    @Test(arguments: [
        ("zh-Hans-CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("pt-BR", "pt-PT"), ("EN-us", "en"),
        ("de", "ko"), ("", "ko"), ("e", "ko"), ("en-u-ca-buddhist", "en"), ("en_US.UTF-8", "en"), ("ko@calendar=x", "ko"),
    ])
    func aRequestedLocaleMatchesTheBestConfiguredOne(requested: String, expected: String) {
        let table = DialogTextTable(locales: ["ko", "en", "zh-Hans", "zh-Hant", "pt-PT"])
        #expect(table.locale(matching: requested) == expected)
        #expect(table.locale(matching: Optional<String>.none) == "ko")
    }

    @Test func preferredLanguagesAreTriedInOrder() {
        let table = DialogTextTable(locales: ["ko", "en"])
        #expect(table.locale(matching: ["fr", "en-AU", "ko"]) == "en")
        #expect(table.locale(matching: ["fr", "de"]) == "ko")
        #expect(table.locale(matching: Locale(identifier: "en_GB").identifier) == "en")
        #expect(DialogTextTable.locale(matching: "en_GB", among: ["ko", "en"]) == "en")
        #expect(DialogTextTable.locale(matching: "de", among: ["ko", "en"]) == nil)
    }

    @Test func koreanLineBreakingFollowsThePolicy() {
        #expect(DialogKoreanLineBreak.words.prepared("삭제 iPhone을", locale: "ko") == "삭\u{2060}제 iPhone\u{2060}을")
        #expect(DialogKoreanLineBreak.words.prepared("삭제할", locale: "en") == "삭제할")
        #expect(DialogKoreanLineBreak.syllables.prepared("삭제", locale: "ko-KR") == "삭\u{200B}제")
    }

    @Test func anAsyncRunIsTakenOnlyWithACurrentToken() throws {
        var state = DialogAsyncState()
        let begun = state.begin("save")
        let token = try #require(begun)
        let second = state.begin("save")
        #expect(second == nil, "a second tap while loading starts nothing")
        #expect(state.phase(of: "save") == .loading)
        let finished = state.finish(token, succeeded: false)
        #expect(finished && state.phase(of: "save") == .failed)
        let settled = state.settle(token)
        #expect(settled && state.phase(of: "save") == .idle)
        let again = state.begin("save")
        let late = try #require(again)
        state.reset()
        let lateFinished = state.finish(late, succeeded: true)
        #expect(!lateFinished, "the dialog closed: a late completion changes nothing")
        #expect(state.phase(of: "save") == .idle)
        #expect(!state.isCurrent(late))
    }

    @MainActor
    @Test func aRunThatSucceedsDismissesAndALateOneDoesNothing() async throws {
        var state = DialogAsyncState()
        var log: [String] = []
        let begun = state.begin("save")
        let token = try #require(begun)
        await DialogAsyncState.run(
            token, dismisses: true, feedback: 0, perform: { true },
            change: { body in body(&state) }, announce: { log.append("announce \($0)") }, dismiss: { log.append("dismiss") })
        #expect(log == ["announce true", "dismiss"])
        state.reset()
        let again = state.begin("save")
        let stale = try #require(again)
        state.reset()
        await DialogAsyncState.run(
            stale, dismisses: true, feedback: 0, perform: { throw CancellationError() },
            change: { body in body(&state) }, announce: { log.append("announce \($0)") }, dismiss: { log.append("dismiss") })
        #expect(log == ["announce true", "dismiss"])
    }

    @Test func aDialogPresentedAgainWhileClosingComesBackAfterItsExit() {
        var cover = DialogPresentationState()
        typealias Step = DialogPresentationState.Step
        var steps: [Step] = [cover.binding(true), cover.binding(true)]
        #expect(steps == [.present, .none])
        let closing = [cover.beginClose(), cover.beginClose()]
        #expect(closing == [true, false], "a second close while closing does nothing")
        steps = [cover.binding(true), cover.didClose()]
        #expect(steps == [.none, .present], "presented again while closing: back after the exit")
        #expect(cover.presentation == 2)
        steps = [cover.binding(false), cover.didClose()]
        #expect(steps == [.animateOut, .none])
        #expect(!cover.isCoverPresented)
    }

    @Test func anotherItemReplacesTheShownOne() {
        var item = DialogItemPresentationState<Int>()
        let steps = [item.item(1), item.item(2), item.didClose(), item.item(nil), item.didClose()]
        #expect(steps == [.present, .animateOut, .present, .animateOut, .none])
    }
}
