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
