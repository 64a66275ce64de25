import DialogTestSupport
import Foundation
import Testing

/// French puts a narrow no-break space (U+202F) before `?`, `!`, `:` and `;`. Chromium
/// never breaks there, and measures it with the font's own glyph: dialogc's breaks of such
/// texts, at widths that put the mark at a line's end, agree with the browser's in every
/// preview of the catalog (docs/layout-model.md, "Marks, spaces and invisible characters").
/// (A face without U+202F is checked against HarfBuzz's width in `FontCascadeTests`.)
@Suite(.serialized) struct NoBreakSpaceBrowserTests {
    static let words = ["minuteur", "historique", "enregistrement", "abonnement familial", "compte et ses appareils", "dossier partagé"]

    static func spec(_ index: Int) -> String {
        let word = words[index]
        return """
            {
              "id": "fr.delete\(index)",
              "title": { "en": "Delete?", "fr": "Supprimer ce \(word)\u{202F}?" },
              "message": { "en": "It can't be undone.", "fr": "Voulez-vous vraiment supprimer ce \(word) et tout son historique\u{202F}? Cette action est définitive\u{202F}! Attention\u{202F}: rien ne sera gardé\u{202F}; vraiment rien\u{202F}!" },
              "buttons": [
                { "id": "cancel", "title": { "en": "Cancel", "fr": "Annuler" }, "role": "cancel" },
                { "id": "delete", "title": { "en": "Delete", "fr": "Supprimer\u{202F}!" }, "role": "destructive" }
              ]
            }
            """
    }

    @Test(.enabled(if: CatalogBrowserTests.canRun && FileManager.default.fileExists(atPath: CatalogBrowserTests.latinFace), "\(CatalogBrowserTests.reason), and Debian's fonts-dejavu-core"))
    func frenchNarrowNoBreakSpacesBreakAsInChromium() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "fr"], "dynamicType": ["large", "xxxLarge", "accessibility3"],
              "devices": ["iphone-se", "iphone-15"], "fonts": { "system": "\(CatalogBrowserTests.latinFace)" } }
            """)
        for index in Self.words.indices { try folder.write("specs/delete\(index).dialog.json", Self.spec(index)) }
        let site = folder.path + "/site"
        let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--locale", "fr"])
        #expect(built.status == 0, "\(built.standardError)")
        var tally = CatalogBrowserTests.Tally()
        for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
        print("French U+202F: \(tally)")
        // Two devices, three sizes, the embedded themes light and dark.
        #expect(tally.previews == Self.words.count * 12)
        #expect(tally.texts > 0 && tally.textsDiffering == 0, "\(tally)")
        #expect(tally.agreeing == tally.previews, "\(tally)")
    }
}
