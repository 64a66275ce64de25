/// SHA-256 (FIPS 180-4), for the build cache's content hashes.
///
/// Written here rather than taken from a crypto library because the package uses nothing
/// outside the toolchain, and Foundation on Linux has no digest API. The cache needs a hash
/// whose collisions nobody will meet by accident; SHA-256 is the usual choice, fast enough
/// (the spec files of a 10,000-spec catalog are about 15 MB) and checkable against any
/// other implementation (the tests compare it with Python's `hashlib`).
///
/// A no-op build hashes every spec file and verifies the cache, so this is on its path: the
/// state lives in eight local words, the rounds are unrolled eight at a time so the words
/// rotate by argument order rather than by moves, and nothing is allocated per block
/// (BENCHMARKS.md, "A faster SHA-256").
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { digest($0) }
    }

    /// The digest as 64 lowercase hexadecimal digits, the form the cache stores.
    public static func hex(_ bytes: [UInt8]) -> String {
        hexString(digest(bytes))
    }

    public static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var state = State()
        let fullBlocks = bytes.count / 64
        withRounds { schedule, constants in
            if let base = bytes.baseAddress {
                for block in 0..<fullBlocks { state.compress(base + block * 64, schedule: schedule, constants: constants) }
            }
            state.finish(UnsafeBufferPointer(rebasing: bytes[(fullBlocks * 64)...]), length: bytes.count, schedule: schedule, constants: constants)
        }
        return state.digest
    }

    /// SHA-256 of bytes passed on a piece at a time, for a text never held whole (the stamps
    /// file is signed as its lines are made). The same digest as the one-shot form.
    struct Hasher {
        private var state = State()
        /// The bytes after the last full block, fewer than 64.
        private var pending: [UInt8] = []
        private var length = 0

        mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            length += bytes.count
            var start = 0
            withRounds { schedule, constants in
                if !pending.isEmpty {
                    start = min(64 - pending.count, bytes.count)
                    pending += bytes[0..<start]
                    guard pending.count == 64 else { return }
                    pending.withUnsafeBufferPointer { state.compress($0.baseAddress!, schedule: schedule, constants: constants) }
                    pending.removeAll(keepingCapacity: true)
                }
                while bytes.count - start >= 64 {
                    state.compress(base + start, schedule: schedule, constants: constants)
                    start += 64
                }
                pending += bytes[start...]
            }
        }

        /// The digest of everything passed on.
        consuming func finalize() -> [UInt8] {
            var state = state
            withRounds { schedule, constants in
                pending.withUnsafeBufferPointer { state.finish($0, length: length, schedule: schedule, constants: constants) }
            }
            return state.digest
        }
    }

    /// Runs `body` with room for a block's message schedule and the round constants.
    private static func withRounds<Result>(_ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>) -> Result) -> Result {
        roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in body(schedule.baseAddress!, constants.baseAddress!) }
        }
    }

    public static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(digest.count * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The eight state words (FIPS 180-4 section 5.3.3 for their initial values).
    private struct State {
        var a: UInt32 = 0x6a09_e667, b: UInt32 = 0xbb67_ae85, c: UInt32 = 0x3c6e_f372, d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f, f: UInt32 = 0x9b05_688c, g: UInt32 = 0x1f83_d9ab, h: UInt32 = 0x5be0_cd19

        /// The words, big-endian: the digest once the last block is in.
        var digest: [UInt8] {
            [UInt8](unsafeUninitializedCapacity: 32) { buffer, count in
                let raw = UnsafeMutableRawBufferPointer(buffer)
                for (index, word) in zip(0..<8, [a, b, c, d, e, f, g, h]) {
                    raw.storeBytes(of: word.bigEndian, toByteOffset: index * 4, as: UInt32.self)
                }
                count = 32
            }
        }

        /// The last blocks: `rest` (the bytes after the last full block, fewer than 64), 0x80,
        /// zeros, and the message's `length` in bits as a big-endian 64-bit number; one or
        /// two blocks.
        mutating func finish(_ rest: UnsafeBufferPointer<UInt8>, length: Int, schedule: UnsafeMutablePointer<UInt32>, constants: UnsafePointer<UInt32>) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                tail.initialize(repeating: 0)
                for index in 0..<rest.count { tail[index] = rest[index] }
                tail[rest.count] = 0x80
                let tailLength = rest.count + 9 <= 64 ? 64 : 128
                let bitLength = UInt64(length) &* 8
                for index in 0..<8 { tail[tailLength - 1 - index] = UInt8(truncatingIfNeeded: bitLength &>> (8 * UInt64(index))) }
                for block in 0..<(tailLength / 64) { compress(tail.baseAddress! + block * 64, schedule: schedule, constants: constants) }
            }
        }

        /// One 64-byte block into the state (FIPS 180-4 section 6.2.2); `w` holds the
        /// message schedule's 64 words, `k` the round constants.
        @inline(__always)
        mutating func compress(_ block: UnsafePointer<UInt8>, schedule w: UnsafeMutablePointer<UInt32>, constants k: UnsafePointer<UInt32>) {
            let words = UnsafeRawPointer(block)
            for t in 0..<16 { w[t] = UInt32(bigEndian: words.loadUnaligned(fromByteOffset: t &* 4, as: UInt32.self)) }
            for t in 16..<64 {
                let x = w[t &- 15], y = w[t &- 2]
                let s0 = rotate(x, 7) ^ rotate(x, 18) ^ (x &>> 3)
                let s1 = rotate(y, 17) ^ rotate(y, 19) ^ (y &>> 10)
                w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
            }
            var a = self.a, b = self.b, c = self.c, d = self.d, e = self.e, f = self.f, g = self.g, h = self.h
            var t = 0
            while t < 64 {
                Self.round(a, b, c, &d, e, f, g, &h, k[t] &+ w[t])
                Self.round(h, a, b, &c, d, e, f, &g, k[t &+ 1] &+ w[t &+ 1])
                Self.round(g, h, a, &b, c, d, e, &f, k[t &+ 2] &+ w[t &+ 2])
                Self.round(f, g, h, &a, b, c, d, &e, k[t &+ 3] &+ w[t &+ 3])
                Self.round(e, f, g, &h, a, b, c, &d, k[t &+ 4] &+ w[t &+ 4])
                Self.round(d, e, f, &g, h, a, b, &c, k[t &+ 5] &+ w[t &+ 5])
                Self.round(c, d, e, &f, g, h, a, &b, k[t &+ 6] &+ w[t &+ 6])
                Self.round(b, c, d, &e, f, g, h, &a, k[t &+ 7] &+ w[t &+ 7])
                t &+= 8
            }
            self.a &+= a
            self.b &+= b
            self.c &+= c
            self.d &+= d
            self.e &+= e
            self.f &+= f
            self.g &+= g
            self.h &+= h
        }

        /// One round, with the words passed in their rotated order: `d` gains T1 and `h`
        /// becomes T1 + T2, which the next round reads as its `a`.
        @inline(__always)
        static func round(
            _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32,
            _ constantPlusWord: UInt32
        ) {
            let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ (g ^ (e & (f ^ g))) &+ constantPlusWord
            d &+= t1
            h = t1 &+ (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) | (c & (a | b)))
        }
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value &>> count) | (value &<< (32 &- count))
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

/// A SHA-256 digest held as its 32 bytes rather than its 64 hex digits: the cache keeps one
/// per generated file, 150,000 of them in a 50,000-spec catalog. The cache files store
/// `hex`.
struct ContentHash: Sendable, Hashable {
    private var words: SIMD4<UInt64>

    init(_ digest: [UInt8]) {
        precondition(digest.count == 32, "a SHA-256 digest is 32 bytes")
        words = .zero
        for index in 0..<4 {
            words[index] = digest[(index * 8)..<(index * 8 + 8)].reduce(0) { $0 << 8 | UInt64($1) }
        }
    }

    /// Parses 64 lowercase hex digits, the form `hex` writes; nil for anything else.
    init?(hex: some StringProtocol) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        words = .zero
        for (index, digit) in digits.enumerated() {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            words[index / 16] = words[index / 16] << 4 | UInt64(value)
        }
    }

    /// The digest of `bytes`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> ContentHash { ContentHash(SHA256.digest(bytes)) }
    static func of(_ bytes: [UInt8]) -> ContentHash { ContentHash(SHA256.digest(bytes)) }

    var hex: String {
        var digest = [UInt8]()
        digest.reserveCapacity(32)
        for index in 0..<4 {
            for shift in stride(from: 56, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: words[index] >> UInt64(shift))) }
        }
        return SHA256.hexString(digest)
    }
}
