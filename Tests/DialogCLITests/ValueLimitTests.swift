import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// Lengths and durations past their limits (docs/format/spec.md and tokens.md, "Limits") end
/// to end through the executable: every command that lays out or emits stops at the value
/// with a finding (exit 1) and names the limit, where it used to trap converting the value to
/// `Int` or lay out infinite frames.
@Suite struct ValueLimitTests {
    /// The five commands that decode a spec and go on to lay out or emit it.
    static func commands(_ spec: String, in folder: TemporaryDirectory) -> [[String]] {
        [
            ["lint", "--no-cache", spec],
            ["layout", spec],
            ["build", "--no-cache", spec, "--out", folder.path + "/Generated"],
            ["catalog", spec, "--out", folder.path + "/Catalog"],
            ["strings", "export", spec, "--format", "xcstrings", "--out", folder.path + "/Dialogs.xcstrings"],
        ]
    }

    static func position(_ marker: Int, in markers: LocationMarkers) -> String {
        let position = SourceFile(path: "", text: markers.cleanText).position(of: markers.offsets[marker] ?? -1)
        return "\(position.line):\(position.column)"
    }

    static let hugeStyle = LocationMarkers(
        parsing: """
            {
              "id": "notice.huge",
              "title": "Hello",
              "style": { "padding.top": 1️⃣1e20, "margin": 2️⃣1e19, "cornerRadius": 3️⃣1e300, "spacing.icon": 4️⃣10000.5 },
              "transition": { "in": 5️⃣"99999999999999999999999s" },
              "buttons": [{ "id": "ok", "title": "OK" }]
            }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aHugeLengthInASpecIsAFindingAtTheValueInEveryCommand() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("huge.dialog.json", Self.hugeStyle.cleanText)
        for command in Self.commands("huge.dialog.json", in: folder) {
            let result = try ProjectConfigTests.runExecutable(command, in: folder.path)
            let name = command.prefix(2).joined(separator: " ")
            // `layout` writes its findings to standard error, the others to standard output.
            let output = result.output + result.error
            #expect(result.status == 1, "\(name): \(output)")
            for (marker, what) in [(1, "'padding.top' is 1e20"), (2, "'margin' is 1e19"), (3, "'cornerRadius' is 1e300"), (4, "'spacing.icon' is 10000.5")] {
                let line = "huge.dialog.json:\(Self.position(marker, in: Self.hugeStyle)): error: style \(what) points, more than a dialog can use; "
                    + "a dimension is at most 10000 points, write the length in points, such as 24 [invalid-value]"
                #expect(output.contains(line), "\(name): \(output)")
            }
            #expect(
                output.contains("huge.dialog.json:\(Self.position(5, in: Self.hugeStyle)): error: '99999999999999999999999s' is longer than"),
                "\(name): \(output)")
            #expect(!output.contains("null"), "\(name): \(output)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Dialogs.xcstrings"))
    }

    /// Token files: an infinite legacy dimension (`"99…9px"`) and a huge object form.
    static let hugeTokens = LocationMarkers(
        parsing: """
            {
              "dialog": {
                "alert": {
                  "margin": { "$type": "dimension", "$value": 1️⃣"\(String(repeating: "9", count: 400))px" },
                  "padding": { "top": { "$type": "dimension", "$value": { "value": 2️⃣1e300, "unit": "px" } } }
                }
              },
              "motion": { "slow": { "$type": "duration", "$value": { "value": 3️⃣1e9, "unit": "ms" } } },
              "big": { "$type": "number", "$value": 4️⃣1e300 }
            }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aHugeTokenIsAFindingAtTheTokenInEveryCommand() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "themes": { "light": ["huge.tokens.json"] } }"#)
        try folder.write("huge.tokens.json", Self.hugeTokens.cleanText)
        try folder.write("notice.dialog.json", #"{"id": "notice.first", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        for command in Self.commands("notice.dialog.json", in: folder) {
            let result = try ProjectConfigTests.runExecutable(command, in: folder.path)
            let name = command.prefix(2).joined(separator: " ")
            // `layout` writes its findings to standard error, the others to standard output.
            let output = result.output + result.error
            #expect(result.status == 1, "\(name): \(output)")
            for marker in [1, 2] {
                let line = "huge.tokens.json:\(Self.position(marker, in: Self.hugeTokens)): error: a dimension is between -1000000 and 1000000 points"
                #expect(output.contains(line), "\(name): \(output)")
            }
            #expect(
                output.contains("huge.tokens.json:\(Self.position(3, in: Self.hugeTokens)): error: a duration is at most 60 seconds"),
                "\(name): \(output)")
            #expect(
                output.contains(
                    "huge.tokens.json:\(Self.position(4, in: Self.hugeTokens)): error: a number token must be between -1000000 and 1000000 [invalid-token]"),
                "\(name): \(output)")
            #expect(!output.contains("null"), "\(name): \(output)")
            // No advice to rewrite the infinite legacy value in its object form.
            #expect(!output.contains("[legacy-token-format]"), "\(name): \(output)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
    }

    /// A rule option in seconds past any dialog's duration trapped where the motion-duration
    /// message rounded it to milliseconds.
    static let hugeOption = LocationMarkers(
        parsing: """
            { "rules": { "motion-duration": { "min": 1️⃣1e300, "max": 2️⃣1e301 } } }

            """)

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aHugeRuleOptionIsAFindingAtTheConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.hugeOption.cleanText)
        try folder.write(
            "a.dialog.json", #"{"id": "notice.a", "title": "Hello", "transition": {"in": "0.3s"}, "buttons": [{"id": "ok", "title": "Got it"}]}"#)
        for command in [["lint", "--no-cache", "a.dialog.json"], ["layout", "a.dialog.json"]] {
            let result = try ProjectConfigTests.runExecutable(command, in: folder.path)
            let output = result.output + result.error
            #expect(result.status == 2, "\(command): \(output)")
            for (marker, name) in [(1, "min"), (2, "max")] {
                let line = "dialogc.json:\(Self.position(marker, in: Self.hugeOption)): error: option '\(name)' is a number of seconds, at most 60; "
                    + "write a duration a dialog can have, such as 0.5 [invalid-value]"
                #expect(output.contains(line), "\(command): \(output)")
            }
        }
    }

    /// The limits themselves are accepted: 10 000 points, 60 seconds.
    @Test func theLimitsThemselvesAreAccepted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write(
            "edge.dialog.json",
            #"{"id": "notice.edge", "title": "Hello", "style": {"margin": 0, "spacing.icon": 10000}, "transition": {"in": "60s"}, "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = CommandRunner().run("lint", "--no-cache", spec)
        #expect(!result.standardOutput.contains("[invalid-value]"), "\(result.standardOutput)")
    }
}
