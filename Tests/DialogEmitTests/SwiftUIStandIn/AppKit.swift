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
