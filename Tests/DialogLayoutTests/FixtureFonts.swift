import DialogTestSupport
import Foundation

/// The committed fixture fonts (`Fixtures/fonts`, README there) and the text they cover.
enum FixtureFonts {
    struct Face: Sendable, CustomStringConvertible {
        var file: String
        var index: Int
        var description: String { index == 0 && !file.hasSuffix(".ttc") ? file : "\(file)#\(index)" }
        var path: String { FixtureFonts.folder + "/" + file }
    }

    static let folder = RepositoryPaths.fixtures + "/fonts"
    static let latin = "DejaVuSans-Subset.ttf"
    static let hangul = "NotoSansCJKkr-Subset.otf"
    static let collection = "DejaVuSans-Subset.ttc"
    /// The fixture config's font: Noto Sans CJK KR with `GSUB` and `GPOS` (`locl`, `kern`).
    static let layout = "NotoSansCJKkr-Layout.otf"
    /// Noto Sans Thai's Thai block, with `GDEF` mark classes.
    static let thai = "NotoSansThai-Subset.ttf"
    /// Noto Sans Arabic's Arabic block, with its joining forms, ligatures, kerning and
    /// `GDEF` mark classes.
    static let arabic = "NotoSansArabic-Subset.ttf"
    static let files = [latin, hangul, collection]
    static let faces = [Face(file: latin, index: 0), Face(file: hangul, index: 0), Face(file: collection, index: 0), Face(file: collection, index: 1)]

    static func bytes(_ file: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: folder + "/" + file) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder + "/" + file])
        }
        return [UInt8](data)
    }

    /// Every scalar of every string in `Fixtures/specs/*.dialog.json`, plus printable ASCII,
    /// sorted: the set the fixture fonts were subset to.
    static let textScalars: [Unicode.Scalar] = {
        var scalars = Set((0x20...0x7E).map { Unicode.Scalar(UInt8($0)) })
        let specs = RepositoryPaths.fixtures + "/specs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specs)) ?? []
        for name in names where name.hasSuffix(".dialog.json") {
            guard let data = FileManager.default.contents(atPath: specs + "/" + name),
                  let json = try? JSONSerialization.jsonObject(with: data) else { continue }
            collectStrings(json) { scalars.formUnion($0.unicodeScalars) }
        }
        return scalars.sorted { $0.value < $1.value }
    }()

    private static func collectStrings(_ value: Any, _ body: (String) -> Void) {
        switch value {
        case let string as String: body(string)
        case let array as [Any]: array.forEach { collectStrings($0, body) }
        case let object as [String: Any]: object.forEach { body($0.key); collectStrings($0.value, body) }
        default: break
        }
    }
}
