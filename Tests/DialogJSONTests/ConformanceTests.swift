import DialogJSON
import Foundation
import Testing

/// Whether the conformance suite runs: when its files are there, and always on CI.
enum JSONTestSuiteCorpus {
    static let files = JSONTestPaths.jsonFileNames(in: JSONTestPaths.testSuite)
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static var shouldRun: Bool { !files.isEmpty || isCI }
}

/// The JSONTestSuite corpus (`test_parsing`), read from `shared/` beside the repository.
/// `y_` files must parse, `n_` files must be rejected, and `i_` files (where RFC 8259 lets a
/// parser choose) must do what `implementationDefined` records. Without the corpus the tests
/// are skipped, except on CI (`CI=true`), which always has it: there they fail.
@Suite(.enabled(if: JSONTestSuiteCorpus.shouldRun, "JSONTestSuite not found at \(JSONTestPaths.testSuite.path)"))
struct ConformanceTests {
    static let files = JSONTestSuiteCorpus.files

    /// What dialogc does with each `i_` file: true = accepted, false = rejected. dialogc is
    /// strict: lone surrogate escapes, invalid UTF-8, UTF-16 and numbers beyond Double are
    /// errors; numbers that merely lose precision (huge integers, underflow) are accepted.
    static let implementationDefined: [String: Bool] = [
        "i_number_double_huge_neg_exp.json": true,
        "i_number_huge_exp.json": false,
        "i_number_neg_int_huge_exp.json": false,
        "i_number_pos_double_huge_exp.json": false,
        "i_number_real_neg_overflow.json": false,
        "i_number_real_pos_overflow.json": false,
        "i_number_real_underflow.json": true,
        "i_number_too_big_neg_int.json": true,
        "i_number_too_big_pos_int.json": true,
        "i_number_very_big_negative_int.json": true,
        "i_object_key_lone_2nd_surrogate.json": false,
        "i_string_1st_surrogate_but_2nd_missing.json": false,
        "i_string_1st_valid_surrogate_2nd_invalid.json": false,
        "i_string_UTF-16LE_with_BOM.json": false,
        "i_string_UTF-8_invalid_sequence.json": false,
        "i_string_UTF8_surrogate_U+D800.json": false,
        "i_string_incomplete_surrogate_and_escape_valid.json": false,
        "i_string_incomplete_surrogate_pair.json": false,
        "i_string_incomplete_surrogates_escape_valid.json": false,
        "i_string_invalid_lonely_surrogate.json": false,
        "i_string_invalid_surrogate.json": false,
        "i_string_invalid_utf-8.json": false,
        "i_string_inverted_surrogates_U+1D11E.json": false,
        "i_string_iso_latin_1.json": false,
        "i_string_lone_second_surrogate.json": false,
        "i_string_lone_utf8_continuation_byte.json": false,
        "i_string_not_in_unicode_range.json": false,
        "i_string_overlong_sequence_2_bytes.json": false,
        "i_string_overlong_sequence_6_bytes.json": false,
        "i_string_overlong_sequence_6_bytes_null.json": false,
        "i_string_truncated-utf-8.json": false,
        "i_string_utf16BE_no_BOM.json": false,
        "i_string_utf16LE_no_BOM.json": false,
        "i_structure_500_nested_arrays.json": true,
        "i_structure_UTF-8_BOM_empty_object.json": true,
    ]

    private func parse(_ name: String) throws -> JSONDocument {
        JSONParser().parse(try JSONTestPaths.bytes(of: JSONTestPaths.testSuite.appendingPathComponent(name)))
    }

    @Test func theSuiteIsThere() {
        // Reached without the suite only on CI, where it must be present.
        #expect(!Self.files.isEmpty, "JSONTestSuite not found at \(JSONTestPaths.testSuite.path); CI must have it")
        #expect(Self.files.filter { $0.hasPrefix("y_") }.count >= 95)
        #expect(Self.files.filter { $0.hasPrefix("n_") }.count >= 188)
    }

    @Test func everyYFileIsAccepted() throws {
        for name in Self.files where name.hasPrefix("y_") {
            let document = try parse(name)
            #expect(document.syntaxError == nil, "\(name): \(document.syntaxError?.message ?? "")")
            #expect(document.value != nil, "\(name)")
        }
    }

    @Test func everyNFileIsRejected() throws {
        for name in Self.files where name.hasPrefix("n_") {
            let document = try parse(name)
            #expect(document.syntaxError != nil, "\(name) was accepted")
            #expect(document.value == nil, "\(name)")
        }
    }

    @Test func everyIFileDoesWhatIsRecorded() throws {
        for name in Self.files where name.hasPrefix("i_") {
            // Parsing at all is the first requirement: no crash, no hang.
            let document = try parse(name)
            #expect((document.value == nil) == (document.syntaxError != nil), "\(name)")
            guard let accepted = Self.implementationDefined[name] else { continue }
            #expect((document.syntaxError == nil) == accepted,
                "\(name): expected \(accepted ? "accepted" : "rejected"), got \(document.syntaxError?.message ?? "accepted")")
        }
    }

    /// A rejection must point inside the file, or at its very end.
    @Test func everyRejectionHasARangeInsideTheFile() throws {
        for name in Self.files where !name.hasPrefix("y_") {
            let bytes = try JSONTestPaths.bytes(of: JSONTestPaths.testSuite.appendingPathComponent(name))
            guard let error = JSONParser().parse(bytes).syntaxError else { continue }
            #expect(error.range.lowerBound >= 0 && error.range.upperBound <= bytes.count, "\(name)")
            #expect(!error.message.isEmpty, "\(name)")
        }
    }
}
