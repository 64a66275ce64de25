import DialogModel
import DialogTokens

/// `DialogContract.project` in `DialogTokens.swift`: the contract tokens the presenters read,
/// made once from the file's own constants. Each dialog's `DialogStyle` carries it, so the
/// runtime (`Sources/DialogRuntime`) reads the project's tokens through the dialog and never
/// names `DialogTokens`, which only the project has. It carries the config's locales and
/// Korean line-break policy too, which the presenters read with the tokens.
enum TokenContract {
    static func project(
        _ designSystem: DesignSystem, access: SwiftAccess?, locales: [String], koreanLineBreak: KoreanLineBreak
    ) -> SwiftDeclaration {
        let value = SwiftExpression.call(.identifier("DialogContract"), [
            SwiftArgument("alert", card("alert", maxWidth: token("dialog.alert.maxWidth"), bottomInset: .integer(0))),
            SwiftArgument("sheet", card("sheet", maxWidth: .identifier("Swift.Double.infinity"), bottomInset: token("dialog.sheet.bottomInset"))),
            SwiftArgument("shared", .call(.identifier("Shared"), [
                argument("spacingIcon", "dialog.spacing.icon"), argument("spacingTitleMessage", "dialog.spacing.titleMessage"),
                argument("spacingContent", "dialog.spacing.content"), argument("spacingButtons", "dialog.spacing.buttons"),
                argument("titleTypography", "dialog.title.typography"), argument("titleColor", "dialog.title.color"),
                argument("messageTypography", "dialog.message.typography"), argument("messageColor", "dialog.message.color"),
                argument("dimColor", "dialog.dim.color"), argument("dimOpacity", "dialog.dim.opacity"),
                argument("dimTransition", "dialog.dim.transition"), argument("transitionIn", "dialog.transition.in"),
                argument("transitionOut", "dialog.transition.out"),
            ])),
            SwiftArgument("button", .call(.identifier("Button"), [
                argument("height", "button.height"), argument("cornerRadius", "button.cornerRadius"),
                argument("paddingHorizontal", "button.padding.horizontal"), argument("paddingVertical", "button.padding.vertical"),
                argument("typography", "button.typography"), argument("titleMaxLines", "button.titleMaxLines"),
                argument("feedbackDuration", "button.feedback.duration"),
            ] + ["primary", "secondary", "cancel", "destructive"].map {
                // A role's own style draws no border, as before the contract; a group named by a dialog does.
                SwiftArgument($0, buttonStyle("button." + $0, hasBorder: false))
            })),
            SwiftArgument("content", .call(.identifier("Content"), [
                argument("fieldMinHeight", "dialog.field.minHeight"), argument("fieldPadding", "dialog.field.padding"),
                argument("checkboxGap", "dialog.checkbox.gap"), argument("iconSize", "dialog.icon.size"),
                argument("scrollMinVisibleLines", "dialog.scroll.minVisibleLines"),
            ])),
            SwiftArgument("highlights", .dictionary(SwiftTokensEmitter.highlights(designSystem).map { name, member in
                SwiftDictionaryEntry(.string(name), .identifier("DialogTokens.Highlight").member(member))
            })),
            SwiftArgument("buttonStyles", .dictionary(SwiftTokensEmitter.buttonStyles(designSystem).map { name, group, hasBorder in
                SwiftDictionaryEntry(.string(name), buttonStyle(group, hasBorder: hasBorder))
            })),
            SwiftArgument("locales", .array(locales.map { .string($0) })),
            SwiftArgument("koreanLineBreak", .identifier("." + koreanLineBreak.rawValue)),
        ])
        return .extensionDeclaration(SwiftExtension(extendedType: "DialogContract", members: [
            .property(SwiftProperty(
                doc: SwiftDocComment("The contract tokens of this design system and the config's locales, which every generated dialog's `DialogStyle` carries."),
                access: access, isStatic: true, isMutable: false, name: "project", type: "DialogContract", value: value)),
        ]))
    }

    private static func card(_ presentation: String, maxWidth: SwiftExpression, bottomInset: SwiftExpression) -> SwiftExpression {
        let path = "dialog." + presentation
        return .call(.identifier("Card"), [
            argument("background", path + ".background"), argument("cornerRadius", path + ".cornerRadius"),
            argument("margin", path + ".margin"), SwiftArgument("maxWidth", maxWidth),
            argument("paddingTop", path + ".padding.top"), argument("paddingHorizontal", path + ".padding.horizontal"),
            argument("paddingBottom", path + ".padding.bottom"), SwiftArgument("bottomInset", bottomInset),
        ])
    }

    private static func buttonStyle(_ group: String, hasBorder: Bool) -> SwiftExpression {
        var arguments = [argument("background", group + ".background"), argument("foreground", group + ".foreground")]
        if hasBorder {
            arguments.append(SwiftArgument("border", .call(.identifier("DialogAppearance.Border"), [
                argument("color", group + ".border.color"), argument("width", group + ".border.width"),
            ])))
        }
        return .call(.identifier("ButtonStyle"), arguments)
    }

    private static func argument(_ label: String, _ path: String) -> SwiftArgument {
        SwiftArgument(label, token(path))
    }

    /// `dialog.alert.padding.top` -> `DialogTokens.Dialog.Alert.Padding.top`, as `TokenTree` names it.
    private static func token(_ path: String) -> SwiftExpression {
        let components = path.split(separator: ".").map(String.init)
        let group = SwiftTokensEmitter.tokenReference(components.dropLast().joined(separator: "."))
        let leaf = TokenSwiftNames.member(components[components.count - 1]) ?? components[components.count - 1]
        return .identifier("DialogTokens." + SwiftRenderer().inline(group) + "." + leaf)
    }
}
