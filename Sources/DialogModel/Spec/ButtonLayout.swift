import DialogDiagnostics

/// The spec's `layout` object: how the buttons are arranged.
public struct ButtonLayout: Sendable, Hashable {
    public var buttons: Defaulted<ButtonArrangement>
    /// Fractions of the button row, one per button (checked against the buttons by the
    /// `button-widths` rule); nil when not written. Each entry is in (0, 1].
    public var widths: Located<[Located<Double>]>?

    public init(buttons: Defaulted<ButtonArrangement> = Defaulted(default: .auto), widths: Located<[Located<Double>]>? = nil) {
        self.buttons = buttons
        self.widths = widths
    }
}

/// How the buttons are arranged.
public enum ButtonArrangement: String, Sendable, Hashable, CaseIterable {
    /// A row, leading to trailing.
    case horizontal
    /// A stack, top to bottom.
    case vertical
    /// A row when the titles fit, else a stack (the default).
    case auto
}
