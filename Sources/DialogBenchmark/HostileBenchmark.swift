import Foundation

/// `dialogc-bench hostile`: one spec made big in one direction (thousands of unknown keys
/// on one line, of buttons, of elements, of spans…), run through `dialogc` at size n and
/// at `--factor` x n, to show that time and memory grow linearly with the input.
///
/// Each case writes its spec (and a config) to a temporary folder and runs `dialogc lint`,
/// or `dialogc build` for the cases that exercise the emitters, as a child process: CPU
/// time and peak memory are the kernel's (`wait4`). The fixed cost of a run (start-up, the
/// config, the design system) is measured on the same case at size 1 and taken off before
/// the ratio of the two sizes is formed: with a factor of 4, linear work grows about 4x and
/// quadratic work about 16x.
enum HostileBenchmark: BenchmarkCommand {
    static let name = "hostile"
    static let summary = "How 'dialogc' grows on one spec made big in one direction (keys, buttons, elements, spans, ...)."
    static let optionsHelp = [
        (flag: "--cases <list>", help: "Cases to run, comma-separated. (default: all: \(HostileCase.all.map(\.name).joined(separator: ",")))"),
        (flag: "--n <count>", help: "The smaller size of every case run. (default: each case's own, in BENCHMARKS.md)"),
        (flag: "--factor <n>", help: "The larger size is this many times the smaller. (default: 4)"),
        (flag: "--iterations <n>", help: "Runs of each size; medians are reported. (default: 1)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--keep", help: "Keep each case's spec, config and dialogc's output in the temporary folder."),
    ]

    /// One size of one case.
    struct Row {
        let size: Int
        let bytes: Int
        let summary: RunSummary
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let names = try options.value("--cases").map { $0.split(separator: ",").map(String.init) }
        let size = try options.positiveInteger("--n", default: 0)
        let factor = try options.positiveInteger("--factor", default: 4)
        let iterations = try options.positiveInteger("--iterations", default: 1)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let keep = options.flag("--keep")
        try options.finish()
        guard factor > 1 else { throw UsageError("'--factor' must be at least 2", command: name) }
        var cases = HostileCase.all
        if let names {
            cases = try names.map { caseName throws(UsageError) in
                guard let found = HostileCase.all.first(where: { $0.name == caseName }) else {
                    throw UsageError("unknown case '\(caseName)'; the cases are \(HostileCase.all.map(\.name).joined(separator: ", "))", command: name)
                }
                return found
            }
        }

        var text = "| case | what grows | command | n | input | wall time | CPU time (user+sys) | peak RSS | CPU growth | memory growth |\n"
        text += "|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n"
        for hostile in cases {
            let small = size > 0 ? size : hostile.defaultSize
            let root = CorpusFolder.temporaryFolder("hostile-\(hostile.name)")
            defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
            progress("\(hostile.name): sizes 1, \(small) and \(small * factor) in \(root); load average \(ChildProcess.loadAverage())")
            let rows = [1, small, small * factor].map { count in measure(hostile, size: count, iterations: iterations, dialogc: dialogc, root: root) }
            text += table(hostile, base: rows[0], rows: Array(rows.dropFirst()))
        }
        progress("done; load average \(ChildProcess.loadAverage())")
        print(text, terminator: "")
    }

    /// Writes the case at `size` and runs dialogc on it `iterations` times.
    static func measure(_ hostile: HostileCase, size: Int, iterations: Int, dialogc: String, root: String) -> Row {
        let folder = root + "/n\(size)"
        do {
            try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        } catch {
            fatalError("could not create \(folder): \(error)")
        }
        let writer = SpecWriter(path: folder + "/specs/hostile.dialog.json")
        hostile.spec(size, writer)
        writer.close()
        CorpusFolder.writeFile(folder + "/dialogc.json", Array(hostile.config.utf8))
        var arguments = [dialogc, hostile.command.rawValue, "specs", "--config", "dialogc.json"]
        if hostile.command == .build { arguments += ["--out", "Generated"] }
        let log = folder + "/dialogc.log"
        let runs = (0..<iterations).map { round in
            try? FileManager.default.removeItem(atPath: folder + "/Generated")
            progress("  n = \(size): round \(round + 1) of \(iterations) (load average \(ChildProcess.loadAverage()))")
            let run = ChildProcess.run(arguments, in: folder, outputPath: log)
            // Lint exits 1 when it reports errors, as most cases make it; 2 would be a failure
            // to run (an unreadable file, a crash), and a build must succeed.
            guard run.status == 0 || (run.status == 1 && hostile.command == .lint) else {
                fatalError("dialogc \(hostile.command.rawValue) exited with \(run.status); see \(log) (run with --keep)")
            }
            return run
        }
        return Row(size: size, bytes: writer.count, summary: RunSummary(runs))
    }

    /// The case's two rows. Growth is the larger size's cost over the smaller's, each less
    /// the cost at size 1; the last two columns of the larger row.
    static func table(_ hostile: HostileCase, base: Row, rows: [Row]) -> String {
        var text = ""
        for (index, row) in rows.enumerated() {
            text += "| \(index == 0 ? "`\(hostile.name)`" : "") | \(index == 0 ? hostile.grows : "") | \(index == 0 ? "`\(hostile.command.rawValue)`" : "") "
            text += "| \(row.size) | \(bytes(row.bytes)) | \(seconds(row.summary.wallSeconds)) | \(seconds(row.summary.cpuSeconds)) "
            text += "| \(megabytes(row.summary.peakResidentBytes)) "
            if index == 0 {
                text += "| | |\n"
                continue
            }
            // Below 10 ms of CPU or 5 MiB above the fixed cost the ratio would be noise.
            let smaller = rows[index - 1].summary
            let smallerCPU = smaller.cpuSeconds - base.summary.cpuSeconds
            let smallerMemory = Double(smaller.peakResidentBytes - base.summary.peakResidentBytes)
            let cpu = smallerCPU < 0.01 ? "–" : formatted((row.summary.cpuSeconds - base.summary.cpuSeconds) / smallerCPU, decimals: 1) + "x"
            let memory = smallerMemory < 5 * 1_048_576
                ? "–" : formatted(Double(row.summary.peakResidentBytes - base.summary.peakResidentBytes) / smallerMemory, decimals: 1) + "x"
            text += "| \(cpu) | \(memory) |\n"
        }
        return text
    }

    static func bytes(_ count: Int) -> String {
        count < 1_000_000 ? "\(formatted(Double(count) / 1000, decimals: 0)) KB" : "\(formatted(Double(count) / 1_000_000, decimals: 1)) MB"
    }
}

/// One way to make a spec big. `spec` writes the spec with n of the thing that grows; every
/// case's spec is valid JSON, and the findings it produces are the ones the case is about.
struct HostileCase: Sendable {
    enum Command: String, Sendable {
        case lint, build
    }

    let name: String
    /// What n counts, for the table.
    let grows: String
    let command: Command
    /// The smaller size run by default; the issue's figure where it gave one (at 4x).
    let defaultSize: Int
    let config: String
    /// Writes the spec with n of the thing that grows.
    let spec: @Sendable (Int, SpecWriter) -> Void

    /// Two locales for lint, so locale maps are read (one where the file would pass the
    /// 16 MB limit otherwise); one for the builds, whose specs must be free of errors: the
    /// rules that a huge dialog breaks by design are off.
    static let lintConfig = #"{"version": 1, "locales": ["en", "ko"], "defaultLocale": "en"}"#
    static let oneLocaleConfig = #"{"version": 1, "locales": ["en"], "defaultLocale": "en"}"#
    static let buildConfig = """
        {"version": 1, "locales": ["en"], "defaultLocale": "en", "rules": {\
        "dialog-overflow": "off", "button-count": "off", "text-length": "off", "text-overflow": "off", "hit-target": "off", \
        "one-primary-action": "off", "vague-button-title": "off", "placeholder-mismatch": "off"}}
        """

    /// A spec's head: an id and a title; `message` and `buttons` follow from each case.
    static let head = #"{"id": "hostile.case", "title": {"en": "Title", "ko": "제목"}"#
    static let okButton = #""buttons": [{"id": "ok", "title": {"en": "OK", "ko": "확인"}, "role": "primary"}]"#

    /// Writes `piece(index)` for each index below n, with `separator` between them.
    static func repeated(_ n: Int, separator: String = "", to out: SpecWriter, _ piece: (Int) -> String) {
        for index in 0..<n {
            if index > 0 { out.write(separator) }
            out.write(piece(index))
        }
    }

    static let all: [HostileCase] = [
        HostileCase(
            name: "unknown-keys", grows: "unknown keys on one line (a minified spec)", command: .lint, defaultSize: 20_000, config: lintConfig,
            spec: { n, out in
                out.write(head + #", "message": {"en": "Message", "ko": "메시지"}, "# + okButton)
                repeated(n, to: out) { #","key\#($0)":0"# }
                out.write("}")
            }),
        HostileCase(
            name: "buttons", grows: "buttons", command: .lint, defaultSize: 2_500, config: lintConfig,
            spec: { n, out in
                out.write(head + ",\n\"buttons\": [\n")
                repeated(n, separator: ",\n", to: out) { #"{"id": "b\#($0)", "title": {"en": "Choice \#($0)", "ko": "선택 \#($0)"}}"# }
                out.write("\n]}\n")
            }),
        HostileCase(
            name: "content", grows: "checkbox elements", command: .lint, defaultSize: 50_000, config: oneLocaleConfig,
            spec: { n, out in
                // One locale and plain strings, so that 200,000 elements stay under the 16 MB
                // dialogc reads.
                out.write(#"{"id": "hostile.case", "title": "Title", "content": [\#n"#)
                repeated(n, separator: ",\n", to: out) { #"{"type": "checkbox", "id": "c\#($0)", "title": "Option \#($0)"}"# }
                out.write(#"\#n], "buttons": [{"id": "ok", "title": "OK", "role": "primary"}]}\#n"#)
            }),
        HostileCase(
            name: "spans", grows: "`<accent>` spans in the message", command: .lint, defaultSize: 125_000,
            config: oneLocaleConfig,
            spec: { n, out in
                // One locale, so that 500,000 spans stay under the 16 MB dialogc reads.
                out.write(#"{"id": "hostile.case", "title": "Title", "message": ""#)
                repeated(n, to: out) { _ in "<accent>x</accent> " }
                out.write(#"", "buttons": [{"id": "ok", "title": "OK", "role": "primary"}]}"#)
            }),
        HostileCase(
            name: "markup-errors", grows: "unclosed, crossing and unopened tags in the message", command: .lint,
            defaultSize: 20_000, config: lintConfig,
            spec: { n, out in
                out.write(head + ",\n\"message\": {")
                for locale in ["en", "ko"] {
                    out.write(locale == "en" ? #""en": ""# : #", "ko": ""#)
                    for tag in ["<a>", "<x>", "</a>", "</b>"] { repeated(n, to: out) { _ in tag } }
                    out.write(#"</x>""#)
                }
                out.write("},\n" + okButton + "}\n")
            }),
        HostileCase(
            name: "parameters", grows: "parameters, each used in the message", command: .lint, defaultSize: 20_000,
            config: lintConfig,
            spec: { n, out in
                out.write(head + ",\n\"parameters\": {\n")
                repeated(n, separator: ",\n", to: out) { #""p\#($0)": "String""# }
                out.write("\n},\n\"message\": {")
                for locale in ["en", "ko"] {
                    out.write(locale == "en" ? #""en": ""# : #", "ko": ""#)
                    repeated(n, separator: " ", to: out) { "{p\($0)}" }
                    out.write("\"")
                }
                out.write("},\n" + okButton + "}\n")
            }),
        HostileCase(
            name: "locales", grows: "locales of the title", command: .lint, defaultSize: 20_000, config: lintConfig,
            spec: { n, out in
                out.write(#"{"id": "hostile.case", "title": {"en": "Title", "ko": "제목",\#n"#)
                repeated(n, separator: ",\n", to: out) { #""en-x\#($0)": "Title \#($0)""# }
                out.write("\n},\n" + okButton + "}\n")
            }),
        HostileCase(
            name: "highlights", grows: "`highlights` entries, each a word of the message", command: .lint, defaultSize: 2_500,
            config: lintConfig,
            spec: { n, out in
                out.write(head + ",\n\"message\": {")
                for locale in ["en", "ko"] {
                    out.write(locale == "en" ? #""en": ""# : #", "ko": ""#)
                    repeated(n, separator: " ", to: out) { "w\($0)" }
                    out.write("\"")
                }
                out.write("},\n\"highlights\": [\n")
                repeated(n, separator: ",\n", to: out) { #"{"text": {"en": "w\#($0)", "ko": "w\#($0)"}, "style": "accent"}"# }
                out.write("\n],\n" + okButton + "}\n")
            }),
        HostileCase(
            name: "long-text", grows: "words of the message, built", command: .build, defaultSize: 50_000, config: buildConfig,
            spec: { n, out in
                out.write(#"{"id": "hostile.case", "title": "Title", "message": ""#)
                repeated(n, separator: " ", to: out) { "word\($0)" }
                out.write(#"", "buttons": [{"id": "ok", "title": "OK"}]}"#)
            }),
        HostileCase(
            name: "actions", grows: "buttons with their own action and payload, built", command: .build, defaultSize: 2_500,
            config: buildConfig,
            spec: { n, out in
                out.write(#"{"id": "hostile.case", "title": "Title", "buttons": [\#n"#)
                repeated(n, separator: ",\n", to: out) {
                    #"{"id": "b\#($0)", "title": "Choice \#($0)", "action": "choose\#($0)", "payload": "Payload\#($0)"}"#
                }
                out.write("\n]}\n")
            }),
    ]
}

/// Writes a file in pieces through a small buffer. The specs are written this way rather
/// than built as one string so that this process stays small: on Linux a child started with
/// `posix_spawn` reports at least its parent's peak memory as its own `ru_maxrss`, which
/// would hide the small runs' figures under the largest spec's size.
final class SpecWriter {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// Bytes written so far.
    private(set) var count = 0

    init(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            fatalError("could not write \(path)")
        }
        self.handle = handle
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func close() {
        flush()
        handle.closeFile()
    }

    private func flush() {
        handle.write(Data(buffer))
        count += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }
}
