import DialogDiagnostics
import DialogJSON

/// Decodes a parsed `*.dialog.json` into a `DialogSpec` (docs/format/spec.md).
///
/// Every problem of the file is reported to the context in one run: a broken button does
/// not hide a misspelled key further down. The per-part decoders live in the
/// `SpecDecoder+*.swift` files beside this one, each with its wording at its foot.
public enum SpecDecoder {
    /// The keys of a dialog spec, in the order of docs/format/spec.md.
    public static let keys = [
        "id", "description", "tags", "presentation", "title", "message", "highlights", "parameters",
        "icon", "content", "buttons", "layout", "style", "dim", "transition", "accessibility", "lint",
    ]

    /// Decodes the root value of a spec file, reporting every problem to `context`.
    ///
    /// - Returns: the spec, or nil when the root is not an object or a required part is
    ///   unusable (no id string, no decodable button, neither title nor message). A spec is
    ///   also returned when other problems were reported; check `context.hasErrors` before
    ///   handing it to a later stage.
    /// - Parameter rules: the catalogue `lint.disable` names are checked against
    ///   (`RuleRegistry.catalog`).
    public static func decode(_ value: JSONValue, context: DecodingContext, rules: RuleCatalog) -> DialogSpec? {
        guard let root = ObjectReader(value, at: .root, what: "the dialog", keys: keys, context: context) else {
            return nil
        }
        var names = SpecNames()
        let id = decodeID(root)
        let description = root.string("description")
        let tags = decodeTags(root)
        let presentation = Defaulted(
            root.enumeration("presentation", ["alert": Presentation.alert, "sheet": .sheet]), default: .alert)
        let title = decodeText(root, "title")
        let message = decodeText(root, "message")
        if root["title"] == nil, root["message"] == nil {
            context.report(.missingKey, SpecMessage.missingTitleAndMessage, at: openingBrace(of: value))
        }
        let highlights = decodeHighlights(root)
        let parameters = decodeParameters(root, names: &names)
        let icon = decodeIcon(root)
        let content = decodeContent(root, names: &names)
        let buttons = decodeButtons(root, names: &names)
        let layout = decodeLayout(root)
        let style = decodeStyle(root, presentation: presentation.value)
        let dim = decodeDim(root)
        let transition = decodeTransition(root)
        let accessibility = decodeAccessibility(root)
        let lint = decodeLint(root, rules: rules)
        names.dialogID = id?.value
        names.texts = SpecTextInventory(title: title, message: message, highlights: highlights, buttons: buttons, content: content)
        names.check(in: context)
        checkPluralSelectors(in: names.texts, parameters: parameters, context: context)

        guard let id, !buttons.isEmpty, title != nil || message != nil else { return nil }
        return DialogSpec(.init(
            file: context.file, range: value.range, id: id, description: description, tags: tags,
            presentation: presentation, title: title, message: message, highlights: highlights,
            parameters: parameters, icon: icon, content: content, buttons: buttons, layout: layout,
            style: style, dim: dim, transition: transition, accessibility: accessibility, lint: lint))
    }

    // MARK: Id, tags, texts

    static func decodeID(_ root: ObjectReader) -> Located<String>? {
        guard let value = root.required("id"),
            let id = root.context.string(value, at: root.pointer("id"), what: "'id'")
        else { return nil }
        if !isValidDialogID(id.value) {
            root.context.report(.invalidValue, SpecMessage.invalidDialogID(id.value, suggestion: suggestedDialogID(id.value)), at: id.range)
        } else if GeneratedSwiftNames.reservedDialogType(id: id.value) != nil {
            root.context.report(.invalidIdentifier, SpecMessage.reservedDialogType(id.value), at: id.range)
        }
        return id
    }

    /// `^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$`: dot-separated lowerCamelCase parts.
    public static func isValidDialogID(_ id: String) -> Bool {
        id.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Substring.init).allSatisfy { part in
            guard let first = part.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// A valid id close to an invalid one (`Team_Invitation` -> `teamInvitation`), if any.
    static func suggestedDialogID(_ id: String) -> String? {
        let parts = id.split(separator: ".").map { SwiftIdentifier.lowerCamelCase(dottedID: String($0)) }
        let suggestion = parts.joined(separator: ".")
        return suggestion != id && isValidDialogID(suggestion) ? suggestion : nil
    }

    static func decodeTags(_ root: ObjectReader) -> [Located<String>] {
        guard let value = root["tags"], let elements = root.context.array(value, what: "'tags'") else { return [] }
        return elements.enumerated().compactMap { index, element in
            root.context.string(element, at: root.pointer("tags").appending(index), what: "each tag")
        }
    }

    static func decodeText(_ reader: ObjectReader, _ key: String) -> LocalizedText? {
        reader[key].flatMap { reader.context.decodeText($0, at: reader.pointer(key), what: "'\(key)'") }
    }

    /// Each plural's selector, and a nested plural's, must be a declared `Int` parameter: the
    /// generated code reads its value to pick the form (`invalid-value` otherwise, with a
    /// note at a declaration of another type).
    static func checkPluralSelectors(in texts: SpecTextInventory, parameters: [Parameter], context: DecodingContext) {
        texts.forEach { _, text in
            guard text.hasPlural else { return }
            for entry in text.entries {
                for selector in [entry.plural?.selector, entry.plural?.nestedSelector].compactMap({ $0 }) {
                    guard let parameter = parameters.first(where: { $0.name.value == selector.value }) else {
                        context.report(.invalidValue, SpecMessage.undeclaredSelector(selector.value), at: selector.range)
                        continue
                    }
                    if parameter.type.value != .int {
                        context.report(
                            .invalidValue, SpecMessage.selectorNotInt(selector.value, type: parameter.type.value.rawValue), at: selector.range,
                            notes: [context.note(SpecMessage.selectorDeclaration(selector.value), at: parameter.type.range)])
                    }
                }
            }
        }
    }

    /// Where a `missing-key` for an object points: its `{`.
    static func openingBrace(of value: JSONValue) -> SourceRange {
        SourceRange(value.range.lowerBound, value.range.lowerBound + 1)
    }
}

/// The wording of every spec decoding message, stable and beside the code that reports it:
/// each `SpecDecoder+*.swift` file extends it at its foot.
enum SpecMessage {
    static let missingTitleAndMessage =
        "the dialog has neither 'title' nor 'message'; add at least one of them"

    static func undeclaredSelector(_ name: String) -> String {
        "plural selector '\(name)' is not a declared parameter; declare it in 'parameters' as \"\(name)\": \"Int\""
    }

    static func selectorNotInt(_ name: String, type: String) -> String {
        "plural selector '\(name)' is a \(type) parameter; a plural form is chosen by a count, so declare \"\(name)\": \"Int\""
    }

    static func selectorDeclaration(_ name: String) -> String {
        "'\(name)' is declared here"
    }

    static func reservedDialogType(_ id: String) -> String {
        let type = GeneratedSwiftNames.dialogType(id: id)
        return "dialog id '\(id)' generates the type '\(type)', which the generated support code already declares "
            + "('LocalizedDialog' and 'PresentableDialog' are the protocols every dialog conforms to); "
            + "give the id another word, for example '\(id).notice'"
    }

    static func invalidDialogID(_ id: String, suggestion: String?) -> String {
        let fix = suggestion.map { "; for example '\($0)'" } ?? ", such as 'team.invitation'"
        return "dialog id '\(id)' must be dot-separated parts that each start with a lower-case letter and continue with letters and digits\(fix)"
    }
}
