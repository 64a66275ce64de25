import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// The length budgets of a spec's texts (docs/strings.md): the width and lines each text
/// has on the narrowest configured device at the largest configured Dynamic Type size, in
/// the default locale and the first theme, before `text-overflow` fires.
///
/// Widths are read from the layout engine's tree, so they are the widths the rules judge:
/// the content width for the title and message, a button's label width as the buttons are
/// arranged there (a row, or the stack `auto` switches to), a checkbox label's, and a text
/// field's inner width. Line limits are `text-overflow`'s (`lineLimits`, which the caller
/// reads from the rule's options, since emitters cannot see rules): `title`, `message`, and
/// for a button its `button` option or the theme's `button.titleMaxLines`, the lines a
/// button shows; all nil when the rule is off.
///
/// A spec with plural texts in the default locale is laid out once per category (as the
/// rules lay it out) and each text gets the narrowest width of those layouts: the budget of
/// the tightest form, which holds for every form. Forms differ only where a longer form
/// turns an `auto` row of buttons into a stack, which gives more room, never less.
public struct LengthBudgets: Sendable {
    public var device: Device
    public var size: DynamicTypeSize
    public var theme: Theme
    public var locale: String
    public var koreanLineBreak: KoreanLineBreak
    public var measurer: TextMeasurer
    public var titleLines: Int?
    public var messageLines: Int?
    public var buttonLines: Int?

    /// The line limits of `text-overflow` under a config: nil where the rule sets none.
    public struct LineLimits: Sendable {
        public var title: Int?
        public var message: Int?
        public var button: Int?

        public init(title: Int?, message: Int?, button: Int?) {
            self.title = title
            self.message = message
            self.button = button
        }
    }

    /// The budget settings of a project; nil when it names no device, size or theme.
    public init?(config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer, lineLimits: LineLimits) {
        guard let theme = designSystem.themes.first,
            let device = config.devices.min(by: { $0.width < $1.width }),
            let size = config.dynamicTypeSizes.max(by: { $0.bodyPointSize < $1.bodyPointSize })
        else { return nil }
        self.device = device
        self.size = size
        self.theme = theme
        self.locale = config.defaultLocale.value
        self.koreanLineBreak = config.koreanLineBreak.value
        self.measurer = measurer
        titleLines = lineLimits.title
        messageLines = lineLimits.message
        let buttonTokenLines: Int? =
            if case .value(let value, _) = theme.lookup(.token(path: "button.titleMaxLines"), expecting: .number), let lines = value.scalar {
                Int(min(max(lines, 1), 10_000))
            } else { nil }
        buttonLines = lineLimits.button ?? buttonTokenLines
    }

    /// The budget of every measurable text of `spec`, by field. A text that shows a
    /// parameter with an `example` or `maxLength` also gets what it leaves for the values
    /// (`LengthBudget.ValueRoom`), from a second layout with its placeholders drawn as nothing.
    public func measure(_ spec: DialogSpec) -> [TextKey: LengthBudget] {
        let session = LayoutSession(spec: spec, measurer: measurer, koreanLineBreak: koreanLineBreak, recolours: false)
        let valueNames = Self.measuredPlaceholders(of: spec, locale: locale)
        let bareSession =
            valueNames.isEmpty
            ? nil : LayoutSession(spec: spec, measurer: measurer, koreanLineBreak: koreanLineBreak, recolours: false, placeholders: .nothing)
        let categories: [PluralCategory?] = session.pluralCategories(locale: locale)
        var budgets: [TextKey: LengthBudget] = [:]
        for plural in categories.isEmpty ? [nil] : categories {
            let tree = session.layout(theme: theme, device: device, size: size, locale: locale, plural: plural)
            // A bare text cut at its line cap leaves no room, whatever it would take.
            var bareWidths: [TextKey: Double] = [:]
            if let bare = bareSession?.layout(theme: theme, device: device, size: size, locale: locale, plural: plural) {
                forEachText(in: bare) { field, _, _, text in bareWidths[field] = text.map { $0.isTruncated ? .infinity : Self.drawnWidth($0) } }
            }
            var measured: [TextKey: LengthBudget] = [:]
            forEachText(in: tree) { field, width, lines, text in
                guard measured[field] == nil, let width, width.isFinite, width > 0 else { return }
                // Within `Int` whatever the layout gave: no device is wider than this.
                let whole = Int(min(width, 1_000_000).rounded(.down))
                var budget = LengthBudget(lines: lines, width: whole, device: device.name, size: size)
                if let names = valueNames[field], let bare = bareWidths[field], let filled = text.map(Self.drawnWidth) {
                    let room = lines.map { max(0, $0 * whole - Int(min(bare, 1_000_000).rounded(.up))) }
                    budget.valueRoom = LengthBudget.ValueRoom(
                        placeholders: names, textWidth: Int(min(bare, 1_000_000).rounded(.up)), room: room,
                        standInWidth: Int(min(max(filled - bare, 0), 1_000_000).rounded(.up)), standInsCut: text?.isTruncated ?? false)
                }
                measured[field] = budget
            }
            for (field, budget) in measured where budgets[field].map({ budget.width < $0.width }) ?? true {
                budgets[field] = budget
            }
        }
        return budgets
    }

    /// The placeholders of each text's source (its default-locale string, or every form of
    /// its plural there), for the texts that show a parameter with an `example` or `maxLength`.
    static func measuredPlaceholders(of spec: DialogSpec, locale: String) -> [TextKey: [String]] {
        let measured = Set(spec.parameters.filter(\.isMeasured).map(\.name.value))
        guard !measured.isEmpty else { return [:] }
        var names: [TextKey: [String]] = [:]
        for (field, text) in spec.textInventory.all {
            guard let entry = text.isPlainString ? text.entries.first : text.entries.first(where: { $0.locale?.value == locale }) else { continue }
            var placeholders: [String] = []
            for form in entry.forms { for name in form.text.placeholders where !placeholders.contains(name) { placeholders.append(name) } }
            if placeholders.contains(where: measured.contains) { names[field] = placeholders }
        }
        return names
    }

    /// The width a text's lines draw, summed (what it would take on one line).
    static func drawnWidth(_ text: TextLayout) -> Double {
        text.lines.reduce(0) { $0 + $1.width }
    }

    /// Every measurable text laid out in `tree`, by field, with its line width and line
    /// limit, in tree order.
    private func forEachText(in tree: LayoutTree, _ body: (TextKey, Double?, Int?, TextLayout?) -> Void) {
        tree.root.forEachNode { node in
            switch node.type {
            case .title: body(.title, node.text?.maxWidth, titleLines, node.text)
            case .message: body(.message, node.text?.maxWidth, messageLines, node.text)
            case .button:
                guard let id = node.id, let label = node.children.first(where: { $0.type == .label }) else { return }
                body(.buttonTitle(button: id), label.text?.maxWidth ?? label.frame.width, buttonLines, label.text)
            case .element:
                guard let id = node.id, let label = node.children.first(where: { $0.type == .label }) else { return }
                switch node.kind {
                case .textField?: body(.fieldPlaceholder(element: id), label.frame.width, 1, label.text)
                case .checkbox?: body(.checkboxTitle(element: id), label.text?.maxWidth, nil, label.text)
                default: break
                }
            default: break
            }
        }
    }
}
