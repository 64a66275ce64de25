import DialogDiagnostics

/// The names a spec gives to generated Swift, gathered while decoding (also from buttons
/// and elements that are otherwise broken, so one run reports every clash) and checked
/// together once the whole spec has been read.
///
/// Decisions (FORMAT.md and RULES.md leave them open):
/// - Button ids and element ids share one namespace: both end up in accessibility
///   identifiers (`<identifier>.<id>`) and name views in generated code. The same id twice
///   is `duplicate-id`.
/// - Parameter names and element ids share one namespace: both become members of the
///   generated dialog (a placeholder value, a field's text binding, a slot's view), so the
///   same name in both is `invalid-identifier`.
/// - Two different names of one namespace that are equal ignoring case (`didTapOK`,
///   `didTapOk`) are `invalid-identifier`: they are legal Swift, but generated names are
///   derived from them by case conversion, and names a reader cannot tell apart in a
///   diff or a UI test should not name different things.
/// - Parameter names and element ids may not be the names the generated code gives its own
///   parameters (`reservedMemberNames`): a parameter `isPresented` would be declared twice
///   in the SwiftUI modifier, and one named `locale` would be shadowed by
///   `state(locale:)`'s own argument inside that method, so the text would show the locale.
/// - A button's action defaults to its id; buttons may share an action (one enum case),
///   but then they must carry the same payload type, or none.
struct SpecNames {
    struct ButtonNames {
        var id: Located<String>?
        /// Only a written action; a defaulted one is the id, checked as the id.
        var action: Located<String>?
        var payload: Located<String>?

        var effectiveAction: Located<String>? { action ?? id }
    }

    var buttons: [ButtonNames] = []
    var elementIDs: [Located<String>] = []
    var parameterNames: [Located<String>] = []

    func check(in context: DecodingContext) {
        for button in buttons {
            if let id = button.id { checkIdentifier(id, what: "button id", in: context) }
            if let action = button.action { checkIdentifier(action, what: "action", in: context) }
            if let payload = button.payload { checkTypeName(payload, in: context) }
        }
        for id in elementIDs { checkIdentifier(id, what: "element id", in: context) }
        for name in parameterNames { checkIdentifier(name, what: "parameter name", in: context) }
        checkIDs(in: context)
        checkActions(in: context)
        checkMembers(in: context)
        checkReservedNames(in: context)
    }

    // MARK: One name

    func checkIdentifier(_ name: Located<String>, what: String, in context: DecodingContext) {
        if SwiftIdentifier.isUsable(name.value) { return }
        let message =
            SwiftIdentifier.isValid(name.value)
            ? SpecMessage.keyword(what: what, name.value)
            : SpecMessage.notAnIdentifier(what: what, name.value, suggestion: suggestedIdentifier(name.value))
        context.report(.invalidIdentifier, message, at: name.range)
    }

    /// A payload is a type name, optionally qualified (`Chat.LiveMessage`); no component
    /// may be a reserved word. Contextual keywords (`Type`, `some`) are allowed here, as in
    /// `Schemas/dialog.schema.json`: the generated code uses the name only as a type.
    func checkTypeName(_ name: Located<String>, in context: DecodingContext) {
        let components = name.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftIdentifier.reservedKeywords.contains($0) }) {
            return
        }
        let message =
            components.allSatisfy(SwiftIdentifier.isValid)
            ? SpecMessage.keywordType(name.value)
            : SpecMessage.notATypeName(name.value, suggestion: suggestedTypeName(name.value))
        context.report(.invalidIdentifier, message, at: name.range)
    }

    func suggestedIdentifier(_ name: String) -> String? {
        let suggestion = SwiftIdentifier.lowerCamelCase(dottedID: name)
        return SwiftIdentifier.isUsable(suggestion) ? suggestion : nil
    }

    func suggestedTypeName(_ name: String) -> String? {
        let suggestion = SwiftIdentifier.upperCamelCase(dottedID: name)
        return SwiftIdentifier.isUsable(suggestion) ? suggestion : nil
    }

    // MARK: Names against each other

    /// What a name belongs to, for messages.
    enum Owner: String {
        case button, element, parameter
    }

    /// A name with its owner, in source order with the others it is compared with.
    typealias OwnedName = (name: Located<String>, owner: Owner)

    static func inSourceOrder(_ names: [OwnedName]) -> [OwnedName] {
        names.sorted { $0.name.range.lowerBound < $1.name.range.lowerBound }
    }

    /// Button and element ids: equal is `duplicate-id`, equal ignoring case is
    /// `invalid-identifier`; each reported at the later one with a note at the earlier.
    /// (The earlier one is looked up, not searched for: a spec with thousands of elements
    /// must not compare each with every other.)
    func checkIDs(in context: DecodingContext) {
        let ids = Self.inSourceOrder(
            buttons.compactMap(\.id).map { ($0, Owner.button) } + elementIDs.map { ($0, Owner.element) })
        var firstByValue = FirstPositions<String>()
        var firstByLowercased = FirstPositions<String>()
        for (index, id) in ids.enumerated() {
            let sameValue = firstByValue.recordFirst(id.name.value, at: index)
            let sameLowercased = firstByLowercased.recordFirst(id.name.value.lowercased(), at: index)
            if let first = sameValue.map({ ids[$0] }) {
                context.report(
                    .duplicateID, SpecMessage.duplicateID(id.name.value, owner: id.owner, firstOwner: first.owner),
                    at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            } else if let first = sameLowercased.map({ ids[$0] }) {
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("\(id.owner) id", id.name.value, first.name.value),
                    at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            }
        }
    }

    /// Actions: buttons sharing an action must share its payload type; two actions equal
    /// ignoring case are `invalid-identifier` (unless both are defaulted ids, which
    /// `checkIDs` already reported).
    func checkActions(in context: DecodingContext) {
        var firstByValue = FirstPositions<String>()
        var firstByLowercased = FirstPositions<String>()
        for (index, button) in buttons.enumerated() {
            guard let action = button.effectiveAction else { continue }
            let sameValue = firstByValue.recordFirst(action.value, at: index)
            let sameLowercased = firstByLowercased.recordFirst(action.value.lowercased(), at: index)
            if let first = sameValue.map({ buttons[$0] }) {
                guard first.payload?.value != button.payload?.value else { continue }
                let here = button.payload ?? action
                let there = first.payload ?? first.effectiveAction ?? here
                context.report(
                    .invalidIdentifier,
                    SpecMessage.payloadConflict(action.value, button.payload?.value, first.payload?.value), at: here.range,
                    notes: [context.note(SpecMessage.otherPayload(first.payload?.value), at: there.range)])
            } else if let first = sameLowercased.map({ buttons[$0] }),
                let firstAction = first.effectiveAction, button.action != nil || first.action != nil
            {
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("action", action.value, firstAction.value), at: action.range,
                    notes: [context.note(SpecMessage.firstUse(firstAction.value), at: firstAction.range)])
            }
        }
    }

    /// The parameter names of the generated `state(locale:)`, `view(locale:slot:onAction:)`
    /// and presenting modifier, which a dialog's own members sit beside.
    static let reservedMemberNames = ["isPresented", "locale", "onAction", "onAsyncAction", "slot"]

    /// Parameter names and element ids against the generated code's own parameter names.
    func checkReservedNames(in context: DecodingContext) {
        let members = Self.inSourceOrder(parameterNames.map { ($0, Owner.parameter) } + elementIDs.map { ($0, Owner.element) })
        for member in members where Self.reservedMemberNames.contains(member.name.value) {
            context.report(.invalidIdentifier, SpecMessage.reservedMemberName(member.name.value, owner: member.owner), at: member.name.range)
        }
    }

    /// Parameter names against each other and against element ids, ignoring case.
    func checkMembers(in context: DecodingContext) {
        let members = Self.inSourceOrder(
            parameterNames.map { ($0, Owner.parameter) } + elementIDs.map { ($0, Owner.element) })
        // Per name ignoring case, the earlier members a later one can clash with: the first
        // parameter, the first element, and the first parameter spelt otherwise than the
        // first one. Each member is looked up, not compared with every earlier one.
        var firstParameter = FirstPositions<String>()
        var firstElement = FirstPositions<String>()
        var otherParameter = FirstPositions<String>()
        for (index, member) in members.enumerated() {
            let lowercased = member.name.value.lowercased()
            // Two elements are `checkIDs`'s; two equal parameter names are `duplicate-key`.
            var clash: Int?
            switch member.owner {
            case .parameter:
                let parameter = firstParameter.recordFirst(lowercased, at: index)
                var sameParameter: Int?
                if let parameter {
                    if members[parameter].name.value != member.name.value {
                        sameParameter = parameter
                        otherParameter.recordFirst(lowercased, at: index)
                    } else {
                        sameParameter = otherParameter.position(of: lowercased)
                    }
                }
                let element = firstElement.position(of: lowercased)
                clash = element.map { element in sameParameter.map { min(element, $0) } ?? element } ?? sameParameter
            case .element, .button:
                clash = firstParameter.position(of: lowercased)
                firstElement.recordFirst(lowercased, at: index)
            }
            guard let first = clash.map({ members[$0] }) else { continue }
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

// MARK: Wording

extension SpecMessage {
    static func keyword(what: String, _ name: String) -> String {
        "\(what) '\(name)' is a Swift keyword, which generated code cannot use as a name; choose another name"
    }

    static func notAnIdentifier(what: String, _ name: String, suggestion: String?) -> String {
        let fix = suggestion.map { "; for example '\($0)'" } ?? ""
        return "\(what) '\(name)' is not a Swift identifier; use ASCII letters, digits and '_', not starting with a digit\(fix)"
    }

    static func keywordType(_ name: String) -> String {
        "payload '\(name)' uses a Swift keyword as a type name; name the type the action carries, such as 'LiveMessage'"
    }

    static func notATypeName(_ name: String, suggestion: String?) -> String {
        let fix = suggestion.map { "'\($0)'" } ?? "'LiveMessage' or 'Chat.LiveMessage'"
        return "payload '\(name)' is not a Swift type name; write a type name such as \(fix)"
    }

    static func duplicateID(_ id: String, owner: SpecNames.Owner, firstOwner: SpecNames.Owner) -> String {
        let user = firstOwner == owner ? "another \(owner)" : "\(article(firstOwner)) \(firstOwner)"
        return "\(owner) id '\(id)' is already used by \(user) of this dialog; ids name generated code and accessibility identifiers, give each a unique one"
    }

    static func firstUse(_ name: String) -> String { "'\(name)' is used here" }

    static func differsOnlyInCase(_ what: String, _ name: String, _ other: String) -> String {
        "\(what) '\(name)' differs from '\(other)' only in case; generated names would be confusable, rename one"
    }

    static func payloadConflict(_ action: String, _ payload: String?, _ otherPayload: String?) -> String {
        let carried = payload.map { "carries '\($0)'" } ?? "carries nothing"
        let other = otherPayload.map { "'\($0)'" } ?? "nothing"
        return "action '\(action)' \(carried) here but \(other) on another button; one action case has one payload type, so give both buttons the same 'payload' or different actions"
    }

    static func otherPayload(_ payload: String?) -> String {
        payload.map { "the other button's payload is '\($0)'" } ?? "the other button sends the action without a payload"
    }

    static func reservedMemberName(_ name: String, owner: SpecNames.Owner) -> String {
        let names = SpecNames.reservedMemberNames.map { "'\($0)'" }.joined(separator: ", ")
        return "\(owner) name '\(name)' is a name the generated Swift uses for its own parameters (\(names)); choose another name"
    }

    static func memberClash(_ name: String, owner: SpecNames.Owner, otherOwner: SpecNames.Owner) -> String {
        "\(owner) '\(name)' has the same name as \(article(otherOwner)) \(otherOwner); both become members of the generated dialog, rename one"
    }

    private static func article(_ owner: SpecNames.Owner) -> String { owner == .element ? "an" : "a" }
}
