/// A generated dialog's texts: per text key (`title`, `message`, `button.<id>`,
/// `label.<id>`, `hint.<id>`, `success.<id>`, `failure.<id>`, `content.<id>`), the string of
/// each configured locale that has its own, written by dialogc in a compact form (`{name}` a
/// parameter, `{{` a brace, `{#style}` … `{/}` a highlight, `{*count}{|one}…{|other}…` a
/// plural, `{*files,folders}{|one,one}…{|other,other}…` one on two counts). A text a
/// locale lacks is the default locale's, except accessibility texts and announcements,
/// which are read in their own locale only.
///
/// The table carries the build's locales (`locales`, the default first), so a dialog picks
/// its locale and its fallback from its own text: nothing is configured at run time.
public struct DialogTextTable: Swift.Sendable {
    /// Per text key, the string of each locale that has its own.
    public var rows: [Swift.String: [Swift.String: Swift.String]]
    /// The configured locales, the default first (the spec text's `locales` line).
    public var locales: [Swift.String]

    public init(rows: [Swift.String: [Swift.String: Swift.String]] = [:], locales: [Swift.String] = []) {
        self.rows = rows
        self.locales = locales
    }

    /// The default locale: the first configured one.
    public var defaultLocale: Swift.String? { locales.first }

    /// The text of `key` in `locale` (a configured one) with `values` substituted and
    /// highlights split; nil when neither the locale nor, unless `exact`, the default has it.
    public func text(_ key: Swift.String, in locale: Swift.String, values: [Swift.String: Swift.String], exact: Swift.Bool = false) -> DialogTextState? {
        guard let forms = rows[key] else { return nil }
        if let text = forms[locale] { return Self.resolve(text, rulesLocale: locale, values: values) }
        if !exact, let fallback = defaultLocale, let text = forms[fallback] { return Self.resolve(text, rulesLocale: fallback, values: values) }
        return nil
    }

    /// The configured locale that best matches `identifier` (`zh-Hans-CN` or `zh_Hans_CN` gives
    /// `zh-Hans`, else `zh`: `DialogLocaleMatching`); the default for nil, no match or a
    /// malformed identifier.
    public func locale(matching identifier: Swift.String?) -> Swift.String {
        locale(matching: identifier.map { [$0] } ?? [])
    }

    /// The configured locale of the first of `preferredLanguages` (most preferred first, as
    /// `Locale.preferredLanguages`) that matches one; the default when none does.
    public func locale(matching preferredLanguages: [Swift.String]) -> Swift.String {
        for identifier in preferredLanguages {
            if let match = Self.locale(matching: identifier, among: locales) { return match }
        }
        return defaultLocale ?? ""
    }

    /// The first of `locales` that best matches `identifier` (`DialogLocaleMatching`); nil for
    /// none. What the generated presenters' `DialogLocale` looks up.
    public static func locale(matching identifier: Swift.String, among locales: [Swift.String]) -> Swift.String? {
        DialogLocaleMatching.match(identifier, among: locales)
    }

    /// The texts of a dialog whose buttons have `buttonIDs`, in `locale`.
    public func texts(in locale: Swift.String, values: [Swift.String: Swift.String], buttonIDs: [Swift.String]) -> DialogTexts {
        func plain(_ key: Swift.String, exact: Swift.Bool) -> Swift.String? { text(key, in: locale, values: values, exact: exact)?.text }
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
        case text(Swift.String)
        case value(Swift.String)
        case highlight(Swift.String)
        case end
        case plural(Swift.String)
        case form(Swift.String)
    }

    /// `text` resolved: the plural form for the count in `rulesLocale`, then its segments.
    public static func resolve(_ text: Swift.String, rulesLocale: Swift.String, values: [Swift.String: Swift.String]) -> DialogTextState {
        var tokens = tokenize(text)
        if case .plural(let selector)? = tokens.first {
            // One category per selector (`{*files,folders}`); a combination not written falls
            // back to `other`, the last parameter's first: `one,few`, `one,other`, `other,few`.
            var candidates = [selector.split(separator: ",").map { name in
                let count = values[Swift.String(name)].flatMap { Swift.Int($0) } ?? 0
                return "\(DialogPluralRules.category(of: DialogPluralOperands(count), in: rulesLocale))"
            }]
            for index in candidates[0].indices.reversed() {
                candidates += candidates.map { candidate in
                    var fallback = candidate
                    fallback[index] = "other"
                    return fallback
                }
            }
            tokens = candidates.lazy.compactMap { form($0.joined(separator: ","), of: tokens) }.first ?? []
        }
        var segments: [DialogTextState.Segment] = []
        var run = ""
        var style: Swift.String?
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
    private static func form(_ category: Swift.String, of tokens: [Token]) -> [Token]? {
        guard let start = tokens.firstIndex(where: { if case .form(category) = $0 { true } else { false } }) else { return nil }
        let rest = tokens[(start + 1)...]
        let end = rest.firstIndex { if case .form = $0 { true } else { false } } ?? rest.endIndex
        return Swift.Array(rest[..<end])
    }

    /// By Unicode scalar, so a combining mark after a brace never hides it.
    private static func tokenize(_ text: Swift.String) -> [Token] {
        var tokens: [Token] = []
        var literal = Swift.String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "{" else { literal.append(scalar); continue }
            if scalars.first == "{" {
                scalars.removeFirst()
                literal.append(scalar)
                continue
            }
            guard let close = scalars.firstIndex(of: "}") else { literal.append(scalar); continue }
            if !literal.isEmpty { tokens.append(.text(Swift.String(literal))) }
            literal = Swift.String.UnicodeScalarView()
            let directive = scalars[..<close]
            scalars = scalars[scalars.index(after: close)...]
            let name = Swift.String(Swift.String.UnicodeScalarView(directive.dropFirst()))
            switch directive.first {
            case "#": tokens.append(.highlight(name))
            case "/": tokens.append(.end)
            case "*": tokens.append(.plural(name))
            case "|": tokens.append(.form(name))
            default: tokens.append(.value(Swift.String(Swift.String.UnicodeScalarView(directive))))
            }
        }
        if !literal.isEmpty { tokens.append(.text(Swift.String(literal))) }
        return tokens
    }
}

/// A generated dialog apart from its parameters: what its `static let spec` says, read once
/// from the text dialogc writes there, one line each (docs/generated-swift.md, "The spec
/// text"): `id`, `locales` (the configured locales, the default first), `presentation`,
/// `dismissOnTap`, `accessibilityIdentifier`, a `button` line per button in display order, a
/// `content` line per element, and a `text` line per text key and locale. Data, not code:
/// the type checker reads one string literal per dialog.
public struct DialogSpec: Swift.Sendable, Swift.ExpressibleByStringLiteral {
    /// One button as the spec declares it; the dialog gives its action.
    public struct Button: Swift.Equatable, Swift.Sendable {
        public var id: Swift.String
        public var role: DialogButtonRole
        public var enabled = true
        public var dismisses = true
        public var haptic = DialogHaptic.none
        public var isAsync = false
        public var accessibilityIdentifier: Swift.String?
    }

    /// A `content` element: a text field (`option` its keyboard), a checkbox (`option` its
    /// initial state, `on` or `off`) or a slot.
    public struct Element: Swift.Equatable, Swift.Sendable {
        public enum Kind: Swift.Equatable, Swift.Sendable, Swift.CaseIterable {
            case textField
            case checkbox
            case slot
        }

        public var kind: Kind
        public var id: Swift.String
        public var option: Swift.String
    }

    public var id = ""
    public var presentation = DialogPresentation.alert
    public var dismissOnTap = true
    public var accessibilityIdentifier: Swift.String?
    public var buttons: [Button] = []
    public var content: [Element] = []
    public var texts = DialogTextTable()

    /// `text` read line by line; a line this version does not know is left out. A text
    /// without a `locales` line (written by a dialogc before it had one) gets the locales of
    /// its `text` lines in the order they first appear, the default's first, as dialogc writes
    /// every row.
    public init(stringLiteral text: Swift.String) {
        var written: [Swift.String] = []
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: true) {
            var head = Swift.String(Swift.String.UnicodeScalarView(line))[...]
            var tail: Swift.String?
            if let colon = head.firstRange(of: ": ") {
                tail = Self.unescaped(head[colon.upperBound...])
                head = head[..<colon.lowerBound]
            }
            let words = head.split(separator: " ").map(Swift.String.init)
            guard let keyword = words.first else { continue }
            switch (keyword, words.count) {
            case ("id", 2): id = words[1]
            case ("presentation", 2): presentation = Self.word(words[1]) ?? DialogPresentation.alert
            case ("dismissOnTap", 2): dismissOnTap = words[1] != "false"
            case ("accessibilityIdentifier", 1): accessibilityIdentifier = tail
            case ("button", 3...):
                var button = Button(id: words[1], role: Self.word(words[2]) ?? DialogButtonRole.secondary, accessibilityIdentifier: tail)
                for flag in words.dropFirst(3) {
                    switch flag {
                    case "disabled": button.enabled = false
                    case "keepsOpen": button.dismisses = false
                    case "async": button.isAsync = true
                    default:
                        if flag.hasPrefix("haptic="), let haptic: DialogHaptic = Self.word(Swift.String(flag.dropFirst(7))) { button.haptic = haptic }
                    }
                }
                buttons.append(button)
            case ("content", 3...):
                guard let kind: Element.Kind = Self.word(words[1]) else { continue }
                content.append(Element(kind: kind, id: words[2], option: words.count > 3 ? words[3] : ""))
            case ("locales", 2...): texts.locales = Swift.Array(words.dropFirst())
            case ("text", 3):
                texts.rows[words[1], default: [:]][words[2]] = tail ?? ""
                if !written.contains(words[2]) { written.append(words[2]) }
            default: continue
            }
        }
        if texts.locales.isEmpty { texts.locales = written }
    }

    /// The dialog in the configured locale that best matches `locale`: its texts with `values`
    /// (the dialog's parameters, formatted) substituted, its buttons sending `actions`, in order.
    public func state<Action: Swift.Equatable & Swift.Sendable>(locale: Swift.String?, values: [Swift.String: Swift.String] = [:], actions: [Action]) -> DialogState<Action> {
        let buttons = zip(buttons, actions).map { button, action in
            DialogButtonState(
                button.id, action, role: button.role, enabled: button.enabled, dismisses: button.dismisses, haptic: button.haptic,
                isAsync: button.isAsync, accessibilityIdentifier: button.accessibilityIdentifier)
        }
        return DialogState(
            id: id, table: texts, locale: locale, values: values, buttons: buttons, presentation: presentation,
            dismissOnTap: dismissOnTap, accessibilityIdentifier: accessibilityIdentifier)
    }

    /// The case of `Value` whose name is `word`.
    public static func word<Value: Swift.CaseIterable>(_ word: Swift.String) -> Value? {
        Value.allCases.first { "\($0)" == word }
    }

    /// A value after `: `, where dialogc writes `\\` for a backslash, `\n` for a line feed and
    /// `\r` for a carriage return, so each entry stays on its line.
    private static func unescaped(_ text: Swift.Substring) -> Swift.String {
        var result = Swift.String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else { result.append(scalar); continue }
            switch next {
            case "n": result.append("\n")
            case "r": result.append("\r")
            default: result.append(next)
            }
        }
        return Swift.String(result)
    }
}

extension DialogState {
    /// A dialog in the configured locale that best matches `locale`: its texts from `table`
    /// with `values` (the dialog's parameters, formatted) substituted.
    public init(
        id: Swift.String, table: DialogTextTable, locale: Swift.String?, values: [Swift.String: Swift.String] = [:], buttons: [DialogButtonState<Action>],
        presentation: DialogPresentation = .alert, dismissOnTap: Swift.Bool = true, accessibilityIdentifier: Swift.String? = nil
    ) {
        let texts = table.texts(in: table.locale(matching: locale), values: values, buttonIDs: buttons.map(\.id))
        self.init(
            id: id, texts: texts, buttons: buttons, presentation: presentation, dismissOnTap: dismissOnTap,
            accessibilityIdentifier: accessibilityIdentifier)
    }
}
