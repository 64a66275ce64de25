import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogModel
import FoundationEssentials
import DialogRules

/// `dialogc init [FOLDER]`: a new project that lints clean — a `dialogc.json` that explains
/// itself in `$comment`s, one example spec and a brand token file to fill in, and the lines
/// of a `.gitignore` for what dialogc writes. Never replaces a file: if any of the three
/// exists, or the folder is inside another project, nothing is written (exit 2); a failure
/// part-way removes what it had written.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Start a project: a commented dialogc.json, an example spec and a brand token file.",
        discussion: """
            Writes dialogc.json, specs/welcome.dialog.json and tokens/brand.tokens.json into FOLDER (default: \
            here), and adds to FOLDER/.gitignore (created if absent; other lines are kept) the lines for \
            dialogc's caches, temporaries and the Generated folder that it lacks. The project lints clean as \
            written: run 'dialogc lint' in it next. If any of the files exists already, or FOLDER is inside a \
            project (a dialogc.json above it) and --nested is not given, nothing is written and the exit status \
            is 2; no file is ever replaced, and an init that fails part-way removes what it wrote.
            """,
        usage: "init [<folder>] [--nested]",
        arguments: [("folder", "Where to start the project (created if missing; default: the working folder).")],
        options: [OptionSpec("--nested", help: "Start the project even inside another project's folder (a dialogc.json above).")])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "expected at most one <folder>", command: spec) }
        let folder = arguments.positionals.first ?? "."
        let files = ProjectTemplate.files.map { (path: FilePath.join(folder, $0.name), text: $0.text) }
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.path) }.map(\.path)
        guard existing.isEmpty else {
            io.writeError("Error: \(InitMessage.exists(existing))\n")
            return ExitStatus.usageOrEnvironment
        }
        // A project inside another: its specs would be claimed by both configs.
        if !arguments.flag("--nested"), let outer = ConfigLocator().locate(firstInput: folder) {
            io.writeError("Error: \(InitMessage.insideProject(outer, folder: folder))\n")
            return ExitStatus.usageOrEnvironment
        }
        let ignoreFile = FilePath.join(folder, ".gitignore")
        switch ProjectScaffold.create(files, ignoreFile: ignoreFile, ignoreLines: ProjectScaffold.ignoredPaths(outputFolder: ProjectTemplate.outputFolder)) {
        case .failure(let problem):
            io.writeError(DiagnosticFormatter.render([problem], format: .text, options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)))
            return ExitStatus.usageOrEnvironment
        case .success(let created):
            var wrote = files.map { "'\($0.path)'" }.joined(separator: ", ")
            if created.createdIgnoreFile {
                wrote += " and '\(ignoreFile)'"
            } else if created.ignoreLinesAdded > 0 {
                wrote += " and \(created.ignoreLinesAdded == 1 ? "1 line" : "\(created.ignoreLinesAdded) lines") added to '\(ignoreFile)'"
            }
            io.writeError("dialogc: wrote \(wrote); run 'dialogc lint' in '\(folder)' next\n")
            return ExitStatus.success
        }
    }
}

enum InitMessage {
    static func exists(_ paths: [String]) -> String {
        "\(paths.map { "'\($0)'" }.joined(separator: ", ")) already exist\(paths.count == 1 ? "s" : ""); dialogc init never replaces a file: "
            + "start the project in an empty folder (dialogc init <folder>), or remove \(paths.count == 1 ? "it" : "them")"
    }
    static func insideProject(_ config: String, folder: String) -> String {
        "'\(folder)' is inside the project of '\(config)'; add your specs to that project (its 'include'), "
            + "or run 'dialogc init --nested' to start a project of its own there (nothing was written)"
    }
}

/// The files `dialogc init` writes. JSON has no comments, so the config explains itself in
/// `$comment` keys, which dialogc and the schemas allow anywhere.
enum ProjectTemplate {
    /// The config's `output`.
    static let outputFolder = "Generated"

    static let files: [(name: String, text: String)] = [
        ("dialogc.json", config),
        ("specs/welcome.dialog.json", spec),
        ("tokens/brand.tokens.json", tokens),
    ]

    static let config = """
        {
          "$comment": "The dialogc project config. Every key is optional; docs/format/config.md in the dialogc repository describes them all.",
          "version": 1,
          "include": ["specs/**"],
          "exclude": [],
          "themes": {
            "$comment": "Each theme's token files, layered in order over dialogc's embedded default design system.",
            "light": ["tokens/brand.tokens.json"],
            "dark": ["tokens/brand.tokens.json"]
          },
          "locales": ["en"],
          "rules": {
            "$comment": "A rule id and 'off', 'warning' or 'error', or an object with 'severity' and the rule's options; 'dialogc rules' lists them."
          },
          "output": "\(outputFolder)"
        }

        """

    static let spec = """
        {
          "id": "welcome.notice",
          "title": "Welcome aboard",
          "message": "Your <accent>{teamName}</accent> workspace is ready.",
          "parameters": { "teamName": "String" },
          "buttons": [
            { "id": "start", "title": "Get started", "role": "primary" }
          ]
        }

        """

    static let tokens = """
        {
          "$description": "The brand's design tokens (W3C DTCG). Override any contract token of the embedded default here; 'dialogc tokens' prints the result.",
          "dialog": {
            "alert": {
              "cornerRadius": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } }
            }
          }
        }

        """
}
