/// Apple's Dynamic Type sizes (docs/format/config.md). A size scales every font by the ratio
/// of the body style at that size to body at `large`, the system default.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The body text style's point size at this size (Apple's Human Interface Guidelines).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// One of the five accessibility sizes, where a dialog is expected to scroll its content.
    public var isAccessibilitySize: Bool {
        switch self {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: true
        default: false
        }
    }

    /// The factor every font size is multiplied by: body here over body at `large`.
    public var scale: Double { bodyPointSize / DynamicTypeSize.large.bodyPointSize }

    /// The sizes used when the config lists none: the default, the largest standard size,
    /// and a mid accessibility size.
    public static let defaults: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]
}
