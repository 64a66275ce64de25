@testable import DialogModel
import DialogTestSupport
import Testing

/// The markup parser pairs tags with stacks and ranges so that hostile texts stay linear
/// (`TextMarkupParser`'s assembler). Here it is compared, on thousands of generated texts
/// of tags, literals and placeholders, with the direct reading of the rules it implements:
/// search the open tags for the closing tag's style, look ahead for later closing tags,
/// mark every tag between as reported. Same spans, same problems at the same places, same
/// highlight for every literal and placeholder.
@Suite struct MarkupPairingTests {
    @Test func pairingAgreesWithTheDirectReadingOfTheRules() {
        var random = SplitMix64(seed: 0x7A65_6E73)
        for _ in 0..<4_000 {
            let tokens = (0..<random.below(14)).map { _ in Token.random(using: &random) }
            let raw = tokens.map(\.text).joined()
            let expected = DirectPairing(tokens)
            let (text, problems) = TextMarkupParser.parse(raw)
            #expect(text.highlights == expected.spans, "spans of \(raw)")
            #expect(problems.map(\.message) == expected.problems.map(\.message), "problems of \(raw)")
            #expect(problems.map(\.scalarRange) == expected.problems.map(\.scalarRange), "problem places of \(raw)")
            for (range, highlight) in expected.drawn {
                let piece = text.pieces.first { $0.rawRange.contains(range.lowerBound) }
                #expect(piece?.highlight == highlight, "style of \(range) in \(raw)")
            }
        }
    }

    @Test func aThousandCrossingAndUnclosedTagsAreEachReportedOnce() {
        let raw = ["<a>", "<x>", "</a>", "</b>"].map { String(repeating: $0, count: 1_000) }.joined() + "</x>"
        let (_, problems) = TextMarkupParser.parse(raw)
        // Each </a> closes an <a> while the <x> tags, closed later, are open; no </b> has an
        // opening tag; the last </x> closes an <x> already part of a crossing, and the other
        // <x> tags stay open.
        #expect(problems.filter { $0.message.contains("may not cross") }.count == 1_000)
        #expect(problems.filter { $0.message.contains("closes no open span") }.count == 1_000)
        #expect(problems.filter { $0.message.contains("never closed") }.count == 999)
        #expect(problems.count == 2_999)
    }

    /// One token of a generated text, with the scalars it is written as.
    enum Token {
        case literal, placeholder, open(String), close(String)

        static let styles = ["a", "b", "c"]

        static func random(using random: inout SplitMix64) -> Token {
            switch random.below(8) {
            case 0: .literal
            case 1: .placeholder
            case 2, 3, 4: .open(styles[random.below(styles.count)])
            default: .close(styles[random.below(styles.count)])
            }
        }

        var text: String {
            switch self {
            case .literal: "x"
            case .placeholder: "{p}"
            case .open(let style): "<\(style)>"
            case .close(let style): "</\(style)>"
            }
        }
    }

    /// The rules read directly, quadratic and obviously so: the reference.
    struct DirectPairing {
        var spans: [HighlightSpan] = []
        var problems: [MarkupProblem] = []
        /// Each literal's and placeholder's scalars, and the style they are drawn in.
        var drawn: [(Range<Int>, String?)] = []

        init(_ tokens: [Token]) {
            var open: [(style: String, range: Range<Int>, isReported: Bool)] = []
            var ranges: [Range<Int>] = []
            var offset = 0
            for token in tokens {
                let length = token.text.unicodeScalars.count
                ranges.append(offset..<(offset + length))
                offset += length
            }
            for (position, token) in tokens.enumerated() {
                let range = ranges[position]
                switch token {
                case .literal, .placeholder:
                    drawn.append((range, open.first?.style))
                case .open(let style):
                    open.append((style, range, false))
                case .close(let style):
                    guard let match = open.lastIndex(where: { $0.style == style }) else {
                        problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.unopenedSpan(style), scalarRange: range))
                        continue
                    }
                    if match == open.count - 1 {
                        let tag = open.removeLast()
                        if !open.isEmpty, !tag.isReported {
                            let message = TextMarkupMessage.nestedSpan(tag.style, inside: open[open.count - 1].style)
                            problems.append(MarkupProblem(kind: .markup, message: message, scalarRange: tag.range))
                        } else if open.isEmpty, !tag.isReported {
                            spans.append(HighlightSpan(style: tag.style, openingTag: tag.range, closingTag: range))
                        }
                        continue
                    }
                    let closedLater = { (style: String) in
                        tokens[(position + 1)...].contains { if case .close(let later) = $0 { later == style } else { false } }
                    }
                    if let crossing = open[(match + 1)...].last(where: { closedLater($0.style) }) {
                        let message = TextMarkupMessage.crossingSpan(style, stillOpen: crossing.style)
                        problems.append(MarkupProblem(kind: .markup, message: message, scalarRange: range))
                        for index in (match + 1)..<open.count { open[index].isReported = true }
                    }
                    open.remove(at: match)
                }
            }
            for tag in open {
                problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.unclosedSpan(tag.style), scalarRange: tag.range))
            }
            problems.sort { ($0.scalarRange.lowerBound, $0.scalarRange.upperBound) < ($1.scalarRange.lowerBound, $1.scalarRange.upperBound) }
        }
    }
}
