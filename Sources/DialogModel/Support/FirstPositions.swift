/// The position of the first occurrence of each key recorded: the earlier id a later one
/// clashes with, the first button of an id.
///
/// Searched in order while there are at most `searchedKeys` keys, which is quicker than
/// hashing for the handful a spec usually has, and hashed beyond, so that a spec with
/// thousands of names costs a lookup per name rather than a search per name (as the JSON
/// parser's objects switch to a hash table past 16 members).
public struct FirstPositions<Key: Hashable> {
    public static var searchedKeys: Int { 16 }

    /// Each key's first occurrence, while there are few.
    private var searched: [(key: Key, position: Int)] = []
    private var hashed: [Key: Int]?

    public init() {}

    /// The position first recorded for `key`, or nil.
    public func position(of key: Key) -> Int? {
        if let hashed { return hashed[key] }
        return searched.first { $0.key == key }?.position
    }

    /// The position first recorded for `key`; when there is none, records `position` for it
    /// and returns nil.
    @discardableResult
    public mutating func recordFirst(_ key: Key, at position: Int) -> Int? {
        if hashed != nil {
            if let earlier = hashed![key] { return earlier }
            hashed![key] = position
            return nil
        }
        if let earlier = searched.first(where: { $0.key == key }) { return earlier.position }
        searched.append((key, position))
        if searched.count > Self.searchedKeys {
            hashed = Dictionary(uniqueKeysWithValues: searched.lazy.map { ($0.key, $0.position) })
            searched = []
        }
        return nil
    }
}
