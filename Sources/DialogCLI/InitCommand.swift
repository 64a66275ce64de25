import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogJSON
import DialogModel
import FoundationEssentials
import DialogRules

/// `dialogc init [FOLDER]`: a new project that lints clean — a `dialogc.json` that explains
/// itself in `$comment`s, one example spec and a brand token file to fill in, and the lines
/// of a `.gitignore` for what dialogc writes. With `--extends CONFIG`, an app project on a
/// shared config: its `dialogc.json` extends CONFIG (which must load without errors) and
/// there is no token file, the themes being the shared config's. Never replaces a file: if any of the three
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

            With --extends CONFIG, the project builds on a shared config, such as a design system's: dialogc.json \
            says "extends": CONFIG (as a path relative to FOLDER), and keeps only what is the project's own \
            (include, exclude, rules to add, output); no token file is written, the themes, locales and devices \
            being CONFIG's. CONFIG must be a dialogc config that loads without errors, with the configs it extends; \
            otherwise its findings are shown and nothing is written (exit status 2).
            """,
        usage: "init [<folder>] [--nested] [--extends <config>]",
        arguments: [("folder", "Where to start the project (created if missing; default: the working folder).")],
        options: [
            nested,
            extends,
        ])

    static let nested = OptionSpec("--nested", help: "Start the project even inside another project's folder (a dialogc.json above).")
    static let extends = OptionSpec(
        "--extends", value: "config", help: "Build on this shared config (a dialogc.json, such as a design system's): the new config extends it.")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "expected at most one <folder>", command: spec) }
        let folder = arguments.positionals.first ?? "."
        var template = ProjectTemplate.files
        if let parent = arguments.value(Self.extends) {
            switch sharedConfig(parent, folder: folder, io: io) {
            case .success(let files): template = files
            case .failure(let status): return status.code
            }
        }
        let files = template.map { (path: FilePath.join(folder, $0.name), text: $0.text) }
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.path) }.map(\.path)
        guard existing.isEmpty else {
            io.writeError("Error: \(InitMessage.exists(existing))\n")
            return ExitStatus.usageOrEnvironment
        }
        // A project inside another: its specs would be claimed by both configs.
        if !arguments.flag(Self.nested), let outer = ConfigLocator().locate(firstInput: folder) {
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

/// A failed step of `dialogc init`, with its exit status.
private struct InitFailure: Error {
    var code: Int32
}

extension InitCommand {
    /// The files of a project that extends `parent` (a path as typed, relative to the working
    /// folder), or a failure once its findings are shown: `parent` must load as a config without
    /// errors, with its own chain.
    fileprivate static func sharedConfig(_ parent: String, folder: String, io: CommandIO) -> Result<[(name: String, text: String)], InitFailure> {
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        var isFolder = false
        if FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder {
            io.writeError("Error: \(InitMessage.parentIsFolder(parent, hasConfig: FileManager.default.fileExists(atPath: FilePath.join(parent, ConfigLocator.fileName))))\n")
            return .failure(InitFailure(code: ExitStatus.usageOrEnvironment))
        }
        let loaded = ConfigLoader().load(parent)
        guard let config = loaded.config else {
            io.writeError(DiagnosticFormatter.render(loaded.diagnostics.sorted(by: Diagnostic.reportingOrder), format: .text, options: options))
            io.writeError("Error: \(InitMessage.unusableParent(parent))\n")
            return .failure(InitFailure(code: ExitStatus.usageOrEnvironment))
        }
        let extends = relativePath(from: folder, to: parent)
        return .success(ProjectTemplate.extending(extends, untranslated: config.locales.value.filter { $0 != config.defaultLocale.value }))
    }

    /// `target` as a path relative to `folder`, both given relative to the working folder (or
    /// absolute): lexically, through their absolute forms, so no absolute path is written.
    static func relativePath(from folder: String, to target: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        func components(_ path: String) -> [Substring] {
            FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(cwd, path)).split(separator: "/")
        }
        let base = components(folder)
        let goal = components(target)
        let shared = zip(base, goal).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: base.count - shared) + goal[shared...].map(String.init)
        return path.joined(separator: "/")
    }
}

enum InitMessage {
    static func exists(_ paths: [String]) -> String {
        "\(paths.map { "'\($0)'" }.joined(separator: ", ")) already exist\(paths.count == 1 ? "s" : ""); dialogc init never replaces a file: "
            + "start the project in an empty folder (dialogc init <folder>), or remove \(paths.count == 1 ? "it" : "them")"
    }
    static func parentIsFolder(_ path: String, hasConfig: Bool) -> String {
        "--extends takes a config file, and '\(path)' is a folder"
            + (hasConfig ? "; did you mean '\(FilePath.join(FilePath.trimmingTrailingSlashes(path), ConfigLocator.fileName))'? (nothing was written)" : " (nothing was written)")
    }
    static func unusableParent(_ path: String) -> String {
        "'\(path)' is not a dialogc config that loads without errors (see above), so a project cannot extend it; fix it or name another with --extends (nothing was written)"
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

    /// The files of a project on a shared config: a config that extends `parent` (relative to
    /// the project's folder) and the example spec. Its texts are in the default locale only:
    /// with `untranslated` locales besides, the spec suppresses `missing-translation` with the
    /// reason, to remove once translated.
    static func extending(_ parent: String, untranslated: [String]) -> [(name: String, text: String)] {
        let config = """
            {
              "$comment": "The dialogc project config. 'extends' names the shared config this project builds on; every key written here wins over the one there, and 'rules' merge rule by rule (docs/format/config.md in the dialogc repository).",
              "version": 1,
              "extends": \(JSONWriter.quoted(parent)),
              "include": ["specs/**"],
              "exclude": [],
              "rules": {
                "$comment": "Rules set here are merged with the shared config's: a severity or option written here wins. 'dialogc rules' lists them."
              },
              "output": "\(outputFolder)"
            }

            """
        var example = spec
        if !untranslated.isEmpty {
            let reason = "Example from dialogc init: translate its texts into \(untranslated.joined(separator: ", ")), then remove this suppression"
            example = example.replacingOccurrences(
                of: "  \"id\": \"welcome.notice\",\n", with: "  \"id\": \"welcome.notice\",\n  \"lint\": { \"disable\": { \"missing-translation\": \(JSONWriter.quoted(reason)) } },\n")
        }
        return [("dialogc.json", config), ("specs/welcome.dialog.json", example)]
    }

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
