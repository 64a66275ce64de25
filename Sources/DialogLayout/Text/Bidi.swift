#if canImport(_FoundationICU)
import _FoundationICU
#endif
import DialogModel

/// The embedding levels of a paragraph by the Unicode Bidirectional Algorithm (UAX #9,
/// rules P2 to I2 and L1): even levels run left to right, odd ones right to left. The
/// resolution is the platform's (ICU's `ubidi`, from the toolchain's `_FoundationICU` on
/// Linux); `BidiLevels.visualOrder` (rule L2) is dialogc's own.
public protocol BidiResolver: Sendable {
    /// The paragraph level and one level per scalar of `scalars`, a paragraph with `base`
    /// direction (nil: from its first strong character, P2 and P3).
    func levels(_ scalars: [Unicode.Scalar], base: TextDirection?) -> BidiLevels
}

/// A paragraph's resolved levels.
public struct BidiLevels: Sendable, Hashable {
    public var paragraphLevel: UInt8
    /// One per scalar of the paragraph.
    public var levels: [UInt8]

    public init(paragraphLevel: UInt8, levels: [UInt8]) {
        self.paragraphLevel = paragraphLevel
        self.levels = levels
    }

    /// The scalar offsets of `range` (one line) in visual order, left to right (rule L2:
    /// from the highest level down to the lowest odd one, every run at that level or
    /// higher is reversed).
    public func visualOrder(_ range: Range<Int>) -> [Int] {
        var order = Array(range)
        guard let highest = levels[range].max(), highest > 0 else { return order }
        // The lowest level of the line, made odd ("the lowest odd level on the line").
        let lowestOdd = (levels[range].min() ?? 0) | 1
        guard highest >= lowestOdd else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }

    /// The runs of `range` (one line) drawn left to right: each a logical range of one
    /// direction, in visual order (rule L2 by runs).
    public func visualRuns(_ range: Range<Int>) -> [(range: Range<Int>, rightToLeft: Bool)] {
        let order = visualOrder(range)
        var runs: [(range: Range<Int>, rightToLeft: Bool)] = []
        var index = 0
        while index < order.count {
            let rightToLeft = levels[order[index]] % 2 == 1
            var end = index + 1
            while end < order.count, levels[order[end]] % 2 == (rightToLeft ? 1 : 0),
                order[end] == (rightToLeft ? order[end - 1] - 1 : order[end - 1] + 1)
            {
                end += 1
            }
            let low = min(order[index], order[end - 1])
            let high = max(order[index], order[end - 1])
            runs.append((low..<high + 1, rightToLeft))
            index = end
        }
        return runs
    }
}

public enum Bidi {
    /// The platform's resolver; nil where none exists (lines then stay in logical order).
    public static let system: (any BidiResolver)? = {
        #if canImport(_FoundationICU)
        return ICUBidiResolver()
        #else
        return nil
        #endif
    }()

    /// Whether any of `scalars` is a right-to-left letter or an explicit directional
    /// format character: a left-to-right paragraph without one needs no resolution.
    static func needsResolution<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Bool {
        scalars.contains { scalar in
            let value = scalar.value
            return (0x0590...0x08FF).contains(value) || (0x200E...0x200F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
                || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
        }
    }
}

#if canImport(_FoundationICU)
/// ICU's `ubidi` (the toolchain's `_FoundationICU`, functions prefixed `swift_`).
struct ICUBidiResolver: BidiResolver {
    func levels(_ scalars: [Unicode.Scalar], base: TextDirection?) -> BidiLevels {
        var utf16: [UInt16] = []
        var owner: [Int] = []
        utf16.reserveCapacity(scalars.count)
        for (index, scalar) in scalars.enumerated() {
            for unit in scalar.utf16 {
                utf16.append(unit)
                owner.append(index)
            }
        }
        let requested: UInt8 = switch base {
        case .leftToRight: 0
        case .rightToLeft: 1
        case nil: 0xFE  // UBIDI_DEFAULT_LTR: from the first strong character, else left to right
        }
        let fallback = BidiLevels(paragraphLevel: base == .rightToLeft ? 1 : 0, levels: Array(repeating: base == .rightToLeft ? 1 : 0, count: scalars.count))
        var status = U_ZERO_ERROR
        guard !utf16.isEmpty, let bidi = swift_ubidi_open() else { return fallback }
        defer { swift_ubidi_close(bidi) }
        return utf16.withUnsafeBufferPointer { text in
            swift_ubidi_setPara(bidi, text.baseAddress, Int32(text.count), requested, nil, &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, let levels = swift_ubidi_getLevels(bidi, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
                return fallback
            }
            var result = [UInt8](repeating: 0, count: scalars.count)
            for unit in (0..<text.count).reversed() { result[owner[unit]] = levels[unit] }
            return BidiLevels(paragraphLevel: swift_ubidi_getParaLevel(bidi), levels: result)
        }
    }
}
#endif
