// The SwiftUI API whose signature names a UIKit type, with Apple's availability (SwiftUI
// documentation). Compiled beside `UIKit.swift` where `canImport(UIKit)` is true.

extension View {
    @available(iOS 13, tvOS 13, visionOS 1, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
