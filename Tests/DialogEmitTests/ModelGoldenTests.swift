import DialogEmit
import DialogModel
import DialogTestSupport
import Testing

/// The generated Swift of every reference spec, of the hostile-text spec and of
/// `DialogSupport.swift`, reviewed as goldens in `Fixtures/swift/`.
@Suite struct ModelGoldenTests {
    static let goldens = RepositoryPaths.fixtures + "/swift/"

    @Test func supportFile() throws {
        let file = SwiftModelEmitter.support(config: try EmitFixtures.config())
        #expect(file.relativePath == "DialogSupport.swift")
        if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func referenceDialogs() throws {
        let config = try EmitFixtures.config()
        let specs = try EmitFixtures.referenceSpecs()
        #expect(specs.count == 6)
        for spec in specs {
            let file = SwiftModelEmitter.dialog(spec, config: config)
            if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
        }
    }

    @Test func hostileDialog() throws {
        let file = SwiftModelEmitter.dialog(try EmitFixtures.spec(EmitFixtures.hostileSpec), config: try EmitFixtures.config())
        #expect(file.relativePath == "HostileTextDialog.swift")
        // The description's line breaks cannot end its doc comment.
        let injected = file.contents.split(separator: "\n").filter { $0.contains("Injected") || $0.contains("next") }
        #expect(injected.count == 2 && injected.allSatisfy { $0.hasPrefix("///") })
        if let failure = Golden.check(file.contents, against: Self.goldens + file.relativePath) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func fileNamesComeFromTheTypeName() throws {
        let specs = try EmitFixtures.referenceSpecs()
        let names = specs.map { SwiftModelEmitter.dialog($0, config: ProjectConfig()).relativePath }.sorted()
        #expect(names == [
            "LiveMessageDeleteDialog.swift", "NoticeSimpleDialog.swift", "TeamInvitationDialog.swift",
            "TimerDeleteDialog.swift", "UploadRetryDialog.swift", "WallpaperColorChangeDialog.swift",
        ])
    }

    @Test func publicAccessLevelMarksEveryDeclaration() throws {
        var config = try EmitFixtures.config()
        config.swift.accessLevel = Defaulted(default: .public)
        let spec = try EmitFixtures.referenceSpecs().first { $0.id.value == "upload.retry" }!
        let dialog = SwiftModelEmitter.dialog(spec, config: config).contents
        #expect(dialog.contains("public struct UploadRetryDialog: Swift.Equatable, Swift.Sendable, LocalizedDialog {"))
        #expect(dialog.contains("    public enum Action: Swift.Equatable, Swift.Sendable {"))
        #expect(dialog.contains("    public var attempt: Swift.Int"))
        #expect(dialog.contains("    public init(fileName: Swift.String, attempt: Swift.Int) {"))
        #expect(dialog.contains("    public func state(locale: Swift.String? = nil) -> DialogState<Action> {"))
        #expect(dialog.contains("    public static let spec: DialogSpec = \"\"\"\n"))
        let support = SwiftModelEmitter.support(config: config).contents
        #expect(support.contains("public struct DialogState<Action: Swift.Equatable & Swift.Sendable>: Swift.Equatable, Swift.Sendable {"))
        #expect(support.contains("        public init(range: Swift.Range<Swift.Int>, style: Swift.String) {"))
        #expect(support.contains("public protocol LocalizedDialog<Action> {") && support.contains("public enum DialogLocale {"))
        #expect(support.contains("    public static func match(_ preferredLanguages: [Swift.String]) -> Swift.String {"))
        // The state machines' types stay internal (the presenters use them, the app does not),
        // and so do their `init()`s.
        let publicMembers = support.replacing("\n    init() {}", with: "")
        #expect(!publicMembers.contains("\n    var ") && !publicMembers.contains("\n    init("))
        #expect(support.ranges(of: "\n    init() {}").count == 3)
    }

    @Test func outputIsIdenticalOnEveryRun() throws {
        let config = try EmitFixtures.config()
        let spec = try EmitFixtures.spec(EmitFixtures.hostileSpec)
        #expect(SwiftModelEmitter.dialog(spec, config: config) == SwiftModelEmitter.dialog(spec, config: config))
    }
}
