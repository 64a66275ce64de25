// A stand-in for the part of the Composable Architecture 1.x (pointfreeco/swift-composable-
// architecture, with swift-case-paths) that the generated adapter and the README's TCA recipe
// touch, with TCA's signatures and its platform floor (iOS 13, macOS 10.15, tvOS 13, watchOS
// 6; the observation-based API iOS 17, macOS 14, tvOS 17, watchOS 10). Compiled only where
// the check makes `canImport(ComposableArchitecture)` true (`PlatformTypeCheck.tca`). Bodies
// are `fatalError()`: only the declarations are checked.
//
// Macros cannot be expanded by this check (no compiler plugin), so what code sees of them is
// declared instead (docs/uikit-runtime.md lists the differences):
// - `@Presents var dialog: X?` is a property wrapper of the same spelling with the two
//   accessors the macro's expansion gives: `dialog` (`X?`) and `$dialog`
//   (`PresentationState<X>`).
// - `@Reducer`, `@ObservableState` and `@CasePathable` (which `@Reducer` puts on `Action`)
//   are attached to types; their lines are taken out of the checked recipe and their
//   expansion is written by hand beside it: the `Reducer`, `ObservableState` and
//   `CasePathable` conformances, the last with an `AllCasePaths` of one `AnyCasePath` per case.

import Foundation
import Observation

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@preconcurrency @MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
    public func withState<R>(_ body: (_ state: State) -> R) -> R { fatalError() }
    @discardableResult public func send(_ action: Action) -> StoreTask { fatalError() }
    /// `store.name`: a value of observable state, read (and observed) through the store.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value where State: ObservableState { fatalError() }
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

/// `\.destination.rename`: a path through `.presented` into a case of the presented action.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension PresentationAction: CasePathable {
    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        public var dismiss: AnyCasePath<PresentationAction, Void> { fatalError() }
        public var presented: AnyCasePath<PresentationAction, Action> { fatalError() }
        public subscript<ElementAction>(
            dynamicMember keyPath: KeyPath<Case<Action>, Case<ElementAction>>
        ) -> AnyCasePath<PresentationAction, PresentationAction<ElementAction>> where Action: CasePathable { fatalError() }
    }
    public static var allCasePaths: AllCasePaths { fatalError() }
}

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

// MARK: Reducers

/// A feature's logic: `reduce(into:action:)`, or a `body` composed of other reducers.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action
    associatedtype Body
    func reduce(into state: inout State, action: Action) -> Effect<Action>
    @ReducerBuilder<State, Action> var body: Body { get }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Reducer where Body == Never {
    public var body: Body { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Builds a reducer's `body`; the stand-in has TCA's one-reducer block (not its
/// `buildPartialBlock`s, which combine reducers side by side; the recipe has none).
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R { fatalError() }
    public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct Effect<Action>: Sendable {
    public static var none: Self { fatalError() }
    /// Work run outside the reducer, sending actions back through `send`.
    public static func run(
        priority: TaskPriority? = nil, operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self { fatalError() }
}

/// What an effect sends actions back with.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@MainActor
public struct Send<Action>: Sendable {
    public func callAsFunction(_ action: Action) {}
}

// MARK: Dependencies (swift-dependencies, which TCA re-exports)

/// The values a reducer reads from its environment; the stand-in has the locale only.
public struct DependencyValues: Sendable {
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
}

/// `@Dependency(\.locale) var locale` in a reducer.
@propertyWrapper
public struct Dependency<Value>: Sendable {
    public init(
        _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {}
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct Reduce<State, Action>: Reducer {
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct EmptyReducer<State, Action>: Reducer {
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
    public typealias State = Base.State
    public typealias Action = Base.Action
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Reducer {
    /// Runs `destination` on the presented state and closes it on `.dismiss`.
    @warn_unqualified_access
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _PresentationReducer<Self, Destination>
    where Destination.State == DestinationState, Destination.Action == DestinationAction { fatalError() }
}

// MARK: Observation

/// What `@ObservableState` conforms a state to.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public protocol ObservableState {
    var _$id: ObservableStateID { get }
    mutating func _$willModify()
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct ObservableStateID: Equatable, Hashable, Sendable {
    public init() {}
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Store: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Bindable {
    /// A binding of the optional store of presented state, for `sheet(item:)`-like modifiers:
    /// setting it to nil sends `.dismiss`.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID, filePath: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> { fatalError() }
}

// MARK: Testing

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
    public init<R: Reducer>(
        initialState: @autoclosure () -> R.State, @ReducerBuilder<State, Action> reducer: () -> R,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where State == R.State, Action == R.Action { fatalError() }

    /// Sends `action` and asserts the state it leads to: `updateStateToExpectedResult` turns
    /// the state before into the state expected after.
    @discardableResult
    public func send(
        _ action: Action, assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask { fatalError() }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
public struct TestStoreTask: Hashable, Sendable {}

// MARK: Case paths (swift-case-paths 1.x, which TCA re-exports)

/// A type whose cases have paths: what `@CasePathable` conforms an enum to.
public protocol CasePathable {
    associatedtype AllCasePaths: Sendable
    static var allCasePaths: AllCasePaths { get }
}

/// Embeds a value in one case of `Root` and extracts it.
public struct AnyCasePath<Root, Value>: Sendable {
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {}
}

/// `\.case` written against an enum: a key path through its `AllCasePaths`.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>) -> Case<Member>
    where Value: CasePathable { fatalError() }
}

public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>
