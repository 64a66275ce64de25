// Hand-written app code, as a new user writes it, presenting the generated
// `MessageReportDialog` (a slot, a text field, a checkbox and an async button) with each of
// the three presenters: SwiftUI, UIKit and the Composable Architecture. On Linux only the
// plain Swift part compiles; dialogc's tests type-check the rest against the frameworks'
// stand-ins for iOS and macOS (NewUserAppTypeCheckTests).

/// What the app sends when a message is reported.
struct ReportRequest: Equatable, Sendable {
    var reason: String
    var blocksSender: Bool

    /// The request from the dialog's values, as any presenter hands them over.
    init(texts: [String: String], checked: [String: Bool]) {
        reason = texts["reason"] ?? ""
        blocksSender = checked["block"] ?? false
    }
}

/// Sends reports; the example's stands in for the network.
protocol ReportSending: Sendable {
    func send(_ request: ReportRequest) async throws
}

#if canImport(SwiftUI)
import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct MessageRow: View {
    var message: String
    var sender: any ReportSending
    @State private var isReporting = false
    @State private var reason = ""
    @State private var blocksSender = false

    var body: some View {
        Button(message) { isReporting = true }
            .dialog(
                isPresented: $isReporting, MessageReportDialog(),
                content: { $0.content(texts: ["reason": $reason], toggles: ["block": $blocksSender]) },
                slot: { _ in Text(message) },
                onAsyncAction: { _ in
                    try await sender.send(ReportRequest(texts: ["reason": reason], checked: ["block": blocksSender]))
                    return true
                },
                onAction: { _ in })
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

@available(iOS 15, tvOS 15, visionOS 1, *)
@MainActor
final class MessageController: UIViewController {
    var sender: (any ReportSending)?
    let values = DialogValues()

    func report(_ message: String) {
        let preview = UILabel()
        preview.text = message
        do {
            try MessageReportDialog().present(
                from: self, values: values, slot: { _ in preview },
                onAsyncAction: { [values, sender] _ in
                    try await sender?.send(ReportRequest(texts: values.texts, checked: values.checked))
                    return true
                }) { _ in }
        } catch {
            // Only a controller in no window cannot present: there is nothing to report over.
            return
        }
    }
}
#endif

#if canImport(ComposableArchitecture) && canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@Reducer
struct MessageFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var report: DialogContentState<MessageReportDialog>?
        var reported: ReportRequest?
    }

    enum Action {
        case reportTapped
        case report(PresentationAction<DialogContentAction<MessageReportDialog.Action>>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .reportTapped:
                state.report = DialogContentState(MessageReportDialog())
                return .none
            case .report(.presented(.button(.didTapReport, let values))):
                state.reported = ReportRequest(texts: values.texts, checked: values.checked)
                return .none
            case .report:
                return .none
            }
        }
        .ifLet(\.$report, action: \.report) { DialogContentReducer() }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct MessageView: View {
    @Bindable var store: StoreOf<MessageFeature>
    var message: String

    var body: some View {
        Button(message) { store.send(.reportTapped) }
            .dialog($store.scope(state: \.report, action: \.report)) { _ in Text(message) }
    }
}
#endif
