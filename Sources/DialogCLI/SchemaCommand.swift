import DialogModel

/// `dialogc schema NAME`: prints one of the JSON Schemas of `Schemas/`, so an editor or a CI
/// step can validate files against the exact schema of the dialogc it runs, without a clone.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of one of the formats dialogc reads or writes.",
        discussion: """
            The schemas are built into dialogc and are byte for byte the files of the repository's \
            Schemas/ folder. Each has an '$id' of https://dialogc.dev/schemas/<file>; nothing fetches it. \
            Names: \(EmbeddedSchema.allCases.map { "'\($0.rawValue)' (\($0.summary), \($0.fileName))" }.joined(separator: ", ")).
            """,
        usage: "schema <name>",
        arguments: [("name", "Which schema: \(EmbeddedSchema.names); its file's name ('dialog.schema.json') or stem ('dialog') also works.")],
        options: [])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError(
                message: "\(arguments.positionals.isEmpty ? "missing <name>" : "expected one <name>"); the schemas are \(EmbeddedSchema.names)",
                command: spec)
        }
        guard let schema = EmbeddedSchema(named: name) else {
            var message = "unknown schema '\(name)'; the schemas are \(EmbeddedSchema.names)"
            if let suggestion = Suggestion.closest(to: name, among: EmbeddedSchema.allCases.map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, command: spec)
        }
        io.writeOutput(schema.text)
        return ExitStatus.success
    }
}

/// The schemas built into dialogc. Their text (`EmbeddedSchema+Text.swift`) is generated from
/// `Schemas/` by a test, which fails when the two differ (re-record with `DIALOGC_RECORD=1`).
public enum EmbeddedSchema: String, CaseIterable, Sendable {
    case spec
    case config
    case layout
    case diagnostics

    /// The file in `Schemas/`.
    public var fileName: String {
        switch self {
        case .spec: "dialog.schema.json"
        case .config: "dialogc.schema.json"
        case .layout: "layout.schema.json"
        case .diagnostics: "diagnostics.schema.json"
        }
    }

    var summary: String {
        switch self {
        case .spec: "a *.dialog.json spec"
        case .config: "the dialogc.json project config"
        case .layout: "the output of 'dialogc layout' and --emit layout"
        case .diagnostics: "--format json findings"
        }
    }

    /// The schema `name` names: its own name, or its file's name or stem (`dialog`,
    /// `dialogc.schema.json`), which is what a user who has seen `Schemas/` or an `$id` types.
    init?(named name: String) {
        let found = Self.allCases.first { [$0.rawValue, $0.fileName, String($0.fileName.dropLast(".schema.json".count))].contains(name) }
        guard let found else { return nil }
        self = found
    }

    /// `spec, config, layout, diagnostics`, for help and errors.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
