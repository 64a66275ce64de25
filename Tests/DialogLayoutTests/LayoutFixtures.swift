import DialogDiagnostics
import DialogJSON
import DialogLayout
import DialogModel
import DialogRules
import DialogTestSupport
import DialogTokens
import Foundation

/// The reference fixtures as the compiler reads them: `Fixtures/dialogc.json`, its design
/// system (themes from `Fixtures/tokens/brand/`) and the six specs of `Fixtures/specs/`.
enum LayoutFixtures {
    struct Fixture {
        /// The file name without `.dialog.json`: names the golden folder.
        var stem: String
        var spec: DialogSpec
    }

    static let config: ProjectConfig = {
        let file = SourceFile(path: "dialogc.json", text: read("dialogc.json"))
        let (value, _) = JSONParser().parse(file)
        return value.flatMap { ProjectConfigDecoder.decode($0, context: DecodingContext(file: file), rules: RuleRegistry.catalog) } ?? ProjectConfig()
    }()

    static let designSystem: DesignSystem = {
        let (system, _) = DesignSystemLoader.load(config: config, configFile: nil) { path in
            .success(SourceFile(path: path, text: read(path)))
        }
        return system ?? EmbeddedDefaultTokens.shared
    }()

    /// The config's fonts (`fonts/NotoSansCJKkr-Layout.otf` for `system`), chosen by face
    /// name as `FontLoader` chooses them; a file that does not load is left out.
    static let measurer: TextMeasurer = {
        var faces: [TextMeasurer.ConfiguredFace] = []
        for family in config.fonts {
            guard case .file(let file) = family.source,
                  let data = FileManager.default.contents(atPath: RepositoryPaths.fixtures + "/" + file.path.value) else { continue }
            let bytes = [UInt8](data)
            let index = file.face.flatMap { face in (try? FontFile.faceNames(bytes))?.firstIndex { $0.matches(face.value) } } ?? 0
            guard let face = try? FontFile.parseFace(bytes, index: index) else { continue }
            faces.append(TextMeasurer.ConfiguredFace(family: family.family.value, weight: face.weight, face: face))
        }
        return TextMeasurer(faces: faces)
    }()

    static let specs: [Fixture] = {
        let folder = RepositoryPaths.fixtures + "/specs"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".dialog.json") }.sorted()
        return names.compactMap { name in
            guard let spec = decodeSpec(read("specs/" + name), path: "specs/" + name) else { return nil }
            return Fixture(stem: String(name.dropLast(".dialog.json".count)), spec: spec)
        }
    }()

    /// Decodes spec text; nil when it does not parse or decode.
    static func decodeSpec(_ text: String, path: String = "test.dialog.json") -> DialogSpec? {
        let file = SourceFile(path: path, text: text)
        let (value, _) = JSONParser().parse(file)
        return value.flatMap { SpecDecoder.decode($0, context: DecodingContext(file: file), rules: RuleRegistry.catalog) }
    }

    static func read(_ relativePath: String) -> String {
        (try? String(contentsOfFile: RepositoryPaths.fixtures + "/" + relativePath, encoding: .utf8)) ?? ""
    }
}
