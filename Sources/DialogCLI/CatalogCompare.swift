import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogModel
import Foundation

/// `dialogc catalog --compare <old catalog>`: reads what an earlier catalog's pages hold
/// (before the build, so even the same folder is compared as it was), then, after the build,
/// the new pages, and writes `changes.json` and `changes.html` into the new site with what
/// changed per dialog and combination (`CatalogChanges`).
enum CatalogCompare {
    /// The earlier catalog's pages, or why the folder is not a dialogc catalog.
    static func read(_ folder: String) -> Result<CatalogSnapshot, CatalogProblem> {
        let manager = FileManager.default
        guard let checks = manager.contents(atPath: FilePath.join(folder, CatalogNames.checks)),
            String(decoding: checks, as: UTF8.self).contains("\"generator\": \"dialogc\""),
            manager.fileExists(atPath: FilePath.join(folder, CatalogNames.index))
        else { return .failure(CatalogProblem(message: CompareMessage.notACatalog(folder))) }
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return .failure(CatalogProblem(message: CompareMessage.notACatalog(folder))) }
        var snapshot = CatalogSnapshot()
        for name in names.sorted() where name.hasPrefix("dialog-") && name.hasSuffix(".html") {
            let stem = String(name.dropLast(".html".count))
            guard let html = manager.contents(atPath: FilePath.join(folder, name)), let script = manager.contents(atPath: FilePath.join(folder, stem + ".js")),
                let page = CatalogSnapshot.page(html: String(decoding: html, as: UTF8.self), script: String(decoding: script, as: UTF8.self))
            else { continue }
            snapshot.pages[name] = page
        }
        return .success(snapshot)
    }

    /// Compares and writes the two files into `site`; returns the summary line.
    static func write(
        base: CatalogSnapshot, baseFolder: String, site: String, gate: WriteGate, keeping kept: [String], result: inout BuildResult
    ) -> String {
        let current: CatalogSnapshot
        switch read(site) {
        case .success(let snapshot): current = snapshot
        case .failure(let problem):
            result.diagnostics.append(Diagnostic(rule: .io, severity: .error, message: problem.message, location: nil))
            return ""
        }
        let changes = CatalogChanges.compare(old: base, new: current)
        let files = CatalogChanges.files(changes, base: relativeFolders(from: site, to: baseFolder))
        let outcome = GeneratedFolder(path: site, gate: gate).write(files, keeping: kept)
        result.diagnostics += outcome.diagnostics
        guard outcome.diagnostics.isEmpty else { return "" }
        return "dialogc: compared with '\(baseFolder)': \(CountWording.count(changes.count, "dialog")) changed (\(CatalogChanges.html), \(CatalogChanges.json))\n"
    }

    /// The steps from one folder to another (`..`, then names), both made absolute from
    /// the working folder; nothing absolute is written.
    static func relativeFolders(from: String, to: String) -> [String] {
        let cwd = FileManager.default.currentDirectoryPath
        func parts(_ path: String) -> [String] {
            FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(cwd, path)).split(separator: "/").map(String.init)
        }
        let source = parts(from), target = parts(to)
        let common = zip(source, target).prefix { $0 == $1 }.count
        return Array(repeating: "..", count: source.count - common) + target[common...]
    }
}

/// A problem of `--compare` or `--verify`, in words for the user.
struct CatalogProblem: Error {
    var message: String
}

/// Wording of `--compare`'s problems.
enum CompareMessage {
    static func notACatalog(_ folder: String) -> String {
        "'\(folder)' is not a catalog dialogc wrote (it has no index.html and checks.json of dialogc); "
            + "--compare takes the folder of an earlier 'dialogc catalog', such as the base branch's"
    }
}
