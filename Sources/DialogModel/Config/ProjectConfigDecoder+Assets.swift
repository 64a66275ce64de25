import DialogDiagnostics
import DialogJSON

/// `themes` and `fonts`: maps from user-chosen names to files.
extension ConfigReader {
    func readThemes() -> [ThemeFiles] {
        guard let entries = mapEntries("themes", what: "'themes'") else { return [] }
        var swiftNames: [String: Located<String>] = [:]
        return entries.compactMap { member in
            guard let name = readName(member, in: "themes", what: "theme") else { return nil }
            checkSwiftName(of: name, against: &swiftNames)
            let pointer = object.pointer("themes").appending(member.key)
            switch member.value.kind {
            case .object: return readThemeObject(member, name: name, at: pointer)
            case .array: return readThemeFiles(member.value, at: pointer, theme: member.key).map { ThemeFiles(name: name, tokenFiles: $0) }
            default:
                context.reportTypeMismatch(member.value, expected: ConfigMessage.expectedTheme, what: ConfigMessage.theme(member.key))
                return nil
            }
        }
    }

    /// The object form: `{"tokens": [...], "modifiers": {"theme": "dark"}}`.
    private func readThemeObject(_ member: JSONMember, name: Located<String>, at pointer: JSONPointer) -> ThemeFiles? {
        guard let reader = ObjectReader(member.value, at: pointer, what: ConfigMessage.theme(member.key), keys: ["tokens", "modifiers"], context: context),
            let tokens = reader.required("tokens"),
            let files = readThemeFiles(tokens, at: reader.pointer("tokens"), theme: member.key)
        else { return nil }
        var modifiers: [ThemeModifier] = []
        let modifiersValue = reader["modifiers"]
        if let modifiersValue {
            guard let entries = modifiersValue.objectMembers else {
                context.reportTypeMismatch(modifiersValue, expected: "an object", what: ConfigMessage.themeModifiers(member.key))
                return nil
            }
            for entry in ObjectReader.lastOccurrences(entries) {
                let entryPointer = reader.pointer("modifiers").appending(entry.key)
                guard let choice = context.string(entry.value, at: entryPointer, what: ConfigMessage.themeModifier(entry.key)) else { continue }
                modifiers.append(ThemeModifier(name: Located(entry.key, range: entry.keyRange, pointer: entryPointer), context: choice))
            }
            if !modifiers.isEmpty, !files.contains(where: { ThemeFiles.isResolver($0.value) }) {
                context.report(.invalidValue, ConfigMessage.modifiersWithoutResolver(member.key), at: modifiersValue.range)
            }
        }
        return ThemeFiles(name: name, tokenFiles: files, modifiers: modifiers, modifiersRange: modifiersValue?.range)
    }

    private func readThemeFiles(_ value: JSONValue, at pointer: JSONPointer, theme: String) -> [Located<String>]? {
        guard let elements = context.array(value, what: ConfigMessage.themeFiles(theme)) else { return nil }
        return elements.enumerated().compactMap { index, element in
            readPath(element, at: pointer.appending(index), what: ConfigMessage.themeFiles(theme))
        }
    }

    /// A theme names a case of `DialogTheme` and an argument of `DialogColor`'s initializer in
    /// the generated Swift (`TokenSwiftNames.theme`): it needs a name there, one that is no keyword, not
    /// taken by `DialogColor` or `DialogTheme` themselves, and not another theme's.
    private func checkSwiftName(of name: Located<String>, against taken: inout [String: Located<String>]) {
        guard let swiftName = TokenSwiftNames.theme(name.value) else {
            context.report(.invalidIdentifier, ConfigMessage.themeWithoutSwiftName(name.value), at: name.range)
            return
        }
        if GeneratedSwiftNames.ColorMember.reserved.contains(swiftName) {
            context.report(.invalidIdentifier, ConfigMessage.themeNameReserved(name.value, swiftName: swiftName), at: name.range)
        } else if let first = taken[swiftName] {
            context.report(
                .invalidIdentifier, ConfigMessage.themeNamesCollide(name.value, first.value, swiftName: swiftName), at: name.range,
                notes: [context.note(ConfigMessage.otherTheme(first.value), at: first.range)])
        } else {
            taken[swiftName] = name
        }
    }

    func readFonts() -> [FontFamilyFiles] {
        guard let entries = mapEntries("fonts", what: "'fonts'") else { return [] }
        return entries.compactMap { member in
            guard let family = readName(member, in: "fonts", what: "font family") else { return nil }
            let pointer = object.pointer("fonts").appending(member.key)
            let what = ConfigMessage.fontFamily(member.key)
            switch member.value.kind {
            case .string:
                return readFontFile(member.value, at: pointer, what: what).map { FontFamilyFiles(family: family, source: .file($0)) }
            case .object(let weightMembers) where weightMembers.contains(where: { $0.key == "file" }):
                return readFontFile(member.value, at: pointer, what: what).map { FontFamilyFiles(family: family, source: .file($0)) }
            case .object(let weightMembers):
                return readWeightedFiles(weightMembers, of: member, at: pointer).map { FontFamilyFiles(family: family, source: .byWeight($0)) }
            default:
                context.reportTypeMismatch(member.value, expected: ConfigMessage.expectedFontSource, what: what)
                return nil
            }
        }
    }

    /// `fontFallbacks`: script name -> a family name or a non-empty list of them. Whether
    /// the script exists and `fonts` has the families is checked once the `extends` chain is
    /// merged, where the fonts are loaded.
    func readFontFallbacks() -> [ScriptFontFallback] {
        guard let entries = mapEntries("fontFallbacks", what: "'fontFallbacks'") else { return [] }
        return entries.compactMap { member in
            guard let script = readName(member, in: "fontFallbacks", what: "script") else { return nil }
            let pointer = object.pointer("fontFallbacks").appending(member.key)
            let what = ConfigMessage.fontFallback(member.key)
            var values: [(JSONValue, JSONPointer)] = []
            switch member.value.kind {
            case .string: values = [(member.value, pointer)]
            case .array(let elements) where !elements.isEmpty: values = elements.enumerated().map { ($1, pointer.appending(String($0))) }
            case .array:
                context.report(.invalidValue, ConfigMessage.noFallbackFamilies(member.key), at: member.value.range)
                return nil
            default:
                context.reportTypeMismatch(member.value, expected: ConfigMessage.expectedFallback, what: what)
                return nil
            }
            var families: [Located<String>] = []
            for (value, at) in values {
                guard let family = context.string(value, at: at, what: what) else { continue }
                guard !family.value.isEmpty else {
                    context.report(.invalidValue, ConfigMessage.emptyName("font family"), at: family.range)
                    continue
                }
                families.append(family)
            }
            return families.isEmpty ? nil : ScriptFontFallback(script: script, families: families)
        }
    }

    private func readWeightedFiles(_ members: [JSONMember], of family: JSONMember, at pointer: JSONPointer) -> [WeightedFontFile]? {
        let weightMembers = ObjectReader.lastOccurrences(members)
        guard !weightMembers.isEmpty else {
            context.report(.invalidValue, ConfigMessage.noWeights(family.key), at: family.value.range)
            return nil
        }
        var files: [WeightedFontFile] = []
        for member in weightMembers {
            guard let weight = FontWeightName.weight(forKey: member.key) else {
                let notes = didYouMean(member.key, among: FontWeightName.weights.map(\.key))
                context.report(.invalidValue, ConfigMessage.invalidWeight(member.key), at: member.keyRange, notes: notes)
                continue
            }
            if let first = files.first(where: { $0.weight.value == weight }) {
                let message = ConfigMessage.weightTwice(weight, family: family.key)
                reportRepeated(.invalidValue, message, at: member.keyRange, first: first.weight.range, name: String(weight))
                continue
            }
            guard let file = readFontFile(member.value, at: pointer.appending(member.key), what: ConfigMessage.fontFamily(family.key)) else { continue }
            files.append(WeightedFontFile(weight: Located(weight, range: member.keyRange, pointer: pointer.appending(member.key)), file: file))
        }
        return files.isEmpty ? nil : files
    }

    /// A font file: a path, or `{"file": path, "face": name}` for one face of a collection.
    private func readFontFile(_ value: JSONValue, at pointer: JSONPointer, what: String) -> FontFileReference? {
        guard value.objectMembers != nil else { return readPath(value, at: pointer, what: what).map { FontFileReference(path: $0) } }
        guard let reader = ObjectReader(value, at: pointer, what: what, keys: ["file", "face"], context: context) else { return nil }
        let path = reader.required("file").flatMap { readPath($0, at: reader.pointer("file"), what: what) }
        let face = reader.string("face")
        if let face, face.value.isEmpty {
            context.report(.invalidValue, ConfigMessage.emptyName("font face"), at: face.range)
            return nil
        }
        return path.map { FontFileReference(path: $0, face: face) }
    }

    /// The members of a name-to-value map under `key` (`$schema` and `$comment` left out),
    /// or nil when absent or not an object.
    private func mapEntries(_ key: String, what: String) -> [JSONMember]? {
        guard let value = object[key] else { return nil }
        guard let members = value.objectMembers else {
            context.reportTypeMismatch(value, expected: "an object", what: what)
            return nil
        }
        return ObjectReader.lastOccurrences(members)
    }

    /// A map key that names something (a theme, a font family): any non-empty string.
    private func readName(_ member: JSONMember, in section: String, what: String) -> Located<String>? {
        guard !member.key.isEmpty else {
            context.report(.invalidValue, ConfigMessage.emptyName(what), at: member.keyRange)
            return nil
        }
        return Located(member.key, range: member.keyRange, pointer: object.pointer(section).appending(member.key))
    }
}

extension ConfigMessage {
    static func themeFiles(_ theme: String) -> String { "the token files of theme '\(theme)'" }

    static func theme(_ theme: String) -> String { "theme '\(theme)'" }

    static let expectedTheme = "a list of token files, or {\"tokens\": [...], \"modifiers\": {...}}"

    static func themeModifiers(_ theme: String) -> String { "the modifiers of theme '\(theme)'" }

    static func themeModifier(_ modifier: String) -> String { "the context of modifier '\(modifier)'" }

    static func modifiersWithoutResolver(_ theme: String) -> String {
        "theme '\(theme)' sets modifiers but names no resolver file; add a '*.resolver.json' to its 'tokens', or remove 'modifiers'"
    }

    static func themeWithoutSwiftName(_ theme: String) -> String {
        let reason =
            TokenSwiftNames.member(theme) == nil
            ? "has no ASCII letter or digit, so it has no name in the generated Swift"
            : "becomes a Swift keyword in the generated Swift (a case of 'DialogTheme', a property of 'DialogColor')"
        return "theme '\(theme)' \(reason); name it with ASCII letters and digits, such as 'highContrast'"
    }

    static func themeNameReserved(_ theme: String, swiftName: String) -> String {
        "theme '\(theme)' becomes '\(swiftName)' in the generated Swift, a name 'DialogColor' and 'DialogTheme' already use for their own members; choose another theme name"
    }

    static func themeNamesCollide(_ theme: String, _ other: String, swiftName: String) -> String {
        "theme '\(theme)' becomes '\(swiftName)' in the generated Swift, as theme '\(other)' does; the generated colours could not tell them apart, rename one"
    }

    static func otherTheme(_ theme: String) -> String { "theme '\(theme)' is here" }

    static func fontFamily(_ family: String) -> String { "the font files of family '\(family)'" }

    static func fontFallback(_ script: String) -> String { "the fallback fonts of script '\(script)'" }

    static let expectedFallback = "a font family of 'fonts', or a list of them"

    static func noFallbackFamilies(_ script: String) -> String {
        "the fallback fonts of script '\(script)' list no family; name a family of 'fonts', such as \"Noto Sans \(script)\""
    }

    static let expectedFontSource = "a path, {\"file\": path, \"face\": name}, or an object mapping weights to either"

    static func emptyName(_ what: String) -> String { "a \(what) name cannot be empty; name it, such as \"brand\"" }

    static func noWeights(_ family: String) -> String {
        "font family '\(family)' lists no weights; map weights to files, such as {\"400\": \"fonts/Brand-Regular.otf\"}, or give one file"
    }

    static func invalidWeight(_ key: String) -> String {
        "'\(key)' is not a font weight; write a number from 1 to 1000, such as \"400\" or \"700\", or a weight name such as \"regular\" or \"bold\""
    }

    static func weightTwice(_ weight: Int, family: String) -> String {
        "weight \(weight) is given twice for font family '\(family)'; keep one file per weight"
    }
}
