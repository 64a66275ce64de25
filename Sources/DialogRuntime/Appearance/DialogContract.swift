/// The dialog contract's tokens that the presenters draw with (docs/format/tokens.md): each
/// presentation's card, the spacings and texts, the backdrop and transitions, the buttons,
/// fields and checkboxes, the highlight colours and the button style groups. The generated
/// `DialogTokens.swift` makes the project's (`DialogContract.project`) from its constants,
/// and each dialog's `DialogStyle` carries it, so the runtime reads tokens from the dialog
/// and never from the project's code.
public struct DialogContract: Swift.Sendable {
    /// A presentation's card.
    public struct Card: Swift.Sendable {
        public var background: DialogColor
        public var cornerRadius: Swift.Double
        /// The distance to the screen's sides.
        public var margin: Swift.Double
        /// `infinity` for a sheet, which spans the screen less its margins.
        public var maxWidth: Swift.Double
        public var paddingTop: Swift.Double
        public var paddingHorizontal: Swift.Double
        public var paddingBottom: Swift.Double
        /// A sheet's distance above the bottom safe area; 0 for an alert.
        public var bottomInset: Swift.Double

        public init(
            background: DialogColor, cornerRadius: Swift.Double, margin: Swift.Double, maxWidth: Swift.Double, paddingTop: Swift.Double,
            paddingHorizontal: Swift.Double, paddingBottom: Swift.Double, bottomInset: Swift.Double
        ) {
            self.background = background
            self.cornerRadius = cornerRadius
            self.margin = margin
            self.maxWidth = maxWidth
            self.paddingTop = paddingTop
            self.paddingHorizontal = paddingHorizontal
            self.paddingBottom = paddingBottom
            self.bottomInset = bottomInset
        }
    }

    /// A button style group (`button.primary`, `button.mono`): its colours and border.
    public struct ButtonStyle: Swift.Sendable {
        public var background: DialogColor
        public var foreground: DialogColor
        public var border: DialogAppearance.Border?

        public init(background: DialogColor, foreground: DialogColor, border: DialogAppearance.Border? = nil) {
            self.background = background
            self.foreground = foreground
            self.border = border
        }
    }

    /// The `button` tokens every button shares, and the four roles' styles.
    public struct Button: Swift.Sendable {
        public var height: Swift.Double
        public var cornerRadius: Swift.Double
        public var paddingHorizontal: Swift.Double
        public var paddingVertical: Swift.Double
        public var typography: DialogTypography
        public var titleMaxLines: Swift.Double
        /// Seconds an async button shows success or failure before it settles.
        public var feedbackDuration: Swift.Double
        public var primary: ButtonStyle
        public var secondary: ButtonStyle
        public var cancel: ButtonStyle
        public var destructive: ButtonStyle

        public init(
            height: Swift.Double, cornerRadius: Swift.Double, paddingHorizontal: Swift.Double, paddingVertical: Swift.Double,
            typography: DialogTypography, titleMaxLines: Swift.Double, feedbackDuration: Swift.Double,
            primary: ButtonStyle, secondary: ButtonStyle, cancel: ButtonStyle, destructive: ButtonStyle
        ) {
            self.height = height
            self.cornerRadius = cornerRadius
            self.paddingHorizontal = paddingHorizontal
            self.paddingVertical = paddingVertical
            self.typography = typography
            self.titleMaxLines = titleMaxLines
            self.feedbackDuration = feedbackDuration
            self.primary = primary
            self.secondary = secondary
            self.cancel = cancel
            self.destructive = destructive
        }

        /// The style of a button's role.
        public func style(of role: DialogButtonRole) -> ButtonStyle {
            switch role {
            case .primary: primary
            case .secondary: secondary
            case .cancel: cancel
            case .destructive: destructive
            }
        }
    }

    /// The texts, spacings and backdrop of every presentation.
    public struct Shared: Swift.Sendable {
        public var spacingIcon: Swift.Double
        public var spacingTitleMessage: Swift.Double
        public var spacingContent: Swift.Double
        public var spacingButtons: Swift.Double
        public var titleTypography: DialogTypography
        public var titleColor: DialogColor
        public var messageTypography: DialogTypography
        public var messageColor: DialogColor
        public var dimColor: DialogColor
        public var dimOpacity: Swift.Double
        /// The backdrop's fade.
        public var dimTransition: DialogTransition
        public var transitionIn: DialogTransition
        public var transitionOut: DialogTransition

        public init(
            spacingIcon: Swift.Double, spacingTitleMessage: Swift.Double, spacingContent: Swift.Double, spacingButtons: Swift.Double,
            titleTypography: DialogTypography, titleColor: DialogColor, messageTypography: DialogTypography, messageColor: DialogColor,
            dimColor: DialogColor, dimOpacity: Swift.Double, dimTransition: DialogTransition,
            transitionIn: DialogTransition, transitionOut: DialogTransition
        ) {
            self.spacingIcon = spacingIcon
            self.spacingTitleMessage = spacingTitleMessage
            self.spacingContent = spacingContent
            self.spacingButtons = spacingButtons
            self.titleTypography = titleTypography
            self.titleColor = titleColor
            self.messageTypography = messageTypography
            self.messageColor = messageColor
            self.dimColor = dimColor
            self.dimOpacity = dimOpacity
            self.dimTransition = dimTransition
            self.transitionIn = transitionIn
            self.transitionOut = transitionOut
        }
    }

    /// The `content` elements' and the icon's tokens.
    public struct Content: Swift.Sendable {
        /// A text field's least height.
        public var fieldMinHeight: Swift.Double
        /// Between a text field's edges and its one line of text.
        public var fieldPadding: Swift.Double
        /// Between a checkbox's box and its title.
        public var checkboxGap: Swift.Double
        /// The icon's side at the default Dynamic Type size.
        public var iconSize: Swift.Double
        /// The least of the scroll region that shows, in message lines.
        public var scrollMinVisibleLines: Swift.Double

        public init(
            fieldMinHeight: Swift.Double, fieldPadding: Swift.Double, checkboxGap: Swift.Double, iconSize: Swift.Double,
            scrollMinVisibleLines: Swift.Double
        ) {
            self.fieldMinHeight = fieldMinHeight
            self.fieldPadding = fieldPadding
            self.checkboxGap = checkboxGap
            self.iconSize = iconSize
            self.scrollMinVisibleLines = scrollMinVisibleLines
        }
    }

    public var alert: Card
    public var sheet: Card
    public var shared: Shared
    public var button: Button
    public var content: Content
    /// The highlight styles' colours by name (`accent` for `<accent>`).
    public var highlights: [Swift.String: DialogColor]
    /// The button style groups by name (`mono` for `button.mono`).
    public var buttonStyles: [Swift.String: ButtonStyle]
    /// The config's locales, the default first: what a presenter matches the app's locale and
    /// the user's preferred languages against.
    public var locales: [Swift.String]
    /// The config's `koreanLineBreak`, which the presenters apply to the Korean texts they draw.
    public var koreanLineBreak: DialogKoreanLineBreak

    public init(
        alert: Card, sheet: Card, shared: Shared, button: Button, content: Content, highlights: [Swift.String: DialogColor],
        buttonStyles: [Swift.String: ButtonStyle], locales: [Swift.String], koreanLineBreak: DialogKoreanLineBreak
    ) {
        self.alert = alert
        self.sheet = sheet
        self.shared = shared
        self.button = button
        self.content = content
        self.highlights = highlights
        self.buttonStyles = buttonStyles
        self.locales = locales
        self.koreanLineBreak = koreanLineBreak
    }

    /// The configured locale of the first of `identifiers` that matches one (the app's locale,
    /// then the user's preferred languages); the default when none does
    /// (`DialogTextTable.locale(matching:)`).
    public func locale(matching identifiers: [Swift.String]) -> Swift.String {
        DialogTextTable(locales: locales).locale(matching: identifiers)
    }

    /// The configured locale that best matches `identifier`; the default for nil or no match.
    public func locale(matching identifier: Swift.String?) -> Swift.String {
        locale(matching: identifier.map { [$0] } ?? [])
    }

    /// The card of `presentation`.
    public func card(_ presentation: DialogPresentation) -> Card {
        presentation == .sheet ? sheet : alert
    }
}
