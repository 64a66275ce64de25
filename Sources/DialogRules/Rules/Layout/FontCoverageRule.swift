import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// `font-coverage`: a text has characters that no face of its typography's cascade covers
/// (the config's fonts, the `system` family's `fontFallbacks`, the scripts the embedded
/// metrics stand for), so layout measured them with the embedded metrics' average width: its
/// line breaks and overflow are a guess. Likewise a text in Thai, Lao, Khmer or Myanmar laid
/// out where the platform has no line-break dictionary (`TextLayout.unsegmented`): its
/// lines break only at spaces and between letters, not between words as on the device. And a
/// text in a script whose shaping changes widths and that dialogc does not shape (Bengali,
/// Tamil, Sinhala, …: `TextLayout.unshaped`), measured a character at a time in its font.
///
/// The layout tree marks such a text `approximate` (`TextLayout.uncovered`); this rule reads
/// the shared layouts. One finding per text and locale, at the text in that locale, naming
/// the scripts, the characters and the config that measures them; a run keeps one of those
/// per advice (`oncePerFix`).
public struct FontCoverageRule: LayoutRule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .fontCoverage, .layout, .warning,
        summary: "a text has characters no configured font covers, so its widths, line breaks and overflow are guessed",
        rationale: "A text measured with average widths may wrap where the device does not: overflow is reported falsely or missed.")

    public var details: String {
        "Each grapheme cluster of a text is measured in the first face of its typography's cascade that has every character of it: the families of its `fontFamily`, the config's `fontFallbacks` for the cluster's script after `system` and at the end of the list, then the embedded metrics, which stand for the system font in Latin, Greek, Cyrillic, Hangul, CJK and emoji (docs/format/config.md, \"Fonts\"). A character of any other script that no face covers is measured at the embedded metrics' average width: the layout tree marks the text `approximate`, the catalog's badge says so, and this rule reports the text once per locale, at its entry, naming the scripts and characters and the `fonts` and `fontFallbacks` entries that would measure them. A run (`dialogc lint`, `build`, `catalog`) tells each such advice once: the first text that needs those fonts keeps its finding, which counts the other texts and spec files that need them too, and theirs are not listed (the language server, which checks the spec being edited, tells it once in that spec). A text in a script whose font's shaping changes widths (conjuncts, reordered vowels, joined letters) and that dialogc does not shape (it shapes Devanagari, Khmer and Myanmar syllables and Arabic joining; Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala, Tibetan, Syriac, N'Ko, Mongolian and the other scripts of HarfBuzz's Indic, Myanmar, Arabic and universal shapers it does not) is measured in its font a character at a time: the layout tree lists the script in `unshaped`, the badge says \"not shaped\", and this rule reports the text once per locale; no setting changes this, and the catalog's `--verify` checks such a text in a browser. Thai, Lao, Khmer and Myanmar write no spaces between words and break between dictionary words (ICU's, the platform's); where dialogc runs without one, such a text breaks only at spaces and between letters, and this rule reports it too, once per locale, naming the scripts. Title, message, checkbox titles, field placeholders and button titles are checked."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let spec = context.spec
        var targets: [(name: String, text: LocalizedText, node: (TreeLandmarks) -> LayoutNode?)] = []
        if let title = spec.title { targets.append(("title", title, { $0.title })) }
        if let message = spec.message { targets.append(("message", message, { $0.message })) }
        for element in spec.content {
            let id = element.id.value
            let label: (TreeLandmarks) -> LayoutNode? = { $0.element(id)?.label }
            switch element.kind {
            case .textField(let placeholder, _): if let placeholder { targets.append(("placeholder of field '\(id)'", placeholder, label)) }
            case .checkbox(let title, _): targets.append(("title of checkbox '\(id)'", title, label))
            case .slot: break
            }
        }
        for button in spec.buttons {
            let id = button.id.value
            targets.append(("title of button '\(id)'", button.title, { $0.button(id)?.label }))
        }
        let combinations = context.layouts.combinations
        var findings: [Diagnostic] = []
        for target in targets {
            for locale in context.config.layoutLocales {
                let entry =
                    PseudoLocale(identifier: locale) == nil
                    ? context.entry(of: target.text, in: locale)
                    : PseudoLocale.sourceEntry(of: target.text, defaultLocale: context.config.defaultLocale.value)
                guard let entry else { continue }
                // One look at each combination's text for all three reasons, each reported
                // from the first combination that has it.
                var uncovered: TextLayout?
                var unshaped: [UnicodeScript]?
                var unsegmented: [UnicodeScript]?
                for index in combinations.indices where combinations[index].locale == locale {
                    guard let text = target.node(combinations[index].landmarks)?.text, text.isApproximate else { continue }
                    if uncovered == nil, !text.uncovered.isEmpty { uncovered = text }
                    if unshaped == nil, !text.unshaped.isEmpty { unshaped = text.unshaped }
                    if unsegmented == nil, !text.unsegmented.isEmpty { unsegmented = text.unsegmented }
                    if uncovered != nil, unshaped != nil, unsegmented != nil { break }
                }
                if let uncovered { findings.append(context.finding(FontCoverageMessage.uncovered(target.name, locale: locale, text: uncovered), at: entry.range)) }
                if let unshaped { findings.append(context.finding(FontCoverageMessage.unshaped(target.name, locale: locale, scripts: unshaped), at: entry.range)) }
                if let unsegmented {
                    findings.append(context.finding(FontCoverageMessage.unsegmented(target.name, locale: locale, scripts: unsegmented), at: entry.range))
                }
            }
        }
        return findings
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "en": "Delete this timer?", "th": 1️⃣"ลบตัวจับเวลานี้ไหม" },
                  "content": [{ "type": "checkbox", "id": "history", "title": { "en": "Delete its history", "th": 2️⃣"ลบประวัติด้วย" } }],
                  "buttons": [
                    { "id": "cancel", "title": { "en": "Cancel", "th": 3️⃣"ยกเลิก" }, "role": "cancel" },
                    { "id": "delete", "title": { "en": "Delete", "th": 4️⃣"ลบ" }, "role": "destructive" }
                  ]
                }
                """#, config: #"{ "locales": ["en", "th"], "devices": ["iphone-15"], "dynamicType": ["large"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "en": "Delete this timer?", "ko": "타이머를 삭제할까요?", "ru": "Удалить этот таймер?" },
                  "buttons": [
                    { "id": "cancel", "title": { "en": "Cancel", "ko": "취소", "ru": "Отмена" }, "role": "cancel" },
                    { "id": "delete", "title": { "en": "Delete", "ko": "삭제", "ru": "Удалить" }, "role": "destructive" }
                  ]
                }
                """#, config: #"{ "locales": ["en", "ko", "ru"], "devices": ["iphone-15"], "dynamicType": ["large"] }"#)
            ])
    }
}

enum FontCoverageMessage {
    /// The most characters of a script a message quotes.
    static let quotedCharacters = 24

    static func uncovered(_ name: String, locale: String, text: TextLayout) -> String {
        let scalars = Array(text.text.unicodeScalars)
        let scripts = text.approximateScripts
        let quoted = scripts.map { script in
            var characters: [Unicode.Scalar] = []
            for run in text.uncovered where run.script == script {
                if !characters.isEmpty { characters.append(" ") }
                characters += scalars[run.range.clamped(to: 0..<scalars.count)]
            }
            let cut = characters.count > quotedCharacters
            let shown = String(String.UnicodeScalarView(characters.prefix(quotedCharacters))) + (cut ? "…" : "")
            return "\(script.name) '\(shown)'"
        }
        let names = scripts.map(\.name)
        let fonts = scripts.map { "\"\(family(for: $0))\": \"fonts/\(file(for: $0))\"" }.joined(separator: ", ")
        let fallbacks = scripts.map { "\"\($0.identifier)\": \"\(family(for: $0))\"" }.joined(separator: ", ")
        return "the '\(locale)' \(name) has characters no configured font covers (\(quoted.joined(separator: ", "))), "
            + "so they are measured with average widths and its line breaks and overflow are a guess; "
            + "add a font for \(names.joined(separator: " and ")) to dialogc.json, such as "
            + "\"fonts\": {\(fonts)} and \"fontFallbacks\": {\(fallbacks)} "
            + "(\(scripts.map { family(for: $0) }.joined(separator: ", ")) in Debian's fonts-noto-core; any font with these characters will do)"
    }

    static func unshaped(_ name: String, locale: String, scripts: [UnicodeScript]) -> String {
        let names = scripts.map(\.name).joined(separator: " and ")
        return "the '\(locale)' \(name) is \(names), which its font shapes (conjuncts, reordered vowels, joined letters) in ways dialogc does not model, "
            + "so it is measured a character at a time and its widths, line breaks and overflow are a guess; "
            + "no setting in dialogc.json changes this: check the text in a browser with 'dialogc catalog --verify', which draws it with the same font, "
            + "and allow it room"
    }

    static func unsegmented(_ name: String, locale: String, scripts: [UnicodeScript]) -> String {
        let names = scripts.map(\.name).joined(separator: " and ")
        return "the '\(locale)' \(name) is \(names), which breaks between dictionary words, but dialogc runs here without a line-break dictionary, "
            + "so its lines break only at spaces and between letters and its line count and overflow are a guess; "
            + "lay it out where the platform's ICU is available (the Swift toolchain on Linux, or macOS)"
    }

    /// What a text without a font for its script is told to add (`uncovered`'s advice), the
    /// same for every text that the same fonts would measure.
    static func fix(of message: String) -> String? {
        message.range(of: "; add a font for ").map { String(message[$0.lowerBound...]) }
    }

    /// `uncovered` told once for every text it holds for.
    static func alsoElsewhere(_ message: String, texts: Int, files: Int) -> String {
        message + "; \(texts) other text\(texts == 1 ? "" : "s") in \(files) spec file\(files == 1 ? "" : "s") \(texts == 1 ? "has" : "have") such characters too, "
            + "not listed one by one: the same fonts measure them ('dialogc layout' and the catalog mark each 'approximate')"
    }

    /// The Noto family of a script: `Noto Sans Thai`.
    static func family(for script: UnicodeScript) -> String { "Noto Sans \(script.name)" }

    /// Its file as Debian names it: `NotoSansThai-Regular.ttf`.
    static func file(for script: UnicodeScript) -> String { "NotoSans\(script.name.filter { $0 != " " })-Regular.ttf" }
}

extension RuleID {
    public static let fontCoverage = RuleID("font-coverage")
}

extension FontCoverageRule {
    /// A run's findings with the texts that need the same font told once: the first such
    /// text (in reporting order) keeps its finding, which says how many other texts and spec
    /// files have it too, and theirs are left out. A project adding Thai, Lao and Arabic to
    /// 40 specs without their fonts gets a finding per script with the config to add, not
    /// one per text and locale that all say the same. The layout tree and the catalog still
    /// mark every such text `approximate`; the language server, which checks the spec being
    /// edited, tells it once in that spec, at its first such text.
    public static func oncePerFix(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var first: [String: Int] = [:]
        var others: [String: (texts: Int, files: Set<String>)] = [:]
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportingOrder) {
            guard diagnostic.rule == .fontCoverage, let fix = FontCoverageMessage.fix(of: diagnostic.message) else {
                kept.append(diagnostic)
                continue
            }
            if first[fix] == nil {
                first[fix] = kept.count
                kept.append(diagnostic)
            } else {
                others[fix, default: (0, [])].texts += 1
                others[fix, default: (0, [])].files.insert(diagnostic.location?.path ?? "")
            }
        }
        for (fix, index) in first {
            guard let more = others[fix] else { continue }
            kept[index].message = FontCoverageMessage.alsoElsewhere(kept[index].message, texts: more.texts, files: more.files.count)
        }
        return kept
    }
}

extension FontCoverageRule {
    /// The typography tokens that ask a family `fonts` gives per weight for a weight it has
    /// no face of (one finding per family and weight, at the family's entry in the config
    /// that sets it): layout measures the nearest weight, and a browser draws that face made
    /// bolder or lighter, with nothing said. A family given as one file is that file at
    /// every weight (the catalog declares it `font-weight: 1 1000`), as is a variable font
    /// (`fvar`); the embedded `system` metrics, with no file, have their own weight tables.
    public static func weightFindings(designSystem: DesignSystem, config: ProjectConfig, configFile: SourceFile?, measurer: TextMeasurer) -> [Diagnostic] {
        var asked: [(family: String, weight: Int, tokens: [String])] = []
        for theme in designSystem.themes {
            for path in theme.tokens.tokens.keys.sorted() {
                guard case .typography(let typography) = theme.tokens[path]?.value else { continue }
                // The family that measures the text: the first of the list with faces.
                guard let family = typography.fontFamily.first(where: { !measurer.weights(of: $0).isEmpty }),
                    case .byWeight = config.fonts.first(where: { $0.family.value == family })?.source,
                    !measurer.hasVariableWeight(family), !measurer.weights(of: family).contains(typography.fontWeight)
                else { continue }
                if let index = asked.firstIndex(where: { $0.family == family && $0.weight == typography.fontWeight }) {
                    if !asked[index].tokens.contains(path) { asked[index].tokens.append(path) }
                } else {
                    asked.append((family, typography.fontWeight, [path]))
                }
            }
        }
        return asked.compactMap { family, weight, tokens in
            guard let entry = config.fonts.first(where: { $0.family.value == family }),
                let file = config.file(of: .font(family), own: configFile)
            else { return nil }
            let message = FontCoverageMessage.missingWeight(family: family, weight: weight, tokens: tokens, weights: measurer.weights(of: family))
            return Diagnostic(.fontCoverage, message, in: file, at: entry.family.range, severity: declaration.defaultSeverity)
        }
    }
}

extension FontCoverageMessage {
    static func missingWeight(family: String, weight: Int, tokens: [String], weights: [Int]) -> String {
        let shown = tokens.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (tokens.count > 3 ? " and \(tokens.count - 3) more" : "")
        let have = weights.map(String.init).joined(separator: ", ")
        let nearest = weights.min { abs($0 - weight) < abs($1 - weight) || (abs($0 - weight) == abs($1 - weight) && $0 < $1) } ?? weight
        let stem = family == "system" ? "System" : family.filter { $0 != " " }
        return "\(shown) ask\(tokens.count == 1 ? "s" : "") font family '\(family)' for weight \(weight), but 'fonts' gives it only weight\(weights.count == 1 ? "" : "s") \(have), "
            + "so its text is measured at \(nearest) and a browser draws the \(nearest) face made bolder or lighter; "
            + "add a file for \(weight), such as \"\(weight)\": \"fonts/\(stem)-\(weightName(weight)).ttf\" in '\(family)', "
            + "or set the tokens' fontWeight to \(weights.count == 1 ? have : "one of \(have)")"
    }

    /// The style name fonts give a weight in their file names: `SemiBold` for 600.
    static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<150: "Thin"
        case ..<250: "ExtraLight"
        case ..<350: "Light"
        case ..<450: "Regular"
        case ..<550: "Medium"
        case ..<650: "SemiBold"
        case ..<750: "Bold"
        case ..<850: "ExtraBold"
        default: "Black"
        }
    }
}
