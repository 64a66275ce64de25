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
        for family in config.fonts {
            let files: [(weight: Int?, path: Located<String>)] =
                switch family.source {
                case .file(let path): [(nil, path)]
                case .byWeight(let weighted): weighted.map { ($0.weight.value, $0.path) }
                }
            for file in files {
                switch readFace(config.resolve(file.path.value)) {
                case .success(let face):
                    faces.append(TextMeasurer.ConfiguredFace(family: family.family.value, weight: file.weight ?? face.weight, face: face))
                case .failure(let reason):
                    let message = FontMessage.unusable(file.path.value, reason: reason)
                    diagnostics.append(
                        configFile.map { Diagnostic(.io, message, in: $0, at: file.path.range) }
                            ?? Diagnostic(rule: .io, severity: .error, message: message, location: nil))
                }
            }
        }
        return (TextMeasurer(faces: faces), diagnostics)
    }

    private func readFace(_ path: String) -> Result<FontFace, FontLoadFailure> {
        let source: SourceFile
        // Fonts, CJK ones especially, are larger than any spec: they get their own bound.
        switch SourceReader(maximumBytes: 64 << 20).read(path) {
        case .success(let read): source = read
        case .failure(let diagnostic): return .failure(FontLoadFailure(reason: diagnostic.message))
        }
        do {
            return .success(try FontFile.parseFace(source.bytes, index: 0))
        } catch {
            return .failure(FontLoadFailure(reason: error.description))
        }
    }
}

struct FontLoadFailure: Error {
    var reason: String
}

enum FontMessage {
    static func unusable(_ path: String, reason: FontLoadFailure) -> String {
        "cannot use the font '\(path)': \(reason.reason); layout measures this font with the embedded metrics"
    }
}
