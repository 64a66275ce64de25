/// How many lines of one text layout breaks before it stops, so that a huge text costs a screenful.
///
/// Breaking costs time in proportion to the text: a 256 KB message took seconds, per
/// device, size, locale and theme. Past a point more lines change nothing a rule decides:
/// once a text alone is taller than the device's screen, the dialog overflows the safe area
/// (`dialog-overflow`) and the text is over every line limit a dialog can show. So a text
/// is broken into at most enough lines to be taller than the screen, and never fewer than
/// `minimum`, so a `text-overflow` limit configured up to `minimum - 1` lines still sees a
/// longer text fail. The lines kept are exactly the first lines of the full layout (greedy
/// breaking never revisits a line), so every text that fits in the budget is laid out as
/// before, byte for byte; a longer one is marked `TextLayout.isTruncated`.
enum LineBudget {
    /// The fewest lines ever kept.
    static let minimum = 256

    static func lines(deviceHeight: Double, lineHeight: Double) -> Int {
        guard lineHeight > 0, deviceHeight.isFinite, deviceHeight > 0 else { return minimum }
        let screenful = (deviceHeight / lineHeight).rounded(.up) + 1
        return screenful >= Double(minimum) ? Int(min(screenful, 1_000_000)) : minimum
    }
}
