import DialogDiagnostics
import DialogJSON

/// A top-level part of a spec: one key of docs/format/spec.md. A rule declares the parts it
/// reads, and an input error in a part skips exactly the rules that read it, so the rest of
/// the spec's findings still show in the same run (docs/format/diagnostics.md).
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

    /// The parts that the input errors among `diagnostics` make unreliable, found from where
    /// each error is: the root member that holds it. An unknown key at the root breaks the
    /// part it is a misspelling of (`titel` breaks `title`), if it is close to one. Nil when an
    /// error lies outside every member (the root is not an object, or lacks a required key):
    /// then nothing of the spec can be trusted.
    public static func broken(by diagnostics: [Diagnostic], in root: JSONValue) -> Set<SpecPart>? {
        guard let members = root.objectMembers else { return nil }
        var broken: Set<SpecPart> = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let offset = diagnostic.location?.start.offset,
                let member = members.last(where: { $0.keyRange.lowerBound <= offset && offset < $0.value.range.upperBound })
            else { return nil }
            if let part = SpecPart(rawValue: member.key) {
                broken.insert(part)
            } else if let intended = Suggestion.closest(to: member.key, among: SpecDecoder.keys), let part = SpecPart(rawValue: intended) {
                broken.insert(part)
            }
        }
        return broken
    }
}
