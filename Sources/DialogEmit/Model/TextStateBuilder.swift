/// `DialogTextState` in `DialogSupport.swift`: a text with its placeholders filled in and
/// the UTF-16 ranges of its highlight spans, built from styled segments.
enum TextStateBuilder {
    static func declaration(_ access: SwiftAccess?) -> SwiftDeclaration {
        typealias Field = SwiftBuilders.Field
        let fields = [
            Field("text", "Swift.String", doc: SwiftDocComment("The text as shown: placeholders substituted, markup removed.")),
            Field("highlights", "[Highlight]", doc: SwiftDocComment("The highlight spans, in order; they never overlap."), defaultValue: .array([])),
        ]
        return .structure(SwiftStruct(
            doc: SwiftDocComment("A dialog text as shown, with the ranges and style names of its highlight spans."),
            access: access, name: "DialogTextState", conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: [highlight(access), segment(access)] + SwiftBuilders.storedFields(fields, access: access)
                + [segmentsInitializer(access), stringRange(access)]))
    }

    private static func highlight(_ access: SwiftAccess?) -> SwiftDeclaration {
        let fields = [
            SwiftBuilders.Field(
                "range", "Swift.Range<Swift.Int>",
                doc: SwiftDocComment(
                    "Offsets in UTF-16 code units of `text`, as `NSRange` and `NSAttributedString` count;",
                    "`DialogTextState.stringRange(of:)` turns them into string indices.")),
            SwiftBuilders.Field("style", "Swift.String", doc: SwiftDocComment("The highlight style name, `accent` for the token `highlight.accent`.")),
        ]
        return .structure(SwiftStruct(
            doc: SwiftDocComment("A highlight span: a range of the text and the style that draws it."),
            access: access, name: "Highlight", conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: SwiftBuilders.storedFields(fields, access: access)))
    }

    private static func segment(_ access: SwiftAccess?) -> SwiftDeclaration {
        let fields = [
            SwiftBuilders.Field("text", "Swift.String"),
            SwiftBuilders.Field("style", "Swift.String?", doc: SwiftDocComment("The highlight style, nil for plain text.")),
        ]
        let plain = SwiftFunction(
            access: access, isStatic: true, name: "plain", parameters: [SwiftParameter(label: "_", name: "text", type: "Swift.String")],
            returnType: "Segment", body: [.returning(.call("Segment", ("text", .identifier("text")), ("style", .nilLiteral)))])
        let highlighted = SwiftFunction(
            access: access, isStatic: true, name: "highlighted",
            parameters: [SwiftParameter(label: "_", name: "text", type: "Swift.String"), SwiftParameter(name: "style", type: "Swift.String")],
            returnType: "Segment", body: [.returning(.call("Segment", ("text", .identifier("text")), ("style", .identifier("style"))))])
        return .structure(SwiftStruct(
            doc: SwiftDocComment("A run of text drawn in one style; generated code builds texts from these."),
            access: access, name: "Segment", conformances: ["Swift.Equatable", "Swift.Sendable"],
            members: SwiftBuilders.storedFields(fields, access: access) + [.function(plain), .function(highlighted)]))
    }

    /// Concatenates the segments, recording the UTF-16 range of each styled, non-empty one.
    private static func segmentsInitializer(_ access: SwiftAccess?) -> SwiftDeclaration {
        let text = SwiftExpression.identifier("text")
        let utf16Count = text.member("utf16").member("count")
        let segment = SwiftExpression.identifier("segment")
        let appendHighlight = SwiftStatement.expression(.call(
            .identifier("highlights").member("append"),
            [SwiftArgument(nil, .call("Highlight", ("range", .binary(.identifier("start"), "..<", .identifier("end"))), ("style", .identifier("style"))))]))
        let loop = SwiftStatement.forIn(element: "segment", sequence: .identifier("segments"), body: [
            .binding(isMutable: false, name: "start", type: nil, value: utf16Count),
            .assignment(text, operator: "+=", segment.member("text")),
            .binding(isMutable: false, name: "end", type: nil, value: utf16Count),
            .conditional(
                conditions: [.optionalBinding(name: "style", value: segment.member("style")), .boolean(.binary(.identifier("start"), "<", .identifier("end")))],
                body: [appendHighlight], elseBody: nil),
        ])
        return .initializer(SwiftInitializer(
            doc: SwiftDocComment("The segments joined, each styled segment becoming one highlight."),
            access: access, parameters: [SwiftParameter(name: "segments", type: "[Segment]")],
            body: [
                .binding(isMutable: true, name: "text", type: nil, value: .string("")),
                .binding(isMutable: true, name: "highlights", type: "[Highlight]", value: .array([])),
                loop,
                .expression(.call(.identifier("self").member("init"), [SwiftArgument("text", text), SwiftArgument("highlights", .identifier("highlights"))])),
            ]))
    }

    private static func stringRange(_ access: SwiftAccess?) -> SwiftDeclaration {
        func index(_ bound: String) -> SwiftExpression {
            .call(.identifier("Swift.String").member("Index"), [
                SwiftArgument("utf16Offset", .identifier("highlight").member("range").member(bound)),
                SwiftArgument("in", .identifier("text")),
            ])
        }
        return .function(SwiftFunction(
            doc: SwiftDocComment("The range of `highlight` as indices of `text`, for `AttributedString` and friends."),
            access: access, name: "stringRange", parameters: [SwiftParameter(label: "of", name: "highlight", type: "Highlight")],
            returnType: "Swift.Range<Swift.String.Index>",
            body: [
                .binding(isMutable: false, name: "lower", type: nil, value: index("lowerBound")),
                .binding(isMutable: false, name: "upper", type: nil, value: index("upperBound")),
                .returning(.binary(.identifier("lower"), "..<", .identifier("upper"))),
            ]))
    }
}
