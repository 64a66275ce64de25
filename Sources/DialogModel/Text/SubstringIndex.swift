/// Where a sequence first occurs in a text, in time proportional to the sequence, after one
/// pass over the text: a suffix automaton (Blumer et al., 1985), each state keeping the end
/// of the first occurrence of the substrings it stands for.
///
/// A spec's `highlights` entries are each looked for in the message (the
/// `highlight-not-found` rule by characters, the layout by scalars, the emitter by
/// characters and placeholders); searching the message once per entry made thousands of
/// entries quadratic. Building the index costs about as much as a few searches, so callers
/// search directly when there are only a few entries (`worthBuilding`).
public struct SubstringIndex<Element: Hashable> {
    /// Below this many sequences to look up, searching the text for each is quicker.
    public static func worthBuilding(forLookups count: Int) -> Bool { count > 8 }

    /// Per state: the length of its longest substring, its suffix link, the index of the
    /// last element of its first occurrence, and its transitions.
    private var lengths: [Int] = [0]
    private var links: [Int] = [-1]
    private var firstEnds: [Int] = [-1]
    private var transitions: [[Element: Int]] = [[:]]

    public init(_ text: some Sequence<Element>) {
        var last = 0
        for (position, element) in text.enumerated() {
            let current = lengths.count
            lengths.append(lengths[last] + 1)
            links.append(0)
            firstEnds.append(position)
            transitions.append([:])
            var state = last
            while state >= 0, transitions[state][element] == nil {
                transitions[state][element] = current
                state = links[state]
            }
            if state >= 0 {
                let next = transitions[state][element]!
                if lengths[state] + 1 == lengths[next] {
                    links[current] = next
                } else {
                    // `next` also stands for longer substrings: split off the shorter ones.
                    let clone = lengths.count
                    lengths.append(lengths[state] + 1)
                    links.append(links[next])
                    firstEnds.append(firstEnds[next])
                    transitions.append(transitions[next])
                    while state >= 0, transitions[state][element] == next {
                        transitions[state][element] = clone
                        state = links[state]
                    }
                    links[next] = clone
                    links[current] = clone
                }
            }
            last = current
        }
    }

    /// The index in the text at which `sequence` first starts, or nil when it does not occur.
    /// An empty sequence starts at 0.
    public func firstOccurrence(of sequence: some Collection<Element>) -> Int? {
        var state = 0
        for element in sequence {
            guard let next = transitions[state][element] else { return nil }
            state = next
        }
        return state == 0 ? 0 : firstEnds[state] - sequence.count + 1
    }
}
