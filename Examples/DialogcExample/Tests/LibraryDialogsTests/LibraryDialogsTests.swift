import DialogRuntime
import XCTest
@testable import LibraryDialogs

/// The same dialog built with `"runtime": "library"`: the target imports the `DialogRuntime`
/// product, the build writes only `DialogProject.swift` beside the dialogs, and the app hands
/// the config's locales to the library once, at launch.
final class LibraryDialogsTests: XCTestCase {
    override func setUp() {
        Launch.configureDialogs()
    }

    func testTheLibraryBuildsTheSameState() {
        let state = Launch.deleteDialog(locale: "en-GB")
        XCTAssertEqual(state.title?.text, "Delete this timer?")
        XCTAssertEqual(state.message?.highlights, [DialogTextState.Highlight(range: 16..<33, style: "danger")])
        XCTAssertEqual(state.buttons.map(\.action), [.didTapDelete, .cancel])
        XCTAssertEqual(TimerDeleteDialog().state().title?.text, "이 타이머를 삭제할까요?")
        XCTAssertEqual(DialogLocale.configured, ["ko", "en"])
    }
}
