/// `catalog.js`: the site's only script, a file of the site (the Content-Security-Policy
/// allows no inline script). It searches and filters the index, copies the Swift, and on a
/// dialog's page checks every preview against dialogc's layout tree: each box within 1 pt
/// and the same line breaks, read from the DOM (`Range.getClientRects` per character).
///
/// The script is `Assets/catalog.js`, a real file, embedded by `EmbeddedCatalogAssetsTests`.
enum CatalogScript {
    static var text: String { EmbeddedCatalogAssets.script }
}
