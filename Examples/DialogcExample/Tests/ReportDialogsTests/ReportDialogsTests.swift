import XCTest
@testable import ReportDialogs

/// The report dialog as the app's unit tests see it, on any platform: its state, the values a
/// TCA store keeps for it, and the request made from them.
final class ReportDialogsTests: XCTestCase {
    func testTheDialogInEnglish() {
        let state = MessageReportDialog().state(locale: "en")
        XCTAssertEqual(state.title?.text, "Report this message?")
        XCTAssertEqual(state.buttons.map(\.action), [.cancel, .didTapReport])
        XCTAssertEqual(state.buttons.map(\.isAsync), [false, true])
        XCTAssertEqual(MessageReportDialog().contentItems().map(\.id), ["preview", "reason", "block"])
    }

    func testTheTCAStateKeepsTheValuesAndTheButtonDeliversThem() {
        var state = DialogContentState(MessageReportDialog())
        XCTAssertEqual(state.values, DialogContentValues(texts: ["reason": ""], checked: ["block": false]))
        state.apply(.setText(id: "reason", "spam"))
        state.apply(.setChecked(id: "block", true))
        let tapped = DialogContentAction<MessageReportDialog.Action>.button(.didTapReport, state.values)
        guard case .button(.didTapReport, let values) = tapped else { return XCTFail("not the report button") }
        XCTAssertEqual(ReportRequest(texts: values.texts, checked: values.checked), ReportRequest(texts: ["reason": "spam"], checked: ["block": true]))
    }
}
