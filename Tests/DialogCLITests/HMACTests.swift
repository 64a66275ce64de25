@testable import DialogCompiler
import Testing

/// The caches' HMAC-SHA256 against RFC 4231's test cases (a short key, a key shorter than
/// the message, and a key longer than a block, which is hashed first).
@Suite struct HMACTests {
    @Test(arguments: [
        ([UInt8](repeating: 0x0b, count: 20), "Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        (Array("Jefe".utf8), "what do ya want for nothing?", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        (
            [UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
    ])
    func rfc4231(_ key: [UInt8], _ message: String, _ expected: String) {
        let code = HMACSHA256(key: key)
        #expect(code.hex(Array(message.utf8)) == expected)
        // A message whose storage is not contiguous (a reversed view, read back) codes the same.
        #expect(code.hex(Array(message.utf8).reversed().reversed() as ReversedCollection<ReversedCollection<[UInt8]>>) == expected)
        #expect(code.hex(message.utf8) == expected)
        #expect(code.verifies(Array(expected.utf8), Array(message.utf8)))
        #expect(!code.verifies(Array(expected.utf8), Array((message + ".").utf8)))
        #expect(!HMACSHA256(key: key + [1]).verifies(Array(expected.utf8), Array(message.utf8)))
        // Passed on a piece at a time, in pieces that do not end on blocks: the same code.
        let bytes = Array(message.utf8)
        let pieces = stride(from: 0, to: bytes.count, by: 7).map { Array(bytes[$0..<min($0 + 7, bytes.count)]) }
        #expect(SHA256.hexString(code.code { feed in pieces.forEach { $0.withUnsafeBufferPointer(feed) } }) == expected)
    }

    /// The hasher that takes its bytes in pieces gives the one-shot digest, for pieces that
    /// straddle blocks, fill one exactly, or are empty.
    @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 127, 128, 100_003])
    func aDigestInPiecesIsTheOneShotDigest(_ count: Int) {
        let message = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for size in [1, 13, 64, 1_000] {
            var hasher = SHA256.Hasher()
            for start in stride(from: 0, to: count, by: size) {
                message[start..<min(start + size, count)].withUnsafeBufferPointer { hasher.update($0) }
                [UInt8]().withUnsafeBufferPointer { hasher.update($0) }
            }
            #expect(hasher.finalize() == SHA256.digest(message), "\(count) bytes in pieces of \(size)")
        }
    }
}
