/// English counts for messages and reports, the catalog's and the command line's included:
/// "1 warning", "2 warnings", "3 boxes".
public enum CountWording {
    /// `number` and the noun in the number it needs: `plural`, else `singular` + "s".
    public static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
