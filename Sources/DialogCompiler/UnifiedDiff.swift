/// A unified diff (`diff -u`, as `git apply` and `patch -p0` read it) of one file's text
/// before and after `--fix`, with three lines of context.
///
/// Lines are compared after the common first and last lines are set aside; the rest by a
/// longest common subsequence, which for fixes (a few changed lines) is small. A middle too
/// large for that is shown as removed and added whole, still a correct diff.
public enum UnifiedDiff {
    static let context = 3

    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = edits(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var text = "--- \(path)\n+++ \(path)\n"
        // Hunks: changes whose unchanged lines between them are at most twice the context
        // go together, each with `context` unchanged lines around it.
        let changes = script.indices.filter { script[$0].kind != .same }
        var groups: [(first: Int, last: Int)] = []
        for change in changes {
            if let group = groups.last, change - group.last - 1 <= 2 * context {
                groups[groups.count - 1].last = change
            } else {
                groups.append((change, change))
            }
        }
        for group in groups {
            let hunk = script[max(group.first - context, 0)...min(group.last + context, script.count - 1)]
            let oldCount = hunk.count { $0.kind != .added }
            let newCount = hunk.count { $0.kind != .removed }
            text += "@@ -\(range(hunk.first!.oldLine, oldCount)) +\(range(hunk.first!.newLine, newCount)) @@\n"
            for line in hunk {
                let mark = line.kind == .same ? " " : line.kind == .removed ? "-" : "+"
                text += mark + line.text + "\n"
                if !line.endsWithNewline { text += "\\ No newline at end of file\n" }
            }
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // An empty side names the line before it, as diff does.
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    struct Line {
        var text: String
        var endsWithNewline: Bool
    }

    struct Step {
        enum Kind { case same, removed, added }
        var kind: Kind
        var text: String
        var endsWithNewline: Bool
        /// 1-based line numbers where this step stands in each text.
        var oldLine: Int
        var newLine: Int
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), endsWithNewline: true))
            start = index + 1
        }
        if start < bytes.count { result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), endsWithNewline: false)) }
        return result
    }

    static func edits(_ a: [Line], _ b: [Line]) -> [Step] {
        func same(_ x: Line, _ y: Line) -> Bool { x.text == y.text && x.endsWithNewline == y.endsWithNewline }
        var prefix = 0
        while prefix < a.count, prefix < b.count, same(a[prefix], b[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, same(a[a.count - 1 - suffix], b[b.count - 1 - suffix]) { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var steps: [Step] = []
        var oldLine = 1
        var newLine = 1
        func emit(_ kind: Step.Kind, _ line: Line) {
            steps.append(Step(kind: kind, text: line.text, endsWithNewline: line.endsWithNewline, oldLine: oldLine, newLine: newLine))
            if kind != .added { oldLine += 1 }
            if kind != .removed { newLine += 1 }
        }
        for line in a[..<prefix] { emit(.same, line) }
        if middleA.count * middleB.count <= 4_000_000 {
            // Longest common subsequence, read forwards.
            let n = middleA.count
            let m = middleB.count
            var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = same(middleA[i], middleB[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n || j < m {
                if i < n, j < m, same(middleA[i], middleB[j]) {
                    emit(.same, middleA[i])
                    i += 1
                    j += 1
                } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                    emit(.removed, middleA[i])
                    i += 1
                } else {
                    emit(.added, middleB[j])
                    j += 1
                }
            }
        } else {
            for line in middleA { emit(.removed, line) }
            for line in middleB { emit(.added, line) }
        }
        for line in a[(a.count - suffix)...] { emit(.same, line) }
        return steps
    }
}
