/// A readable line diff of two texts, or nil when they are equal: what a test prints when an
/// output does not match its expectation. Plain Swift, so any test framework can call it:
///
///     let diff = textDiff(actual: output, expected: golden)
///     #expect(diff == nil, "\(diff ?? "")")
///
/// The diff is unified-style (`-` expected, `+` actual, three lines of context, `@@` hunk
/// headers with 1-based line numbers). Invisible differences are made visible: tabs, carriage
/// returns and other control characters are shown escaped (`\t`, `\r`, `\u{1B}`), trailing
/// white space is marked with `⏎`, and a missing or extra final newline is said in words.
public func textDiff(actual: String, expected: String, contextLines: Int = 3) -> String? {
    guard actual != expected else { return nil }
    let actualLines = splitLines(actual)
    let expectedLines = splitLines(expected)
    var report = "--- expected\n+++ actual\n"
    if actualLines.lines == expectedLines.lines {
        report += actualLines.endsWithNewline
            ? "actual ends with a newline; expected does not\n"
            : "actual lacks the final newline that expected has\n"
        return report
    }
    let edits = lineEdits(from: expectedLines.lines, to: actualLines.lines)
    report += render(edits, contextLines: contextLines)
    if actualLines.endsWithNewline != expectedLines.endsWithNewline {
        report += actualLines.endsWithNewline
            ? "(also: actual ends with a newline; expected does not)\n"
            : "(also: actual lacks the final newline that expected has)\n"
    }
    return report
}

private func splitLines(_ text: String) -> (lines: [Substring], endsWithNewline: Bool) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let endsWithNewline = text.hasSuffix("\n")
    if endsWithNewline { lines.removeLast() }
    return (lines, endsWithNewline)
}

private enum LineEdit {
    case same(expectedLine: Int, actualLine: Int, text: Substring)
    case removed(expectedLine: Int, text: Substring)
    case inserted(actualLine: Int, text: Substring)

    var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}

/// The edit script from the longest common subsequence of lines. Quadratic, which is fine for
/// test outputs of a few thousand lines.
private func lineEdits(from expected: [Substring], to actual: [Substring]) -> [LineEdit] {
    let rows = expected.count
    let columns = actual.count
    // common[i][j]: length of the LCS of expected[i...] and actual[j...].
    var common = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
        for j in stride(from: columns - 1, through: 0, by: -1) {
            common[i][j] = expected[i] == actual[j]
                ? common[i + 1][j + 1] + 1
                : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var edits: [LineEdit] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
        if i < rows, j < columns, expected[i] == actual[j] {
            edits.append(.same(expectedLine: i + 1, actualLine: j + 1, text: expected[i]))
            i += 1
            j += 1
        } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
            // Removals before insertions, so a changed line reads `-old` then `+new`.
            edits.append(.removed(expectedLine: i + 1, text: expected[i]))
            i += 1
        } else {
            edits.append(.inserted(actualLine: j + 1, text: actual[j]))
            j += 1
        }
    }
    return edits
}

/// Hunks of changes with `contextLines` unchanged lines around each.
private func render(_ edits: [LineEdit], contextLines: Int) -> String {
    let changed = edits.indices.filter { edits[$0].isChange }
    var shown = Set<Int>()
    for index in changed {
        for nearby in max(0, index - contextLines)...min(edits.count - 1, index + contextLines) {
            shown.insert(nearby)
        }
    }
    var output = ""
    var previous: Int?
    for index in shown.sorted() {
        if previous.map({ $0 + 1 != index }) ?? true {
            output += "@@ \(hunkHeader(edits[index...])) @@\n"
        }
        previous = index
        switch edits[index] {
        case .same(_, _, let text): output += " " + visible(text) + "\n"
        case .removed(_, let text): output += "-" + visible(text) + "\n"
        case .inserted(_, let text): output += "+" + visible(text) + "\n"
        }
    }
    return output
}

/// `expected line N, actual line M` for the first line of a hunk.
private func hunkHeader(_ edits: ArraySlice<LineEdit>) -> String {
    var expectedLine: Int?
    var actualLine: Int?
    for edit in edits {
        switch edit {
        case .same(let e, let a, _):
            expectedLine = expectedLine ?? e
            actualLine = actualLine ?? a
        case .removed(let e, _): expectedLine = expectedLine ?? e
        case .inserted(let a, _): actualLine = actualLine ?? a
        }
        if expectedLine != nil, actualLine != nil { break }
    }
    let expectedText = expectedLine.map { "expected line \($0)" } ?? "expected end"
    let actualText = actualLine.map { "actual line \($0)" } ?? "actual end"
    return expectedText + ", " + actualText
}

/// A line with its invisible characters shown.
private func visible(_ line: Substring) -> String {
    var output = ""
    for scalar in line.unicodeScalars {
        switch scalar {
        case "\t": output += "\\t"
        case "\r": output += "\\r"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: output.unicodeScalars.append(scalar)
        }
    }
    if let last = line.unicodeScalars.last, last == " " { output += "⏎" }
    return output
}
