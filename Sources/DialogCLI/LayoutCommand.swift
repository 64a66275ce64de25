import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogLayout
import DialogModel
import DialogRules
import FoundationEssentials

/// `dialogc layout SPEC`: one combination laid out, printed as a layout tree.
enum LayoutCommand {
    static let spec = CommandSpec(
        name: "layout",
        abstract: "Print the resolved layout tree of one dialog on one device.",
        discussion: """
            Reads and checks the spec first: with input or token errors it prints them and exits 1; \
            findings of the design rules (an overflow, say) go to standard error and the tree is still \
            printed, since seeing it is the point. The tree is JSON \
            (Schemas/layout.schema.json): every node's frame in screen points and every style resolved; \
            '--format text' prints it as a table instead, one node per line, for reading. Defaults: the first configured device, Dynamic Type size, locale and theme. \
            A plural text is laid out in its longest form (most characters), or with '--plural' in that \
            category's form ('other' where the text has none), as lint lays out each category; a text \
            on two counts takes the first count's form, in its longest form by the second.
            """,
        usage: "layout <spec> [--config <file>] [--device <name>] [--theme <name>] [--locale <code>] [--dynamic-type <size>] [--plural <category>] [--format <format>]",
        arguments: [("spec", "The spec file to lay out.")],
        options: [
            ConfigOptions.config,
            device,
            theme,
            locale,
            dynamicType,
            plural,
            format,
        ])

    static let device = OptionSpec("--device", value: "name", help: "A configured or built-in device, e.g. iphone-se.")
    static let theme = OptionSpec("--theme", value: "name", help: "A theme of the design system, e.g. dark.")
    static let locale = OptionSpec("--locale", value: "code", help: "A locale, e.g. ko or en-GB: the configured one it matches, as the app picks it.")
    static let dynamicType = OptionSpec("--dynamic-type", value: "size", help: "A Dynamic Type size.", allowed: DynamicTypeSize.allCases.map(\.rawValue))
    static let plural = OptionSpec(
        "--plural", value: "category", help: "Lay plural texts out in this category's form (default: each one's longest form).",
        allowed: PluralCategory.allCases.map(\.rawValue))
    static let format = OptionSpec(
        "--format", value: "format", help: "The tree as JSON for tools, or as a table to read.", allowed: ["json", "text"], defaultValue: "json")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: arguments.positionals.isEmpty ? "missing <spec>" : "expected one <spec>", command: spec)
        }
        // A folder would be searched and only its first spec laid out: say so instead.
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
            throw UsageError(message: LayoutMessage.folder(path), command: spec)
        }
        let lint = LintPipeline().run(LintRequest(inputs: [path], configPath: ConfigOptions(arguments).path))
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        // Input and token errors leave nothing sound to lay out; rule findings do not.
        let blocking = lint.diagnostics.filter { $0.severity == .error && RuleRegistry.catalog.descriptor(for: $0.rule)?.isFixed != false }
        io.writeError(DiagnosticFormatter.render(lint.diagnostics, format: .text, options: options))
        guard blocking.isEmpty, let config = lint.config, let designSystem = lint.designSystem, let dialog = lint.specs.first else {
            return lint.hasEnvironmentProblem ? ExitStatus.usageOrEnvironment : ExitStatus.findings
        }
        let device = try choose(Self.device, in: arguments, among: config.devices + Device.builtIns, name: \.name)
        let theme = try choose(Self.theme, in: arguments, among: designSystem.themes, name: \.name)
        let locale = self.locale(arguments.value(Self.locale), config: config, io: io)
        let size = try choose(Self.dynamicType, in: arguments, among: config.dynamicTypeSizes + DynamicTypeSize.allCases, name: \.rawValue)
        let plural = arguments.value(Self.plural).flatMap(PluralCategory.init(rawValue:))
        let tree = LayoutEngine.layout(
            spec: dialog, theme: theme, device: device, size: size, locale: locale, measurer: lint.measurer,
            koreanLineBreak: config.koreanLineBreak.value, defaultLocale: config.defaultLocale.value, plural: plural)
        io.writeOutput(arguments.value(Self.format) == "text" ? LayoutTextReport.render(tree) : tree.jsonText)
        return ExitStatus.success
    }

    /// The configured locale the app would show for `requested`, by the lookup generated code
    /// runs (`ProjectConfig.locale(for:)`: `en-GB` gives `en`, `zh-Hans-CN` gives `zh-Hans`);
    /// the first configured locale when the option is absent. A request no configured locale
    /// matches is laid out in the default locale, as the app would show it, with a note.
    private static func locale(_ requested: String?, config: ProjectConfig, io: CommandIO) -> String {
        guard let requested else { return config.locales.value.first ?? config.defaultLocale.value }
        // A pseudo-locale is made, not matched: asked for, it is laid out.
        if let pseudo = PseudoLocale(identifier: requested) { return pseudo.rawValue }
        if let match = config.configuredLocale(matching: requested) { return match }
        io.writeError(LayoutMessage.unmatchedLocale(requested, defaultLocale: config.defaultLocale.value, locales: config.orderedLocales) + "\n")
        return config.defaultLocale.value
    }

    /// The element named by an option, or the first configured one when the option is absent.
    private static func choose<Element>(
        _ option: OptionSpec, in arguments: ParsedArguments, among elements: [Element], name nameOf: (Element) -> String
    ) throws(UsageError) -> Element {
        guard let name = arguments.value(option) else {
            guard let first = elements.first else { throw UsageError(message: "nothing is configured for '\(option.name)'", command: spec) }
            return first
        }
        if let match = elements.first(where: { nameOf($0) == name }) { return match }
        var names: [String] = []
        for element in elements where !names.contains(nameOf(element)) { names.append(nameOf(element)) }
        var message = "no \(option.name.dropFirst(2)) '\(name)'; use one of: \(names.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: name, among: names) { message += " (did you mean '\(suggestion)'?)" }
        throw UsageError(message: message, command: spec)
    }
}

enum LayoutMessage {
    static func folder(_ path: String) -> String {
        "'\(path)' is a folder; layout lays out one spec: name a spec file, such as '\(FilePath.join(path, "notice.dialog.json"))', or use 'dialogc build --emit layout \(path)' for every spec in it"
    }

    static func unmatchedLocale(_ requested: String, defaultLocale: String, locales: [String]) -> String {
        let listed = locales.map { "'\($0)'" }.joined(separator: ", ")
        return "note: no configured locale (\(listed)) matches '\(requested)'; laid out in the default locale '\(defaultLocale)', "
            + "as the app shows it; pass one of them or a locale of the same language"
    }
}
