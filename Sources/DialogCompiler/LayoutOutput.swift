import DialogEmit
import DialogJSON
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens

/// `<TypeName>.layout.json`: every combination of one dialog laid out, for `dialogc build
/// --emit layout` and review. One tree per device, size, locale and theme: a plural text
/// shows its longest form there (the rules lay out every form).
public enum LayoutOutput {
    public static func document(
        _ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer
    ) -> OutputFile {
        // Every tree with its own theme's colours: the document shows them.
        let layouts = SpecLayouts(
            spec: spec, matrix: LayoutMatrix(config: config, designSystem: designSystem), koreanLineBreak: config.koreanLineBreak.value,
            measurer: measurer, recolours: true, pluralForms: .longest)
        let document: JSONOutput = ["dialog": .string(spec.id.value), "layouts": .array(layouts.combinations.map(\.tree.json))]
        return OutputFile(relativePath: SwiftModelEmitter.typeName(of: spec) + ".layout.json", contents: JSONWriter.render(document))
    }
}
