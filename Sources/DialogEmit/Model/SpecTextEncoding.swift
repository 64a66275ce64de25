import DialogModel

/// A dialog's `static let spec` as lines of text, which `DialogSpec` (`Sources/DialogRuntime`) reads
/// at run time: what the dialog is apart from its parameters, as data rather than code, so
/// the type checker of an app's build reads one string literal per dialog instead of a call
/// per button and a dictionary per text.
///
/// One entry a line, fields separated by one space; a free text (an accessibility identifier,
/// a text) comes last, after `: `, with `\\` for a backslash, `\n` for a line feed and `\r` for
/// a carriage return, so it stays on its line. The other fields are ids, locales and enum
/// names, which lint has checked hold no space. Each line then goes into the Swift literal
/// escaped by `SwiftStringLiteral`, like every spec text.
///
/// - `id <spec id>`; `locales <locale>…`, the configured locales, the default first (the
///   dialog's `DialogTextTable` picks its locale and fallback from them, so nothing is
///   configured at run time); `presentation sheet`, `dismissOnTap false` and
///   `accessibilityIdentifier: <identifier>` only when they differ from the default.
/// - `button <id> <role>`, then `disabled`, `keepsOpen` (does not dismiss), `haptic=<name>`,
///   `async` where they apply, then `: <identifier>` when the button's accessibility identifier
///   is not the one `DialogState` derives (`<dialog identifier>.<button id>`).
/// - `content textField <id> <keyboard>`, `content checkbox <id> on|off`, `content slot <id>`.
/// - `text <key> <locale>: <text>`, the rows of `TextTableEncoding`.
struct SpecTextEncoding {
    let spec: DialogSpec
    let table: TextTableEncoding.Table

    var lines: [String] {
        var lines = ["id " + spec.id.value, (["locales"] + table.locales).joined(separator: " ")]
        if spec.presentation.value != .alert { lines.append("presentation " + spec.presentation.value.rawValue) }
        if !spec.dim.dismissOnTap.value { lines.append("dismissOnTap false") }
        if let identifier = spec.accessibility?.identifier { lines.append("accessibilityIdentifier: " + Self.escaped(identifier.value)) }
        lines += spec.buttons.map(button)
        lines += spec.content.map { element in
            switch element.kind {
            case .textField(_, let keyboard): "content textField \(element.id.value) \(keyboard.value.rawValue)"
            case .checkbox(_, let checked): "content checkbox \(element.id.value) \(checked.value ? "on" : "off")"
            case .slot: "content slot \(element.id.value)"
            }
        }
        for row in table.rows {
            lines += row.forms.map { "text \(row.key) \($0.locale): " + Self.escaped($0.text) }
        }
        return lines
    }

    private func button(_ button: DialogButton) -> String {
        var fields = ["button", button.id.value, button.role.value.rawValue]
        if !button.enabled.value { fields.append("disabled") }
        if !button.dismisses.value { fields.append("keepsOpen") }
        if button.haptic.value != .none { fields.append("haptic=" + button.haptic.value.rawValue) }
        if button.isAsync.value { fields.append("async") }
        var line = fields.joined(separator: " ")
        let derived = spec.accessibility?.identifier.map { "\($0.value).\(button.id.value)" }
        if let identifier = button.accessibility.identifier?.value, identifier != derived {
            line += ": " + Self.escaped(identifier)
        }
        return line
    }

    /// A free text made one line: `\` doubled, line feed and carriage return as `\n`, `\r`.
    static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += ["\\", "\\"]
            case "\n": result += ["\\", "n"]
            case "\r": result += ["\\", "r"]
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
