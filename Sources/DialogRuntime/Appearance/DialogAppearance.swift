import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// What a dialog's spec says about drawing it beyond its state: the style and width of each
/// button, how the row is arranged, the card's tokens with the spec's overrides, and the
/// icon. Each generated dialog has one, built from its spec.
public struct DialogAppearance: Swift.Sendable {
    /// How the buttons are arranged.
    public enum ButtonArrangement: Swift.Sendable {
        case horizontal
        case vertical
        /// A row when the titles fit, else a stack.
        case auto
    }

    /// One button's style group (colours and border) and share of the row.
    public struct ButtonAppearance: Swift.Sendable {
        public var id: Swift.String
        public var style: DialogContract.ButtonStyle
        /// A fraction of the row's width; nil shares the row equally.
        public var width: Swift.Double?

        public init(id: Swift.String, style: DialogContract.ButtonStyle, width: Swift.Double?) {
            self.id = id
            self.style = style
            self.width = width
        }
    }

    /// A button style's border: its colour and its width in points.
    public struct Border: Swift.Sendable {
        public var color: DialogColor
        public var width: Swift.Double

        public init(color: DialogColor, width: Swift.Double) {
            self.color = color
            self.width = width
        }
    }

    public var arrangement: ButtonArrangement
    /// Each button's share of the row by id; a button without one shares the row equally.
    public var widths: [Swift.String: Swift.Double]
    /// The style group (`mono` for `button.mono`) of each button not drawn in its role's.
    public var styles: [Swift.String: Swift.String]
    public var style: DialogStyle
    public var icon: DialogIcon?

    /// Only what the spec chose: a button in its role's style at an equal share of the row
    /// is in neither `widths` nor `styles`.
    public init(arrangement: ButtonArrangement, widths: [Swift.String: Swift.Double] = [:], styles: [Swift.String: Swift.String] = [:], style: DialogStyle, icon: DialogIcon? = nil) {
        self.arrangement = arrangement
        self.widths = widths
        self.styles = styles
        self.style = style
        self.icon = icon
    }

    /// The style of `button`: the group the dialog names for it, else its role's
    /// (`button.<role>`), at its width.
    public func button<Action>(_ button: DialogButtonState<Action>) -> ButtonAppearance {
        let group = styles[button.id].flatMap { style.contract.buttonStyles[$0] } ?? style.contract.button.style(of: button.role)
        return ButtonAppearance(id: button.id, style: group, width: widths[button.id])
    }
}

/// The spec's `icon`, drawn above the title.
public enum DialogIcon: Swift.Sendable {
    /// An SF Symbol name.
    case symbol(Swift.String)
    /// An image in an asset catalog: the main bundle's (nil), or the bundle of the module
    /// holding the generated code (`Bundle.module`) when `swift.assetBundle` says so.
    case asset(Swift.String, bundle: Foundation.Bundle? = nil)
}

/// The dialog contract tokens one dialog draws with: its presentation's card tokens, the
/// shared spacings and texts, the backdrop and the transitions. A generated dialog passes
/// the project's contract and only what its spec overrides (resolved by dialogc); the rest
/// are the contract's. The presenters read every other token from `contract`.
public struct DialogStyle: Swift.Sendable {
    public var contract: DialogContract
    public var background: DialogColor
    public var cornerRadius: Swift.Double
    /// The distance to the screen's sides.
    public var margin: Swift.Double
    public var maxWidth: Swift.Double
    public var paddingTop: Swift.Double
    public var paddingHorizontal: Swift.Double
    public var paddingBottom: Swift.Double
    /// A sheet's distance above the bottom safe area; 0 for an alert.
    public var bottomInset: Swift.Double
    public var spacingIcon: Swift.Double
    public var spacingTitleMessage: Swift.Double
    public var spacingContent: Swift.Double
    public var spacingButtons: Swift.Double
    public var titleTypography: DialogTypography
    public var titleColor: DialogColor
    public var messageTypography: DialogTypography
    public var messageColor: DialogColor
    public var dimColor: DialogColor
    public var dimOpacity: Swift.Double
    public var transitionIn: DialogTransition
    public var transitionOut: DialogTransition

    public init(
        _ presentation: DialogPresentation, contract: DialogContract, background: DialogColor? = nil, cornerRadius: Swift.Double? = nil,
        margin: Swift.Double? = nil, maxWidth: Swift.Double? = nil, paddingTop: Swift.Double? = nil, paddingHorizontal: Swift.Double? = nil,
        paddingBottom: Swift.Double? = nil, bottomInset: Swift.Double? = nil, spacingIcon: Swift.Double? = nil,
        spacingTitleMessage: Swift.Double? = nil, spacingContent: Swift.Double? = nil, spacingButtons: Swift.Double? = nil,
        titleTypography: DialogTypography? = nil, titleColor: DialogColor? = nil,
        messageTypography: DialogTypography? = nil, messageColor: DialogColor? = nil, dimColor: DialogColor? = nil,
        dimOpacity: Swift.Double? = nil, transitionIn: DialogTransition? = nil, transitionOut: DialogTransition? = nil
    ) {
        let card = contract.card(presentation)
        let shared = contract.shared
        self.contract = contract
        self.background = background ?? card.background
        self.cornerRadius = cornerRadius ?? card.cornerRadius
        self.margin = margin ?? card.margin
        self.maxWidth = maxWidth ?? card.maxWidth
        self.paddingTop = paddingTop ?? card.paddingTop
        self.paddingHorizontal = paddingHorizontal ?? card.paddingHorizontal
        self.paddingBottom = paddingBottom ?? card.paddingBottom
        self.bottomInset = bottomInset ?? card.bottomInset
        self.spacingIcon = spacingIcon ?? shared.spacingIcon
        self.spacingTitleMessage = spacingTitleMessage ?? shared.spacingTitleMessage
        self.spacingContent = spacingContent ?? shared.spacingContent
        self.spacingButtons = spacingButtons ?? shared.spacingButtons
        self.titleTypography = titleTypography ?? shared.titleTypography
        self.titleColor = titleColor ?? shared.titleColor
        self.messageTypography = messageTypography ?? shared.messageTypography
        self.messageColor = messageColor ?? shared.messageColor
        self.dimColor = dimColor ?? shared.dimColor
        self.dimOpacity = dimOpacity ?? shared.dimOpacity
        self.transitionIn = transitionIn ?? shared.transitionIn
        self.transitionOut = transitionOut ?? shared.transitionOut
    }
}

/// A `content` element's text: its row of the dialog's `DialogTextTable` with the dialog's
/// values, resolved in the locale a presenter shows (a plural's form picked by the count).
public struct DialogLocalizedText: Swift.Sendable {
    public var table: DialogTextTable
    public var key: Swift.String
    public var values: [Swift.String: Swift.String]

    public init(_ table: DialogTextTable, _ key: Swift.String, values: [Swift.String: Swift.String] = [:]) {
        self.table = table
        self.key = key
        self.values = values
    }

    /// The text in the configured locale that best matches `locale` (`DialogTextTable.locale(matching:)`).
    public func text(in locale: Swift.String?) -> Swift.String {
        table.text(key, in: table.locale(matching: locale), values: values)?.text ?? ""
    }
}

/// A `content` element's keyboard.
public enum DialogKeyboard: Swift.Sendable, Swift.CaseIterable {
    case `default`
    case email
    case number
}

/// A generated dialog any presenter can draw: its state and spec (`LocalizedDialog`), its
/// appearance, and its `content` elements with the dialog's values. Each generated dialog
/// conforms in its view file, beside `appearance`; `contentItems` is written only for a
/// dialog with content.
public protocol PresentableDialog<Action>: LocalizedDialog {
    static var appearance: DialogAppearance { get }
    func contentItems() -> [DialogContentItem]
}

extension PresentableDialog {
    public func contentItems() -> [DialogContentItem] { [] }
}

extension DialogSpec {
    /// The `content` elements with their texts from `texts` and `values` substituted.
    public func contentItems(values: [Swift.String: Swift.String] = [:]) -> [DialogContentItem] {
        content.map { element in
            let text = DialogLocalizedText(texts, "content." + element.id, values: values)
            switch element.kind {
            case .textField: return .textField(id: element.id, placeholder: text, keyboard: DialogSpec.word(element.option) ?? DialogKeyboard.default)
            case .checkbox: return .checkbox(id: element.id, title: text, checked: element.option == "on")
            case .slot: return .slot(id: element.id)
            }
        }
    }
}

/// A `content` element as the spec gives it, its texts in every locale with the dialog's
/// parameters substituted: what a presenter without SwiftUI bindings draws.
public enum DialogContentItem: Swift.Sendable {
    case textField(id: Swift.String, placeholder: DialogLocalizedText, keyboard: DialogKeyboard)
    case checkbox(id: Swift.String, title: DialogLocalizedText, checked: Swift.Bool)
    /// The caller's view for this id.
    case slot(id: Swift.String)

    public var id: Swift.String {
        switch self {
        case .textField(let id, _, _), .checkbox(let id, _, _), .slot(let id): id
        }
    }

    /// What a presenter draws for a dialog whose spec declares `declared`: every declared
    /// element, in the spec's order, as the caller's element of the same id when `given` has
    /// one (its bindings), else as `make` draws it alone. The caller's list only fills in:
    /// it cannot leave a declared element out, and one the spec does not declare is not drawn.
    public static func drawn<Element>(
        _ declared: [DialogContentItem], given: [Element], id: (Element) -> Swift.String, make: (DialogContentItem) -> Element
    ) -> [Element] {
        var byID: [Swift.String: Element] = [:]
        for element in given where byID[id(element)] == nil { byID[id(element)] = element }
        return declared.map { byID[$0.id] ?? make($0) }
    }
}

extension DialogSpec {
    /// What is wrong with presenting this dialog with no `onAsyncAction` (`hasAsyncHandler`
    /// false) when it has async buttons: they would have nothing to run and act as plain
    /// buttons. nil when it has none, or there is a handler. The presenters stop a debug
    /// build with it (`assertionFailure`); a release build draws those buttons as plain ones.
    public func missingAsyncHandler(hasAsyncHandler: Swift.Bool) -> Swift.String? {
        let ids = buttons.filter(\.isAsync).map(\.id)
        guard !hasAsyncHandler, !ids.isEmpty else { return nil }
        return DialogPresenterMessage.missingAsyncHandler(dialog: id, buttons: ids)
    }
}

/// What the escape gesture (and the dim tap's VoiceOver equivalent) does: closes a dialog
/// that a tap on the dim closes, else taps its enabled cancel button, else nothing.
public enum DialogEscape<Action: Swift.Equatable & Swift.Sendable>: Swift.Equatable, Swift.Sendable {
    case close
    case tap(DialogButtonState<Action>)
    case nothing

    public init(_ state: DialogState<Action>) {
        if state.dismissOnTap {
            self = .close
        } else if let cancel = state.buttons.first(where: { $0.role == .cancel && $0.enabled }) {
            self = .tap(cancel)
        } else {
            self = .nothing
        }
    }
}

/// The buttons' row of docs/layout-model.md, as numbers: each button's share of the row
/// (the spec's fractions when every button has one, else equal) after the spacings, and
/// whether `auto` makes a row (no button's one-line width exceeds its share) or a stack.
public enum DialogButtonRow {
    public static func shares(fractions: [Swift.Double?], width: Swift.Double, spacing: Swift.Double) -> [Swift.Double] {
        let count = fractions.count
        guard count > 0 else { return [] }
        let available = max(width - spacing * Swift.Double(count - 1), 0)
        let given = fractions.compactMap { $0 }
        if given.count == count {
            let total = given.reduce(0, +)
            if total > 0 { return given.map { available * $0 / total } }
        }
        return Swift.Array(repeating: available / Swift.Double(count), count: count)
    }

    /// Whether the buttons are drawn in a row; `oneLineWidths` are each title's width on one
    /// line plus the button's horizontal paddings.
    public static func isRow(
        _ arrangement: DialogAppearance.ButtonArrangement, oneLineWidths: [Swift.Double], fractions: [Swift.Double?], width: Swift.Double, spacing: Swift.Double
    ) -> Swift.Bool {
        switch arrangement {
        case .horizontal: return true
        case .vertical: return false
        case .auto:
            let shares = shares(fractions: fractions, width: width, spacing: spacing)
            return zip(oneLineWidths, shares).allSatisfy { $0 <= $1 }
        }
    }
}

/// The scroll region's height (docs/layout-model.md): its content's when the card can give
/// that much, else what the card can give (`available`), but never less than `minimum` (the
/// least visible message lines) unless the content is shorter still.
public enum DialogScrollRegion {
    public static func height(content: Swift.Double, available: Swift.Double?, minimum: Swift.Double) -> Swift.Double {
        guard let available else { return content }
        return min(content, max(available, minimum))
    }
}

/// How the card moves in and out, from the transition tokens: a fade with Reduce Motion,
/// else a move up from below the screen for a sheet, and for an alert the reference alerts'
/// slide: in from 20 points below its place with a fade, out to 10 points below with a fade
/// (both presenters draw it).
public struct DialogMotion: Swift.Equatable, Swift.Sendable {
    public enum Movement: Swift.Equatable, Swift.Sendable {
        case fade
        /// Below its place by this many points when hidden, transparent.
        case rise(Swift.Double)
        case fromBottom
    }

    public var movement: Movement
    public var transition: DialogTransition

    /// The entrance (`transitionIn`), or the exit when `entering` is false (`transitionOut`).
    public init(_ presentation: DialogPresentation, transition: DialogTransition, reduceMotion: Swift.Bool, entering: Swift.Bool = true) {
        self.transition = transition
        movement = reduceMotion ? .fade : presentation == .sheet ? .fromBottom : .rise(entering ? 20 : 10)
    }

    /// Whether the card's opacity changes (a sheet only moves).
    public var fades: Swift.Bool { movement != .fromBottom }

    /// The motion's length in seconds, its delay included: a spring's own duration, else the
    /// token's.
    public var totalDuration: Swift.Double {
        switch transition.curve {
        case .cubicBezier: transition.delay + transition.duration
        case .spring(let duration, _, _): transition.delay + duration
        }
    }
}

/// Dialogs asked for at once are shown one at a time, in the order they were asked for: the
/// second waits until the first has ended (closed and gone), then enters. Each presenter asks
/// for a turn before it shows anything (`enqueue`) and gives it back when its dialog has gone
/// or is no longer wanted (`end`). UIKit keeps one queue per window (`window(_:)`); SwiftUI
/// reads one from the environment (`dialogQueue`), one for the app unless a window's root
/// view gives its window its own (`dialogQueue()`). Foundation only, so the tests run it.
@MainActor
public final class DialogQueue {
    /// One dialog's place in the queue.
    public struct Ticket: Swift.Hashable, Swift.Sendable {
        public var number: Swift.Int
    }

    /// The dialog on screen (or entering, or leaving), nil when none is.
    public private(set) var showing: Ticket?
    private var waiting: [(ticket: Ticket, start: @MainActor () -> Void)] = []
    private var issued = 0
    /// Called once the queue is empty again (the window's queue forgets itself).
    private var onIdle: (@MainActor () -> Void)?

    public nonisolated init() {}

    /// The tickets waiting for their turn, first first.
    public var waitingTickets: [Ticket] { waiting.map(\.ticket) }

    /// Whether nothing is showing or waiting.
    public var isIdle: Swift.Bool { showing == nil && waiting.isEmpty }

    /// Asks for a turn: `start` runs now when no dialog is showing, else once every dialog
    /// asked for before this one has ended.
    @discardableResult
    public func enqueue(_ start: @escaping @MainActor () -> Void) -> Ticket {
        issued += 1
        let ticket = Ticket(number: issued)
        if showing == nil {
            showing = ticket
            start()
        } else {
            waiting.append((ticket, start))
        }
        return ticket
    }

    /// Whether `ticket`'s dialog has its turn.
    public func isShowing(_ ticket: Ticket) -> Swift.Bool { showing == ticket }

    /// `ticket`'s dialog has ended, or is no longer wanted while it waits: the next one in
    /// line starts. Ending a ticket twice, or one this queue never issued, does nothing.
    public func end(_ ticket: Ticket) {
        if showing == ticket {
            showing = nil
            if !waiting.isEmpty {
                let next = waiting.removeFirst()
                showing = next.ticket
                next.start()
            }
        } else {
            waiting.removeAll { $0.ticket == ticket }
        }
        if isIdle, let onIdle {
            self.onIdle = nil
            onIdle()
        }
    }

    /// The queues of the windows that have a dialog showing or waiting, by window.
    private static var windows: [Swift.ObjectIdentifier: DialogQueue] = [:]

    /// The queue of the window `window` (made on first use, forgotten once empty, so a
    /// closed window leaves nothing behind).
    public static func window(_ window: Swift.AnyObject) -> DialogQueue {
        let key = Swift.ObjectIdentifier(window)
        if let queue = windows[key] { return queue }
        let queue = DialogQueue()
        queue.onIdle = { windows[key] = nil }
        windows[key] = queue
        return queue
    }

    /// The queue SwiftUI presenters share when no view above them gave theirs.
    public nonisolated static let app = DialogQueue()
}

/// One presenter's turn in a `DialogQueue`, asked for once and given back once: when its
/// dialog has gone, when it is no longer wanted while it waits, or when the presenter itself
/// goes (a SwiftUI modifier's state is released), so a presenter that leaves the screen never
/// holds up the dialogs after it.
@MainActor
public final class DialogTurn {
    private var queue: DialogQueue?
    private var ticket: DialogQueue.Ticket?

    public nonisolated init() {}

    /// A turn was asked for and not given back.
    public var isAsked: Swift.Bool { ticket != nil }

    /// The turn has come: the dialog may show.
    public var hasTurn: Swift.Bool {
        guard let queue, let ticket else { return false }
        return queue.isShowing(ticket)
    }

    /// Asks `queue` for a turn, unless one is asked for already: `start` runs now when the
    /// queue is free, else when the dialogs before have ended.
    public func ask(in queue: DialogQueue, start: @escaping @MainActor () -> Void) {
        guard ticket == nil else { return }
        self.queue = queue
        ticket = queue.enqueue(start)
    }

    /// A presenter's binding now wants the dialog shown or not. The first want asks for a
    /// turn (`start` runs when it comes); a want withdrawn while waiting gives the place up;
    /// once the turn has come, `change` applies the binding's new value.
    public func follow(wanted: Swift.Bool, in queue: DialogQueue, start: @escaping @MainActor () -> Void, change: () -> Void) {
        if wanted, !isAsked {
            ask(in: queue, start: start)
        } else if isAsked, !hasTurn {
            if !wanted { giveBack() }
        } else {
            change()
        }
    }

    /// The dialog has gone, or is no longer wanted: the next one in the queue starts.
    public func giveBack() {
        if let queue, let ticket { queue.end(ticket) }
        queue = nil
        ticket = nil
    }

    deinit {
        if let queue, let ticket {
            _Concurrency.Task { @MainActor in queue.end(ticket) }
        }
    }
}

/// The runtime's words for a mistake in the app's code, which the presenters assert.
enum DialogPresenterMessage {
    static func missingAsyncHandler(dialog: Swift.String, buttons: [Swift.String]) -> Swift.String {
        let named = buttons.map { "'\($0)'" }.joined(separator: ", ")
        return "dialog '\(dialog)' is presented without onAsyncAction, so its async button\(buttons.count == 1 ? "" : "s") \(named) "
            + "would act as plain buttons; pass onAsyncAction: to the presenter"
    }
}

#if canImport(UIKit) && !os(watchOS)
extension DialogKeyboard {
    /// `number` allows a decimal point, since a parameter may be a `Double`.
    public var uiKeyboardType: UIKeyboardType {
        switch self {
        case .default: .default
        case .email: .emailAddress
        case .number: .decimalPad
        }
    }
}
#endif
