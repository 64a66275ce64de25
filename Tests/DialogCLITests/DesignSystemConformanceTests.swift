import DialogTestSupport
import Foundation
import Testing

/// The design systems' data, which stays in `../shared` (never copied into the project).
enum DesignSystemData {
    static let folder = RepositoryPaths.root + "/../shared/conformance/dtcg"
    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder + "/adobe-spectrum.resolver.json") }
}

/// Real design systems (`../shared/conformance/dtcg/`: Adobe Spectrum, GitHub Primer,
/// Microsoft Fluent 2, each through its DTCG resolver) pointed at the contract by the
/// mapping files of `Examples/design-systems/<name>/`: a plain spec lints with no error, and
/// the mapped tokens resolve to the design system's own values in each modifier context.
@Suite(.enabled(if: DesignSystemData.isPresent, "needs ../shared/conformance/dtcg beside the checkout"))
struct DesignSystemConformanceTests {
    let dialogc = CommandRunner()

    static func example(_ name: String) -> String { RepositoryPaths.root + "/Examples/design-systems/" + name }

    /// One expected value: the theme (a modifier context), the contract token, its value as
    /// `dialogc tokens --format json` writes it, and the design-system token it comes through.
    struct Expected: Sendable, CustomTestStringConvertible {
        var theme: String
        var token: String
        var value: String
        var through: String

        var testDescription: String { "\(theme) \(token)" }
    }

    /// Values read from the design systems' files (the hex of each colour's object form).
    static let expected: [(system: String, values: [Expected])] = [
        (
            "spectrum",
            [
                // theme-light.tokens.json gray-25 #fff, theme-dark.tokens.json gray-25 #111
                Expected(theme: "light", token: "dialog.alert.background", value: "#FFFFFFFF", through: "background-base-color"),
                Expected(theme: "dark", token: "dialog.alert.background", value: "#111111FF", through: "background-base-color"),
                // gray-800: light #292929, dark #dbdbdb
                Expected(theme: "light", token: "dialog.title.color", value: "#292929FF", through: "neutral-content-color-default"),
                Expected(theme: "dark", token: "dialog.title.color", value: "#DBDBDBFF", through: "neutral-content-color-default"),
                // light blue-900 #3b63fb (the light mapping's step), dark blue-800 #4069fd
                Expected(theme: "light", token: "button.primary.background", value: "#3B63FBFF", through: "accent-color-900"),
                Expected(theme: "dark", token: "button.primary.background", value: "#4069FDFF", through: "accent-background-color-default"),
                // size-desktop component-height-300 48px, size-mobile 60px
                Expected(theme: "light", token: "button.height", value: "48", through: "component-height-300"),
                Expected(theme: "dark", token: "button.height", value: "60", through: "component-height-300"),
            ]
        ),
        (
            "primer",
            [
                // base.color.neutral.0 is white in light.tokens.json, black (#010409) in dark.tokens.json
                Expected(theme: "light", token: "dialog.alert.background", value: "#FFFFFFFF", through: "bgColor.default"),
                Expected(theme: "dark", token: "dialog.alert.background", value: "#010409FF", through: "bgColor.default"),
                // base.color.neutral.9: light #59636e, dark #9198a1
                Expected(theme: "light", token: "dialog.message.color", value: "#59636EFF", through: "fgColor.muted"),
                Expected(theme: "dark", token: "dialog.message.color", value: "#9198A1FF", through: "fgColor.muted"),
                Expected(theme: "light", token: "button.primary.background", value: "#1F883DFF", through: "button.primary.bgColor.rest"),
                Expected(theme: "light", token: "button.height", value: "48", through: "control.xlarge.size"),
            ]
        ),
        (
            "fluent",
            [
                // semanticColors.infoBackground: default #f3f2f1, inverted #323130
                Expected(theme: "light", token: "dialog.alert.background", value: "#F3F2F1FF", through: "semanticColors.infoBackground"),
                Expected(theme: "dark", token: "dialog.alert.background", value: "#323130FF", through: "semanticColors.infoBackground"),
                // semanticColors.messageText: default #323130, inverted #f3f2f1
                Expected(theme: "light", token: "dialog.title.color", value: "#323130FF", through: "semanticColors.messageText"),
                Expected(theme: "dark", token: "dialog.title.color", value: "#F3F2F1FF", through: "semanticColors.messageText"),
                // semanticColors.errorIcon: default #a80000, inverted #f1707b
                Expected(theme: "light", token: "highlight.danger", value: "#A80000FF", through: "semanticColors.errorIcon"),
                Expected(theme: "dark", token: "highlight.danger", value: "#F1707BFF", through: "semanticColors.errorIcon"),
                Expected(theme: "light", token: "button.primary.background", value: "#0078D4FF", through: "semanticColors.primaryButtonBackground"),
            ]
        ),
    ]

    @Test(arguments: ["spectrum", "primer", "fluent"])
    func aPlainSpecLintsWithoutErrors(_ system: String) throws {
        let result = dialogc.run("lint", "--no-cache", "--format", "json", Self.example(system) + "/notice.dialog.json")
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(document["diagnostics"] as? [[String: Any]])
        let errors = findings.filter { $0["severity"] as? String == "error" }
        #expect(errors.isEmpty, "\(errors)")
        // What dialogc cannot read in the design system is a few warnings, one per file and kind.
        let warnings = findings.filter { $0["severity"] as? String == "warning" }
        #expect(!warnings.isEmpty)
        for warning in warnings {
            let message = warning["message"] as? String ?? ""
            #expect(message.contains(" that no contract token, style or alias chain reaches "), "\(message)")
        }
        let places = warnings.map { "\($0["path"] ?? "") \($0["rule"] ?? "")" }
        #expect(Set(places).count == places.count, "one warning per file and kind: \(places)")
    }

    @Test(arguments: expected)
    func mappedTokensResolveToTheDesignSystemsValues(_ system: String, _ values: [Expected]) throws {
        let result = dialogc.run("tokens", "--config", Self.example(system) + "/dialogc.json", "--format", "json")
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let themes = try #require(document["themes"] as? [String: [String: [String: Any]]])
        for expected in values {
            let token = try #require(themes[expected.theme]?[expected.token], "\(expected.testDescription)")
            #expect("\(token["value"] ?? "")" == expected.value, "\(expected.testDescription)")
            #expect((token["aliasOf"] as? [String])?.first == expected.through, "\(expected.testDescription)")
        }
    }
}
