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

    /// The budget of every measurable text of `spec`, by field.
    public func measure(_ spec: DialogSpec) -> [StringField: LengthBudget] {
        let session = LayoutSession(spec: spec, measurer: measurer, koreanLineBreak: koreanLineBreak, recolours: false)
        let categories: [PluralCategory?] = session.pluralCategories(locale: locale)
        var budgets: [StringField: LengthBudget] = [:]
        for plural in categories.isEmpty ? [nil] : categories {
            let tree = session.layout(theme: theme, device: device, size: size, locale: locale, plural: plural)
            for (field, budget) in measure(tree) where budgets[field].map({ budget.width < $0.width }) ?? true {
                budgets[field] = budget
            }
        }
        return budgets
    }

    /// The budget of every measurable text laid out in `tree`, by field.
    private func measure(_ tree: LayoutTree) -> [StringField: LengthBudget] {
        var budgets: [StringField: LengthBudget] = [:]
        func add(_ field: StringField, width: Double?, lines: Int?) {
            guard let width, width.isFinite, width > 0 else { return }
            // Within `Int` whatever the layout gave: no device is wider than this.
            budgets[field] = LengthBudget(lines: lines, width: Int(min(width, 1_000_000).rounded(.down)), device: device.name, size: size)
        }
        tree.root.forEachNode { node in
            switch node.type {
            case .title: add(.title, width: node.text?.maxWidth, lines: titleLines)
            case .message: add(.message, width: node.text?.maxWidth, lines: messageLines)
            case .button:
                guard let id = node.id, let label = node.children.first(where: { $0.type == .label }) else { return }
                if budgets[.buttonTitle(button: id)] == nil { add(.buttonTitle(button: id), width: label.text?.maxWidth ?? label.frame.width, lines: buttonLines) }
            case .element:
                guard let id = node.id, let label = node.children.first(where: { $0.type == .label }) else { return }
                switch node.kind {
                case "textField": add(.fieldPlaceholder(element: id), width: label.frame.width, lines: 1)
                case "checkbox": add(.checkboxTitle(element: id), width: label.text?.maxWidth, lines: nil)
                default: break
                }
            default: break
            }
        }
        return budgets
    }
}
