import DialogModel

/// `DialogKoreanLineBreak`, written into `DialogSupport.swift` after the locale lookup: the
/// config's `koreanLineBreak` applied explicitly to the texts the generated view draws, so
/// the platform breaks Korean where dialogc's layout engine does (docs/DECISIONS.md,
/// "Korean line breaking") rather than by its own default, which keeps Hangul words whole in
/// some views and not in others. It is `Sources/DialogRuntime/DialogKoreanLineBreak.swift`
/// with `configured`, the config's policy, written in; with `"runtime": "library"`,
/// `configured` is an extension in `DialogProject.swift` (`ProjectSettingsFile`).
enum KoreanLineBreakSource {
    /// The line of the library's file before which the embedded copy declares `configured`.
    static let anchor = "    /// `text` prepared to break as this policy says"

    static func text(_ policy: KoreanLineBreak) -> String {
        let body = RuntimeText.body(EmbeddedRuntime.koreanLineBreak, accessLevel: .internal)
        guard let line = body.firstRange(of: anchor) else {
            preconditionFailure("DialogKoreanLineBreak.swift documents `prepared` as KoreanLineBreakSource expects")
        }
        return String(body[..<line.lowerBound]) + configured(policy, indent: "    ") + "\n" + String(body[line.lowerBound...])
    }

    /// The declaration of `DialogKoreanLineBreak.configured`, the config's policy.
    static func configured(_ policy: KoreanLineBreak, indent: String, access: String = "") -> String {
        let name =
            switch policy {
            case .words: "words"
            case .syllables: "syllables"
            }
        return """
            \(indent)/// The build's `koreanLineBreak`.
            \(indent)\(access)static let configured = DialogKoreanLineBreak.\(name)

            """
    }
}
