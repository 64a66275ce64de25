/// The ranges of the lengths, numbers and durations dialogc reads (docs/format/spec.md and
/// docs/format/tokens.md, "Limits"). Beyond them a value has no meaning for a dialog, and
/// layout and generated code would carry it on: a frame that is infinite, a Swift literal
/// that does not compile, or a length past `Int`'s range that traps where it is rounded.
/// The decoders report a value outside them (`invalid-value` in a spec, `invalid-token` in
/// a token file) and leave it out.
public enum ValueLimits {
    /// A dimension a spec writes, in points: 0 to 10 000.
    public static let specPoints: ClosedRange<Double> = 0...10_000
    /// A duration, in a spec or a token file, in seconds: 0 to 60 (as a spring's duration).
    public static let seconds: ClosedRange<Double> = 0...60
    /// A dimension token (in points) or a number token: from -1 000 000 to 1 000 000. Wider
    /// than a spec's, since a shared token file may hold values no dialog uses (a 99999px
    /// "fully rounded" radius); negative, since offsets and letter spacing may be.
    public static let tokenMagnitude: ClosedRange<Double> = -1_000_000...1_000_000
    /// A parameter's `maxLength`, in characters: at most 10 000, as long as a text may be drawn.
    public static let maxLength = 10_000
}
