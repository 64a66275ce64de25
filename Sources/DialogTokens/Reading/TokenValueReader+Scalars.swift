import DialogDiagnostics
import DialogJSON
import DialogModel

/// Dimensions, durations, cubic Béziers, font families and weights.
extension TokenValueReader {
    /// `{"value": 16, "unit": "px"}`, or the legacy `"16px"` / `"1rem"`; in points.
    func dimension(_ value: JSONValue) -> Double? {
        measure(value, what: "a dimension", units: ["px": .factor(1), "rem": .factor(16)]) { points in
            ValueLimits.tokenMagnitude.contains(points) ? nil : TokenMessage.dimensionOutOfRange
        }
    }

    /// `{"value": 200, "unit": "ms"}`, or the legacy `"200ms"` / `"0.2s"`; in seconds.
    func duration(_ value: JSONValue) -> Double? {
        measure(value, what: "a duration", units: ["ms": .divisor(1000), "s": .factor(1)]) { seconds in
            if seconds < 0 { return TokenMessage.negativeDuration }
            return ValueLimits.seconds.contains(seconds) ? nil : TokenMessage.durationTooLong
        }
    }

    /// A number with a unit, in its object form or the older string form, converted;
    /// `problem` says what is wrong with a converted value outside its range (`ValueLimits`).
    /// Checked before the older form's warning: a value that is wrong either way (`"99…9px"`,
    /// infinite) gets no advice to rewrite it as it is.
    private func measure(
        _ value: JSONValue, what: String, units: KeyValuePairs<String, UnitScale>, problem: (Double) -> String?
    ) -> Double? {
        let unitNames = units.map(\.key)
        if let text = value.stringValue {
            guard let (number, unit) = Self.splitNumberAndUnit(text) else {
                invalid(TokenMessage.malformedMeasure(text, what: what, units: unitNames), at: value)
                return nil
            }
            guard let scale = units.first(where: { $0.key == unit })?.value else {
                invalid(TokenMessage.badUnit(unit, what: what, units: unitNames), at: value)
                return nil
            }
            let converted = scale.apply(number)
            if let problem = problem(converted) {
                invalid(problem, at: value)
                return nil
            }
            let objectForm = JSONWriter.numberText(number).map { "{\"value\": \($0), \"unit\": \(JSONWriter.quoted(unit))}" }
            reportLegacy(value, TokenMessage.legacyMeasure(text, what: what, replacement: objectForm ?? "{\"value\": n, \"unit\": \"\(unit)\"}"), objectForm: objectForm)
            return converted
        }
        guard let parts = members(of: value, what: what, required: ["value", "unit"]) else { return nil }
        guard let number = plainNumber(parts["value"]!, what: "the value of \(what)") else { return nil }
        let unitValue = parts["unit"]!
        guard let unit = unitValue.stringValue else {
            invalid(TokenMessage.badUnit(unitValue.typeName, what: what, units: unitNames), at: unitValue)
            return nil
        }
        guard let scale = units.first(where: { $0.key == unit })?.value else {
            invalid(TokenMessage.badUnit(unit, what: what, units: unitNames), at: unitValue)
            return nil
        }
        let converted = scale.apply(number)
        if let problem = problem(converted) {
            invalid(problem, at: parts["value"]!)
            return nil
        }
        return converted
    }

    /// How a unit converts to dialogc's unit. Milliseconds divide by 1000 rather than
    /// multiply by 0.001, so `280ms` is exactly the double `0.28`.
    enum UnitScale {
        case factor(Double)
        case divisor(Double)

        func apply(_ number: Double) -> Double {
            switch self {
            case .factor(let factor): number * factor
            case .divisor(let divisor): number / divisor
            }
        }
    }

    /// `"16px"` -> (16, "px"): an optional minus, digits with at most one point, letters.
    static func splitNumberAndUnit(_ text: String) -> (Double, String)? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        if index < scalars.count, scalars[index] == "-" { index += 1 }
        let numberStart = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { index += 1 }
        guard index > numberStart else { return nil }
        let number = String(String.UnicodeScalarView(scalars[..<index]))
        let unit = String(String.UnicodeScalarView(scalars[index...]))
        guard let value = Double(number), !unit.isEmpty, unit.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return nil }
        return (value, unit)
    }

    /// `[x1, y1, x2, y2]` with both x in 0...1.
    func cubicBezier(_ value: JSONValue) -> CubicBezier? {
        guard let elements = value.arrayValue, elements.count == 4 else {
            invalid(TokenMessage.malformedCubicBezier, at: value)
            return nil
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            let isX = index % 2 == 0
            guard let number = plainNumber(element, what: isX ? "a cubic Bézier x coordinate" : "a cubic Bézier y coordinate", in: isX ? 0...1 : nil) else { return nil }
            numbers.append(number)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// A family name or a non-empty array of them, in order of preference.
    func fontFamily(_ value: JSONValue) -> [String]? {
        if let name = value.stringValue { return [name] }
        if let elements = value.arrayValue, !elements.isEmpty {
            var names: [String] = []
            for element in elements {
                guard let name = element.stringValue else {
                    invalid(TokenMessage.malformedFontFamily(found: element.typeName), at: element)
                    return nil
                }
                names.append(name)
            }
            return names
        }
        invalid(TokenMessage.malformedFontFamily(found: value.typeName), at: value)
        return nil
    }

    /// A number 1...1000 or one of DTCG's weight names.
    func fontWeight(_ value: JSONValue) -> Int? {
        if let name = value.stringValue {
            if let weight = FontWeightName.weight(named: name) { return weight }
            var notes: [Diagnostic.Note] = []
            if let suggestion = Suggestion.closest(to: name, among: FontWeightName.names) {
                notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
            }
            invalid(TokenMessage.unknownWeightName(name), at: value, notes: notes)
            return nil
        }
        guard let number = plainNumber(value, what: "a font weight", in: 1...1000) else { return nil }
        return Int(number.rounded())
    }
}
