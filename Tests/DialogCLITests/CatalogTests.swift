import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// `dialogc catalog` and `dialogc build --emit catalog`: the site's files, its bytes, its
/// updates, specs with errors, the matrix's limits and escaping.
@Suite struct CatalogTests {
    /// One preview per dialog keeps the goldens small.
    static let narrow = ["--theme", "light", "--locale", "en", "--device", "iphone-se", "--dynamic-type", "large"]

    /// The site's text files, with the project's temporary folder written as `<project>`.
    static func textFiles(_ folder: String, project: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !name.hasPrefix(".") && !name.hasPrefix("font-") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            files[name] = text.replacingOccurrences(of: project, with: "<project>")
        }
        return files
    }

    static func page(_ files: [String: String], containing text: String, suffix: String = ".html") -> (name: String, text: String)? {
        files.filter { $0.key.hasPrefix("dialog-") && $0.key.hasSuffix(suffix) && $0.value.contains(text) }.min { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    @Test func theSmallProjectsCatalogMatchesItsGoldens() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let result = project.dialogc.run(["catalog", project.specs, "--config", project.config] + Self.narrow)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        // Without --out: 'Catalog' beside the config.
        let site = project.path + "/Catalog"
        let files = try Self.textFiles(site, project: project.path)
        #expect(files.keys.filter { $0.hasSuffix(".html") }.count == 9, "index, rules and seven pages: \(files.keys.sorted())")
        #expect(FileManager.default.fileExists(atPath: site + "/font-0-NotoSansCJKkr-Layout.otf"))
        let fixtures = RepositoryPaths.fixtures + "/catalog/"
        let notice = try #require(Self.page(files, containing: "<h1 class=\"dialog-id\">notice.simple</h1>"))
        let noticeCSS = try #require(files[String(notice.name.dropLast(".html".count)) + ".css"])
        let noticeData = try #require(files[String(notice.name.dropLast(".html".count)) + ".js"])
        for (actual, golden) in [
            (files["index.html"] ?? "", "index.html"), (notice.text, "notice.html"), (noticeCSS, "notice.css"),
            (noticeData, "notice.js"), (files["fonts.css"] ?? "", "fonts.css"),
        ] {
            if let failure = Golden.check(actual, against: fixtures + golden) { Issue.record(Comment(rawValue: failure)) }
        }
    }

    @Test func theSameInputsGiveTheSameBytesAndBuildEmitCatalogDoesTheSame() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let first = project.path + "/one", second = project.path + "/two", third = project.path + "/three"
        #expect(project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", first] + Self.narrow).status == 0)
        #expect(project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", second, "--no-cache"] + Self.narrow).status == 0)
        let one = try project.snapshot(first).filter { !$0.key.hasPrefix(".") }
        #expect(one == (try project.snapshot(second).filter { !$0.key.hasPrefix(".") }))
        // The whole matrix through 'build --emit catalog' and through the command: the same site.
        #expect(project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", second]).status == 0)
        #expect(project.dialogc.run(["build", project.specs, "--config", project.config, "--out", third, "--emit", "catalog"]).status == 0)
        #expect(try project.snapshot(second).filter { !$0.key.hasPrefix(".") } == (try project.snapshot(third).filter { !$0.key.hasPrefix(".") }))
        #expect(one.count == 7 * 3 + 8, "7 pages of three files, index, checks.json, checks.js, rules, catalog.css, catalog.js, fonts.css and the font")
    }

    @Test func aRebuildWritesOnlyWhatChangedAndRemovesThePagesOfDeletedSpecs() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let catalog = { project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow) }
        #expect(catalog().status == 0)
        let again = catalog()
        #expect(again.standardError.contains("0 compiled, 7 up to date; 0 written, 29 unchanged, 0 removed"), "\(again.standardError)")

        try project.folder.write("specs/warn.dialog.json", BuildProject.warningSpec.replacingOccurrences(of: "\"Hello\"", with: "\"Hello again\""))
        let changed = catalog()
        // Its page, its layout data (the title is longer) and the index, whose search reads
        // every locale's texts; the page's style sheet holds tokens and devices.
        #expect(changed.standardError.contains("1 compiled, 6 up to date; 3 written, 26 unchanged, 0 removed"), "\(changed.standardError)")

        try FileManager.default.removeItem(atPath: project.specs + "/warn.dialog.json")
        let removed = catalog()
        #expect(removed.standardError.contains("0 compiled, 6 up to date; 1 written, 25 unchanged, 3 removed"), "\(removed.standardError)")
    }

    /// A font larger than any source dialogc reads (16 MB; Noto Sans CJK's collection is
    /// 19 MB) is compared with the site's copy block by block: before, the comparison read
    /// the copy through the source reader, whose limit failed it, and every build wrote it.
    @Test func aRebuildLeavesAFontLargerThanASourceAlone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let small = try [UInt8](Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixtures + "/fonts/DejaVuSans-Subset.ttf")))
        let large = SfntEditing.adding(["zpad": [UInt8](repeating: 0x5A, count: 17 << 20)], to: small)
        try Data(large).write(to: URL(fileURLWithPath: folder.path + "/Large.ttf"))
        try folder.write("dialogc.json", #"{ "version": 1, "devices": ["iphone-se"], "dynamicType": ["large"], "fonts": { "system": "Large.ttf" } }"#)
        try folder.write("specs/hello.dialog.json", #"{ "id": "hello", "title": "Hello", "buttons": [{ "id": "ok", "title": "OK", "role": "cancel" }] }"#)
        let catalog = { CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", folder.path + "/site"]) }
        let first = catalog()
        #expect(first.status == 0, "\(first.standardError)")
        let again = catalog()
        #expect(again.status == 0 && again.standardError.contains("; 0 written,"), "\(again.standardError)")
    }

    @Test func aSpecWithErrorsGetsAPageWithItsErrorsAndEveryOtherPageIsWritten() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write("specs/broken.dialog.json", #"{"id": "broken.one", "titel": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let out = project.path + "/site"
        let result = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow)
        #expect(result.status == 1)
        let files = try Self.textFiles(out, project: project.path)
        // It did not decode, so its page is named by its path.
        let broken = try #require(Self.page(files, containing: "<h1 class=\"dialog-id\">specs/broken.dialog.json</h1>"))
        #expect(broken.text.contains("No preview: the spec has errors"))
        #expect(!broken.text.contains("<figure"))
        #expect(broken.text.contains("unknown-key"))
        #expect(broken.text.contains("<li id=\"L1\" class=\"line error\">"), "the finding marked at its line")
        #expect(files.keys.filter { $0.hasPrefix("dialog-") && $0.hasSuffix(".html") }.count == 8)
        #expect(files.values.filter { $0.contains("<figure class=\"preview\"") }.count == 7, "every other page has its preview")
    }

    @Test func aFindingAcrossSpecsRedrawsTheReusedSpecsPage() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let catalog = { project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow) }
        #expect(catalog().status == 0)
        // A new spec with the id of an existing one: both get 'duplicate-id'.
        try project.folder.write("specs/again.dialog.json", BuildProject.warningSpec)
        let result = catalog()
        #expect(result.status == 1)
        let files = try Self.textFiles(out, project: project.path)
        let original = try #require(Self.page(files, containing: "<dd>specs/warn.dialog.json</dd>"))
        #expect(original.text.contains("duplicate-id"), "the reused spec's page shows the new finding")
    }

    @Test func narrowingToUnknownNamesOrTooManyPreviewsIsRefusedBeforeWriting() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let unknown = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out, "--theme", "drak"])
        #expect(unknown.status == 2)
        #expect(unknown.standardOutput.contains("no theme 'drak' to draw the catalog in; use one of: light, dark (did you mean 'dark'?)"))
        #expect(!FileManager.default.fileExists(atPath: out))

        var request = BuildRequest(inputs: [project.specs], configPath: project.config, outputDirectory: out, emit: [.catalog])
        request.catalog.maximumPreviews = 100
        let result = BuildPipeline().run(request)
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("would draw 252 previews (7 dialogs x 36 combinations), more than 100"))
        #expect(message.contains("--theme, --locale, --device or --dynamic-type"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The real limit, through the command: every Dynamic Type size, every built-in device,
    /// both themes and both locales are 192 combinations; 521 specs make 100,032 previews.
    @Test func aMatrixOverAHundredThousandPreviewsNamesTheFlagsThatNarrowIt() throws {
        let project = try BuildProject()
        defer { project.remove() }
        for number in 0..<514 {
            try project.folder.write(
                "specs/many/n\(number).dialog.json",
                #"{"id": "many.n\#(number)", "title": {"ko": "안내", "en": "Notice"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "OK"}}]}"#)
        }
        let out = project.path + "/site"
        let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
        let result = project.dialogc.run(
            ["catalog", project.specs, "--config", project.config, "--out", out, "--device", "iphone-se,iphone-15,iphone-15-pro-max,ipad-11",
             "--dynamic-type", sizes.joined(separator: ",")])
        #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("the catalog would draw 100032 previews (521 dialogs x 192 combinations), more than 100000"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("narrow it with --theme, --locale, --device or --dynamic-type"))
        #expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }

    /// An output path that is a file, and a folder nobody can write (not even root: files
    /// cannot be created in /proc/self): exit 2, a clear message, nothing changed.
    @Test func anOutputThatIsAFileOrCannotBeWrittenIsAnIOProblem() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write("notes.txt", "mine\n")
        let file = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", project.path + "/notes.txt"] + Self.narrow)
        #expect(file.status == 2)
        #expect(file.standardOutput.contains("the output path '\(project.path)/notes.txt' is a file, not a folder; choose another --out"), "\(file.standardOutput)")
        #expect(project.folder.read("notes.txt") == "mine\n")
        #if os(Linux)
            let proc = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", "/proc/self"] + Self.narrow)
            #expect(proc.status == 2)
            #expect(proc.standardOutput.contains("[io]") && proc.standardOutput.contains("cannot write '/proc/self/"), "\(proc.standardOutput)")
            #expect(proc.standardError.contains("nothing"), "\(proc.standardError)")
        #endif
    }

    @Test func verifyWithoutChromiumExitsTwoAndWritesNothing() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": project.path + "/no-such-chromium", "PATH": ""])
        let result = runner.run(["catalog", project.specs, "--config", project.config, "--out", out, "--verify"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--verify needs Chromium"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Without --verify the index says plainly that nothing was checked and how to check,
    /// and checks.json says so to tools.
    @Test func withoutVerifyTheIndexSaysThePreviewsWereNotChecked() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        #expect(project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow).status == 0)
        let index = try #require(project.folder.read("site/index.html"))
        #expect(index.contains("The previews were not checked in a browser when this catalog was built"))
        #expect(index.contains("<code>dialogc catalog --verify</code>"))
        #expect(project.folder.read("site/checks.json")?.contains("\"checked\": false") == true)
    }

    @Test func screenshotsWithoutChromiumExitTwoAndWriteNothing() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": project.path + "/no-such-chromium", "PATH": ""])
        let result = runner.run(["catalog", project.specs, "--config", project.config, "--out", out, "--screenshots"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--screenshots needs Chromium"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    // MARK: Hostile specs

    /// In every text and id of a spec with errors: `<script>`, `</script>` and `</style>` are
    /// markup tags in a dialog text, and these ones do not pair up.
    static let hostile = #"<script>alert(1)</script></script>"><img src=x onerror="document.body.setAttribute('data-pwned','1')">javascript:alert(1)</style>"#
        + "\u{202E}evil\u{2066}\u{200F}"

    /// In every text of a spec that is drawn: no markup tag (a tag has no space or attribute),
    /// but everything that would end a script or style element, open a comment or a tag.
    static let drawnHostile = #"<script src=x>alert(1)</script ></style ><!--"><img src=x onerror="document.body.setAttribute('data-pwned','1')">javascript:alert(1)"#
        + "\u{202E}evil\u{2066}\u{200F}"

    /// A spec with hostile text in every text it has (its id stays valid, so it is drawn),
    /// and one whose id, texts and file name are hostile too.
    static func writeHostileSpecs(_ project: BuildProject) throws {
        let drawn = jsonString(drawnHostile)
        let text = jsonString(hostile)
        try project.folder.write(
            "specs/hostile.dialog.json",
            """
            {"id": "hostile.text", "description": \(drawn), "tags": [\(drawn)],
             "title": {"ko": \(drawn), "en": \(drawn)}, "message": {"ko": \(drawn), "en": \(drawn)},
             "buttons": [{"id": "ok", "title": {"ko": \(drawn), "en": \(drawn)}}, {"id": "no", "title": {"ko": \(drawn), "en": \(drawn)}, "role": "cancel"}]}
            """)
        try project.folder.write(
            "specs/\"><img src=x onerror=alert(1)>javascript:\u{202E}.dialog.json",
            """
            {"id": \(text), "title": \(text), "buttons": [{"id": \(text), "title": \(text)}]}
            """)
    }

    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7E {
                    result += String(format: "\\u%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    @Test func hostileTextIsEscapedForEveryContextByteForByte() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try Self.writeHostileSpecs(project)
        let out = project.path + "/site"
        let result = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow)
        #expect(result.status == 1, "the hostile id is an error")
        let files = try Self.textFiles(out, project: project.path)
        #expect(files.count == 9 * 3 + 7, "\(files.keys.sorted())")
        let bidi: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for (name, text) in files {
            #expect(!text.unicodeScalars.contains { bidi.contains($0.value) }, "\(name) holds a raw bidi control")
            #expect(!text.contains("<img"), "\(name) holds an <img> tag")
            if name.hasSuffix(".css") || (name.hasPrefix("dialog-") && name.hasSuffix(".js")) {
                #expect(!text.contains("<"), "\(name): no '<' in a style sheet or a page's layout data")
            }
            if name.hasPrefix("dialog-") && name.hasSuffix(".js") {
                #expect(!text.contains("alert(1)") && !text.contains("evil"), "\(name): no text of the spec in the layout data")
            }
            guard name.hasSuffix(".html") else { continue }
            // Every script element is the site's files or the page's layout data, and every one ends where it should.
            let opened = text.components(separatedBy: "<script").count - 1
            let own = ["catalog.js", "checks.js"].map { text.components(separatedBy: "<script src=\"./\($0)\" defer=\"\"></script>").count - 1 }.reduce(0, +)
            let data = name.hasPrefix("dialog-") ? text.components(separatedBy: "<script src=\"./\(name.dropLast(".html".count)).js\" defer=\"\"></script>").count - 1 : 0
            #expect(opened == own + data, "\(name): a script element the site did not write")
            #expect(text.components(separatedBy: "</script>").count - 1 == opened, "\(name): a '</script>' that is not the site's")
            #expect(!text.contains("</style"), "\(name)")
            for attribute in ["href=\"", "src=\""] {
                for piece in text.components(separatedBy: attribute).dropFirst() {
                    #expect(piece.hasPrefix("./") || piece.hasPrefix("#"), "\(name): \(attribute)\(piece.prefix(40))")
                }
            }
        }
        let page = try #require(Self.page(files, containing: "<h1 class=\"dialog-id\">hostile.text</h1>"))
        #expect(page.text.contains("&lt;script src=x&gt;alert(1)&lt;/script &gt;&lt;/style &gt;&lt;!--&quot;&gt;&lt;img src=x onerror="), "shown as text")
        #expect(page.text.contains("&#x202E;evil&#x2066;&#x200F;"), "bidi controls in dialog text as references")
        #expect(page.text.contains("<figure class=\"preview\""))
        let errors = try #require(Self.page(files, containing: "markup"))
        #expect(errors.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&lt;/script&gt;&quot;&gt;&lt;img src=x onerror="), "the source listing")
        let index = try #require(files["index.html"])
        #expect(index.contains("&lt;U+202E&gt;"), "bidi controls in the site's own text shown as code points")
    }

    // MARK: In Chromium

    static let chromium: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["DIALOGC_CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) { return named }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// The page's DOM after its script ran, from headless Chromium.
    static func dumpDOM(_ path: String) throws -> String {
        // A profile of its own: Chromiums sharing one refuse to start.
        let profile = try TemporaryDirectory()
        defer { profile.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile.path,
            "--virtual-time-budget=20000", "--dump-dom",
            URL(fileURLWithPath: path).absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func everyPreviewOfTheFixturesAgreesWithDialogcInChromium() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/site"
        let result = CommandRunner().run(["catalog", RepositoryPaths.fixtures + "/specs", "--out", out])
        #expect(result.status == 0, "\(result.standardOutput)")
        var previews = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: out).sorted() where name.hasPrefix("dialog-") && name.hasSuffix(".html") {
            let dom = try Self.dumpDOM(out + "/" + name)
            let figures = dom.components(separatedBy: "<figure class=\"preview\"").count - 1
            let agree = dom.components(separatedBy: "data-check=\"agree\"").count - 1
            #expect(figures > 0 && agree == figures, "\(name): \(agree) of \(figures) previews agree")
            previews += figures
        }
        #expect(previews == 6 * 36 + 3, "and the three phases of upload.retry's async button, drawn on the same layout")
    }

    /// A font the browser cannot load (here the site's copy is gone): the page says so above
    /// the previews, and the previews, drawn in a fallback font, differ. The project measures
    /// with a copy of its font whose every advance is three times as wide, so no font a machine
    /// has can stand in for it unnoticed; with the font in place the same page agrees.
    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func aFontTheBrowserCannotLoadIsReportedOnThePage() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let font = project.path + "/fonts/NotoSansCJKkr-Layout.otf"
        let original = try #require(FileManager.default.contents(atPath: font))
        try Data(SfntEditing.widening(Array(original), by: 3)).write(to: URL(fileURLWithPath: font))
        let out = project.path + "/site"
        #expect(project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow).status == 0)
        let files = try Self.textFiles(out, project: project.path)
        let page = try #require(Self.page(files, containing: "<h1 class=\"dialog-id\">notice.simple</h1>"))
        let loaded = try Self.dumpDOM(out + "/" + page.name)
        #expect(!loaded.contains("The browser could not load the font"))
        #expect(loaded.contains("data-check=\"agree\"") && !loaded.contains("data-check=\"differ\""), "the wide font, loaded, agrees")

        try FileManager.default.removeItem(atPath: out + "/font-0-NotoSansCJKkr-Layout.otf")
        let dom = try Self.dumpDOM(out + "/" + page.name)
        #expect(dom.contains("The browser could not load the font"), "the page names the font it could not load")
        #expect(dom.contains("role=\"alert\""))
        #expect(dom.contains("data-check=\"differ\"") && !dom.contains("data-check=\"agree\""), "the fallback font's previews differ from dialogc")
    }

    /// `--verify` on the project: every verdict in checks.json, the index says all agree, and
    /// a second run writes nothing.
    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func verifyRecordsEveryVerdictAndAllAgreeOnTheProject() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(Self.chromium)])
        let arguments = ["catalog", project.specs, "--config", project.config, "--out", out, "--verify"] + Self.narrow
        let first = runner.run(arguments)
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(first.standardError.hasSuffix("dialogc: checked 7 previews in Chromium: 0 differ (listed in index.html and checks.json)\n"), "\(first.standardError)")
        let checks = try #require(project.folder.read("site/checks.json"))
        #expect(checks.contains("\"checked\": true") && checks.contains("\"differ\": 0"))
        #expect(checks.components(separatedBy: "\"verdict\": \"agree\"").count - 1 == 7)
        let index = try #require(project.folder.read("site/index.html"))
        #expect(index.contains("Checked in Chromium when this catalog was built: 7 previews, all agree with dialogc"))
        let second = runner.run(arguments)
        #expect(second.standardError.contains("0 compiled, 7 up to date; 0 written, 29 unchanged, 0 removed"), "\(second.standardError)")
    }

    /// A real disagreement, listed: the config measures with the monospaced face of a font
    /// collection, and browsers load a collection's first face (proportional), so every
    /// preview with Latin text differs; the index links each one and checks.json says why.
    static let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    @Test(.enabled(
        if: chromium != nil && FileManager.default.fileExists(atPath: collection),
        "needs Chromium and Debian's fonts-noto-cjk (NotoSansCJK-Regular.ttc), as .ci/run installs"))
    func verifyListsThePreviewsThatDiffer() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let config = try #require(project.folder.read("dialogc.json"))
        try project.folder.write(
            "dialogc.json",
            config.replacingOccurrences(
                of: #"{"file": "fonts/NotoSansCJKkr-Layout.otf", "face": "Noto Sans CJK KR"}"#,
                with: #"{"file": "\#(Self.collection)", "face": "Noto Sans Mono CJK KR"}"#))
        let out = project.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(Self.chromium)])
        let result = runner.run(["catalog", project.specs, "--config", project.config, "--out", out, "--verify"] + Self.narrow)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let checks = try #require(project.folder.read("site/checks.json"))
        let differing = checks.components(separatedBy: "\"verdict\": \"differ\"").count - 1
        #expect(differing > 0, "the monospaced face differs from the browser's")
        let verb = differing == 1 ? "differs" : "differ"
        #expect(result.standardError.contains("checked 7 previews in Chromium: \(differing) \(verb) "), "\(result.standardError)")
        let index = try #require(project.folder.read("site/index.html"))
        // One preview a page: as many dialogs as previews differ.
        #expect(index.contains("7 previews, \(differing) \(verb) from dialogc, in \(differing) \(differing == 1 ? "dialog" : "dialogs"):"), "\(index)")
        #expect(
            index.components(separatedBy: ".html#iphone-se/large/en/light\">").count - 1 == 3 * differing,
            "per differing preview its combination's and its theme's link, and its row's in the differs column")
        #expect(checks.contains("\"preview\": \"iphone-se/large/en/light\""), "checks.json names a preview by its anchor")
        #expect(index.contains(">iphone-se, large, en</a> (<a "), "\(index)")
        #expect(index.contains(">light</a>): "))
        #expect(!index.contains("No font is configured") && !index.contains("of the typographies has no file"), "the config names a font for system")
    }

    /// A project that configures no font: dialogc measures with its fallback widths and the
    /// browser draws with the machine's font, so the list says that once above the entries
    /// (and checks.json per preview) rather than letting each entry blame its text. The
    /// verdicts are the same on a second run.
    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func verifyWithoutAConfiguredFontSaysSoOnce() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let config = try #require(project.folder.read("dialogc.json"))
        let unfonted = config.replacingOccurrences(of: #""system": {"file": "fonts/NotoSansCJKkr-Layout.otf", "face": "Noto Sans CJK KR"}"#, with: "")
        #expect(unfonted != config)
        try project.folder.write("dialogc.json", unfonted)
        let out = project.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(Self.chromium)])
        let arguments = ["catalog", project.specs, "--config", project.config, "--out", out, "--verify", "--no-cache"] + Self.narrow
        let first = runner.run(arguments)
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        let checks = try #require(project.folder.read("site/checks.json"))
        #expect(checks.components(separatedBy: "\"fonts\": \"none configured\"").count - 1 == 7, "\(checks)")
        let index = try #require(project.folder.read("site/index.html"))
        #expect(index.components(separatedBy: "No font is configured").count - 1 == 1, "said once: \(index)")
        let second = runner.run(arguments)
        #expect(second.status == 0)
        #expect(try #require(project.folder.read("site/checks.json")) == checks, "the same verdicts on the next run")
    }

    /// A project that names fonts, but none for the typographies' `system` family (a face
    /// per script only, as a project adding Thai starts): its Latin text is measured with the
    /// fallback widths and drawn in the machine's font, which the list says once, naming the
    /// family, and checks.json per preview, instead of "loaded" and entries blaming the text.
    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func verifyWithFontsButNoneForSystemSaysSoOnce() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let config = try #require(project.folder.read("dialogc.json"))
        let scriptFaceOnly = config.replacingOccurrences(of: #""system": {"file""#, with: #""Noto Sans CJK": {"file""#)
        #expect(scriptFaceOnly != config)
        try project.folder.write("dialogc.json", scriptFaceOnly)
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(Self.chromium)])
        let result = runner.run(["catalog", project.specs, "--config", project.config, "--out", project.path + "/site", "--verify", "--no-cache"] + Self.narrow)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let checks = try #require(project.folder.read("site/checks.json"))
        #expect(checks.components(separatedBy: "\"fonts\": \"fallback metrics\"").count - 1 == 7, "\(checks)")
        let index = try #require(project.folder.read("site/index.html"))
        #expect(index.components(separatedBy: "The font family &#39;system&#39; of the typographies has no file").count - 1 == 1, "said once: \(index)")
        #expect(index.contains("such as \"system\": \"fonts/NotoSans-Regular.ttf\"") || index.contains("such as &quot;system&quot;"), "\(index)")
        #expect(!index.contains("No font is configured"))
    }

    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func screenshotsAreAPNGPerPreviewWithTheSamePixelsEachTime() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(Self.chromium)])
        let arguments = ["catalog", RepositoryPaths.fixtures + "/specs", "--out", out, "--screenshots", "--theme", "light,dark"] + Array(Self.narrow.dropFirst(2))
        let first = runner.run(arguments)
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(first.standardError.hasSuffix("dialogc: 12 screenshots: 12 written, 0 unchanged\n"), "\(first.standardError)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
        #expect(shots.count == 12)
        let png = try #require(FileManager.default.contents(atPath: out + "/" + (shots.first ?? "")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(shots.contains { $0.hasSuffix("--iphone-se-large-en-dark.png") }, "named by the preview's anchor: \(shots)")
        // At an iPhone's 3x scale: iphone-se is 320 x 568 points (the PNG's IHDR width and height).
        let size = [16, 20].map { offset in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [960, 1704], "\(size)")
        let second = runner.run(arguments)
        #expect(second.standardError.hasSuffix("dialogc: 12 screenshots: 0 written, 12 unchanged\n"), "the same pixels: \(second.standardError)")
    }

    /// After --screenshots, each preview's caption links its PNG (found by its anchor's name);
    /// a catalog without them links none.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func screenshotsAreLinkedFromTheirPreviews() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(Self.chromium)])
        let arguments = ["catalog", RepositoryPaths.fixtures + "/specs", "--out", out, "--theme", "light,dark"] + Array(Self.narrow.dropFirst(2))
        #expect(runner.run(arguments).status == 0)
        let page = try #require(try CatalogBrowserTests.pages(out).first { $0.contains("notice") })
        let expression = folder.path + "/links.js"
        try """
            new Promise(function (resolve) {
              var started = Date.now();
              (function poll() {
                var links = Array.prototype.map.call(document.querySelectorAll("figure.preview .screenshot-link"), function (link) { return link.getAttribute("href"); });
                if (links.length >= 2 || Date.now() - started > 3000) resolve(links); else setTimeout(poll, 50);
              })();
            })
            """.write(toFile: expression, atomically: true, encoding: .utf8)
        let before = try CatalogBrowserTests.devTools(["eval", expression, "1000", URL(fileURLWithPath: page).absoluteString])
        #expect((before.first?["value"] as? [String])?.isEmpty == true, "no PNG, no link: \(before)")
        #expect(runner.run(arguments + ["--screenshots"]).status == 0)
        let after = try CatalogBrowserTests.devTools(["eval", expression, "1000", URL(fileURLWithPath: page).absoluteString])
        let links = try #require(after.first?["value"] as? [String])
        let stem = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
        #expect(links == ["./\(stem)--iphone-se-large-en-light.png", "./\(stem)--iphone-se-large-en-dark.png"], "\(links)")
        for link in links { #expect(FileManager.default.fileExists(atPath: out + "/" + link.dropFirst(2))) }
    }

    @Test(.enabled(if: chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func noScriptOfAHostileSpecRunsAndItsTextShowsVerbatimInChromium() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try Self.writeHostileSpecs(project)
        let out = project.path + "/site"
        _ = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + Self.narrow)
        for name in try FileManager.default.contentsOfDirectory(atPath: out) where name.hasSuffix(".html") {
            let dom = try Self.dumpDOM(out + "/" + name)
            #expect(dom.contains("data-checked=\"true\"") || !name.hasPrefix("dialog-"), "\(name): the site's own script ran")
            // The hostile text would set this attribute on the body; as text it is harmless.
            let body = dom.components(separatedBy: "<body").dropFirst().first?.prefix { $0 != ">" } ?? ""
            #expect(!body.isEmpty && !body.contains("data-pwned"), "\(name): a script of the spec ran")
            #expect(!dom.contains("<img"), "\(name): markup of the spec was parsed")
        }
        let page = try #require(
            try FileManager.default.contentsOfDirectory(atPath: out).first { name in
                name.hasSuffix(".html") && (try? String(contentsOfFile: out + "/" + name, encoding: .utf8))?.contains(">hostile.text</h1>") == true
            })
        let dom = try Self.dumpDOM(out + "/" + page)
        #expect(dom.contains("&lt;script src=x&gt;alert(1)&lt;/script &gt;&lt;/style &gt;&lt;!--\"&gt;&lt;img src=x onerror="), "the text as written")
        #expect(dom.contains("data-check=\""), "the layout check ran on the hostile previews")
    }
}
