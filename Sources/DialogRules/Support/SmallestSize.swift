/// The smallest of the sizes added, nil until one is: `sizes.compactMap { $0 }.min()`
/// without building the array. `min-font-size` reads a font size per node of every tree it
/// checks, in place.
struct SmallestSize {
    private(set) var size: Double?

    mutating func add(_ candidate: Double?) {
        guard let candidate else { return }
        // Like `min()`: a later value replaces the kept one only when it is smaller.
        if let size, !(candidate < size) { return }
        size = candidate
    }
}
