import DialogRuntime
import XCTest
@testable import LibraryDialogs

/// The same dialog built with `"runtime": "library"`: the target imports the `DialogRuntime`
/// product, the build writes only the dialogs and their tokens, and the app configures
/// nothing: each dialog carries the config's locales.
final class LibraryDialogsTests: XCTestCase {
    func testTheLibraryBuildsTheSameState() {
        let state = Launch.deleteDialog(locale: "en-GB")
        XCTAssertEqual(state.title?.text, "Delete this timer?")
        XCTAssertEqual(state.message?.highlights, [DialogTextState.Highlight(range: 16..<33, style: "danger")])
        XCTAssertEqual(state.buttons.map(\.action), [.didTapDelete, .cancel])
        XCTAssertEqual(TimerDeleteDialog().state().title?.text, "이 타이머를 삭제할까요?")
        XCTAssertEqual(TimerDeleteDialog().state(locale: "ko-KR").title?.text, "이 타이머를 삭제할까요?")
        XCTAssertEqual(TimerDeleteDialog.spec.texts.locales, ["ko", "en"])
        // The presenters in the library match the app's locale against the config's locales,
        // which the tokens' contract carries.
        XCTAssertEqual(TimerDeleteDialog.appearance.style.contract.locales, ["ko", "en"])
        XCTAssertEqual(TimerDeleteDialog.appearance.style.contract.locale(matching: ["en-GB"]), "en")
    }
}
