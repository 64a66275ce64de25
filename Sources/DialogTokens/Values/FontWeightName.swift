/// The font weight names of DTCG 2025.10 and their numeric weights.
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

    public static func weight(named name: String) -> Int? {
        weights.first { $0.key == name }?.value
    }
}
