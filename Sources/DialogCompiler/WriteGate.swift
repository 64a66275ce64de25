import DialogDiagnostics
import DialogModel

/// A file a run read as input, which no write of that run may replace.
public struct RunInput: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case spec, config, tokens, font
        /// A config the project config extends (`extends`), or one further up its chain.
        case parentConfig
        /// The `.xcstrings` or XLIFF file of `dialogc strings import`.
        case translations

        var noun: String {
            switch self {
            case .spec: "a spec"
            case .config: "the project config"
            case .parentConfig: "a config the project config extends"
            case .tokens: "a token file"
            case .font: "a font file"
            case .translations: "the translation file"
            }
        }
    }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

/// The one gate every write and removal of a run goes through: lint's `--output` and
/// baselines, and a build's generated files, manifest and cache.
///
/// It refuses, with an `io` error (exit 2) that says why and what to do:
/// - any path that is one of the run's inputs, compared by device and inode rather than by
///   name, so `./specs/a.dialog.json`, a link to it or a hard link are all caught;
/// - anything but a regular file (or a link) in the place of a file to write or remove, so a
///   folder, a FIFO or a device is never replaced or emptied, and only files are removed;
/// - in an output folder, a file no build of dialogc wrote (one its manifest does not list),
///   unless its bytes already are what the build would write, or the user passed `--force`.
public struct WriteGate: Sendable {
    /// The run's inputs by identity; the path is the one shown in a refusal.
    private let inputs: [FileIdentity: RunInput]
    /// `--force`: a file in the output folder that no build wrote may be replaced.
    public let adoptsUnknownFiles: Bool

    /// A gate for a run that read `inputs`. Paths that cannot be looked up (not there yet)
    /// cannot be overwritten through another name either, so they are left out.
    public init(inputs: [RunInput], adoptsUnknownFiles: Bool = false) {
        var identities: [FileIdentity: RunInput] = [:]
        for input in inputs {
            if let identity = FileIdentity(following: input.path), identities[identity] == nil { identities[identity] = input }
        }
        self.inputs = identities
        self.adoptsUnknownFiles = adoptsUnknownFiles
    }

    /// A gate that knows no inputs, for writes outside a run (tests, tools).
    public static let unguarded = WriteGate(inputs: [])

    /// What is at a path before a write or a removal.
    enum Occupant: Equatable {
        case nothing
        /// A regular file, or a symbolic link (replaced or removed as the link itself).
        case file
        case other(FileStatus.Kind)
    }

    /// Checks a write that replaces the whole file at `path` (lint's `--output`, a baseline,
    /// dialogc's own hidden files). Nil when the write may go ahead.
    public func checkWrite(to path: String) -> Diagnostic? {
        switch inspect(path) {
        case .failure(let refusal): refusal
        case .success(.other(let kind)): Self.refusal(WriteGateMessage.notAFile(path, kind))
        case .success: nil
        }
    }

    /// The verdict on a generated file's write into an output folder.
    enum GeneratedWrite {
        case nothingThere
        /// A file is there that the build may replace (it compares the bytes first).
        case mayReplace
        case refused(Diagnostic)
    }

    /// Checks a generated file's write into an output folder. `generatedBefore` says whether
    /// the folder's manifest lists it; `sameBytes` is asked only for an unlisted file, which
    /// may be adopted when it already holds exactly what the build would write.
    func checkGeneratedWrite(to path: String, generatedBefore: Bool, sameBytes: () -> Bool) -> GeneratedWrite {
        switch inspect(path) {
        case .failure(let refusal): return .refused(refusal)
        case .success(.nothing): return .nothingThere
        case .success(.other(let kind)): return .refused(Self.refusal(WriteGateMessage.notAFile(path, kind)))
        case .success(.file):
            if generatedBefore || adoptsUnknownFiles || sameBytes() { return .mayReplace }
            return .refused(Self.refusal(WriteGateMessage.notGenerated(path)))
        }
    }

    /// Checks the removal of a file an earlier build generated. Nil when it may be removed
    /// (or is already gone: `isGone` tells which).
    func checkRemoval(of path: String) -> (refusal: Diagnostic?, isGone: Bool) {
        switch inspect(path) {
        case .failure(let refusal): (refusal, false)
        case .success(.nothing): (nil, true)
        case .success(.other(let kind)): (Self.refusal(WriteGateMessage.notRemovable(path, kind)), false)
        case .success(.file): (nil, false)
        }
    }

    /// What is at `path`, or the refusal when it is one of the run's inputs.
    private func inspect(_ path: String) -> Result<Occupant, Diagnostic> {
        guard case .success(let status) = FileStatus.of(path, followingLinks: false) else { return .success(.nothing) }
        // A link is judged by what it leads to: writing "through" it is refused when that
        // is an input. A dangling link leads nowhere and is replaced as a link.
        if let identity = FileIdentity(following: path), let input = inputs[identity] {
            return .failure(Self.refusal(WriteGateMessage.isInput(path, input)))
        }
        return .success(status.kind == .regularFile || status.kind == .symbolicLink ? .file : .other(status.kind))
    }

    private static func refusal(_ message: String) -> Diagnostic {
        InputDiscovery.ioError(message, path: nil)
    }
}

enum WriteGateMessage {
    static func isInput(_ path: String, _ input: RunInput) -> String {
        let same = input.path == path ? "" : " ('\(input.path)')"
        return "refusing to write '\(path)': it is \(input.kind.noun) this run reads\(same); choose an output path outside the inputs (nothing was written)"
    }
    static func notAFile(_ path: String, _ kind: FileStatus.Kind) -> String {
        "refusing to write '\(path)': \(kind.noun) is there, not a regular file; move it or choose another path (nothing was written)"
    }
    static func notGenerated(_ path: String) -> String {
        "refusing to overwrite '\(path)': no dialogc build wrote it (the output folder's manifest does not list it); "
            + "move it away, or build with --force to let dialogc replace it (nothing was written)"
    }
    static func notRemovable(_ path: String, _ kind: FileStatus.Kind) -> String {
        "not removing '\(path)': an earlier build generated a file of that name, but \(kind.noun) is there now; remove or move it yourself"
    }
}
