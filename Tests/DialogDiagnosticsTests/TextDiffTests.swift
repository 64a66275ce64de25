import DialogTestSupport
import Testing

@Suite struct TextDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(textDiff(actual: "a\nb\n", expected: "a\nb\n") == nil)
    }

    @Test func changedLineShowsRemovalThenInsertionWithContext() {
        let expected = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let actual = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
        #expect(
            textDiff(actual: actual, expected: expected) == """
                --- expected
                +++ actual
                @@ expected line 2, actual line 2 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8

                """)
    }

    @Test func invisibleDifferencesAreShown() {
        let diff = textDiff(actual: "a\tb \n", expected: "a    b\n")
        #expect(diff?.contains("+a\\tb ⏎\n") == true)
        #expect(diff?.contains("-a    b\n") == true)
    }

    @Test func finalNewlineIsReportedInWords() {
        #expect(textDiff(actual: "a", expected: "a\n")?.contains("actual lacks the final newline") == true)
        #expect(textDiff(actual: "a\n", expected: "a")?.contains("actual ends with a newline") == true)
    }

    @Test func separateHunksGetTheirOwnHeaders() {
        let expected = (1...20).map(String.init).joined(separator: "\n") + "\n"
        let actual = expected.replacingFirst("2\n", with: "two\n").replacingFirst("19\n", with: "nineteen\n")
        let diff = textDiff(actual: actual, expected: expected) ?? ""
        #expect(diff.split(separator: "@@ ", omittingEmptySubsequences: false).count - 1 == 2)
        #expect(diff.contains("@@ expected line 16, actual line 16 @@"))
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
