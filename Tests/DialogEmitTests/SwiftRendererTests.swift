import DialogEmit
import Testing

@Suite struct SwiftRendererTests {
    @Test func rendersDeclarationsWithFourSpaceIndentation() {
        let file = SwiftFile(
            header: "Generated. Do not edit.", imports: ["Foundation"],
            declarations: [
                .structure(SwiftStruct(
                    doc: SwiftDocComment("A box.", "Second line."), access: .public, name: "Box",
                    genericParameters: ["Value: Equatable"], conformances: ["Equatable"],
                    members: [
                        .enumeration(SwiftEnum(access: nil, name: "Kind", cases: [SwiftEnumCase(name: "small"), SwiftEnumCase(name: "sized", associatedTypes: ["Int"])])),
                        .property(SwiftProperty(access: .public, name: "value", type: "Value")),
                        .property(SwiftProperty(access: nil, isStatic: true, isMutable: false, name: "limit", type: nil, value: .integer(3))),
                        .function(SwiftFunction(
                            access: nil, name: "describe", parameters: [SwiftParameter(name: "kind", type: "Kind?", defaultValue: .nilLiteral)],
                            returnType: "String",
                            body: [
                                .switching(SwiftSwitch(subject: .identifier("kind"), cases: [
                                    SwiftSwitch.Case(patterns: [.implicitMember("small")], body: [.returning(.string("small \"box\""))]),
                                    SwiftSwitch.Case(patterns: [], body: [.returning(.interpolation([.literal("kind \\("), .expression(.identifier("kind"))]))]),
                                ])),
                            ])),
                    ])),
                .extensionDeclaration(SwiftExtension(extendedType: "Box", conformances: ["Sendable"], members: [])),
            ])
        let expected = #"""
            // Generated. Do not edit.

            import Foundation

            /// A box.
            /// Second line.
            public struct Box<Value: Equatable>: Equatable {
                enum Kind {
                    case small
                    case sized(Int)
                }

                public var value: Value
                static let limit = 3

                func describe(kind: Kind? = nil) -> String {
                    switch kind {
                    case .small:
                        return "small \"box\""
                    default:
                        return "kind \\(\(kind)"
                    }
                }
            }

            extension Box: Sendable {}

            """#
        #expect(SwiftRenderer().render(file) == expected)
    }

    @Test func breaksOnlyWhatDoesNotFit() {
        let call = SwiftExpression.call(
            "Make", ("first", .string("a long enough argument")), ("second", .array([.integer(1), .integer(2)])))
        let narrow = SwiftFile(header: "h", imports: [], declarations: [
            .property(SwiftProperty(access: nil, isMutable: false, name: "made", type: nil, value: call)),
        ])
        let expected = """
            // h

            let made = Make(
                first: "a long enough argument",
                second: [1, 2]
            )

            """
        #expect(SwiftRenderer(maximumWidth: 40).render(narrow) == expected)
        #expect(SwiftRenderer().render(narrow).contains(#"let made = Make(first: "a long enough argument", second: [1, 2])"#))
    }
}
