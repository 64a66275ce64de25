import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// The promise of `invalid-identifier`: a spec that lints without errors generates Swift
/// that compiles, without warnings (users build with `-warnings-as-errors`).
///
/// Specs are generated from a seeded generator (`AdversarialSpecs`) with names chosen to
/// break generated code: keywords, the names generated code declares or calls beside the
/// spec's (`Action`, `state`, `isPresented`, `modifier`, the support types, the dialog's own
/// type), SwiftUI and standard names, names equal ignoring case, payload types whose
/// property name is taken, names with no Swift form, and dialog ids whose type names collide
/// or differ only in case. Each batch is linted as one
/// project, exactly as `dialogc lint` checks it; the specs without errors are generated
/// (model, SwiftUI view, support files, tokens; public access, the stricter) and
/// type-checked in one `swiftc` run against the SwiftUI stand-in, with an app file that
/// declares the payload types an app would. A spec whose files do not type-check fails the
/// test with its text and the seed.
@Suite struct GeneratedNamesPropertyTests {
    static let seed: UInt64 = 0xD1A1_0C5E_ED00_0006
    static let batches = 4
    static let specsPerBatch = 1000

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the generated Swift cannot be type-checked"))
    func specsThatLintCleanCompile() throws {
        let compiler = try #require(SwiftCompiler.find())
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // SwiftUI, AppKit for the font branch of a platform without UIKit, as on macOS, and
        // Accessibility for the async result's announcement.
        for module in ["SwiftUI", "AppKit", "Accessibility"] {
            let built = try compiler.run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                "-emit-module-path", directory.path + "/\(module).swiftmodule", RepositoryPaths.root + "/Tests/DialogEmitTests/SwiftUIStandIn/\(module).swift",
            ])
            try #require(built.status == 0, Comment(rawValue: "the \(module) stand-in does not compile:\n" + built.output))
        }

        var generator = AdversarialSpecs(seed: Self.seed)
        var checked = 0
        var compiled = 0
        var hostileNamesCompiled: Set<String> = []
        for batch in 0..<Self.batches {
            let specs = (0..<Self.specsPerBatch).map { generator.spec(id: generator.dialogID("p.b\(batch)s\($0)")) }
            let clean = try check(specs, batch: batch, generator: generator, compiler: compiler, in: directory)
            checked += specs.count
            compiled += clean.count
            for index in clean { hostileNamesCompiled.formUnion(specs[index].hostileNames) }
        }
        // Not vacuous: many specs, and many of the hostile names lint accepts, reach the compiler.
        #expect(compiled * 10 >= checked, "only \(compiled) of \(checked) generated specs passed lint; the generator no longer exercises the emitters")
        #expect(hostileNamesCompiled.count >= 30, "only \(hostileNamesCompiled.count) hostile names reached the compiler: \(hostileNamesCompiled.sorted())")
        print("GeneratedNamesPropertyTests: \(checked) specs generated, \(compiled) passed lint and type-checked, with \(hostileNamesCompiled.count) hostile names (seed \(Self.seed))")
    }

    /// Lints `specs` as one project, type-checks what the clean ones generate, and records an
    /// issue per spec whose files do not type-check. Returns the indices of the specs type-checked.
    private func check(
        _ specs: [AdversarialSpecs.Spec], batch: Int, generator: AdversarialSpecs, compiler: SwiftCompiler, in directory: TemporaryDirectory
    ) throws -> Set<Int> {
        let config = try Self.config()
        let designSystem = EmbeddedDefaultTokens.shared
        // Numbered: a generated id may repeat an earlier one (a `duplicate-id` to find).
        let sources = specs.enumerated().map { SourceFile(path: "specs/\($0.offset)-\($0.element.id).dialog.json", text: $0.element.json) }
        let linted = LintPipeline().check(sources, config: config, designSystem: designSystem)
        let failing = Set(linted.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.path))
        let clean = linted.specs.filter { !failing.contains($0.file.path) }
        let textOfPath = Dictionary(uniqueKeysWithValues: zip(sources.map(\.path), specs.map(\.json)))

        let folder = "batch\(batch)"
        var files = [
            SwiftModelEmitter.support(config: config), SwiftUIEmitter.support(accessLevel: config.swift.accessLevel.value),
            SwiftTokensEmitter.tokens(designSystem, accessLevel: .public, runtime: .embedded, locales: ["en"], koreanLineBreak: .words),
        ] + PresenterRuntimeEmitter.support(config: config)
        var specOfFile: [String: String] = [:]
        for spec in clean {
            for file in [SwiftModelEmitter.dialog(spec, config: config), SwiftUIEmitter.view(spec, config: config, designSystem: designSystem)] {
                specOfFile[file.relativePath] = spec.file.path
                files.append(file)
            }
        }
        let generatedTypes = Set(clean.map { SwiftModelEmitter.typeName(of: $0) })
        files.append(OutputFile(relativePath: "App.swift", contents: generator.appSource(payloads: clean.flatMap { $0.buttons.compactMap(\.payload?.value) }, existing: generatedTypes)))
        let paths = try files.map { try directory.write(folder + "/" + $0.relativePath, $0.contents) }
        // One frontend for the whole module (`-wmo`): each file is parsed once, about ten
        // times faster than a frontend per batch of files that each parse every file.
        let run = try compiler.run(
            ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Generated", "-I", directory.path] + paths)
        let indexOfPath = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($0.element.path, $0.offset) })
        let checkedIndices = Set(clean.compactMap { indexOfPath[$0.file.path] })
        guard run.status != 0 else { return checkedIndices }

        // Attribute each error to the spec whose file it is in; others fail the batch.
        var errorsOfSpec: [String: [String]] = [:]
        var unattributed: [String] = []
        for line in run.output.split(separator: "\n") where line.contains(": error: ") {
            let file = line.split(separator: ":").first.map { ($0 as Substring).split(separator: "/").last.map(String.init) ?? "" } ?? ""
            if let spec = specOfFile[file] { errorsOfSpec[spec, default: []].append(String(line)) } else { unattributed.append(String(line)) }
        }
        for (path, errors) in errorsOfSpec.sorted(by: { $0.key < $1.key }).prefix(5) {
            Issue.record(Comment(rawValue: """
                \(path) lints without errors but its generated Swift does not type-check (seed \(Self.seed), batch \(batch)):
                \(textOfPath[path] ?? "")
                \(errors.prefix(8).joined(separator: "\n"))
                """))
        }
        if errorsOfSpec.count > 5 { Issue.record(Comment(rawValue: "\(errorsOfSpec.count - 5) more specs of batch \(batch) fail to type-check")) }
        if !unattributed.isEmpty || errorsOfSpec.isEmpty {
            Issue.record(Comment(rawValue: "batch \(batch): errors outside any dialog's files:\n" + (unattributed.isEmpty ? run.output : unattributed.prefix(20).joined(separator: "\n"))))
        }
        return checkedIndices
    }

    /// One locale, so no text needs a translation; the layout rules off, so texts of any
    /// length lint; public, the stricter access level (public API may not show internal types).
    static func config() throws -> ProjectConfig {
        let file = SourceFile(path: "dialogc.json", text: #"""
            {"version": 1, "locales": ["en"], "defaultLocale": "en", "swift": {"accessLevel": "public"},
             "rules": {"text-overflow": "off", "dialog-overflow": "off"}}
            """#)
        let value = try #require(JSONParser().parse(file).value)
        let context = DecodingContext(file: file)
        let config = try #require(ProjectConfigDecoder.decode(value, context: context, rules: RuleRegistry.catalog))
        try #require(!context.hasErrors, "\(context.diagnostics)")
        return config
    }
}

/// Seeded specs with names chosen to collide with what generated code declares.
struct AdversarialSpecs {
    struct Spec {
        var id: String
        var json: String
        /// The names drawn from the hostile pools (not `plain`, not `appTypes`).
        var hostileNames: Set<String>
    }

    private var random: SplitMix64
    /// The type names of the dialogs generated so far, for names that clash across specs.
    private(set) var typeNames: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Ordinary names, several of which also appear as placeholders and elements, so names
    /// meet across owners.
    static let plain = [
        "reason", "name", "count", "value", "item", "title", "message", "id", "text", "content", "buttons", "presentation",
        "description", "hashValue", "liveMessage", "string", "locale", "chat", "didTapOKPayload", "didTapAPayload", "reasonPayload",
    ]
    /// What generated code declares or calls, and standard names it uses.
    static let generated = [
        "Action", "state", "spec", "texts", "view", "appearance", "isPresented", "onAction", "onAsyncAction", "slot", "modifier", "Slot", "Body",
        "DialogState", "DialogTextState", "DialogButtonState", "DialogCard", "DialogAppearance", "DialogStyle", "DialogColor",
        "DialogRGBA", "DialogTokens", "DialogLocalizedText", "DialogPresenter", "DialogContentElement", "DialogTheme", "String",
        "DialogTexts", "DialogSpec", "DialogLocale", "DialogLocaleMatching", "LocalizedDialog", "Locale", "match", "configured",
        "Int", "Bool", "Double", "View", "Binding", "Optional", "Void", "Foundation", "Swift", "SwiftUI", "Text", "Color", "print",
        "Equatable", "Sendable", "body", "init", "segments", "highlights", "Segment", "Highlight",
    ]
    static let keywords = ["class", "self", "Self", "default", "Type", "some", "any", "each", "get", "none", "_", "in", "Protocol", "inout"]
    static let noSwiftName = ["é", "a-b", "이름", "2fa", "a b", "ab$"]

    /// Payload types: whether an app using them declares them itself (else Swift, Foundation,
    /// SwiftUI or the generated code provides the name, or nothing can). The generated code
    /// names the frameworks' types through their modules, so an app's `View` or `Task` is
    /// fine beside it.
    static let payloads: [(name: String, declaredByApp: Bool)] = [
        ("LiveMessage", true), ("Chat.Message", true), ("Reason", true), ("IsPresented", true), ("Modifier", true), ("State", true),
        ("Locale", false), ("Foundation.Date", false), ("Swift.String", false), ("String", false), ("Int", false), ("Type", true),
        ("Action", true), ("Slot", true), ("Body", true), ("Void", false), ("Optional", false), ("Foundation", false), ("View", true),
        ("Binding", true), ("Never", false), ("DialogState", false), ("DialogColor", false), ("Text", true), ("Color", true),
        ("Chat.Action", true), ("Action.Thing", true), ("any", false), ("Equatable", false), ("Get", true), ("View_", true),
        ("Message", true), ("Item", true), ("Title", true), ("Task", true), ("Content", true), ("Configuration", true),
        ("Subviews", true), ("Store", true), ("UIColor", true),
    ]

    /// How likely, in percent, each name of the spec being generated is hostile: specs range
    /// from nearly plain to mostly hostile, so that many pass lint with a few odd names.
    private var hostility = 0
    private var hostileNames: Set<String> = []

    /// `fresh`, or now and then an id whose type name equals an earlier one's (`p.b0s5` ->
    /// `pB0s5`) or differs from it only in case (`p.b0S5`).
    mutating func dialogID(_ fresh: String) -> String {
        ids.append(fresh)
        guard random.below(20) == 0, ids.count > 1 else { return fresh }
        let earlier = ids[random.below(ids.count - 1)]
        if random.below(2) == 0 { return earlier.replacingOccurrences(of: ".b", with: "B") }
        return earlier.replacingOccurrences(of: "s", with: "S")
    }

    private var ids: [String] = []

    /// A spec with `id`; its parts and names drawn from the pools above.
    mutating func spec(id: String) -> Spec {
        let ownType = GeneratedSwiftNames.dialogType(id: id)
        hostility = [3, 8, 15, 30][random.below(4)]
        hostileNames = []
        var parameters: [String] = []
        for _ in 0..<random.below(3) {
            parameters.append("\(quoted(name(ownType: ownType))): \(quoted(["String", "Int", "Double"][random.below(3)]))")
        }
        var parts = ["\"id\": \(quoted(id))"]
        if !parameters.isEmpty { parts.append("\"parameters\": {\(parameters.joined(separator: ", "))}") }
        parts.append("\"title\": \(quoted("Hi " + placeholders(ownType: ownType, upTo: 3)))")
        if random.below(2) == 0 {
            parts.append("\"message\": \(quoted("See <accent>\(placeholders(ownType: ownType, upTo: 1))</accent> \(placeholders(ownType: ownType, upTo: 2))"))")
        }
        var content: [String] = []
        for _ in 0..<random.below(3) {
            let elementID = quoted(name(ownType: ownType))
            switch random.below(3) {
            case 0: content.append("{\"type\": \"textField\", \"id\": \(elementID), \"placeholder\": \(quoted("Type " + placeholders(ownType: ownType, upTo: 1)))}")
            case 1: content.append("{\"type\": \"checkbox\", \"id\": \(elementID), \"title\": \(quoted("Agree " + placeholders(ownType: ownType, upTo: 1)))}")
            default: content.append("{\"type\": \"slot\", \"id\": \(elementID)}")
            }
        }
        if !content.isEmpty { parts.append("\"content\": [\(content.joined(separator: ", "))]") }
        var buttons: [String] = []
        for index in 0..<(1 + random.below(3)) {
            var button = ["\"id\": \(quoted(random.below(3) == 0 ? name(ownType: ownType) : "b\(index)"))", "\"title\": \(quoted("Go \(index) " + placeholders(ownType: ownType, upTo: 1)))"]
            if random.below(3) > 0 { button.append("\"action\": \(quoted(random.below(2) == 0 ? name(ownType: ownType) : "didTap\(["OK", "A", "B"][random.below(3)])"))") }
            if random.below(2) == 0 { button.append("\"payload\": \(quoted(payload(ownType: ownType)))") }
            if random.below(4) == 0 { button.append("\"async\": true") }
            buttons.append("{" + button.joined(separator: ", ") + "}")
        }
        parts.append("\"buttons\": [\(buttons.joined(separator: ", "))]")
        typeNames.append(ownType)
        return Spec(id: id, json: "{" + parts.joined(separator: ",\n ") + "}\n", hostileNames: hostileNames)
    }

    /// A member or action name: mostly ordinary or generated-code names, sometimes a keyword,
    /// a name with no Swift form or a dialog type, with the first letter's case flipped now
    /// and then.
    private mutating func name(ownType: String) -> String {
        var name: String
        if random.below(100) >= hostility {
            name = Self.plain[random.below(Self.plain.count)]
        } else {
            switch random.below(100) {
            case ..<65: name = Self.generated[random.below(Self.generated.count)]
            case ..<80: name = Self.keywords[random.below(Self.keywords.count)]
            case ..<88: name = Self.noSwiftName[random.below(Self.noSwiftName.count)]
            default: name = random.below(2) == 0 || typeNames.isEmpty ? ownType : typeNames[random.below(typeNames.count)]
            }
            hostileNames.insert(name)
        }
        if random.below(12) == 0, let first = name.first {
            name = (first.isUppercase ? first.lowercased() : first.uppercased()) + name.dropFirst()
        }
        return name
    }

    private mutating func placeholders(ownType: String, upTo count: Int) -> String {
        (0..<random.below(count + 1)).map { _ in "{\(name(ownType: ownType))}" }.joined(separator: " ")
    }

    private mutating func payload(ownType: String) -> String {
        guard random.below(100) < hostility * 2 else { return Self.appTypes[random.below(Self.appTypes.count)] }
        let name: String
        switch random.below(12) {
        case 0: name = ownType
        case 1 where !typeNames.isEmpty: name = typeNames[random.below(typeNames.count)]
        default: name = Self.payloads[random.below(Self.payloads.count)].name
        }
        hostileNames.insert(name)
        return name
    }

    /// Payload types an app plausibly has, some of whose property names are taken.
    static let appTypes = ["LiveMessage", "Chat.Message", "Reason", "Message", "Item", "Title", "Locale", "Foundation.Date", "String", "Int"]

    private func quoted(_ text: String) -> String { "\"" + text + "\"" }

    /// The app's side: a public `Equatable`, `Sendable` type for each payload an app would
    /// declare (`Chat.Message` as a struct in an enum), unless generated code declares it.
    /// A payload naming a dialog type whose spec did not pass lint is declared as the app's
    /// too: lint cannot know which types an app has.
    func appSource(payloads: [String], existing: Set<String>) -> String {
        let declared = Set(Self.payloads.filter(\.declaredByApp).map(\.name)).union(typeNames)
        var members: [String: Set<String>] = [:]
        for payload in Set(payloads) where declared.contains(payload) {
            let components = payload.split(separator: ".").map(String.init)
            guard !existing.contains(components[0]) else { continue }
            members[components[0], default: []].formUnion(components.dropFirst())
        }
        var lines = ["import Foundation", ""]
        for (head, nested) in members.sorted(by: { $0.key < $1.key }) {
            if nested.isEmpty {
                lines.append("public struct \(head): Equatable, Sendable { public init() {} }")
            } else {
                lines.append("public enum \(head) {")
                for name in nested.sorted() { lines.append("    public struct \(name): Equatable, Sendable { public init() {} }") }
                lines.append("}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
