// Hand-written app code using what the DialogcBuildPlugin generates from the specs beside it.

/// What the timer screen does with the delete dialog's answer.
enum TimerDeletion: Equatable, Sendable {
    case delete
    case keep

    /// The decision a `TimerDeleteDialog` action stands for.
    init(_ action: TimerDeleteDialog.Action) {
        switch action {
        case .didTapDelete: self = .delete
        case .cancel: self = .keep
        }
    }
}

#if canImport(SwiftUI)
import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct TimerRow: View {
    var name: String
    var onDelete: () -> Void
    @State private var isConfirmingDelete = false

    var body: some View {
        Button(name) { isConfirmingDelete = true }
            .dialog(isPresented: $isConfirmingDelete, TimerDeleteDialog()) { action in
                if TimerDeletion(action) == .delete { onDelete() }
            }
    }
}
#endif
