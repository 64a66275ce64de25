/// The fuzz targets, by the names the script, the corpora and the regression folders use.
///
/// Each target takes raw bytes, runs one stage of dialogc on them, and checks invariants
/// that must hold for every input (see `invariant`). The libFuzzer drivers in `Fuzz/` and
/// the replay tests in `Tests/DialogFuzzingTests` call the same functions, so a finding
/// replays exactly as it was found.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case json
    case spec
    case markup
    case tokens
    case lint
    case font
    case lsp

    /// Runs the target on one input; throws the first invariant that does not hold. A crash
    /// in the code under test is a crash here too.
    public func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        switch self {
        case .json: try JSONFuzzTarget.run(bytes)
        case .spec: try SpecFuzzTarget.run(bytes)
        case .markup: try MarkupFuzzTarget.run(bytes)
        case .tokens: try TokensFuzzTarget.run(bytes)
        case .lint: try LintFuzzTarget.run(bytes)
        case .font: try FontFuzzTarget.run(bytes)
        case .lsp: try LanguageServerFuzzTarget.run(bytes)
        }
    }

    /// The entry point of the libFuzzer shims: copies the buffer libFuzzer owns and traps
    /// on a broken invariant, because a crash is the only finding libFuzzer records.
    /// `fatalError`, not `preconditionFailure`: `-O` drops a precondition's message.
    public func runOrTrap(_ data: UnsafePointer<UInt8>?, count: Int) {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        do {
            try run(bytes)
        } catch {
            fatalError("fuzz invariant [\(rawValue)]: \(error.message)")
        }
    }
}
