import DialogDiagnostics
import DialogLayout

/// Wording shared by the layout rules: where a finding happens (device, Dynamic Type size,
/// locale, theme) and sizes in points.
enum LayoutWording {
    /// "on iphone-se at Dynamic Type size accessibility3 in locale 'en' and theme 'light'",
    /// with "(the 'few' plural forms)" after the locale when the layout shows one category's
    /// forms; the locale and forms are left out where the message already names them ("the
    /// 'few' form of the 'ru' text of ...").
    static func combination(_ combination: SpecLayouts.Combination, withLocale: Bool = true) -> String {
        let place = "on \(combination.device.name) at Dynamic Type size \(combination.size.rawValue)"
        if withLocale {
            let forms = combination.plural.map { " (the '\($0.rawValue)' plural forms)" } ?? ""
            return place + " in locale '\(combination.locale)'\(forms) and theme '\(combination.theme)'"
        }
        return place + " in theme '\(combination.theme)'"
    }

    /// " (and in 3 other combinations)", or nothing when the named one is the only one.
    static func others(_ count: Int) -> String {
        count == 0 ? "" : " (and in \(CountWording.count(count, "other combination")))"
    }

    /// Points to one decimal, without a trailing `.0`: "31.8 pt", "48 pt". Rounded half away
    /// from zero on tenths, so the same layout always reads the same. For sizes, never negative.
    static func points(_ value: Double) -> String {
        // Lengths are bounded where they are read; this only keeps the conversion safe.
        guard value.isFinite, abs(value) < 1e14 else { return "\(value) pt" }
        let tenths = Int((value * 10).rounded())
        let whole = "\(tenths / 10)"
        return (tenths % 10 == 0 ? whole : "\(whole).\(abs(tenths % 10))") + " pt"
    }
}

extension SpecLayouts.Combination {
    /// Whether a text in the scroll region (title, message, an element's label) was cut at
    /// the line budget: the heights measured from it are then lower bounds, "more than". A
    /// button title cut at its two lines is not one: the button is drawn exactly that tall.
    var hasCutText: Bool {
        tree.root.firstNode { node in
            switch node.type {
            case .title, .message: node.text?.isTruncated == true
            case .element: node.children.contains { $0.text?.isTruncated == true }
            default: false
            }
        } != nil
    }
}

extension LayoutNode {
    /// A button's title: the text of its label.
    var label: LayoutNode? {
        children.first { $0.type == .label }
    }
}
