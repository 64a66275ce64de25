#if canImport(_FoundationICU)
import _FoundationICU
#elseif canImport(CoreFoundation)
import CoreFoundation
import Foundation  // String as CFString
#endif

/// Where a run of Thai, Lao, Khmer or Myanmar letters may break. These scripts write no
/// spaces between words (UAX #14 class SA), so the opportunities inside such a run come
/// from a word dictionary, as ICU (and so Chromium and Apple's text system) finds them.
///
/// The breaker asks only for runs of these scripts (`DictionaryBreaks.isDictionaryScript`);
/// every other text is broken by the UAX #14 rules alone and never reaches a dictionary.
///
/// A class: every text's breaks hold the dictionary, and a reference is copied with one
/// count where a value of any type was boxed and copied through its witnesses.
public protocol LineBreakDictionary: AnyObject, Sendable {
    /// The offsets inside `run` (strictly between 0 and `run.count`) before which a line
    /// may break, in ascending order.
    func boundaries(in run: [Unicode.Scalar]) -> [Int]
}

/// The dictionary of the platform's text system: the ICU inside the Swift toolchain on
/// Linux (`_FoundationICU`), CoreFoundation's line-break tokenizer on Apple platforms; nil
/// where neither exists (no platform dialogc builds on today), and such runs then break
/// only at their edges and between characters, which `font-coverage` reports per text
/// (`TextLayout.unsegmented`; docs/DECISIONS.md, "Dictionary line breaks and right to
/// left").
public enum DictionaryBreaks {
    public static let system: (any LineBreakDictionary)? = {
        #if canImport(_FoundationICU)
        return ICULineBreakDictionary()
        #elseif canImport(CoreFoundation)
        return CoreFoundationLineBreakDictionary()
        #else
        return nil
        #endif
    }()

    /// Letters and marks of Thai, Lao, Myanmar and Khmer (their blocks and extensions):
    /// the SA scripts ICU has a dictionary for. Two comparisons for any other scalar.
    static func isDictionaryScript(_ value: UInt32) -> Bool {
        guard value >= 0x0E00, value <= 0xAA7F else { return false }
        return value <= 0x0EFF  // Thai, Lao
            || (0x1000...0x109F).contains(value)  // Myanmar
            || (0x1780...0x17FF).contains(value) || (0x19E0...0x19FF).contains(value)  // Khmer, Khmer Symbols
            || (0xA9E0...0xA9FF).contains(value) || (0xAA60...0xAA7F).contains(value)  // Myanmar Extended-B, -A
    }

    /// The runs of Thai, Lao, Khmer and Myanmar of `scalars` (each a letter of those
    /// scripts and the letters, marks and joiners after it, as the line breaker finds them)
    /// with the offsets inside each before which `dictionary` lets a line break: the word
    /// boundaries dialogc breaks these runs at. The catalog gives them to its page, which
    /// compares them with the browser's own segmentation of the same runs; nil-dictionary
    /// platforms give runs without boundaries. Empty for a text without such a run.
    public static func segmentedRuns(
        in scalars: [Unicode.Scalar], dictionary: (any LineBreakDictionary)? = DictionaryBreaks.system
    ) -> [(range: Range<Int>, boundaries: [Int])] {
        var runs: [(range: Range<Int>, boundaries: [Int])] = []
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            guard value >= 0x0E00, isDictionaryScript(value), LineBreakClass(scalars[index]) == .al else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count {
                let raw = LineBreakClass(scalars[end])
                guard raw.attaches || (raw == .al && isDictionaryScript(scalars[end].value)) else { break }
                end += 1
            }
            let boundaries = end - index > 1 ? (dictionary?.boundaries(in: Array(scalars[index..<end])) ?? []).map { $0 + index } : []
            runs.append((index..<end, boundaries))
            index = end
        }
        return runs
    }

    /// Scalar offsets of the UTF-16 offsets `utf16` of `run`, for the boundaries strictly
    /// inside it.
    static func scalarOffsets(_ utf16: [Int], in run: [Unicode.Scalar]) -> [Int] {
        var result: [Int] = []
        var position = 0
        var scalarIndex = 0
        for boundary in utf16 {
            while position < boundary, scalarIndex < run.count {
                position += run[scalarIndex].utf16.count
                scalarIndex += 1
            }
            if position == boundary, scalarIndex > 0, scalarIndex < run.count, result.last != scalarIndex { result.append(scalarIndex) }
        }
        return result
    }
}

#if canImport(_FoundationICU)
/// ICU's line break iterator (its dictionaries for Thai, Lao, Khmer and Burmese), from
/// the toolchain's `_FoundationICU`, whose C functions carry a `swift_` prefix.
final class ICULineBreakDictionary: LineBreakDictionary {
    func boundaries(in run: [Unicode.Scalar]) -> [Int] {
        var utf16: [UInt16] = []
        utf16.reserveCapacity(run.count)
        for scalar in run { utf16.append(contentsOf: scalar.utf16) }
        var status = U_ZERO_ERROR
        // One iterator per run: an iterator is not shared between threads, and opening one
        // (ICU keeps the rules and dictionaries loaded) is cheap beside the run's layout.
        guard let iterator = swift_ubrk_open(UBRK_LINE, "", utf16, Int32(utf16.count), &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return [] }
        defer { swift_ubrk_close(iterator) }
        var offsets: [Int] = []
        var next = swift_ubrk_next(iterator)
        while next != UBRK_DONE, next < Int32(utf16.count) {
            offsets.append(Int(next))
            next = swift_ubrk_next(iterator)
        }
        return DictionaryBreaks.scalarOffsets(offsets, in: run)
    }
}
#elseif canImport(CoreFoundation)
/// CoreFoundation's line-break tokenizer (ICU's line break iterator on Apple platforms).
final class CoreFoundationLineBreakDictionary: LineBreakDictionary {
    func boundaries(in run: [Unicode.Scalar]) -> [Int] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: run)
        let string = String(view) as CFString
        let length = CFStringGetLength(string)
        guard let tokenizer = CFStringTokenizerCreate(nil, string, CFRange(location: 0, length: length), kCFStringTokenizerUnitLineBreak, nil) else {
            return []
        }
        var offsets: [Int] = []
        while !CFStringTokenizerAdvanceToNextToken(tokenizer).isEmpty {
            let range = CFStringTokenizerGetCurrentTokenRange(tokenizer)
            if range.location > 0, range.location < length { offsets.append(range.location) }
        }
        return DictionaryBreaks.scalarOffsets(offsets, in: run)
    }
}
#endif
