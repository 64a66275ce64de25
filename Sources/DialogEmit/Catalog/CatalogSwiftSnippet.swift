import DialogModel

/// The SwiftUI call that presents a dialog, for its catalog page: the generated modifier
/// with every argument it needs, rendered by `SwiftRenderer` from the same names the view
/// emitter uses.
enum CatalogSwiftSnippet {
    static func presenting(_ spec: DialogSpec, config: ProjectConfig) -> String {
        let model = DialogFileBuilder(spec: spec, config: config)
        let typeName = DialogFileBuilder.typeName(of: spec)
        var arguments = [SwiftArgument("isPresented", .identifier("$isPresented"))]
        arguments += model.inputs.properties.map { SwiftArgument($0.name, .identifier($0.name)) }
        for element in spec.content where element.type.value != .slot {
            arguments.append(SwiftArgument(element.id.value, .identifier("$" + element.id.value)))
        }
        if spec.content.contains(where: { $0.type.value == .slot }) {
            arguments.append(SwiftArgument("slot", .identifier("slotView")))
        }
        if spec.buttons.contains(where: { $0.isAsync.value }) {
            arguments.append(SwiftArgument("onAsyncAction", .identifier("handleAsyncAction")))
        }
        arguments.append(SwiftArgument("onAction", .identifier("handleAction")))
        let call = SwiftExpression.call(.identifier("content").member(SwiftIdentifier.lowercasingFirstLetter(typeName)), arguments)
        return SwiftRenderer().inline(call)
    }
}
