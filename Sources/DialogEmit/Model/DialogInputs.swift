import DialogModel

/// What a generated dialog type is made from: its stored properties (parameters, then
/// payloads) and its action cases.
struct DialogInputs {
    struct Property: Equatable {
        enum Source: Equatable {
            case placeholder
            /// The value sent with the named action.
            case payload(action: String)
        }

        var name: String
        /// As generated code writes it (`Swift.String`, `Chat.LiveMessage`).
        var type: String
        var source: Source
        /// A placeholder's type; nil for a payload.
        var parameterType: ParameterType? = nil
    }

    struct Action: Equatable {
        var name: String
        var payloadType: String?
        /// The ids of the buttons that send it, in display order.
        var buttonIDs: [String]
    }

    var properties: [Property]
    var actions: [Action]
    /// Positions in `properties` and `actions` by name, and of each payload property by
    /// its action: the builders look one up per button and per text, and a search each
    /// time was quadratic in a dialog with thousands of buttons.
    private var propertyPositions: [String: Int] = [:]
    private var payloadPositions: [String: Int] = [:]
    private var actionPositions: [String: Int]

    init(spec: DialogSpec, locales: [String]) {
        (actions, actionPositions) = Self.actions(of: spec)
        let parameters = Self.parameters(of: spec, locales: locales)
        // Content elements are modifier parameters beside the properties, so their ids are taken too.
        var taken = Set(parameters.map(\.name) + spec.content.map(\.id.value))
        var payloads: [Property] = []
        for action in actions {
            guard let payloadType = action.payloadType else { continue }
            // `LiveMessage` or `Chat.LiveMessage` gives `liveMessage`; if two actions carry
            // the same type or the name is taken, the action names it instead (lint checks
            // the result with the same function).
            let name = GeneratedSwiftNames.payloadProperty(type: payloadType, action: action.name, dialogID: spec.id.value, taken: &taken)
            payloads.append(Property(name: name, type: payloadType, source: .payload(action: action.name)))
        }
        properties = parameters + payloads
        for (position, property) in properties.enumerated() {
            if propertyPositions[property.name] == nil { propertyPositions[property.name] = position }
            if case .payload(let action) = property.source, payloadPositions[action] == nil { payloadPositions[action] = position }
        }
    }

    /// The first property named `name`.
    func property(named name: String) -> Property? {
        propertyPositions[name].map { properties[$0] }
    }

    /// The property holding the payload of `action`, if it carries one.
    func payloadProperty(of action: String) -> Property? {
        payloadPositions[action].map { properties[$0] }
    }

    /// The action named `name`.
    func action(named name: String) -> Action? {
        actionPositions[name].map { actions[$0] }
    }

    /// Distinct actions in the order their first button appears; a later button's payload
    /// never changes an action's (`payload-conflict` reports disagreement). With each
    /// action's position by name.
    private static func actions(of spec: DialogSpec) -> ([Action], [String: Int]) {
        var actions: [Action] = []
        var positions: [String: Int] = [:]
        for button in spec.buttons {
            if let index = positions[button.action.value] {
                actions[index].buttonIDs.append(button.id.value)
            } else {
                positions[button.action.value] = actions.count
                actions.append(Action(name: button.action.value, payloadType: button.payload?.value, buttonIDs: [button.id.value]))
            }
        }
        return (actions, positions)
    }

    /// Declared parameters in source order, then undeclared placeholders (`String`) in order
    /// of first appearance: title, message, highlights, buttons, content
    /// (`DialogSpec.placeholderTexts`), each in `locales` order.
    private static func parameters(of spec: DialogSpec, locales: [String]) -> [Property] {
        var properties = spec.parameters.map {
            Property(name: $0.name.value, type: Self.swiftType($0.type.value), source: .placeholder, parameterType: $0.type.value)
        }
        var seen = Set(properties.map(\.name))
        for text in spec.placeholderTexts {
            for entry in text.entries.sorted(by: { order(of: $0, in: locales) < order(of: $1, in: locales) }) {
                for form in entry.forms {
                    for name in form.text.placeholders where seen.insert(name).inserted {
                        properties.append(Property(name: name, type: Self.swiftType(.string), source: .placeholder, parameterType: .string))
                    }
                }
            }
        }
        return properties
    }

    /// The standard library's type, qualified (`Swift.Int`) so that an app type of the same
    /// name does not replace it (docs/DECISIONS.md, "Qualified names in generated Swift").
    private static func swiftType(_ type: ParameterType) -> String { "Swift." + type.rawValue }

    /// Plain strings first, then locales in config order, then unlisted ones by code.
    private static func order(of entry: LocalizedText.Entry, in locales: [String]) -> (Int, String) {
        guard let locale = entry.locale?.value else { return (-1, "") }
        return (locales.firstIndex(of: locale) ?? locales.count, locale)
    }
}
