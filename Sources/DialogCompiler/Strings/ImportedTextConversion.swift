import DialogEmit
import DialogModel

/// A translation file's text back in spec markup: `{name}` placeholders, `{{` and `}}` for
/// literal braces, `<style>…</style>` spans. Problems (a specifier or code that names no
/// placeholder of the unit, a specifier of the wrong type, an unpaired span) are worded
/// for the translator, each with what would fix it.
enum ImportedTextConversion {
    /// The raw spec text, or what is wrong with it. `source`: the same unit's source text
    /// in the file, whose inline codes say what each code id of an XLIFF target stands for.
    static func raw(_ text: ImportedText, unit: TranslationUnit, source: ImportedText?) -> (raw: String, problems: [String]) {
        switch text {
        case .formatString(let string): fromFormatString(string, unit: unit)
        case .inline(let items): fromInline(items, unit: unit, source: source)
        }
    }

    private static func escapeBraces(_ string: String) -> String {
        string.replacing("{", with: "{{").replacing("}", with: "}}")
    }

    // MARK: - String Catalog

    static func fromFormatString(_ string: String, unit: TranslationUnit) -> (raw: String, problems: [String]) {
        var output = ""
        var problems: [String] = []
        let scalars = Array(string.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "{": output += "{{"
            case "}": output += "}}"
            case "%":
                if index < scalars.count, scalars[index] == "%" {
                    output += "%"
                    index += 1
                    continue
                }
                let start = index - 1
                var digits = ""
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    digits.unicodeScalars.append(scalars[index])
                    index += 1
                }
                let positional = !digits.isEmpty && index < scalars.count && scalars[index] == "$"
                if positional { index += 1 }
                var conversion = ""
                while index < scalars.count, scalars[index] == "l" || scalars[index] == "h" || scalars[index] == "q" {
                    conversion.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index < scalars.count {
                    conversion.unicodeScalars.append(scalars[index])
                    index += 1
                }
                var written = ""
                written.unicodeScalars.append(contentsOf: scalars[start..<index])
                guard positional, let position = Int(digits) else {
                    problems.append(StringsImportMessage.notPositional(written, unit: unit))
                    continue
                }
                guard let placeholder = unit.placeholders.first(where: { $0.position == position }) else {
                    problems.append(StringsImportMessage.noSuchPosition(written, unit: unit))
                    continue
                }
                guard accepts(conversion, placeholder.type) else {
                    problems.append(StringsImportMessage.wrongConversion(written, placeholder: placeholder))
                    continue
                }
                output += "{" + placeholder.name + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return (output, problems)
    }

    /// Whether a conversion fits a placeholder's type (`lld`, `ld`, `d` an Int, …).
    private static func accepts(_ conversion: String, _ type: ParameterType) -> Bool {
        switch type {
        case .string: conversion == "@"
        case .int: ["lld", "ld", "d", "i", "lli", "li", "qd"].contains(conversion)
        case .double: ["lf", "f", "g", "e", "lg", "le"].contains(conversion)
        }
    }

    // MARK: - XLIFF

    static func fromInline(_ items: [InlineItem], unit: TranslationUnit, source: ImportedText?) -> (raw: String, problems: [String]) {
        var placeholderIDs: [String: String] = [:]
        var styleIDs: [String: String] = [:]
        if case .inline(let sourceItems)? = source {
            for item in sourceItems {
                switch item {
                case .placeholder(let id, let equiv): if let name = placeholderName(equiv) { placeholderIDs[id] = name }
                case .open(let id, let kind): if let style = styleName(kind) { styleIDs[id] = style }
                default: break
                }
            }
        }
        var output = ""
        var problems: [String] = []
        var open: [String] = []
        for item in items {
            switch item {
            case .text(let string): output += escapeBraces(string)
            case .placeholder(let id, let equiv):
                let name = placeholderIDs[id] ?? placeholderName(equiv) ?? numbered(id, unit: unit)
                guard let name else {
                    problems.append(StringsImportMessage.unknownCode(id, unit: unit))
                    continue
                }
                output += "{" + name + "}"
            case .open(let id, let kind):
                guard let style = styleIDs[id] ?? styleName(kind) else {
                    problems.append(StringsImportMessage.unknownSpan(id, unit: unit))
                    open.append("")
                    continue
                }
                open.append(style)
                output += "<" + style + ">"
            case .close:
                if let style = open.popLast(), !style.isEmpty { output += "</" + style + ">" }
            }
        }
        return (output, problems)
    }

    /// `{name}` from an `equiv-text`/`equiv`.
    private static func placeholderName(_ equiv: String?) -> String? {
        guard let equiv, equiv.hasPrefix("{"), equiv.hasSuffix("}"), equiv.count > 2 else { return nil }
        return String(equiv.dropFirst().dropLast())
    }

    /// The style of a `ctype="x-dialogc-accent"` or `subType="dialogc:accent"`.
    private static func styleName(_ kind: String?) -> String? {
        guard let kind else { return nil }
        for prefix in ["x-dialogc-", "dialogc:"] where kind.hasPrefix(prefix) && kind.count > prefix.count {
            return String(kind.dropFirst(prefix.count))
        }
        return nil
    }

    /// The placeholder of an id the exporter wrote: `p2` or `p2.3` is the second.
    private static func numbered(_ id: String, unit: TranslationUnit) -> String? {
        guard id.hasPrefix("p"), let number = Int(id.dropFirst().prefix { $0 != "." }) else { return nil }
        return unit.placeholders.first { $0.position == number }?.name
    }
}

/// The import's wording.
enum StringsImportMessage {
    static func notPositional(_ written: String, unit: TranslationUnit) -> String {
        "'\(written)' in the translation of '\(unit.key)' is not a positional specifier of the source; write \(specifiers(unit)), as the source does (a literal percent sign is '%%')"
    }
    static func noSuchPosition(_ written: String, unit: TranslationUnit) -> String {
        "'\(written)' in the translation of '\(unit.key)' names no placeholder of the source; use \(specifiers(unit))"
    }
    static func wrongConversion(_ written: String, placeholder: TranslationPlaceholder) -> String {
        "'\(written)' does not fit {\(placeholder.name)}, \(placeholder.type.rawValue == "Int" ? "an" : "a") \(placeholder.type.rawValue): write \(placeholder.formatSpecifier)"
    }
    static func unknownCode(_ id: String, unit: TranslationUnit) -> String {
        "the placeholder code '\(id)' in the translation of '\(unit.key)' matches none of the source's; copy the source's placeholder codes into the target"
    }
    static func unknownSpan(_ id: String, unit: TranslationUnit) -> String {
        "the span '\(id)' in the translation of '\(unit.key)' matches none of the source's highlight spans; copy the source's spans into the target"
    }
    private static func specifiers(_ unit: TranslationUnit) -> String {
        unit.placeholders.isEmpty ? "no specifier (the source has no placeholder)" : unit.placeholders.map(\.formatSpecifier).joined(separator: ", ")
    }
}
