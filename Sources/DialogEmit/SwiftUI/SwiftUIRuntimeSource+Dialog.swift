extension SwiftUIRuntimeSource {
    /// The SwiftUI API written once for every generated dialog, on `PresentableDialog`: the
    /// content's bindings, the card (`view(locale:…)`), the modifiers
    /// (`dialog(isPresented:_:…)`, `dialog(item:…)`) and the previews. A dialog's view file
    /// then says only what is its own: its appearance, its content and its `Bool` modifier.
    static func dialog(access: String) -> String { #"""

extension PresentableDialog {
    /// The content (`contentItems()`, the one list of the dialog's elements) bound by element
    /// id: a text field to `texts[id]`, a checkbox to `toggles[id]`; an element without a
    /// binding shows the spec's initial value, an empty field or the spec's `checked`.
    \#(access)func content(texts: [Swift.String: SwiftUI.Binding<Swift.String>] = [:], toggles: [Swift.String: SwiftUI.Binding<Swift.Bool>] = [:]) -> [DialogContentElement] {
        DialogContentElement.bound(contentItems(), texts: texts, toggles: toggles)
    }

    /// The spec's content as previews and `view(locale:…)` show it: text fields empty,
    /// checkboxes as the spec's `checked` says.
    \#(access)func previewContent() -> [DialogContentElement] { content() }
}

\#(availability)
@MainActor
extension PresentableDialog {
    /// The card, for previews and snapshot tests: async buttons in `phases` (by button id), on
    /// its dim where it is presented when `dimmed`; without presentation or animation. The
    /// content is `content`, else `previewContent`.
    \#(access)func view(
        locale: Swift.String? = nil, phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        content: [DialogContentElement]? = nil, onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil,
        onAction: @escaping (Action) -> Void
    ) -> some SwiftUI.View {
        view(locale: locale, phases: phases, dimmed: dimmed, content: content, slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    /// The card of a dialog whose spec has slots, `slot` drawing each by its id.
    \#(access)func view<Slot: SwiftUI.View>(
        locale: Swift.String? = nil, phases: [Swift.String: DialogButtonPhase] = [:], dimmed: Swift.Bool = false,
        content: [DialogContentElement]? = nil, @SwiftUI.ViewBuilder slot: @escaping (Swift.String) -> Slot,
        onAsyncAction: (@MainActor (Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Action) -> Void
    ) -> some SwiftUI.View {
        DialogCard(
            state: state(locale: locale), appearance: Self.appearance, locale: locale, content: content ?? previewContent(),
            phases: phases, dimmed: dimmed, slot: slot, onAsyncAction: onAsyncAction, onAction: onAction)
    }
}

\#(availability)
@MainActor
extension SwiftUI.View {
    /// Presents `dialog` while `isPresented` is true, in the environment's locale; a button that
    /// dismisses closes it and sets `isPresented` to false before `onAction` gets its action.
    /// `content` binds the spec's content (the dialog's `content(…)`). An async button calls
    /// `onAsyncAction` instead, showing progress until it returns, then success (true) or
    /// failure (false); a dismissing one closes the dialog after success. Each dialog's own
    /// modifier (`timerDeleteDialog(isPresented:…)`) calls this one.
    \#(access)func dialog<Dialog: PresentableDialog>(
        isPresented: SwiftUI.Binding<Swift.Bool>, _ dialog: Dialog, content: (Dialog) -> [DialogContentElement] = { _ in [] },
        onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        self.dialog(isPresented: isPresented, dialog, content: content, slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    /// As `dialog(isPresented:_:content:onAsyncAction:onAction:)`, `slot` drawing the spec's
    /// slots by id.
    \#(access)func dialog<Dialog: PresentableDialog, Slot: SwiftUI.View>(
        isPresented: SwiftUI.Binding<Swift.Bool>, _ dialog: Dialog, content: (Dialog) -> [DialogContentElement] = { _ in [] },
        @SwiftUI.ViewBuilder slot: @escaping (Swift.String) -> Slot, onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil,
        onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        modifier(DialogPresenter(
            isPresented: isPresented, dialog: dialog, content: content(dialog), slot: slot, onAsyncAction: onAsyncAction,
            onAction: onAction))
    }

    /// Presents the dialog `dialog` makes from `item` while `item` is set; another item (a new
    /// `id`) replaces it. A button that dismisses sends its action to `onAction` while `item` is
    /// still set, then sets `item` to nil unless `onAction` changed it, so a reducer sees the
    /// action first. `content` binds the spec's content (the dialog's `content(…)`); async
    /// buttons as `dialog(isPresented:_:…)`.
    \#(access)func dialog<Item: Swift.Identifiable, Dialog: PresentableDialog>(
        item: SwiftUI.Binding<Item?>, dialog: @escaping (Item) -> Dialog, content: @escaping (Dialog) -> [DialogContentElement] = { _ in [] },
        onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil, onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        self.dialog(item: item, dialog: dialog, content: content, slot: { _ in SwiftUI.EmptyView() }, onAsyncAction: onAsyncAction, onAction: onAction)
    }

    /// As `dialog(item:dialog:content:onAsyncAction:onAction:)`, `slot` drawing the spec's
    /// slots by id.
    \#(access)func dialog<Item: Swift.Identifiable, Dialog: PresentableDialog, Slot: SwiftUI.View>(
        item: SwiftUI.Binding<Item?>, dialog: @escaping (Item) -> Dialog, content: @escaping (Dialog) -> [DialogContentElement] = { _ in [] },
        @SwiftUI.ViewBuilder slot: @escaping (Swift.String) -> Slot, onAsyncAction: (@MainActor (Dialog.Action) async throws -> Swift.Bool)? = nil,
        onAction: @escaping (Dialog.Action) -> Void
    ) -> some SwiftUI.View {
        modifier(DialogItemPresenter(
            item: item, dialog: dialog, content: content, slot: slot, onAsyncAction: onAsyncAction, onAction: onAction))
    }
}
"""# }
}
