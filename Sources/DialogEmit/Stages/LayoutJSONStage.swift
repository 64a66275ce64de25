import DialogJSON
import DialogLayout
import DialogModel

/// `--emit layout`: `<TypeName>.layout.json` per dialog, every combination of it laid out,
/// for review. One tree per device, size, locale and theme, each with its own theme's colours
/// (the document shows them): a plural text shows its longest form there (the rules lay out
/// every form).
public struct LayoutJSONStage: OutputStage {
    public init() {}

    public func dialogOutputs(_ dialog: StageDialog, config: ProjectConfig) -> [DialogOutput] {
        [DialogOutput(dialog.typeName + ".layout.json") { spec, context in Self.document(spec, in: context) }]
    }

    static func document(_ spec: DialogSpec, in context: StageContext) -> String {
        let config = context.config
        let layouts = SpecLayouts(
            spec: spec, matrix: LayoutMatrix(config: config, designSystem: context.designSystem), koreanLineBreak: config.koreanLineBreak.value,
            measurer: context.measurer, recolours: true, pluralForms: .longest)
        let document: JSONOutput = ["dialog": .string(spec.id.value), "layouts": .array(layouts.combinations.map(\.tree.json))]
        return JSONWriter.render(document)
    }
}
