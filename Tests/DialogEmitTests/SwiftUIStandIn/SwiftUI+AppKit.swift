// The SwiftUI API that exists only on macOS, whose signatures name AppKit types, with Apple's
// availability (SwiftUI documentation). Compiled beside `AppKit.swift` in the macOS
// configuration.

@available(macOS 10.15, *)
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(macOS 10.15, *)
extension NSViewRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(macOS 10.15, *)
extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
    public var body: Never { fatalError() }
}

@available(macOS 10.15, *)
@MainActor @preconcurrency public struct NSViewRepresentableContext<Representable> where Representable: NSViewRepresentable {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { fatalError() }
}

@available(macOS 10.15, *)
@MainActor @preconcurrency open class NSHostingView<Content>: NSView where Content: View {
    public var rootView: Content {
        get { fatalError() }
        set {}
    }
    public required init(rootView: Content) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}
