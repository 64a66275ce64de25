import DialogModel

/// `DialogKoreanLineBreak`, written into `DialogSupport.swift` after the locale lookup: the
/// config's `koreanLineBreak` applied explicitly to the texts the generated view draws, so
/// the platform breaks Korean where dialogc's layout engine does (docs/DECISIONS.md,
/// "Korean line breaking") rather than by its own default, which keeps Hangul words whole in
/// some views and not in others. It is `Sources/DialogRuntime/DialogKoreanLineBreak.swift`,
/// whose `configured` reads what the app configured, with the config's policy written in.
enum KoreanLineBreakSource {
    /// The library's line that the build replaces with the config's policy.
    static let libraryLine = "    static var configured: DialogKoreanLineBreak { DialogLocale.koreanLineBreak }\n"

    static func text(_ policy: KoreanLineBreak) -> String {
        let configured =
            switch policy {
            case .words: "words"
            case .syllables: "syllables"
            }
        let body = RuntimeText.body(EmbeddedRuntime.koreanLineBreak, accessLevel: .internal)
        precondition(body.contains(libraryLine), "DialogKoreanLineBreak.swift declares `configured` as KoreanLineBreakSource expects")
        return body.replacing(libraryLine, with: "    static let configured = DialogKoreanLineBreak.\(configured)\n")
    }
}
