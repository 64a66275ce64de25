import DialogModel
import DialogTokens

/// The combinations a dialog is laid out in: devices x Dynamic Type sizes x locales x
/// themes, nested in that order and each list in config order, so every reader (the layout
/// rules, `dialogc build --emit layout`, the catalog) walks them the same way on every run.
public struct LayoutMatrix: Sendable {
    public var devices: [Device]
    public var sizes: [DynamicTypeSize]
    public var locales: [String]
    public var themes: [Theme]
    /// The locale a pseudo-locale's texts are made from: the config's default locale.
    public var defaultLocale: String?

    public init(devices: [Device], sizes: [DynamicTypeSize], locales: [String], themes: [Theme], defaultLocale: String? = nil) {
        self.devices = devices
        self.sizes = sizes
        self.locales = locales
        self.themes = themes
        self.defaultLocale = defaultLocale
    }

    /// Everything the config and the design system name.
    public init(config: ProjectConfig, designSystem: DesignSystem) {
        self.init(
            devices: config.devices, sizes: config.dynamicTypeSizes, locales: config.layoutLocales, themes: designSystem.themes,
            defaultLocale: config.defaultLocale.value)
    }

    /// How many combinations there are.
    public var count: Int { devices.count * sizes.count * locales.count * themes.count }

    /// Every combination, in the matrix's order.
    public var combinations: [(device: Device, size: DynamicTypeSize, locale: String, theme: Theme)] {
        devices.flatMap { device in
            sizes.flatMap { size in
                locales.flatMap { locale in themes.map { (device, size, locale, $0) } }
            }
        }
    }
}
