import DialogModel
import DialogTokens

/// Lays out one dialog for one device, Dynamic Type size, locale and theme.
///
/// Decisions, where docs/format/spec.md and the issue leave the choice to the engine:
///
/// - **Width and position.** An alert is `min(device width − 2 × margin, maxWidth)` wide,
///   centred horizontally and centred vertically in the safe area; an alert taller than
///   the safe area is pinned to the safe area's top so the overflow shows at the bottom
///   (`dialog-overflow` compares the frame with the safe area). A sheet is
///   `device width − 2 × margin` wide (no maximum: the contract has none for sheets) and
///   its bottom edge stands `bottomInset` above the bottom safe area, however tall it is.
/// The whole model, with every number and the token it comes from, is docs/layout-model.md.
///
/// - **Stack.** Top padding, icon, title, message, content elements, buttons, bottom
///   padding. The gap after the icon is `spacing.icon`, between title and message
///   `spacing.titleMessage`, and before every content element and before the buttons
///   `spacing.content`; `spacing.buttons` separates buttons from each other, in a row and
///   in a stack. Absent parts take no space and no gap.
/// - **Icon.** A square of `dialog.icon.size` times the Dynamic Type scale, centred: icons
///   scale with Dynamic Type as SF Symbols do, and the spec gives no icon size.
/// - **Text.** Title and message wrap with `LineBreaker` (UAX #14; in a Korean locale
///   words stay whole unless the config's `koreanLineBreak` says `syllables`) at the
///   content width (dialog width − 2 × horizontal padding) and are centred; their height
///   is the line count times the line height (font size × Dynamic Type scale × the
///   token's lineHeight).
///   A placeholder is filled with its parameter's example or `maxLength` stand-in, else
///   laid out as written, `{name}` (see `TextBlock`). A text missing in
///   the locale uses the text's first locale (the check stage reports the gap). A plural
///   text shows the form of the layout's plural category (`other` where it has none), or,
///   without a category, its longest form.
/// - **Text field.** `dialog.field.minHeight` high, or the placeholder's line height plus
///   `dialog.field.padding` above and below when that is taller; the placeholder is one
///   unwrapped line in message typography, `dialog.field.padding` from the leading edge: a
///   field scrolls rather than wraps, so its `maxWidth` is null and a rule can compare the
///   line's width with the field's.
/// - **Checkbox.** A box of one message line height at the leading edge,
///   `dialog.checkbox.gap`, then the title in message typography wrapped in the rest of
///   the width; the row is as tall as the taller of the two.
/// - **Slot.** Zero high and full width: the caller's view is unknown at compile time. It
///   keeps its `spacing.content` so the tree is the dialog with an empty slot view.
/// - **Buttons.** A row divides the content width minus the spacings by `layout.widths`
///   (fractions of the row) or into equal shares. `auto` is a row unless any title needs
///   more than one line at its button's width, then a stack. A title wraps at its
///   button's width minus `button.padding.horizontal` on each side, in every arrangement,
///   to at most `button.titleMaxLines` lines; a button is `button.height` high or, when
///   taller, its title's lines plus `button.padding.vertical` above and below (so buttons
///   grow at accessibility sizes as UIKit's do). Buttons of a row share the tallest one's
///   height.
/// - **Scroll region.** Icon, title, message and content elements sit in a `scroll` node;
///   the buttons are pinned below it. When the dialog would be taller than the safe area
///   (less a sheet's `bottomInset`), the region shows only what fits, but never less than
///   `dialog.scroll.minVisibleLines` lines of message text; the rest scrolls. Only then can
///   the card overflow.
/// - **Direction.** In a right-to-left locale (`TextDirection`: ar, he, fa, ur, … and
///   `ar-XB`) the dialog is the left-to-right layout mirrored about its centre: the first
///   button of a row on the right, a checkbox's box and a field's placeholder at the right,
///   lines that are not centred at the right edge; the `dialog` node says `direction: rtl`.
/// - **Colours.** The backdrop is `dim.color` with its alpha multiplied by `dim.opacity`.
///   A token that does not resolve falls back as `ContractStyle` says.
/// - **Precision.** Frames are kept as computed; the JSON rounds to 0.01 pt (see
///   `LayoutTree.json`), so goldens do not churn with the last bits of a sum.
public enum LayoutEngine {
    public static func layout(
        spec: DialogSpec, theme: Theme, device: Device, size: DynamicTypeSize, locale: String,
        measurer: TextMeasurer = TextMeasurer(), koreanLineBreak: KoreanLineBreak = .words, defaultLocale: String? = nil,
        plural: PluralCategory? = nil
    ) -> LayoutTree {
        LayoutSession(spec: spec, measurer: measurer, koreanLineBreak: koreanLineBreak, defaultLocale: defaultLocale)
            .layout(theme: theme, device: device, size: size, locale: locale, plural: plural)
    }

    /// One layout with the session's shared styles and text measurements.
    static func layout(_ context: LayoutContext, device: Device) -> LayoutTree {
        let spec = context.spec
        let style = context.style
        let isAlert = spec.presentation.value == .alert
        let margin = style.dimension(.margin)
        let width = isAlert ? min(device.width - 2 * margin, style.dimension(.maxWidth)) : device.width - 2 * margin
        let x = (device.width - width) / 2
        let padding = EdgePadding(top: style.dimension(.paddingTop), horizontal: style.dimension(.paddingHorizontal), bottom: style.dimension(.paddingBottom))

        // Laid out from y = 0, then moved down once the dialog's height is known (before
        // they are put in their parents, so that moving them copies no array).
        let left = x + padding.horizontal
        let contentWidth = width - 2 * padding.horizontal
        var items = DialogStack(context: context, left: left, width: width - 2 * padding.horizontal).items(top: padding.top)
        let contentHeight = (items.last?.frame.maxY ?? padding.top) - padding.top
        let gap = items.isEmpty ? 0 : style.dimension(.spacingContent)
        var buttons = ButtonStackLayout(context: context, left: left, width: contentWidth).node(top: padding.top + contentHeight + gap)

        // The scroll region shows as much of the content as fits beside the pinned parts
        // (paddings, gap, buttons), but never less than `minimumVisibleContent`: a dialog
        // that cannot show that much overflows the safe area (`dialog-overflow`).
        let pinned = padding.top + gap + buttons.frame.height + padding.bottom
        let available = isAlert ? device.safeHeight : device.safeHeight - style.dimension(.bottomInset)
        let minimumVisible = min(contentHeight, minimumVisibleContent(context))
        let visible = max(minimumVisible, min(contentHeight, available - pinned))
        let height = pinned + visible
        let y: Double
        if isAlert {
            y = device.safeArea.top + max(0, (device.safeHeight - height) / 2)
        } else {
            y = device.height - device.safeArea.bottom - style.dimension(.bottomInset) - height
        }
        // Two moves, not one by their sum: a frame's y is (y + d1) + d2, as when the whole
        // dialog was moved after the buttons, so frames stay the same to the last bit.
        buttons.move(by: visible - contentHeight)
        buttons.move(by: y)
        for index in items.indices { items[index].move(by: y) }
        let scroll = LayoutNode(
            type: .scroll, frame: LayoutFrame(x: left, y: padding.top + y, width: contentWidth, height: visible),
            scroll: ScrollInfo(contentHeight: contentHeight), children: items)
        var dialog = LayoutNode(
            type: .dialog, frame: LayoutFrame(x: x, y: y, width: width, height: height), id: spec.id.value,
            style: NodeStyle(background: style.color(.background), cornerRadius: style.dimension(.cornerRadius), padding: padding),
            kind: LayoutNodeKind(spec.presentation.value), children: [scroll, buttons])

        if context.direction.isRightToLeft {
            dialog.mirror(about: x + width / 2)
            dialog.direction = .rightToLeft
        }

        let screenFrame = LayoutFrame(x: 0, y: 0, width: device.width, height: device.height)
        let dim = LayoutNode(type: .dim, frame: screenFrame, style: NodeStyle(background: dimColor(style)))
        let screen = LayoutNode(type: .screen, frame: screenFrame, children: [dim, dialog])
        return LayoutTree(.init(
            dialog: spec.id.value, device: device.name, theme: style.theme.name, locale: context.locale, size: context.size.rawValue, root: screen,
            fallbackMetrics: context.fallbackFamilies.sorted()))
    }

    static func dimColor(_ style: ContractStyle) -> RGBAColor { style.dimColor() }

    /// The least of the scroll region that must show: `dialog.scroll.minVisibleLines` lines
    /// of message text at this Dynamic Type size (or all of the content, when it is shorter).
    static func minimumVisibleContent(_ context: LayoutContext) -> Double {
        Double(context.style.lineCount(.scrollMinVisibleLines)) * context.font(.messageTypography).0.lineHeight
    }
}

/// What every part of one layout reads: the contract with overrides, the fonts at the
/// Dynamic Type scale, the locale's texts, and the session that measures text once.
final class LayoutContext {
    let spec: DialogSpec
    let style: ContractStyle
    let size: DynamicTypeSize
    let scale: Double
    let locale: String
    /// The plural category whose form each plural text shows (`other` where a text lacks
    /// it); nil: each plural text shows its longest form.
    let plural: PluralCategory?
    /// The pseudo-locale `locale` names, if it is one.
    let pseudo: PseudoLocale?
    /// The locale's base direction: a right-to-left dialog is laid out mirrored.
    let direction: TextDirection
    let measurer: TextMeasurer
    /// The device's height, for the line budget.
    let deviceHeight: Double
    let session: LayoutSession
    /// The families measured with the fallback metrics so far (`LayoutTree.fallbackMetrics`).
    @exclusivity(unchecked) private(set) var fallbackFamilies: Set<String> = []
    /// The family lists already looked at for `fallbackFamilies`: a layout asks for the
    /// same few typographies again and again.
    @exclusivity(unchecked) private var familyListsSeen: [[String]] = []

    init(style: ContractStyle, size: DynamicTypeSize, locale: String, plural: PluralCategory?, deviceHeight: Double, session: LayoutSession) {
        self.spec = session.spec
        self.style = style
        self.size = size
        self.scale = size.scale
        self.locale = locale
        self.plural = plural
        self.pseudo = PseudoLocale(identifier: locale)
        self.direction = TextDirection(locale: locale)
        self.measurer = session.measurer
        self.deviceHeight = deviceHeight
        self.session = session
    }

    /// A typography (a style key or a contract token) as a font at this size.
    func font(_ question: StyleQuestion) -> (MeasuringFont, ResolvedFont) {
        let typography = style.typography(question)
        let font = measurer.font(for: typography, scale: scale, locale: locale)
        if font.face == nil, !familyListsSeen.contains(typography.fontFamily) {
            familyListsSeen.append(typography.fontFamily)
            if measurer.usesFallbackMetrics(families: typography.fontFamily) { fallbackFamilies.formUnion(typography.fontFamily) }
        }
        let resolved = ResolvedFont(family: typography.fontFamily, size: font.size, weight: typography.fontWeight, lineHeight: font.lineHeight, letterSpacing: font.letterSpacing)
        return (font, resolved)
    }

    /// `text` broken at `maxWidth` in `font`, at most `maxLines` lines (a button title's
    /// policy) and never more than can matter on this device; from the session when another
    /// layout already broke it so. `isTruncated` says that more lines would follow.
    func lines(_ text: PreparedText, font: MeasuringFont, resolved: ResolvedFont, maxWidth: Double, maxLines: Int? = nil) -> BrokenLines {
        let budget = LineBudget.lines(deviceHeight: deviceHeight, lineHeight: font.lineHeight)
        return session.lines(text, font: font, resolved: resolved, maxWidth: maxWidth, maxLines: min(budget, maxLines ?? budget))
    }

    /// The spec's text in `slot`, in this locale (else the text's first locale), prepared
    /// once per session.
    func prepared(_ slot: TextSlot) -> PreparedText? {
        let fills = fills(for: slot)
        return session.preparedText(slot, locale: locale, plural: plural, fills: fills) {
            switch slot {
            case .title:
                return spec.title.flatMap { text($0) }.map { TextBlock($0, fills: fills) }
            case .message:
                guard let message = spec.message.flatMap({ text($0) }) else { return nil }
                var block = TextBlock(message, fills: fills)
                block.addHighlights(
                    spec.highlights.compactMap { highlight in text(highlight.text, whole: false).map { ($0, highlight.style.value) } }, fills: fills)
                return block
            case .element(let index):
                switch spec.content[index].kind {
                case .textField(let placeholder, _): return placeholder.flatMap { text($0) }.map { TextBlock($0, fills: fills) }
                case .checkbox(let title, _): return text(title).map { TextBlock($0, fills: fills) }
                case .slot: return nil
                }
            case .button(let index):
                return text(spec.buttons[index].title).map { TextBlock($0, fills: fills) }
            }
        }
    }

    /// What each placeholder of a measured parameter (one with an `example` or `maxLength`)
    /// is drawn as in `slot`'s text: of the parameter's stand-ins in this locale, the widest
    /// in the font the slot is drawn in (the first on a tie). Empty, at no cost, for a spec
    /// without measured parameters. A pseudo-locale shows the default locale's example.
    func fills(for slot: TextSlot) -> [String: String] {
        if session.placeholders == .nothing { return session.emptyFills }
        let measured = session.measuredParameters
        guard !measured.isEmpty, hasText(slot) else { return [:] }
        let question: StyleQuestion =
            switch slot {
            case .title: .titleTypography
            case .message, .element: .messageTypography
            case .button: .buttonTypography
            }
        let (font, resolved) = font(question)
        return session.fills(font: resolved, locale: locale) {
            let standInLocale = pseudo == nil ? locale : session.defaultLocale
            var fills: [String: String] = [:]
            for parameter in measured {
                var widest: (text: String, width: Double)?
                for standIn in parameter.standIns(locale: standInLocale) {
                    let width = font.width(of: Array(standIn.unicodeScalars))
                    if widest.map({ width > $0.width }) ?? true { widest = (standIn, width) }
                }
                if let widest { fills[parameter.name.value] = widest.text }
            }
            return fills
        }
    }

    /// Whether the spec writes a text in `slot`: a font is looked up only for a text drawn.
    private func hasText(_ slot: TextSlot) -> Bool {
        switch slot {
        case .title: spec.title != nil
        case .message: spec.message != nil
        case .element(let index):
            switch spec.content[index].kind {
            case .textField(let placeholder, _): placeholder != nil
            case .checkbox: true
            case .slot: false
            }
        case .button: true
        }
    }

    /// The text in this locale, else in the text's first locale; in a pseudo-locale, the
    /// default locale's text made over (`whole` false for a fragment found in another text).
    /// Of a plural, the form of `plural` (else `other`), or without one its longest form; of
    /// a form that is a plural on a second parameter, its longest form.
    func text(_ localized: LocalizedText, whole: Bool = true) -> DialogText? {
        guard let entry = session.entry(of: localized, locale: locale, pseudo: pseudo) else { return nil }
        let text = plural.map { entry.plural?.longestText($0) ?? entry.text } ?? entry.longestText
        return pseudo.map { $0.text(from: text, whole: whole) } ?? text
    }

    func highlightColor(_ name: String) -> RGBAColor? { style.highlightColor(name) }
}

extension LayoutNode {
    /// Moves the node and everything below it down by `dy` points, in place: the nodes are
    /// new and uniquely held, so no array is copied (building moved copies of every
    /// subtree was a tenth of layout).
    mutating func move(by dy: Double) {
        frame.y += dy
        moveLines(by: dy)
        for index in children.indices { children[index].move(by: dy) }
    }
}
