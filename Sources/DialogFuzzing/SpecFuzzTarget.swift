import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules

/// `spec`: parse, then decode as a dialog spec.
///
/// Oracles: every diagnostic satisfies `DiagnosticInvariants`; decoding is deterministic
/// (a second decode of the same value reports the same diagnostics); a spec comes back
/// whenever no error was reported (the decoder returns nil only for a reported problem);
/// and the spec's own ranges lie inside the file.
enum SpecFuzzTarget {
    static let path = "fuzz.dialog.json"

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        let file = SourceFile(path: path, bytes: bytes)
        let parsed = JSONParser().parse(file)
        try DiagnosticInvariants.check(parsed.diagnostics, in: file, stage: "spec/parse")
        guard let value = parsed.value else { return }

        let context = DecodingContext(file: file)
        let spec = SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        try DiagnosticInvariants.check(context.diagnostics, in: file, stage: "spec/decode")
        if spec == nil {
            try invariant(context.hasErrors, "spec: decoding returned no spec but reported no error")
        }
        let second = DecodingContext(file: file)
        let again = SpecDecoder.decode(value, context: second, rules: RuleRegistry.catalog)
        try invariant(second.diagnostics == context.diagnostics, "spec: decoding twice gave different diagnostics")
        try invariant((again == nil) == (spec == nil), "spec: decoding twice gave a spec once")
        if let spec {
            try invariant(spec.range.lowerBound >= 0 && spec.range.upperBound <= bytes.count, "spec: spec range outside the file")
            try invariant(spec.id.range.upperBound <= bytes.count, "spec: id range outside the file")
        }
    }
}
