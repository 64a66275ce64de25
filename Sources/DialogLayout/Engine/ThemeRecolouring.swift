import DialogModel
import DialogTokens

/// Reuses one theme's tree for another theme that differs from it only in colours
/// (the corpus's dark theme changes colours only, and laying every combination out again
/// for it was half of lint's layout time).
///
/// Layout reads a theme only through `ContractStyle`, which remembers every answer it
/// gave. A tree laid out with style `first` therefore depends on the theme only through the
/// answers in `first`'s memo. When `other` gives the same answer to every one of those
/// questions that is not about a colour, laying out with `other` takes the same path and
/// makes the same geometry; only the colours differ, and each node's colour comes from a
/// question its type names (`recolour(_:buttonForeground:)` mirrors where the engine asks them). A node
/// with a colour the engine never gives its type makes `recolour` return nil, and the
/// caller lays out afresh.
struct ThemeRecolouring {
    let style: ContractStyle

    /// Whether `other` answers every non-colour question in `memo` (the first style's) as
    /// it was answered (for colour questions: whether there is an answer at all, which the
    /// engine could branch on).
    ///
    /// `contractAgrees`: the caller knows the two themes' contract answers agree on every
    /// question (`ContractAnswers.agreesExceptColours`), so only the questions the spec
    /// overrides (`other.overrides`), the backdrop's tokens and the highlights are compared.
    static func agrees(_ memo: ContractStyle.Memo, _ other: ContractStyle, contractAgrees: Bool = false) -> Bool {
        for (question, value) in memo.answered where !contractAgrees || other.overrides(question) {
            let answer = other.value(question)
            if question.type == .color ? (value == nil) != (answer == nil) : value != answer { return false }
        }
        for (key, value) in memo.tokens {
            let answer = other.token(key.key, key.type)
            if key.type == .color ? (value == nil) != (answer == nil) : value != answer { return false }
        }
        for (name, value) in memo.highlights where (value == nil) != (other.highlightColor(name) == nil) {
            return false
        }
        return true
    }

    /// `tree` with every colour asked again of `style` and the theme renamed; nil when a
    /// node carries a colour this does not know the source of.
    func recolour(_ tree: LayoutTree, theme: String) -> LayoutTree? {
        var tree = tree
        tree.theme = theme
        guard recolour(&tree.root, buttonForeground: nil) else { return nil }
        return tree
    }

    /// `buttonForeground` is the enclosing button's foreground when `node` is inside a
    /// button (`.some(nil)` when that button has none): its labels take that colour, so the
    /// button's colours are asked once rather than again per label.
    private func recolour(_ node: inout LayoutNode, buttonForeground: RGBAColor??) -> Bool {
        var background: RGBAColor?
        var foreground: RGBAColor?
        switch node.type {
        case .dim: background = style.dimColor()
        case .dialog: background = style.color(.background)
        case .icon, .title: foreground = style.color(.titleColor)
        case .message: foreground = style.color(.messageColor)
        case .button:
            guard let info = node.button, let role = ButtonRole(rawValue: info.role) else { return false }
            let colors = style.buttonColors(styleGroup: info.styleGroup, role: role)
            (background, foreground) = (colors.background, colors.foreground)
        case .label:
            if let inherited = buttonForeground {
                foreground = inherited
            } else {
                foreground = style.color(.messageColor)
            }
        case .screen, .scroll, .element, .buttons: break
        }
        // The engine gives a node exactly the colours its type names; anything else means
        // this mirror is out of date, and a fresh layout is the safe answer.
        guard (node.style.background == nil) == (background == nil), (node.style.foreground == nil) == (foreground == nil) else {
            return false
        }
        node.style.background = background
        node.style.foreground = foreground
        if node.text != nil {
            for index in node.text!.highlights.indices {
                node.text!.highlights[index].color = style.highlightColor(node.text!.highlights[index].style)
            }
        }
        let inherited: RGBAColor?? = node.type == .button ? .some(foreground) : nil
        for index in node.children.indices {
            guard recolour(&node.children[index], buttonForeground: inherited) else { return false }
        }
        return true
    }
}
