import DialogTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Time grows linearly with a spec made big in one direction: thousands of unknown keys on
/// one line, of buttons, elements, spans, highlights entries, markup mistakes, parameters,
/// locales, words or actions. Each was quadratic somewhere (a source line copied per finding, a search per
/// button, a literal re-scanned per span, a string rebuilt per character…).
///
/// Not a benchmark of absolute speed: each case runs the real `dialogc` (see
/// `DialogcExecutable`) as a child process at n and at 4n and reads the child's own CPU
/// time from the kernel, so other tests running at the same time do not count. The sizes
/// are chosen so that 4n costs a debug build at most a second or two and the quadratic part
/// of the old code already dominated at n: its time grew 11 to 20 times from n to 4n even
/// in a release build, and for spans and markup mistakes it passed the budget (30 s and
/// 400 s). The checks are that budget, far above the linear cost, and the ratio of the two
/// sizes' times, about 4 when linear and 16 when quadratic.
/// `dialogc-bench hostile` measures the same shapes at larger sizes (BENCHMARKS.md).
@Suite(.serialized) struct LinearCostTests {
    /// CPU seconds the larger size may take: linear costs a debug build at most about 2 s
    /// on a loaded 2-core machine; the quadratic code took up to minutes in a release build.
    static let budget = 15.0
    /// The larger size over the smaller: 4 when linear (less with the fixed start-up
    /// cost), 16 when quadratic.
    static let factor = 4
    static let greatestRatio = 9.0

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let command: String
        /// Whether the layout rules run: off where the quadratic code was elsewhere, so that
        /// a debug build's layout of every element does not hide it at small sizes.
        let laysOut: Bool
        let size: Int
        let spec: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let head = #"{"id": "hostile.case", "title": {"en": "Title", "ko": "제목"}"#
    static let okButton = #""buttons": [{"id": "ok", "title": {"en": "OK", "ko": "확인"}, "role": "primary"}]"#

    static let cases: [Case] = [
        // One finding per key on one 100 KB line: each copied the whole line and counted
        // its column from the line's start.
        Case(name: "unknown keys on one line", command: "lint", laysOut: false, size: 2_000) { n in
            head + #", "message": "Message", "# + okButton + (0..<n).map { #","key\#($0)":0"# }.joined() + "}"
        },
        // Ids, actions and hit targets were each compared with every other button.
        Case(name: "buttons", command: "lint", laysOut: true, size: 500) { n in
            head + ",\n\"buttons\": [\n" + (0..<n).map { #"{"id": "b\#($0)", "title": "Choice \#($0)"}"# }.joined(separator: ",\n") + "]}"
        },
        // Element ids were compared with every other id and member, lower-casing both.
        Case(name: "content elements", command: "lint", laysOut: false, size: 2_000) { n in
            head + ",\n\"content\": [\n" + (0..<n).map { #"{"type": "checkbox", "id": "c\#($0)", "title": "Option \#($0)"}"# }
                .joined(separator: ",\n") + "],\n" + okButton + "}"
        },
        // Each span's position in the file was found by scanning the string from its start,
        // and each span was compared with every laid-out line.
        Case(name: "highlight spans", command: "lint", laysOut: true, size: 5_000) { n in
            head + #", "message": ""# + String(repeating: "<accent>x</accent> ", count: n) + "\",\n" + okButton + "}"
        },
        // Each highlights entry was looked for in the whole message, by the rule and the layout.
        Case(name: "highlights entries", command: "lint", laysOut: true, size: 2_000) { n in
            head + #", "message": ""# + (0..<n).map { "w\($0)" }.joined(separator: " ") + "\",\n\"highlights\": ["
                + (0..<n).map { #"{"text": "w\#($0)", "style": "accent"}"# }.joined(separator: ",\n") + "],\n" + okButton + "}"
        },
        // Each closing tag searched the open tags and the rest of the text.
        Case(name: "markup mistakes", command: "lint", laysOut: false, size: 250) { n in
            let message = ["<a>", "<x>", "</a>", "</b>"].map { String(repeating: $0, count: n) }.joined()
            return head + #", "message": ""# + message + "\",\n" + okButton + "}"
        },
        // Each parameter was compared with every later one, and with every other member.
        Case(name: "parameters", command: "lint", laysOut: false, size: 2_000) { n in
            head + ",\n\"parameters\": {" + (0..<n).map { #""p\#($0)": "String""# }.joined(separator: ",\n") + "},\n"
                + #""message": ""# + (0..<n).map { "{p\($0)}" }.joined(separator: " ") + "\",\n" + okButton + "}"
        },
        // Each locale of a text removed its earlier duplicates by a search.
        Case(name: "locales of one text", command: "lint", laysOut: false, size: 10_000) { n in
            #"{"id": "hostile.case", "title": {"en": "Title", "#
                + (0..<n).map { #""en-x\#($0)": "Title \#($0)""# }.joined(separator: ",\n") + "},\n" + okButton + "}"
        },
        // The emitter rebuilt the message's literal for every character.
        Case(name: "words of a built message", command: "build", laysOut: false, size: 10_000) { n in
            #"{"id": "hostile.case", "title": "Title", "message": ""# + (0..<n).map { "word\($0)" }.joined(separator: " ")
                + #"", "buttons": [{"id": "ok", "title": "OK"}]}"#
        },
        // The emitter looked each button's action and payload up by a search.
        Case(name: "actions of a built dialog", command: "build", laysOut: false, size: 1_500) { n in
            #"{"id": "hostile.case", "title": "Title", "buttons": [\#n"#
                + (0..<n).map { #"{"id": "b\#($0)", "title": "Choice \#($0)", "action": "choose\#($0)", "payload": "Payload\#($0)"}"# }
                .joined(separator: ",\n") + "]}"
        },
    ]

    /// Every rule, with two locales.
    static let fullConfig = #"{"version": 1, "locales": ["en", "ko"], "defaultLocale": "en"}"#
    /// No layout rules, and none of the rules a huge dialog breaks by design, so that the
    /// builds succeed.
    static let configWithoutLayout = """
        {"version": 1, "locales": ["en", "ko"], "defaultLocale": "en", "rules": {"dialog-overflow": "off", \
        "text-overflow": "off", "hit-target": "off", "min-font-size": "off", "button-count": "off", "text-length": "off", \
        "one-primary-action": "off", "vague-button-title": "off", "placeholder-mismatch": "off", "missing-translation": "off"}}
        """

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound), arguments: cases)
    func timeGrowsLinearly(_ hostile: Case) throws {
        let executable = try #require(DialogcExecutable.path)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", hostile.laysOut ? Self.fullConfig : Self.configWithoutLayout)
        func cpuSeconds(_ size: Int) throws -> Double {
            try folder.write("n\(size)/hostile.dialog.json", hostile.spec(size))
            var arguments = [hostile.command, folder.path + "/n\(size)", "--config", folder.path + "/dialogc.json"]
            if hostile.command == "build" {
                // A fresh folder each time: a second build into the same one would be a cached no-op.
                let out = folder.path + "/Generated"
                try? FileManager.default.removeItem(atPath: out)
                arguments += ["--out", out]
            }
            let run = try ChildCPU.run(executable, arguments)
            #expect(run.status == 0 || (run.status == 1 && hostile.command == "lint"), "dialogc \(hostile.command) exited with \(run.status)")
            return run.cpuSeconds
        }
        try Self.expectLinear(hostile.name, size: hostile.size, cpuSeconds)
    }

    /// `cpuSeconds` at `size` and at `factor` times it: the larger within the budget, and the
    /// ratio of the two below `greatestRatio`. The ratio is measured once more on a second
    /// pair when the first looks quadratic: one slow child on a busy machine must not fail.
    static func expectLinear(_ name: String, size: Int, _ cpuSeconds: (Int) throws -> Double) throws {
        let small = try cpuSeconds(size)
        let large = try cpuSeconds(size * factor)
        #expect(large < budget, "\(name): \(large) s of CPU at \(size * factor), over the budget of \(budget) s")
        var ratio = large / max(small, 0.001)
        if ratio >= greatestRatio, large < budget {
            ratio = min(ratio, try cpuSeconds(size * factor) / max(try cpuSeconds(size), 0.001))
        }
        #expect(ratio < greatestRatio, "\(name): \(factor)x the size took \(ratio)x the CPU time (\(small) s, then \(large) s)")
    }
}

/// A child process's exit status and CPU time (user + system, from `wait4`).
enum ChildCPU {
    struct Run {
        var status: Int32
        var cpuSeconds: Double
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        try #require(spawned == 0, "could not start \(executable): \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(status: exit, cpuSeconds: cpu)
    }
}
