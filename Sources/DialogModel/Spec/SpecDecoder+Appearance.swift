import DialogDiagnostics
import DialogJSON

/// How the dialog looks: `layout`, `style`, `dim` and `transition`.
extension SpecDecoder {
    static func decodeLayout(_ root: ObjectReader) -> ButtonLayout {
        let context = root.context
        guard let layout = root.object("layout", what: "'layout'", keys: ["buttons", "widths"]) else { return ButtonLayout() }
        // Named in full: a bare 'buttons' would read as the dialog's button list.
        let arrangement = layout["buttons"].flatMap {
            context.enumeration(
                $0, at: layout.pointer("buttons"), what: "'layout.buttons'",
                allowed: ["horizontal": ButtonArrangement.horizontal, "vertical": .vertical, "auto": .auto])
        }
        var widths: Located<[Located<Double>]>?
        if let value = layout["widths"], let elements = context.array(value, what: "'widths'") {
            let fractions = elements.enumerated().compactMap { index, element -> Located<Double>? in
                guard let fraction = context.number(element, at: layout.pointer("widths").appending(index), what: "each width")
                else { return nil }
                guard fraction.value > 0, fraction.value <= 1 else {
                    context.report(.invalidValue, SpecMessage.widthOutOfRange(context.sourceText(of: element.range)), at: element.range)
                    return nil
                }
                return fraction
            }
            widths = Located(fractions, range: value.range, pointer: layout.pointer("widths"))
        }
        return ButtonLayout(buttons: Defaulted(arrangement, default: .auto), widths: widths)
    }

    static func decodeStyle(_ root: ObjectReader, presentation: Presentation) -> [StyleOverride] {
        let context = root.context
        guard let style = root.object("style", what: "'style'", keys: DialogStyleKey.names) else { return [] }
        return ObjectReader.lastOccurrences(style.entries).compactMap { member in
            // Unknown keys were reported by the reader, with did-you-mean.
            guard let key = DialogStyleKey.named(member.key) else { return nil }
            guard key.applies(to: presentation) else {
                context.report(.unknownKey, SpecMessage.styleKeyNotFor(key, presentation), at: member.keyRange)
                return nil
            }
            let pointer = style.pointer(member.key)
            guard let value = context.styleValue(member.value, at: pointer, what: "style '\(key.name)'", kind: key.kind)
            else { return nil }
            return StyleOverride(key: Located(key, range: member.keyRange, pointer: pointer), value: value)
        }
    }

    static func decodeDim(_ root: ObjectReader) -> Backdrop {
        let context = root.context
        guard let dim = root.object("dim", what: "'dim'", keys: ["color", "opacity", "dismissOnTap"]) else { return Backdrop() }
        let color = dim["color"].flatMap { context.styleValue($0, at: dim.pointer("color"), what: "'dim.color'", kind: .color) }
        var opacity = dim["opacity"].flatMap {
            context.styleValue($0, at: dim.pointer("opacity"), what: "'dim.opacity'", kind: .number)
        }
        if let written = opacity, case .number(let number) = written.value, !(0...1).contains(number) {
            context.report(.invalidValue, SpecMessage.opacityOutOfRange(context.sourceText(of: written.range)), at: written.range)
            opacity = nil
        }
        return Backdrop(color: color, opacity: opacity, dismissOnTap: Defaulted(dim.bool("dismissOnTap"), default: true))
    }

    static func decodeTransition(_ root: ObjectReader) -> DialogTransition {
        let context = root.context
        guard let transition = root.object("transition", what: "'transition'", keys: ["in", "out"]) else {
            return DialogTransition()
        }
        return DialogTransition(
            appear: transition["in"].flatMap {
                context.styleValue($0, at: transition.pointer("in"), what: "'transition.in'", kind: .transition)
            },
            disappear: transition["out"].flatMap {
                context.styleValue($0, at: transition.pointer("out"), what: "'transition.out'", kind: .transition)
            })
    }
}

extension DecodingContext {
    /// Reads a place that takes a token: a reference, or a literal `kind` accepts. Reports
    /// `type-mismatch` for a JSON type the place never takes and `invalid-value` for a
    /// malformed string or a literal of the wrong kind. Does not report `raw-value`: that
    /// is the token stage's, which knows the configured severity.
    func styleValue(_ value: JSONValue, at pointer: JSONPointer, what: String, kind: StyleValueKind) -> Located<StyleValue>? {
        switch value.kind {
        case .number(let number) where kind.acceptsNumber:
            if kind == .dimension, number.double < 0 {
                report(.invalidValue, SpecMessage.negativeDimension(what: what, sourceText(of: value.range)), at: value.range)
                return nil
            }
            if kind == .dimension, !ValueLimits.specPoints.contains(number.double) {
                report(.invalidValue, SpecMessage.dimensionTooLarge(what: what, sourceText(of: value.range)), at: value.range)
                return nil
            }
            return Located(.number(number.double), range: value.range, pointer: pointer)
        case .string(let string):
            switch TokenReference.parse(string) {
            case .failure(let problem):
                report(.invalidValue, problem.message, at: value.range)
                return nil
            case .success(let parsed):
                guard kind.accepts(parsed) else {
                    report(.invalidValue, SpecMessage.wrongLiteral(what: what, string, parsed, expected: kind), at: value.range)
                    return nil
                }
                return Located(parsed, range: value.range, pointer: pointer)
            }
        default:
            let expected = kind.acceptsNumber ? "a token reference string or a number" : "a token reference string"
            reportTypeMismatch(value, expected: expected, what: what)
            return nil
        }
    }

    /// The bytes of a value as written, for messages: `1.50` stays `1.50`.
    func sourceText(of range: SourceRange) -> String {
        let bytes = file.bytes
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

// MARK: Wording

extension SpecMessage {
    static func widthOutOfRange(_ written: String) -> String {
        "width \(written) is not a fraction of the row; each width must be greater than 0 and at most 1, such as [0.3, 0.7]"
    }

    static func opacityOutOfRange(_ written: String) -> String {
        "'dim.opacity' \(written) is outside 0...1; write an opacity from 0 (clear) to 1 (opaque), such as 0.4"
    }

    static func negativeDimension(what: String, _ written: String) -> String {
        "\(what) is \(written); a dimension cannot be negative, write 0 or more points"
    }

    static func dimensionTooLarge(what: String, _ written: String) -> String {
        "\(what) is \(written) points, more than a dialog can use; a dimension is at most \(Int(ValueLimits.specPoints.upperBound)) points, write the length in points, such as 24"
    }

    static func styleKeyNotFor(_ key: DialogStyleKey, _ presentation: Presentation) -> String {
        let other: Presentation = presentation == .alert ? .sheet : .alert
        return "style key '\(key.name)' applies to \(other.rawValue)s only, and this dialog is \(presentation == .alert ? "an alert" : "a sheet"); remove it or set \"presentation\": \"\(other.rawValue)\""
    }

    static func wrongLiteral(what: String, _ written: String, _ value: StyleValue, expected: StyleValueKind) -> String {
        "\(what) cannot be '\(written)', which is \(value.kindDescription); write \(expected.expectation)"
    }
}
