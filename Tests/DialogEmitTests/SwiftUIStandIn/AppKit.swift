// A stand-in for the part of AppKit the generated SwiftUI uses, with Apple's availability
// (AppKit documentation). Compiled only in the macOS configuration, where
// `canImport(UIKit)` is false.

import Foundation

@available(macOS 10.0, *)
public class NSFont: NSObject, @unchecked Sendable {
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

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    public var ascender: CGFloat { fatalError() }
    public var descender: CGFloat { fatalError() }
    public var leading: CGFloat { fatalError() }
}

@available(macOS 10.0, *)
@MainActor open class NSResponder: NSObject {}

@available(macOS 10.0, *)
@MainActor open class NSColor: NSObject {
    open class var clear: NSColor { fatalError() }
}

@available(macOS 10.0, *)
@MainActor open class NSView: NSResponder {
    public override init() {}
    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    open var window: NSWindow? { fatalError() }
    open func viewDidMoveToWindow() {}
}

@available(macOS 10.0, *)
@MainActor open class NSWindow: NSResponder {
    @available(macOS 10.12, *)
    public struct StyleMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let borderless = StyleMask([])
    }

    public enum BackingStoreType: UInt, Sendable {
        case buffered = 2
    }

    public enum OrderingMode: Int, Sendable {
        case below = -1
        case out = 0
        case above = 1
    }

    nonisolated public static let didResizeNotification = NSNotification.Name("NSWindowDidResizeNotification")

    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {}
    open var isOpaque: Bool {
        get { fatalError() }
        set {}
    }
    open var backgroundColor: NSColor! {
        get { fatalError() }
        set {}
    }
    open var hasShadow: Bool {
        get { fatalError() }
        set {}
    }
    open var isReleasedWhenClosed: Bool {
        get { fatalError() }
        set {}
    }
    open var contentView: NSView? {
        get { fatalError() }
        set {}
    }
    open var frame: NSRect { fatalError() }
    @available(macOS 10.2, *)
    open var parent: NSWindow? { fatalError() }
    open var canBecomeKey: Bool { fatalError() }
    open func setFrame(_ frameRect: NSRect, display flag: Bool) {}
    open func addChildWindow(_ childWin: NSWindow, ordered place: NSWindow.OrderingMode) {}
    open func removeChildWindow(_ childWin: NSWindow) {}
    open func orderOut(_ sender: Any?) {}
    open func makeKey() {}
}
