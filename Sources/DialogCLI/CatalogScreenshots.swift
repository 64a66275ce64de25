import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogModel
import Foundation

/// `dialogc catalog --screenshots`: a PNG per preview at an iPhone's 3x scale, taken in one
/// headless Chromium (`ChromiumDevTools`) from the page the catalog wrote
/// (`page.html?screen#<anchor>` shows only that preview's screen, at the window's origin, in
/// a window the device's size), named after the preview's anchor, then written into the
/// site's folder through the same write rules as the pages. A screenshot that fails leaves
/// the folder as the catalog left it.
enum CatalogScreenshots {
    /// Takes every screenshot, then writes them all (only those whose bytes changed).
    static func take(
        _ previews: [CatalogPreviewLocation], site: String, chromium: String, keeping kept: [String], gate: WriteGate
    ) -> Result<GeneratedFolder.Outcome, Diagnostic> {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-shots-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            return .failure(problem(ScreenshotMessage.cannotPrepare(scratch)))
        }
        let browser: ChromiumDevTools
        do {
            browser = try ChromiumDevTools(chromium: chromium, profile: scratch + "/profile")
        } catch {
            return .failure(problem(ScreenshotMessage.cannotStart(chromium, error.reason)))
        }
        defer { browser.shutDown() }
        let siteURL = URL(fileURLWithPath: site, isDirectory: true)
        var files: [OutputFile] = []
        var open: String?
        for preview in previews {
            let name = preview.screenshotName
            do {
                try browser.emulate(width: Int(preview.width.rounded(.up)), height: Int(preview.height.rounded(.up)), scale: 3)
                let fragment = CatalogNames.fragment(preview.anchor)
                if open == preview.page {
                    // The same page: only the fragment changes (a navigation to it would fire no load event).
                    let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [fragment]), as: UTF8.self)
                    _ = try browser.evaluate("location.replace(\(quoted)[0]); true")
                } else {
                    try browser.open(siteURL.appendingPathComponent(preview.page).absoluteString + "?screen" + fragment)
                    open = preview.page
                }
                _ = try browser.evaluate(Self.settled)
                files.append(OutputFile(relativePath: name, bytes: try browser.screenshot()))
            } catch let failure as ChromiumDevTools.Failure {
                return .failure(problem(ScreenshotMessage.failed(name, failure.reason)))
            } catch {
                return .failure(problem(ScreenshotMessage.failed(name, "\(error)")))
            }
        }
        let outcome = GeneratedFolder(path: site, gate: gate).write(files, keeping: kept)
        if let problem = outcome.diagnostics.first { return .failure(problem) }
        return .success(outcome)
    }

    /// Resolves once every font face is loaded, every image of the screens (the team's icons)
    /// decoded, and two frames were drawn since (the frame after the fragment moved).
    static let settled = """
        (function () {
          var loads = [];
          document.fonts.forEach(function (face) { loads.push(face.load().catch(function () { return null; })); });
          Array.prototype.forEach.call(document.querySelectorAll('.screen img'), function (image) { loads.push(image.decode().catch(function () { return null; })); });
          return Promise.all(loads).then(function () { return document.fonts.ready; }).then(function () {
            return new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(function () { resolve(true); }); }); });
          });
        })()
        """

    private static func problem(_ message: String) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: nil)
    }
}

/// Wording of the screenshots' problems.
enum ScreenshotMessage {
    static func cannotPrepare(_ folder: String) -> String {
        "cannot create a temporary folder for the screenshots at '\(folder)'"
    }

    static func cannotStart(_ chromium: String, _ reason: String) -> String {
        "cannot start Chromium at '\(chromium)' over DevTools: \(reason); check the path in DIALOGC_CHROMIUM or on PATH"
    }

    static func failed(_ name: String, _ reason: String) -> String {
        "Chromium did not take the screenshot '\(name)': \(reason); the catalog's pages are written, no screenshot is"
    }

    static let missing =
        "--screenshots needs Chromium: install it (Debian: 'apt-get install chromium') or set DIALOGC_CHROMIUM to its path; nothing was written"
}
