/// The font files of one family (docs/format/config.md, `fonts`).
public struct FontFamilyFiles: Sendable, Hashable {
    public var family: Located<String>
    public var source: FontSource

    public init(family: Located<String>, source: FontSource) {
        self.family = family
        self.source = source
    }
}

/// One file for a whole family (a variable font, or a collection), or one file per weight.
public enum FontSource: Sendable, Hashable {
    case file(FontFileReference)
    case byWeight([WeightedFontFile])

    /// The file paths as written in the config, in config order.
    public var paths: [Located<String>] {
        switch self {
        case .file(let file): [file.path]
        case .byWeight(let weighted): weighted.map(\.file.path)
        }
    }
}

/// A font file as the config names it: a path (`"fonts/Inter.otf"`), or a path and the
/// face to use in a collection (`{"file": "fonts/NotoSansCJK.ttc", "face": "Noto Sans CJK
/// KR"}`); without a face, a collection's first face is used.
public struct FontFileReference: Sendable, Hashable {
    public var path: Located<String>
    /// A face's family, full or PostScript name (`name` IDs 16 or 1, 4, 6).
    public var face: Located<String>?

    public init(path: Located<String>, face: Located<String>? = nil) {
        self.path = path
        self.face = face
    }
}

/// A font file for one weight of a family.
public struct WeightedFontFile: Sendable, Hashable {
    /// The numeric weight, 1 to 1000 (`bold` is 700), and where the key stands.
    public var weight: Located<Int>
    public var file: FontFileReference

    public init(weight: Located<Int>, file: FontFileReference) {
        self.weight = weight
        self.file = file
    }
}

/// Font weight names of the W3C design tokens format (DTCG 2025.10) and their numeric
/// weights: `fonts` keys such as `"bold"` in the config, and `fontWeight` token values.
public enum FontWeightName {
    public static let weights: KeyValuePairs<String, Int> = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    public static var names: [String] { weights.map(\.key) }

    /// The weight of a name such as `semi-bold`.
    public static func weight(named name: String) -> Int? {
        weights.first { $0.key == name }?.value
    }

    /// The weight a `fonts` key names: a number from 1 to 1000 written as a string, or a name.
    public static func weight(forKey key: String) -> Int? {
        if let number = Int(key), (1...1000).contains(number), String(number) == key { return number }
        return weight(named: key)
    }
}

/// The families the `system` family falls back to for the text of one script
/// (docs/format/config.md, `fontFallbacks`): `"Thai": "Noto Sans Thai"`, in order when a
/// list. The script is a Unicode script name (Scripts.txt), checked where fonts are loaded.
public struct ScriptFontFallback: Sendable, Hashable {
    public var script: Located<String>
    public var families: [Located<String>]

    public init(script: Located<String>, families: [Located<String>]) {
        self.script = script
        self.families = families
    }
}
