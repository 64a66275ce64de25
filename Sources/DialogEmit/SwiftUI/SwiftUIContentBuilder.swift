import DialogModel

/// The spec's `content` in generated code: the dialog's `contentItems()`, its elements as the
/// spec text lists them (`SpecTextEncoding`) with the dialog's values.
///
/// Decisions:
/// - The caller owns the values, as with the text field of a SwiftUI alert: the runtime's
///   `content(texts:toggles:)` binds a text field to a `Binding<String>` and a checkbox to a
///   `Binding<Bool>` by element id. The spec's `checked` is the value previews and
///   `view(locale:...)` show (`previewContent()`, constant bindings), since a binding already
///   carries the caller's initial value.
/// - **Slots** are drawn by one `@ViewBuilder slot: (String) -> Slot` closure of the runtime's
///   modifiers and `view(…)`, called with the slot's id: one closure for any number of slots,
///   the caller switching on the id. The runtime erases it to `AnyView` in one place.
/// - Placeholders and titles are the `content.<id>` texts of the dialog's spec,
///   `{parameters}` substituted like the dialog's other texts.
struct SwiftUIContentBuilder {
    let spec: DialogSpec
    let model: DialogFileBuilder

    /// `Self.spec.contentItems(values: [...])`: the elements as `DialogContentItem`s, their
    /// kinds from the dialog's spec text, their texts with the dialog's values.
    var items: SwiftExpression {
        .call(
            .identifier("Self").member(DialogFileBuilder.specProperty).member(GeneratedSwiftNames.Member.contentItems),
            DialogFileBuilder.valuesArgument(model.valuesExpression))
    }
}
