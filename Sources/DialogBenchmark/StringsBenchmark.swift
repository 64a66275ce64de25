import Foundation

/// `dialogc-bench strings`: `dialogc strings export` and `import` over a generated corpus
/// in five locales: time and peak memory of each, as child processes.
///
/// The corpus is `CorpusFolder`'s with a config of five locales (`ko` default, `en` from the
/// specs, `ja`, `de`, `fr` missing; `missing-translation` lowered to a warning as the corpus
/// config already does). A translator's work is simulated: the exported catalog gets a
/// `ja`, `de` and `fr` value for every key (the English one, or the source, copied with its
/// specifiers and tags), and the import merges all of them — three locales added to every
/// text of every spec, each spec checked again and written. The XLIFF import merges the
/// same translations from an XLIFF 1.2 file exported after that.
enum StringsBenchmark: BenchmarkCommand {
    static let name = "strings"
    static let summary = "Time 'dialogc strings export' and 'import' on generated specs in five locales."
    static let optionsHelp = [
        (flag: "--specs <n>", help: "Number of generated dialog specs. (default: 2000)"),
        (flag: "--iterations <n>", help: "Timed rounds of each step; the median is reported. (default: 3)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--keep", help: "Keep the corpus, the files and the logs in the temporary folder."),
        (flag: "--translate <in> <out>", help: "(Run by the benchmark itself, in a child process: the translator's step alone.)"),
    ]

    static let locales = ["ko", "en", "ja", "de", "fr"]
    static let added = ["ja", "de", "fr"]

    static func run(_ arguments: [String]) throws(UsageError) {
        // The translator's step, in a child process of its own (below).
        if arguments.first == "--translate", arguments.count == 3 {
            print(translate(catalog: arguments[1], to: arguments[2]))
            return
        }
        var options = OptionReader(arguments, command: name)
        let specCount = try options.positiveInteger("--specs", default: 2000)
        let iterations = try options.positiveInteger("--iterations", default: 3)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let keep = options.flag("--keep")
        try options.finish()

        let root = CorpusFolder.temporaryFolder("strings-\(specCount)")
        let corpus = CorpusFolder.write(specs: specCount, to: root)
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let config = CorpusFolder.config.replacingOccurrences(
            of: #""locales": ["ko", "en"]"#, with: "\"locales\": [" + locales.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        CorpusFolder.writeFile(corpus.configPath, Array(config.utf8))
        let pristine = root + "/Pristine"
        copyFolder(corpus.specsFolder, to: pristine)
        progress("corpus: \(specCount) specs in \(locales.count) locales in \(root); load average \(ChildProcess.loadAverage())")

        let log = root + "/dialogc.log"
        func dialogcRun(_ words: [String]) -> ChildRun {
            let run = ChildProcess.run([dialogc] + words, in: root, outputPath: log)
            guard run.status == 0 else { fatalError("dialogc \(words.joined(separator: " ")) exited with \(run.status); see \(log) (run with --keep)") }
            return run
        }
        let exportCatalog = ["strings", "export", "Dialogs", "--config", "dialogc.json", "--format", "xcstrings", "--out", "export.xcstrings"]
        let exportXLIFF = ["strings", "export", "Dialogs", "--config", "dialogc.json", "--format", "xliff", "--out", "export.xlf"]

        // Untimed: the translated files, and one run of each step.
        progress("preparing the translated files (untimed)")
        _ = dialogcRun(exportCatalog)
        let catalogPath = root + "/translated.xcstrings"
        // In a child process: the catalog read into Foundation objects takes hundreds of MB,
        // and a child spawned from a parent that large reports the parent's peak as its own
        // (`ru_maxrss` counts the memory the child shared before it ran dialogc).
        let translation = ChildProcess.run(
            [siblingExecutable("dialogc-bench"), name, "--translate", root + "/export.xcstrings", catalogPath], outputPath: root + "/translate.out")
        guard translation.status == 0,
            let units = Int((try? String(contentsOfFile: root + "/translate.out", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        else { fatalError("the translation step failed (exit \(translation.status))") }
        _ = dialogcRun(["strings", "import", "translated.xcstrings", "Dialogs", "--config", "dialogc.json"])
        _ = dialogcRun(exportXLIFF)
        try? FileManager.default.moveItem(atPath: root + "/export.xlf", toPath: root + "/translated.xlf")
        let translatedBytes = (try? FileManager.default.attributesOfItem(atPath: catalogPath)[.size] as? Int) ?? 0

        var rows: [(String, [ChildRun])] = [("export .xcstrings", []), ("export XLIFF 1.2", []), ("import .xcstrings", []), ("import XLIFF 1.2", [])]
        for round in 0..<iterations {
            progress("round \(round + 1) of \(iterations) (load average \(ChildProcess.loadAverage()))")
            resetSpecs(from: pristine, to: corpus.specsFolder)
            rows[0].1.append(dialogcRun(exportCatalog))
            rows[1].1.append(dialogcRun(exportXLIFF))
            rows[2].1.append(dialogcRun(["strings", "import", "translated.xcstrings", "Dialogs", "--config", "dialogc.json"]))
            resetSpecs(from: pristine, to: corpus.specsFolder)
            rows[3].1.append(dialogcRun(["strings", "import", "translated.xlf", "Dialogs", "--config", "dialogc.json"]))
        }
        progress("done; \(units) keys, \(units * added.count) translations imported per run; translated catalog \(megabytes(translatedBytes))")
        var text = "| \(specCount) specs x \(locales.count) locales (\(units) keys) | median wall time | median CPU time (user+sys) | peak RSS |\n"
        text += "|---|---:|---:|---:|\n"
        for (title, runs) in rows {
            text += "| `\(title)` | \(seconds(median(runs.map(\.wallSeconds)))) | \(seconds(median(runs.map(\.cpuSeconds)))) "
            text += "| \(megabytes(runs.map(\.peakResidentBytes).max() ?? 0)) |\n"
        }
        print(text, terminator: "")
    }

    /// Adds a `ja`, `de` and `fr` value to every key of the catalog at `path`; returns the
    /// number of keys.
    static func translate(catalog path: String, to output: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path),
            var root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            var strings = root["strings"] as? [String: Any]
        else { fatalError("cannot read the exported catalog \(path)") }
        for (key, value) in strings {
            guard var entry = value as? [String: Any], var localizations = entry["localizations"] as? [String: Any] else { continue }
            let english = ((localizations["en"] ?? localizations["ko"]) as? [String: Any])?["stringUnit"] as? [String: Any]
            guard let text = english?["value"] as? String else { continue }
            for locale in added { localizations[locale] = ["stringUnit": ["state": "translated", "value": text]] }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        root["strings"] = strings
        guard let written = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]) else { fatalError("cannot write \(output)") }
        CorpusFolder.writeFile(output, Array(written))
        return strings.count
    }

    static func copyFolder(_ source: String, to target: String) {
        try? FileManager.default.removeItem(atPath: target)
        do { try FileManager.default.copyItem(atPath: source, toPath: target) } catch { fatalError("cannot copy \(source): \(error)") }
    }

    /// The specs as generated, before any import.
    static func resetSpecs(from pristine: String, to folder: String) {
        copyFolder(pristine, to: folder)
    }
}
