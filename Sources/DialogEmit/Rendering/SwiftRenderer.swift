/// Turns the structured representation into source text: 4-space indentation, a line break at
/// the end, no trailing white space, and an expression broken over lines (one argument or
/// element a line) only when it does not fit in `maximumWidth` columns. Output depends on the
/// input alone.
public struct SwiftRenderer: Sendable {
    public var maximumWidth: Int

    public init(maximumWidth: Int = 100) {
        self.maximumWidth = maximumWidth
    }

    public func render(_ file: SwiftFile) -> String {
        var writer = CodeWriter()
        writer.comment(file.header, depth: 0)
        if !file.imports.isEmpty {
            writer.blank()
            for module in file.imports { writer.line("import \(module)", depth: 0) }
        }
        for declaration in file.declarations {
            writer.blank()
            write(declaration, depth: 0, into: &writer)
        }
        return writer.text
    }

    // MARK: Declarations

    func write(_ declaration: SwiftDeclaration, depth: Int, into writer: inout CodeWriter) {
        switch declaration {
        case .structure(let structure):
            writer.doc(structure.doc, depth: depth)
            let generics = structure.genericParameters.isEmpty ? "" : "<" + structure.genericParameters.joined(separator: ", ") + ">"
            let head = modifiers(structure.access) + "struct " + structure.name + generics + inheritance(structure.conformances)
            writeBlock(head, members: structure.members, depth: depth, into: &writer)
        case .enumeration(let enumeration):
            writer.doc(enumeration.doc, depth: depth)
            writer.line(modifiers(enumeration.access) + "enum " + enumeration.name + inheritance(enumeration.conformances) + " {", depth: depth)
            for enumCase in enumeration.cases {
                writer.doc(enumCase.doc, depth: depth + 1)
                let associated = enumCase.associatedTypes.isEmpty ? "" : "(" + enumCase.associatedTypes.joined(separator: ", ") + ")"
                let raw = enumCase.rawValue.flatMap { $0 == enumCase.name ? nil : " = " + inline(.string($0)) } ?? ""
                writer.line("case " + enumCase.name + associated + raw, depth: depth + 1)
            }
            writeMembers(enumeration.members, separated: !enumeration.cases.isEmpty, depth: depth + 1, into: &writer)
            writer.line("}", depth: depth)
        case .extensionDeclaration(let extensionDeclaration):
            writer.doc(extensionDeclaration.doc, depth: depth)
            let head = modifiers(extensionDeclaration.access) + "extension " + extensionDeclaration.extendedType
                + inheritance(extensionDeclaration.conformances)
            writeBlock(head, members: extensionDeclaration.members, depth: depth, into: &writer)
        case .property(let property):
            writer.doc(property.doc, depth: depth)
            var head = modifiers(property.access, isStatic: property.isStatic) + (property.isMutable ? "var " : "let ") + property.name
            if let type = property.type { head += ": " + type }
            if let value = property.value {
                write(value, prefix: head + " = ", suffix: "", depth: depth, into: &writer)
            } else {
                writer.line(head, depth: depth)
            }
        case .initializer(let initializer):
            writer.doc(initializer.doc, depth: depth)
            writeSignature(modifiers(initializer.access) + "init", initializer.parameters, "", depth: depth, into: &writer)
            writeBodyLines(initializer.body, depth: depth, into: &writer)
        case .function(let function):
            writer.doc(function.doc, depth: depth)
            let prefix = modifiers(function.access, isStatic: function.isStatic) + "func " + function.name
            writeSignature(prefix, function.parameters, function.returnType.map { " -> " + $0 } ?? "", depth: depth, into: &writer)
            writeBodyLines(function.body, depth: depth, into: &writer)
        case .protocolDeclaration(let declaration):
            writer.doc(declaration.doc, depth: depth)
            writer.line(modifiers(declaration.access) + "protocol " + declaration.name + " {", depth: depth)
            for associatedType in declaration.associatedTypes { writer.line("associatedtype " + associatedType, depth: depth + 1) }
            for property in declaration.properties {
                writer.doc(property.doc, depth: depth + 1)
                writer.line((property.isStatic ? "static " : "") + "var " + property.name + ": " + (property.type ?? "") + " { get }", depth: depth + 1)
            }
            for requirement in declaration.requirements {
                writer.doc(requirement.doc, depth: depth + 1)
                let parameters = requirement.parameters.map(parameter).joined(separator: ", ")
                let result = requirement.returnType.map { " -> " + $0 } ?? ""
                writer.line((requirement.isStatic ? "static " : "") + "func " + requirement.name + "(" + parameters + ")" + result, depth: depth + 1)
            }
            writer.line("}", depth: depth)
        }
    }

    private func writeBlock(_ head: String, members: [SwiftDeclaration], depth: Int, into writer: inout CodeWriter) {
        if members.isEmpty {
            writer.line(head + " {}", depth: depth)
            return
        }
        writer.line(head + " {", depth: depth)
        writeMembers(members, separated: false, depth: depth + 1, into: &writer)
        writer.line("}", depth: depth)
    }

    /// Members with a blank line between them, except between consecutive stored properties,
    /// which read as one group.
    private func writeMembers(_ members: [SwiftDeclaration], separated: Bool, depth: Int, into writer: inout CodeWriter) {
        var previous: SwiftDeclaration?
        for member in members {
            let grouped: Bool
            if case .property = member, case .property? = previous { grouped = true } else { grouped = false }
            if (previous != nil && !grouped) || (previous == nil && separated) { writer.blank() }
            write(member, depth: depth, into: &writer)
            previous = member
        }
    }

    private func modifiers(_ access: SwiftAccess?, isStatic: Bool = false) -> String {
        (access.map { $0.rawValue + " " } ?? "") + (isStatic ? "static " : "")
    }

    private func inheritance(_ conformances: [String]) -> String {
        conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    }

    /// `prefix(parameters)suffix {`, the parameters one a line when they do not fit.
    private func writeSignature(_ prefix: String, _ parameters: [SwiftParameter], _ suffix: String, depth: Int, into writer: inout CodeWriter) {
        let rendered = parameters.map(parameter)
        let flat = prefix + "(" + rendered.joined(separator: ", ") + ")" + suffix + " {"
        if CodeWriter.indentation(depth).count + flat.count <= maximumWidth || parameters.isEmpty {
            writer.line(flat, depth: depth)
            return
        }
        writer.line(prefix + "(", depth: depth)
        for (index, text) in rendered.enumerated() { writer.line(text + (index < rendered.count - 1 ? "," : ""), depth: depth + 1) }
        writer.line(")" + suffix + " {", depth: depth)
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        let label = parameter.label.map { $0 + " " } ?? ""
        let defaultValue = parameter.defaultValue.map { " = " + inline($0) } ?? ""
        return label + parameter.name + ": " + parameter.type + defaultValue
    }

    // MARK: Statements

    /// The statements after a line ending in `{`, and the closing brace; an empty body
    /// becomes `{}` on the opening line.
    private func writeBodyLines(_ body: [SwiftStatement], depth: Int, into writer: inout CodeWriter) {
        if body.isEmpty {
            writer.appendToLastLine("}")
            return
        }
        for statement in body { write(statement, depth: depth + 1, into: &writer) }
        writer.line("}", depth: depth)
    }

    func write(_ statement: SwiftStatement, depth: Int, into writer: inout CodeWriter) {
        switch statement {
        case .expression(let expression):
            write(expression, prefix: "", suffix: "", depth: depth, into: &writer)
        case .binding(let isMutable, let name, let type, let value):
            let head = (isMutable ? "var " : "let ") + name + (type.map { ": " + $0 } ?? "")
            write(value, prefix: head + " = ", suffix: "", depth: depth, into: &writer)
        case .assignment(let target, let assignmentOperator, let value):
            write(value, prefix: inline(target) + " " + assignmentOperator + " ", suffix: "", depth: depth, into: &writer)
        case .returning(let value):
            write(value, prefix: "return ", suffix: "", depth: depth, into: &writer)
        case .switching(let switchStatement):
            writer.line("switch " + inline(switchStatement.subject) + " {", depth: depth)
            for switchCase in switchStatement.cases {
                let label = switchCase.patterns.isEmpty ? "default:" : "case " + switchCase.patterns.map(inline).joined(separator: ", ") + ":"
                writer.line(label, depth: depth)
                for statement in switchCase.body { write(statement, depth: depth + 1, into: &writer) }
            }
            writer.line("}", depth: depth)
        case .forIn(let element, let sequence, let body):
            writer.line("for " + element + " in " + inline(sequence) + " {", depth: depth)
            writeBodyLines(body, depth: depth, into: &writer)
        case .conditional(let conditions, let body, let elseBody):
            let head = "if " + conditions.map(inline).joined(separator: ", ")
            writer.line(head + " {", depth: depth)
            for statement in body { write(statement, depth: depth + 1, into: &writer) }
            if let elseBody {
                writer.line("} else {", depth: depth)
                for statement in elseBody { write(statement, depth: depth + 1, into: &writer) }
            }
            writer.line("}", depth: depth)
        }
    }

    private func inline(_ condition: SwiftCondition) -> String {
        switch condition {
        case .boolean(let expression): inline(expression)
        case .optionalBinding(let name, let value): "let " + name + " = " + inline(value)
        }
    }

    // MARK: Expressions

    /// Writes `prefix expression suffix`, on one line when it fits, else breaking the
    /// outermost call or array literal and fitting each argument or element in turn.
    func write(_ expression: SwiftExpression, prefix: String, suffix: String, depth: Int, into writer: inout CodeWriter) {
        let flat = prefix + inline(expression) + suffix
        if case .textBlock = expression {
            // A text block is one line a line even when it would fit on one.
        } else if CodeWriter.indentation(depth).count + flat.count <= maximumWidth {
            writer.line(flat, depth: depth)
            return
        }
        switch expression {
        case .call(let callee, let arguments) where arguments.count == 1:
            // A lone array argument hugs the parentheses: `Make(items: [` … `])`.
            if case .array(let elements) = arguments[0].value, !elements.isEmpty {
                let label = arguments[0].label.map { $0 + ": " } ?? ""
                writer.line(prefix + inline(callee) + "(" + label + "[", depth: depth)
                for element in elements { write(element, prefix: "", suffix: ",", depth: depth + 1, into: &writer) }
                writer.line("])" + suffix, depth: depth)
            } else {
                writeBroken(callee, arguments, prefix: prefix, suffix: suffix, depth: depth, into: &writer)
            }
        case .call(let callee, let arguments) where !arguments.isEmpty:
            writeBroken(callee, arguments, prefix: prefix, suffix: suffix, depth: depth, into: &writer)
        case .textBlock(let lines):
            // The closing delimiter's indentation is stripped from every line.
            writer.line(prefix + "\"\"\"", depth: depth)
            for line in lines { writer.line(SwiftStringLiteral.escapeContents(line), depth: depth + 1) }
            writer.line("\"\"\"" + suffix, depth: depth + 1)
        case .dictionary(let entries) where !entries.isEmpty:
            writer.line(prefix + "[", depth: depth)
            for entry in entries { write(entry.value, prefix: inline(entry.key) + ": ", suffix: ",", depth: depth + 1, into: &writer) }
            writer.line("]" + suffix, depth: depth)
        case .array(let elements) where !elements.isEmpty:
            writer.line(prefix + "[", depth: depth)
            for element in elements { write(element, prefix: "", suffix: ",", depth: depth + 1, into: &writer) }
            writer.line("]" + suffix, depth: depth)
        case .closure(let body):
            writer.line(prefix + "{", depth: depth)
            write(body, prefix: "", suffix: "", depth: depth + 1, into: &writer)
            writer.line("}" + suffix, depth: depth)
        default:
            writer.line(flat, depth: depth)
        }
    }

    /// A call with one argument a line.
    private func writeBroken(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], prefix: String, suffix: String, depth: Int, into writer: inout CodeWriter
    ) {
        writer.line(prefix + inline(callee) + "(", depth: depth)
        // Arguments that fit on a line are packed onto as few lines as they fit on, in order;
        // one that does not fit is broken on lines of its own.
        let width = maximumWidth - CodeWriter.indentation(depth + 1).count
        var line = ""
        for (index, argument) in arguments.enumerated() {
            let label = argument.label.map { $0 + ": " } ?? ""
            let separator = index < arguments.count - 1 ? "," : ""
            let text = label + inline(argument.value) + separator
            if line.isEmpty, text.count <= width {
                line = text
            } else if !line.isEmpty, line.count + 1 + text.count <= width {
                line += " " + text
            } else {
                if !line.isEmpty { writer.line(line, depth: depth + 1) }
                line = ""
                if text.count <= width {
                    line = text
                } else {
                    write(argument.value, prefix: label, suffix: separator, depth: depth + 1, into: &writer)
                }
            }
        }
        if !line.isEmpty { writer.line(line, depth: depth + 1) }
        writer.line(")" + suffix, depth: depth)
    }

    func inline(_ expression: SwiftExpression) -> String {
        switch expression {
        case .identifier(let name): name
        case .member(let base, let name): inline(base) + "." + name
        case .implicitMember(let name): "." + name
        case .call(let callee, let arguments):
            inline(callee) + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + inline($0.value) }.joined(separator: ", ") + ")"
        case .string(let text): SwiftStringLiteral.render(text)
        case .interpolation(let parts):
            "\"" + parts.map { part in
                switch part {
                case .literal(let text): SwiftStringLiteral.escapeContents(text)
                case .expression(let value): "\\(" + inline(value) + ")"
                }
            }.joined() + "\""
        case .integer(let value): String(value)
        case .boolean(let value): value ? "true" : "false"
        case .nilLiteral: "nil"
        case .array(let elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .textBlock(let lines):
            "\"" + lines.map(SwiftStringLiteral.escapeContents).joined(separator: "\\n") + "\""
        case .dictionary(let entries):
            entries.isEmpty ? "[:]" : "[" + entries.map { inline($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + "]"
        case .binary(let left, let binaryOperator, let right):
            // Range operators are written tight, as the standard library's own code does.
            ["..<", "..."].contains(binaryOperator)
                ? inline(left) + binaryOperator + inline(right)
                : inline(left) + " " + binaryOperator + " " + inline(right)
        case .subscripted(let base, let index): inline(base) + "[" + inline(index) + "]"
        case .closure(let body): "{ " + inline(body) + " }"
        }
    }
}

/// Lines of source at an indentation depth, joined with `\n` and ending with one.
struct CodeWriter {
    private var lines: [String] = []

    static func indentation(_ depth: Int) -> String { String(repeating: "    ", count: depth) }

    mutating func line(_ text: String, depth: Int) {
        lines.append(text.isEmpty ? "" : Self.indentation(depth) + text)
    }

    mutating func blank() { lines.append("") }

    mutating func appendToLastLine(_ text: String) {
        lines[lines.count - 1] += text
    }

    mutating func comment(_ text: String, depth: Int) {
        for line in SwiftCommentText.lines(text) { self.line(Self.trimmingTrailingSpace("// " + line), depth: depth) }
    }

    mutating func doc(_ doc: SwiftDocComment?, depth: Int) {
        guard let doc else { return }
        for line in doc.lines.flatMap(SwiftCommentText.lines) { self.line(Self.trimmingTrailingSpace("/// " + line), depth: depth) }
    }

    /// Comment prose may end in spaces; the file never does.
    static func trimmingTrailingSpace(_ line: String) -> String {
        var line = line
        while let last = line.unicodeScalars.last, last == " " || last == "\t" { line.unicodeScalars.removeLast() }
        return line
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
