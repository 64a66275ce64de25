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
        report("motion.sheet", DialogMotion(.sheet, transition: bezier, reduceMotion: false).movement)
        report("motion.reduced", DialogMotion(.sheet, transition: bezier, reduceMotion: true).movement)
        report("motion.sheetFades", DialogMotion(.sheet, transition: bezier, reduceMotion: false).fades)
        report("motion.alertFades", DialogMotion(.alert, transition: bezier, reduceMotion: false).fades)
        report("motion.bezierTotal", DialogMotion(.alert, transition: bezier, reduceMotion: false).totalDuration)
        report("motion.springTotal", DialogMotion(.alert, transition: spring, reduceMotion: false).totalDuration)
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
        "motion.alert": "scale(0.9)",
        "motion.sheet": "fromBottom",
        "motion.reduced": "fade",
        "motion.sheetFades": "false",
        "motion.alertFades": "true",
        "motion.bezierTotal": "0.25",
        "motion.springTotal": "0.4",
    ]

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the presenters' logic was not run"))
    func presenterDecisionsRunOnLinux() throws {
        let compiler = try #require(SwiftCompiler.find())
        let config = try EmitFixtures.config()
        let designSystem = try SwiftUITokensTests.brandDesignSystem()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var files = [SwiftModelEmitter.support(config: config), SwiftTokensEmitter.tokens(designSystem, accessLevel: .internal), SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value)]
            + PresenterRuntimeEmitter.support(config: config)
        for spec in try EmitFixtures.referenceSpecs() {
            files += [SwiftModelEmitter.dialog(spec, config: config), SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)]
        }
        var paths = try files.map { try directory.write($0.relativePath, $0.contents) }
        paths.append(try directory.write("main.swift", Self.program))
        let executable = directory.path + "/presenter-check"
        let build = try compiler.run(["-swift-version", "6", "-warnings-as-errors", "-module-name", "PresenterCheck", "-o", executable] + paths)
        try #require(build.status == 0, Comment(rawValue: "swiftc failed:\n" + build.output))
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.status == 0, Comment(rawValue: "the presenter check program failed:\n" + run.output))
        let results = ModelCompileTests.parse(run.output)
        for (key, expected) in Self.expectations {
            #expect(results[key] == expected, "\(key)")
        }
    }
}
