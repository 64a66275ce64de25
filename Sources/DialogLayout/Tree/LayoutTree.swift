import DialogModel
import DialogTokens

/// A resolved layout: one dialog on one device, at one Dynamic Type size, in one locale and
/// theme, every node framed in screen points and every style a concrete value. Its fields
/// are those of `Fields`, read and written as `tree.root`.
public struct LayoutTree: Sendable, Hashable, CopyOnWriteFields {
    /// The fields, kept behind one reference (`CopyOnWrite`): the rules and the layout
    /// session hand trees around many times per spec, and a copy held field by field took a
    /// dozen reference-count changes.
    public struct Fields: Sendable, Hashable {
        public var dialog: String
        public var device: String
        public var theme: String
        public var locale: String
        /// The Dynamic Type size's name, `accessibility3`.
        public var size: String
        /// The `screen` node; everything else is below it.
        public var root: LayoutNode
        /// The font families the tree's text was measured in with the embedded fallback
        /// metrics, because the config gives no file for them; sorted.
        public var fallbackMetrics: [String] = []
    }

    public var fields: CopyOnWrite<Fields>

    init(_ fields: Fields) {
        self.fields = CopyOnWrite(fields)
    }
}

/// A rectangle in screen points, origin at the screen's top left.
public struct LayoutFrame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// What a node is.
public enum LayoutNodeType: String, Sendable, Hashable, CaseIterable {
    case screen, dim, dialog, scroll, icon, title, message, element, buttons, button, label
}

/// Which of its sort a node is (`kind` in the layout JSON): the `dialog` node's
/// presentation, the `icon`'s source, an `element`'s type, the `buttons`' arrangement.
public enum LayoutNodeKind: String, Sendable, Hashable, CaseIterable {
    /// A `dialog` node's presentation.
    case alert, sheet
    /// An `icon` node's image: an SF Symbol or an asset.
    case symbol, asset
    /// An `element` node's type.
    case textField, checkbox, slot
    /// A `buttons` node's arrangement.
    case horizontal, vertical

    public init(_ presentation: Presentation) {
        switch presentation {
        case .alert: self = .alert
        case .sheet: self = .sheet
        }
    }

    public init(_ element: ContentElementType) {
        switch element {
        case .textField: self = .textField
        case .checkbox: self = .checkbox
        case .slot: self = .slot
        }
    }
}

/// The scroll region of a dialog (`docs/layout-model.md`): what is inside it and how much
/// of that shows. The `scroll` node's frame is the visible part; its children are laid out
/// at scroll offset 0, so those past `frame.maxY` are what the user scrolls to.
public struct ScrollInfo: Sendable, Hashable {
    /// The height of everything in the region.
    public var contentHeight: Double

    public init(contentHeight: Double) {
        self.contentHeight = contentHeight
    }
}

/// One box of the tree.
///
/// A node keeps its type, frame and children inline and everything else (id, style, text,
/// button, kind) in one shared, copy-on-write box (`CopyOnWrite`). Lint lays out and queries thousands of
/// trees; a node with a dozen reference-counted members inline made every copy (into a
/// rule's landmarks, a combination, a recoloured tree) retain and release each of them,
/// and that was a tenth of lint. Copying a node now retains two objects; writing
/// to a shared node's details copies the box first, so nodes still behave as values.
public struct LayoutNode: Sendable, Hashable {
    public var type: LayoutNodeType
    public var frame: LayoutFrame
    public var children: [LayoutNode]
    private var details: CopyOnWrite<Details>

    public init(
        type: LayoutNodeType, frame: LayoutFrame, id: String? = nil, style: NodeStyle = NodeStyle(),
        text: TextLayout? = nil, button: ButtonInfo? = nil, kind: LayoutNodeKind? = nil, scroll: ScrollInfo? = nil,
        children: [LayoutNode] = []
    ) {
        self.type = type
        self.frame = frame
        self.children = children
        self.details = CopyOnWrite(Details(id: id, style: style, text: text, button: button, kind: kind, scroll: scroll))
    }

    /// The spec id of an element or a button; the icon's symbol or asset name.
    public var id: String? {
        get { details.id }
        set { details.id = newValue }
    }

    /// What only some nodes have: `dim` and `dialog` a fill, text nodes their lines.
    public var style: NodeStyle {
        get { details.style }
        _modify { yield &details.style }
    }

    public var text: TextLayout? {
        get { details.text }
        _modify { yield &details.text }
    }

    /// How many lines the node's text has and whether more would follow, read in place:
    /// the layout rules ask per text and combination, and copying the text out cost more.
    public var textLineCount: (lines: Int, isTruncated: Bool)? {
        guard let lines = details.text?.lines.count, let isTruncated = details.text?.isTruncated else { return nil }
        return (lines, isTruncated)
    }

    public var button: ButtonInfo? {
        get { details.button }
        set { details.button = newValue }
    }

    /// The `dialog`'s presentation, the `icon`'s source, an element's type, the buttons'
    /// arrangement; nil for other nodes.
    public var kind: LayoutNodeKind? {
        get { details.kind }
        set { details.kind = newValue }
    }

    /// The scroll region's content height (`scroll` nodes only).
    public var scroll: ScrollInfo? {
        get { details.scroll }
        set { details.scroll = newValue }
    }

    /// The `dialog` node's base direction when it is right to left (its locale's,
    /// `TextDirection`); nil for a left-to-right dialog and for every other node.
    public var direction: TextDirection? {
        get { details.direction }
        set { details.direction = newValue }
    }

    /// Whether this scroll region's content is taller than what shows of it: the user must
    /// scroll to see all of it. Below a hundredth of a point a difference is rounding.
    public var scrolls: Bool {
        guard let scroll else { return false }
        return scroll.contentHeight - frame.height > 0.01
    }

    /// This node and every node below it, depth first, in drawing order.
    /// (One array for the whole walk; queries should prefer `firstNode(where:)` and
    /// `forEachNode`, which copy nothing.)
    public var allNodes: [LayoutNode] {
        nodes { _ in true }
    }

    public static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool {
        lhs.type == rhs.type && lhs.frame == rhs.frame
            && lhs.details == rhs.details && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(frame)
        hasher.combine(details)
        hasher.combine(children)
    }

    /// Moves the text's lines down by `dy` (highlight runs name their line and have no y),
    /// in place: through `text`'s accessor the lines array was copied once per move.
    /// Mirrors this node and everything below it about the vertical line at `center`: a
    /// right-to-left dialog is its left-to-right layout mirrored (rows start on the right,
    /// leading-aligned lines end at the trailing edge, a checkbox's box is on the right).
    mutating func mirror(about center: Double) {
        frame.x = 2 * center - frame.maxX
        if details.text != nil {
            details.text!.lines.withUnsafeMutableBufferPointer { lines in
                for index in lines.indices { lines[index].x = 2 * center - lines[index].x - lines[index].width }
            }
            details.text!.highlights.withUnsafeMutableBufferPointer { runs in
                for index in runs.indices { runs[index].x = 2 * center - runs[index].x - runs[index].width }
            }
        }
        for index in children.indices { children[index].mirror(about: center) }
    }

    mutating func moveLines(by dy: Double) {
        guard details.text != nil else { return }
        details.text!.lines.withUnsafeMutableBufferPointer { lines in
            for index in lines.indices { lines[index].y += dy }
        }
    }

    private struct Details: Hashable {
        var id: String?
        var style: NodeStyle
        var text: TextLayout?
        var button: ButtonInfo?
        var kind: LayoutNodeKind?
        var scroll: ScrollInfo?
        var direction: TextDirection?
    }
}

/// The resolved styles of a node; nil where the node has no such style.
public struct NodeStyle: Sendable, Hashable {
    public var background: RGBAColor?
    public var foreground: RGBAColor?
    public var cornerRadius: Double?
    public var padding: EdgePadding?
    public var font: ResolvedFont?

    public init(background: RGBAColor? = nil, foreground: RGBAColor? = nil, cornerRadius: Double? = nil, padding: EdgePadding? = nil, font: ResolvedFont? = nil) {
        self.background = background
        self.foreground = foreground
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.font = font
    }
}

/// Insets of a box's content.
public struct EdgePadding: Sendable, Hashable {
    public var top: Double
    public var horizontal: Double
    public var bottom: Double

    public init(top: Double, horizontal: Double, bottom: Double) {
        self.top = top
        self.horizontal = horizontal
        self.bottom = bottom
    }
}

/// A typography as drawn: Dynamic Type applied.
public struct ResolvedFont: Sendable, Hashable {
    /// The families in order of preference, as the token lists them.
    public var family: [String]
    /// Points, after Dynamic Type.
    public var size: Double
    public var weight: Int
    /// Points (the token's multiplier times `size`).
    public var lineHeight: Double
    public var letterSpacing: Double

    public init(family: [String], size: Double, weight: Int, lineHeight: Double, letterSpacing: Double) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}

/// A text laid out in a node: its lines and where its highlights fall on them.
public struct TextLayout: Sendable, Hashable {
    /// The text as laid out: markup removed, placeholders filled with their parameter's
    /// example or `maxLength` stand-in, else as written, `{name}`.
    public var text: String
    public var lines: [LaidOutLine]
    public var highlights: [HighlightRun]
    /// The width the text was broken at; nil when it is never wrapped (a text field's
    /// placeholder stays on one line and is clipped).
    public var maxWidth: Double?
    /// True when the text needs more lines than `lines` holds: layout stops breaking a text
    /// once it is certainly taller than the device (see `LineBudget`), so `lines` are its
    /// first lines and `lineCount` a lower bound. Not written to the JSON; such a text is
    /// far over every limit, and the rules say "more than" for it.
    public var isTruncated: Bool
    /// The clusters of the laid-out lines that no face of the text's cascade covers and the
    /// embedded metrics only guess at (`FallbackMetrics.represents`), one run per script:
    /// the text's widths are approximate (`approximate` in the JSON, `font-coverage`).
    public var uncovered: [UncoveredRun] { approximation?.uncovered ?? [] }
    /// The scripts of the laid-out lines whose runs (Thai, Lao, Khmer, Myanmar) were broken
    /// without a line-break dictionary, only at their edges and between characters: the
    /// platform has none (`DictionaryBreaks.system` nil), so the breaks are not the device's
    /// (`font-coverage` reports it). Empty wherever the platform has one. `unsegmented` in
    /// the JSON.
    public var unsegmented: [UnicodeScript] { approximation?.unsegmented ?? [] }
    /// The scripts of the laid-out lines measured in a configured face a character at a
    /// time although the face's shaping of them changes widths and dialogc does not model it
    /// (`UnicodeScript.isShapedWithoutModel`: Bengali, Tamil, Sinhala, …), by name: their
    /// widths are approximate (`unshaped` in the JSON, `font-coverage`).
    public var unshaped: [UnicodeScript] { approximation?.unshaped ?? [] }
    /// The three above, nil when all are empty (almost every text): a layout copies its
    /// nodes often, and one absent reference costs less to copy than three arrays.
    @usableFromInline let approximation: Approximation?
    /// Whether `uncovered`, `unsegmented` or `unshaped` has anything: one test for a reader
    /// of every text, most of which are exact.
    @inlinable public var isApproximate: Bool { approximation != nil }

    public init(
        text: String, lines: [LaidOutLine], highlights: [HighlightRun], maxWidth: Double?, isTruncated: Bool = false, uncovered: [UncoveredRun] = [],
        unsegmented: [UnicodeScript] = [], unshaped: [UnicodeScript] = []
    ) {
        self.text = text
        self.lines = lines
        self.highlights = highlights
        self.maxWidth = maxWidth
        self.isTruncated = isTruncated
        let isExact = uncovered.isEmpty && unsegmented.isEmpty && unshaped.isEmpty
        self.approximation = isExact ? nil : Approximation(uncovered: uncovered, unsegmented: unsegmented, unshaped: unshaped)
    }

    @usableFromInline final class Approximation: Sendable, Hashable {
        let uncovered: [UncoveredRun]
        let unsegmented: [UnicodeScript]
        let unshaped: [UnicodeScript]

        init(uncovered: [UncoveredRun], unsegmented: [UnicodeScript], unshaped: [UnicodeScript]) {
            self.uncovered = uncovered
            self.unsegmented = unsegmented
            self.unshaped = unshaped
        }

        @usableFromInline static func == (left: Approximation, right: Approximation) -> Bool {
            left.uncovered == right.uncovered && left.unsegmented == right.unsegmented && left.unshaped == right.unshaped
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(uncovered)
            hasher.combine(unsegmented)
            hasher.combine(unshaped)
        }
    }

    /// The scripts of `uncovered`, each once, by name.
    public var approximateScripts: [UnicodeScript] {
        guard isApproximate else { return [] }
        return Set(uncovered.map(\.script)).sorted { $0.name < $1.name }
    }

    /// What the `text-overflow` rule reads.
    public var lineCount: Int { lines.count }
    /// The widest line, in points.
    public var widestLine: Double { lines.map(\.width).max() ?? 0 }
}

/// One line of a text, placed on the screen.
public struct LaidOutLine: Sendable, Hashable {
    /// (Made when asked, from the scalars the line was cut from: see `ScalarCut`.)
    public var text: String { cut.text }
    public var width: Double
    /// The line box's origin in screen points (the box is `width` by the line height).
    public var x: Double
    public var y: Double
    /// Unicode scalar offsets of `text` in `TextLayout.text`.
    public var range: Range<Int>
    /// Which face measured each part of the line, when some of it was measured in a face
    /// of the cascade other than the typography's own (its first family with a configured
    /// face) and the embedded metrics; empty otherwise.
    public var faces: [FaceRun] = []
    private let cut: ScalarCut

    public init(text: String, width: Double, x: Double, y: Double, range: Range<Int>) {
        self.init(cut: ScalarCut(text), width: width, x: x, y: y, range: range)
    }

    /// A broken line placed at `x`, `y`.
    init(_ line: TextLine, x: Double, y: Double) {
        self.init(cut: line.cut, width: line.width, x: x, y: y, range: line.range)
    }

    private init(cut: ScalarCut, width: Double, x: Double, y: Double, range: Range<Int>) {
        self.cut = cut
        self.width = width
        self.x = x
        self.y = y
        self.range = range
    }

    public static func == (a: LaidOutLine, b: LaidOutLine) -> Bool {
        a.width == b.width && a.x == b.x && a.y == b.y && a.range == b.range && a.faces == b.faces && a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(faces)
        hasher.combine(text)
        hasher.combine(width)
        hasher.combine(x)
        hasher.combine(y)
        hasher.combine(range)
    }
}

/// A part of a line measured in one face of the cascade (`LaidOutLine.faces`).
public struct FaceRun: Sendable, Hashable {
    /// Unicode scalar offsets in `TextLayout.text`.
    public var range: Range<Int>
    /// The face's family as the config names it; nil: the embedded fallback metrics.
    public var family: String?

    public init(range: Range<Int>, family: String?) {
        self.range = range
        self.family = family
    }
}

/// Characters of one script that no face of a text's cascade covers
/// (`TextLayout.uncovered`).
public struct UncoveredRun: Sendable, Hashable {
    /// Unicode scalar offsets in `TextLayout.text`.
    public var range: Range<Int>
    public var script: UnicodeScript

    public init(range: Range<Int>, script: UnicodeScript) {
        self.range = range
        self.script = script
    }
}

/// The part of one highlight span that lies on one line.
public struct HighlightRun: Sendable, Hashable {
    /// The highlight style name, `accent`.
    public var style: String
    public var color: RGBAColor?
    /// Index into `TextLayout.lines`.
    public var line: Int
    /// Unicode scalar offsets in `TextLayout.text`.
    public var range: Range<Int>
    /// Where the run is drawn, in screen points.
    public var x: Double
    public var width: Double

    public init(style: String, color: RGBAColor?, line: Int, range: Range<Int>, x: Double, width: Double) {
        self.style = style
        self.color = color
        self.line = line
        self.range = range
        self.x = x
        self.width = width
    }
}

/// What a button node carries besides its frame.
public struct ButtonInfo: Sendable, Hashable {
    public var role: String
    public var action: String
    public var accessibilityIdentifier: String?
    /// The style group it is drawn with, `button.primary`.
    public var styleGroup: String
    public var enabled: Bool

    public init(role: String, action: String, accessibilityIdentifier: String?, styleGroup: String, enabled: Bool) {
        self.role = role
        self.action = action
        self.accessibilityIdentifier = accessibilityIdentifier
        self.styleGroup = styleGroup
        self.enabled = enabled
    }
}
