import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// The team's own icons in the catalog (`catalog.icons`): a used SVG is copied into the site
/// under a name made from its content and drawn with `<img>`; an icon the folder cannot draw
/// is a `catalog-icon` finding at the spec's icon and the placeholder; a folder that is not
/// there is a config error; the cache follows the icons' bytes. Through the executable.
@Suite struct CatalogIconTests {
    static let config = #"{ "version": 1, "devices": ["iphone-se"], "dynamicType": ["large"], "catalog": { "icons": "design/icons" } }"#

    static let svg = ##"<?xml version="1.0" encoding="UTF-8"?>\##n<!-- the team's trash -->\##n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><rect x="4" y="6" width="16" height="16" fill="#d00"/></svg>\##n"##

    static let drawn = LocationMarkers(parsing: #"""
        { "id": "files.delete", "icon": { "symbol": 1️⃣"trash.fill" }, "title": "Delete file?", "buttons": [{ "id": "ok", "title": "Delete" }] }
        """#)

    static func spec(id: String, icon: String) -> String {
        #"{ "id": "\#(id)", "icon": { "asset": "\#(icon)" }, "title": "Title", "buttons": [{ "id": "ok", "title": "OK" }] }"#
    }

    /// The config, `design/icons/trash.fill.svg` and a spec that uses it.
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", config)
        try folder.write("design/icons/trash.fill.svg", svg)
        try folder.write("specs/delete.dialog.json", drawn.cleanText)
        return folder
    }

    static func run(_ arguments: [String], in folder: TemporaryDirectory) throws -> (status: Int32, output: String, error: String) {
        try DialogcExecutable.run(arguments, in: folder.path)
    }

    static func page(_ folder: TemporaryDirectory, _ spec: String) throws -> String {
        let site = folder.path + "/Catalog"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: site).first { $0.hasPrefix("dialog-specs-\(spec)-dialog-json-") && $0.hasSuffix(".html") })
        return try #require(folder.read("Catalog/" + name))
    }

    static func iconFiles(_ folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Catalog").filter { $0.hasPrefix("icon-") }.sorted()
    }

    /// The SVG is in the site once, under `icon-<16 hex digits of its SHA-256>.svg` with its
    /// bytes, and every preview of the page draws it with `<img>` in the icon's box.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aUsedIconIsCopiedUnderItsContentsHashAndDrawn() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        #expect(ConfigExtendsTests.findings(built.output).isEmpty, "\(built.output)")
        let name = "icon-" + SHA256.hex(Array(Self.svg.utf8)).prefix(16) + ".svg"
        #expect(try Self.iconFiles(folder) == [name])
        #expect(folder.read("Catalog/" + name) == Self.svg)
        let page = try Self.page(folder, "delete")
        let image = "<div class=\"icon svg\" data-icon=\"trash.fill\" data-n=\"4\"><img src=\"./\(name)\" alt=\"icon trash.fill\"></div>"
        // Light and dark: two previews.
        #expect(page.components(separatedBy: image).count - 1 == 2, "\(page)")
        #expect(!page.contains("aria-label=\"icon trash.fill\""), "no placeholder")
        let css = try #require(folder.read("Catalog/" + (try Self.pageName(folder, "delete")) + ".css"))
        #expect(css.contains(".screen .icon.svg > img {\n  display: block;\n  width: 100%;\n  height: 100%;\n  object-fit: contain;\n}"), "\(css)")
        #expect(!built.output.contains(folder.path) && !page.contains(folder.path), "no absolute path")
    }

    static func pageName(_ folder: TemporaryDirectory, _ spec: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Catalog")
        return String(try #require(names.first { $0.hasPrefix("dialog-specs-\(spec)-dialog-json-") && $0.hasSuffix(".html") }).dropLast(".html".count))
    }

    /// An icon without a file: a `catalog-icon` warning at the icon's name with the file to
    /// add and a did-you-mean, on the page too, and the labelled placeholder; exit 0. Without
    /// an icon folder the same spec has no finding.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aMissingIconIsAFindingAtTheIconAndThePlaceholderIsDrawn() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let missing = LocationMarkers(parsing: #"{ "id": "files.move", "icon": { "symbol": 1️⃣"trash.fil" }, "title": "Move?", "buttons": [{ "id": "ok", "title": "OK" }] }"#)
        try folder.write("specs/move.dialog.json", missing.cleanText)
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        let expected =
            "specs/move.dialog.json:\(ConfigExtendsTests.position(1, in: missing)): warning: the catalog's icon folder 'design/icons' has no 'trash.fil.svg', "
            + "so the catalog draws a placeholder for this icon; add the icon there as 'trash.fil.svg' (or switch 'catalog-icon' off in 'rules') [catalog-icon]"
        #expect(ConfigExtendsTests.findings(built.output) == [Substring(expected)], "\(built.output)")
        #expect(built.output.contains("note: did you mean 'trash.fill'?"), "\(built.output)")
        let page = try Self.page(folder, "move")
        #expect(page.contains("<div class=\"icon\" role=\"img\" aria-label=\"icon trash.fil\" data-icon=\"trash.fil\" data-n=\"4\"></div>"), "\(page)")
        #expect(page.contains("has no &#39;trash.fil.svg&#39;"), "the page lists the finding")

        try folder.write("dialogc.json", #"{ "version": 1, "devices": ["iphone-se"], "dynamicType": ["large"] }"#)
        let plain = try Self.run(["catalog", "specs"], in: folder)
        #expect(plain.status == 0 && ConfigExtendsTests.findings(plain.output).isEmpty, "\(plain.output)")
        #expect(try Self.iconFiles(folder).isEmpty, "no icon folder, no icon in the site")
    }

    /// `catalog-icon` is configured like any rule: a spec's `lint.disable` list or a
    /// suppression with a reason drops it (and the lint does not call that suppression
    /// unused), and the config's `rules` can make it an error (exit 1).
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func theFindingIsConfiguredLikeAnyRule() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let missing = #"{ "id": "ID", "icon": { "symbol": "later" }, "title": "Title", "buttons": [{ "id": "ok", "title": "OK" }], "lint": { "disable": DISABLE } }"#
        try folder.write("specs/listed.dialog.json", missing.replacingOccurrences(of: "ID", with: "a.listed").replacingOccurrences(of: "DISABLE", with: #"["catalog-icon"]"#))
        try folder.write(
            "specs/reasoned.dialog.json",
            missing.replacingOccurrences(of: "ID", with: "a.reasoned").replacingOccurrences(of: "DISABLE", with: #"{ "catalog-icon": "the designers draw it next week" }"#))
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0 && ConfigExtendsTests.findings(built.output).isEmpty, "\(built.output)\(built.error)")
        let lint = try Self.run(["lint", "specs"], in: folder)
        #expect(lint.status == 0 && ConfigExtendsTests.findings(lint.output).isEmpty, "no unused suppression: \(lint.output)")

        try folder.write("specs/plain.dialog.json", Self.spec(id: "a.plain", icon: "later"))
        try folder.write("dialogc.json", Self.config.replacingOccurrences(of: "\"catalog\"", with: #""rules": { "catalog-icon": "error" }, "catalog""#))
        let strict = try Self.run(["catalog", "specs"], in: folder)
        #expect(strict.status == 1, "\(strict.output)\(strict.error)")
        let findings = ConfigExtendsTests.findings(strict.output)
        #expect(findings.count == 1 && findings[0].hasPrefix("specs/plain.dialog.json:1:") && findings[0].contains(": error: ") && findings[0].hasSuffix("[catalog-icon]"), "\(strict.output)")
    }

    /// A name that would leave the folder is refused with a finding, and the file it names is
    /// never read (its bytes are nowhere in the site); so is one with a backslash.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aNameThatLeavesTheFolderIsRefusedUnread() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let secret = #"<svg xmlns="http://www.w3.org/2000/svg"><text>SECRET-OUTSIDE-THE-FOLDER</text></svg>"#
        try folder.write("design/secret.svg", secret)
        let escaping = LocationMarkers(parsing: #"{ "id": "a.escape", "icon": { "asset": 1️⃣"../secret" }, "title": "Title", "buttons": [{ "id": "ok", "title": "OK" }] }"#)
        try folder.write("specs/escape.dialog.json", escaping.cleanText)
        try folder.write("specs/back.dialog.json", Self.spec(id: "a.back", icon: #"..\\secret"#))
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        let findings = ConfigExtendsTests.findings(built.output)
        #expect(findings.count == 2, "\(built.output)")
        #expect(
            findings.contains {
                $0.hasPrefix("specs/escape.dialog.json:\(ConfigExtendsTests.position(1, in: escaping)): warning: the icon name '../secret' has a path separator")
                    && $0.contains("name it without '/' or '\\'") && $0.hasSuffix("[catalog-icon]")
            }, "\(built.output)")
        #expect(findings.contains { $0.hasPrefix("specs/back.dialog.json:") && $0.contains(#"the icon name '..\secret'"#) }, "\(built.output)")
        let site = folder.path + "/Catalog"
        for name in try FileManager.default.contentsOfDirectory(atPath: site) {
            let bytes = try #require(FileManager.default.contents(atPath: site + "/" + name))
            #expect(!String(decoding: bytes, as: UTF8.self).contains("SECRET-OUTSIDE-THE-FOLDER"), "\(name)")
        }
    }

    /// Files the catalog cannot draw: not UTF-8 (a PNG), not an `<svg>` document (HTML with a
    /// script), no SVG namespace, over 512 KB, a named pipe. Each is a clear finding and the
    /// placeholder; nothing hangs or crashes, and none is copied.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func unusableFilesAreFindingsNeverCrashes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let icons = folder.path + "/design/icons/"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00]).write(to: URL(fileURLWithPath: icons + "png.svg"))
        try folder.write("design/icons/html.svg", "<!DOCTYPE html><html><script>alert(1)</script></html>")
        try folder.write("design/icons/bare.svg", #"<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>"#)
        try folder.write("design/icons/huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg">"# + String(repeating: "<!-- padding -->", count: 40_000) + "</svg>")
        #expect(mkfifo(icons + "pipe.svg", 0o644) == 0)
        let reasons = [
            "png": "is not UTF-8 text (an SVG file is XML)",
            "html": "is not an SVG document (its root element is not <svg>)",
            "bare": #"declares no SVG namespace (xmlns="http://www.w3.org/2000/svg" on <svg>), without which browsers do not draw it as an image"#,
            "huge": "is 626 KB, more than the 512 KB an icon may be",
            "pipe": "cannot be read: it is a named pipe (FIFO), not a regular file; dialogc reads only regular files",
        ]
        for name in reasons.keys { try folder.write("specs/\(name).dialog.json", Self.spec(id: "icons.\(name)", icon: name)) }
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        let findings = ConfigExtendsTests.findings(built.output)
        #expect(findings.count == reasons.count, "\(built.output)")
        for (name, reason) in reasons {
            #expect(
                findings.contains {
                    $0.hasPrefix("specs/\(name).dialog.json:1:") && $0.contains("warning: '\(name).svg' in the catalog's icon folder 'design/icons' \(reason), so the catalog draws a placeholder")
                        && $0.hasSuffix("[catalog-icon]")
                }, "\(name): \(built.output)")
            #expect(try Self.page(folder, name).contains("role=\"img\" aria-label=\"icon \(name)\""), "\(name): the placeholder")
        }
        #expect(try Self.iconFiles(folder).count == 1, "only the usable trash.fill.svg")
    }

    /// A folder that is not there, or a file in its place: a config error at `catalog.icons`,
    /// exit 2, and no catalog written. Other commands do not read it.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aFolderThatIsNotThereIsAConfigError() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        for (path, reason) in [("design/missing", "which does not exist; create the folder"), ("design/icons/trash.fill.svg", "which is a regular file, not a folder")] {
            let config = LocationMarkers(parsing: #"{ "version": 1, "catalog": { "icons": 1️⃣"\#(path)" } }"#)
            try folder.write("dialogc.json", config.cleanText)
            let built = try Self.run(["catalog", "specs"], in: folder)
            #expect(built.status == 2, "\(built.output)\(built.error)")
            let findings = ConfigExtendsTests.findings(built.output)
            #expect(
                findings.count == 1 && findings[0].hasPrefix("dialogc.json:\(ConfigExtendsTests.position(1, in: config)): error: 'catalog.icons' names '\(path)', \(reason)")
                    && findings[0].hasSuffix("[io]"), "\(built.output)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/Catalog"), "nothing written")
            let lint = try Self.run(["lint", "specs"], in: folder)
            #expect(lint.status == 0, "only the catalog reads the icons: \(lint.output)")
        }
    }

    /// A config that `extends` another takes its icon folder, relative to the config that
    /// names it.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func anExtendedConfigsIconFolderIsRelativeToIt() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("design/dialogc.json", #"{ "version": 1, "catalog": { "icons": "icons" } }"#)
        try folder.write("dialogc.json", #"{ "version": 1, "extends": "design/dialogc.json", "devices": ["iphone-se"], "dynamicType": ["large"] }"#)
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0 && ConfigExtendsTests.findings(built.output).isEmpty, "\(built.output)\(built.error)")
        #expect(try Self.iconFiles(folder).count == 1)
        #expect(try Self.page(folder, "delete").contains("<img src=\"./icon-"))
    }

    /// The icons are part of the cache's key: an unchanged folder leaves every page alone
    /// (and still reports its findings), an edited SVG draws the pages again with the new
    /// file's name, and the old file is removed.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func theCacheFollowsTheIconsBytes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("specs/move.dialog.json", Self.spec(id: "files.move", icon: "missing"))
        let first = try Self.run(["catalog", "specs"], in: folder)
        #expect(first.status == 0, "\(first.output)\(first.error)")
        let before = try Self.iconFiles(folder)
        let again = try Self.run(["catalog", "specs"], in: folder)
        #expect(again.error.contains("0 compiled, 2 up to date; 0 written"), "\(again.error)")
        #expect(ConfigExtendsTests.findings(again.output) == ConfigExtendsTests.findings(first.output) && ConfigExtendsTests.findings(again.output).count == 1, "\(again.output)")

        let edited = Self.svg.replacingOccurrences(of: "#d00", with: "#00d")
        try folder.write("design/icons/trash.fill.svg", edited)
        let after = try Self.run(["catalog", "specs"], in: folder)
        #expect(after.status == 0, "\(after.output)\(after.error)")
        #expect(after.error.contains("2 compiled, 0 up to date"), "\(after.error)")
        let name = "icon-" + SHA256.hex(Array(edited.utf8)).prefix(16) + ".svg"
        #expect(try Self.iconFiles(folder) == [name] && before != [name])
        #expect(try Self.page(folder, "delete").contains("<img src=\"./\(name)\""))
    }

    /// In Chromium, under the catalog's Content-Security-Policy: the icon's image loads
    /// (`naturalWidth` > 0) and fills the icon's box, from `file://`; a hostile SVG's script
    /// and handlers do not run (it is an image), though it is drawn.
    @Test(.enabled(if: CatalogBrowserTests.canRun && DialogcExecutable.path != nil, CatalogBrowserTests.reason))
    func theIconLoadsInChromiumUnderThePolicy() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(
            "design/icons/hostile.svg",
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" onload="parent.document.body.setAttribute('data-pwned', 'onload')"><script>parent.document.body.setAttribute('data-pwned', 'script')</script><circle cx="4" cy="4" r="4"/></svg>"#)
        try folder.write("specs/hostile.dialog.json", Self.spec(id: "icons.hostile", icon: "hostile"))
        let built = try Self.run(["catalog", "specs"], in: folder)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        let expression = """
            Promise.all(Array.prototype.map.call(document.querySelectorAll('.screen .icon img'), function (image) {
              return image.decode().then(function () { return true; }, function () { return false; });
            })).then(function (decoded) {
              var images = Array.prototype.slice.call(document.querySelectorAll('.screen .icon img'));
              return JSON.stringify({
                pwned: document.body.getAttribute('data-pwned'),
                policy: document.querySelector('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
                decoded: decoded,
                images: images.map(function (image) {
                  var box = image.parentElement.getBoundingClientRect(), own = image.getBoundingClientRect();
                  return { complete: image.complete, naturalWidth: image.naturalWidth, width: own.width, boxWidth: box.width, after: getComputedStyle(image.parentElement, '::after').content };
                })
              });
            })
            """
        let pages = try ["delete", "hostile"].map { CatalogReviewTests.url(folder.path + "/Catalog/" + (try Self.pageName(folder, $0)) + ".html") }
        let values = try CatalogReviewTests.evaluate(expression, pages)
        #expect(values.count == 2)
        for value in values {
            let report = try #require(value as? [String: Any])
            #expect(report["pwned"] is NSNull, "no script of the SVG ran: \(report)")
            #expect((report["policy"] as? String)?.contains("img-src 'self'") == true)
            #expect(report["decoded"] as? [Bool] == [true, true], "\(report)")
            let images = try #require(report["images"] as? [[String: Any]])
            #expect(images.count == 2)
            for image in images {
                #expect(image["complete"] as? Bool == true && (image["naturalWidth"] as? Double ?? 0) > 0, "\(image)")
                #expect(image["width"] as? Double == image["boxWidth"] as? Double && (image["width"] as? Double ?? 0) > 0, "fills the icon's box: \(image)")
                #expect(image["after"] as? String == "none", "no placeholder label: \(image)")
            }
        }
    }
}
