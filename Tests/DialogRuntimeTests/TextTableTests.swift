import Foundation
@testable import DialogRuntime
import Testing

/// `DialogSpec` and `DialogTextTable` run directly: the spec text read line by line with its
/// escapes, texts resolved per locale with the default's as fallback, values substituted,
/// highlights split and plural forms picked by count.
@Suite struct TextTableTests {
    enum Action: Equatable, Sendable {
        case delete
        case cancel
    }

    static let spec: DialogSpec = """
        id timer.delete
        locales ko en
        presentation sheet
        dismissOnTap false
        accessibilityIdentifier: timer\\\\Delete
        button delete destructive haptic=light async keepsOpen: timerDelete.confirm
        button cancel cancel disabled
        content checkbox remember on
        content textField note email
        content sparkle ignored
        shiny line a newer dialogc wrote
        text title ko: 이 타이머를 삭제할까요?
        text title en: Delete {name}?
        text message ko: Line\\none {#danger}can't be {{undone}}{/} \\\\ end
        text button.delete ko: 삭제
        text button.delete en: {*count}{|one}Delete it{|other}Delete {count}
        text button.cancel ko: 취소
        text label.delete ko: 삭제 버튼
        """

    @Test func theSpecTextIsReadLineByLine() {
        let spec = Self.spec
        #expect(spec.id == "timer.delete")
        #expect(spec.presentation == .sheet)
        #expect(spec.dismissOnTap == false)
        #expect(spec.accessibilityIdentifier == "timer\\Delete")
        #expect(spec.buttons.map(\.id) == ["delete", "cancel"])
        #expect(spec.buttons[0] == DialogSpec.Button(
            id: "delete", role: .destructive, dismisses: false, haptic: .light, isAsync: true, accessibilityIdentifier: "timerDelete.confirm"))
        #expect(spec.buttons[1].enabled == false && spec.buttons[1].role == .cancel)
        #expect(spec.content == [
            DialogSpec.Element(kind: .checkbox, id: "remember", option: "on"),
            DialogSpec.Element(kind: .textField, id: "note", option: "email"),
        ])
        #expect(spec.texts.rows["message"]?["ko"] == "Line\none {#danger}can't be {{undone}}{/} \\ end")
    }

    /// A dialog whose config lists its locales in another order, in the same process.
    static let englishFirst: DialogSpec = """
        id timer.delete
        locales en ko
        text title ko: 이 타이머를 삭제할까요?
        text title en: Delete this timer?
        text label.delete ko: 삭제 버튼
        """

    @Test func eachDialogPicksItsLocaleAndFallbackFromItsOwnLocalesWithNothingConfigured() {
        #expect(Self.spec.texts.locales == ["ko", "en"])
        #expect(Self.englishFirst.texts.locales == ["en", "ko"])
        // The same requests, two answers: each table's own default, never a process-wide one.
        #expect(Self.spec.state(locale: "fr", actions: [Action.delete, .cancel]).title?.text == "이 타이머를 삭제할까요?")
        #expect(Self.englishFirst.state(locale: "fr", actions: [Action]()).title?.text == "Delete this timer?")
        #expect(Self.englishFirst.state(locale: nil, actions: [Action]()).title?.text == "Delete this timer?")
        #expect(Self.englishFirst.state(locale: "ko-KR", actions: [Action]()).title?.text == "이 타이머를 삭제할까요?")
        #expect(Self.englishFirst.texts.text("title", in: "fr", values: [:])?.text == "Delete this timer?")
        #expect(Self.englishFirst.texts.text("label.delete", in: "en", values: [:], exact: true) == nil)
        // The text of a dialogc before the `locales` line: its texts' locales, the default's
        // (written first in every row) first.
        let older: DialogSpec = """
            id timer.delete
            text title en: Delete this timer?
            text title ko: 이 타이머를 삭제할까요?
            text button.cancel ko: 취소
            text button.cancel ja: キャンセル
            """
        #expect(older.texts.locales == ["en", "ko", "ja"])
        #expect(older.state(locale: "fr", actions: [Action]()).title?.text == "Delete this timer?")
        #expect(older.state(locale: "ko-KR", actions: [Action]()).title?.text == "이 타이머를 삭제할까요?")
        // A table without locales has no default to fall back on, and says so with nil.
        let bare = DialogTextTable(rows: ["title": ["ko": "제목"]])
        #expect(bare.defaultLocale == nil)
        #expect(bare.text("title", in: "en", values: [:]) == nil)
        #expect(bare.text("title", in: "ko", values: [:])?.text == "제목")
    }

    struct TimerDialog: LocalizedDialog {
        static let spec = TextTableTests.spec
        func state(locale: String?) -> DialogState<Action> {
            Self.spec.state(locale: locale, values: ["count": "2"], actions: [.delete, .cancel])
        }
    }

    @Test func aLocalizedDialogMatchesAFoundationLocaleAndPreferredLanguagesAgainstItsSpec() {
        #expect(TimerDialog().state(locale: Locale(identifier: "ko_KR")).title?.text == "이 타이머를 삭제할까요?")
        #expect(TimerDialog().state(locale: Locale(identifier: "en_GB")).buttons[0].title == "Delete 2")
        #expect(TimerDialog().state(locale: ["fr", "en-AU", "ko"]).buttons[0].title == "Delete 2")
        #expect(TimerDialog().state(locale: ["fr", "de"]).buttons[0].title == "삭제")
    }

    @Test func aLocaleWithoutATextFallsBackToTheDefaultButAccessibilityTextsDoNot() {
        let english = Self.spec.state(locale: "en-GB", values: ["name": "Tea", "count": "1"], actions: [Action.delete, .cancel])
        #expect(english.title?.text == "Delete Tea?")
        #expect(english.message?.text == "Line\none can't be {undone}} \\ end", "only `{` is special: `{{` is a brace, `}` is itself")
        #expect(english.message?.highlights.map(\.style) == ["danger"])
        #expect(english.buttons.map(\.title) == ["Delete it", "취소"])
        #expect(english.buttons[0].accessibilityLabel == nil)
        #expect(Self.spec.state(locale: "en", values: ["count": "3"], actions: [Action.delete, .cancel]).buttons[0].title == "Delete 3")
        let korean = Self.spec.state(locale: "ko-KR", values: ["count": "3"], actions: [Action.delete, .cancel])
        #expect(korean.title?.text == "이 타이머를 삭제할까요?")
        #expect(korean.buttons.map(\.title) == ["삭제", "취소"])
        #expect(korean.buttons[0].accessibilityLabel == "삭제 버튼")
        #expect(korean.buttons[0].accessibilityIdentifier == "timerDelete.confirm")
        #expect(korean.buttons[1].accessibilityIdentifier == "timer\\Delete.cancel")
        // A locale not configured is the default's.
        #expect(Self.spec.state(locale: "fr", actions: [Action.delete, .cancel]).title?.text == "이 타이머를 삭제할까요?")
    }

    @Test func highlightsAreUTF16RangesOfTheTextAsShown() {
        let state = DialogTextTable.resolve("😀 {name} {#accent}{value}{/}!", rulesLocale: "en", values: ["name": "{#x}", "value": "é"])
        #expect(state.text == "😀 {#x} é!")
        #expect(state.highlights == [DialogTextState.Highlight(range: 8..<9, style: "accent")])
        #expect(state.text[state.stringRange(of: state.highlights[0])] == "é")
    }

    @Test func aValueIsNeverReadAsMarkupAndAnUnclosedBraceIsText() {
        let state = DialogTextTable.resolve("{a} {b and {{c", rulesLocale: "en", values: ["a": "{*count}{|one}x"])
        #expect(state.text == "{*count}{|one}x {b and {c")
        #expect(state.highlights.isEmpty)
    }

    @Test(arguments: [("en", 1, "one file"), ("en", 0, "0 files"), ("en", 21, "21 files"), ("ko", 1, "1 files")])
    func aPluralPicksItsFormByCountInTheRulesLocale(locale: String, count: Int, expected: String) {
        let text = "{*count}{|one}one file{|other}{count} files"
        #expect(DialogTextTable.resolve(text, rulesLocale: locale, values: ["count": "\(count)"]).text == expected)
    }

    /// Russian's four categories on one count, in the form dialogc writes: what a generated
    /// table's plural row resolves to (PluralRuntimeTests compiles one generated dialog to
    /// show the table is written this way).
    @Test(arguments: [(1, "1 сообщение"), (21, "21 сообщение"), (2, "2 сообщения"), (22, "22 сообщения"), (5, "5 сообщений"), (11, "11 сообщений"), (0, "0 сообщений"), (-1, "-1 сообщение")])
    func aRussianPluralPicksOneFewAndMany(count: Int, expected: String) {
        let text = "{*count}{|one}{count} сообщение{|few}{count} сообщения{|many}{count} сообщений{|other}{count} сообщения"
        #expect(DialogTextTable.resolve(text, rulesLocale: "ru", values: ["count": "\(count)"]).text == expected)
    }

    /// Two counts in Russian: a combination written is taken; `one,many` is not, so
    /// `one,other`; a `few` written once for every second count serves them all; `many` of
    /// the first is not written, so `other` and the second's category.
    @Test(arguments: [
        (1, 1, "1 файл в 1 папке"), (1, 3, "1 файл в 3 папках"), (1, 21, "1 файл в 21 папке"), (1, 5, "1 файл в 5 п."), (3, 3, "3 файла в 3 п."),
        (3, 1, "3 файла в 1 п."), (5, 1, "5 ф. в 1 папке"), (5, 5, "5 ф. в 5 п."), (21, 2, "21 файл в 2 папках"),
    ])
    func twoRussianCountsFallBackByCategory(files: Int, folders: Int, expected: String) {
        let text = "{*files,folders}{|one,one}{files} файл в {folders} папке{|one,few}{files} файл в {folders} папках"
            + "{|one,other}{files} файл в {folders} п.{|few,one}{files} файла в {folders} п.{|few,few}{files} файла в {folders} п."
            + "{|few,many}{files} файла в {folders} п.{|few,other}{files} файла в {folders} п."
            + "{|other,one}{files} ф. в {folders} папке{|other,other}{files} ф. в {folders} п."
        #expect(DialogTextTable.resolve(text, rulesLocale: "ru", values: ["files": "\(files)", "folders": "\(folders)"]).text == expected)
    }

    @Test func twoCountsFallBackToOtherFromTheLast() {
        let text = "{*files,folders}{|one,one}a{|one,other}b{|other,other}c"
        func resolved(_ files: Int, _ folders: Int) -> String {
            DialogTextTable.resolve(text, rulesLocale: "en", values: ["files": "\(files)", "folders": "\(folders)"]).text
        }
        #expect(resolved(1, 1) == "a")
        #expect(resolved(1, 2) == "b")
        #expect(resolved(2, 1) == "c")  // other,one is not written: other,other
        #expect(resolved(2, 2) == "c")
    }

    @Test(arguments: [
        ("ar", 0, DialogPluralCategory.zero), ("ar", 2, .two), ("ar", 3, .few), ("ar", 11, .many), ("ar", 100, .other),
        ("pl", 1, .one), ("pl", 22, .few), ("pl", 5, .many), ("fr", 0, .one), ("fr", 1_000_000, .many),
        ("pt-PT", 0, .other), ("pt-BR", 0, .one), ("ko", 1, .other), ("xx", 1, .other),
    ])
    func theLibraryHasEveryCLDRLocalesRules(locale: String, count: Int, category: DialogPluralCategory) {
        #expect(DialogPluralRules.category(of: DialogPluralOperands(count), in: locale) == category)
    }
}

/// Word-keeping that accessibility never sees: the Korean title of the text table is 13
/// scalars; drawn with the `words` policy it is 20 (7 word joiners), and what a presenter
/// hands VoiceOver and UI tests (`DialogShownText.spoken`, the card's `text`) is the 13.
@Suite struct KoreanAccessibilityTextTests {
    @Test func theSpokenTextIsTheSpecsScalars() throws {
        let state = TextTableTests.spec.state(locale: "ko", actions: [TextTableTests.Action.delete, .cancel])
        let title = try #require(state.title?.text)
        #expect(title.unicodeScalars.count == 13)
        let shown = DialogKoreanLineBreak.words.shown(title, locale: "ko")
        #expect(shown.spoken.unicodeScalars.count == 13)
        #expect(shown.spoken == title)
        #expect(!shown.spoken.unicodeScalars.contains("\u{2060}"))
        #expect(shown.drawn.characters.unicodeScalars.count == 20)
        #expect(shown.drawn.characters.unicodeScalars.filter { $0 == "\u{2060}" }.count == 7)
        // A button title and a checkbox title go the same way; `syllables` too.
        let button = try #require(state.buttons.first?.title)
        #expect(DialogKoreanLineBreak.words.shown(button, locale: "ko-KR").spoken == "삭제")
        #expect(DialogKoreanLineBreak.syllables.shown(button, locale: "ko").spoken == "삭제")
        #expect(DialogKoreanLineBreak.syllables.shown(button, locale: "ko").drawn.characters == "삭\u{200B}제")
    }
}
