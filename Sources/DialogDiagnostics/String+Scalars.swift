extension String {
    /// The string of `scalars`, encoded to UTF-8 in one buffer. Appending scalars to a
    /// `String.UnicodeScalarView` one by one is several times slower; layout builds the text
    /// of every line this way, and the markup parser every literal run. (Inlinable, so that each caller gets it specialised for its
    /// collection type.)
    @inlinable package init<Scalars: Collection<Unicode.Scalar>>(scalars: Scalars) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count * 4)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        self = String(decoding: utf8, as: UTF8.self)
    }
}
