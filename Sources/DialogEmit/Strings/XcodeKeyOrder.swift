/// The order Xcode writes a String Catalog's keys in (docs/DECISIONS.md, "The key order of
/// a String Catalog").
///
/// Xcode saves a catalog with Foundation's `JSONSerialization` and `.sortedKeys`, which
/// sorts with `compare(_:options:range:locale:)`, options `[.numeric, .caseInsensitive,
/// .forcedOrdering]` and the system (root) locale; that is CoreFoundation's
/// `CFStringCompareWithOptionsAndLocale`, which hands the part after the common prefix to
/// ICU's root collation. This is that comparison, written out so that it is the same on
/// every platform and fast enough for 50,000 specs' keys:
///
/// 1. Both keys are walked together. Where both have an ASCII digit, the two runs of
///    digits compare by value (as unsigned 64-bit numbers: `step2` before `step10`); equal
///    values of different lengths remember "the shorter run first" (`a1` before `a01`) as
///    the answer should nothing else differ. Once that is remembered, `A`–`Z` count as
///    `a`–`z` in the walk.
/// 2. At the first other difference the rest of both keys, from the last character before it
///    that is not punctuation, is compared as ICU's root collation compares with those
///    options: by primary weights first (punctuation, then symbols, then digits as numbers,
///    then letters without case: `_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~ $`,
///    `0`–`9`, `a`–`z`; control characters count for nothing), then lowercase before
///    uppercase, then by code point.
/// 3. A key that is the other's beginning comes first.
///
/// Exact for ASCII, which every key and member name dialogc writes is (identifiers, field
/// names, locale codes). A character outside ASCII has no ICU weight here: it sorts after
/// every ASCII character, by code point (its UTF-8 bytes, in their order), so keys with one
/// are in a fixed order that is not always Xcode's.
public enum XcodeKeyOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative when `a` comes first, positive when `b` does; zero only for equal strings.
    public static func compare(_ a: String, _ b: String) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { a in b.withUTF8 { b in compare(a, b) } }
    }

    /// Step 1 and 3, over UTF-8 (Foundation walks UTF-16 code units: the same for ASCII).
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        var j = 0
        // The remembered answer of step 1 (a run of digits of another length).
        var forced = 0
        while i < a.count, j < b.count {
            var x = a[i]
            var y = b[j]
            if isDigit(x), isDigit(y) {
                let startA = i
                let startB = j
                var valueA: UInt64 = 0
                var valueB: UInt64 = 0
                while i < a.count, isDigit(a[i]) {
                    valueA = valueA &* 10 &+ UInt64(a[i] - 0x30)
                    i += 1
                }
                while j < b.count, isDigit(b[j]) {
                    valueB = valueB &* 10 &+ UInt64(b[j] - 0x30)
                    j += 1
                }
                if valueA != valueB { return valueA < valueB ? -1 : 1 }
                if forced == 0, i - startA != j - startB { forced = i - startA < j - startB ? -1 : 1 }
                continue
            }
            if forced != 0 {
                if isUpper(x) { x += 0x20 }
                if isUpper(y) { y += 0x20 }
            }
            if x != y {
                return collate(a, from: contextStart(a, before: i), b, from: contextStart(b, before: j))
            }
            i += 1
            j += 1
        }
        if i < a.count { return 1 }
        if j < b.count { return -1 }
        return forced
    }

    /// Where the collated part starts: the character before `index`, or the last one before
    /// it that is not punctuation (CoreFoundation's `__extendLocationBackward`).
    private static func contextStart(_ text: UnsafeBufferPointer<UInt8>, before index: Int) -> Int {
        guard index > 0 else { return index }
        var location = index - 1
        while location > 0, isPunctuation(text[location]) { location -= 1 }
        return location
    }

    /// Step 2: ICU's root collation of `a[from...]` and `b[from...]` with the numeric
    /// option, variable characters not ignored, and case told apart only after everything
    /// else; then code points.
    private static func collate(_ a: UnsafeBufferPointer<UInt8>, from startA: Int, _ b: UnsafeBufferPointer<UInt8>, from startB: Int) -> Int {
        var i = startA
        var j = startB
        // Lowercase before uppercase at the first letter whose case differs, if nothing else does.
        var caseOrder = 0
        while true {
            let elementA = element(a, at: &i)
            let elementB = element(b, at: &j)
            switch (elementA, elementB) {
            case (nil, nil):
                if caseOrder != 0 { return caseOrder }
                return codePointOrder(a, from: startA, b, from: startB)
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?):
                let order = primaryOrder(x, a, y, b)
                if order != 0 { return order }
                if caseOrder == 0, x.isUpper != y.isUpper { caseOrder = x.isUpper ? 1 : -1 }
            }
        }
    }

    /// One collation element: a character's primary weight, or a run of digits (without its
    /// leading zeros) that compares as a number.
    private struct Element {
        var weight: Int
        var digits: Range<Int>? = nil
        var isUpper = false
    }

    /// The next element at or after `index` (control characters have none), moving past it.
    private static func element(_ text: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Element? {
        while index < text.count {
            let byte = text[index]
            if isDigit(byte) {
                var start = index
                while index < text.count, isDigit(text[index]) { index += 1 }
                while start < index - 1, text[start] == 0x30 { start += 1 }
                return Element(weight: digitWeight, digits: start..<index)
            }
            index += 1
            let weight = weights[Int(byte)]
            if weight >= 0 { return Element(weight: Int(weight), isUpper: isUpper(byte)) }
        }
        return nil
    }

    private static func primaryOrder(_ x: Element, _ a: UnsafeBufferPointer<UInt8>, _ y: Element, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        if x.weight != y.weight { return x.weight < y.weight ? -1 : 1 }
        guard let digitsA = x.digits, let digitsB = y.digits else { return 0 }
        if digitsA.count != digitsB.count { return digitsA.count < digitsB.count ? -1 : 1 }
        for (p, q) in zip(digitsA, digitsB) where a[p] != b[q] { return a[p] < b[q] ? -1 : 1 }
        return 0
    }

    private static func codePointOrder(_ a: UnsafeBufferPointer<UInt8>, from i: Int, _ b: UnsafeBufferPointer<UInt8>, from j: Int) -> Int {
        var i = i
        var j = j
        while i < a.count, j < b.count {
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        return i < a.count ? 1 : (j < b.count ? -1 : 0)
    }

    /// ICU root collation's primary order of ASCII: white space, punctuation, symbols,
    /// digits (one weight: a run compares by value), letters (case aside); then the bytes of
    /// UTF-8 beyond ASCII, in their order (which is code point order).
    private static let asciiOrder: [UInt8] = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
    private static let digitWeight = asciiOrder.count
    /// By byte: the primary weight, or -1 for a character the collation ignores (ASCII
    /// control characters but white space).
    private static let weights: [Int16] = {
        var table = [Int16](repeating: -1, count: 256)
        for (rank, byte) in asciiOrder.enumerated() { table[Int(byte)] = Int16(rank) }
        for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
            let rank = Int16(digitWeight + 1 + Int(letter - UInt8(ascii: "a")))
            table[Int(letter)] = rank
            table[Int(letter - 0x20)] = rank
        }
        for byte in 0x80...0xFF { table[byte] = Int16(digitWeight + 27 + byte) }
        return table
    }()

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// Unicode's punctuation (general category P) among ASCII characters.
    private static func isPunctuation(_ byte: UInt8) -> Bool { punctuation[Int(byte)] }
    private static let punctuation: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "!\"#%&'()*,-./:;?@[\\]_{}".utf8 { table[Int(byte)] = true }
        return table
    }()
}
