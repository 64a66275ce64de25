// A stand-in for the part of UIKit the generated SwiftUI uses, with Apple's availability
// (UIKit documentation). Compiled only in the configurations where `canImport(UIKit)` is
// true: iOS, tvOS, watchOS and visionOS. UIKit on watchOS has no text input traits.

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

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    public var lineHeight: CGFloat { fatalError() }
}
