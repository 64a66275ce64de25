/// Location markers in test inputs, as swift-syntax and swift-format use them: a keycap
/// emoji (`1️⃣` … `9️⃣`, `🔟`) stands where a diagnostic is expected. `LocationMarkers`
/// strips them and remembers the byte offset each stood at, so tests never hand-count columns.
public struct LocationMarkers: Sendable {
    /// The input with every marker removed.
    public let cleanText: String
    /// Marker number -> UTF-8 byte offset in `cleanText`.
    public let offsets: [Int: Int]

    public init(parsing markedText: String) {
        var clean: [UInt8] = []
        var offsets: [Int: Int] = [:]
        let scalars = Array(markedText.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1F51F}" {  // 🔟
                offsets[10] = clean.count
                index += 1
                continue
            }
            if ("1"..."9").contains(scalar), index + 2 < scalars.count,
                scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
            {
                offsets[Int(scalar.value - 0x30)] = clean.count
                index += 3
                continue
            }
            clean.append(contentsOf: String(scalar).utf8)
            index += 1
        }
        self.cleanText = String(decoding: clean, as: UTF8.self)
        self.offsets = offsets
    }

    /// Marker numbers in order.
    public var markerNumbers: [Int] { offsets.keys.sorted() }
}
