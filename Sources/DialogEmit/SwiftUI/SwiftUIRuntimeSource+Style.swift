extension SwiftUIRuntimeSource {
    /// `DialogStyle`: the contract tokens one dialog draws with. Its initializer's labels and
    /// their order are what `SwiftUIStyleOverrides` writes.
    static let style = #"""

/// The dialog contract tokens one dialog draws with: its presentation's card tokens, the
/// shared spacings and texts, the backdrop and the transitions. A generated dialog passes
/// only what its spec overrides (resolved by dialogc); the rest are the contract tokens.
struct DialogStyle: Sendable {
    var background: DialogColor
    var cornerRadius: Double
    /// The distance to the screen's sides.
    var margin: Double
    var maxWidth: Double
    var paddingTop: Double
    var paddingHorizontal: Double
    var paddingBottom: Double
    /// A sheet's distance above the bottom safe area; 0 for an alert.
    var bottomInset: Double
    var spacingIcon: Double
    var spacingTitleMessage: Double
    var spacingContent: Double
    var spacingButtons: Double
    var titleTypography: DialogTypography
    var titleColor: DialogColor
    var messageTypography: DialogTypography
    var messageColor: DialogColor
    var dimColor: DialogColor
    var dimOpacity: Double
    var transitionIn: DialogTransition
    var transitionOut: DialogTransition

    init(
        _ presentation: DialogPresentation, background: DialogColor? = nil, cornerRadius: Double? = nil,
        margin: Double? = nil, maxWidth: Double? = nil, paddingTop: Double? = nil, paddingHorizontal: Double? = nil,
        paddingBottom: Double? = nil, bottomInset: Double? = nil, spacingIcon: Double? = nil,
        spacingTitleMessage: Double? = nil, spacingContent: Double? = nil, spacingButtons: Double? = nil,
        titleTypography: DialogTypography? = nil, titleColor: DialogColor? = nil,
        messageTypography: DialogTypography? = nil, messageColor: DialogColor? = nil, dimColor: DialogColor? = nil,
        dimOpacity: Double? = nil, transitionIn: DialogTransition? = nil, transitionOut: DialogTransition? = nil
    ) {
        typealias Alert = DialogTokens.Dialog.Alert
        typealias Sheet = DialogTokens.Dialog.Sheet
        typealias Tokens = DialogTokens.Dialog
        let isSheet = presentation == .sheet
        self.background = background ?? (isSheet ? Sheet.background : Alert.background)
        self.cornerRadius = cornerRadius ?? (isSheet ? Sheet.cornerRadius : Alert.cornerRadius)
        self.margin = margin ?? (isSheet ? Sheet.margin : Alert.margin)
        self.maxWidth = maxWidth ?? (isSheet ? .infinity : Alert.maxWidth)
        self.paddingTop = paddingTop ?? (isSheet ? Sheet.Padding.top : Alert.Padding.top)
        self.paddingHorizontal = paddingHorizontal ?? (isSheet ? Sheet.Padding.horizontal : Alert.Padding.horizontal)
        self.paddingBottom = paddingBottom ?? (isSheet ? Sheet.Padding.bottom : Alert.Padding.bottom)
        self.bottomInset = bottomInset ?? (isSheet ? Sheet.bottomInset : 0)
        self.spacingIcon = spacingIcon ?? Tokens.Spacing.icon
        self.spacingTitleMessage = spacingTitleMessage ?? Tokens.Spacing.titleMessage
        self.spacingContent = spacingContent ?? Tokens.Spacing.content
        self.spacingButtons = spacingButtons ?? Tokens.Spacing.buttons
        self.titleTypography = titleTypography ?? Tokens.Title.typography
        self.titleColor = titleColor ?? Tokens.Title.color
        self.messageTypography = messageTypography ?? Tokens.Message.typography
        self.messageColor = messageColor ?? Tokens.Message.color
        self.dimColor = dimColor ?? Tokens.Dim.color
        self.dimOpacity = dimOpacity ?? Tokens.Dim.opacity
        self.transitionIn = transitionIn ?? Tokens.Transition.in
        self.transitionOut = transitionOut ?? Tokens.Transition.out
    }
}
"""#
}
