import DialogModel
import DialogTokens

/// Lays one spec out in many combinations, sharing what does not depend on the
/// combination (issue 6: lint lays every spec out per device x Dynamic Type size x locale x
/// theme, twelve times in the benchmark corpus).
///
/// Three caches, keyed so that a hit returns exactly what a fresh computation would (and the
/// content string of each text, keyed by its scalars):
///
/// - **Styles**, one `ContractStyle` per theme: the contract tokens with the spec's
///   overrides depend on the spec and the theme only, never on device, size or locale. The
///   key is the theme's name, which identifies a theme within a design system (the config's
///   theme names are unique); a session serves one spec and one design system.
/// - **Broken lines**, per text scalars x font x width x line budget: the lines are a pure
///   function of those and the measurer. The font is keyed by its `ResolvedFont` (family
///   list, weight, size after Dynamic Type, line height, letter spacing), which with the
///   session's measurer determines the `MeasuringFont`. Themes that only change colours,
///   and devices whose dialogs are equally wide (an alert capped at its `maxWidth`), then
///   break each text once; a theme that changes a typography gets its own entries.
/// - **Trees**, per device x size x locale: a theme whose layout questions all get the
///   same answers as an earlier theme's except colours gets that theme's tree recoloured
///   (`ThemeRecolouring`), so the corpus's colour-only dark theme costs no layout.
///
/// A session is used by one thread (`SpecLayouts` makes one per spec), so the caches need
/// no lock; it is not `Sendable`.
public final class LayoutSession {
    let spec: DialogSpec
    let measurer: TextMeasurer
    private var styles: [String: ContractStyle] = [:]
    private var brokenLines: [LineBreakKey: BrokenLines] = [:]
    /// A text's scalars as a `String`, keyed by the scalars: every layout of a text writes
    /// the same content string, and building it scalar by scalar was a fifth of layout.
    private var strings: [[Unicode.Scalar]: String] = [:]
    /// The first tree laid out per device x size x locale, with the style it was laid out
    /// with: a later theme that differs from that style only in colours gets it recoloured
    /// (`ThemeRecolouring`) instead of a layout of its own.
    /// (The style's theme name and memo, not the style: copying a style in and out of the
    /// dictionary retained its spec and theme for every combination.)
    private var firstTrees: [Combination: FirstTree] = [:]
    private var agreements: [ThemePair: (asked: Int, agrees: Bool)] = [:]
    /// How many texts were broken (cache misses), for tests of the cache.
    public private(set) var breaks = 0
    /// How many trees were recoloured rather than laid out, for tests of the cache.
    public private(set) var recoloured = 0

    public init(spec: DialogSpec, measurer: TextMeasurer = TextMeasurer()) {
        self.spec = spec
        self.measurer = measurer
    }

    /// The spec laid out in one combination; the same tree as `LayoutEngine.layout`.
    public func layout(theme: Theme, device: Device, size: DynamicTypeSize, locale: String) -> LayoutTree {
        let style = style(for: theme)
        let combination = Combination(device: device, size: size, locale: locale)
        let first = firstTrees[combination]
        if let first, first.theme != theme.name, agrees(first, style),
            let tree = ThemeRecolouring(style: style).recolour(first.tree, theme: theme.name)
        {
            recoloured += 1
            return tree
        }
        let context = LayoutContext(style: style, size: size, locale: locale, deviceHeight: device.height, session: self)
        let tree = LayoutEngine.layout(context, device: device)
        if first == nil { firstTrees[combination] = FirstTree(theme: theme.name, memo: style.memo, tree: tree) }
        return tree
    }

    /// `ThemeRecolouring.agrees`, remembered per pair of themes until the first theme's
    /// style has been asked something new (its memo only grows).
    private func agrees(_ first: FirstTree, _ other: ContractStyle) -> Bool {
        let key = ThemePair(first: first.theme, other: other.theme.name)
        let asked = first.memo.answerCount
        if let known = agreements[key], known.asked == asked { return known.agrees }
        let agrees = ThemeRecolouring.agrees(first.memo, other)
        agreements[key] = (first.memo.answerCount, agrees)
        return agrees
    }

    /// A combination's first tree, with the name of its theme and the memo of the style it
    /// was laid out with.
    private struct FirstTree {
        var theme: String
        var memo: ContractStyle.Memo
        var tree: LayoutTree
    }

    private struct ThemePair: Hashable {
        var first: String
        var other: String
    }

    /// Everything but the theme that a layout depends on, given the session's spec.
    private struct Combination: Hashable {
        var device: Device
        var size: DynamicTypeSize
        var locale: String
    }

    private func style(for theme: Theme) -> ContractStyle {
        if let style = styles[theme.name] { return style }
        let style = ContractStyle(spec: spec, theme: theme)
        styles[theme.name] = style
        return style
    }

    func string(_ scalars: [Unicode.Scalar]) -> String {
        if let known = strings[scalars] { return known }
        let text = String(scalars: scalars)
        strings[scalars] = text
        return text
    }

    func lines(_ scalars: [Unicode.Scalar], font: MeasuringFont, resolved: ResolvedFont, maxWidth: Double, maxLines: Int) -> BrokenLines {
        let key = LineBreakKey(scalars: scalars, font: resolved, maxWidth: maxWidth, maxLines: maxLines)
        if let cached = brokenLines[key] { return cached }
        let broken = font.lines(scalars, maxWidth: maxWidth, maxLines: maxLines)
        breaks += 1
        brokenLines[key] = broken
        return broken
    }
}

/// What a text's lines depend on, given the measurer.
struct LineBreakKey: Hashable {
    var scalars: [Unicode.Scalar]
    var font: ResolvedFont
    var maxWidth: Double
    var maxLines: Int
}
