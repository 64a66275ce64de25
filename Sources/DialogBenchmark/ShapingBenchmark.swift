import DialogLayout
import Foundation

/// `dialogc-bench shaping`: the cost of measuring one line of text, with the embedded
/// fallback metrics, with a font's advances alone, and shaped with `locl` and `kern`.
enum ShapingBenchmark: BenchmarkCommand {
    static let name = "shaping"
    static let summary = "Measure the cost per line of text measurement with and without shaping."
    static let optionsHelp = [
        (flag: "--font <file>", help: "The font to shape with. (default: Fixtures/fonts/NotoSansCJKkr-Layout.otf)"),
        (flag: "--lines <n>", help: "Lines measured per run, cycling through the sample lines. (default: 200000)"),
        (flag: "--iterations <n>", help: "Timed runs per contender, interleaved; the median is reported. (default: 5)"),
    ]

    /// Dialog-sized lines in the two fixture locales, about 20 scalars each.
    static let samples: [(locale: String, text: String)] = [
        ("ko", "이제 타이머를 위젯으로 볼 수 있어요."), ("ko", "삭제한 타이머는 복구할 수 없어요"),
        ("ko", "“팀 초대”를 보낼까요? 다시 보지 않기"), ("ko", "업로드에 실패했어요. 다시 시도해 주세요"),
        ("en", "You can now see your timers in a"), ("en", "A deleted timer can't be restored."),
        ("en", "AVATAR “Team” WAVE, Today’s Yield"), ("en", "Upload failed. Try again later."),
    ]

    enum Contender: String, CaseIterable {
        case fallback, advances, shaped

        var title: String {
            switch self {
            case .fallback: "fallback metrics"
            case .advances: "font advances, no shaping"
            case .shaped: "font, locl + kern"
            }
        }
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let path = try options.value("--font") ?? "Fixtures/fonts/NotoSansCJKkr-Layout.otf"
        let lineCount = try options.positiveInteger("--lines", default: 200_000)
        let iterations = try options.positiveInteger("--iterations", default: 5)
        try options.finish()
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read the font '\(path)'", command: name) }
        let face: FontFace
        do {
            face = try FontFile.parseFace([UInt8](data))
        } catch {
            throw UsageError("'\(path)' is not a usable font: \(error)", command: name)
        }
        let lines = samples.map { (locale: $0.locale, scalars: Array($0.text.unicodeScalars)) }
        let scalarsPerRun = (0..<lineCount).reduce(0) { $0 + lines[$1 % lines.count].scalars.count }
        func font(_ contender: Contender, locale: String) -> MeasuringFont {
            switch contender {
            case .fallback: MeasuringFont(face: nil, fallback: FallbackMetrics(), size: 17, letterSpacing: 0, lineHeight: 22)
            case .advances: MeasuringFont(face: face, shaping: .none, fallback: FallbackMetrics(), size: 17, letterSpacing: 0, lineHeight: 22)
            case .shaped: MeasuringFont(face: face, shaping: face.shaping(forLocale: locale), fallback: FallbackMetrics(), size: 17, letterSpacing: 0, lineHeight: 22)
            }
        }
        let contenders = Contender.allCases.map { contender in
            let fonts = lines.map { font(contender, locale: $0.locale) }
            return BenchmarkContender(name: contender.title) {
                var total = 0.0
                for index in 0..<lineCount {
                    let line = index % lines.count
                    total += fonts[line].width(of: lines[line].scalars)
                }
                return Int(total)
            }
        }
        progress("\(lineCount) lines (\(scalarsPerRun) scalars) per run, \(iterations) timed rounds; times are thread CPU time")
        let (measurements, checksum) = Stopwatch.measure(contenders, bytesPerRun: scalarsPerRun, warmUp: 1, iterations: iterations, progress: progress)
        progress("done (checksum \(checksum))")
        var text = "| measuring | median CPU time | ns per line | ns per scalar |\n|---|---:|---:|---:|\n"
        for measurement in measurements {
            let seconds = measurement.medianSeconds
            text += "| \(measurement.name) | \(formatted(seconds * 1000, decimals: 1)) ms "
            text += "| \(formatted(seconds * 1e9 / Double(lineCount), decimals: 0)) | \(formatted(seconds * 1e9 / Double(scalarsPerRun), decimals: 1)) |\n"
        }
        print(text, terminator: "")
    }
}
