import DialogCompiler
import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTokens

/// `lint`: one spec file through the whole in-memory lint pipeline
/// (`LintPipeline.check`: parse, decode, every rule with layout, catalog checks, severities),
/// with the bundled project config (`Fixtures/dialogc.json`'s locales and Dynamic Type sizes,
/// its themes replaced by the embedded design system so nothing is read from disk).
///
/// Oracles: every diagnostic satisfies `DiagnosticInvariants`; lint is deterministic (the
/// same file twice gives the same diagnostics and the same number of specs); diagnostics
/// come sorted in reporting order.
enum LintFuzzTarget {
    static let path = "fuzz.dialog.json"

    /// `Fixtures/dialogc.json` without `themes` (and so without its token files).
    static let configJSON = """
        {
          "version": 1,
          "dynamicType": ["large", "xxxLarge"],
          "locales": ["ko", "en"],
          "defaultLocale": "ko"
        }
        """

    static let config: ProjectConfig = {
        let file = SourceFile(path: "dialogc.json", text: configJSON)
        let context = DecodingContext(file: file)
        guard let value = JSONParser().parse(file).value, let config = ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog), !context.hasErrors else {
            preconditionFailure("the fuzz config does not decode: \(context.diagnostics.map(\.message))")
        }
        return config
    }()

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        let file = SourceFile(path: path, bytes: bytes)
        let pipeline = LintPipeline()
        let first = pipeline.check([file], config: config, designSystem: EmbeddedDefaultTokens.shared)
        try DiagnosticInvariants.check(first.diagnostics, in: file, stage: "lint")
        for (earlier, later) in zip(first.diagnostics, first.diagnostics.dropFirst()) {
            try invariant(!Diagnostic.reportingOrder(later, earlier), "lint: diagnostics out of reporting order")
        }
        let second = pipeline.check([SourceFile(path: path, bytes: bytes)], config: config, designSystem: EmbeddedDefaultTokens.shared)
        try invariant(second.diagnostics == first.diagnostics, "lint: the same file twice gave different diagnostics")
        try invariant(second.specs.count == first.specs.count, "lint: the same file twice gave a spec once")
    }
}
