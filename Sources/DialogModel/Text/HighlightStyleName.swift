/// The name of a highlight style, `accent` in `<accent>…</accent>` and in a `highlights`
/// entry, drawn with the colour token `highlight.<name>`. One pattern for both places,
/// `[a-z][a-zA-Z0-9]*`, so any style usable in one is usable in the other.
public enum HighlightStyleName {
    public static func isValid(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let head = scalars.next(), ("a"..."z").contains(head) else { return false }
        while let next = scalars.next() {
            guard ("a"..."z").contains(next) || ("A"..."Z").contains(next) || ("0"..."9").contains(next) else { return false }
        }
        return true
    }
}
