import DialogJSON
import Foundation

/// `dialogc-bench parse`: dialogc's located parser against Foundation's `JSONSerialization`
/// and `JSONDecoder`, file by file over the same bytes.
enum ParseBenchmark: BenchmarkCommand {
    static let name = "parse"
    static let summary = "Compare dialogc's JSON parser with JSONSerialization and JSONDecoder."
    static let optionsHelp = [
        (flag: "--specs <n>", help: "Number of generated dialog specs. (default: 2000)"),
        (flag: "--iterations <n>", help: "Timed runs per parser, interleaved; the median is reported. (default: 10)"),
        (flag: "--warm-up <n>", help: "Untimed runs before timing. (default: 2)"),
        (flag: "--only <parser>", help: "Measure one parser: dialogc, serialization or decoder (for profiling)."),
    ]

    /// The parsers measured, in table order.
    enum Contender: String, CaseIterable {
        case dialogc, serialization, decoder
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let specCount = try options.positiveInteger("--specs", default: 2000)
        let iterations = try options.positiveInteger("--iterations", default: 10)
        let warmUp = try options.positiveInteger("--warm-up", default: 2)
        let only = try options.value("--only")
        try options.finish()
        var contenders = Contender.allCases
        if let only {
            guard let contender = Contender(rawValue: only) else {
                throw UsageError("'\(only)' is not a valid value for '--only'; expected dialogc, serialization or decoder", command: name)
            }
            contenders = [contender]
        }

        let corpus = SpecCorpus(specs: specCount)
        let files = corpus.files
        let datas = files.map { Data($0) }
        let bytes = corpus.totalBytes
        checkEveryParserAccepts(files, datas)
        progress(
            "corpus: \(specCount) specs, \(formatted(Double(bytes) / 1_000_000, decimals: 2)) MB; "
                + "\(iterations) timed rounds after \(warmUp) warm-up runs; times are thread CPU time")

        let (measurements, checksum) = Stopwatch.measure(
            contenders.map { BenchmarkContender(name: $0.title, run: $0.body(files: files, datas: datas)) },
            bytesPerRun: bytes, warmUp: warmUp, iterations: iterations, progress: progress)
        progress("done (checksum \(checksum))")
        print(table(measurements, reference: contenders.first == .dialogc ? measurements[0] : nil), terminator: "")
    }

    /// A benchmark of parsers that fail would measure error paths: stop if any input is refused.
    private static func checkEveryParserAccepts(_ files: [[UInt8]], _ datas: [Data]) {
        let decoder = JSONDecoder()
        for (index, file) in files.enumerated() {
            let document = JSONParser().parse(file)
            if let error = document.syntaxError { fatalError("spec \(index): dialogc rejected it: \(error.message)") }
            do {
                _ = try JSONSerialization.jsonObject(with: datas[index])
                _ = try decoder.decode(CodableDialogSpec.self, from: datas[index])
            } catch {
                fatalError("spec \(index): Foundation rejected it: \(error)\n\(String(decoding: file, as: UTF8.self))")
            }
        }
    }

    /// A Markdown table, so the output can go straight into BENCHMARKS.md; with dialogc
    /// measured, a last column gives its speed relative to each row.
    static func table(_ measurements: [ThroughputMeasurement], reference: ThroughputMeasurement?) -> String {
        var text = "| parser | median CPU time | MB/s |" + (reference == nil ? "\n|---|---:|---:|\n" : " dialogc / this |\n|---|---:|---:|---:|\n")
        for measurement in measurements {
            text += "| \(measurement.name) | \(formatted(measurement.medianSeconds * 1000, decimals: 1)) ms "
            text += "| \(formatted(measurement.megabytesPerSecond, decimals: 1)) |"
            if let reference {
                text += " \(formatted(reference.megabytesPerSecond / measurement.megabytesPerSecond, decimals: 2))x |"
            }
            text += "\n"
        }
        return text
    }
}

/// Progress goes to standard error so standard output holds only the table.
func progress(_ line: String) {
    FileHandle.standardError.write(Data("dialogc-bench: \(line)\n".utf8))
}

/// A number with a fixed count of decimals, without Foundation's locale-dependent formatting.
func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(abs(scaled) % Int(scale))
    guard decimals > 0 else { return String(whole) }
    return "\(whole).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
}

extension ParseBenchmark.Contender {
    var title: String {
        switch self {
        case .dialogc: "dialogc JSONParser"
        case .serialization: "Foundation JSONSerialization"
        case .decoder: "Foundation JSONDecoder (Codable)"
        }
    }

    /// One run over every file; the result feeds the optimiser-proof checksum.
    func body(files: [[UInt8]], datas: [Data]) -> () -> Int {
        switch self {
        case .dialogc:
            let parser = JSONParser()
            return {
                var work = 0
                for file in files { work &+= parser.parse(file).value?.range.upperBound ?? 0 }
                return work
            }
        case .serialization:
            return {
                var work = 0
                for data in datas { work &+= ((try? JSONSerialization.jsonObject(with: data)) as? NSDictionary)?.count ?? 0 }
                return work
            }
        case .decoder:
            let decoder = JSONDecoder()
            return {
                var work = 0
                for data in datas { work &+= (try? decoder.decode(CodableDialogSpec.self, from: data))?.buttons.count ?? 0 }
                return work
            }
        }
    }
}
