import DialogModel

/// The spec's `content` in generated code: the dialog's `content(…)`, which builds the
/// `[DialogContentElement]` once from the caller's bindings, and the parameters for them.
///
/// Decisions:
/// - A **text field** is a `<id>: Binding<String>` parameter and a **checkbox** a
///   `<id>: Binding<Bool>`, in spec order, of `content(…)` and, after the dialog's
///   properties, of the `Bool` modifier: the caller owns the values, as with the text field
///   of a SwiftUI alert. The spec's `checked` is the value previews and `view(locale:...)`
///   show (`previewContent()`, constant bindings), since a binding already carries the
///   caller's initial value.
/// - **Slots** are one `@ViewBuilder slot: @escaping (String) -> Slot` parameter, generic
///   over `Slot: View`, called with the slot's id: one closure for any number of slots, the
///   caller switching on the id. The runtime erases it to `AnyView` in one place.
/// - Placeholders and titles are `DialogLocalizedText`s with one entry per configured
///   locale (the default first), `{parameters}` substituted like the dialog's texts.
struct SwiftUIContentBuilder {
    let spec: DialogSpec
    let model: DialogFileBuilder

    var hasSlots: Bool { spec.content.contains { $0.type.value == .slot } }

    /// The modifier's parameters for the bound elements.
    var bindingParameters: [SwiftParameter] {
        spec.content.compactMap { element in
            switch element.kind {
            case .textField: SwiftParameter(name: element.id.value, type: "Binding<String>")
            case .checkbox: SwiftParameter(name: element.id.value, type: "Binding<Bool>")
            case .slot: nil
            }
        }
    }

    /// The elements, bound to `content(…)`'s parameters.
    var elements: SwiftExpression {
        .array(spec.content.map { element in
            let id = element.id.value
            switch element.kind {
            case .textField(let placeholder, let keyboard):
                let binding = SwiftExpression.identifier(id)
                return .call(
                    .implicitMember("textField"),
                    [SwiftArgument("id", .string(id)), SwiftArgument("placeholder", localized(placeholder)),
                     SwiftArgument("keyboard", .implicitMember(keyboard.value.rawValue)),
                     SwiftArgument("text", binding)])
            case .checkbox(let title, _):
                let binding = SwiftExpression.identifier(id)
                return .call(
                    .implicitMember("checkbox"),
                    [SwiftArgument("id", .string(id)), SwiftArgument("title", localized(title)), SwiftArgument("isOn", binding)])
            case .slot:
                return .call(.implicitMember("slot"), [SwiftArgument("id", .string(id))])
            }
        })
    }

    /// `content(…)`'s arguments for a preview: each binding a constant of the spec's initial value.
    var previewArguments: [SwiftArgument] {
        spec.content.compactMap { element in
            switch element.kind {
            case .textField: SwiftArgument(element.id.value, constant(.string("")))
            case .checkbox(_, let checked): SwiftArgument(element.id.value, constant(.boolean(checked.value)))
            case .slot: nil
            }
        }
    }

    /// The elements as `DialogContentItem`s: texts and the spec's `checked`, no bindings.
    var items: SwiftExpression {
        .array(spec.content.map { element in
            let id = SwiftArgument("id", .string(element.id.value))
            switch element.kind {
            case .textField(let placeholder, let keyboard):
                return .call(.implicitMember("textField"), [
                    id, SwiftArgument("placeholder", localized(placeholder)),
                    SwiftArgument("keyboard", .implicitMember(keyboard.value.rawValue)),
                ])
            case .checkbox(let title, let checked):
                return .call(.implicitMember("checkbox"), [
                    id, SwiftArgument("title", localized(title)), SwiftArgument("checked", .boolean(checked.value)),
                ])
            case .slot:
                return .call(.implicitMember("slot"), [id])
            }
        })
    }

    private func constant(_ value: SwiftExpression) -> SwiftExpression {
        .call(.implicitMember("constant"), [SwiftArgument(nil, value)])
    }

    /// `DialogLocalizedText([.init("ko", "..."), .init("en", "...")])`; an absent text is empty.
    /// It is built in the dialog's `content(…)`, whose parameters are the bound elements, which
    /// no property of the dialog may share a name with.
    private func localized(_ text: LocalizedText?) -> SwiftExpression {
        let entries = model.locales.map { locale -> SwiftExpression in
            let written = text.flatMap { $0.text(for: locale, defaultLocale: model.defaultLocale) }
            let value = written.map {
                DialogFileBuilder.stringExpression(TextSegments($0).allParts, parameters: model.inputs.properties, hidden: [])
            } ?? .string("")
            return .call(.implicitMember("init"), [SwiftArgument(nil, .string(locale)), SwiftArgument(nil, value)])
        }
        return .call(.identifier("DialogLocalizedText"), [SwiftArgument(nil, .array(entries))])
    }
}
