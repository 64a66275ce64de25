import DialogModel
import DialogTokens

/// Lays one spec out in many combinations, sharing what does not depend on the
/// combination: lint lays every spec out per device x Dynamic Type size x locale x theme,
/// twelve times in the benchmark corpus.
///
/// Three caches, keyed so that a hit returns exactly what a fresh computation would:
///
/// - **Styles**, one `ContractStyle` per theme: the contract tokens with the spec's
///   overrides depend on the spec and the theme only, never on device, size or locale. The
///   key is the theme's name, which identifies a theme within a design system (the config's
///   theme names are unique); a session serves one spec and one design system.
/// - **Texts**, one `PreparedText` per text, locale, plural category and placeholder fills
///   (`LayoutContext.fills(for:)`): its scalars, spans and content
///   string, and its broken lines per font x width x line budget (the lines are a pure
///   function of those, the scalars and the measurer; the font is told apart by its
///   `ResolvedFont`: family list, weight, size after Dynamic Type, line height, letter
///   spacing, which with the session's measurer determines the `MeasuringFont`). Themes
///   that only change colours, and devices whose dialogs are equally wide (an alert capped
///   at its `maxWidth`), then break each text once; a theme that changes a typography gets
///   its own lines.
/// - **Trees**, per device x size x locale x plural category: a theme whose layout questions all get the
///   same answers as an earlier theme's except colours gets that theme's tree recoloured
///   (`ThemeRecolouring`), or as it is when `recolours` is false, so the corpus's
///   colour-only dark theme costs no layout.
///
/// A session is used by one thread (`SpecLayouts` makes one per spec), so the caches need
/// no lock and are not checked for exclusive access at run time (with its styles', texts'
/// and contexts', those checks were a twentieth of lint); it is not `Sendable`.
public final class LayoutSession {
    let spec: DialogSpec
    let measurer: TextMeasurer
    /// The config's `koreanLineBreak`: how texts in a Korean locale break between letters.
    let koreanLineBreak: KoreanLineBreak
    /// The locale a pseudo-locale's texts are made from; nil: each text's first.
    let defaultLocale: String?
    @exclusivity(unchecked) private var styles: [String: ContractStyle] = [:]
    /// The spec's overrides, resolved once for its styles in every theme.
    private lazy var overrides = StyleOverrides(spec: spec)
    @exclusivity(unchecked) private var texts: [TextKey: PreparedText?] = [:]
    /// What a button without a title in the locale is laid out with.
    private(set) lazy var untitled = PreparedText(TextBlock(scalars: [], spans: []), wordBreak: .normal)
    /// The first tree laid out per device x size x locale, with the style it was laid out
    /// with: a later theme that differs from that style only in colours gets it recoloured
    /// (`ThemeRecolouring`) instead of a layout of its own.
    /// (A list searched by comparison: hashing the device and locale per layout cost more.)
    @exclusivity(unchecked) private var firstTrees: [(combination: Combination, first: FirstTree)] = []
    @exclusivity(unchecked) private var agreements: [ThemePair: (asked: Int, agrees: Bool)] = [:]
    /// How many texts were broken (cache misses), for tests of the cache.
    @exclusivity(unchecked) public private(set) var breaks = 0
    /// How many trees were recoloured rather than laid out, for tests of the cache.
    @exclusivity(unchecked) public private(set) var recoloured = 0
    /// How many trees were another theme's, handed out as they are (`recolours` false).
    @exclusivity(unchecked) public private(set) var shared = 0
    /// False: a theme that differs from an earlier one only in colours gets the earlier
    /// theme's tree as it is, colours and `theme` name included, for callers that read
    /// geometry only (the layout rules); recolouring it cost as much as a fifth of a layout.
    public let recolours: Bool

    /// The themes' answers for a whole run, when the caller keeps them (`ContractAnswers`);
    /// nil: each style looks its tokens up.
    let contract: ContractAnswers?

    /// What placeholders are drawn as.
    public enum PlaceholderFilling: Sendable {
        /// A measured parameter's stand-in, else `{name}` (what every command shows).
        case standIns
        /// Nothing: the text without its placeholders, for measuring the room it leaves
        /// for their values (`LengthBudgets`).
        case nothing
    }

    public let placeholders: PlaceholderFilling

    /// Where runs of Thai, Lao, Khmer and Myanmar may break: the platform's dictionary
    /// (`DictionaryBreaks.system`); nil where there is none, and then each such text says
    /// which scripts were broken without one (`TextLayout.unsegmented`).
    let dictionary: (any LineBreakDictionary)?

    public init(
        spec: DialogSpec, measurer: TextMeasurer = TextMeasurer(), koreanLineBreak: KoreanLineBreak = .words, recolours: Bool = true,
        contract: ContractAnswers? = nil, defaultLocale: String? = nil, placeholders: PlaceholderFilling = .standIns,
        dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system
    ) {
        self.placeholders = placeholders
        self.dictionary = dictionary
        self.spec = spec
        self.defaultLocale = defaultLocale
        self.contract = contract
        self.measurer = measurer
        self.koreanLineBreak = koreanLineBreak
        self.recolours = recolours
    }

    /// The spec laid out in one combination; the same tree as `LayoutEngine.layout`.
    /// `plural`: the category whose form each plural text shows (`other` where a text lacks
    /// it); nil: each plural text's longest form.
    public func layout(theme: Theme, device: Device, size: DynamicTypeSize, locale: String, plural: PluralCategory? = nil) -> LayoutTree {
        let style = style(for: theme)
        let combination = Combination(device: device, size: size, locale: locale, plural: plural)
        let first = firstTree(of: combination)
        if let first, first.style.theme.name != theme.name, agrees(first.style, style) {
            if !recolours {
                shared += 1
                return first.tree
            }
            if let tree = ThemeRecolouring(style: style).recolour(first.tree, theme: theme.name) {
                recoloured += 1
                return tree
            }
        }
        let context = LayoutContext(style: style, size: size, locale: locale, plural: plural, deviceHeight: device.height, session: self)
        let tree = LayoutEngine.layout(context, device: device)
        if first == nil { firstTrees.append((combination, FirstTree(style: style, tree: tree))) }
        return tree
    }

    /// The first tree of `combination`, searched from the latest: a caller lays the themes
    /// of one combination out one after another.
    private func firstTree(of combination: Combination) -> FirstTree? {
        for index in firstTrees.indices.reversed() where firstTrees[index].combination == combination { return firstTrees[index].first }
        return nil
    }

    /// `ThemeRecolouring.agrees`, remembered per pair of themes until the first theme's
    /// style has been asked something new (its memo only grows).
    private func agrees(_ first: ContractStyle, _ other: ContractStyle) -> Bool {
        let key = ThemePair(first: first.theme.name, other: other.theme.name)
        let asked = first.memo.answerCount
        if let known = agreements[key], known.asked == asked { return known.agrees }
        // A question the spec does not override is answered by the theme's contract, and
        // those answers are compared once per run for the whole pair of themes.
        let contractAgrees = contract?.agreesExceptColours(first.theme, other.theme, spec.presentation.value) ?? false
        let agrees = ThemeRecolouring.agrees(first.memo, other, contractAgrees: contractAgrees)
        agreements[key] = (first.memo.answerCount, agrees)
        return agrees
    }

    /// A combination's first tree and the style it was laid out with (a shared reference:
    /// the session keeps the style anyway).
    private struct FirstTree {
        var style: ContractStyle
        var tree: LayoutTree
    }

    private struct ThemePair: Hashable {
        var first: String
        var other: String
    }

    /// Everything but the theme that a layout depends on, given the session's spec.
    private struct Combination: Equatable {
        var device: Device
        var size: DynamicTypeSize
        var locale: String
        var plural: PluralCategory?

        /// The cheap comparisons first.
        static func == (a: Combination, b: Combination) -> Bool {
            a.size == b.size && a.plural == b.plural && a.locale == b.locale && a.device == b.device
        }
    }

    private func style(for theme: Theme) -> ContractStyle {
        if let style = styles[theme.name] { return style }
        let style = ContractStyle(spec: spec, theme: theme, overrides: overrides, shared: contract)
        styles[theme.name] = style
        return style
    }

    /// The text in `slot` in `locale` and `plural`'s form (nil when the spec has none
    /// there), prepared once; `make` builds it the first time.
    func preparedText(_ slot: TextSlot, locale: String, plural: PluralCategory?, fills: [String: String], make: () -> TextBlock?) -> PreparedText? {
        let key = TextKey(slot: slot, locale: locale, plural: plural, fills: fills)
        if let known = texts[key] { return known }
        let wordBreak = Self.wordBreak(for: locale, korean: koreanLineBreak)
        let prepared = make().map { PreparedText($0, wordBreak: wordBreak, dictionary: dictionary) }
        texts[key] = prepared
        return prepared
    }

    /// `keep-all` for a locale whose language is Korean (`ko`, `ko-KR`) when the config keeps
    /// Korean words whole, else `normal`: the policy follows the text's locale, as CSS
    /// `:lang(ko)` does, not the script of each letter.
    static func wordBreak(for locale: String, korean: KoreanLineBreak) -> WordBreak {
        guard korean == .words else { return .normal }
        // The language subtag, before the first `-` or `_`, is `ko` in any case.
        let utf8 = Array(locale.utf8.prefix(3))
        let isKorean = utf8.count >= 2 && utf8[0] | 0x20 == UInt8(ascii: "k") && utf8[1] | 0x20 == UInt8(ascii: "o")
            && (utf8.count == 2 || utf8[2] == UInt8(ascii: "-") || utf8[2] == UInt8(ascii: "_"))
        return isKorean ? .keepAll : .normal
    }

    func lines(_ text: PreparedText, font: MeasuringFont, resolved: ResolvedFont, maxWidth: Double, maxLines: Int) -> BrokenLines {
        text.lines(font: font, resolved: resolved, maxWidth: maxWidth, maxLines: maxLines) { breaks += 1 }
    }

    /// `fills`: what the placeholders are drawn as (`LayoutContext.fills(for:)`), which may
    /// differ between themes or sizes whose fonts rank the stand-ins differently.
    private struct TextKey: Hashable {
        var slot: TextSlot
        var locale: String
        var plural: PluralCategory?
        var fills: [String: String]
    }

    /// The fills chosen per font and locale (`LayoutContext.fills(for:)`): a layout asks for
    /// each text's, and a session lays out a few fonts many times.
    @exclusivity(unchecked) private var fillsByFont: [FillKey: [String: String]] = [:]

    private struct FillKey: Hashable {
        var font: ResolvedFont
        var locale: String
    }

    /// The fills of texts drawn in `font` in `locale`, chosen once (`make`).
    func fills(font: ResolvedFont, locale: String, make: () -> [String: String]) -> [String: String] {
        let key = FillKey(font: font, locale: locale)
        if let known = fillsByFont[key] { return known }
        let fills = make()
        fillsByFont[key] = fills
        return fills
    }

    /// The spec's parameters with an `example` or `maxLength`: what placeholders are filled with.
    private(set) lazy var measuredParameters: [Parameter] = spec.parameters.filter(\.isMeasured)

    /// Every placeholder of the spec's laid-out texts, drawn as nothing (`PlaceholderFilling.nothing`).
    private(set) lazy var emptyFills: [String: String] = {
        var fills: [String: String] = [:]
        for text in spec.placeholderTexts {
            for form in text.forms { for name in form.text.placeholders { fills[name] = "" } }
        }
        return fills
    }()

    /// The entry of `text` a layout in `locale` shows: the locale's own, else the text's
    /// first; in a pseudo-locale (`pseudo`), the entry its text is made from.
    func entry(of text: LocalizedText, locale: String, pseudo: PseudoLocale?) -> LocalizedText.Entry? {
        if pseudo != nil { return PseudoLocale.sourceEntry(of: text, defaultLocale: defaultLocale) }
        if text.isPlainString { return text.entries[0] }
        return text.entries.first { $0.locale?.value == locale } ?? text.entries.first
    }

    /// The plural categories some text laid out in `locale` has a form of, in CLDR order:
    /// one layout per category shows every form (a text without that category shows
    /// `other`). Empty when no text shown in `locale` is a plural: one layout, as before.
    public func pluralCategories(locale: String) -> [PluralCategory] {
        let pseudo = PseudoLocale(identifier: locale)
        var texts: [LocalizedText] = []
        if let title = spec.title { texts.append(title) }
        if let message = spec.message {
            texts.append(message)
            texts += spec.highlights.map(\.text)
        }
        for element in spec.content {
            switch element.kind {
            case .textField(let placeholder, _): if let placeholder { texts.append(placeholder) }
            case .checkbox(let title, _): texts.append(title)
            case .slot: break
            }
        }
        texts += spec.buttons.map(\.title)
        var categories: Set<PluralCategory> = []
        for text in texts where text.hasPlural {
            guard let plural = entry(of: text, locale: locale, pseudo: pseudo)?.plural else { continue }
            categories.formUnion(plural.forms.map(\.category.value))
        }
        return categories.sorted()
    }
}
