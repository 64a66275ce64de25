/// A deterministic corpus of realistic dialog specs (docs/format/spec.md), generated in
/// memory: the same seed gives the same bytes on every machine.
///
/// The specs reference only tokens the embedded default defines (`dialog.sheet.background`,
/// `dialog.dim.opacity`, `button.secondary`, ...), so they lint with no config at all; the
/// corpus's token files (`CorpusFolder`) give some of those names other values, so a run
/// with its config still exercises themes and aliases.
struct SpecCorpus {
    /// One `*.dialog.json` file's bytes.
    let files: [[UInt8]]

    var totalBytes: Int { files.reduce(0) { $0 + $1.count } }

    /// The Swift types the specs' button `payload`s name (`Account` for an account dialog):
    /// an app declares them, so type-checking the generated Swift needs them declared.
    static var payloadTypeNames: [String] {
        SpecGenerator.nouns.map(\.payloadType)
    }

    /// The default seed is "dialogc" in ASCII; change it and every figure changes.
    init(specs count: Int, seed: UInt64 = 0x6469_616C_6F67_63) {
        var generator = SpecGenerator(seed: seed)
        let printer = HumanJSONPrinter()
        files = (0..<count).map { index in Array(printer.print(generator.spec(number: index)).utf8) }
    }
}

/// Builds one spec at a time from small vocabularies in English and Korean, so titles,
/// messages and buttons read like real product copy, with `{placeholders}` and `<accent>`.
private struct SpecGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    struct Noun {
        let id: String
        let english: String
        let korean: String
        let placeholder: String

        /// The Swift type a payload of this noun names: `Account`.
        var payloadType: String { "\(english.prefix(1).uppercased())\(english.dropFirst())" }
    }

    private struct Verb {
        let id: String
        let english: String
        let korean: String
        let symbol: String
        let destructive: Bool
    }

    static let nouns = [
        Noun(id: "timer", english: "timer", korean: "타이머", placeholder: "timerName"),
        Noun(id: "team", english: "team", korean: "팀", placeholder: "teamName"),
        Noun(id: "message", english: "message", korean: "메시지", placeholder: "sender"),
        Noun(id: "photo", english: "photo", korean: "사진", placeholder: "photoTitle"),
        Noun(id: "playlist", english: "playlist", korean: "플레이리스트", placeholder: "playlistName"),
        Noun(id: "account", english: "account", korean: "계정", placeholder: "accountName"),
        Noun(id: "subscription", english: "subscription", korean: "구독", placeholder: "planName"),
        Noun(id: "device", english: "device", korean: "기기", placeholder: "deviceName"),
        Noun(id: "album", english: "album", korean: "앨범", placeholder: "albumName"),
        Noun(id: "reminder", english: "reminder", korean: "알림", placeholder: "reminderTitle"),
        Noun(id: "note", english: "note", korean: "노트", placeholder: "noteTitle"),
        Noun(id: "workspace", english: "workspace", korean: "워크스페이스", placeholder: "workspaceName"),
        Noun(id: "channel", english: "channel", korean: "채널", placeholder: "channelName"),
        Noun(id: "file", english: "file", korean: "파일", placeholder: "fileName"),
        Noun(id: "invitation", english: "invitation", korean: "초대장", placeholder: "inviterName"),
    ]

    private let verbs = [
        Verb(id: "delete", english: "Delete", korean: "삭제", symbol: "trash", destructive: true),
        Verb(id: "leave", english: "Leave", korean: "나가기", symbol: "rectangle.portrait.and.arrow.right", destructive: true),
        Verb(id: "archive", english: "Archive", korean: "보관", symbol: "archivebox", destructive: false),
        Verb(id: "share", english: "Share", korean: "공유", symbol: "square.and.arrow.up", destructive: false),
        Verb(id: "restore", english: "Restore", korean: "복원", symbol: "arrow.uturn.backward", destructive: false),
        Verb(id: "block", english: "Block", korean: "차단", symbol: "hand.raised", destructive: true),
        Verb(id: "mute", english: "Mute", korean: "음소거", symbol: "bell.slash", destructive: false),
        Verb(id: "report", english: "Report", korean: "신고", symbol: "exclamationmark.bubble", destructive: true),
        Verb(id: "sync", english: "Sync", korean: "동기화", symbol: "arrow.triangle.2.circlepath", destructive: false),
        Verb(id: "reset", english: "Reset", korean: "초기화", symbol: "arrow.counterclockwise", destructive: true),
        Verb(id: "export", english: "Export", korean: "내보내기", symbol: "square.and.arrow.up.on.square", destructive: false),
        Verb(id: "accept", english: "Accept", korean: "수락", symbol: "envelope.open", destructive: false),
    ]

    private let englishConsequences = [
        "This can't be undone.",
        "Everyone in the {teamSize} member team will be notified.",
        "You can find it again in Settings at any time.",
        "It will be removed from all of your devices.",
        "Changes sync to your other devices within a few minutes.",
    ]

    private let koreanConsequences = [
        "이 작업은 되돌릴 수 없어요.",
        "{teamSize}명의 팀원 모두에게 알림이 전송돼요.",
        "언제든지 설정에서 다시 찾을 수 있어요.",
        "모든 기기에서 삭제됩니다.",
        "변경 사항은 몇 분 안에 다른 기기와 동기화돼요.",
    ]

    private let haptics = ["none", "light", "medium", "heavy", "success", "warning", "error"]
    private let tags = ["settings", "social", "media", "billing", "onboarding", "sharing", "safety", "sync"]

    mutating func spec(number: Int) -> CorpusValue {
        let noun = random.pick(Self.nouns)
        let verb = random.pick(verbs)
        let dialogID = "\(noun.id).\(verb.id)\(number)"
        var members: [(key: String, value: CorpusValue)] = []
        if random.chance(70) { members.append(("$schema", .string("../Schemas/dialog.schema.json"))) }
        members.append(("id", .string(dialogID)))
        if random.chance(60) {
            members.append(("description", .string("Asks before the user can \(verb.id) a \(noun.english) (\(number)).")))
        }
        if random.chance(50) {
            let first = random.below(tags.count)
            let chosen = (0..<random.between(1...3)).map { tags[(first + $0 * 3) % tags.count] }
            members.append(("tags", .array(chosen.map { .string($0) })))
        }
        if random.chance(30) { members.append(("presentation", .string(random.chance(50) ? "sheet" : "alert"))) }
        if random.chance(40) { members.append(("icon", .object([("symbol", .string(verb.symbol))]))) }
        members.append(("title", text(
            english: "\(verb.english) this \(noun.english)?",
            korean: random.chance(20) ? "✉️\n이 \(noun.korean)을(를) \(verb.korean)할까요?" : "이 \(noun.korean)을(를) \(verb.korean)할까요?")))
        let consequence = random.below(englishConsequences.count)
        members.append(("message", text(
            english: "<accent>{\(noun.placeholder)}</accent> will be affected. \(englishConsequences[consequence])",
            korean: "<accent>{\(noun.placeholder)}</accent> \(noun.korean)에 적용돼요. \(koreanConsequences[consequence])")))
        var parameters: [(key: String, value: CorpusValue)] = [(noun.placeholder, .string("String"))]
        if englishConsequences[consequence].contains("{teamSize}") { parameters.append(("teamSize", .string("Int"))) }
        members.append(("parameters", .object(parameters)))
        if random.chance(15) {
            members.append(("highlights", .array([.object([("text", text(english: "affected", korean: "적용")), ("style", .string("danger"))])])))
        }
        if random.chance(20) { members.append(("content", .array([contentElement()]))) }
        let buttonCount = random.between(1...3)
        members.append(("buttons", .array(buttons(count: buttonCount, noun: noun, verb: verb, dialogID: dialogID))))
        members.append(("layout", layout(buttonCount: buttonCount)))
        if random.chance(40) {
            members.append(("style", .object([("background", .string("dialog.sheet.background")), ("cornerRadius", .string("dialog.sheet.cornerRadius"))])))
        }
        if random.chance(60) {
            let opacity: CorpusValue = random.chance(50) ? .number("0.4") : .string("dialog.dim.opacity")
            members.append(("dim", .object([("color", .string("dialog.dim.color")), ("opacity", opacity), ("dismissOnTap", .bool(random.chance(50)))])))
        }
        if random.chance(30) {
            members.append(("transition", .object([("in", .string("dialog.transition.in")), ("out", .string("dialog.transition.out"))])))
        }
        members.append(("accessibility", .object([("identifier", .string(dialogID))])))
        if random.chance(10) { members.append(("lint", .object([("disable", .array([.string("text-length")]))]))) }
        return .object(members)
    }

    /// A Text: most often a locale map, sometimes a plain string in the default locale.
    private mutating func text(english: String, korean: String) -> CorpusValue {
        if random.chance(10) { return .string(english) }
        return .object([("ko", .string(korean)), ("en", .string(english))])
    }

    private mutating func contentElement() -> CorpusValue {
        if random.chance(50) {
            return .object([
                ("type", .string("checkbox")), ("id", .string("dontAskAgain")),
                ("title", text(english: "Don't ask again", korean: "다시 묻지 않기")), ("checked", .bool(false)),
            ])
        }
        return .object([
            ("type", .string("textField")), ("id", .string("reason")),
            ("placeholder", text(english: "Tell us why (optional)", korean: "이유를 알려 주세요 (선택)")),
            ("keyboard", .string("default")),
        ])
    }

    private mutating func buttons(count: Int, noun: Noun, verb: Verb, dialogID: String) -> [CorpusValue] {
        let primaryRole = verb.destructive ? "destructive" : "primary"
        let all: [(id: String, english: String, korean: String, role: String, hint: String, koreanHint: String)] = [
            ("cancel", "Cancel", "취소", "cancel", "Closes without changing the \(noun.english)", "\(noun.korean)을 그대로 두고 닫아요"),
            ("later", "Later", "나중에", "secondary", "Asks again tomorrow", "내일 다시 물어봐요"),
            (verb.id, verb.english, verb.korean, primaryRole, "\(verb.english)s the \(noun.english)", "\(noun.korean) \(verb.korean)"),
        ]
        let chosen = count == 1 ? [all[2]] : count == 2 ? [all[0], all[2]] : all
        return chosen.map { button in
            var members: [(key: String, value: CorpusValue)] = [
                ("id", .string(button.id)),
                ("title", text(english: button.english, korean: button.korean)),
                ("role", .string(button.role)),
                ("action", .string("didTap\(button.english)\(noun.english.prefix(1).uppercased())\(noun.english.dropFirst())")),
            ]
            if button.role != "cancel" && random.chance(30) { members.append(("payload", .string(noun.payloadType))) }
            if random.chance(25) { members.append(("style", .string(button.role == "destructive" ? "button.destructive" : "button.secondary"))) }
            if random.chance(50) { members.append(("haptic", .string(random.pick(haptics)))) }
            if button.role != "cancel" && random.chance(20) { members.append(("async", .bool(true))) }
            if random.chance(10) { members.append(("dismisses", .bool(false))) }
            members.append(("accessibility", .object([
                ("identifier", .string("\(dialogID).\(button.id)")),
                // In every locale, as the title (`accessibility-locales`); a map, not `text`,
                // so the random stream and the rest of the corpus stay as they were.
                ("label", .object([("ko", .string(button.korean)), ("en", .string(button.english))])),
                ("hint", .object([("ko", .string(button.koreanHint)), ("en", .string(button.hint))])),
            ])))
            return .object(members)
        }
    }

    private mutating func layout(buttonCount: Int) -> CorpusValue {
        guard buttonCount == 2, random.chance(70) else {
            return .object([("buttons", .string(buttonCount == 3 ? "vertical" : "auto"))])
        }
        let widths: [String] = random.pick([["0.3", "0.7"], ["0.5", "0.5"], ["0.4", "0.6"]])
        return .object([("buttons", .string("horizontal")), ("widths", .array(widths.map { .number($0) }))])
    }
}
