@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Arabic joining: the generated Joining_Type table against Debian's ArabicShaping.txt,
/// the joining forms the state machine chooses, and the widths of real Arabic UI words
/// against HarfBuzz with Noto Sans Arabic.
@Suite struct ArabicJoiningTests {
    static let ucd = "/usr/share/unicode"
    static let hasUCD = FileManager.default.fileExists(atPath: ucd + "/ArabicShaping.txt")
        && FileManager.default.fileExists(atPath: ucd + "/UnicodeData.txt")

    /// Every code point's joining type is the one ArabicShaping.txt gives it, or for one it
    /// leaves out, T for Mn, Me and Cf and U otherwise (the file's own rule).
    @Test(.enabled(if: hasUCD, "Debian's unicode-data is not installed (/usr/share/unicode)"))
    func tableMatchesArabicShapingTxt() throws {
        let shaping = try String(contentsOfFile: Self.ucd + "/ArabicShaping.txt", encoding: .utf8)
        #expect(shaping.hasPrefix("# ArabicShaping-\(ArabicJoining.tableUnicodeVersion).txt"), "regenerate ArabicJoiningTable.swift with make_joining_table.py")
        var expected: [UInt32: ArabicJoining.JoiningType] = [:]
        let letters: [Substring: ArabicJoining.JoiningType] = ["U": .nonJoining, "R": .rightJoining, "D": .dualJoining, "C": .joinCausing, "L": .leftJoining, "T": .transparent]
        for line in shaping.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 3, let code = UInt32(fields[0], radix: 16) else { continue }
            guard let type = letters[Substring(fields[2])] else {
                Issue.record("unknown joining type in '\(line)'")
                continue
            }
            expected[code] = type
        }
        #expect(expected.count > 500)
        var mismatches: [String] = []
        for code in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(code) else { continue }
            let listed = expected[code]
            let category = scalar.properties.generalCategory
            let implied: ArabicJoining.JoiningType = [.nonspacingMark, .enclosingMark, .format].contains(category) ? .transparent : .nonJoining
            // Swift's own general categories may be of a newer Unicode than the table's:
            // only the listed code points and the assigned ones of the table's version count.
            guard listed != nil || scalar.properties.age.map({ "\($0.major).\($0.minor).0" <= ArabicJoining.tableUnicodeVersion }) == true else { continue }
            let want = listed ?? implied
            if ArabicJoining.type(of: scalar) != want { mismatches.append(String(code, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "joining types differ at \(mismatches.prefix(20))")
    }

    static func forms(_ text: String) -> [ArabicJoining.Form?] {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.map { ArabicJoining.form(in: scalars, at: $0) }
    }

    @Test func lettersTakeTheirJoiningForms() {
        // beh yeh teh: initial, medial, final.
        #expect(Self.forms("\u{0628}\u{064A}\u{062A}") == [.initial, .medial, .final])
        // dal alef reh: right-joining letters never join the next one: all isolated.
        #expect(Self.forms("\u{062F}\u{0627}\u{0631}") == [.isolated, .isolated, .isolated])
        // beh alef: the alef joins the beh before it.
        #expect(Self.forms("\u{0628}\u{0627}") == [.initial, .final])
        // A space breaks the joining; a single letter is isolated.
        #expect(Self.forms("\u{0628} \u{0628}") == [.isolated, nil, .isolated])
        // Harakat are transparent: beh fatha yeh kasra teh joins as without them.
        #expect(Self.forms("\u{0628}\u{064E}\u{064A}\u{0650}\u{062A}") == [.initial, nil, .medial, nil, .final])
        // Tatweel joins on both sides; ZWNJ joins nothing.
        #expect(Self.forms("\u{0628}\u{0640}") == [.initial, .final])
        #expect(Self.forms("\u{0628}\u{200C}\u{062A}") == [.isolated, nil, .isolated])
        // ZWJ is join-causing: a letter after it joins towards it.
        #expect(Self.forms("\u{200D}\u{0628}") == [.initial, .final])
    }

    /// Words in the committed Noto Sans Arabic subset, at 1000 pt (1000 units per em), with
    /// their widths as HarfBuzz 15.0.0 (uharfbuzz 0.57.0) shapes them with every default
    /// feature, and as the letters measure unjoined (the engine before joining).
    @Test(arguments: [
        ("بيت", 1735.0, 2746.0),  // beh yeh teh: initial, medial, final forms
        ("دار", 1082, 1082),  // right-joining letters only: every letter isolated
        ("لا", 582, 933),  // lam-alef: one ligature glyph (rlig)
        ("سلام", 1867, 2626),  // seen, then lam-alef inside a word
        ("الله", 1284, 2033),  // alef, then the ligature of lam, lam and heh
        ("كتاب", 2069, 3106),
        ("رفض", 2136, 2656),  // kerning after reh from a chained context
        ("مرة", 1286, 1256),  // teh marbuta kerned after reh
        ("بَيتٌ", 1735, 2746),  // harakat: transparent, and zero-width marks
    ])
    func joinedWordsMeasureAsHarfBuzzShapesThem(word: String, harfBuzz: Double, unjoined: Double) throws {
        let face = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.arabic))
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Arabic", weight: 400, face: face)])
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Arabic"], fontSize: 1000, fontWeight: 400, lineHeight: 1.2), locale: "ar")
        let width = font.width(of: Array(word.unicodeScalars))
        #expect(abs(width - harfBuzz) < 0.001, "\(word): \(width), HarfBuzz \(harfBuzz), unjoined \(unjoined)")
    }

    /// `locl` of the `arab` script's language system applies to Arabic runs, before the
    /// forms: Urdu's four and seven (U+06F4, U+06F7) take their Urdu shapes in `ur` only.
    /// Widths as HarfBuzz 15.0.0 shapes them in the subset.
    @Test(arguments: [("ur", 899.0), ("ar", 1070.0)])
    func urduDigitsTakeTheirLocalForms(locale: String, harfBuzz: Double) throws {
        let face = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.arabic))
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Arabic", weight: 400, face: face)])
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Arabic"], fontSize: 1000, fontWeight: 400, lineHeight: 1.2), locale: locale)
        #expect(abs(font.width(of: Array("\u{06F4}\u{06F7}".unicodeScalars)) - harfBuzz) < 0.001)
    }

    // MARK: - Against HarfBuzz

    static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    /// Run where uharfbuzz is importable, and on CI (`CI=true`), where `.ci/run` installs it
    /// and its absence is a failure; the font comes from fonts-noto-core.
    static var oracleAvailable: Bool { FileManager.default.fileExists(atPath: notoArabic) && HarfBuzzOracle.shouldRun }

    /// Arabic UI sentences written for this test (alerts, buttons, settings), with harakat,
    /// tanween, lam-alef, the word Allah's lam-lam-heh, hamza forms, Arabic digits and
    /// punctuation.
    static let sentences = [
        "هل تريد حذف هذه الرسالة؟", "لا يمكن التراجع عن هذا الإجراء.", "تم حفظ التغييرات بنجاح.",
        "فشل تحميل الملف. حاول مرة أخرى.", "هل أنت متأكد من أنك تريد تسجيل الخروج؟", "إلغاء", "حذف", "موافق",
        "إعادة المحاولة", "تحديث التطبيق متاح الآن", "يرجى التحقق من اتصالك بالإنترنت", "تمت دعوتك للانضمام إلى الفريق",
        "قبول الدعوة", "رفض", "سيتم حذف جميع البيانات المحلية", "اختر لون الخلفية", "تعذر إرسال الرسالة",
        "انتهت مهلة المؤقت", "هل تريد السماح بالوصول إلى الصور؟", "السماح مرة واحدة", "عدم السماح", "إعدادات الخصوصية",
        "كلمة المرور غير صحيحة", "أدخل رمز التحقق المرسل إلى هاتفك", "لقد وصلت إلى الحد الأقصى لعدد المحاولات",
        "الإشعارات معطلة لهذا التطبيق", "تفعيل الإشعارات", "مشاركة", "نسخ الرابط", "تم النسخ إلى الحافظة",
        "حجم الملف كبير جدًا", "مرحبًا بك في التطبيق", "لا توجد نتائج", "سيتم تحديث الصفحة خلال ٥ ثوانٍ",
        "حسنًا، فهمت", "إن شاء الله", "هل تودّ حفظ المسودة قبل المغادرة؟", "لم يتم العثور على أي جهاز قريب",
        "يُرجى إعادة تشغيل الجهاز لإكمال التثبيت", "شاهد الفيديو لمدة ٣٠ ثانية",
    ]

    /// The width of every word of the sentences, in the engine (Noto Sans Arabic configured as
    /// the typography's family, text in `ar`) and in HarfBuzz (its default Arabic shaping:
    /// every feature the font declares). At least 95% of the words must agree within 0.5%;
    /// the pass rate is printed.
    @Test(.enabled(if: oracleAvailable, "needs python3 with uharfbuzz and fonts-noto-core's NotoSansArabic-Regular.ttf"))
    func wordWidthsAgreeWithHarfBuzz() throws {
        guard HarfBuzzOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import uharfbuzz; .ci/run must pip install uharfbuzz")
            return
        }
        let face = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: Self.notoArabic))))
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Arabic", weight: 400, face: face)])
        let size = Double(face.unitsPerEm)
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Arabic"], fontSize: size, fontWeight: 400, lineHeight: 1.2), locale: "ar")
        let words = Array(Set(Self.sentences.flatMap { $0.split(separator: " ").map(String.init) })).sorted()
        let (passed, failures) = try HarfBuzzOracle.agreement(of: words, in: font, fontPath: Self.notoArabic, language: "ar")
        print("Arabic joining against HarfBuzz: \(passed) of \(words.count) words within 0.5%")
        #expect(Double(passed) >= Double(words.count) * 0.95, "\(failures)")
    }

}
