// A stand-in for the part of the Composable Architecture 1.x (pointfreeco/swift-composable-
// architecture) the generated adapter and a reducer using it touch, with TCA's signatures
// and its platform floor (iOS 13, macOS 10.15, tvOS 13, watchOS 6). Compiled only where the
// check makes `canImport(ComposableArchitecture)` true (`PlatformTypeCheck.tca`).
//
// `@Presents` is a macro in TCA (it expands `@Presents var dialog: X?` into a stored
// `PresentationState<X>` with `dialog` and `$dialog` accessors). A macro cannot be expanded
// by this check, so it is stood in by a property wrapper of the same spelling with the same
// two accessors: `wrappedValue` (`X?`) and `projectedValue` (`PresentationState<X>`), which
// is what code using `@Presents` sees.

import Foundation

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@preconcurrency @MainActor
public final class Store<State, Action> {
    public func withState<R>(_ body: (_ state: State) -> R) -> R { fatalError() }
    @discardableResult public func send(_ action: Action) -> StoreTask { fatalError() }
}

/// A store is its own identity (`ObjectIdentifier`), so a new presentation is a new item.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Store: Identifiable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct StoreTask: Hashable, Sendable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@propertyWrapper
public struct PresentationState<State> {
    public init(wrappedValue: State?) {}
    public var wrappedValue: State? {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Self {
        get { self }
        set {}
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension PresentationState: Equatable where State: Equatable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension PresentationState: Sendable where State: Sendable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public enum PresentationAction<Action> {
    case dismiss
    indirect case presented(Action)
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension PresentationAction: Equatable where Action: Equatable {}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension PresentationAction: Sendable where Action: Sendable {}

/// The macro `@Presents`, as the property wrapper its expansion behaves as.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@propertyWrapper
public struct Presents<State> {
    public init(wrappedValue: State?) {}
    public var wrappedValue: State? {
        get { fatalError() }
        set {}
    }
    public var projectedValue: PresentationState<State> {
        get { fatalError() }
        set {}
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Presents: Equatable where State: Equatable {}
