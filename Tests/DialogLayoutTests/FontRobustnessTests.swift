@testable import DialogLayout
import DialogTestSupport
import Testing

/// Malformed fonts are errors with a table, an offset and a reason, never a crash: the
/// reader runs on every truncation of the fixtures and on thousands of seeded byte flips,
/// and a font that still parses after a flip must answer every lookup.
@Suite struct FontRobustnessTests {
    @Test(arguments: FixtureFonts.files)
    func everyTruncationThrowsOrParses(file: String) throws {
        let bytes = try FixtureFonts.bytes(file)
        // Every cut in the headers and directories, then a stride through the tables.
        let cuts = Array(0..<min(1024, bytes.count)) + Array(stride(from: 1024, to: bytes.count, by: 17))
        var failures = 0
        for cut in cuts {
            do {
                exercise(try FontFile.parse(Array(bytes[..<cut])))
            } catch {
                failures += 1
                #expect(!error.message.isEmpty)
            }
        }
        // Tables sit all through the file, so nearly every cut loses a required one.
        #expect(failures > cuts.count * 9 / 10, "only \(failures) of \(cuts.count) truncations of \(file) were rejected")
    }

    @Test(arguments: FixtureFonts.files)
    func randomByteFlipsNeverCrash(file: String) throws {
        let original = try FixtureFonts.bytes(file)
        var generator = SplitMix64(seed: 0xF0_47_5EED)
        for _ in 0..<1500 {
            var bytes = original
            // Mostly in the first kilobyte, where the directories and headers live.
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let range = Bool.random(using: &generator) ? 0..<min(1024, bytes.count) : 0..<bytes.count
                bytes[Int.random(in: range, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if let file = try? FontFile.parse(bytes) { exercise(file) }
        }
    }

    /// The shaping tables of the real fixture face (`GSUB`, `GPOS`) under seeded byte flips,
    /// mostly in their first kilobytes (script, feature and lookup lists, the first
    /// subtables): the face always loads, a table that no longer reads is one problem
    /// naming it, and shaped text still measures.
    @Test(arguments: ["GSUB", "GPOS"])
    func byteFlipsInAShapingTableLeaveItOutOrShape(table: String) throws {
        let original = try FixtureFonts.bytes(FixtureFonts.layout)
        let record = try #require(tableRecord(table, in: original))
        let start = try #require(tableOffset(table, in: original))
        let length = (12..<16).reduce(0) { $0 << 8 | Int(original[record + $1]) }
        let text = Array("“팀 초대”를 보낼까요? AVATAR, Today’s".unicodeScalars)
        var generator = SplitMix64(seed: 0x5A_A9E5)
        var problems = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let end = Bool.random(using: &generator) ? min(length, 4096) : length
                bytes[start + Int.random(in: 0..<end, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let face = try FontFile.parseFace(bytes)
            #expect(face.shapingProblems.count <= 1)
            #expect(face.shapingProblems.allSatisfy { $0.table == table })
            problems += face.shapingProblems.count
            for locale in ["ko", "en", "ja", "zh-Hant"] {
                let font = MeasuringFont(face: face, shaping: face.shaping(forLocale: locale), fallback: FallbackMetrics(), size: 17, letterSpacing: 0, lineHeight: 22)
                let width = font.width(of: text)
                #expect(width.isFinite)
                _ = font.lines(text, maxWidth: 100, maxLines: 10)
            }
        }
        // Flips in the lists and headers must break the table sometimes, or nothing was tested.
        #expect(problems > 10, "only \(problems) of 300 flipped \(table) tables were refused")
    }

    /// Every lookup a layout makes, on scalars in and out of every cmap range.
    private func exercise(_ file: FontFile) {
        let probes = FixtureFonts.textScalars + [Unicode.Scalar(0xFFFF)!, Unicode.Scalar(0x20B9F)!, Unicode.Scalar(0x10FFFF)!]
        for face in file.faces {
            for scalar in probes {
                _ = face.advance(of: scalar, size: 17, letterSpacing: 0.2)
            }
            _ = face.defaultLineHeight(size: 17)
        }
    }

    @Test func reportsAnUnknownFileType() {
        let error = parseError(Array("PK\u{3}\u{4}not a font at all".utf8))
        #expect(error?.description == "font header: unknown sfnt version 'PK??' (0x504b0304); expected a TrueType (0x00010000) or OpenType ('OTTO') font (at byte 0)")
    }

    @Test func reportsAnEmptyFile() {
        #expect(parseError([])?.description == "font header: the file tag needs 4 bytes at offset 0, but the file has 0 (at byte 0)")
    }

    @Test func reportsABadHeadMagicNumberWithItsOffset() throws {
        var bytes = try FixtureFonts.bytes(FixtureFonts.latin)
        let head = try #require(tableOffset("head", in: bytes))
        bytes[head + 12] = 0
        let error = try #require(parseError(bytes))
        #expect(error.table == "head")
        #expect(error.offset == head + 12)
        #expect(error.message.hasPrefix("magicNumber is 0x"))
    }

    @Test func reportsAnHmtxTooShortForItsMetrics() throws {
        var bytes = try FixtureFonts.bytes(FixtureFonts.latin)
        let hhea = try #require(tableOffset("hhea", in: bytes))
        bytes[hhea + 34] = 0xFF  // numberOfHMetrics far beyond the hmtx table
        let error = try #require(parseError(bytes))
        #expect(error.table == "hmtx")
        #expect(error.message.contains("advance widths (numberOfHMetrics) needs"))
    }

    @Test func reportsAMissingTable() throws {
        var bytes = try FixtureFonts.bytes(FixtureFonts.latin)
        let record = try #require(tableRecord("cmap", in: bytes))
        bytes.replaceSubrange(record..<(record + 4), with: Array("xmap".utf8))
        #expect(parseError(bytes)?.description == "'cmap' table: the required table is missing")
    }

    @Test func reportsATableRunningPastTheEnd() throws {
        var bytes = try FixtureFonts.bytes(FixtureFonts.latin)
        let record = try #require(tableRecord("hmtx", in: bytes))
        bytes.replaceSubrange((record + 12)..<(record + 16), with: [0x00, 0x10, 0x00, 0x00])  // length 1 MiB
        let error = try #require(parseError(bytes))
        #expect(error.table == "hmtx")
        #expect(error.message.hasPrefix("the table's 1048576 bytes at offset"))
        #expect(error.message.hasSuffix("run past the end of the 17332-byte file"))
    }

    @Test func reportsACollectionWithTooManyFaces() throws {
        var bytes = try FixtureFonts.bytes(FixtureFonts.collection)
        bytes.replaceSubrange(8..<12, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(parseError(bytes)?.description == "font header: the collection claims 2147483647 fonts (at byte 8)")
    }

    @Test func namesTheFaceOfACollectionThatFails() throws {
        var bytes = try FixtureFonts.bytes(FixtureFonts.collection)
        // Face 1's directory offset pointed past the end of the file.
        bytes.replaceSubrange(16..<20, with: [0x7F, 0, 0, 0])
        let error = try #require(parseError(bytes))
        #expect(error.message.hasPrefix("face 1 of the collection: "))
    }

    private func parseError(_ bytes: [UInt8]) -> FontError? {
        do {
            _ = try FontFile.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Where the directory record for `tag` starts, in a single (non-collection) font.
    private func tableRecord(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).map { 12 + $0 * 16 }.first { Array(bytes[$0..<($0 + 4)]) == Array(tag.utf8) }
    }

    private func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        tableRecord(tag, in: bytes).map { record in (8..<12).reduce(0) { $0 << 8 | Int(bytes[record + $1]) } }
    }
}
