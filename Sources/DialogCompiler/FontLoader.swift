import DialogDiagnostics
import DialogLayout
import DialogModel

/// Reads the fonts the config's `fonts` map names, for text measurement. A family given as
/// one file takes its weight from the font's `OS/2` table; a family given per weight uses
/// the weights written. A file that cannot be read or is not a usable font is reported at
/// its path in the config (`io`), and layout falls back to the embedded metrics for it.
public struct FontLoader: Sendable {
    public init() {}

    public func load(config: ProjectConfig, configFile: SourceFile?) -> (measurer: TextMeasurer, diagnostics: [Diagnostic]) {
        var faces: [TextMeasurer.ConfiguredFace] = []
        var diagnostics: [Diagnostic] = []
        func report(_ rule: RuleID, _ severity: Severity, _ message: String, at located: Located<String>, in configFile: SourceFile?) {
            diagnostics.append(
                configFile.map { Diagnostic(rule, message, in: $0, at: located.range, severity: severity) }
                    ?? Diagnostic(rule: rule, severity: severity, message: message, location: nil))
        }
        for family in config.fonts {
            // A family a parent config (`extends`) sets: its paths and findings are that file's.
            let setBy = InheritedValue.font(family.family.value)
            let configFile = config.file(of: setBy, own: configFile)
            let files: [(weight: Int?, file: FontFileReference)] =
                switch family.source {
                case .file(let file): [(nil, file)]
                case .byWeight(let weighted): weighted.map { ($0.weight.value, $0.file) }
                }
            for entry in files {
                let path = entry.file.path
                switch readFace(config.resolve(path.value, in: setBy), named: entry.file.face?.value) {
                case .success(let face):
                    faces.append(TextMeasurer.ConfiguredFace(family: family.family.value, weight: entry.weight ?? face.weight, face: face))
                    // Once per table: the text is measured without that table's feature.
                    for problem in face.shapingProblems {
                        report(.io, .warning, FontMessage.shapingTableSkipped(path.value, problem), at: path, in: configFile)
                    }
                case .failure(.unusable(let reason)):
                    report(.io, .error, FontMessage.unusable(path.value, reason: reason), at: path, in: configFile)
                case .failure(.noFace(let name, let available)):
                    report(.invalidValue, .error, FontMessage.noFace(name, in: path.value, available: available), at: entry.file.face ?? path, in: configFile)
                }
            }
        }
        var fallbacks: [TextMeasurer.ScriptFallback] = []
        for entry in config.fontFallbacks {
            let configFile = config.file(of: .fontFallback(entry.script.value), own: configFile)
            guard let script = UnicodeScript(identifier: entry.script.value) else {
                let names = UnicodeScript.nameable.map(\.identifier)
                let notes = Suggestion.closest(to: entry.script.value, among: names).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
                diagnostics.append(
                    configFile.map { Diagnostic(.invalidValue, FontMessage.unknownScript(entry.script.value), in: $0, at: entry.script.range, notes: notes) }
                        ?? Diagnostic(rule: .invalidValue, severity: .error, message: FontMessage.unknownScript(entry.script.value), location: nil))
                continue
            }
            let families = config.fonts.map(\.family.value)
            for family in entry.families where !families.contains(family.value) {
                report(.invalidValue, .error, FontMessage.fallbackNotInFonts(family.value, script: entry.script.value), at: family, in: configFile)
            }
            fallbacks.append(TextMeasurer.ScriptFallback(script: script, families: entry.families.map(\.value).filter(families.contains)))
        }
        return (TextMeasurer(faces: faces, fallbacks: fallbacks), diagnostics)
    }

    private func readFace(_ path: String, named name: String?) -> Result<FontFace, FontLoadFailure> {
        let source: SourceFile
        // Fonts, CJK ones especially, are larger than any spec: they get their own bound.
        switch SourceReader(maximumBytes: 64 << 20).read(path) {
        case .success(let read): source = read
        case .failure(let diagnostic): return .failure(.unusable(diagnostic.message))
        }
        do {
            guard let name else { return .success(try FontFile.parseFace(source.bytes, index: 0)) }
            let names = try FontFile.faceNames(source.bytes)
            guard let index = names.firstIndex(where: { $0.matches(name) }) else {
                // Full names tell a collection's faces apart (its faces share a family).
                return .failure(.noFace(name, available: names.compactMap { $0.fullName ?? $0.family }))
            }
            return .success(try FontFile.parseFace(source.bytes, index: index))
        } catch {
            return .failure(.unusable(error.description))
        }
    }
}

enum FontLoadFailure: Error {
    /// The file cannot be read or is not a usable font.
    case unusable(String)
    /// The config names a face the file does not have; the names of the ones it has.
    case noFace(String, available: [String])
}

enum FontMessage {
    static func unusable(_ path: String, reason: String) -> String {
        "cannot use the font '\(path)': \(reason); layout measures this font with the embedded metrics"
    }

    static func noFace(_ name: String, in path: String, available: [String]) -> String {
        let list = available.isEmpty ? "none has a name" : available.map { "'\($0)'" }.joined(separator: ", ")
        return "the font '\(path)' has no face named '\(name)'; its faces are \(list)"
    }

    static func unknownScript(_ name: String) -> String {
        "'\(name)' is not a Unicode script name; write the script as Unicode's Scripts.txt names it, such as 'Thai', 'Arabic', 'Devanagari' or 'Hebrew'"
    }

    static func fallbackNotInFonts(_ family: String, script: String) -> String {
        "the fallback font '\(family)' of script '\(script)' is not a family of 'fonts'; add it there with its file, such as \"\(family)\": \"fonts/\(family.filter { $0 != " " })-Regular.ttf\""
    }

    static func shapingTableSkipped(_ path: String, _ problem: FontError) -> String {
        "the font '\(path)' has an unusable shaping table, \(problem); text is measured without the table's feature (\(feature(of: problem.table)))"
    }

    private static func feature(of table: String?) -> String {
        switch table {
        case "GSUB": "locl"
        case "GPOS", "kern": "kern"
        case "GDEF": "zero-width marks"
        default: "shaping"
        }
    }
}
