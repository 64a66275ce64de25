/// A tiny, fixed-seed pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014).
///
/// The corpus must be the same on every machine and every run, so the benchmark never
/// takes randomness from the system; and the helpers below map numbers to ranges with
/// our own arithmetic, so a change in the standard library cannot change the corpus.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0 ..< bound` (multiply-shift; the tiny bias does not matter here).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(((next() >> 32) &* UInt64(bound)) >> 32)
    }

    /// A number in `range`.
    mutating func between(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with the given chance in percent.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
