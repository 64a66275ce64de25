/// HMAC-SHA256 (RFC 2104, FIPS 198-1) on top of `SHA256`: what binds every cache entry to a
/// secret the machine or the CI holds (`CacheSecret`), so that a cache file that arrives
/// with a checkout cannot vouch for anything.
public struct HMACSHA256: Sendable {
    /// The key padded to a block, XORed with the inner and outer pads.
    private let innerPad: [UInt8]
    private let outerPad: [UInt8]

    public init(key: [UInt8]) {
        var block = key.count > 64 ? SHA256.digest(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        innerPad = block.map { $0 ^ 0x36 }
        outerPad = block.map { $0 ^ 0x5c }
    }

    /// The 32-byte code of `message`, hashed where it lies when its storage is contiguous.
    public func code(_ message: some Collection<UInt8>) -> [UInt8] {
        code { pass in
            if message.withContiguousStorageIfAvailable(pass) == nil { Array(message).withUnsafeBufferPointer(pass) }
        }
    }

    /// The code of the bytes `produce` passes on, in order, a piece at a time: the same as
    /// `code(_:)` of them joined, without ever joining them.
    func code(producing produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> [UInt8] {
        var inner = SHA256.Hasher()
        innerPad.withUnsafeBufferPointer { inner.update($0) }
        produce { inner.update($0) }
        return SHA256.digest(outerPad + inner.finalize())
    }

    /// The code as 64 lowercase hexadecimal digits.
    public func hex(_ message: some Collection<UInt8>) -> String {
        SHA256.hexString(code(message))
    }

    /// Whether `hex` is the code of `message`, compared without stopping at the first
    /// difference.
    public func verifies(_ hex: some Collection<UInt8>, _ message: some Collection<UInt8>) -> Bool {
        let expected = Array(self.hex(message).utf8)
        guard hex.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(hex, expected) { difference |= left ^ right }
        return difference == 0
    }
}
