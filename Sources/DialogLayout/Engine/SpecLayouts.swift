import DialogModel
import DialogTokens

/// Every laid-out combination of one spec: each configured device x Dynamic Type size x
/// locale x plural category x theme, in that nesting and in config order (so "the first
/// failing combination" is the same on every run).
///
/// With `PluralForms.each` (what the rules read), a locale in which some text is a plural
/// is laid out once per category some text there has a form of, each plural text showing
/// that category's form (`other` where it has none): every form is laid out, and the
/// combination names the category, without a layout per mix of forms. A spec without
/// plurals has one combination per device, size, locale and theme, as before.
///
/// Built once per spec by `RuleRunner` and shared through `RuleContext` by the layout rules
/// (`text-overflow`, `dialog-overflow`, `hit-target`, `min-font-size`): laying a spec out is
/// the costly part of those rules, and they all read the same trees.
public struct SpecLayouts: Sendable {
    /// One layout and the inputs that produced it.
    public struct Combination: Sendable {
        public var device: Device
        public var size: DynamicTypeSize
        public var locale: String
        /// The plural category whose forms this layout shows; nil when no text shown in
        /// the locale is a plural, or with `PluralForms.longest`.
        public var plural: PluralCategory?
        public var theme: String
        public var tree: LayoutTree {
            didSet { landmarks = TreeLandmarks(tree) }
        }
        /// The nodes the layout rules look up, found once per tree (rebuilt when the tree
        /// changes): the rules ask for them per text, button and locale.
        public private(set) var landmarks: TreeLandmarks

        public init(device: Device, size: DynamicTypeSize, locale: String, plural: PluralCategory? = nil, theme: String, tree: LayoutTree) {
            self.init(device: device, size: size, locale: locale, plural: plural, theme: theme, tree: tree, landmarks: TreeLandmarks(tree))
        }

        /// `landmarks` must be `TreeLandmarks(tree)`: given when another combination has
        /// the same tree.
        init(device: Device, size: DynamicTypeSize, locale: String, plural: PluralCategory?, theme: String, tree: LayoutTree, landmarks: TreeLandmarks) {
            self.device = device
            self.size = size
            self.locale = locale
            self.plural = plural
            self.theme = theme
            self.tree = tree
            self.landmarks = landmarks
        }
    }

    /// Which forms of plural texts are laid out.
    public enum PluralForms: Sendable {
        /// One layout per category some text has a form of, in each locale with plurals:
        /// what the rules judge, so that the form that breaks is found and named.
        case each
        /// One layout per combination, each plural text in its longest form (most
        /// characters): documents with one tree per device, size, locale and theme
        /// (`dialogc layout`, the layout JSON, the catalog's previews).
        case longest
    }

    public var combinations: [Combination]

    public init(combinations: [Combination]) {
        self.combinations = combinations
    }

    /// Lays `spec` out in every combination the config and design system name, each plural
    /// form included (`PluralForms.each`); `contract`: `designSystem`'s `ContractAnswers`,
    /// when the caller keeps them for a run.
    public init(spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer, contract: ContractAnswers? = nil) {
        self.init(
            spec: spec, matrix: LayoutMatrix(config: config, designSystem: designSystem), koreanLineBreak: config.koreanLineBreak.value,
            measurer: measurer, contract: contract, pluralForms: .each)
    }

    /// Lays `spec` out in every combination of `matrix`, in the matrix's order.
    /// One `LayoutSession` serves them all: each theme's tokens are looked up once and each
    /// text is broken once per font and width, however many combinations share them.
    ///
    /// The layout rules read geometry, fonts and texts, never colours (contrast reads the
    /// tokens). So by default a theme that differs from an earlier one only in colours shares
    /// that theme's tree (`LayoutSession.recolours` false): the tree's own `theme` then names
    /// the theme whose colours it carries, while the combination's `theme` is its own. With
    /// `recolours`, every tree carries its own theme's colours (for documents that show them).
    ///
    /// `contract`: the themes' `ContractAnswers`, when the caller keeps them for a run.
    public init(
        spec: DialogSpec, matrix: LayoutMatrix, koreanLineBreak: KoreanLineBreak, measurer: TextMeasurer, recolours: Bool = false,
        contract: ContractAnswers? = nil, pluralForms: PluralForms, dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system
    ) {
        let session = LayoutSession(
            spec: spec, measurer: measurer, koreanLineBreak: koreanLineBreak, recolours: recolours, contract: contract,
            defaultLocale: matrix.defaultLocale, dictionary: dictionary)
        // Per locale, once: the categories do not depend on device, size or theme.
        let plurals: [[PluralCategory?]] = matrix.locales.map { locale in
            let categories = pluralForms == .each ? session.pluralCategories(locale: locale) : []
            return categories.isEmpty ? [nil] : categories
        }
        var combinations: [Combination] = []
        for device in matrix.devices {
            for size in matrix.sizes {
                for (localeIndex, locale) in matrix.locales.enumerated() {
                    for plural in plurals[localeIndex] {
                        let group = combinations.count
                        for theme in matrix.themes {
                            let shared = session.shared
                            let tree = session.layout(theme: theme, device: device, size: size, locale: locale, plural: plural)
                            if session.shared > shared {
                                // The session's first tree of this device, size, locale and
                                // category: the first theme's, laid out at the start of the group.
                                let source = combinations[group]
                                combinations.append(
                                    Combination(
                                        device: device, size: size, locale: locale, plural: plural, theme: theme.name, tree: tree,
                                        landmarks: source.landmarks))
                            } else {
                                combinations.append(Combination(device: device, size: size, locale: locale, plural: plural, theme: theme.name, tree: tree))
                            }
                        }
                    }
                }
            }
        }
        self.init(combinations: combinations)
    }

    /// No layouts: what `RuleRunner` passes when none of the rules it runs reads them.
    public static let none = SpecLayouts(combinations: [])
}
