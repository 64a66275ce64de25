import DialogDiagnostics
import DialogModel

/// Builds the design system a project config describes (docs/format/tokens.md and docs/format/config.md).
///
/// With no themes in the config: the embedded default, themes `light` and `dark`.
/// Otherwise each configured theme is the embedded default for its name (`dark` gets the
/// dark override, any other name the light base) unless `extendsDefault` is false, then the
/// theme's files in order. Each distinct file is read once and its findings reported once,
/// however many themes use it. A DTCG resolver among them (`*.resolver.json`) stands for the
/// files its sets and the theme's chosen contexts name (`ResolverCache`); what dialogc cannot
/// read in those is reported only where something reaches it (`HeldBackFindings`). Token
/// names generated Swift could not tell apart are reported too (`DesignSystemSwiftNames`).
public enum DesignSystemLoader {
    /// - Parameters:
    ///   - configFile: the config's source, for `missing-token` findings at a theme's
    ///     name; nil when there is no config file (then only the embedded default is used).
    ///   - read: reads a path (already resolved against the config's directory).
    ///   - namesBeside: the names of the files in the folder of a resolved path, for a
    ///     did-you-mean when a token file the config names cannot be read.
    /// - Returns: nil when a token file could not be read or is not JSON: its tokens are
    ///   unknown, so checking specs against the themes would only add noise. Otherwise the
    ///   design system, with invalid tokens left out (they are reported where defined).
    public static func load(
        config: ProjectConfig, configFile: SourceFile?, read: (String) -> Result<SourceFile, Diagnostic>,
        namesBeside: (String) -> [String] = { _ in [] }
    ) -> (DesignSystem?, [Diagnostic]) {
        var diagnostics = EmbeddedDefault.diagnostics
        guard !config.themes.isEmpty else {
            let themes = [("light", EmbeddedDefault.files(forTheme: "light")), ("dark", EmbeddedDefault.files(forTheme: "dark"))]
                .map { name, files in resolveTheme(name: name, files: files, nameLocation: nil, configFile: nil, diagnostics: &diagnostics) }
            return (DesignSystem(themes: themes), unique(diagnostics))
        }
        var cache: [String: TokenFile?] = [:]
        var resolvers = ResolverCache()
        var isUsable = true
        var themes: [Theme] = []
        var held = HeldBackFindings.Collected()
        for themeFiles in config.themes {
            var files = config.extendsDefault.value ? EmbeddedDefault.files(forTheme: themeFiles.name.value) : []
            // A theme a parent config (`extends`) sets: its paths and findings are that file's.
            let setBy = InheritedValue.theme(themeFiles.name.value)
            let configFile = config.file(of: setBy, own: configFile)
            // The modifiers of the theme's resolvers; nil when one could not be read.
            var modifierNames: [String]? = []
            for path in themeFiles.tokenFiles {
                let resolvedPath = config.resolve(path.value, in: setBy)
                if ThemeFiles.isResolver(path.value) {
                    guard let resolverFiles = resolvers.files(
                        resolvedPath, named: path, theme: themeFiles, configFile: configFile, read: read, namesBeside: namesBeside,
                        modifierNames: &modifierNames, diagnostics: &diagnostics)
                    else {
                        isUsable = false
                        continue
                    }
                    files += resolverFiles
                    continue
                }
                if cache[resolvedPath] == nil {
                    var fileDiagnostics: [Diagnostic] = []
                    cache[resolvedPath] = readFile(resolvedPath, read: read, diagnostics: &fileDiagnostics)
                    if cache[resolvedPath]! == nil, let configFile {
                        // The config named it: the mistake is there, not in a file nobody has.
                        fileDiagnostics = fileDiagnostics.map {
                            atConfig($0, path: path, resolvedPath: resolvedPath, configFile: configFile, namesBeside: namesBeside)
                        }
                    }
                    diagnostics += fileDiagnostics
                }
                guard let file = cache[resolvedPath]! else {
                    isUsable = false
                    continue
                }
                files.append(file)
            }
            // Without a resolver the config reader has said so; with one unread, its names are unknown.
            if let configFile, let modifierNames, !themeFiles.modifiers.isEmpty, themeFiles.tokenFiles.contains(where: { ThemeFiles.isResolver($0.value) }) {
                let unknown = ResolverCache.unknownModifiers(themeFiles, known: modifierNames, configFile: configFile)
                // A misspelt modifier leaves the theme on a default it did not choose: checking
                // specs against it would only add noise.
                if !unknown.isEmpty { isUsable = false }
                diagnostics += unknown
            }
            let nameLocation = configFile?.location(of: themeFiles.name.range)
            themes.append(
                resolveTheme(name: themeFiles.name.value, files: files, nameLocation: nameLocation, configFile: configFile, diagnostics: &diagnostics, held: &held))
        }
        diagnostics += HeldBackFindings.report(resolvers.heldBackFiles, held: held)
        diagnostics += DesignSystemSwiftNames.check(themes)
        return (isUsable ? DesignSystem(themes: themes) : nil, unique(diagnostics))
    }

    /// Resolves one theme's files and checks the contract in it.
    public static func resolveTheme(
        name: String, files: [TokenFile], nameLocation: SourceLocation?, configFile: SourceFile?, diagnostics: inout [Diagnostic]
    ) -> Theme {
        var held = HeldBackFindings.Collected()
        return resolveTheme(name: name, files: files, nameLocation: nameLocation, configFile: configFile, diagnostics: &diagnostics, held: &held)
    }

    /// With files read through a resolver: the resolution findings of tokens nothing reaches
    /// in them are held back into `held`, with what the theme reaches.
    static func resolveTheme(
        name: String, files: [TokenFile], nameLocation: SourceLocation?, configFile: SourceFile?, diagnostics: inout [Diagnostic],
        held: inout HeldBackFindings.Collected
    ) -> Theme {
        let set = TokenSet(files: files)
        let tokens: ResolvedTokens
        if files.contains(where: \.isHeldBack) {
            let resolved = held.resolve(set)
            (tokens, diagnostics) = (resolved.tokens, diagnostics + resolved.diagnostics)
        } else {
            let resolved = TokenResolver.resolve(set)
            (tokens, diagnostics) = (resolved.tokens, diagnostics + resolved.diagnostics)
        }
        diagnostics += contractFindings(in: tokens, theme: name, nameLocation: nameLocation)
        return Theme(name: name, tokens: tokens, nameLocation: nameLocation)
    }

    /// `missing-token` for each contract token the theme lacks (at the theme's name in the
    /// config), `token-type` for each with the wrong type, `invalid-token` for each whose
    /// value is outside its range (both at its definition).
    public static func contractFindings(in tokens: ResolvedTokens, theme: String, nameLocation: SourceLocation?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (path, type) in ContractTokens.all {
            if let token = tokens[path] {
                guard token.type != type else {
                    if let range = ContractTokens.range(of: path), let value = token.value.scalar, !range.contains(value) {
                        findings.append(Diagnostic(
                            .invalidToken, ThemeMessage.outOfRange(path, theme: theme, value: value, range: range),
                            in: token.definition.file, at: token.definition.range))
                    }
                    continue
                }
                findings.append(Diagnostic(.tokenType, ThemeMessage.contractType(path, theme: theme, found: token.type, expected: type), in: token.definition.file, at: token.definition.range))
            } else if tokens.failedPaths.contains(path) {
                continue  // reported where it is defined
            } else if let unread = tokens.unreadTypes[path] {
                findings.append(Diagnostic(rule: .tokenType, severity: RuleID.tokenType.stageSeverity, message: ThemeMessage.contractUnread(path, theme: theme, unread: unread, expected: type), location: nameLocation))
            } else {
                findings.append(Diagnostic(rule: .missingToken, severity: RuleID.missingToken.stageSeverity, message: ThemeMessage.missing(path, type: type, theme: theme), location: nameLocation))
            }
        }
        return findings + borderFindings(in: tokens, theme: theme, nameLocation: nameLocation)
    }

    /// The optional border of each button style group (`button.<style>.border.color` and
    /// `.border.width`), which draws only when whole: `missing-token` at the member given
    /// when the other is absent, `token-type` for a member of the wrong type (a DTCG
    /// `border` token at `button.<style>.border` included), `invalid-token` for a negative
    /// width. In the order of the groups' paths.
    static func borderFindings(in tokens: ResolvedTokens, theme: String, nameLocation: SourceLocation?) -> [Diagnostic] {
        func styleGroup(_ path: String, suffix: String) -> String? {
            guard path.hasPrefix("button."), path.hasSuffix(suffix) else { return nil }
            let group = String(path.dropLast(suffix.count))
            return group.dropFirst("button.".count).contains(".") ? nil : group
        }
        var findings: [Diagnostic] = []
        for (path, unread) in tokens.unreadTypes.sorted(by: { $0.key < $1.key }) {
            guard let group = styleGroup(path, suffix: ".border") else { continue }
            findings.append(Diagnostic(
                rule: .tokenType, severity: RuleID.tokenType.stageSeverity,
                message: ThemeMessage.borderToken(group, theme: theme, unread: unread), location: nameLocation))
        }
        let members = ContractTokens.buttonBorderMembers
        let groups = Set(tokens.tokens.keys.compactMap { path in members.lazy.compactMap { styleGroup(path, suffix: "." + $0.name) }.first })
        for group in groups.sorted() {
            let given = members.map { tokens["\(group).\($0.name)"] }
            for (member, token) in zip(members, given) {
                let path = "\(group).\(member.name)"
                guard let token else {
                    if tokens.failedPaths.contains(path) { continue }
                    guard let other = given.compactMap({ $0 }).first else { continue }
                    findings.append(Diagnostic(
                        .missingToken, ThemeMessage.halfBorder(group, missing: member.name, theme: theme),
                        in: other.definition.file, at: other.definition.range))
                    continue
                }
                if token.type != member.type {
                    findings.append(Diagnostic(
                        .tokenType, ThemeMessage.borderType(path, theme: theme, found: token.type, expected: member.type),
                        in: token.definition.file, at: token.definition.range))
                } else if let width = token.value.scalar, member.type == .dimension, width < 0 {
                    findings.append(Diagnostic(
                        .invalidToken, ThemeMessage.negativeBorder(path, theme: theme, width: width),
                        in: token.definition.file, at: token.definition.range))
                }
            }
        }
        return findings
    }

    /// A token file the config names that could not be read, reported at the path in the
    /// config, with a did-you-mean note for a file of a similar name beside where it should be.
    static func atConfig(
        _ problem: Diagnostic, path: Located<String>, resolvedPath: String, configFile: SourceFile, namesBeside: (String) -> [String]
    ) -> Diagnostic {
        var moved = problem
        moved.location = configFile.location(of: path.range)
        let name = FilePath.lastComponent(of: path.value)
        let names = namesBeside(resolvedPath)
        if !names.contains(name), let close = Suggestion.closest(to: name, among: names.sorted()) {
            let folder = String(path.value.dropLast(name.count))
            moved.notes.append(Diagnostic.Note(DecodeMessage.didYouMean(folder + close)))
        }
        return moved
    }

    private static func readFile(_ path: String, read: (String) -> Result<SourceFile, Diagnostic>, diagnostics: inout [Diagnostic]) -> TokenFile? {
        switch read(path) {
        case .failure(let problem):
            diagnostics.append(problem)
            return nil
        case .success(let source):
            let (file, fileDiagnostics) = TokenFileReader.read(source)
            diagnostics += fileDiagnostics
            return file
        }
    }

    /// The same file in two themes gives the same findings twice; report each once.
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// The embedded default, read once.
enum EmbeddedDefault {
    static let parsed: (base: TokenFile, dark: TokenFile, diagnostics: [Diagnostic]) = {
        let base = TokenFileReader.read(SourceFile(path: EmbeddedDefaultTokens.basePath, text: EmbeddedDefaultTokens.baseJSON))
        let dark = TokenFileReader.read(SourceFile(path: EmbeddedDefaultTokens.darkPath, text: EmbeddedDefaultTokens.darkJSON))
        // A broken embedded default is a bug the tests catch; an empty file keeps going.
        let empty = { (path: String) in TokenFile(source: SourceFile(path: path, text: "{}"), tokens: [], groups: []) }
        return (base.file ?? empty(EmbeddedDefaultTokens.basePath), dark.file ?? empty(EmbeddedDefaultTokens.darkPath), base.diagnostics + dark.diagnostics)
    }()

    static var diagnostics: [Diagnostic] { parsed.diagnostics }

    /// The embedded files a theme starts from: `dark` layers the dark override on the base.
    static func files(forTheme name: String) -> [TokenFile] {
        name == "dark" ? [parsed.base, parsed.dark] : [parsed.base]
    }
}

extension EmbeddedDefaultTokens {
    /// The embedded default as a design system (themes `light` and `dark`), with the
    /// findings of resolving it (none; a test proves it).
    public static func designSystem() -> (DesignSystem, [Diagnostic]) {
        resolvedDefault
    }

    /// The embedded default resolved once: it never changes while the process runs.
    public static var shared: DesignSystem { resolvedDefault.0 }

    private static let resolvedDefault: (DesignSystem, [Diagnostic]) = {
        let (system, diagnostics) = DesignSystemLoader.load(config: ProjectConfig(), configFile: nil) { path in
            .failure(Diagnostic(rule: .io, severity: .error, message: "no files in the embedded default", location: .file(path)))
        }
        return (system!, diagnostics)
    }()

    /// The embedded token files for a theme name.
    public static func files(forTheme name: String) -> [TokenFile] {
        EmbeddedDefault.files(forTheme: name)
    }
}
