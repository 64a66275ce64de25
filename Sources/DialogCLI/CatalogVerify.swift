import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogModel
import Foundation

/// `dialogc catalog --verify`: opens every page that has previews in headless Chromium, lets
/// the page's own script check its previews against dialogc's layout tree, reads each
/// preview's verdict from the DOM, and writes the index (listing the previews that differ)
/// and `checks.json` with those verdicts. A page cannot read other pages from `file://`,
/// so the list is made here, where every page can be opened. Written through the same write
/// rules as the pages; if Chromium fails, the index says the previews were not checked.
enum CatalogVerify {
    /// The verdicts of every preview, in page and preview order, or why they could not be read.
    static func check(_ previews: [CatalogPreviewLocation], site: String, chromium: String) -> Result<[CatalogVerdict], Diagnostic> {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-verify-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            return .failure(problem(VerifyMessage.cannotPrepare(scratch)))
        }
        let siteURL = URL(fileURLWithPath: site, isDirectory: true)
        var verdicts: [CatalogVerdict] = []
        var pages: [String] = []
        for preview in previews where pages.last != preview.page { pages.append(preview.page) }
        let byPage = Dictionary(grouping: previews, by: \.page)
        for page in pages {
            let dom: String
            switch dumpDOM(siteURL.appendingPathComponent(page).absoluteString, chromium: chromium, profile: scratch + "/profile") {
            case .failure(let problem): return .failure(problem)
            case .success(let text): dom = text
            }
            let figures = Self.figures(in: dom)
            for preview in byPage[page] ?? [] {
                guard let attributes = figures[preview.anchor], let check = attributes["data-check"],
                    let boxesOff = attributes["data-boxes-off"].flatMap(Int.init), let textsDiffer = attributes["data-texts-differ"].flatMap(Int.init),
                    let texts = attributes["data-texts"].flatMap(Int.init), let worst = attributes["data-worst"]
                else { return .failure(problem(VerifyMessage.notChecked(page: page, anchor: preview.anchor))) }
                verdicts.append(
                    CatalogVerdict(
                        page: page, anchor: preview.anchor, dialog: preview.dialog, device: preview.device, size: preview.size, locale: preview.locale,
                        theme: preview.theme, agrees: check == "agree", boxesOff: boxesOff, textsDiffer: textsDiffer, texts: texts, worst: worst))
            }
        }
        return .success(verdicts)
    }

    /// The page's DOM after its script ran: the script checks once the fonts are ready, and
    /// the virtual time budget lets it finish before the DOM is printed.
    private static func dumpDOM(_ url: String, chromium: String, profile: String) -> Result<String, Diagnostic> {
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile, "--virtual-time-budget=20000", "--dump-dom",
            // Laid out at an iPhone's 3x scale: at 1x, Chromium on Linux sums glyph advances
            // rounded to 1/64 px, which breaks a title that is a quarter point too wide.
            "--force-device-scale-factor=3",
        ]
        // Chromium's sandbox refuses to start as root (containers, CI).
        if getuid() == 0 { arguments.append("--no-sandbox") }
        arguments.append(url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(problem(ScreenshotMessage.cannotRun(chromium)))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return .failure(problem(VerifyMessage.failed(url, status: process.terminationStatus))) }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// The attributes of every `<figure class="preview" id="...">` start tag, by id. The DOM
    /// is Chromium's serialisation, so attribute values are double-quoted with `&quot;`,
    /// `&amp;`, `&lt;` and `&gt;` as references, and never contain a raw `"`.
    static func figures(in dom: String) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for piece in dom.components(separatedBy: "<figure ").dropFirst() {
            guard let end = piece.firstIndex(of: ">") else { continue }
            var attributes: [String: String] = [:]
            var rest = piece[..<end]
            while let equals = rest.range(of: "=\"") {
                let name = rest[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
                let valueStart = equals.upperBound
                guard let close = rest[valueStart...].firstIndex(of: "\"") else { break }
                attributes[name] = unescaped(rest[valueStart..<close])
                rest = rest[rest.index(after: close)...]
            }
            if attributes["class"] == "preview", let id = attributes["id"] { result[id] = attributes }
        }
        return result
    }

    /// An attribute value as Chromium serialises it, with its references replaced (`&amp;`
    /// last, so `&amp;lt;` stays `&lt;`): an anchor may hold any theme's name.
    private static func unescaped(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func problem(_ message: String) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: nil)
    }
}

/// Wording of `--verify`'s problems.
enum VerifyMessage {
    static func cannotPrepare(_ folder: String) -> String {
        "cannot create a temporary folder for Chromium's profile at '\(folder)'"
    }

    static func failed(_ url: String, status: Int32) -> String {
        "Chromium could not open '\(url)' (exit status \(status)); the index says the previews were not checked"
    }

    static func notChecked(page: String, anchor: String) -> String {
        "Chromium did not finish checking preview '\(anchor)' of '\(page)' (its page's script did not run to the end); "
            + "the index says the previews were not checked"
    }

    static let missing =
        "--verify needs Chromium: install it (Debian: 'apt-get install chromium') or set DIALOGC_CHROMIUM to its path; nothing was written"
}
