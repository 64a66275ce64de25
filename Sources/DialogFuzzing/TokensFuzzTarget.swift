import DialogDiagnostics
import DialogTokens

/// `tokens`: a DTCG token file read, then resolved alone and as a theme layered over the
/// embedded default tokens (as a config's theme file is).
///
/// Oracles: every diagnostic satisfies `DiagnosticInvariants`; resolution terminates (a
/// cycle is a diagnostic; libFuzzer's timeout catches a loop); a resolved token's alias
/// chain never repeats a path or returns to the token itself, and ends at a resolved token
/// of the same type; a path is resolved, failed or unread, never two of these; and
/// resolving twice gives the same diagnostics.
enum TokensFuzzTarget {
    static let path = "fuzz.tokens.json"

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        let file = SourceFile(path: path, bytes: bytes)
        let (tokenFile, readDiagnostics) = TokenFileReader.read(file)
        try DiagnosticInvariants.check(readDiagnostics, in: file, stage: "tokens/read")
        guard let tokenFile else { return }

        let (alone, aloneDiagnostics) = TokenResolver.resolve(TokenSet(files: [tokenFile]))
        try DiagnosticInvariants.check(aloneDiagnostics, in: file, stage: "tokens/alone")
        try check(alone, stage: "tokens/alone")
        let (_, againDiagnostics) = TokenResolver.resolve(TokenSet(files: [tokenFile]))
        try invariant(againDiagnostics == aloneDiagnostics, "tokens: resolving twice gave different diagnostics")

        var themeDiagnostics: [Diagnostic] = []
        let theme = DesignSystemLoader.resolveTheme(
            name: "light", files: EmbeddedDefaultTokens.files(forTheme: "light") + [tokenFile], nameLocation: nil, configFile: nil,
            diagnostics: &themeDiagnostics)
        try DiagnosticInvariants.check(themeDiagnostics, in: file, stage: "tokens/theme")
        try check(theme.tokens, stage: "tokens/theme")
    }

    private static func check(_ resolved: ResolvedTokens, stage: String) throws(FuzzInvariantFailure) {
        for (path, token) in resolved.tokens {
            try invariant(token.path == path, "\(stage): token filed under '\(path)' says it is '\(token.path)'")
            try invariant(!resolved.failedPaths.contains(path) && resolved.unreadTypes[path] == nil, "\(stage): '\(path)' is resolved and failed or unread")
            let chain = token.aliasChain
            try invariant(Set(chain).count == chain.count && !chain.contains(path), "\(stage): alias chain of '\(path)' loops: \(chain)")
            if let end = chain.last {
                guard let target = resolved.tokens[end] else {
                    throw FuzzInvariantFailure(message: "\(stage): '\(path)' resolved through '\(end)', which did not resolve")
                }
                try invariant(target.type == token.type, "\(stage): alias '\(path)' has type \(token.type), its target '\(end)' \(target.type)")
                try invariant(target.aliasChain.isEmpty, "\(stage): the chain of '\(path)' ends at '\(end)', which is itself an alias")
            }
        }
        for path in resolved.failedPaths {
            try invariant(resolved.unreadTypes[path] == nil, "\(stage): '\(path)' is failed and unread")
        }
    }
}
