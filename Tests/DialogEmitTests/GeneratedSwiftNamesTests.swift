import DialogEmit
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// `GeneratedSwiftNames` spells out, for lint, what the generated files declare and use; these
/// tests keep its lists equal to what the emitters and the SwiftUI stand-in really declare.
@Suite struct GeneratedSwiftNamesTests {
    /// The names of the types declared at the top level (column 0) of Swift source.
    static func topLevelTypes(in source: String) -> Set<String> {
        let pattern = #"^(?:@\w+(?:\([^)]*\))? )*(?:public |open |internal |fileprivate |private )?(?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)"#
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let range = NSRange(source.startIndex..., in: source)
        return Set(expression.matches(in: source, range: range).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        })
    }

    @Test func supportTypesAreWhatTheSupportFilesDeclare() throws {
        let files = [
            SwiftModelEmitter.support(config: try EmitFixtures.publicConfig()), SwiftUIEmitter.support(accessLevel: .public),
            SwiftTokensEmitter.tokens(try SwiftUITokensTests.brandDesignSystem(), accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words),
        ] + PresenterRuntimeEmitter.support(config: try PresenterMutationTests.tcaConfig())
        let declared = files.reduce(into: Set<String>()) { $0.formUnion(Self.topLevelTypes(in: $1.contents)) }
        #expect(declared == GeneratedSwiftNames.supportTypes, "missing \(declared.subtracting(GeneratedSwiftNames.supportTypes).sorted()), extra \(GeneratedSwiftNames.supportTypes.subtracting(declared).sorted())")
    }

    /// The stand-ins declare exactly the framework API the support code uses.
    @Test func swiftUITypesAreWhatTheStandInDeclares() throws {
        let declared = try ["SwiftUI.swift", "Accessibility.swift", "UIKit.swift", "AppKit.swift", "SwiftUI+UIKit.swift", "SwiftUI+AppKit.swift"].reduce(into: Set<String>()) { declared, name in
            declared.formUnion(Self.topLevelTypes(in: try String(contentsOfFile: PlatformTypeCheck.standInFolder + "/" + name, encoding: .utf8)))
        }
        #expect(declared == GeneratedSwiftNames.swiftUITypes, "missing \(declared.subtracting(GeneratedSwiftNames.swiftUITypes).sorted()), extra \(GeneratedSwiftNames.swiftUITypes.subtracting(declared).sorted())")
    }
}
