import DialogTestSupport
import Foundation
import Testing

@testable import dialogc_bench

/// The `dialogc-bench corpus` specs reference only tokens the embedded default defines, so a
/// team's first run, with no config at all, sees them pass: no errors with the embedded
/// default's tokens, devices and Dynamic Type sizes, nor with the corpus's own config.
@Suite struct CorpusLintTests {
    @Test func generatedSpecsLintWithNoErrorsWithAndWithoutTheirConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let written = CorpusFolder.write(specs: 200, to: folder.path + "/corpus")

        let withConfig = CommandRunner().run("lint", written.specsFolder)
        #expect(withConfig.standardError.contains("200 spec files checked: 0 errors,"), "\(withConfig.standardError)")
        #expect(!withConfig.standardOutput.contains(" error: "), "\(withConfig.standardOutput.prefix(2000))")

        // A config that sets nothing is the same as none (the embedded default, one locale,
        // the default devices and Dynamic Type sizes); being nearest, it also keeps any
        // dialogc.json above the temporary folder from applying.
        try #"{"version": 1}"#.write(toFile: written.configPath, atomically: true, encoding: .utf8)
        let withoutConfig = CommandRunner().run("lint", written.specsFolder)
        #expect(withoutConfig.status == 0, "\(withoutConfig.standardError)")
        #expect(withoutConfig.standardError.contains("200 spec files checked: 0 errors,"), "\(withoutConfig.standardError)")
        #expect(!withoutConfig.standardOutput.contains(" error: "), "\(withoutConfig.standardOutput.prefix(2000))")
    }
}
