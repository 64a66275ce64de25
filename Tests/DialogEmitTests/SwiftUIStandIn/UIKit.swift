// A stand-in for the part of UIKit (and of QuartzCore and CoreGraphics, which UIKit brings
// in) the generated code uses: the SwiftUI views' fonts and keyboards and the UIKit
// presenter, with Apple's signatures and availability (UIKit documentation). Compiled only
// in the configurations where `canImport(UIKit)` is true: iOS, tvOS, watchOS and visionOS.
// UIKit on watchOS has no text input traits and no view controllers; tvOS has no haptics
// and no keyboard layout guide.
//
// Two liberties, because Linux has no Objective-C runtime: `accessibilityPerformEscape()`
// (an informal protocol method of `NSObject` in UIKit) is declared on `UIResponder`, where
// a view controller can override it as it does in UIKit; and the classes are plain Swift
// classes, so nothing here can be called through a selector (the generated code uses none).

import Foundation

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, Sendable {
    case `default`
    case emailAddress
    case decimalPad
}

@available(iOS 2, tvOS 9, watchOS 2, visionOS 1, *)
public class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public struct TextStyle: Hashable, Sendable {
        public static let headline = TextStyle()
        public static let body = TextStyle()
    }

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    public var lineHeight: CGFloat { fatalError() }
}

@available(iOS 11, tvOS 11, watchOS 4, visionOS 1, *)
public class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    public func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
}

@available(iOS 2, tvOS 9, watchOS 2, visionOS 1, *)
public class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 13, tvOS 13, visionOS 1, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    public class var clear: UIColor { fatalError() }
}

@available(iOS 8, tvOS 9, watchOS 2, visionOS 1, *)
public class UITraitCollection: NSObject, @unchecked Sendable {
    @available(iOS 12, tvOS 10, visionOS 1, *)
    @available(watchOS, unavailable)
    public var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
}

@available(iOS 12, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}

@available(iOS 2, tvOS 9, watchOS 2, visionOS 1, *)
public class UIImage: NSObject, @unchecked Sendable {
    @available(iOS 13, tvOS 13, watchOS 6, visionOS 1, *)
    public init?(systemName name: String) {}
    @available(iOS 8, tvOS 9, visionOS 1, *)
    @available(watchOS, unavailable)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
public struct UIContentSizeCategory: Hashable, Sendable {
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1)
    public static let selected = UIAccessibilityTraits(rawValue: 2)
    public static let header = UIAccessibilityTraits(rawValue: 4)
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        public static let screenChanged = Notification()
        public static let announcement = Notification()
    }

    @available(iOS 8, tvOS 9, visionOS 1, *)
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    /// Unversioned on Apple's page: there since the platform's first release.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

// MARK: Geometry (CoreGraphics, QuartzCore)

@available(iOS 2, tvOS 9, watchOS 2, visionOS 1, *)
public struct CGAffineTransform: Equatable, Sendable {
    public static let identity = CGAffineTransform()
    public init() {}
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
}

@available(iOS 11, tvOS 11, watchOS 4, visionOS 1, *)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

@available(iOS 13, tvOS 13, visionOS 1, *)
@available(watchOS, unavailable)
public struct CALayerCornerCurve: Hashable, Sendable {
    public static let continuous = CALayerCornerCurve()
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
public class CALayer: NSObject {
    public var cornerRadius: CGFloat = 0
    @available(iOS 13, tvOS 13, visionOS 1, *)
    public var cornerCurve: CALayerCornerCurve { get { fatalError() } set {} }
}

// MARK: Text attributes

@available(iOS 6, tvOS 9, watchOS 2, visionOS 1, *)
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

@available(iOS 6, tvOS 9, watchOS 2, visionOS 1, *)
public enum NSTextAlignment: Int, Sendable {
    case left
    case center
    case right
}

@available(iOS 6, tvOS 9, watchOS 2, visionOS 1, *)
public class NSParagraphStyle: NSObject, @unchecked Sendable {}

@available(iOS 6, tvOS 9, watchOS 2, visionOS 1, *)
public class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0
    public var alignment: NSTextAlignment = .left
}

@available(iOS 7, tvOS 9, watchOS 2, visionOS 1, *)
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError() }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
extension AttributeContainer {
    public init(_ dictionary: [NSAttributedString.Key: Any]) { fatalError() }
}

// MARK: Responders, views and controls

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIResponder: NSObject {
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open func accessibilityPerformEscape() -> Bool { false }
}

@available(iOS 9, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@available(iOS 9, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 6, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
public struct UILayoutPriority: Hashable, Sendable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let defaultHigh = UILayoutPriority(750)
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

@available(iOS 6, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal
        case vertical
    }

    open var isActive: Bool { get { fatalError() } set {} }
    open var priority: UILayoutPriority { get { fatalError() } set {} }
    open var constant: CGFloat { get { fatalError() } set {} }
    @available(iOS 8, tvOS 9, visionOS 1, *)
    public class func activate(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 8, tvOS 9, visionOS 1, *)
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

@available(iOS 9, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UILayoutGuide: NSObject {
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var widthAnchor: NSLayoutDimension { fatalError() }
    public var heightAnchor: NSLayoutDimension { fatalError() }
}

@available(iOS 15, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder {
    public enum ContentMode: Int, Sendable {
        case scaleToFill
        case scaleAspectFit
    }

    public init(frame: CGRect) {}
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {}

    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    open var alpha: CGFloat { get { fatalError() } set {} }
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    open var bounds: CGRect { get { fatalError() } set {} }
    open var frame: CGRect { get { fatalError() } set {} }
    open var tintColor: UIColor! { get { fatalError() } set {} }
    open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
    open var layer: CALayer { fatalError() }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
    open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    open var accessibilityElementsHidden: Bool { get { fatalError() } set {} }
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open var accessibilityViewIsModal: Bool { get { fatalError() } set {} }
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open var accessibilityIdentifier: String? { get { fatalError() } set {} }
    open var accessibilityLabel: String? { get { fatalError() } set {} }
    open var accessibilityHint: String? { get { fatalError() } set {} }
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
    open func addSubview(_ view: UIView) {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func setNeedsLayout() {}

    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var widthAnchor: NSLayoutDimension { fatalError() }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    public var heightAnchor: NSLayoutDimension { fatalError() }
    @available(iOS 11, tvOS 11, visionOS 1, *)
    public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 15, visionOS 1, *)
    @available(tvOS, unavailable)
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
}

@available(iOS 13, tvOS 13, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIAction: NSObject {
    public convenience init(handler: @escaping @MainActor @Sendable (UIAction) -> Void) { self.init() }
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let editingChanged = Event(rawValue: 1 << 17)
        @available(iOS 9, tvOS 9, visionOS 1, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center
        case left
        case right
        case fill
        @available(iOS 11, tvOS 11, visionOS 1, *)
        case leading
        @available(iOS 11, tvOS 11, visionOS 1, *)
        case trailing
    }

    open var isEnabled: Bool { get { fatalError() } set {} }
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { fatalError() } set {} }
    @available(iOS 14, tvOS 14, visionOS 1, *)
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UILabel: UIView {
    /// The example app's slot sets it (Apple: iOS 2, tvOS 9).
    open var text: String? { get { fatalError() } set {} }
    open var numberOfLines: Int { get { fatalError() } set {} }
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    @available(iOS 6, tvOS 9, visionOS 1, *)
    open var attributedText: NSAttributedString? { get { fatalError() } set {} }
    @available(iOS 10, tvOS 10, visionOS 1, *)
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UITextField: UIControl {
    public enum ViewMode: Int, Sendable {
        case never
        case whileEditing
        case unlessEditing
        case always
    }

    open var text: String? { get { fatalError() } set {} }
    open var placeholder: String? { get { fatalError() } set {} }
    open var font: UIFont? { get { fatalError() } set {} }
    open var keyboardType: UIKeyboardType { get { fatalError() } set {} }
    open var leftView: UIView? { get { fatalError() } set {} }
    open var leftViewMode: UITextField.ViewMode { get { fatalError() } set {} }
    @available(iOS 10, tvOS 10, visionOS 1, *)
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

@available(iOS 14, tvOS 14, visionOS 1, *)
@available(watchOS, unavailable)
public struct UIBackgroundConfiguration: Hashable, Sendable {
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIButton: UIControl {
    @available(iOS 15, tvOS 15, visionOS 1, *)
    public struct Configuration: Hashable, Sendable {
        public enum CornerStyle: Int, Sendable {
            case fixed
            case dynamic
            case small
            case medium
            case large
            case capsule
        }

        public static func plain() -> UIButton.Configuration { fatalError() }
        public static func filled() -> UIButton.Configuration { fatalError() }
        public var title: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets: NSDirectionalEdgeInsets
        public var background: UIBackgroundConfiguration
        public var cornerStyle: UIButton.Configuration.CornerStyle
        public var showsActivityIndicator: Bool
    }

    @available(iOS 15, tvOS 15, visionOS 1, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }
    @available(iOS 15, tvOS 15, visionOS 1, *)
    open var configuration: UIButton.Configuration? { get { fatalError() } set {} }
    @available(iOS 3, tvOS 9, visionOS 1, *)
    open var titleLabel: UILabel? { fatalError() }
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {
    open var alwaysBounceVertical: Bool { get { fatalError() } set {} }
    @available(iOS 11, tvOS 11, visionOS 1, *)
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11, tvOS 11, visionOS 1, *)
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
}

@available(iOS 9, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill
        case fillEqually
    }

    public enum Alignment: Int, Sendable {
        case fill
        case center
    }

    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set {} }
    open var distribution: UIStackView.Distribution { get { fatalError() } set {} }
    open var alignment: UIStackView.Alignment { get { fatalError() } set {} }
    open var spacing: CGFloat { get { fatalError() } set {} }
    open func addArrangedSubview(_ view: UIView) {}
    @available(iOS 11, tvOS 11, visionOS 1, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen
    case overFullScreen
}

@available(iOS 2, tvOS 9, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}

    open var view: UIView! { get { fatalError() } set {} }
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set {} }
    @available(iOS 9, tvOS 9, visionOS 1, *)
    open var viewIfLoaded: UIView? { fatalError() }
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open var presentingViewController: UIViewController? { fatalError() }
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open var presentedViewController: UIViewController? { fatalError() }
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open var isBeingDismissed: Bool { fatalError() }
    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open func viewDidLayoutSubviews() {}
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}
    @available(iOS 5, tvOS 9, visionOS 1, *)
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}
}

// MARK: Motion and feedback

/// CoreGraphics' vector, which UIKit re-exports (Foundation on Linux has none).
public struct CGVector: Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
public enum UIViewAnimatingPosition: Int, Sendable {
    case end
    case start
    case current
}

@available(iOS 10, tvOS 10, visionOS 1, *)
@available(watchOS, unavailable)
@MainActor open class UIViewPropertyAnimator: NSObject {
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (@MainActor () -> Void)? = nil) {}
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {}
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {}
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
}

@available(iOS 10, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIImpactFeedbackGenerator: NSObject {
    public enum FeedbackStyle: Int, Sendable {
        case light
        case medium
        case heavy
    }

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    open func impactOccurred() {}
}

@available(iOS 10, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UINotificationFeedbackGenerator: NSObject {
    public enum FeedbackType: Int, Sendable {
        case success
        case warning
        case error
    }

    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
