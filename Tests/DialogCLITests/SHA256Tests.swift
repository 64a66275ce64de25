import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// The build cache's SHA-256 against the FIPS 180-4 examples and against Python's hashlib.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func fipsExamples(_ message: String, _ digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func aMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func digestIsThirtyTwoBytesAndHexIsItsSpelling() {
        let digest = SHA256.digest(Array("abc".utf8))
        #expect(digest.count == 32)
        #expect(SHA256.hexString(digest) == SHA256.hex(Array("abc".utf8)))
    }

    /// Random inputs from a fixed seed: every length up to three blocks (the padding's edge
    /// cases are 55, 56, 63, 64 and 65 bytes, and the same past each further block), and
    /// some longer ones.
    @Test(.enabled(if: PythonOracle.shouldRun(needing: "hashlib")))
    func agreesWithPythonsHashlib() throws {
        var random = SplitMix64(seed: 0x5AA2_56)
        let lengths = Array(0...200) + [255, 256, 257, 1000, 4095, 4096, 4097, 65_535, 65_536, 65_537, 1_000_003]
        let inputs = lengths.map { length in (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let hexInputs = inputs.map { SHA256.hexString($0) }
        let request = try JSONSerialization.data(withJSONObject: hexInputs)
        let script = "import hashlib, json, sys\nprint(json.dumps([hashlib.sha256(bytes.fromhex(h)).hexdigest() for h in json.load(sys.stdin)]))"
        let output = try PythonOracle.output(of: script, input: request)
        let expected = try #require(try JSONSerialization.jsonObject(with: output) as? [String])
        try #require(expected.count == inputs.count)
        for (index, input) in inputs.enumerated() {
            #expect(SHA256.hex(input) == expected[index], "length \(input.count)")
        }
    }
}
