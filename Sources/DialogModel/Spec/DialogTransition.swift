/// The spec's `transition` object. Nil values mean the contract tokens
/// `dialog.transition.in` and `dialog.transition.out`.
public struct DialogTransition: Sendable, Hashable {
    /// Appearing: a transition token reference, or a duration literal.
    public var appear: Located<StyleValue>?
    /// Disappearing: a transition token reference, or a duration literal.
    public var disappear: Located<StyleValue>?

    public init(appear: Located<StyleValue>? = nil, disappear: Located<StyleValue>? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}
