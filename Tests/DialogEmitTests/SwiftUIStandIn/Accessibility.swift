// A stand-in for the part of Apple's Accessibility framework the generated SwiftUI uses,
// with Apple's availability (Accessibility documentation): one announcement API on every
// platform. Compiled in every configuration.

import Foundation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public enum AccessibilityNotification {
    public struct Announcement {
        public init(_ announcement: String) {}
        public init(_ announcement: AttributedString) {}
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension AccessibilityNotification.Announcement {
    public func post() {}
}
