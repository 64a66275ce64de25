/// The spec's `dim` object: the backdrop behind the dialog. Colour and opacity default to
/// the contract tokens `dialog.dim.color` and `dialog.dim.opacity` when nil.
public struct Backdrop: Sendable, Hashable {
    /// A colour token reference or colour literal.
    public var color: Located<StyleValue>?
    /// A number token reference, or a number in 0...1.
    public var opacity: Located<StyleValue>?
    /// Whether tapping the backdrop dismisses the dialog; default true (the common
    /// behaviour of a dimmed overlay; the team-invitation example turns it off).
    public var dismissOnTap: Defaulted<Bool>

    public init(color: Located<StyleValue>? = nil, opacity: Located<StyleValue>? = nil, dismissOnTap: Defaulted<Bool> = Defaulted(default: true)) {
        self.color = color
        self.opacity = opacity
        self.dismissOnTap = dismissOnTap
    }
}
