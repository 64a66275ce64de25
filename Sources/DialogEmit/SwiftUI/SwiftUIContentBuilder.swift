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

    /// `texts: ["name": name], toggles: ["agree": agree]`: the modifier's bindings for the
    /// runtime's `content(texts:toggles:)`, which binds the elements of `contentItems()` by id.
    var bindingArguments: [SwiftArgument] {
        var texts: [SwiftDictionaryEntry] = []
        var toggles: [SwiftDictionaryEntry] = []
        for element in spec.content {
            let entry = SwiftDictionaryEntry(.string(element.id.value), .identifier(element.id.value))
            switch element.kind {
            case .textField: texts.append(entry)
            case .checkbox: toggles.append(entry)
            case .slot: break
            }
        }
        return (texts.isEmpty ? [] : [SwiftArgument("texts", .dictionary(texts))]) + (toggles.isEmpty ? [] : [SwiftArgument("toggles", .dictionary(toggles))])
    }

    /// The elements as `DialogContentItem`s: texts and the spec's `checked`, no bindings.
    var items: SwiftExpression {
        .array(spec.content.map { element in
            let id = SwiftArgument("id", .string(element.id.value))
            switch element.kind {
            case .textField(_, let keyboard):
                return .call(.implicitMember("textField"), [
                    id, SwiftArgument("placeholder", localized(element.id.value)),
                    SwiftArgument("keyboard", .implicitMember(keyboard.value.rawValue)),
                ])
            case .checkbox(_, let checked):
                return .call(.implicitMember("checkbox"), [
                    id, SwiftArgument("title", localized(element.id.value)), SwiftArgument("checked", .boolean(checked.value)),
                ])
            case .slot:
                return .call(.implicitMember("slot"), [id])
            }
        })
    }

    /// `DialogLocalizedText(Self.texts, "content.<id>", values: [...])`: the element's row of
    /// the dialog's text table. It is built in the dialog's `content(…)`, whose parameters are
    /// the bound elements, which no property of the dialog may share a name with.
    private func localized(_ id: String) -> SwiftExpression {
        var arguments = [SwiftArgument(nil, .identifier("Self").member(DialogFileBuilder.textsProperty)), SwiftArgument(nil, .string("content." + id))]
        if model.valuesExpression != .dictionary([]) { arguments.append(SwiftArgument("values", model.valuesExpression)) }
        return .call(.identifier("DialogLocalizedText"), arguments)
    }
}
