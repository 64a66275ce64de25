import DialogDiagnostics
import DialogModel

/// The resolver files of a project's themes, each read once, and the token files their
/// sets and chosen contexts name, each read once (held back: `HeldBackFindings`).
struct ResolverCache {
    typealias Reader = (String) -> Result<SourceFile, Diagnostic>
    private var documents: [String: ResolverDocument?] = [:]
    private var tokenFiles: [String: TokenFile?] = [:]
    /// The token files read through resolvers, in the order first read.
    private(set) var heldBackFiles: [TokenFile] = []

    /// The token files a resolver layers for a theme, in resolution order. Nil when the
    /// resolver, a context or a file cannot be had (reported). `modifierNames` gets the names
    /// of its modifiers; nil when the resolver itself could not be read.
    mutating func files(
        _ resolvedPath: String, named path: Located<String>, theme: ThemeFiles, configFile: SourceFile?,
        read: Reader, namesBeside: (String) -> [String], modifierNames: inout [String]?, diagnostics: inout [Diagnostic]
    ) -> [TokenFile]? {
        if documents[resolvedPath] == nil {
            switch read(resolvedPath) {
            case .failure(let problem):
                // The config named it: the mistake is there, not in a file nobody has.
                diagnostics.append(
                    configFile.map { DesignSystemLoader.atConfig(problem, path: path, resolvedPath: resolvedPath, configFile: $0, namesBeside: namesBeside) }
                        ?? problem)
                documents[resolvedPath] = .some(nil)
            case .success(let source):
                let (document, found) = ResolverReader.read(source)
                diagnostics += found
                documents[resolvedPath] = .some(document)
            }
        }
        guard let document = documents[resolvedPath]! else {
            modifierNames = nil
            return nil
        }
        modifierNames? += document.modifiers.map(\.name)
        guard let sources = Self.sources(of: document, named: path, for: theme, configFile: configFile, diagnostics: &diagnostics) else { return nil }
        var files: [TokenFile] = []
        var isComplete = true
        for source in sources {
            switch source {
            case .inline(let file): files.append(file)
            case .file(let sourcePath, let written):
                guard let file = tokenFile(sourcePath, written: written, resolver: document.source, read: read, namesBeside: namesBeside, diagnostics: &diagnostics) else {
                    isComplete = false
                    continue
                }
                files.append(file)
            }
        }
        return isComplete ? files : nil
    }

    /// A source of a resolver, read once; one that cannot be read is reported at its `$ref`.
    private mutating func tokenFile(
        _ path: String, written: Located<String>, resolver: SourceFile, read: Reader, namesBeside: (String) -> [String], diagnostics: inout [Diagnostic]
    ) -> TokenFile? {
        if let cached = tokenFiles[path] { return cached }
        switch read(path) {
        case .failure(let problem):
            diagnostics.append(DesignSystemLoader.atConfig(problem, path: written, resolvedPath: path, configFile: resolver, namesBeside: namesBeside))
            tokenFiles[path] = .some(nil)
            return nil
        case .success(let source):
            let (file, found) = TokenFileReader.read(source, holdingBack: true)
            diagnostics += found
            tokenFiles[path] = .some(file)
            if let file { heldBackFiles.append(file) }
            return file
        }
    }

    /// The sources of a resolver for a theme: every set, and of each modifier the context the
    /// theme chooses or else the modifier's default. A context that does not exist, or a
    /// modifier with neither, is an error in the config. With no config (a resolver named on
    /// the command line, themes `light` and `dark`), a modifier without a default takes the
    /// context named as the theme, else its first.
    static func sources(
        of document: ResolverDocument, named path: Located<String>, for theme: ThemeFiles, configFile: SourceFile?, diagnostics: inout [Diagnostic]
    ) -> [ResolverDocument.Source]? {
        var sources: [ResolverDocument.Source] = []
        var isComplete = true
        for step in document.steps {
            switch step {
            case .set(_, let setSources): sources += setSources
            case .modifier(let modifier):
                if let chosen = theme.modifiers.last(where: { $0.name.value == modifier.name }) {
                    guard let contextSources = modifier.sources(of: chosen.context.value) else {
                        let notes = Suggestion.closest(to: chosen.context.value, among: modifier.contextNames).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
                        diagnostics.append(Diagnostic(
                            rule: .invalidValue, severity: RuleID.invalidValue.stageSeverity,
                            message: ResolverChoiceMessage.unknownContext(chosen.context.value, modifier: modifier, resolver: path.value),
                            location: configFile?.location(of: chosen.context.range), notes: notes))
                        isComplete = false
                        continue
                    }
                    sources += contextSources
                } else if let defaultContext = modifier.defaultContext, let contextSources = modifier.sources(of: defaultContext) {
                    sources += contextSources
                } else if configFile == nil, let first = modifier.contexts.first {
                    sources += modifier.sources(of: theme.name.value) ?? first.sources
                } else {
                    diagnostics.append(Diagnostic(
                        rule: .invalidValue, severity: RuleID.invalidValue.stageSeverity,
                        message: ResolverChoiceMessage.noContext(modifier: modifier, theme: theme.name.value, resolver: path.value),
                        location: configFile?.location(of: theme.modifiersRange ?? path.range)))
                    isComplete = false
                }
            }
        }
        return isComplete ? sources : nil
    }

    /// A modifier the theme sets that none of its resolvers has, at its name, with did-you-mean.
    static func unknownModifiers(_ theme: ThemeFiles, known: [String], configFile: SourceFile) -> [Diagnostic] {
        theme.modifiers.filter { !known.contains($0.name.value) }.map { modifier in
            let notes = Suggestion.closest(to: modifier.name.value, among: known).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
            return Diagnostic(
                .invalidValue, ResolverChoiceMessage.unknownModifier(modifier.name.value, theme: theme.name.value, known: known),
                in: configFile, at: modifier.name.range, notes: notes)
        }
    }
}

/// The wording of findings about a theme's choice of contexts, beside `ResolverCache`.
enum ResolverChoiceMessage {
    static func unknownContext(_ context: String, modifier: ResolverDocument.Modifier, resolver: String) -> String {
        "'\(context)' is not a context of modifier '\(modifier.name)' in '\(resolver)'; its contexts are \(listed(modifier.contextNames))"
    }

    static func noContext(modifier: ResolverDocument.Modifier, theme: String, resolver: String) -> String {
        "theme '\(theme)' chooses no context of modifier '\(modifier.name)' in '\(resolver)', which has no default; "
            + "add \"modifiers\": {\"\(modifier.name)\": \"\(modifier.contextNames.first ?? "")\"} (its contexts are \(listed(modifier.contextNames)))"
    }

    static func unknownModifier(_ name: String, theme: String, known: [String]) -> String {
        let list = known.isEmpty ? "they have none" : "they have \(listed(known))"
        return "theme '\(theme)' sets modifier '\(name)', which none of its resolver files has; \(list)"
    }

    private static func listed(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
