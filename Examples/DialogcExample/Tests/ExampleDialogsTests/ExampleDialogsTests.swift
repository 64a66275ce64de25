import XCTest
@testable import ExampleDialogs

/// The generated model, used as an app's unit tests would: plain values, no UI.
final class ExampleDialogsTests: XCTestCase {
    func testTimerDeleteInEnglish() {
        let state = TimerDeleteDialog().state(locale: "en")
        XCTAssertEqual(state.id, "timer.delete")
        XCTAssertEqual(state.title?.text, "Delete this timer?")
        XCTAssertEqual(state.message?.text, "A deleted timer can't be restored.")
        XCTAssertEqual(state.message?.highlights, [DialogTextState.Highlight(range: 16..<33, style: "danger")])
        XCTAssertEqual(state.buttons.map(\.action), [.didTapDelete, .cancel])
        XCTAssertEqual(state.buttons.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(state.buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(state.buttons.first?.haptic, .light)
        XCTAssertEqual(state.buttons.first?.accessibilityIdentifier, "timerDeleteDialog.confirm")
        XCTAssertTrue(state.dismissOnTap)
    }

    func testDefaultLocaleIsTheConfigsDefault() {
        XCTAssertEqual(TimerDeleteDialog().state().title?.text, "이 타이머를 삭제할까요?")
        XCTAssertEqual(TimerDeleteDialog().state(locale: "fr"), TimerDeleteDialog().state(locale: "ko"))
    }

    func testLocalesAreLookedUpWithFallback() {
        let english = TimerDeleteDialog().state(locale: "en")
        XCTAssertEqual(TimerDeleteDialog().state(locale: "en-GB"), english)
        XCTAssertEqual(TimerDeleteDialog().state(locale: Locale(identifier: "en_GB")), english)
        XCTAssertEqual(TimerDeleteDialog().state(locale: ["fr-FR", "en-US", "ko"]), english)
        XCTAssertEqual(TimerDeleteDialog().state(locale: [String]()), TimerDeleteDialog().state())
        XCTAssertEqual(TimerDeleteDialog().state(locale: "not a locale"), TimerDeleteDialog().state())
    }

    func testNotice() {
        let state = NoticeSimpleDialog().state(locale: "en")
        XCTAssertEqual(state.title?.text, "Something new")
        XCTAssertEqual(state.buttons.map(\.action), [.didTapConfirm])
        XCTAssertEqual(state.buttons.map(\.title), ["OK"])
    }

    func testAppCodeMapsActions() {
        XCTAssertEqual(TimerDeletion(.didTapDelete), .delete)
        XCTAssertEqual(TimerDeletion(.cancel), .keep)
    }
}
