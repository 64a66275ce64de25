/// Emoji sequences of UTS #51 (section 1.4.9, "EBNF and Regex"), which a renderer draws as
/// one glyph: flags (two regional indicators), keycaps (`[0-9#*]` U+FE0F U+20E3), modifier
/// sequences (a base and a skin tone), presentation sequences (a character and U+FE0F),
/// tag sequences (a base, tags, U+E007F) and ZWJ sequences of any of these.
///
/// Text measurement gives such a sequence one glyph's advance on its first scalar and none
/// to the rest. Scalars are read around one position only, so measuring stays per scalar.
public enum EmojiSequence {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let emojiPresentationSelector: UInt32 = 0xFE0F
    static let textPresentationSelector: UInt32 = 0xFE0E
    static let combiningKeycap: UInt32 = 0x20E3
    static let modifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    static let tags: ClosedRange<UInt32> = 0xE0020...0xE007F
    /// Regional indicators looked at before a position to find its pair; a longer run is
    /// paired from this far back (a flag in the middle of 256 indicators is no dialog text).
    static let regionalIndicatorLookBehind = 256

    /// Whether `scalars[index]` belongs to the emoji sequence of the scalar before it (it
    /// adds nothing to the width).
    public static func continues(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0 else { return false }
        let value = scalars[index].value
        if value < zeroWidthJoiner { return false }
        let previous = scalars[index - 1]
        switch value {
        case zeroWidthJoiner, emojiPresentationSelector, combiningKeycap:
            return isEmojiElement(previous) || isKeycapBase(previous) || previous.value == emojiPresentationSelector
                || modifiers.contains(previous.value) || tags.contains(previous.value)
        case modifiers:
            return isEmojiElement(previous)
        case tags:
            return isEmojiElement(previous) || tags.contains(previous.value)
        case regionalIndicators:
            var count = 0
            var before = index - 1
            while before >= 0, count < regionalIndicatorLookBehind, regionalIndicators.contains(scalars[before].value) {
                count += 1
                before -= 1
            }
            return count % 2 == 1
        default:
            // An element after a joiner that itself followed an emoji.
            return previous.value == zeroWidthJoiner && isEmojiElement(scalars[index]) && continues(scalars, at: index - 1)
        }
    }

    /// Whether `scalars[index]` starts a sequence of two or more scalars drawn as one emoji.
    public static func starts(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 1 < scalars.count, scalars[index + 1].value >= zeroWidthJoiner else { return false }
        return !continues(scalars, at: index) && continues(scalars, at: index + 1)
            && scalars[index + 1].value != textPresentationSelector
    }

    /// The end of the emoji sequence that starts at `start` (its scalar count past
    /// `start`), or `start + 1` when none starts there: the helper the line breaker can use
    /// to keep a sequence whole.
    public static func end(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start + 1
        guard starts(scalars, at: start) else { return end }
        while end < scalars.count, continues(scalars, at: end) { end += 1 }
        return end
    }

    static func isEmojiElement(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xA9 && scalar.properties.isEmoji && !regionalIndicators.contains(scalar.value)
    }

    static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "#" || scalar == "*"
    }
}
