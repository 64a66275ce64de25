import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogFormatters
import DialogRules

/// `dialogc strings export|import`: the specs' texts to and from the files translators
/// work in (docs/strings.md).
enum StringsCommand {
    static let subcommand = Subcommand(
        spec: spec, run: { _, _ throws(UsageError) in throw UsageError(message: "missing subcommand of 'strings'", command: spec) },
        children: [
            Subcommand(spec: exportSpec, run: runExport),
            Subcommand(spec: importSpec, run: runImport),
        ])

    static let spec = CommandSpec(
        name: "strings",
        abstract: "Export the specs' texts for translators, and import their translations.",
        discussion: """
            'dialogc strings export' writes a String Catalog (.xcstrings) or an XLIFF 1.2 or 2.0 file with one \
            key per text ('<dialog id>.<field>'), the translations the specs have, and for each text a comment \
            with its placeholders, highlight spans and length budget. 'dialogc strings import' merges a \
            translated file back into the specs. See docs/strings.md.
            """,
        usage: "strings <subcommand>",
        arguments: [("subcommand", "export or import; 'dialogc help strings <subcommand>' describes each.")],
        options: [])

    static let exportSpec = CommandSpec(
        name: "strings export",
        abstract: "Write the specs' texts as a String Catalog or an XLIFF file.",
        discussion: """
            One key per translatable text, '<dialog id>.<field>': title, message, highlight.<n>.text, \
            button.<id>.title, button.<id>.accessibility.label and .hint, content.<id>.placeholder and \
            content.<id>.title. The source language is the config's defaultLocale; every translation the specs \
            have is included, as translated. Each text's comment gives the spec's description, the field, its \
            placeholders (with their types), its highlight spans and its length budget: the lines and width it \
            has on the narrowest configured device at the largest configured Dynamic Type size before \
            text-overflow fires. In a String Catalog placeholders are positional specifiers (%1$@, %2$lld, \
            %3$lf) and highlight tags stay as written; in XLIFF they are inline codes (<x/> and <g> in 1.2, \
            <ph/> and <pc> in 2.0). XLIFF 1.2 holds every locale but the default (or those of --locale), XLIFF \
            2.0 exactly one. The output is the same bytes for the same specs. Specs with input or token errors \
            stop the export (exit 1). Exit status: 0 written, 1 errors in the specs, 2 a usage, config or I/O \
            problem.
            """,
        usage: "strings export [<path> ...] --format <format> --out <file> [--config <file>] [--locale <code> ...]",
        arguments: [("path", "Spec files or folders. Without one, the project of the nearest dialogc.json.")],
        options: [
            exportFormat,
            exportOut,
            ConfigOptions.config,
            exportLocale,
        ])

    static let importSpec = CommandSpec(
        name: "strings import",
        abstract: "Merge the translations of a String Catalog or an XLIFF file into the specs.",
        discussion: """
            Each translation whose state is translated (also final, signed-off, reviewed) is written into its \
            spec text by an edit of that string alone (formatting and key order kept; atomic writes). A \
            translation made from a source text that has changed since the export is not applied \
            (stale-translation); one in a locale dialogc.json does not list is skipped with a warning naming \
            it, or, with --add-locales, imported after the locale is added to the config's locales. Every imported text is checked as dialogc lint checks a spec (placeholders, markup, layout): \
            when any check fails, or the file itself is malformed (translation-file), no spec is written. A \
            summary on standard error says what was added, changed and skipped, and why. The specs are written \
            first and dialogc.json last; if one cannot be written, those already written get their old text \
            back, and a spec that changed since it was read is never overwritten. A symbolic link to a spec \
            is written through (the file it points to is updated). One run at a time rewrites a project's \
            specs: another import or 'lint --fix' waits for it (or, with --no-wait, fails at once). Exit status: 0 \
            imported (or checked, with --dry-run), 1 errors (nothing written), 2 a usage, config or I/O \
            problem.
            """,
        usage: "strings import <file> [<path> ...] [--config <file>] [--dry-run] [--add-locales] [--no-wait]",
        arguments: [
            ("file", "The .xcstrings or XLIFF file."),
            ("path", "Spec files or folders to import into. Without one, the project of the nearest dialogc.json."),
        ],
        options: [
            ConfigOptions.config,
            importDryRun,
            importAddLocales,
            ProjectWaitOptions.noWait,
        ])

    static let exportFormat = OptionSpec("--format", value: "format", help: "The file format.", allowed: StringsFormat.allCases.map(\.rawValue))
    static let exportOut = OptionSpec("--out", short: "o", value: "file", help: "The file to write (never over an input: exit 2).")
    static let exportLocale = OptionSpec("--locale", value: "code", help: "XLIFF: a target locale (repeatable; default every locale but the default).")
    static let importDryRun = OptionSpec("--dry-run", help: "Check and summarize; write nothing.")
    static let importAddLocales = OptionSpec("--add-locales", help: "Add the file's locales that dialogc.json lacks to its 'locales', and import them.")

    static func runExport(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard let formatName = arguments.value(exportFormat), let format = StringsFormat(rawValue: formatName) else {
            throw UsageError(message: "missing '\(Self.exportFormat.name)'; use one of: \(StringsFormat.allCases.map(\.rawValue).joined(separator: ", "))", command: exportSpec)
        }
        guard let outputPath = arguments.value(exportOut) else {
            throw UsageError(message: "missing '\(Self.exportOut.name) <file>'; name the file to write", command: exportSpec)
        }
        let config = ConfigOptions(arguments)
        if !config.hasProject(paths: arguments.positionals) {
            throw UsageError(message: "missing <path>; name the spec files or folders, or run in a project with a dialogc.json", command: exportSpec)
        }
        let result = StringsExporter().run(
            StringsExportRequest(
                inputs: arguments.positionals, configPath: config.path, format: format, locales: arguments.list(exportLocale),
                outputPath: outputPath))
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        if !result.diagnostics.isEmpty { io.writeOutput(DiagnosticFormatter.render(result.diagnostics, format: .text, options: options)) }
        if let failure = result.writeProblem {
            io.writeError(DiagnosticFormatter.render([failure], format: .text, options: options))
            return ExitStatus.usageOrEnvironment
        }
        guard result.wroteOutput else {
            return result.hasEnvironmentProblem ? ExitStatus.usageOrEnvironment : ExitStatus.findings
        }
        io.writeError("dialogc: wrote \(CountWording.count(result.unitCount, "string")) of \(CountWording.count(result.specCount, "spec")) to '\(outputPath)'\n")
        return ExitStatus.success
    }

    static func runImport(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard let file = arguments.positionals.first else {
            throw UsageError(message: "missing <file>; name the .xcstrings or XLIFF file to import", command: importSpec)
        }
        let paths = Array(arguments.positionals.dropFirst())
        let config = ConfigOptions(arguments)
        if !config.hasProject(paths: paths) {
            throw UsageError(message: "missing <path>; name the spec files or folders to import into, or run in a project with a dialogc.json", command: importSpec)
        }
        let dryRun = arguments.flag(importDryRun)
        let result = StringsImporter().run(
            StringsImportRequest(
                translationFile: file, inputs: paths, configPath: config.path, dryRun: dryRun,
                addsLocales: arguments.flag(importAddLocales), contention: ProjectWaitOptions(arguments).contention(io: io)))
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        if !result.diagnostics.isEmpty { io.writeOutput(DiagnosticFormatter.render(result.diagnostics, format: .text, options: options)) }
        io.writeError(summaryLine(result, dryRun: dryRun))
        if result.hasEnvironmentProblem { return ExitStatus.usageOrEnvironment }
        return result.hasErrors ? ExitStatus.findings : ExitStatus.success
    }

    /// "dialogc: 3 translations added, 1 changed, 2 unchanged, 2 skipped (1 stale source, 1 state 'new'); wrote 2 spec files".
    static func summaryLine(_ result: StringsImportResult, dryRun: Bool) -> String {
        let summary = result.summary
        var text = "dialogc: \(CountWording.count(summary.added, "translation")) added, \(summary.changed) changed, \(summary.unchanged) unchanged, "
            + "\(summary.skippedCount) skipped"
        if !summary.skipped.isEmpty {
            text += " (" + summary.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
        }
        var files = CountWording.count(summary.files.count, "spec file")
        if !summary.addedLocales.isEmpty {
            files += " and dialogc.json (locales " + summary.addedLocales.map { "'\($0)'" }.joined(separator: ", ") + " added)"
        }
        if !result.leftWritten.isEmpty {
            text += "; stopped part-way: " + result.leftWritten.map { "'\($0)'" }.joined(separator: ", ") + " written, nothing else: fix the errors above and import again"
        } else if result.hasErrors {
            text += "; nothing written: fix the errors above and import again"
        } else if dryRun {
            text += "; would write \(files) (--dry-run)"
        } else {
            text += "; wrote \(files)"
        }
        return text + "\n"
    }
}
