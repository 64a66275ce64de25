// A stand-in for SwiftUI, so the generated SwiftUI code can be type-checked on Linux. It
// declares only the API the emitter uses, with Apple's signatures and Apple's availability
// (SwiftUI documentation, the "availability" of each symbol's page; iOS 17 / macOS 14 SDK and
// later). Bodies are never run. A call the real SwiftUI would reject must fail here too, so
// nothing is loosened: no `Any` parameters, no catch-alls, no missing `@available`.
// Add a declaration here only together with the emitter change that uses it.
//
// `PlatformTypeCheck` compiles this file into the module it checks, once per platform,
// rewriting each `@available` into that platform's terms (see docs/swiftui-runtime.md).
// API that SwiftUI declares only where UIKit exists is in `SwiftUI+UIKit.swift`.

@_exported import Foundation

// MARK: Views and builders

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct TupleView<T>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { fatalError() }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ModifiedContent<Content, Modifier> {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Layout

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public enum Axis: Sendable {
    case horizontal
    case vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}


@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct EdgeInsets: Equatable, Sendable {
    public init() {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
    public static let top = VerticalAlignment()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let bottom = Alignment()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct UnitPoint: Hashable, Sendable {
    public static let center = UnitPoint()
    public static let topLeading = UnitPoint()
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3)
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ZStack<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public struct ViewThatFits<Content>: View where Content: View {
    public typealias Body = Never
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}


@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public struct LayoutSubview: Equatable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> LayoutSubview { fatalError() }
}

/// Not `@MainActor` in the stand-in: a layout's methods must not need the main actor.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension Layout {
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View { fatalError() }
}


@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ScrollView<Content>: View where Content: View {
    public typealias Body = Never
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1, *)
public struct ScrollBounceBehavior: Sendable {
    public static var basedOnSize: ScrollBounceBehavior { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: Text, fonts and colours

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Text: Equatable, Sendable {
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public init(_ attributedContent: AttributedString) {}
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Text's own accessibility label modifier, which keeps it a `Text`.
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { self }

    public enum TruncationMode: Sendable {
        case head
        case tail
        case middle
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case headline
        case body
    }

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

    public struct Design: Hashable, Sendable {}

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
    public static let largeTitle = Font()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Color: Hashable, ShapeStyle, Sendable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension ShapeStyle where Self == Color {
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public static var clear: Color { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
}

/// The SwiftUI attribute scope of `AttributedString` (declared by SwiftUI in Foundation's
/// `AttributeScopes`), with the one attribute generated code sets.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
extension AttributeScopes {
    public var swiftUI: AttributeScopes.SwiftUIAttributes.Type { AttributeScopes.SwiftUIAttributes.self }

    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
    }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
extension AttributeDynamicLookup {
    public subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T where T: AttributedStringKey {
        self[T.self]
    }
}

// MARK: Images and erasure

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Image: Equatable, Sendable {
    @available(iOS 13, macOS 11, tvOS 13, watchOS 6, visionOS 1, *)
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}

    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct AnyView: View {
    public typealias Body = Never
    public init<V>(_ view: V) where V: View {}
    public var body: Never { fatalError() }
}

// MARK: Shapes

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol Shape: Sendable, View {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol InsettableShape: Shape {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension InsettableShape {
    nonisolated public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle { self }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct RoundedRectangle: InsettableShape {
    public typealias Body = Never
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}

// MARK: Controls

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension TextField where Label == Text {
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Toggle<Label>: View where Label: View {
    public typealias Body = Never
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}


@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ToggleStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct SensoryFeedback: Equatable, Sendable {
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }

    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol PrimitiveButtonStyle {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isHeader = AccessibilityTraits()
    public static let isModal = AccessibilityTraits()
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public static let isToggle = AccessibilityTraits()
    public init() {}
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
@propertyWrapper public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    public init() where Value == Bool {}
}

@available(iOS 14, macOS 11, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Hashable, Sendable {
    public static let defaultAction = KeyboardShortcut()
    public static let cancelAction = KeyboardShortcut()
}

// MARK: Previews

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// MARK: State and environment

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol DynamicProperty {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
    public init(projectedValue: Binding<Value>) {}
    /// As the SDK of Xcode 16 declares it: the closures are `@Sendable`, so one reading
    /// main-actor state says `@MainActor`.
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set {}
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: Animation

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Animation: Equatable, Sendable {
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        fatalError()
    }
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Transaction {
    public init() {}
    public var disablesAnimations: Bool {
        get { fatalError() }
        set {}
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result { try body() }

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Animation {
    public static let `default` = Animation()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

// MARK: Modifiers

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension View {
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1, *)
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    nonisolated public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { self }
    nonisolated public func scaledToFit() -> some View { self }
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    @available(iOS 15.4, macOS 12.3, visionOS 1, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { self }

    nonisolated public func font(_ font: Font?) -> some View { self }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { self }
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    @available(iOS 13, macOS 10.15, tvOS 16, watchOS 6, visionOS 1, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable { self }
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { fatalError() }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { fatalError() }
    @available(iOS 14, tvOS 14, watchOS 7, visionOS 1, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { self }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View
    where T: Equatable { self }
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { self }
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1, *)
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle { self }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}
