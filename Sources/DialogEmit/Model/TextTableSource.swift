import DialogModel

/// The part of `DialogSupport.swift` that builds a dialog's texts from its one table:
/// `DialogTextTable`, which resolves a text key in a configured locale (falling back to the
/// default locale's string per text), substitutes the dialog's values, picks a plural form
/// with `DialogPluralRules` and splits the highlights into `DialogTextState` segments, and
/// the `DialogState(id:table:locale:values:buttons:…)` initializer generated dialogs call.
///
/// A string of the table is written by `TextTableEncoding` in dialogc: text as it is, `{{`
/// for a `{`, `{name}` a parameter's value, `{#style}` … `{/}` a highlight, and a plural
/// `{*count}` followed by its forms, each `{|category}` then its text. Only `{` is special,
/// so a spec text (quotes, `\(`, `}` alone, markup already resolved by dialogc) comes back
/// byte for byte.
enum TextTableSource {
    static func text(accessLevel: SwiftSettings.AccessLevel) -> String {
        source.replacing("ACCESS ", with: accessLevel == .public ? "public " : "")
    }

    private static let source = #"""
/// A generated dialog's texts: per text key (`title`, `message`, `button.<id>`,
/// `label.<id>`, `hint.<id>`, `success.<id>`, `failure.<id>`, `content.<id>`), the string of
/// each configured locale that has its own, written by dialogc in a compact form (`{name}` a
/// parameter, `{{` a brace, `{#style}` … `{/}` a highlight, `{*count}{|one}…{|other}…` a
/// plural). A text a locale lacks is the default locale's, except accessibility texts and
/// announcements, which are read in their own locale only.
ACCESS struct DialogTextTable: Sendable, ExpressibleByDictionaryLiteral {
    ACCESS var rows: [String: [String: String]]

    ACCESS init(dictionaryLiteral elements: (String, [String: String])...) {
        rows = Dictionary(elements, uniquingKeysWith: { first, _ in first })
    }

    /// The text of `key` in `locale` (a configured one) with `values` substituted and
    /// highlights split; nil when neither the locale nor, unless `exact`, the default has it.
    ACCESS func text(_ key: String, in locale: String, values: [String: String], exact: Bool = false) -> DialogTextState? {
        guard let forms = rows[key] else { return nil }
        let fallback = DialogLocale.configured[0]
        if let text = forms[locale] { return Self.resolve(text, rulesLocale: locale, values: values) }
        if !exact, let text = forms[fallback] { return Self.resolve(text, rulesLocale: fallback, values: values) }
        return nil
    }

    /// The texts of a dialog whose buttons have `buttonIDs`, in `locale`.
    ACCESS func texts(in locale: String, values: [String: String], buttonIDs: [String]) -> DialogTexts {
        func plain(_ key: String, exact: Bool) -> String? { text(key, in: locale, values: values, exact: exact)?.text }
        var texts = DialogTexts(
            title: plain("title", exact: false), buttons: buttonIDs.map { plain("button." + $0, exact: false) ?? "" },
            accessibilityLabels: buttonIDs.map { plain("label." + $0, exact: true) },
            accessibilityHints: buttonIDs.map { plain("hint." + $0, exact: true) },
            successAnnouncements: buttonIDs.map { plain("success." + $0, exact: true) },
            failureAnnouncements: buttonIDs.map { plain("failure." + $0, exact: true) })
        texts.message = text("message", in: locale, values: values)
        return texts
    }

    private enum Token {
        case text(String)
        case value(String)
        case highlight(String)
        case end
        case plural(String)
        case form(String)
    }

    /// `text` resolved: the plural form for the count in `rulesLocale`, then its segments.
    ACCESS static func resolve(_ text: String, rulesLocale: String, values: [String: String]) -> DialogTextState {
        var tokens = tokenize(text)
        if case .plural(let selector)? = tokens.first {
            let count = values[selector].flatMap { Int($0) } ?? 0
            let category = "\(DialogPluralRules.category(of: DialogPluralOperands(count), in: rulesLocale))"
            tokens = form(category, of: tokens) ?? form("other", of: tokens) ?? []
        }
        var segments: [DialogTextState.Segment] = []
        var run = ""
        var style: String?
        func flush() {
            if !run.isEmpty || style != nil { segments.append(DialogTextState.Segment(text: run, style: style)) }
            run = ""
        }
        for token in tokens {
            switch token {
            case .text(let literal): run += literal
            case .value(let name): run += values[name] ?? ""
            case .highlight(let name): flush(); style = name
            case .end: flush(); style = nil
            case .plural, .form: break
            }
        }
        flush()
        return DialogTextState(segments: segments)
    }

    /// The tokens after `{|category}`, up to the next form.
    private static func form(_ category: String, of tokens: [Token]) -> [Token]? {
        guard let start = tokens.firstIndex(where: { if case .form(category) = $0 { true } else { false } }) else { return nil }
        let rest = tokens[(start + 1)...]
        let end = rest.firstIndex { if case .form = $0 { true } else { false } } ?? rest.endIndex
        return Array(rest[..<end])
    }

    /// By Unicode scalar, so a combining mark after a brace never hides it.
    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var literal = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "{" else { literal.append(scalar); continue }
            if scalars.first == "{" {
                scalars.removeFirst()
                literal.append(scalar)
                continue
            }
            guard let close = scalars.firstIndex(of: "}") else { literal.append(scalar); continue }
            if !literal.isEmpty { tokens.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
            let directive = scalars[..<close]
            scalars = scalars[scalars.index(after: close)...]
            let name = String(String.UnicodeScalarView(directive.dropFirst()))
            switch directive.first {
            case "#": tokens.append(.highlight(name))
            case "/": tokens.append(.end)
            case "*": tokens.append(.plural(name))
            case "|": tokens.append(.form(name))
            default: tokens.append(.value(String(String.UnicodeScalarView(directive))))
            }
        }
        if !literal.isEmpty { tokens.append(.text(String(literal))) }
        return tokens
    }
}

extension DialogState {
    /// A dialog in the configured locale that best matches `locale`: its texts from `table`
    /// with `values` (the dialog's parameters, formatted) substituted.
    ACCESS init(
        id: String, table: DialogTextTable, locale: String?, values: [String: String] = [:], buttons: [DialogButtonState<Action>],
        presentation: DialogPresentation = .alert, dismissOnTap: Bool = true, accessibilityIdentifier: String? = nil
    ) {
        let texts = table.texts(in: DialogLocale.match(locale), values: values, buttonIDs: buttons.map(\.id))
        self.init(
            id: id, texts: texts, buttons: buttons, presentation: presentation, dismissOnTap: dismissOnTap,
            accessibilityIdentifier: accessibilityIdentifier)
    }
}
"""#
}
