@testable import DialogLayout
import Foundation
import Testing

/// The breaker against the UAX #14 conformance data, `LineBreakTest.txt` from Debian's
/// `unicode-data` package (`.ci/run` installs it): every break opportunity of every line
/// the engine's rules can judge.
///
/// The engine follows the Unicode 15.1 rules; the data is Debian's version, 15.0.0 when
/// written: 7,655 lines, of which 7,207 run and 448 are skipped (the count is checked
/// below, so a new file is noticed). A line is skipped when a rule that changed in 15.1
/// decides it, so 15.0 data cannot judge it: a Pi or Pf quotation mark (LB15a, LB15b),
/// a quotation mark then spaces then opening punctuation (15.0's LB15), a space before
/// an infix separator (LB15c, LB15d), or a word-initial hyphen before a letter (LB20a).
/// Lines with unassigned pictographs are skipped too: LB30b reads Extended_Pictographic,
/// which the class table does not carry. Every other class of UAX #14 is supported.
@Suite struct LineBreakConformanceTests {
    static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
    /// The file is there, or this is CI, where its absence is a real failure.
    static let shouldRun = FileManager.default.fileExists(atPath: path) || ProcessInfo.processInfo.environment["CI"] == "true"

    struct Case {
        var scalars: [Unicode.Scalar]
        /// Offsets 1...count before which the data allows a break (count: the end).
        var breaks: [Int]
        var source: String
    }

    enum Skip: String, CaseIterable {
        case quotation = "Pi / Pf quotation mark (LB15a, LB15b)"
        case quotationBeforeOpening = "QU SP+ OP (LB15 of 15.0)"
        case spaceBeforeInfix = "SP IS (LB15c, LB15d)"
        case wordInitialHyphen = "word-initial hyphen before AL (LB20a)"
        case unassignedPictograph = "unassigned pictograph (LB30b)"
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The skips below are those of 15.0 data under 15.1 rules; the class table is generated
        // from the same database, so a newer file comes with a newer table.
        let header = text.prefix(while: { $0 != "\n" })
        #expect(header == "# LineBreakTest-\(LineBreakClass.tableUnicodeVersion).txt", "regenerate LineBreakTable.swift with make_line_break_table.py")
        var cases: [Case] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "#", maxSplits: 1)
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for token in parts[0].split(whereSeparator: \.isWhitespace) {
                switch token {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
                }
            }
            cases.append(Case(scalars: scalars, breaks: breaks, source: String(line)))
        }
        return cases
    }

    /// Why `test` cannot be judged with 15.0 data, or nil.
    static func skip(_ test: Case) -> Skip? {
        if test.source.contains("<reserved-") { return .unassignedPictograph }
        let classes = test.scalars.map(LineBreakClass.init)
        for (index, current) in classes.enumerated() {
            if current == .quInitial || current == .quFinal { return .quotation }
            let next = index + 1 < classes.count ? classes[index + 1] : nil
            if current == .sp, next == .is { return .spaceBeforeInfix }
            if current.base == .qu {
                var spaces = index + 1
                while spaces < classes.count, classes[spaces].attaches { spaces += 1 }
                var after = spaces
                while after < classes.count, classes[after] == .sp { after += 1 }
                if after > spaces, after < classes.count, classes[after].base == .op { return .quotationBeforeOpening }
            }
            let startsWord = index == 0 || [.sp, .zw, .cb, .gl, .bk, .cr, .lf, .nl].contains(classes[index - 1])
            if current == .hy || test.scalars[index] == "\u{2010}", startsWord,
               let base = classes[(index + 1)...].first(where: { !$0.attaches }), base == .al {
                return .wordInitialHyphen
            }
        }
        return nil
    }

    /// Every offset 1...count before which the breaker allows a break: its opportunities
    /// within each paragraph, after each mandatory break, and the end.
    static func breaks(_ scalars: [Unicode.Scalar]) -> [Int] {
        var breaks: [Int] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            guard LineBreaker.isHardBreak(scalars[index]) else {
                index += 1
                continue
            }
            breaks += LineBreaker.breakOpportunities(scalars, in: start..<index)
            if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            index += 1
            start = index
            breaks.append(index)
        }
        breaks += LineBreaker.breakOpportunities(scalars, in: start..<scalars.count)
        if breaks.last != scalars.count { breaks.append(scalars.count) }
        return breaks
    }

    /// `isHardBreak` compares scalars for speed; the table says which classes they are.
    @Test func hardBreaksAreTheMandatoryBreakClasses() {
        // Every code point of the table's BK, CR, LF and NL ranges (a range ends where the next starts).
        var mandatory: [UInt32] = []
        for (index, entry) in LineBreakClass.ranges.enumerated() {
            guard let kind = LineBreakClass(rawValue: UInt8(truncatingIfNeeded: entry)), kind.isMandatoryBreak else { continue }
            let end = index + 1 < LineBreakClass.ranges.count ? LineBreakClass.ranges[index + 1] >> 8 : 0x110000
            mandatory += Array((entry >> 8)..<end)
        }
        let hardBreaks = (UInt32(0)...0xFFFF).filter { Unicode.Scalar($0).map(LineBreaker.isHardBreak) ?? false }
        #expect(mandatory == hardBreaks)
        #expect(mandatory.count == 7)
    }

    @Test(.enabled(if: shouldRun, "\(path) is missing (apt-get install unicode-data)"))
    func everyJudgeableLineOfTheConformanceData() throws {
        var skipped: [Skip: Int] = [:]
        var run = 0
        var failures: [String] = []
        for test in try Self.cases() {
            if let reason = Self.skip(test) {
                skipped[reason, default: 0] += 1
                continue
            }
            run += 1
            let actual = Self.breaks(test.scalars)
            if actual != test.breaks {
                failures.append("\(test.source)\n  breaker: \(actual), data: \(test.breaks)")
            }
        }
        let summary = Skip.allCases.map { "\(skipped[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ")
        #expect(failures.isEmpty, "\(failures.count) of \(run) lines differ; first:\n\(failures.prefix(15).joined(separator: "\n"))")
        #expect(run == 7207, "\(run) lines run; skipped: \(summary)")
    }
}
