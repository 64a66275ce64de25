/// A JSON value as the corpus generator builds it, before it is printed.
///
/// The benchmark writes its own text instead of using `JSONWriter` or Foundation so that the
/// corpus looks like what a person types (see `HumanJSONPrinter`) and stays independent of
/// the code being measured.
indirect enum CorpusValue {
    case string(String)
    /// A number as written in the file, e.g. `0.4` or `48`.
    case number(String)
    case bool(Bool)
    case array([CorpusValue])
    case object([(key: String, value: CorpusValue)])

    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}

/// Prints `CorpusValue`s the way people format dialog specs by hand: two-space indentation,
/// one member per line, but short arrays of scalars and small flat objects (a locale map,
/// a layout) kept on one line.
struct HumanJSONPrinter {
    /// Flat containers up to this many characters stay on one line.
    var inlineLimit = 72

    func print(_ value: CorpusValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private func write(_ value: CorpusValue, indent: Int, into output: inout String) {
        switch value {
        case .string(let text): writeString(text, into: &output)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let elements):
            if let inline = inlineForm(of: value) {
                output += inline
                return
            }
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                write(element, indent: indent + 2, into: &output)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if let inline = inlineForm(of: value) {
                output += inline
                return
            }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, indent: indent + 2, into: &output)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// The one-line form of a container of scalars, when it is short enough.
    private func inlineForm(of value: CorpusValue) -> String? {
        var output = ""
        switch value {
        case .array(let elements):
            guard elements.allSatisfy({ !$0.isContainer }) else { return nil }
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += ", " }
                write(element, indent: 0, into: &output)
            }
            output += "]"
        case .object(let members):
            guard members.allSatisfy({ !$0.value.isContainer }) else { return nil }
            if members.isEmpty { return "{}" }
            output += "{ "
            for (position, member) in members.enumerated() {
                if position > 0 { output += ", " }
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, indent: 0, into: &output)
            }
            output += " }"
        default:
            return nil
        }
        return output.unicodeScalars.count <= inlineLimit ? output : nil
    }

    private func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
