// A stand-in for the SwiftUI API that app code around the generated dialogs uses and the
// generated code does not: `Bindable` (observation, iOS 17) and a button with a text title,
// as the README's TCA recipe writes them. Apple's signatures and availability (the
// `Bindable` and `Button.init(_:action:)` pages of Apple's documentation). Compiled only
// beside the TCA stand-in (`PlatformTypeCheck.tca`); `Observable` is the toolchain's own
// Observation module.

import Observation

/// A property wrapper over an observable object whose projected value makes bindings to its
/// properties.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { fatalError() }
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Button where Label == Text {
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}
