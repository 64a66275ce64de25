import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogModel
import Foundation

/// `dialogc catalog --screenshots`: a PNG per preview, taken by headless Chromium from the
/// page the catalog wrote (`page.html?screen#<anchor>` shows only that preview's screen, at the
/// window's origin, sized as the device), then written into the site's folder through the
/// same write rules as the pages. A screenshot that fails leaves the folder as the catalog
/// left it.
enum CatalogScreenshots {
    /// Takes every screenshot, then writes them all (only those whose bytes changed).
    static func take(
        _ previews: [CatalogPreviewLocation], site: String, chromium: String, keeping kept: [String], gate: WriteGate
    ) -> Result<GeneratedFolder.Outcome, Diagnostic> {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-shots-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch + "/profile", withIntermediateDirectories: true)
        } catch {
            return .failure(problem(ScreenshotMessage.cannotPrepare(scratch)))
        }
        let siteURL = URL(fileURLWithPath: site, isDirectory: true)
        var files: [OutputFile] = []
        for preview in previews {
            let name = preview.screenshotName
            let shot = scratch + "/" + name
            var arguments = [
                "--headless", "--disable-gpu", "--no-first-run", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--user-data-dir=" + scratch + "/profile", "--virtual-time-budget=10000",
                "--window-size=\(Int(preview.width.rounded(.up))),\(Int(preview.height.rounded(.up)))", "--screenshot=" + shot,
            ]
            // Chromium's sandbox refuses to start as root (containers, CI).
            if getuid() == 0 { arguments.append("--no-sandbox") }
            arguments.append(siteURL.appendingPathComponent(preview.page).absoluteString + "?screen" + CatalogNames.fragment(preview.anchor))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                return .failure(problem(ScreenshotMessage.cannotRun(chromium)))
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0, let bytes = FileManager.default.contents(atPath: shot) else {
                return .failure(problem(ScreenshotMessage.failed(name, status: process.terminationStatus)))
            }
            files.append(OutputFile(relativePath: name, bytes: [UInt8](bytes)))
        }
        let outcome = GeneratedFolder(path: site, gate: gate).write(files, keeping: kept)
        if let problem = outcome.diagnostics.first { return .failure(problem) }
        return .success(outcome)
    }

    private static func problem(_ message: String) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: nil)
    }
}

/// Wording of the screenshots' problems.
enum ScreenshotMessage {
    static func cannotPrepare(_ folder: String) -> String {
        "cannot create a temporary folder for the screenshots at '\(folder)'"
    }

    static func cannotRun(_ chromium: String) -> String {
        "cannot run Chromium at '\(chromium)'; check the path in DIALOGC_CHROMIUM or on PATH"
    }

    static func failed(_ name: String, status: Int32) -> String {
        "Chromium did not take the screenshot '\(name)' (exit status \(status)); the catalog's pages are written, no screenshot is"
    }

    static let missing =
        "--screenshots needs Chromium: install it (Debian: 'apt-get install chromium') or set DIALOGC_CHROMIUM to its path; nothing was written"
}
