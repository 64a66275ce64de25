/// The Swift names generated code declares and refers to, in one place: the emitters name
/// their declarations with these constants and lint checks a spec's names against them, so
/// what lint accepts is what the emitters can generate (docs/DECISIONS.md, "Generated names").
///
/// The scopes a spec's names land in:
/// - the dialog type (`TimerDeleteDialog`): its stored properties (parameters, undeclared
///   placeholders, payloads) beside `Action`, `init`, `state(locale:)`, `spec`, and in the view
///   file `appearance` and `contentItems()`, and the runtime's `content(…)`, `previewContent()`
///   and `view(locale:...)` on `PresentableDialog`;
/// - the `Action` enum: the action cases, and the payload types, looked up from inside it;
/// - the module: the dialog types beside the support files' types.
public enum GeneratedSwiftNames {
    // MARK: Declared by generated code

    /// `timer.delete` -> `TimerDeleteDialog`, also the file names `TimerDeleteDialog.swift`
    /// and `TimerDeleteDialog+View.swift`. Only ASCII letters and digits survive, so the name
    /// is a safe file name.
    public static func dialogType(id: String) -> String {
        SwiftIdentifier.upperCamelCase(dottedID: id) + "Dialog"
    }

    /// The enum of a dialog's actions, nested in the dialog type.
    public static let actionType = "Action"

    /// Members of the dialog type besides the spec's properties.
    public enum Member {
        public static let state = "state"
        /// `spec`, the dialog apart from its parameters (its texts per locale included) that
        /// `state(locale:)` reads.
        public static let spec = "spec"
        public static let view = "view"
        public static let appearance = "appearance"
        /// The spec's content from the caller's bindings, and from the spec's initial values.
        public static let content = "content"
        public static let previewContent = "previewContent"
        /// `contentItems()`: the content for the presenters without SwiftUI bindings.
        public static let contentItems = "contentItems"
    }

    /// Parameters of the generated functions besides the spec's properties and elements.
    public enum Parameter {
        /// `state(locale:)` and `view(locale:...)`.
        public static let locale = "locale"
    }

    /// The runtime's `View` method that presents a dialog, `dialog(isPresented:_:…)`.
    public static let modifierMethod = "dialog"

    /// The module-level types of `DialogSupport.swift`, `DialogSupport+SwiftUI.swift` and
    /// `DialogTokens.swift`. A test compares this list with the generated files.
    public static let supportTypes: Set<String> = [
        "DialogAppearance", "DialogAsyncState", "DialogButtonLayout", "DialogButtonPhase", "DialogButtonRole", "DialogButtonState", "DialogButtonView", "DialogCard", "DialogCheckboxStyle", "DialogColor",
        "DialogButtonRow", "DialogContentAction", "DialogContentElement", "DialogContentItem", "DialogContentReducer", "DialogContentStack",
        "DialogContentState", "DialogContentValues", "DialogContract", "DialogCoverWindow", "DialogDrawnString", "DialogEscape", "DialogHaptic",
        "DialogIcon", "DialogItemPresentationState", "DialogItemPresenter", "DialogKeyboard", "DialogKoreanLineBreak", "DialogLocale", "DialogQueue",
        "DialogQueueKey", "DialogQueueScope", "DialogPresenterMessage", "DialogScrollRegion", "DialogScrollRegionLayout", "DialogShownText",
        "DialogTurn",
        "DialogLocaleMatching", "DialogLocalizedText", "DialogMotion", "DialogOverlay", "DialogPluralCategory", "DialogPluralOperands",
        "DialogPluralRules", "DialogPresentation", "DialogPresentationError", "DialogPresentationState", "DialogPresentationTarget", "DialogPresenter", "DialogPreviews", "DialogRGBA", "DialogSession", "DialogState",
        "DialogSpec", "DialogStyle", "DialogTextState", "DialogTextTable", "DialogTexts", "DialogTheme", "DialogTokens", "DialogTransition", "DialogTypography",
        "DialogValues", "DialogViewController", "DialogWindowAnchor", "DialogWindowCover", "LocalizedDialog", "PresentableDialog",
    ]

    /// The modules generated code names the standard library's and the frameworks' types
    /// through (`Swift.String`, `Foundation.Locale`, `SwiftUI.View`, `_Concurrency.Task`),
    /// so that an app type of the same name (`struct Task {}`) does not replace them
    /// (docs/DECISIONS.md, "Qualified names in generated Swift"). A member of one of these
    /// names would hide the module from inside the dialog type.
    public static let qualifyingModules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "Accessibility", "_Concurrency", "ComposableArchitecture",
    ]

    /// The SwiftUI, Accessibility, UIKit (with the QuartzCore and CoreGraphics types it brings)
    /// and AppKit types the support code uses. It writes them qualified by their module
    /// (`SwiftUI.View`), except those with Apple's framework prefixes (`UIView`, `NSFont`,
    /// `CGRect`, `CALayer`, `_ConditionalContent`), which an app does not declare: an app type
    /// of one of those (`unqualifiedFrameworkType`) would replace the framework's. A test
    /// compares this list with the stand-ins the tests type-check against, which declare
    /// exactly those.
    public static let swiftUITypes: Set<String> = [
        "AccessibilityActionKind", "AccessibilityAttachmentModifier", "AccessibilityChildBehavior", "AccessibilityFocusState", "AccessibilityNotification",
        "AccessibilityTraits",
        "Alignment", "Animation", "AnimationCompletionCriteria", "AnyTransition", "AnyView", "Axis", "Binding",
        "Button", "Color", "ColorScheme", "DynamicProperty", "DynamicTypeSize", "Edge", "EdgeInsets", "EmptyView", "Environment",
        "EnvironmentKey", "EnvironmentValues", "FillStyle", "Font", "ForEach", "HStack", "HorizontalAlignment", "Image", "InsettableShape",
        "KeyboardShortcut", "Layout", "LayoutSubview", "LayoutSubviews", "ModifiedContent", "NSColor", "NSFont",
        "NSHostingView", "NSResponder", "NSView", "NSViewRepresentable", "NSViewRepresentableContext", "NSWindow",
        "PlainButtonStyle", "PreviewProvider", "PrimitiveButtonStyle", "ProgressView", "ProposedViewSize", "RoundedCornerStyle",
        "RoundedRectangle", "SafeAreaRegions", "ScaledMetric", "ScrollBounceBehavior", "ScrollView", "SensoryFeedback",
        "Shape", "ShapeStyle", "State", "Text", "TextAlignment", "TextField", "Toggle", "ToggleStyle",
        "ToggleStyleConfiguration", "Transaction", "TupleView", "UIFont", "UIKeyboardType", "UnitPoint", "VStack",
        "VerticalAlignment", "View", "ViewBuilder", "ViewModifier", "ViewThatFits", "ZStack", "_ConditionalContent",
        "_ViewModifier_Content",
        // The UIKit presenter's.
        "CALayer", "CALayerCornerCurve", "CGAffineTransform", "CGVector", "NSDirectionalEdgeInsets", "NSLayoutAnchor", "NSLayoutConstraint",
        "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSMutableParagraphStyle", "NSParagraphStyle", "NSTextAlignment",
        "UIAccessibility", "UIAccessibilityTraits", "UIAction", "UIBackgroundConfiguration", "UIButton", "UIColor", "UIContentSizeCategory",
        "UIControl", "UIFontMetrics", "UIImage", "UIImageView", "UIImpactFeedbackGenerator", "UIKeyboardLayoutGuide", "UILabel",
        "UILayoutGuide", "UILayoutPriority", "UIModalPresentationStyle", "UINotificationFeedbackGenerator", "UIResponder", "UIScrollView",
        "UIStackView", "UITextField", "UITraitCollection", "UIUserInterfaceStyle", "UIView", "UIViewAnimatingPosition", "UIViewController",
        "UISpringTimingParameters", "UITimingCurveProvider", "UIViewPropertyAnimator", "UIWindow",
    ]

    /// Whether `name` is a framework type the support code writes unqualified: one with
    /// Apple's framework prefixes (`UIColor`, `NSFont`, `CGRect`, `CALayer`) or an underscore.
    public static func unqualifiedFrameworkType(_ name: String) -> Bool {
        guard swiftUITypes.contains(name) else { return false }
        return name.hasPrefix("_") || ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) }
    }

    /// The methods of `DialogColor`, whose generated initializer takes one argument per
    /// theme, and the members Swift synthesizes for `DialogTheme`, which has one case per
    /// theme and the theme's config name as its raw value.
    public enum ColorMember {
        public static let resolved = "resolved"
        public static let forAppearance = "forAppearance"
        public static let allCases = "allCases"
        public static let rawValue = "rawValue"

        /// What a theme's Swift name may not be.
        public static let reserved = [resolved, forAppearance, allCases, rawValue]
    }

    // MARK: What a spec's names may not be

    /// What a spec's member name (a parameter, a placeholder, a content element, a payload's
    /// property) would clash with in the dialog's scopes, and why; nil when it is free.
    /// `dialogID` names the dialog's own type, which the modifier calls.
    public static func reservedMember(_ name: String, dialogID: String) -> Reservation? {
        if let reason = reservedMembers[name] { return reason }
        return isDialogType(name, dialogID: dialogID) ? .dialogType : nil
    }

    /// What the type the dialog id generates (`presentable` -> `PresentableDialog`) would
    /// clash with, nil when it is free: the support files declare `LocalizedDialog` and
    /// `PresentableDialog` beside the dialog types.
    public static func reservedDialogType(id: String) -> Reservation? {
        supportTypes.contains(dialogType(id: id)) ? .supportType : nil
    }

    /// Whether `name` is the type of the dialog `dialogID`; the type is only made for names
    /// that could be one, which is rarely.
    static func isDialogType(_ name: String, dialogID: String) -> Bool {
        name.hasSuffix("Dialog") && name == dialogType(id: dialogID)
    }

    /// Why a name is taken.
    public enum Reservation: Sendable, Hashable {
        /// A member of the dialog type (`Action`, `state`, `spec`, `view`, `appearance`).
        case dialogMember
        /// A type of the support files, which generated bodies call.
        case supportType
        /// The dialog's own type.
        case dialogType
        /// Scope-bound type names (`Action`, `Slot`, `Body`) a payload would resolve to.
        case scopeType
        /// A framework type the support code uses unqualified (`unqualifiedFrameworkType`).
        case swiftUIType
        /// A module generated code qualifies names with (`qualifyingModules`).
        case qualifyingModule
        /// A module, protocol, generic type or `Void`: not a complete value type.
        case notAValueType
    }

    /// Every name reserved for members, built once: one lookup per member.
    private static let reservedMembers: [String: Reservation] = {
        var reserved: [String: Reservation] = [
            actionType: .dialogMember, Member.state: .dialogMember, Member.spec: .dialogMember, Member.view: .dialogMember,
            Member.appearance: .dialogMember, Member.content: .dialogMember, Member.previewContent: .dialogMember, Member.contentItems: .dialogMember,
        ]
        for type in supportTypes { reserved[type] = .supportType }
        for module in qualifyingModules { reserved[module] = .qualifyingModule }
        return reserved
    }()

    /// What the first component of a payload type (`LiveMessage`, `Chat` in
    /// `Chat.LiveMessage`) would resolve to instead of the app's type, or why a lone
    /// name cannot be one; nil when it is free. `dialogID` names the dialog's own type.
    public static func reservedPayload(_ components: [String], dialogID: String) -> Reservation? {
        guard let head = components.first else { return nil }
        if scopeTypes.contains(head) { return .scopeType }
        if isDialogType(head, dialogID: dialogID) { return .dialogType }
        if supportTypes.contains(head) { return .supportType }
        if unqualifiedFrameworkType(head) || head == "SwiftUI" { return .swiftUIType }
        if components.count == 1, incompleteTypes.contains(head) || qualifyingModules.contains(head) { return .notAValueType }
        return nil
    }

    /// Looked up before the module from where a payload type is written: the dialog's
    /// `Action` enum.
    private static let scopeTypes: Set<String> = [actionType]

    /// Names of Swift and Foundation that are not a type a payload can be written as: the
    /// modules, `Void`, generic types without their arguments and protocols. The qualified
    /// `Swift.String` or `Foundation.Date` stays allowed.
    private static let incompleteTypes: Set<String> = [
        "Swift", "Foundation", "Void", "Optional", "Array", "Dictionary", "Set", "Result", "Range", "ClosedRange",
        "Equatable", "Hashable", "Comparable", "Sendable", "Error", "CaseIterable", "Codable", "Identifiable", "AnyObject",
    ]

    // MARK: Payload properties

    /// The stored property holding an action's payload: the type's last component
    /// lowerCamelCased (`Chat.LiveMessage` -> `liveMessage`), or `<action>Payload` when that
    /// is taken, a keyword or reserved. `taken` holds the dialog's other member names and
    /// grows by the name chosen.
    public static func payloadProperty(type: String, action: String, dialogID: String, taken: inout Set<String>) -> String {
        let typeName = type.split(separator: ".").last.map(String.init) ?? type
        var name = SwiftIdentifier.lowercasingFirstLetter(typeName)
        if taken.contains(name) || SwiftIdentifier.isKeyword(name) || reservedMember(name, dialogID: dialogID) != nil {
            name = action + "Payload"
        }
        taken.insert(name)
        return name
    }
}
