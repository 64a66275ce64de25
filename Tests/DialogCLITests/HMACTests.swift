import DialogCompiler
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
        #expect(code.verifies(Array(expected.utf8), Array(message.utf8)))
        #expect(!code.verifies(Array(expected.utf8), Array((message + ".").utf8)))
        #expect(!HMACSHA256(key: key + [1]).verifies(Array(expected.utf8), Array(message.utf8)))
        // A string's bytes are hashed where they lie, any other collection joined first:
        // the same code either way.
        #expect(code.hex(message.utf8) == expected)
        #expect(code.hex(message.utf8.lazy.map { $0 }) == expected)
    }

    /// A long message, hashed in place after the key's block: the same code as the key's
    /// block and the message joined and hashed by the one-shot digest.
    @Test func aLongMessageHashedInPlaceMatchesTheJoinedDigest() {
        let message = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let key = [UInt8](repeating: 0x5a, count: 64)
        let joined = SHA256.digest(key.map { $0 ^ 0x5c } + SHA256.digest(key.map { $0 ^ 0x36 } + message))
        #expect(HMACSHA256(key: key).code(message) == joined)
        #expect(HMACSHA256(key: key).code(message.lazy.map { $0 }) == joined)
    }
}
