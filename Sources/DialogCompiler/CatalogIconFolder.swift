import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel
import FoundationEssentials

/// The team's own icons for the catalog: the folder `catalog.icons` names, read once per
/// catalog run. An icon's symbol or asset name is looked up among the folder's file names
/// (`<name>.svg`, the name as written, dots kept), never joined into a path, so a spec's name
/// cannot make dialogc read anything outside the folder.
///
/// Every `*.svg` file of the folder is read and checked here (its bytes are also the
/// catalog's part of the build key, `keyLines`), so a page only looks an icon up.
struct CatalogIconFolder: Sendable {
    /// The folder as the config writes it, for messages: relative to the config that names
    /// it, the same from any working folder.
    let written: String
    /// By icon name (the file name without `.svg`): the icon, or why it cannot be drawn.
    private let files: [String: Result<CatalogIcon, IconFileProblem>]

    /// 512 KB: an icon is a few KB; a file far larger is not an icon, and every page that
    /// shows it would load it.
    static let maximumBytes = 512 << 10

    private init(written: String, files: [String: Result<CatalogIcon, IconFileProblem>]) {
        self.written = written
        self.files = files
    }

    /// The folder the config names, listed and read; nil when the config names none. A path
    /// that is not a folder (missing, a file) is an `io` error at the config's value: a
    /// config problem, exit status 2, before anything is written.
    static func open(config: ProjectConfig, configFile: SourceFile?) -> Result<CatalogIconFolder?, Diagnostic> {
        guard let icons = config.catalog.icons, let path = config.catalogIconFolder else { return .success(nil) }
        let file = config.file(of: .catalogIcons, own: configFile)
        func problem(_ message: String) -> Diagnostic {
            file.map { Diagnostic(.io, message, in: $0, at: icons.range) } ?? InputDiscovery.ioError(message, path: nil)
        }
        switch FileStatus.of(path) {
        case .success(let status) where status.kind == .folder: break
        case .success(let status): return .failure(problem(IconMessage.notAFolder(icons.value, noun: status.kind.noun)))
        case .failure(let failure) where failure.isMissing: return .failure(problem(IconMessage.noFolder(icons.value)))
        case .failure: return .failure(problem(IconMessage.unreadableFolder(icons.value)))
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return .failure(problem(IconMessage.unreadableFolder(icons.value)))
        }
        var files: [String: Result<CatalogIcon, IconFileProblem>] = [:]
        for name in names.sorted() where name.hasSuffix(".svg") && !name.hasPrefix(".") && name != ".svg" {
            let icon = String(name.dropLast(".svg".count))
            files[icon] = read(FilePath.join(path, name), name: icon)
        }
        return .success(CatalogIconFolder(written: icons.value, files: files))
    }

    /// One file, checked: a regular file of at most `maximumBytes`, UTF-8, whose root
    /// element is `<svg>` in the SVG namespace (without it, a browser does not draw the
    /// file as an image).
    private static func read(_ path: String, name: String) -> Result<CatalogIcon, IconFileProblem> {
        if case .success(let status) = FileStatus.of(path), status.kind == .regularFile, status.size > maximumBytes {
            return .failure(.tooLarge(kilobytes: (status.size + 1023) / 1024))
        }
        let bytes: [UInt8]
        switch SourceReader(maximumBytes: maximumBytes).read(path) {
        case .success(let file): bytes = file.bytes
        case .failure(let diagnostic):
            // The reader's reason without the path, which may be this machine's.
            let prefix = "cannot read '\(path)': "
            return .failure(.unreadable(diagnostic.message.hasPrefix(prefix) ? String(diagnostic.message.dropFirst(prefix.count)) : "it is gone"))
        }
        if let problem = SVGSniff.problem(bytes) { return .failure(problem) }
        let fileName = "icon-" + SHA256.hex(bytes).prefix(16) + ".svg"
        return .success(CatalogIcon(name: name, fileName: fileName, bytes: bytes))
    }

    /// The icon a spec names, or why the catalog draws the placeholder instead.
    func icon(_ name: String) -> Result<CatalogIcon, IconLookupProblem> {
        // Looked up among the listed names only; a name with a separator is said to be
        // refused rather than merely missing.
        if name.contains("/") || name.contains("\\") || name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(.refusedName)
        }
        switch files[name] {
        case .success(let icon)?: return .success(icon)
        case .failure(let problem)?: return .failure(.file(problem))
        case nil: return .failure(.missing(suggestion: Suggestion.closest(to: name, among: files.keys.sorted())))
        }
    }

    /// The used icons' files for the site, one per distinct content, by file name.
    func siteFiles(names: [String]) -> [CatalogIcon] {
        var seen: Set<String> = []
        var icons: [CatalogIcon] = []
        for name in Set(names).sorted() {
            guard case .success(let icon)? = files[name], seen.insert(icon.fileName).inserted else { continue }
            icons.append(icon)
        }
        return icons
    }

    /// The catalog's part of the build key: every `*.svg` file of the folder, by name, with
    /// its content's hash (or why it cannot be used). An edited, added or removed icon draws
    /// every page again, as a changed font does; an unchanged folder keeps them.
    var keyLines: [String] {
        ["catalog-icons " + JSONWriter.quoted(written)]
            + files.sorted { $0.key < $1.key }.map { name, file in
                let state: String
                switch file {
                case .success(let icon): state = icon.fileName
                case .failure(let problem): state = JSONWriter.quoted(IconMessage.reason(problem))
                }
                return "catalog-icon " + JSONWriter.quoted(name) + " " + state
            }
    }

    /// The `catalog-icon` finding for a spec's icon that cannot be drawn from the folder, at
    /// the icon's name; nil when it can.
    func finding(for icon: Icon, in source: SourceFile) -> Diagnostic? {
        let name = icon.name.value
        let file = name + ".svg"
        let message: String
        var notes: [Diagnostic.Note] = []
        switch self.icon(name) {
        case .success: return nil
        case .failure(.refusedName): message = IconMessage.refusedName(name, folder: written)
        case .failure(.missing(let suggestion)):
            message = IconMessage.missing(file, folder: written)
            if let suggestion { notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion))) }
        case .failure(.file(let problem)): message = IconMessage.unusable(file, folder: written, reason: IconMessage.reason(problem))
        }
        return Diagnostic(.catalogIcon, message, in: source, at: icon.name.range, notes: notes)
    }
}

/// Why an icon file of the folder cannot be drawn.
enum IconFileProblem: Error, Sendable, Equatable {
    case tooLarge(kilobytes: Int)
    /// The reader's words (`SourceReader`): not a regular file, permission denied, ...
    case unreadable(String)
    case notUTF8
    case notSVG
    case noNamespace
}

/// Why a spec's icon name has no drawable file.
enum IconLookupProblem: Error, Sendable, Equatable {
    /// A separator or control character: the name would reach outside the folder.
    case refusedName
    case missing(suggestion: String?)
    case file(IconFileProblem)
}

/// Whether bytes are an SVG document a browser draws as an image: UTF-8, and past an
/// optional byte order mark, XML declaration, comments, processing instructions and
/// document type, a root element `svg` that declares the SVG namespace. Not a validation of
/// the whole file: what the browser cannot draw it shows as a broken image, and an `<img>`
/// runs no script whatever the file holds.
enum SVGSniff {
    static let namespace = "http://www.w3.org/2000/svg"

    static func problem(_ bytes: [UInt8]) -> IconFileProblem? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .notUTF8 }
        var rest = Substring(text)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            if rest.hasPrefix("<?") || rest.hasPrefix("<!--") || rest.hasPrefix("<!") {
                let end = rest.hasPrefix("<?") ? "?>" : rest.hasPrefix("<!--") ? "-->" : ">"
                guard let close = rest.firstRange(of: end) else { return .notSVG }
                // A document type with an internal subset ends at `]>`.
                if rest.hasPrefix("<!DOCTYPE"), let open = rest.firstIndex(of: "["), open < close.lowerBound {
                    guard let subsetEnd = rest.firstRange(of: "]>") else { return .notSVG }
                    rest = rest[subsetEnd.upperBound...]
                    continue
                }
                rest = rest[close.upperBound...]
                continue
            }
            break
        }
        guard rest.hasPrefix("<svg"), let after = rest.dropFirst(4).first, after == ">" || after == "/" || after.isWhitespace else { return .notSVG }
        let tag = rest[..<(rest.firstIndex(of: ">") ?? rest.endIndex)]
        return tag.contains("xmlns=\"\(namespace)\"") || tag.contains("xmlns='\(namespace)'") ? nil : .noNamespace
    }
}

/// Wording of the icon folder's problems.
enum IconMessage {
    static func noFolder(_ folder: String) -> String {
        "'catalog.icons' names '\(folder)', which does not exist; create the folder with the team's icons as '<name>.svg', or fix the path (relative to this config)"
    }

    static func notAFolder(_ folder: String, noun: String) -> String {
        "'catalog.icons' names '\(folder)', which is \(noun), not a folder; name the folder that holds the icons as '<name>.svg'"
    }

    static func unreadableFolder(_ folder: String) -> String {
        "'catalog.icons' names '\(folder)', a folder dialogc cannot list (permission denied?); make it readable or name another"
    }

    static func missing(_ file: String, folder: String) -> String {
        "the catalog's icon folder '\(folder)' has no '\(file)', so the catalog draws a placeholder for this icon; add the icon there as '\(file)' (or switch 'catalog-icon' off in 'rules')"
    }

    static func refusedName(_ name: String, folder: String) -> String {
        "the icon name '\(name)' has a path separator or control character, so the catalog does not look for it in '\(folder)' and draws a placeholder; "
            + "icons are files directly in the icon folder: name it without '/' or '\\'"
    }

    static func unusable(_ file: String, folder: String, reason: String) -> String {
        "'\(file)' in the catalog's icon folder '\(folder)' \(reason), so the catalog draws a placeholder for this icon; replace it with an SVG file"
    }

    static func reason(_ problem: IconFileProblem) -> String {
        switch problem {
        case .tooLarge(let kilobytes): "is \(kilobytes) KB, more than the \(CatalogIconFolder.maximumBytes >> 10) KB an icon may be"
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .notUTF8: "is not UTF-8 text (an SVG file is XML)"
        case .notSVG: "is not an SVG document (its root element is not <svg>)"
        case .noNamespace: "declares no SVG namespace (xmlns=\"\(SVGSniff.namespace)\" on <svg>), without which browsers do not draw it as an image"
        }
    }
}
