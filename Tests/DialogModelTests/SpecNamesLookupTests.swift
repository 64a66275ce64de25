@testable import DialogModel
import DialogDiagnostics
import DialogJSON
import DialogTestSupport
import Testing

/// `SpecNames` finds the earlier name a later one clashes with by dictionary, so that a
/// spec with thousands of buttons or elements stays linear. Here it is compared, on
/// thousands of generated sets of ids, actions, payloads, parameters and element ids drawn
/// from a few names that differ in case, with the direct reading of its rules: compare each
/// name with every earlier one. Same findings, same order, same notes.
@Suite struct SpecNamesLookupTests {
    static let pool = ["ok", "OK", "Ok", "cancel", "Cancel", "x", "X"]
    static let payloads = ["Item", "Other"]

    @Test func lookupsAgreeWithComparingEveryPair() {
        var random = SplitMix64(seed: 0x6E61_6D65)
        let file = SourceFile(path: "names.json", text: String(repeating: " ", count: 4_096))
        for _ in 0..<3_000 {
            // Every name gets its own place; names are taken from the places in a shuffled
            // order, so source order differs from the order of the lists.
            var places = Array(0..<60).map { SourceRange($0 * 60, $0 * 60 + 4) }
            places.shuffle(using: &random)
            func name(_ pool: [String]) -> Located<String> {
                Located(pool[random.below(pool.count)], range: places.removeLast(), pointer: JSONPointer())
            }
            var names = SpecNames()
            for _ in 0..<random.below(7) {
                names.buttons.append(
                    SpecNames.ButtonNames(
                        id: random.below(6) == 0 ? nil : name(Self.pool),
                        action: random.below(2) == 0 ? nil : name(Self.pool),
                        payload: random.below(3) == 0 ? name(Self.payloads) : nil))
            }
            names.elementIDs = (0..<random.below(5)).map { _ in name(Self.pool) }
            names.parameterNames = (0..<random.below(5)).map { _ in name(Self.pool) }

            let checked = DecodingContext(file: file)
            names.checkIDs(in: checked)
            names.checkActions(in: checked)
            names.checkMembers(in: checked)
            let expected = DecodingContext(file: file)
            DirectComparison(names: names).check(in: expected)
            #expect(checked.diagnostics == expected.diagnostics, "\(names)")
        }
    }

    /// The rules read directly, comparing each name with every earlier one: the reference.
    struct DirectComparison {
        let names: SpecNames

        func check(in context: DecodingContext) {
            checkIDs(in: context)
            checkActions(in: context)
            checkMembers(in: context)
        }

        func checkIDs(in context: DecodingContext) {
            let ids = SpecNames.inSourceOrder(
                names.buttons.compactMap(\.id).map { ($0, SpecNames.Owner.button) } + names.elementIDs.map { ($0, .element) })
            for (index, id) in ids.enumerated() {
                let earlier = ids[..<index]
                if let first = earlier.first(where: { $0.name.value == id.name.value }) {
                    context.report(
                        .duplicateID, SpecMessage.duplicateID(id.name.value, owner: id.owner, firstOwner: first.owner),
                        at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
                } else if let first = earlier.first(where: { $0.name.value.lowercased() == id.name.value.lowercased() }) {
                    context.report(
                        .invalidIdentifier, SpecMessage.differsOnlyInCase("\(id.owner) id", id.name.value, first.name.value),
                        at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
                }
            }
        }

        func checkActions(in context: DecodingContext) {
            for (index, button) in names.buttons.enumerated() {
                guard let action = button.effectiveAction else { continue }
                let earlier = names.buttons[..<index]
                if let first = earlier.first(where: { $0.effectiveAction?.value == action.value }) {
                    guard first.payload?.value != button.payload?.value else { continue }
                    let here = button.payload ?? action
                    let there = first.payload ?? first.effectiveAction ?? here
                    context.report(
                        .invalidIdentifier, SpecMessage.payloadConflict(action.value, button.payload?.value, first.payload?.value),
                        at: here.range, notes: [context.note(SpecMessage.otherPayload(first.payload?.value), at: there.range)])
                } else if let first = earlier.first(where: { $0.effectiveAction?.value.lowercased() == action.value.lowercased() }),
                    let firstAction = first.effectiveAction, button.action != nil || first.action != nil
                {
                    context.report(
                        .invalidIdentifier, SpecMessage.differsOnlyInCase("action", action.value, firstAction.value), at: action.range,
                        notes: [context.note(SpecMessage.firstUse(firstAction.value), at: firstAction.range)])
                }
            }
        }

        func checkMembers(in context: DecodingContext) {
            let members = SpecNames.inSourceOrder(
                names.parameterNames.map { ($0, SpecNames.Owner.parameter) } + names.elementIDs.map { ($0, .element) })
            for (index, member) in members.enumerated() {
                let clash = members[..<index].first { other in
                    guard other.name.value.lowercased() == member.name.value.lowercased() else { return false }
                    if other.owner == member.owner { return member.owner == .parameter && other.name.value != member.name.value }
                    return true
                }
                guard let first = clash else { continue }
                let message =
                    first.name.value == member.name.value
                    ? SpecMessage.memberClash(member.name.value, owner: member.owner, otherOwner: first.owner)
                    : SpecMessage.differsOnlyInCase("\(member.owner) name", member.name.value, first.name.value)
                context.report(
                    .invalidIdentifier, message, at: member.name.range,
                    notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            }
        }
    }
}
