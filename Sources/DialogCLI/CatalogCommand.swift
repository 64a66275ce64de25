import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogFormatters
import DialogLayout
import DialogModel
import FoundationEssentials
import DialogRules

/// `dialogc catalog [PATH...]`: the build pipeline with `--emit catalog`, written into
/// `Catalog/` beside the config unless `--out` says otherwise.
enum CatalogCommand {
    static let spec = CommandSpec(
        name: "catalog",
        abstract: "Write a static site of every dialog, drawn by the browser and checked against dialogc's layout.",
        discussion: """
            Runs the same pipeline as 'dialogc build --emit catalog' and writes into --out (default: \
            'Catalog' beside the config): index.html (search by id, title, tag and rule id; filter by \
            presentation, findings and tag), rules.html, and a page per spec with its previews over \
            theme x locale x Dynamic Type size x device, its findings, the tokens it uses per theme, the \
            Swift that presents it, and its source with the findings marked. Previews are HTML and CSS \
            that follow docs/layout-model.md with the config's font files; each page checks every \
            preview against dialogc's layout tree (a badge per preview). Open index.html from disk or \
            any static server; nothing is fetched.

            A spec with errors gets a page with its errors and no preview; every other page is still \
            written and the command exits 1. Only files whose bytes changed are written, and pages of \
            specs that are gone are removed when the whole project is built; a catalog of some specs \
            removes no page (its index lists only those specs until the next whole build). Narrow the matrix with --theme, --locale, --device and \
            --dynamic-type (each repeatable or comma-separated); more than 100,000 previews is refused.

            The index lists the previews where the browser disagrees with dialogc only with --verify, \
            which opens every page in headless Chromium (one browser, two on two cores; at 3x, once the fonts are loaded) and \
            records each preview's verdict (also in checks.json), grouped by dialog; without it the \
            index says the previews were not checked. Disagreements do not change the exit status. \
            --verify and --screenshots exit 2 if there is no Chromium.

            --compare <dir> reads the catalog an earlier run wrote into <dir> (the base branch's, \
            in CI) and writes changes.html and changes.json: per dialog and combination what \
            changed, in words from the layout trees (buttons row -> stack; title 2 -> 3 lines; \
            card +27 pt), with the two previews side by side; unchanged dialogs are not listed. \
            A folder that is not a dialogc catalog is refused (exit 2) before anything is written.
            """,
        usage:
            "catalog [<path> ...] [--config <file>] [--out <dir>] [--theme <name> ...] [--locale <code> ...] [--device <name> ...] [--dynamic-type <size> ...] [--screenshots] [--verify] [--compare <dir>] [--no-cache] [--force] [--no-wait] [--format <format>]",
        arguments: [("path", "Spec files or folders (default: the current folder).")],
        options: [
            ConfigOptions.config,
            out,
            theme,
            locale,
            device,
            dynamicType,
            screenshots,
            verify,
            compare,
            noCache,
            OutputFolderOptions.force,
            OutputFolderOptions.noWait,
            FindingsFormatOptions.format,
            FindingsFormatOptions.color,
        ])

    static let out = OptionSpec("--out", value: "dir", help: "The site's folder (default: 'Catalog' beside the config).")
    static let theme = OptionSpec("--theme", value: "name", help: "Draw only these themes (repeatable).")
    static let locale = OptionSpec("--locale", value: "code", help: "Draw only these locales (repeatable).")
    static let device = OptionSpec("--device", value: "name", help: "Draw only these devices, configured or built in (repeatable).")
    static let dynamicType = OptionSpec("--dynamic-type", value: "size", help: "Draw only these Dynamic Type sizes (repeatable).")
    static let screenshots = OptionSpec(
        "--screenshots", help: "Also write a PNG per preview at 3x, named after its anchor (needs Chromium on PATH or in $DIALOGC_CHROMIUM).")
    static let verify = OptionSpec(
        "--verify", help: "Check every preview in Chromium and list those that differ in index.html and checks.json (needs Chromium).")
    static let compare = OptionSpec(
        "--compare", value: "dir",
        help: "Also write changes.html and changes.json: what changed per dialog and combination since the catalog in <dir> (such as the base branch's).")
    static let noCache = CacheOptions.noCache.withHelp("Ignore the build cache: check and draw every spec.")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let config = ConfigOptions(arguments), reporting = FindingsFormatOptions(arguments), folder = OutputFolderOptions(arguments)
        let format = reporting.format
        let color = reporting.usesColor(io: io, writingToFile: false)
        var chromium: String?
        let takesScreenshots = arguments.flag(Self.screenshots), verifies = arguments.flag(Self.verify)
        if takesScreenshots || verifies {
            // Looked for before anything runs, so a missing browser leaves nothing half-written.
            chromium = Chromium.locate(environment: io.environment)
            guard chromium != nil else {
                io.writeError("Error: " + (takesScreenshots ? ScreenshotMessage.missing : VerifyMessage.missing) + "\n")
                return ExitStatus.usageOrEnvironment
            }
        }
        // Read before the build, so that a missing or wrong folder leaves nothing written and
        // the same folder as --out is compared as it was.
        var base: (folder: String, snapshot: CatalogSnapshot)?
        if let folder = arguments.value(Self.compare) {
            switch CatalogCompare.read(folder) {
            case .success(let snapshot): base = (folder, snapshot)
            case .failure(let problem):
                io.writeError("Error: " + problem.message + "\n")
                return ExitStatus.usageOrEnvironment
            }
        }
        var request = BuildRequest(
            inputs: arguments.positionals.isEmpty ? ["."] : arguments.positionals, configPath: config.path,
            outputDirectory: arguments.value(Self.out), emit: [.catalog], useCache: CacheOptions(arguments).usesCache,
            adoptsUnknownFiles: folder.adoptsUnknownFiles, contention: folder.contention(io: io), cacheSecret: io.cacheSecret())
        request.catalog = CatalogSelection(
            themes: arguments.list(Self.theme), locales: arguments.list(Self.locale), devices: arguments.list(Self.device),
            sizes: arguments.list(Self.dynamicType))
        request.outputBesideConfig = "Catalog"
        request.keepsScreenshots = takesScreenshots
        request.writesCatalogChecksLater = verifies
        var result = BuildPipeline().run(request)
        var shots = ""
        if verifies, let chromium, let site = result.outputDirectory, result.diagnostics.isEmpty {
            shots += verify(&result, site: site, chromium: chromium, gate: WriteGate(inputs: result.lint.inputs, adoptsUnknownFiles: folder.adoptsUnknownFiles))
        }
        if takesScreenshots, let chromium, let site = result.outputDirectory, result.diagnostics.isEmpty {
            let gate = WriteGate(inputs: result.lint.inputs, adoptsUnknownFiles: folder.adoptsUnknownFiles)
            switch CatalogScreenshots.take(
                result.catalogPreviews, site: site, chromium: chromium, keeping: result.written + result.unchanged, gate: gate)
            {
            case .failure(let problem): result.diagnostics.append(problem)
            case .success(let outcome):
                let pngs = Set(result.catalogPreviews.map(\.screenshotName))
                let written = outcome.written.count { pngs.contains($0) }
                shots = "dialogc: \(CountWording.count(pngs.count, "screenshot")): \(written) written, \(pngs.count - written) unchanged\n"
            }
        }

        if let base, let site = result.outputDirectory, !result.hasEnvironmentProblem {
            let gate = WriteGate(inputs: result.lint.inputs, adoptsUnknownFiles: folder.adoptsUnknownFiles)
            let kept = result.written + result.unchanged + (takesScreenshots ? result.catalogPreviews.map(\.screenshotName) : [])
            shots += CatalogCompare.write(base: base.snapshot, baseFolder: base.folder, site: site, gate: gate, keeping: kept, result: &result)
        }

        let findings = (result.lint.diagnostics + result.diagnostics).sorted(by: Diagnostic.reportingOrder)
        let fingerprints = format == .sarif ? Baseline.fingerprints(of: findings) : nil
        io.writeOutput(
            DiagnosticFormatter.render(
                findings, format: format, options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog, color: color, fingerprints: fingerprints)))
        io.writeError(BuildCommand.summary(result, made: "catalog pages for") + shots)
        if result.hasEnvironmentProblem { return ExitStatus.usageOrEnvironment }
        return findings.contains { $0.severity == .error } ? ExitStatus.findings : ExitStatus.success
    }

    /// `--verify` after the build: Chromium's verdicts, then the index and `checks.json`
    /// written with them (or saying the previews were not checked, when Chromium failed).
    /// Returns the summary line.
    private static func verify(_ result: inout BuildResult, site: String, chromium: String, gate: WriteGate) -> String {
        let verification: CatalogVerification
        let fallbackFamilies = CatalogVerify.familiesWithoutFace(result.lint.designSystem, measurer: result.lint.measurer)
        // A preview's spec file is its index entry's path, which is relative to the config's folder.
        let specFiles = Dictionary(result.catalogEntries.map { ($0.page + ".html", $0.path) }, uniquingKeysWith: { first, _ in first })
        let lint = result.lint
        let atChromiumSizes = { (preview: CatalogPreviewLocation) -> LayoutTree? in
            guard let config = lint.config, let designSystem = lint.designSystem, let path = specFiles[preview.page] else { return nil }
            return CatalogChromiumSizes.tree(
                specFile: FilePath.normalize(FilePath.join(config.directory, path)), device: preview.device, size: preview.size, locale: preview.locale,
                theme: preview.theme, config: config, designSystem: designSystem, measurer: lint.measurer)
        }
        switch CatalogVerify.check(
            result.catalogPreviews, site: site, chromium: chromium, fallbackFamilies: fallbackFamilies, atChromiumSizes: atChromiumSizes)
        {
        case .success(let verdicts): verification = .checked(verdicts)
        case .failure(let problem):
            verification = .notChecked
            result.diagnostics.append(problem)
        }
        let files = CatalogSiteEmitter.checkedFiles(entries: result.catalogEntries, verification: verification)
        let names = Set(files.map(\.relativePath))
        let outcome = GeneratedFolder(path: site, gate: gate).write(files, keeping: (result.written + result.unchanged).filter { !names.contains($0) })
        result.diagnostics += outcome.diagnostics
        result.written = (result.written.filter { !names.contains($0) } + outcome.written.filter(names.contains)).sorted()
        result.unchanged = (result.unchanged.filter { !names.contains($0) } + outcome.unchanged.filter(names.contains)).sorted()
        guard case .checked(let verdicts) = verification else { return "" }
        let differing = verdicts.count { !$0.agrees }
        // The previews that agree only once a known difference of Chromium's is set apart.
        func agreeingBut(_ kind: CatalogVerdict.Kind, _ reason: String) -> String {
            let count = verdicts.count { $0.kind == kind }
            return count == 0 ? "" : ", \(count) \(count == 1 ? "agrees" : "agree") but for \(reason)"
        }
        return "dialogc: checked \(CountWording.count(verdicts.count, "preview")) in Chromium: \(differing) \(differing == 1 ? "differs" : "differ")"
            + agreeingBut(.dictionary, "Chromium's word dictionary") + agreeingBut(.sizeTie, "a tie at Chromium's font sizes")
            + " (listed in index.html and checks.json)\n"
    }
}

/// Finds a Chromium to drive: `$DIALOGC_CHROMIUM`, else `chromium`, `chromium-browser` or
/// `google-chrome` on `PATH`.
enum Chromium {
    static func locate(environment: [String: String]) -> String? {
        if let named = environment["DIALOGC_CHROMIUM"], !named.isEmpty {
            return isExecutable(named) ? named : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = FilePath.join(String(folder), name)
                if isExecutable(candidate) { return candidate }
            }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isFolder = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
