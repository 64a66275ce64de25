/// `catalog.css`: the site's look (light and dark pages) and the box model of
/// docs/layout-model.md for the previews, written once in CSS. Every length of a preview is
/// a custom property set from the tokens (the page's own style sheet) or a fixed number of
/// the box model; none comes from dialogc's computed frames.
///
/// The style sheet is `Assets/catalog.css`, a real file, embedded by `EmbeddedCatalogAssetsTests`.
enum CatalogStyleSheet {
    static var text: String { EmbeddedCatalogAssets.styleSheet }
}
