/// Did-you-mean: the candidate closest to a misspelled word, if one is close enough to be a
/// plausible typo (edit distance at most a third of the word, at least 1, case ignored).
public enum Suggestion {
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        let limit = max(1, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The candidate close enough to be a plausible typo when it is the only one: the one
    /// answer a fix can take without a person choosing.
    public static func unique(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        let limit = max(1, lowered.count / 3)
        var found: String?
        for candidate in candidates where editDistance(lowered, Array(candidate.lowercased().unicodeScalars)) <= limit {
            guard found == nil else { return nil }
            found = candidate
        }
        return found
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost one, so `titel` is one edit from `title`.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}
