import DialogTestSupport
import Foundation
import Testing

/// The catalog's script and style sheet are real files (`Sources/DialogEmit/Catalog/Assets/`),
/// which editors and linters read as JavaScript and CSS; the binary carries them through the
/// recorded `EmbeddedCatalogAssets`. This fails when the recording drifts from the files, and
/// re-records with DIALOGC_RECORD=1.
@Suite struct EmbeddedCatalogAssetsTests {
    static let files: [EmbeddedTexts.File] = [
        .init("script", path: "Sources/DialogEmit/Catalog/Assets/catalog.js"),
        .init("styleSheet", path: "Sources/DialogEmit/Catalog/Assets/catalog.css"),
    ]

    @Test func theEmbeddedAssetsAreTheFiles() throws {
        if let failure = try EmbeddedTexts.checkRecording(
            "Sources/DialogEmit/Generated/EmbeddedCatalogAssets.swift", typeName: "EmbeddedCatalogAssets",
            summary: "The catalog's `catalog.js` and `catalog.css`, byte for byte.", files: Self.files, test: "EmbeddedCatalogAssetsTests")
        {
            Issue.record("\(failure)")
        }
    }
}
