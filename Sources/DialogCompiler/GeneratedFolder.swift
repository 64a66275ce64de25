import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel
import FoundationEssentials

/// Stage "write" for a build: puts generated files into the output folder.
///
/// Only files whose bytes changed are written (a no-op build touches nothing, so Xcode does
/// not recompile), each atomically (a temporary file renamed over the old one). Files that
/// an earlier build generated and this one does not are removed; they are known from a
/// manifest in the folder, and nothing the manifest does not list is ever touched, so a
/// user's own files beside the generated ones are safe.
public struct GeneratedFolder: Sendable {
    public static let manifestName = ".dialogc-manifest.json"

    public struct Outcome: Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        public var diagnostics: [Diagnostic] = []
    }

    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func write(_ files: [OutputFile]) -> Outcome {
        var outcome = Outcome()
        for file in files where !Self.isPlainFileName(file.relativePath) {
            // The emitters only form names from validated type names; anything else is a bug,
            // and refusing it keeps every write inside the folder.
            outcome.diagnostics.append(InputDiscovery.ioError(GeneratedFolderMessage.unsafeName(file.relativePath), path: nil))
        }
        guard outcome.diagnostics.isEmpty else { return outcome }
        if let problem = createFolderIfNeeded() {
            outcome.diagnostics.append(problem)
            return outcome
        }

        let previous = readManifest()
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            let target = FilePath.join(path, file.relativePath)
            let bytes = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: target) == bytes {
                outcome.unchanged.append(file.relativePath)
                continue
            }
            if let failure = OutputFileWriter().write(file.contents, to: target) {
                outcome.diagnostics.append(failure)
                return outcome
            }
            outcome.written.append(file.relativePath)
        }

        let current = Set(files.map(\.relativePath))
        for stale in previous.sorted() where !current.contains(stale) && Self.isPlainFileName(stale) {
            let target = FilePath.join(path, stale)
            guard FileManager.default.fileExists(atPath: target) else { continue }
            do {
                try FileManager.default.removeItem(atPath: target)
                outcome.removed.append(stale)
            } catch {
                outcome.diagnostics.append(InputDiscovery.ioError(GeneratedFolderMessage.cannotRemove(target), path: target))
            }
        }
        writeManifest(current.sorted(), previous: previous, outcome: &outcome)
        return outcome
    }

    /// A file name with no folder part: letters, digits, `.`, `_`, `-` and `+`
    /// (`TimerDeleteDialog+View.swift`), not starting with `.`. Generated names are always
    /// of this form.
    static func isPlainFileName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-" || scalar == "+"
        }
    }

    private func createFolderIfNeeded() -> Diagnostic? {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder ? nil : InputDiscovery.ioError(GeneratedFolderMessage.notAFolder(path), path: nil)
        }
        do {
            // Only the output folder itself is created: a missing parent is more likely a
            // mistyped path than a wish for a new tree.
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return nil
        } catch {
            return InputDiscovery.ioError(GeneratedFolderMessage.cannotCreate(path), path: nil)
        }
    }

    private func readManifest() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: FilePath.join(path, Self.manifestName)),
            let document = JSONParser().parse([UInt8](data)).value,
            let files = document.objectMembers?.last(where: { $0.key == "files" })?.value.arrayValue
        else { return [] }
        return Set(files.compactMap(\.stringValue))
    }

    private func writeManifest(_ names: [String], previous: Set<String>, outcome: inout Outcome) {
        let manifestPath = FilePath.join(path, Self.manifestName)
        let text = JSONWriter.render(
            .object(["generator": .string("dialogc"), "version": .int(1), "files": .array(names.map(JSONOutput.string))]))
        if FileManager.default.contents(atPath: manifestPath) == Data(text.utf8) { return }
        if let failure = OutputFileWriter().write(text, to: manifestPath) { outcome.diagnostics.append(failure) }
    }
}

enum GeneratedFolderMessage {
    static func unsafeName(_ name: String) -> String {
        "refusing to write '\(name)': generated files must be plain file names inside the output folder"
    }
    static func notAFolder(_ path: String) -> String { "the output path '\(path)' is a file, not a folder; choose another --out" }
    static func cannotCreate(_ path: String) -> String {
        "cannot create the output folder '\(path)'; check that its parent folder exists and is writable"
    }
    static func cannotRemove(_ path: String) -> String {
        "cannot remove '\(path)', which an earlier build generated; check its permissions"
    }
}
