import DialogDiagnostics
import DialogJSON

/// A top-level part of a spec: one key of docs/format/spec.md. A rule declares the parts it
/// reads (`Rule.reads`); an input error in a part holds back the rules whose findings could
/// be about a guess there, while the rest of the spec's findings still show in the same run
/// (`BrokenInput`, docs/format/diagnostics.md).
public enum SpecPart: String, Sendable, Hashable, CaseIterable {
    case id, description, tags, presentation, title, message, highlights, parameters
    case icon, content, buttons, layout, style, dim, transition, accessibility, lint

    /// Every part: what a rule that declares nothing narrower reads.
    public static let all = Set(allCases)

    /// The parts whose texts `DialogSpec.texts` lists.
    public static let texts: Set<SpecPart> = [.title, .message, .highlights, .buttons, .content]

    /// The parts that the layout of a spec depends on: every laid-out text and element, and
    /// the presentation and overrides that size them.
    public static let laidOut: Set<SpecPart> = texts.union([.presentation, .parameters, .icon, .layout, .style])

    /// The parts that hold a list or map of elements (each button, content element,
    /// highlight, parameter, tag is an element); every other part is one element itself.
    public static let collections: Set<SpecPart> = [.tags, .highlights, .parameters, .content, .buttons]
}

/// What the input errors of one spec make unreliable, at the granularity of the JSON value
/// each error is in: a bad `role` breaks `/buttons/1/role`, not every button (docs/DECISIONS.md,
/// "Keep going after input errors").
///
/// A broken value is the innermost value that holds the error; an error at a key (an
/// unknown key, a bad locale code) breaks the member, key and value. An unknown key with
/// a close match breaks the member too (it is the misspelt field, whose value the decoder
/// never read); one with no close match breaks nothing, because the decoder ignores it and
/// nothing the spec means depends on it (`DecodingContext.ignoredKeys`).
public struct BrokenInput: Sendable {
    /// The top-level parts that hold a broken value (a misspelt root key counts as the part
    /// it is close to: `titel` is `title`).
    public let parts: Set<SpecPart>
    /// The source ranges of the broken values, in the order of the errors.
    public let ranges: [SourceRange]
    /// The root object's members, to find the element a finding is about.
    private let root: [JSONMember]

    /// Nothing broken: a spec without input errors.
    public static let none = BrokenInput(parts: [], ranges: [], root: [])

    public var isEmpty: Bool { ranges.isEmpty }

    private init(parts: Set<SpecPart>, ranges: [SourceRange], root: [JSONMember]) {
        self.parts = parts
        self.ranges = ranges
        self.root = root
    }

    /// The broken values of a spec whose input errors are `diagnostics` (warnings are
    /// ignored), with `ignoredKeys` the key ranges of unknown keys the decoder ignores.
    /// Nil when an error lies outside every member of the root (the root is not an object,
    /// or lacks a required key): then nothing of the spec can be trusted.
    public init?(_ diagnostics: [Diagnostic], ignoredKeys: Set<Int> = [], in value: JSONValue) {
        guard let members = value.objectMembers else { return nil }
        var parts: Set<SpecPart> = []
        var ranges: [SourceRange] = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let offset = diagnostic.location?.start.offset,
                let member = members.last(where: { $0.keyRange.lowerBound <= offset && offset < $0.value.range.upperBound })
            else { return nil }
            if ignoredKeys.contains(offset) { continue }
            if let part = SpecPart(rawValue: member.key) {
                parts.insert(part)
            } else if let intended = Suggestion.closest(to: member.key, among: SpecDecoder.keys), let part = SpecPart(rawValue: intended) {
                parts.insert(part)
            }
            ranges.append(Self.innermost(member, holding: offset))
        }
        self.init(parts: parts, ranges: ranges, root: members)
    }

    /// The range of the innermost value under `member` that holds `offset`, or of a member
    /// whose key holds it. Under a `lint` member it is the whole object that holds that
    /// `lint`: a broken suppression could leave any finding in the object unsuppressed.
    private static func innermost(_ member: JSONMember, holding offset: Int) -> SourceRange {
        if member.keyRange.holds(offset) { return SourceRange(member.keyRange.lowerBound, member.value.range.upperBound) }
        var value = member.value
        while true {
            switch value.kind {
            case .object(let members):
                guard let inner = members.last(where: { $0.keyRange.lowerBound <= offset && offset < $0.value.range.upperBound }) else {
                    return value.range
                }
                if inner.key == "lint" { return value.range }
                if inner.keyRange.holds(offset) { return SourceRange(inner.keyRange.lowerBound, inner.value.range.upperBound) }
                value = inner.value
            case .array(let elements):
                guard let inner = elements.first(where: { $0.range.holds(offset) }) else { return value.range }
                value = inner
            default:
                return value.range
            }
        }
    }

    /// Whether `range` holds a broken value, or lies in one.
    public func overlaps(_ range: SourceRange) -> Bool {
        // An empty range (a finding at a point) counts as the one byte after it.
        let upper = max(range.upperBound, range.lowerBound + 1)
        return ranges.contains { $0.lowerBound < upper && range.lowerBound < $0.upperBound }
    }

    /// The element that holds `offset`: an entry of a collection part (a button, a content
    /// element, ...), or the value of any other part; the whole collection for an offset
    /// between its entries, and the whole spec for one outside every part.
    public func element(at offset: Int) -> SourceRange? {
        guard let member = root.last(where: { $0.keyRange.lowerBound <= offset && offset < $0.value.range.upperBound }) else {
            return nil
        }
        let value = member.value
        guard let part = SpecPart(rawValue: member.key), SpecPart.collections.contains(part) else { return value.range }
        switch value.kind {
        case .array(let elements):
            return elements.first { $0.range.holds(offset) }?.range ?? value.range
        case .object(let members):
            return members.last { $0.keyRange.lowerBound <= offset && offset < $0.value.range.upperBound }
                .map { SourceRange($0.keyRange.lowerBound, $0.value.range.upperBound) } ?? value.range
        default:
            return value.range
        }
    }
}

extension SourceRange {
    fileprivate func holds(_ offset: Int) -> Bool { lowerBound <= offset && offset < upperBound }
}
