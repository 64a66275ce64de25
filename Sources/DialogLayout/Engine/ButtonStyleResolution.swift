import DialogModel
import DialogTokens

/// The style group a button is drawn with, resolved one way for every reader: layout
/// (`ContractStyle.buttonColors`, and through it the catalog's `DialogStyleValues` and theme
/// recolouring) and the `contrast` rule. What differs is only the fallback where the theme
/// lacks the button's group (or gives it no colours): layout draws the group of the button's
/// role, then the embedded default's (`.roleThenDefaults`); `contrast` checks nothing
/// (`.none`: the token rules report the missing group).
public enum ButtonStyleResolution {
    public enum Fallback: Sendable {
        /// Only the button's own group: nil where the theme lacks it.
        case none
        /// The button's group, then its role's, in the theme and then in these defaults.
        case roleThenDefaults(Theme?)
    }

    /// The style tokens of `group` (a button of `role`) in `theme`, with both colours; nil
    /// where neither it nor the fallback has them.
    public static func style(group: String, role: ButtonRole, in theme: Theme, fallback: Fallback) -> ButtonStyleTokens? {
        switch fallback {
        case .none:
            return colored(theme.buttonStyle(group))
        case .roleThenDefaults(let defaults):
            let groups = [group, ButtonRole.defaultStyleGroup(for: role)]
            for source in [theme, defaults].compactMap({ $0 }) {
                for group in groups {
                    if let style = colored(source.buttonStyle(group)) { return style }
                }
            }
            return nil
        }
    }

    private static func colored(_ style: ButtonStyleTokens?) -> ButtonStyleTokens? {
        guard let style, style.background.value.color != nil, style.foreground.value.color != nil else { return nil }
        return style
    }
}
