import DialogEmit
import DialogJSON
import DialogLayout
import DialogModel
import DialogTokens

/// One laid-out combination: which device, Dynamic Type size, locale and theme.
public struct LayoutCombination: Sendable, Hashable {
    public var device: Device
    public var size: DynamicTypeSize
    public var locale: String
    public var theme: Theme

    public static func == (lhs: LayoutCombination, rhs: LayoutCombination) -> Bool {
        (lhs.device, lhs.size, lhs.locale, lhs.theme.name) == (rhs.device, rhs.size, rhs.locale, rhs.theme.name)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(size)
        hasher.combine(locale)
        hasher.combine(theme.name)
    }

    /// Every configured combination, in config order: devices, then sizes, then locales,
    /// then themes, so documents list them the same way on every run.
    public static func all(config: ProjectConfig, designSystem: DesignSystem) -> [LayoutCombination] {
        config.devices.flatMap { device in
            config.dynamicTypeSizes.flatMap { size in
                config.locales.value.flatMap { locale in
                    designSystem.themes.map { LayoutCombination(device: device, size: size, locale: locale, theme: $0) }
                }
            }
        }
    }
}

/// `<TypeName>.layout.json`: every combination of one dialog laid out, for `dialogc build
/// --emit layout` and review.
public enum LayoutOutput {
    public static func document(
        _ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem, measurer: TextMeasurer
    ) -> OutputFile {
        let trees = LayoutCombination.all(config: config, designSystem: designSystem).map { combination in
            LayoutEngine.layout(
                spec: spec, theme: combination.theme, device: combination.device, size: combination.size,
                locale: combination.locale, measurer: measurer, koreanLineBreak: config.koreanLineBreak.value
            ).json
        }
        let document: JSONOutput = ["dialog": .string(spec.id.value), "layouts": .array(trees)]
        return OutputFile(relativePath: SwiftModelEmitter.typeName(of: spec) + ".layout.json", contents: JSONWriter.render(document))
    }
}
