import DialogLanguageServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `dialogc lsp`: the language server over standard input and output (docs/editors.md).
enum LspCommand {
    static let spec = CommandSpec(
        name: "lsp",
        abstract: "Run the language server: dialogc's findings, quick fixes, completion and hover in an editor.",
        discussion: """
            Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) on standard input \
            and output, for *.dialog.json specs, dialogc.json and *.tokens.json / *.resolver.json files. \
            The editor's unsaved text is what is checked, with the same rules, ids and severities as \
            'dialogc lint' and the config found as lint finds it (the nearest dialogc.json above the file); \
            findings are published when a document opens and once typing pauses, those across specs (two \
            specs with one id) on every open file they concern, and an open config or token file's unsaved \
            text is what the project's specs are checked with. Quick fixes are the fixes \
            'lint --fix' applies, and 'disable this rule for this spec' (a suppression with a reason to \
            fill in); completion follows the schemas 'dialogc schema' prints (the keys of every object of a \
            spec and a config, the values of closed sets such as roles, devices and Dynamic Type sizes) and \
            the project (its locales as a text's keys, highlight styles, the tokens of the type a reference \
            needs, parameter names after '{' in a text); hover on a token reference shows \
            its value in each theme (go to definition opens the token), on a text its lines on the narrowest \
            device at the largest size, on a rule id what 'dialogc explain' says; go to definition on a spec's \
            'id' opens the Swift 'dialogc build' wrote for it. Editors start it themselves: \
            see docs/editors.md. Messages for the editor's log go to the client, never to standard error. \
            Exit status: 0 after 'shutdown' and 'exit', 1 for 'exit' without 'shutdown' or input that \
            ends first.
            """,
        usage: "lsp [--stdio]",
        arguments: [],
        options: [stdio])

    /// Clients built on vscode-languageclient pass it; standard input and output are the only transport.
    static let stdio = OptionSpec("--stdio", help: "Talk over standard input and output (the default and only transport; accepted for editors that pass it).")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        if !arguments.positionals.isEmpty {
            throw UsageError(message: "'lsp' takes no path; the editor names the documents", command: spec)
        }
        return LanguageServer.serve(read: readChunk, write: writeAll, schemas: schemas)
    }

    /// The schemas `dialogc schema` prints, which completion follows.
    static var schemas: FormatSchemas {
        FormatSchemas([.spec: EmbeddedSchema.spec.text, .config: EmbeddedSchema.config.text])
    }

    /// The bytes standard input has now (waiting for some), or nil at its end.
    @Sendable private static func readChunk() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(buffer[..<count])
        }
    }

    @Sendable private static func writeAll(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
